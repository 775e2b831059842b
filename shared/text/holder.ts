import type { Actor, GameState, Seat } from '../game/types.js';
import { dummiesHiddenFrom } from '../views/dummies.js';
import { seatPlayerName } from '../views/names.js';
import { viewerOf } from '../views/viewer.js';

/** What a text shows in place of a player's name the reader may not see. */
export const HIDDEN_NAME = '(hidden)';

/**
 * Who holds a seat, as a text shows it to this reader (`null`: anyone): the player's name
 * where the reader may see it (`seatPlayerName`), HIDDEN_NAME where not, and the seat's
 * status, "(dummy)", when nobody plays it (under HIDE_DUMMIES, HIDDEN_NAME to all but the master).
 */
export function seatHolder(state: GameState, reader: Actor | null, seat: Seat): string {
  // HIDE_DUMMIES: a dummy reads as a played seat whose player is not named.
  if (seat.status === 'dummy' && dummiesHiddenFrom(state, viewerOf(state, reader))) return HIDDEN_NAME;
  if (seat.playerId === null) return `(${seat.status})`;
  return seatPlayerName(state, reader, seat.playerId) ?? HIDDEN_NAME;
}
