import { gameMap } from '../game/board.js';
import { orderStatus } from '../game/late.js';
import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { blocks, paragraph } from './layout.js';
import { ordersText } from './orders.js';
import { span, utcTime } from './time.js';
import { gameTitle, phaseTitle, powerTitle } from './words.js';

/**
 * The reminder to a power that owes orders and has sent none, or not all of them: the deadline and how far
 * off it is at `now`, then its orders as they stand.
 */
export function reminderText(state: GameState, power: PowerName, now: number): string {
  const map = gameMap(state.settings);
  const due =
    state.deadline === null
      ? ''
      : ` ${awaited(state) === 'list' ? 'It is' : 'They are'} due by ${utcTime(state.deadline)}, ${state.deadline > now ? `in ${span(state.deadline - now)}` : 'now'}.`;
  return blocks(
    paragraph(`A reminder from the judge, ${gameTitle(state)}.`),
    paragraph(
      state.crystal === undefined && orderStatus(state, power) === 'incomplete'
        ? `The orders the judge has from ${powerTitle(power)} for ${phaseTitle(map, awaitedPhase(state))} are incomplete.${due}`
        : `The judge has no ${awaited(state)} from ${powerTitle(power)} for ${phaseTitle(map, awaitedPhase(state))} yet.${due}`,
    ),
    ordersText(state, power).trimEnd(),
  );
}

/** What the phase waits for: orders, or in a Crystal Ball game at a movement phase, the list for the open phase. */
const awaited = (state: GameState): string => (state.crystal !== undefined && state.position.phase.endsWith('M') ? 'list' : 'orders');

function awaitedPhase(state: GameState): string {
  const pipe = state.crystal;
  if (pipe === undefined || !state.position.phase.endsWith('M')) return state.position.phase;
  return pipe.pipe[pipe.pipe.length - 1]?.phase ?? state.position.phase;
}
