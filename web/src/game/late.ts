import { listOf } from '../../../shared/text/words.js';
import type { GameView } from '../api.js';
import { powerLabel } from '../powers.js';
import { phaseTitle, phaseType, type Calendar } from './phase.js';

/**
 * What the page says of a passed deadline: the game waiting for the master and who was
 * late, the powers put in civil disorder in the phase just processed, and each power's
 * order status in words (who, never what).
 */

type Seat = GameView['seats'][number];
export type OrderStatus = Seat['orderStatus'];

// "France and Turkey were": shared/text/words.ts's `were`, with the powers named as the page names them.
const were = (powers: readonly string[]): string => `${listOf(powers.map(powerLabel))} ${powers.length === 1 ? 'was' : 'were'}`;

/** "Waiting for the master: Turkey was late." while the game waits after its deadline; null otherwise. */
export function waitingText(game: GameView): string | null {
  if (game.late === null || game.status !== 'active') return null;
  const said = game.late.length === 0 ? 'Waiting for the master.' : `Waiting for the master: ${were(game.late)} late.`;
  // The master is told what he may do; the late players' orders are still taken meanwhile.
  return game.viewer.kind === 'master' ? `${said} Process the phase, or give a new deadline, in the Master tab.` : said;
}

/** What the judge's defaults did, by the kind of phase processed. */
function defaultsDid(phase: string): string {
  switch (phaseType(phase)) {
    case 'M':
      return 'units without orders held';
    case 'R':
      return 'dislodged units without orders were disbanded';
    case 'A':
      return 'builds not ordered were waived, removals chosen by the judge';
  }
}

/**
 * "Spring 1901 movement: Turkey was in civil disorder (units without orders held)." for
 * the phase processed last, when some power took the judge's defaults; null otherwise.
 */
export function civilDisorderText(game: GameView, calendar?: Calendar): string | null {
  const last = game.lastPhase;
  const text = last === null ? null : recordDisorderText(last);
  return text === null ? null : `${phaseTitle(last!.position.phase, calendar)}: ${text}`;
}

/** "Italy was in civil disorder (units without orders held)." for any processed phase; null when nobody was. */
export function recordDisorderText(record: Pick<NonNullable<GameView['lastPhase']>, 'position' | 'late'>): string | null {
  if (record.late === undefined || record.late.length === 0) return null;
  return `${were(record.late)} in civil disorder (${defaultsDid(record.position.phase)}).`;
}

/** A seat's order status as the players list shows it. */
export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  none: 'none',
  incomplete: 'incomplete',
  complete: 'complete',
};

/** The status line above the power's orders: to its player ("you"), or to the master, by its name. */
export function ownStatusText(status: OrderStatus, power: string | null = null): string {
  const whose = power === null ? 'your' : `${powerLabel(power)}’s`;
  switch (status) {
    case 'none':
      return power === null ? 'You have not sent orders for this phase yet.' : `${powerLabel(power)} has sent no orders for this phase yet.`;
    case 'incomplete':
      return `The judge has ${whose} orders for this phase, but not for everything owed: they are incomplete.`;
    case 'complete':
      return `The judge has ${whose} complete orders for this phase.`;
  }
}
