import type { PowerName } from '../map/types.js';
import type { GameState, PressMessage } from './types.js';

/**
 * A successor and his power's press: a player who takes a seat someone else played reads
 * its private press only from when he took it (`Player.pressFrom`); the master's HANDOVER
 * gives him the rest. Who may read which message is views/press.ts's.
 */

/** The id the game's next message will have: one more than the last, from 1. */
export const nextPressId = (state: GameState): number => (state.press.length === 0 ? 1 : state.press[state.press.length - 1]!.id + 1);

/**
 * What a player newly seated at `power` reads of its private press: when someone played
 * the power before him (he succeeds him) only what is written from now on, since the letters
 * to and by his predecessor were not meant for him; otherwise all of it. A vacant seat was
 * always played (a game stored before `held` was kept says so by its status alone).
 */
export function successorMark(state: GameState, power: PowerName): { readonly pressFrom?: number } {
  const seat = state.seats[power];
  const succeeds = seat !== undefined && (seat.held === true || seat.status === 'vacant');
  return succeeds ? { pressFrom: nextPressId(state) } : {};
}

/**
 * Whether the player in `power`'s seat is kept from some of its private press: he took the
 * seat over (`Player.pressFrom`) and something was written to or by the power before him.
 * What the master's HANDOVER would give; false when it would give nothing.
 */
export function pressHeldBack(state: GameState, power: PowerName): boolean {
  const playerId = state.seats[power]?.playerId ?? null;
  const from = playerId === null ? undefined : state.players.find((p) => p.id === playerId)?.pressFrom;
  if (from === undefined) return false;
  const ofPower = (m: PressMessage) => m.kind === 'private' && (m.from === power || m.to.includes(power));
  return state.press.some((m) => m.id < from && ofPower(m));
}
