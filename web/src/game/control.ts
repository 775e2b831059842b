import type { GameView, SeatView } from '../../../shared/views/types.js';
import { powerLabel } from '../powers.js';

/** What the choice reads of a game's view: who looks, and the seats. */
type Seen = Pick<GameView, 'viewer' | 'seats'>;

/**
 * The powers this viewer orders for: the master every power; a player his own and each
 * dummy his power controls (CONTROL, VASSAL_DUMMIES: the seat's `controller`, as the view
 * gave it); anyone else none. His own comes first.
 */
export function orderablePowers(game: Seen): string[] {
  const viewer = game.viewer;
  if (viewer.kind === 'master') return game.seats.map((s) => s.power);
  if (viewer.kind !== 'player' || viewer.power === null) return [];
  const own = viewer.power;
  return [own, ...game.seats.filter((s) => s.power !== own && s.status === 'dummy' && s.controller === own).map((s) => s.power)];
}

/** The power the orders panel shows: the one chosen, while the viewer may still order it; else his first. */
export function orderingPower(game: Seen, chosen: string | null): string | null {
  const powers = orderablePowers(game);
  return chosen !== null && powers.includes(chosen) ? chosen : (powers[0] ?? null);
}

/** What the players' table says of a controlled dummy: "controlled by Austria" (or "by the master"); null for any other seat. */
export function controlNote(seat: Pick<SeatView, 'controller'>): string | null {
  if (seat.controller === undefined) return null;
  return seat.controller === 'MASTER' ? 'controlled by the master' : `controlled by ${powerLabel(seat.controller)}`;
}
