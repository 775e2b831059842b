import { gameMap } from '../game/board.js';
import { ANONYMOUS_SENDER, type GameState, type PressMessage } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { listOf, phaseTitle, powerTitle } from './words.js';

/**
 * Subject lines of the judge's mail. Each names the game by its id, which is short and
 * what a player writes back, so that mail sorts and threads by game.
 */

/** A subject about the game: "Diplomacy game g1: " and what the mail is about. */
export const gameSubject = (state: GameState, what: string): string => `Diplomacy game ${state.id}: ${what}`;

export const resultsSubject = (state: GameState, phase: string): string => gameSubject(state, `${phaseTitle(gameMap(state.settings), phase)} results`);

/** The press's subject: its writer's, or the master's OFFICIAL subject (kept behind the game's name, by which mail threads and replies find the game). */
export const pressSubject = (state: GameState, message: PressMessage): string =>
  message.official !== undefined
    ? gameSubject(state, message.official)
    : gameSubject(state, `${message.kind === 'broadcast' ? 'broadcast' : 'press'} from ${message.from === ANONYMOUS_SENDER ? 'someone unnamed' : powerTitle(message.from)}`);

export const reminderSubject = (state: GameState, power: PowerName): string => gameSubject(state, `orders for ${powerTitle(power)} due`);

export const startedSubject = (state: GameState): string => `Diplomacy game ${state.id} has started`;

export const endingSubject = (state: GameState): string => `Diplomacy game ${state.id} is over`;

/** "Turkey late for Spring 1901 movement", or "France and Turkey late for …" to the master. */
export const lateSubject = (state: GameState, powers: readonly PowerName[], phase: string): string =>
  gameSubject(state, `${listOf(powers.map(powerTitle))} late for ${phaseTitle(gameMap(state.settings), phase)}`);

/** A mail the judge writes: its subject and its body. */
export interface Notice {
  readonly subject: string;
  readonly body: string;
}
