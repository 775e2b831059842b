import type { Position, Unit } from '../adjudicate/types.js';
import type { GameMap, PowerName, ProvinceId, Rotation } from '../map/types.js';
import type { Seat } from './types.js';

/**
 * Power control (seed 1.8): a dummy played by another power's player. A seat's
 * `controllers` list is the DPjudge's CONTROL line: the first holds control now, the rest
 * wait their turn under ROTATE. The master, named MASTER, controls every power already;
 * a seat under his control is his to order, as any power is, and belongs to no camp.
 *
 * Pure functions of the seats (and the board), below actors.ts, duty.ts and endings.ts,
 * which ask them who may order a power, whom the phase waits for, and who is out.
 */

type Seats = Readonly<Record<PowerName, Seat>>;

/** The one who controls this power now (a power, or 'MASTER'); null when nobody does. Only a dummy is controlled. */
export const controllerOf = (seats: Seats, power: PowerName): string | null => (seats[power]?.status === 'dummy' ? (seats[power]?.controllers?.[0] ?? null) : null);

/** The power whose player controls this one now; null when none does (the master's control counts as none). */
export function bossOf(seats: Seats, power: PowerName): PowerName | null {
  // Only a dummy is controlled (controllerOf): a seat a player has taken (over) is his, whatever its list said.
  const who = controllerOf(seats, power);
  return who !== null && who !== power && seats[who] !== undefined ? who : null;
}

/** The powers this one controls now, its vassals. */
export const vassalsOf = (seats: Seats, power: PowerName): PowerName[] => Object.keys(seats).filter((p) => bossOf(seats, p) === power);

/** The camp a power plays in: its controller's, or its own when nobody controls it. */
export const campOf = (seats: Seats, power: PowerName): PowerName => bossOf(seats, power) ?? power;

/**
 * Someone plays this power, so the phase waits for its orders and it may be late: a seat
 * not a dummy, or a dummy a power controls, whose controller's player orders for it.
 */
export const playedBySomeone = (seats: Seats, power: PowerName): boolean => seats[power]?.status !== 'dummy' || bossOf(seats, power) !== null;

/** What settling the vassals at the end of a year did: the seats' new controllers, the board after it, the units torn. */
export interface Vassalship {
  readonly seats: Record<PowerName, Seat>;
  readonly position: Position;
  /** TORN_ALLEGIANCE: the vassal units destroyed. */
  readonly torn: readonly Unit[];
  /** The dummies whose controller changed, with the new one (null: freed). */
  readonly changed: readonly { readonly power: PowerName; readonly controller: PowerName | null }[];
}

/**
 * VASSAL_DUMMIES, when supply centres have changed hands (after the Fall, before the
 * adjustments), as the seed's 1.8 says it and the DPjudge plays it (Game.vassalship):
 *
 * 1. A power never takes a centre from its own camp: a vassal's centre occupied by its
 *    controller or a fellow vassal, or a controller's centre occupied by his vassal, stays
 *    with its owner.
 * 2. A dummy whose home centres are all held by one camp (other than its own) becomes that
 *    camp's vassal; held all by an autonomous dummy, it is freed; split, it stays as it was
 *    ("This control continues unless and until the home center(s) of the vassal are (all)
 *    occupied by forces controlled by some other power").
 * 3. A dummy never loses its home centres: each goes back to it. A vassal never owns its
 *    controller's home centres: each goes back to him.
 * 4. TORN_ALLEGIANCE: a vassal unit standing on a centre owned by another camp (another
 *    great power, or another's vassal; not an autonomous dummy) is destroyed.
 *
 * `before` is the ownership at the start of the phase just played, `homes` a power's home
 * centres as the game stands.
 */
export function settleVassals(
  map: GameMap,
  seats: Seats,
  before: Position['centers'],
  position: Position,
  homes: (power: PowerName) => readonly ProvinceId[],
  torn: boolean,
): Vassalship {
  const owner = new Map<ProvinceId, PowerName>();
  const wasOwner = new Map<ProvinceId, PowerName>();
  for (const [p, list] of Object.entries(before)) for (const c of list) wasOwner.set(c, p);
  for (const [p, list] of Object.entries(position.centers)) for (const c of list) owner.set(c, p);

  // 1. No capture within a camp (the camps as they stood during the year).
  for (const [c, now] of [...owner]) {
    const was = wasOwner.get(c);
    if (was !== undefined && was !== now && campOf(seats, was) === campOf(seats, now)) owner.set(c, was);
  }

  // 2. Who holds each dummy's homes now.
  const next: Record<PowerName, Seat> = { ...seats };
  const changed: { power: PowerName; controller: PowerName | null }[] = [];
  const dummies = Object.keys(seats).filter((p) => seats[p]!.status === 'dummy');
  for (const dummy of dummies) {
    const runners = homes(dummy).flatMap((h) => {
      const o = owner.get(h);
      return o === undefined ? [] : [campOf(seats, o)];
    });
    const runner = runners[0];
    if (runner === undefined || runner === dummy || runners.some((r) => r !== runner)) continue;
    // A dummy's camp is a dummy's only when that dummy is autonomous: it frees, never rules.
    const controller = seats[runner]?.status === 'dummy' ? null : runner;
    if ((bossOf(seats, dummy) ?? null) === controller) continue;
    const { controllers: _old, ...rest } = seats[dummy]!;
    next[dummy] = controller === null ? rest : { ...rest, controllers: [controller] };
    changed.push({ power: dummy, controller });
  }

  // 3. Homes back to the dummies, and the controllers' homes back from their vassals.
  for (const dummy of dummies) for (const h of homes(dummy)) if (owner.has(h)) owner.set(h, dummy);
  for (const dummy of dummies) {
    const boss = bossOf(next, dummy);
    if (boss === null) continue;
    for (const h of homes(boss)) if (owner.get(h) === dummy) owner.set(h, boss);
  }

  const centers: Record<PowerName, ProvinceId[]> = {};
  for (const p of Object.keys(position.centers)) centers[p] = [];
  for (const [c, p] of owner) (centers[p] ??= []).push(c);
  // Each list in the map's order of supply centres, as the adjudicator gives them.
  const order = [...map.supplyCenters];
  for (const list of Object.values(centers)) list.sort((a, b) => order.indexOf(a) - order.indexOf(b));

  // 4. TORN_ALLEGIANCE.
  const destroyed: Unit[] = [];
  if (torn) {
    for (const u of position.units) {
      const boss = bossOf(next, u.power);
      if (boss === null || next[u.power]!.status !== 'dummy') continue;
      const at = map.locations.get(u.at)?.province ?? u.at;
      const z = owner.get(at);
      if (z === undefined || z === u.power || campOf(next, z) === boss) continue;
      const autonomousDummy = next[z]?.status === 'dummy' && bossOf(next, z) === null;
      if (!autonomousDummy) destroyed.push(u);
    }
  }
  const units = destroyed.length === 0 ? position.units : position.units.filter((u) => !destroyed.includes(u));
  return { seats: next, position: { ...position, centers, units }, torn: destroyed, changed };
}

/**
 * ROTATE: control passes to the next of each seat's controllers (the first goes to the
 * end of the list), as the DPjudge's rotateControl does. `played` is the type of the phase
 * just played (AFTER), `opening` that of the phase about to open (BEFORE, FOR, CONTROL),
 * `owes` whether a power owes orders in it: FOR and CONTROL turn only those seats.
 */
export function rotatedSeats(
  seats: Readonly<Record<PowerName, Seat>>,
  rotation: readonly Rotation[],
  played: string,
  opening: string | null,
  owes: (power: PowerName) => boolean,
): Record<PowerName, Seat> {
  const out: Record<PowerName, Seat> = { ...seats };
  const turn = (which: (p: PowerName) => boolean) => {
    for (const [p, seat] of Object.entries(out)) {
      const list = seat.controllers;
      if (list === undefined || list.length < 2 || !which(p)) continue;
      out[p] = { ...seat, controllers: [...list.slice(1), list[0]!] };
    }
  };
  for (const r of rotation) if (r.when === 'AFTER' && (r.phase === undefined || r.phase === played)) turn(() => true);
  if (opening === null) return out;
  for (const r of rotation) {
    if (r.when === 'AFTER' || (r.phase !== undefined && r.phase !== opening)) continue;
    turn(r.when === 'BEFORE' ? () => true : owes);
  }
  return out;
}

/** The seats' controllers now, for `GameState.controlAt`. */
export function controlSnapshot(seats: Seats): Record<PowerName, readonly string[]> {
  const out: Record<PowerName, readonly string[]> = {};
  for (const [p, seat] of Object.entries(seats)) if (seat.controllers !== undefined) out[p] = seat.controllers;
  return out;
}

/**
 * `controlAt` after one more phase joins a history of `length` phases (before it), `seats`
 * as it was played, `after` as they are once it is: kept only once some seat is (or comes
 * to be) controlled; the phases before that had nobody controlled.
 */
export function controlRecorded(controlAt: readonly Readonly<Record<PowerName, readonly string[]>>[] | undefined, seats: Seats, after: Seats, length: number): { controlAt?: Readonly<Record<PowerName, readonly string[]>>[] } {
  const now = controlSnapshot(seats);
  if (controlAt === undefined && Object.keys(now).length === 0 && Object.keys(controlSnapshot(after)).length === 0) return {};
  const before = [...(controlAt ?? [])];
  while (before.length < length) before.push({});
  return { controlAt: [...before.slice(0, length), now] };
}

/** ROLLBACK to the phase at `at` of the history: the seats' controllers as they were then. */
export function controlRolledBack<S extends { readonly seats: Seats; readonly controlAt?: readonly Readonly<Record<PowerName, readonly string[]>>[] }>(state: S, at: number): S {
  const then = state.controlAt?.[at];
  if (then === undefined) return state;
  const seats: Record<PowerName, Seat> = {};
  for (const [p, seat] of Object.entries(state.seats)) {
    const { controllers: _now, ...rest } = seat;
    const was = then[p];
    seats[p] = was === undefined ? rest : { ...rest, controllers: was };
  }
  return { ...state, seats, controlAt: state.controlAt!.slice(0, at) };
}
