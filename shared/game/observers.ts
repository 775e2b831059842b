import { isObserver } from './actors.js';
import type { GameSettings, GameState } from './types.js';

/**
 * How many observers a game takes. Anyone may OBSERVE without a password of the game, so
 * without a bound strangers alone decide how much a game holds; the master chooses the
 * bound when he makes the game and may change it later.
 */

/** The most observers a game takes when its master has not said. */
export const DEFAULT_MAX_OBSERVERS = 50;

/** The highest bound a master may set: observers are a game's audience, not a mailing list. */
export const MAX_OBSERVERS_LIMIT = 1000;

/** The game's bound on observers. */
export const observerCap = (settings: GameSettings): number => settings.maxObservers ?? DEFAULT_MAX_OBSERVERS;

/** How many observers the game has now. */
export const observerCount = (state: GameState): number => state.players.filter((p) => isObserver(p) && p.investor !== true).length;

/** Why `max` cannot bound a game's observers, or null when it can. */
export function maxObserversRefusal(max: number): string | null {
  if (Number.isInteger(max) && max >= 0 && max <= MAX_OBSERVERS_LIMIT) return null;
  return `The most observers a game takes is a whole number from 0 to ${MAX_OBSERVERS_LIMIT}, not ${max}.`;
}
