import type { Actor, GameState, Seat } from '../game/types.js';
import { seatPlayerName } from '../views/names.js';

/** What a text shows in place of a player's name the reader may not see. */
export const HIDDEN_NAME = '(hidden)';

/**
 * Who holds a seat, as a text shows it to this reader (`null`: anyone): the player's name
 * where the reader may see it (`seatPlayerName`), HIDDEN_NAME where not, and the seat's
 * status, "(dummy)", when nobody plays it.
 */
export function seatHolder(state: GameState, reader: Actor | null, seat: Seat): string {
  if (seat.playerId === null) return `(${seat.status})`;
  return seatPlayerName(state, reader, seat.playerId) ?? HIDDEN_NAME;
}
