import { gameMap } from '../game/board.js';
import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { blocks, paragraph } from './layout.js';
import { ordersText } from './orders.js';
import { span, utcTime } from './time.js';
import { gameTitle, phaseTitle, powerTitle } from './words.js';

/**
 * The reminder to a power that owes orders and has sent none: the deadline and how far
 * off it is at `now`, then its orders as they stand.
 */
export function reminderText(state: GameState, power: PowerName, now: number): string {
  const map = gameMap(state.settings);
  const due =
    state.deadline === null
      ? ''
      : ` They are due by ${utcTime(state.deadline)}, ${state.deadline > now ? `in ${span(state.deadline - now)}` : 'now'}.`;
  return blocks(
    paragraph(`A reminder from the judge, ${gameTitle(state)}.`),
    paragraph(`The judge has no orders from ${powerTitle(power)} for ${phaseTitle(map, state.position.phase)} yet.${due}`),
    ordersText(state, power).trimEnd(),
  );
}
