import { gameMap } from '../game/board.js';
import type { GameState, PressMessage } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { phaseTitle, powerTitle } from './words.js';

/**
 * Subject lines of the judge's mail. Each names the game by its id, which is short and
 * what a player writes back, so that mail sorts and threads by game.
 */

export const resultsSubject = (state: GameState, phase: string): string =>
  `Diplomacy game ${state.id}: ${phaseTitle(gameMap(state.settings), phase)} results`;

export const pressSubject = (state: GameState, message: PressMessage): string =>
  `Diplomacy game ${state.id}: ${message.kind === 'broadcast' ? 'broadcast' : 'press'} from ${powerTitle(message.from)}`;

export const reminderSubject = (state: GameState, power: PowerName): string =>
  `Diplomacy game ${state.id}: orders for ${powerTitle(power)} due`;

export const startedSubject = (state: GameState): string => `Diplomacy game ${state.id} has started`;

export const endingSubject = (state: GameState): string => `Diplomacy game ${state.id} is over`;

export const lateSubject = (state: GameState, power: PowerName, phase: string): string =>
  `Diplomacy game ${state.id}: ${powerTitle(power)} late for ${phaseTitle(gameMap(state.settings), phase)}`;
