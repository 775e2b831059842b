import { gameMap } from '../game/board.js';
import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { deadlineSentence } from './clock.js';
import { blocks, paragraph } from './layout.js';
import { ordersText } from './orders.js';
import { gameTitle, phaseTitle, powerTitle } from './words.js';

/**
 * The game has started: to a player, the power he plays and his first orders to give; to
 * an observer (`power` null), the phase and its deadline.
 */
export function startedText(state: GameState, power: PowerName | null): string {
  const map = gameMap(state.settings);
  const opening = paragraph(`The ${gameTitle(state)} has started with ${phaseTitle(map, state.position.phase)}.`);
  if (power === null) return blocks(opening, paragraph(deadlineSentence(state)));
  return blocks(opening, paragraph(`You play ${powerTitle(power)}.`), ordersText(state, power).trimEnd());
}
