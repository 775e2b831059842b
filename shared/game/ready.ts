import { crystalProcessIfReady, isCrystal } from './crystal.js';
import { readyToProcess } from './duty.js';
import { advanceGame, playPhase } from './process.js';
import type { GameEvent, GameState } from './types.js';

/*
 * Processing a phase the moment it is complete. It stands above both the standard
 * processing (process.ts) and the Crystal Ball pipeline (crystal.ts), which plays its
 * steps through the standard one, so that neither imports the other in a ring.
 */

/**
 * After a change that may have completed the phase (orders, a WAIT flag dropped, a
 * resume): process it at once if every power owing orders is in.
 */
export function processIfReady(state: GameState, events: readonly GameEvent[], now: number): { state: GameState; events: GameEvent[] } {
  if (isCrystal(state)) return crystalProcessIfReady(state, events, now);
  if (!readyToProcess(state)) return { state, events: [...events] };
  const out = advanceGame(state, playPhase(state, now), now);
  return { state: out.state, events: [...events, ...out.events] };
}
