import { gameMap } from '../game/board.js';
import { orderStatus } from '../game/late.js';
import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { blocks, paragraph } from './layout.js';
import { ordersText } from './orders.js';
import { span, utcTime } from './time.js';
import { gameTitle, phaseTitle, powerTitle } from './words.js';
import { variantTextsOf } from './variants.js';

/**
 * The reminder to a power that owes orders and has sent none, or not all of them: the deadline and how far
 * off it is at `now`, then its orders as they stand.
 */
export function reminderText(state: GameState, power: PowerName, now: number): string {
  const map = gameMap(state.settings);
  // What the phase waits for: its orders, or a variant's own (Crystal Ball's list for the open phase).
  const awaited = variantTextsOf(state)?.awaited?.(state) ?? null;
  const what = awaited?.what ?? 'orders';
  const phase = phaseTitle(map, awaited?.phase ?? state.position.phase);
  const due =
    state.deadline === null
      ? ''
      : ` ${awaited !== null ? 'It is' : 'They are'} due by ${utcTime(state.deadline)}, ${state.deadline > now ? `in ${span(state.deadline - now)}` : 'now'}.`;
  return blocks(
    paragraph(`A reminder from the judge, ${gameTitle(state)}.`),
    paragraph(
      awaited === null && orderStatus(state, power) === 'incomplete'
        ? `The orders the judge has from ${powerTitle(power)} for ${phase} are incomplete.${due}`
        : `The judge has no ${what} from ${powerTitle(power)} for ${phase} yet.${due}`,
    ),
    ordersText(state, power).trimEnd(),
  );
}
