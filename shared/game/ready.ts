import type { Moved } from './play.js';
import { playOf } from './plays.js';
import type { GameEvent, GameState } from './types.js';

/**
 * After a change that may have completed the phase (orders, a WAIT flag dropped, a
 * resume): process it at once if every power owing orders is in, as the game's variant
 * plays it (play.ts).
 */
export function processIfReady(state: GameState, events: readonly GameEvent[], now: number): Moved {
  return playOf(state).processIfReady(state, events, now);
}
