import type { GameMap, PowerName } from '../map/types.js';
import { formatUnit } from '../orders/format.js';
import { victoryCentres } from './board.js';
import { bossOf, vassalsOf } from './control.js';
import { inForce } from './rules.js';
import type { Ending, GameEvent, GameState, Seat, Vote } from './types.js';

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

/** Who owns which centres (`Position.centers`). */
type Centres = Readonly<Record<PowerName, readonly string[]>>;

/**
 * The centres a power counts as its own towards victory: under TEAM_VICTORY its vassals'
 * too, and a vassal none (game/control.ts); else those it owns.
 */
function teamCentres(state: GameState, centres: Centres, power: PowerName): readonly string[] {
  if (!inForce(state.settings, 'TEAM_VICTORY')) return centres[power] ?? [];
  if (bossOf(state.seats, power) !== null) return [];
  return [power, ...vassalsOf(state.seats, power)].flatMap((p) => centres[p] ?? []);
}

/**
 * What a power counts towards victory: its centres; under VICTORY_HOMES only the home
 * centres of other powers it owns ("your own home centers … don't count").
 */
export function victoryScore(state: GameState, map: GameMap, centres: Centres, power: PowerName): number {
  const owned = teamCentres(state, centres, power);
  if (!inForce(state.settings, 'VICTORY_HOMES')) return owned.length;
  const foreignHomes = new Set([...map.powers.values()].filter((p) => p.name !== power).flatMap((p) => p.homes));
  return owned.filter((c) => foreignHomes.has(c)).length;
}

/**
 * The powers that have won now the centres changed hands (`before`: the ownership they
 * changed from). A winner counts at least the centres needed this year (`victoryScore`);
 * under HOLD_WIN he counted them already before, so "two game-years in a row"; and he
 * counts more than any other power (a tie at the top goes on playing, as on the DPjudge),
 * unless SHARED_VICTORY: then everyone who meets the condition wins, "irrespective of the
 * fact that one may have a higher total than the other".
 */
export function victors(state: GameState, map: GameMap, year: number, before: Centres = state.position.centers): PowerName[] {
  const needed = victoryCentres(state.settings, map, year);
  const powers = Object.keys(state.seats);
  const score = new Map(powers.map((p) => [p, victoryScore(state, map, state.position.centers, p)]));
  const held = (p: PowerName): boolean => !inForce(state.settings, 'HOLD_WIN') || victoryScore(state, map, before, p) >= needed;
  const meeting = powers.filter((p) => score.get(p)! >= needed && held(p));
  if (inForce(state.settings, 'SHARED_VICTORY')) return meeting;
  const top = Math.max(...score.values());
  const leaders = powers.filter((p) => score.get(p) === top);
  return leaders.length === 1 && meeting.includes(leaders[0]!) ? leaders : [];
}

/**
 * The power that has won outright (`victors`, the ownership before taken as it stands),
 * or null: nobody, or several at once under SHARED_VICTORY.
 */
export function soloWinner(state: GameState, map: GameMap, year: number): PowerName | null {
  const won = victors(state, map, year);
  return won.length === 1 ? won[0]! : null;
}

/**
 * How the game ends on its centres, if it does: one victor wins alone; several
 * (SHARED_VICTORY) are "jointly declared winners (or participants in a draw)", recorded as
 * the draw among them.
 */
export function victoryEnding(state: GameState, map: GameMap, year: number, before: Centres): Ending | null {
  const won = victors(state, map, year, before);
  if (won.length === 0) return null;
  return won.length === 1 ? { kind: 'solo', winner: won[0]! } : { kind: 'draw', powers: won };
}

/**
 * LAST_MAN_STANDING (a Solitaire puzzle): the game ends when a movement or adjustment
 * phase opens with one unit left on the whole board, that unit's power the winner, as the
 * DPjudge checks it; no solo ends such a game (`advanceGame` asks this instead).
 */
export function lastManStanding(state: GameState): Ending | null {
  const { units, phase } = state.position;
  if (units.length !== 1 || !/[MA]$/.test(phase)) return null;
  const unit = units[0]!;
  return { kind: 'last_man', winner: unit.power, unit: formatUnit(unit) };
}

/**
 * NO_DIAS, once every voter has voted: each accepts a draw of at most so many powers that
 * includes his own (VOTE 3WAY; a draw of all survivors, VOTE DRAW, is one of as many as
 * there are; a claim of the game for himself, one of one), or any ending without him (a
 * concession). The game ends when those who want in are no more than the smallest draw
 * any of them accepts: a draw among them, or the game to the one. If everyone votes for an
 * ending without himself, "a draw shared among all surviving powers will be declared".
 */
function smallerDraw(state: GameState, votes: readonly { power: PowerName; vote: Vote }[]): Ending | null {
  const all = survivors(state);
  const size = ({ power, vote }: { power: PowerName; vote: Vote }): number =>
    vote.kind === 'concede' ? (vote.to === power ? 1 : 0) : (vote.most ?? all.length);
  const wanting = votes.filter((v) => size(v) > 0);
  const noDraw = inForce(state.settings, 'NO_DRAW');
  if (wanting.length === 0) return noDraw ? null : { kind: 'draw', powers: all };
  if (wanting.length > Math.min(...wanting.map(size))) return null;
  if (wanting.length === 1) return { kind: 'concession', winner: wanting[0]!.power };
  return noDraw ? null : { kind: 'draw', powers: wanting.map((v) => v.power) };
}

/**
 * PROPOSE_DIAS: the ending proposed, once every voter has accepted it (the proposer by
 * proposing); a draw includes all survivors. A concession to a power gone since is no ending.
 */
function proposalAgreed(state: GameState, who: readonly PowerName[]): Ending | null {
  const p = state.proposal;
  if (p === undefined || !who.every((v) => p.yes.includes(v))) return null;
  if (p.ending.kind === 'draw') return { kind: 'draw', powers: survivors(state) };
  return state.seats[p.ending.to]?.status === 'eliminated' ? null : { kind: 'concession', winner: p.ending.to };
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
  if (inForce(state.settings, 'PROPOSE_DIAS')) return { ending: proposalAgreed(state, who) };
  const votes = who.map((p) => ({ power: p, vote: state.seats[p]!.vote }));
  if (votes.some((v) => v.vote === null)) return { ending: null };
  if (inForce(state.settings, 'NO_DIAS')) return { ending: smallerDraw(state, votes as readonly { power: PowerName; vote: Vote }[]) };
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
