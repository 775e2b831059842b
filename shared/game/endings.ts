import type { GameMap, PowerName } from '../map/types.js';
import { victoryCentres } from './board.js';
import { teamCentreCounts, vassalsOf } from './control.js';
import { inForce } from './rules.js';
import type { Ending, GameEvent, GameState, Seat } from './types.js';

/** How games end: eliminations, the solo, and the secret votes for a draw or a concession. */

/**
 * A variant's say on a power gone from the board (neither a supply centre nor a unit):
 * whether it is kept in the game for now, its seat with it (Crystal Ball: until the
 * pipeline has it out). The variant's hooks hand it to `advanceGame`; without one a power
 * gone is out at once.
 */
export type KeptIn = (state: GameState, power: PowerName) => boolean;

/** A power with neither a supply centre nor a unit is out of the game, unless its variant keeps it in (`keptIn`). */
export function eliminate(state: GameState, keptIn?: KeptIn): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let seats: Record<PowerName, Seat> | null = null;
  for (const [power, seat] of Object.entries(state.seats)) {
    if (seat.status === 'eliminated' || !dueOut(state, power, keptIn)) continue;
    seats ??= { ...state.seats };
    seats[power] = { ...seat, status: 'eliminated', wait: false, vote: null };
    events.push({ type: 'seat_changed', power, status: 'eliminated' });
  }
  return { state: seats === null ? state : { ...state, seats }, events };
}

/** The seat of this power is to be marked eliminated now: gone from the board, and not kept in by its variant. */
export function dueOut(state: GameState, power: PowerName, keptIn?: KeptIn): boolean {
  // VASSAL_DUMMIES: "If a power that controls one or more vassals loses ownership of all of
  // its own centers, that player may continue in the game, still controlling the vassals".
  return isGone(state, power) && !(keptIn?.(state, power) ?? false) && vassalsOf(state.seats, power).length === 0;
}

/**
 * The seats after a ROLLBACK: an eliminated seat that `returns` names comes back (taken,
 * or a dummy when nobody holds it), and every WAIT flag is cleared.
 */
export function seatsBack(seats: Readonly<Record<PowerName, Seat>>, returns: (power: PowerName) => boolean): Record<PowerName, Seat> {
  const back: Record<PowerName, Seat> = {};
  for (const [power, seat] of Object.entries(seats)) {
    back[power] = seat.status === 'eliminated' && returns(power)
      ? { ...seat, status: seat.playerId === null ? 'dummy' : 'taken', wait: false }
      : seat.wait ? { ...seat, wait: false } : seat;
  }
  return back;
}

const isGone = (state: GameState, power: PowerName): boolean =>
  (state.position.centers[power] ?? []).length === 0 &&
  !state.position.units.some((u) => u.power === power) &&
  !state.position.dislodged.some((u) => u.power === power);

/** The powers still in the game. */
export const survivors = (state: GameState): PowerName[] =>
  Object.keys(state.seats).filter((p) => state.seats[p]!.status !== 'eliminated');

/**
 * The power that has won outright: it owns at least the centres needed this year and
 * more than any other power (a tie at the top goes on playing, as on the DPjudge).
 */
export function soloWinner(state: GameState, map: GameMap, year: number): PowerName | null {
  const needed = victoryCentres(state.settings, map, year);
  let best: PowerName | null = null;
  let bestCount = -1;
  let tied = false;
  // TEAM_VICTORY: a power counts its vassals' centres, a vassal none (game/control.ts).
  const team = inForce(state.settings, 'TEAM_VICTORY') ? teamCentreCounts(state.seats, state.position.centers) : null;
  for (const power of Object.keys(state.seats)) {
    const count = team?.[power] ?? (state.position.centers[power] ?? []).length;
    if (count > bestCount) { best = power; bestCount = count; tied = false; }
    else if (count === bestCount) tied = true;
  }
  return best !== null && !tied && bestCount >= needed ? best : null;
}

/** The powers that vote: surviving seats with a player in them. */
export const voters = (state: GameState): PowerName[] =>
  Object.keys(state.seats).filter((p) => state.seats[p]!.status === 'taken');

/**
 * The ending the votes agree on, if they do (DPjudge without PROPOSE_DIAS). Once every
 * voter has voted: all conceding to one power concede the game to it; else, if nobody
 * claims the game for himself, it is a draw of all survivors (unless NO_DRAW).
 */
export function settleVotes(state: GameState): { ending: Ending | null } {
  if (state.status !== 'active') return { ending: null };
  const who = voters(state);
  if (who.length === 0) return { ending: null };
  const votes = who.map((p) => ({ power: p, vote: state.seats[p]!.vote }));
  if (votes.some((v) => v.vote === null)) return { ending: null };
  const first = votes[0]!.vote!;
  if (first.kind === 'concede' && votes.every((v) => v.vote!.kind === 'concede' && v.vote!.to === first.to)) {
    return { ending: { kind: 'concession', winner: first.to } };
  }
  if (inForce(state.settings, 'NO_DRAW')) return { ending: null };
  if (votes.every((v) => !(v.vote!.kind === 'concede' && v.vote!.to === v.power))) {
    return { ending: { kind: 'draw', powers: survivors(state) } };
  }
  return { ending: null };
}
