import { playedBySomeone } from '../game/control.js';
import { gameMap } from '../game/board.js';
import { powersOwing } from '../game/duty.js';
import { orderStatus, type OrderStatus } from '../game/late.js';
import { inForce } from '../game/rules.js';
import type { GameEvent, GameState } from '../game/types.js';
import { phaseTypeOf, type PhaseType } from '../map/phase.js';
import type { PowerName } from '../map/types.js';
import { blocks, paragraph } from './layout.js';
import { ordersText } from './orders.js';
import { lateSubject } from './subjects.js';
import { utcTime } from './time.js';
import { gameTitle, listOf, phaseTitle, powerTitle, were } from './words.js';

/**
 * What a passed deadline did, in words: the notice mailed to a late power's player, the
 * line a results text gives the powers in civil disorder, and the sentence the clock of
 * a waiting game reads.
 */

type Late = Extract<GameEvent, { type: 'late' }>;

/** What the judge's defaults did (or, `future`, will do) to a late power's units, by the kind of phase. */
export function defaultsDone(type: PhaseType, future = false): string {
  switch (type) {
    case 'M':
      return future ? 'its units without orders will hold' : 'its units without orders held';
    case 'R':
      return future ? 'its dislodged units without orders will be disbanded' : 'its dislodged units without orders were disbanded';
    case 'A':
      return future
        ? 'builds not ordered will be waived, and removals not ordered chosen by the judge'
        : 'builds not ordered were waived, and removals not ordered were chosen by the judge';
  }
}

/**
 * The late notice to the player of `power`, from the game as the deadline left it: under
 * civil disorder what the defaults did (the results follow in their own mail); without
 * it, that the game waits for the master, and the power's orders as they stand.
 */
export function lateText(state: GameState, event: Late, power: PowerName): string {
  const map = gameMap(state.settings);
  const phase = phaseTitle(map, event.phase);
  const due = paragraph(`Your orders for ${powerTitle(power)} for ${phase}, ${gameTitle(state)}, were due by ${utcTime(event.deadline)}, and the judge did not have all of them.`);
  if (event.civilDisorder) {
    return blocks(due, paragraph(`${powerTitle(power)} was put in civil disorder: ${defaultsDone(phaseTypeOf(event.phase))}. The results follow in their own mail.`));
  }
  return blocks(
    due,
    paragraph(
      `The game waits for the master. If he processes the phase, ${defaultsDone(phaseTypeOf(event.phase), true)}. Until then your orders are still taken; once every power's are complete, the phase is processed.`,
    ),
    ordersText(state, power).trimEnd(),
  );
}

/**
 * A results text's line on the powers in civil disorder, or null when nobody was. Under
 * PROGRESSIVE (`sentences`) the orders carry no marks: they are those told "by default".
 */
export function civilDisorderLine(late: readonly PowerName[] | undefined, sentences = false): string | null {
  if (late === undefined || late.length === 0) return null;
  return paragraph(`${were(late)} in civil disorder: the orders ${sentences ? 'given by default' : 'marked (*default*)'} are the judge's.`);
}

const STATUS_WORDS: readonly [OrderStatus, string][] = [
  ['complete', 'Orders complete'],
  ['incomplete', 'Incomplete'],
  ['none', 'None yet'],
];

/**
 * Whose orders are in, as anyone may know it (who, never what): "Orders complete: France,
 * Italy. Incomplete: England. None yet: Turkey." over the powers that owe orders; null
 * when the game is not running or nobody owes any. Under HIDE_LATE_POWERS it would name
 * the late, and is the master's only (`master`), unless LIST_UNORDERED lists them to all.
 */
export function orderStatusLine(state: GameState, master = false): string | null {
  if (state.status !== 'active') return null;
  if (!master && inForce(state.settings, 'HIDE_LATE_POWERS') && !inForce(state.settings, 'LIST_UNORDERED')) return null;
  const all = powersOwing(state);
  if (all.length === 0) return null;
  // A dummy owes nothing: the phase does not wait for it (unless a power controls it: its player owes its orders).
  // Under HIDE_DUMMIES only the master is told which are dummies.
  const dummies = !master && inForce(state.settings, 'HIDE_DUMMIES') ? [] : all.filter((p) => !playedBySomeone(state.seats, p));
  const owing = all.filter((p) => !dummies.includes(p));
  const parts = STATUS_WORDS.flatMap(([status, words]) => {
    const powers = owing.filter((p) => orderStatus(state, p) === status);
    return powers.length === 0 ? [] : [`${words}: ${powers.map(powerTitle).join(', ')}.`];
  });
  if (dummies.length > 0) {
    parts.push(`${listOf(dummies.map(powerTitle))} ${dummies.length === 1 ? 'is a dummy: the judge orders for it' : 'are dummies: the judge orders for them'}.`);
  }
  return parts.join(' ');
}

/**
 * The master's notice of a passed deadline: who was late, and what the judge did (civil
 * disorder) or what it waits for (his PROCESS, or a new deadline); under CIVIL_PREVIEW
 * with the preview of the results (`preview`, written by the caller).
 */
export function lateMasterNotice(state: GameState, event: Late, preview: string | null = null): { readonly subject: string; readonly body: string } {
  const map = gameMap(state.settings);
  const phase = phaseTitle(map, event.phase);
  const late = paragraph(`The deadline for ${phase}, ${gameTitle(state)}, was ${utcTime(event.deadline)}. ${were(event.powers)} late.`);
  const what = event.civilDisorder
    ? paragraph(`${event.powers.length === 1 ? 'It was' : 'They were'} put in civil disorder: ${defaultsDone(phaseTypeOf(event.phase)).replace(/^its/, 'their')}. The results follow in their own mail.`)
    : paragraph(
        `The game waits for you. PROCESS! plays the phase now (${defaultsDone(phaseTypeOf(event.phase), true).replace(/^its/, 'their')}); SET DEADLINE gives the late powers more time. The phase also processes once every power's orders are complete.`,
      );
  // CIVIL_PREVIEW: the master (only) is sent what processing now would give.
  const seen = preview === null ? [] : [paragraph('Under CIVIL_PREVIEW the phase is not processed while powers are late. Processing it now would give:'), preview.trimEnd()];
  return { subject: lateSubject(state, event.powers, event.phase), body: blocks(late, what, ...seen) };
}

/**
 * LIST_WAITERS: "The following powers have asked that orders not be processed until the
 * deadline: France and Italy." over the powers still playing with their WAIT flag set;
 * null without the rule, when the game is not running, or when nobody waits.
 */
export function waitersLine(state: GameState): string | null {
  if (state.status !== 'active' || !inForce(state.settings, 'LIST_WAITERS')) return null;
  const waiting = Object.values(state.seats).filter((s) => s.wait && s.status !== 'eliminated').map((s) => s.power);
  if (waiting.length === 0) return null;
  const one = waiting.length === 1;
  return `The following power${one ? ' has' : 's have'} asked that orders not be processed until the deadline: ${listOf(waiting.map(powerTitle))}.`;
}
