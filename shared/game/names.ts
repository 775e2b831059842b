import { inForce } from './rules.js';
import type { GameState } from './types.js';

/**
 * Who plays which power, and when everyone may know it. On the DPjudge the players' names
 * are the master's alone while the game runs, and its summary shows them once the game is
 * over; under NO_REVEAL they stay hidden after the end too, until the master's REVEAL. A
 * friends' game (`showNames`, chosen at creation) shows them from the start.
 */
export function namesPublic(state: GameState): boolean {
  if (state.settings.showNames === true || state.revealed === true) return true;
  return state.status === 'finished' && !inForce(state.settings, 'NO_REVEAL');
}
