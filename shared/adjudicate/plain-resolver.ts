import type { MapGraph } from '../map/graph.js';
import type { Board, CheckedMovement } from '../orders/check.js';
import type { MovementOutcome } from './movement.js';
import { ORDER_RESULTS, type OrderResult } from './types.js';

/**
 * The lean path's resolver (plain-movement.ts): a movement phase of the standard rules on
 * a board with no marked edges, resolved as movement.ts's `resolveMovement` resolves it,
 * with less code. The command line resolves a stream of such phases, and most of a short
 * stream's cost is the engine compiling code before it runs fast: so here the options are
 * all off (nothing tested for them), strengths are whole numbers, and the work is in few
 * functions, each doing much. An engine that inlines would copy a small function that
 * asks for a decision into every caller, the recursion with it; one that does not (the
 * command line turns V8's inlining off) compiles every function at a price of its own and
 * makes every call a real call. Measured both ways (scripts/bench-resolvers.mjs), few
 * functions cost less to compile and run faster than many small ones.
 *
 * Decisions are worked out on demand, as movement.ts works them out. Where that leads
 * back to a decision still being worked out (a cycle, which movement.ts settles by
 * guessing and its backup rules), this gives up and answers null, and the caller asks
 * `resolveMovement`: convoy paradoxes and the like, a few phases in ten thousand. Otherwise
 * every decision rests on decisions that do not rest on it, so has the one value
 * movement.ts gives it whatever the order it is worked out in, and the outcome is the same
 * to the last field. Rings of moves, the one cycle common in play, are settled first
 * (in `prepare`), as movement.ts's guesses settle them.
 */
export function resolvePlainMovement(board: Board, orders: readonly (CheckedMovement | null)[]): MovementOutcome | null {
  if (board.graph.markedEdges || board.convoy !== undefined) return null;
  return resolver.run(board, orders) ? movementOutcome(board.units.length) : null;
}

/**
 * A movement phase's orders as numbers, by unit, for a caller that reads orders itself
 * (plain-movement.ts): what `resolvePlainMovement` reads off the checked orders, without
 * an object a unit.
 */
export interface OrderNumbers {
  /** What each unit does (Kind): Hold (also a unit without an order), Move, Support or Convoy. */
  readonly kind: Int32Array;
  /** A move's province; a support's (-1: to hold); a convoy's, where its army goes. */
  readonly dest: Int32Array;
  /** The unit a support or convoy is for. */
  readonly target: Int32Array;
  /** A move goes by convoy when it must (1: not adjacent) or asks to (1: VIA CONVOY), else 0. */
  readonly byConvoy: Int32Array;
  /** A move's exact place, and the coast a support names (-1: none): numbered any way, the same for both. */
  readonly place: Int32Array;
  /** Each unit's power, numbered any way. */
  readonly power: Int32Array;
}

/**
 * The order the checker made for its unit, as numbers (its power left as it is), places
 * numbered by `placeOf`. A move goes by convoy here when it must or asks to; the resolver
 * adds those a fleet of its own power convoys.
 */
export function setOrderNumbers(numbers: OrderNumbers, order: CheckedMovement, placeOf: (place: string) => number): void {
  const u = order.unit;
  numbers.kind[u] = Kind.Hold;
  numbers.dest[u] = -1;
  numbers.target[u] = -1;
  numbers.byConvoy[u] = 0;
  numbers.place[u] = -1;
  if (order.kind === 'move') {
    numbers.kind[u] = Kind.Move;
    numbers.dest[u] = order.toProvince;
    numbers.place[u] = placeOf(order.to);
    if (!order.adjacent || order.viaConvoy) numbers.byConvoy[u] = 1;
  } else if (order.kind === 'support') {
    numbers.kind[u] = Kind.Support;
    numbers.target[u] = order.target;
    numbers.dest[u] = order.toProvince;
    if (order.toCoast !== null) numbers.place[u] = placeOf(order.toCoast);
  } else if (order.kind === 'convoy') {
    numbers.kind[u] = Kind.Convoy;
    numbers.target[u] = order.target;
    numbers.dest[u] = order.toProvince;
  }
}

/** An OrderNumbers for `size` units. */
export function orderNumbers(size: number): OrderNumbers {
  return { kind: new Int32Array(size), dest: new Int32Array(size), target: new Int32Array(size), byConvoy: new Int32Array(size), place: new Int32Array(size), power: new Int32Array(size) };
}

/** What a unit does, in OrderNumbers.kind (an enum of constants, written in as numbers by the bundler). */
export const enum Kind {
  Hold = 0,
  Move = 1,
  Support = 2,
  Convoy = 3,
}

/**
 * `resolvePlainMovement` for orders given as numbers: the `n` units standing as `unitAt` and
 * `unitProvince` say on the graph's board (one with no marked edges), or null where it
 * leaves the phase to `resolveMovement`.
 */
export function resolveOrderNumbers(graph: MapGraph, n: number, unitAt: readonly number[], unitProvince: readonly number[], orders: OrderNumbers): OutcomeNumbers | null {
  return resolver.runNumbers(graph, n, unitAt, unitProvince, orders) ? outcome : null;
}

/** A unit's result, by its place in ORDER_RESULTS (checked below). */
export const enum Result {
  Succeeds = 0,
  Fails = 1,
  Cut = 2,
  Dislodged = 3,
  Void = 4,
  NoConvoy = 5,
}
if (ORDER_RESULTS[Result.Succeeds] !== 'succeeds' || ORDER_RESULTS[Result.Fails] !== 'fails' || ORDER_RESULTS[Result.Cut] !== 'cut'
  || ORDER_RESULTS[Result.Dislodged] !== 'dislodged' || ORDER_RESULTS[Result.Void] !== 'void' || ORDER_RESULTS[Result.NoConvoy] !== 'no convoy') {
  throw new Error('plain-resolver.ts: Result no longer follows ORDER_RESULTS');
}

/**
 * A phase's outcome as numbers, by unit, for a caller that writes it itself
 * (plain-movement.ts): MovementOutcome without an array a field and a string a unit. One,
 * filled in for each phase: valid until the next.
 */
export interface OutcomeNumbers {
  /** Each unit's result (Result). */
  readonly result: Int32Array;
  /** 1 where the unit's move succeeded. */
  readonly moved: Int32Array;
  /** The unit that dislodged each unit, -1 if none. */
  readonly dislodgedBy: Int32Array;
  /** 1 where the unit moved (or tried to) by convoy. */
  readonly byConvoy: Int32Array;
  /** Provinces left empty by a bounce: standoffs[0, standoffCount). */
  readonly standoffs: Int32Array;
  readonly standoffCount: number;
}

/** The orders resolvePlainMovement was given, as numbers (grown, never made anew for a phase of the same size). */
let given = orderNumbers(0);

/** The outcome filled in by the resolver, or by outcomeNumbers. */
const outcome = {
  result: new Int32Array(0),
  moved: new Int32Array(0),
  dislodgedBy: new Int32Array(0),
  byConvoy: new Int32Array(0),
  standoffs: new Int32Array(0),
  standoffCount: 0,
};

/** Room in `outcome` for n units on a board of `provinces`. */
function outcomeRoom(n: number, provinces: number): void {
  if (outcome.result.length < n) {
    const size = Math.max(n, 2 * outcome.result.length, 64);
    outcome.result = new Int32Array(size);
    outcome.moved = new Int32Array(size);
    outcome.dislodgedBy = new Int32Array(size);
    outcome.byConvoy = new Int32Array(size);
  }
  if (outcome.standoffs.length < provinces) outcome.standoffs = new Int32Array(provinces);
}

/** resolveMovement's outcome of n units as numbers, for a caller of resolveOrderNumbers whose phase it left to it. */
export function outcomeNumbers(from: MovementOutcome, n: number, provinces: number): OutcomeNumbers {
  outcomeRoom(n, provinces);
  for (let u = 0; u < n; u++) {
    outcome.result[u] = ORDER_RESULTS.indexOf(from.results[u]!);
    outcome.moved[u] = from.moved[u] ? 1 : 0;
    outcome.dislodgedBy[u] = from.dislodgedBy[u]!;
    outcome.byConvoy[u] = from.byConvoy[u] ? 1 : 0;
  }
  outcome.standoffs.set(from.standoffs);
  outcome.standoffCount = from.standoffs.length;
  return outcome;
}

/** The outcome of n units as movement.ts gives it. */
function movementOutcome(n: number): MovementOutcome {
  const results: OrderResult[] = [];
  const moved: boolean[] = [];
  const dislodgedBy: number[] = [];
  const byConvoy: boolean[] = [];
  for (let u = 0; u < n; u++) {
    results.push(ORDER_RESULTS[outcome.result[u]!]!);
    moved.push(outcome.moved[u] === 1);
    dislodgedBy.push(outcome.dislodgedBy[u]!);
    byConvoy.push(outcome.byConvoy[u] === 1);
  }
  return { results, moved, dislodgedBy, byConvoy, standoffs: [...outcome.standoffs.subarray(0, outcome.standoffCount)] };
}

/** A decision's state: not yet looked at, being worked out (met again: a cycle), settled. */
const enum State {
  Open = 0,
  Busy = 1,
  Done = 2,
}

/** How a move of a ring turns on whether the next unit leaves. */
const enum Turn {
  Never = 0,
  Always = 1,
  Turns = 2,
}

/** The powers met so far (the standard board's seven), numbered, so that a power is compared as a number. */
const powerNames: string[] = [];

function powerNumber(name: string): number {
  for (let i = 0; i < powerNames.length; i++) if (powerNames[i] === name) return i;
  powerNames.push(name);
  return powerNames.length - 1;
}

/** The places met so far as a move's destination or a support's coast, numbered. */
const placeNumbers = new Map<string, number>();

function placeNumber(place: string): number {
  let k = placeNumbers.get(place);
  if (k === undefined) placeNumbers.set(place, (k = placeNumbers.size));
  return k;
}

/**
 * A decision was met while being worked out: the phase is movement.ts's to resolve. Kept
 * beside the one resolver rather than in it: set only on a cycle, a field of its own would
 * be written by code the engine had never seen run when it compiled the resolver, and the
 * first cycle would throw the compiled resolver away.
 */
let tangled = false;

/**
 * One resolver, its arrays kept from phase to phase (grown, never made anew for a phase of
 * the same size): it runs to its end without calling out, so one serves every call.
 * Lists (the moves into each province, the valid supports of each unit, the convoying
 * fleets of each army) are linked through `next…` arrays, in the order of the units.
 */
class PlainResolver {
  private n = 0;
  private provinces = 0;
  private touches: Uint8Array = new Uint8Array(0);
  private unitAt: readonly number[] = [];
  private at: readonly number[] = [];
  private type = new Int32Array(0);
  private dest = new Int32Array(0);
  private target = new Int32Array(0);
  private power = new Int32Array(0);
  private byConvoy = new Int32Array(0);
  private place = new Int32Array(0);
  private opposing = new Int32Array(0);
  private supportValid = new Int32Array(0);
  private firstSupport = new Int32Array(0);
  private nextSupport = new Int32Array(0);
  private nextMove = new Int32Array(0);
  private firstFleet = new Int32Array(0);
  private nextFleet = new Int32Array(0);
  /** Decisions: 0..n-1 a move's success or a support's being given; n..2n-1 a convoyed army's path. */
  private state = new Int32Array(0);
  private value = new Int32Array(0);
  private firstMove = new Int32Array(0);
  private seen = new Int32Array(0);
  private stack = new Int32Array(0);
  /** Scratch for rings of moves: the walk each unit was met in, a ring's units, how each move turns on the next. */
  private walk = new Int32Array(0);
  private ring = new Int32Array(0);
  private turn = new Int32Array(0);
  /**
   * Scratch for a route search: the convoying fleets it may pass. A fleet convoys one army,
   * so the searches for two armies (one asked for inside the other) share no entry.
   */
  private usable = new Int32Array(0);

  /** The phase resolved into `outcome`; false where movement.ts must resolve it (a signal, a cycle). */
  run(board: Board, orders: readonly (CheckedMovement | null)[]): boolean {
    const n = board.units.length;
    if (given.kind.length < n) {
      const size = Math.max(n, 2 * given.kind.length);
      given = orderNumbers(size);
    }
    for (let u = 0; u < n; u++) {
      given.kind[u] = Kind.Hold;
      given.dest[u] = -1;
      given.target[u] = -1;
      given.byConvoy[u] = 0;
      given.place[u] = -1;
      given.power[u] = powerNumber(board.units[u]!.power);
      const o = orders[u];
      if (!o) continue;
      if (o.kind === 'support' && o.signal) return false;
      setOrderNumbers(given, o, placeNumber);
    }
    return this.runNumbers(board.graph, board.units.length, board.unitAt, board.unitProvince, given);
  }

  /** The phase of these orders resolved into `outcome`; false where movement.ts must resolve it (a unit off the map, a cycle). */
  runNumbers(graph: MapGraph, n: number, unitAt: readonly number[], unitProvince: readonly number[], orders: OrderNumbers): boolean {
    const provinces = graph.provinces.length;
    if (n > this.type.length || this.state.length === 0) this.grow(Math.max(n, 2 * this.type.length, 64));
    if (provinces > this.firstMove.length) {
      this.firstMove = new Int32Array(provinces);
      this.seen = new Int32Array(provinces);
      this.stack = new Int32Array(provinces);
    }
    outcomeRoom(n, provinces);
    this.n = n;
    this.provinces = provinces;
    this.touches = graph.touches;
    this.unitAt = unitAt;
    this.at = unitProvince;
    tangled = false;
    this.type.set(orders.kind.subarray(0, n));
    this.dest.set(orders.dest.subarray(0, n));
    this.target.set(orders.target.subarray(0, n));
    this.byConvoy.set(orders.byConvoy.subarray(0, n));
    this.place.set(orders.place.subarray(0, n));
    this.power.set(orders.power.subarray(0, n));
    this.opposing.fill(-1, 0, n);
    this.supportValid.fill(0, 0, n);
    this.firstSupport.fill(-1, 0, n);
    this.firstFleet.fill(-1, 0, n);
    this.state.fill(State.Open, 0, 2 * n);
    this.firstMove.fill(-1, 0, provinces);
    return this.prepare() && this.outcome();
  }

  private grow(size: number): void {
    this.type = new Int32Array(size);
    this.dest = new Int32Array(size);
    this.target = new Int32Array(size);
    this.power = new Int32Array(size);
    this.byConvoy = new Int32Array(size);
    this.place = new Int32Array(size);
    this.opposing = new Int32Array(size);
    this.supportValid = new Int32Array(size);
    this.firstSupport = new Int32Array(size);
    this.nextSupport = new Int32Array(size);
    this.nextMove = new Int32Array(size);
    this.firstFleet = new Int32Array(size);
    this.nextFleet = new Int32Array(size);
    this.state = new Int32Array(2 * size);
    this.value = new Int32Array(2 * size);
    this.walk = new Int32Array(size);
    this.usable = new Int32Array(size);
    this.ring = new Int32Array(size);
    this.turn = new Int32Array(size);
  }

  // ---- the lists ------------------------------------------------------------------------

  /**
   * The orders loaded: the lists made and the rings settled; false for a unit off the map.
   * One function for all of it, for the engine compiles each function at a price of its own.
   */
  private prepare(): boolean {
    const { n, type, dest, target, power, byConvoy, place, unitAt, at, firstMove, nextMove, firstFleet, nextFleet, firstSupport, nextSupport } = this;
    for (let u = 0; u < n; u++) if (at[u]! < 0) return false;
    // An army convoyed by a fleet of its own power goes by convoy (DATC 4.A.3), as in movement.ts.
    for (let f = 0; f < n; f++) {
      const a = target[f]!;
      if (type[f] === Kind.Convoy && type[a] === Kind.Move && dest[a] === dest[f] && power[a] === power[f]) byConvoy[a] = 1;
    }
    // Each unit onto its list, from the last to the first so that the lists run in unit
    // order, and each move's head-to-head opponent.
    for (let u = n - 1; u >= 0; u--) {
      const t = target[u]!;
      if (type[u] === Kind.Move) {
        const to = dest[u]!;
        nextMove[u] = firstMove[to]!;
        firstMove[to] = u;
        // Head-to-head: two units moving into each other's province, neither by convoy.
        const v = unitAt[to]!;
        if (!byConvoy[u] && v >= 0 && type[v] === Kind.Move && !byConvoy[v] && dest[v] === at[u]) this.opposing[u] = v;
      } else if (type[u] === Kind.Convoy) {
        if (type[t] === Kind.Move && dest[t] === dest[u] && byConvoy[t]) {
          nextFleet[u] = firstFleet[t]!;
          firstFleet[t] = u;
        }
      } else if (type[u] === Kind.Support) {
        // A support matches what the supported unit does (a coast named must be the one
        // moved to); the others are void.
        const to = dest[u]!;
        const coast = place[u]!;
        const matches = to < 0 ? type[t] !== Kind.Move : type[t] === Kind.Move && dest[t] === to && (coast < 0 || coast === place[t]);
        if (matches) {
          this.supportValid[u] = 1;
          nextSupport[u] = firstSupport[t]!;
          firstSupport[t] = u;
        }
      }
    }
    // Circular movement: a ring of units each moving into the next one's province (three
    // or more, or two when one goes by convoy: else they meet head to head). Whether a move
    // of it succeeds turns on whether the next unit leaves and on nothing else of the ring:
    // only moves into a province read the decision of the unit that stands there, and the
    // only moves into the ring's provinces are the ring's own and moves from outside, whose
    // strength to prevent does not read it. movement.ts guesses at such a ring: when some
    // move of it does not turn on the next unit, the ring is a chain that starts there; when
    // every move does, all may succeed or all fail, and its backup rule has all succeed (the
    // cycle it found holds only the ring's moves). Settled here first, the same way
    // (settleRing), so that the on-demand work below meets no cycle.
    const walk = this.walk;
    walk.fill(0, 0, n);
    for (let u = 0; u < n; u++) {
      if (walk[u] !== 0) continue;
      // Along the ring steps from u, each unit marked with the walk it was met in; a ring
      // step is a move into a province some unit stands in.
      let v = u;
      while (walk[v] === 0 && type[v] === Kind.Move && unitAt[dest[v]!]! >= 0) {
        walk[v] = u + 1;
        v = unitAt[dest[v]!]!;
      }
      if (walk[v] === u + 1 && this.opposing[v]! < 0) this.settleRing(v);
    }
    return true;
  }

  /** The ring through `u`: its units in `ring`, in the order they move, each one's `turn`, then its values. */
  private settleRing(u: number): void {
    const { ring, turn, state, value } = this;
    let k = 0;
    let v = u;
    do {
      ring[k++] = v;
      // Busy: whatever else read the ring's moves would give the phase up.
      state[v] = State.Busy;
      v = this.unitAt[this.dest[v]!]!;
    } while (v !== u);
    let fixed = -1;
    for (let i = 0; i < k; i++) {
      turn[i] = this.turnOn(ring[i]!, ring[(i + 1) % k]!);
      if (turn[i] !== Turn.Turns) fixed = i;
    }
    // Back round the ring from a move that does not turn on its next, or all succeed.
    for (let j = 0; j < k; j++) {
      const i = fixed < 0 ? j : (fixed - j + k) % k;
      const yes = fixed < 0 || turn[i] === Turn.Always || (turn[i] === Turn.Turns && value[ring[(i + 1) % k]!] === 1);
      value[ring[i]!] = yes ? 1 : 0;
      state[ring[i]!] = State.Done;
    }
  }

  /** Whether move `u` succeeds with the unit `next` in its target staying, and leaving (worked out twice, kept neither time). */
  private turnOn(u: number, next: number): number {
    const { state, value } = this;
    state[next] = State.Done;
    value[next] = 0;
    state[u] = State.Open;
    const staying = this.resolve(u);
    value[next] = 1;
    state[u] = State.Open;
    const leaving = this.resolve(u);
    state[u] = State.Busy;
    state[next] = State.Busy;
    // A move that succeeds only if the next unit stays cannot be (leaving takes no strength away).
    if (staying && !leaving) tangled = true;
    return staying ? Turn.Always : leaving ? Turn.Turns : Turn.Never;
  }

  /**
   * A convoyed army's path: a route of convoying fleets, none dislodged (each fleet asked
   * first, whether the route needs it or not).
   */
  private path(army: number): boolean {
    for (let f = this.firstFleet[army]!; f >= 0; f = this.nextFleet[f]!) this.usable[f] = this.carries(f) ? 1 : 0;
    return this.firstFleet[army]! >= 0 && this.spread(army, this.at[army]!, -1);
  }

  // ---- decisions ---------------------------------------------------------------------

  /**
   * Decision `d`, worked out if need be; met again while being worked out, the phase is
   * given up. Every kind of decision is worked out here, strengths and all: too big to
   * be inlined, the recursion is compiled once, and a decision costs few calls.
   */
  private resolve(d: number): boolean {
    const state = this.state[d];
    if (state === State.Done) return this.value[d] === 1;
    if (state === State.Busy) {
      tangled = true;
      return false;
    }
    this.state[d] = State.Busy;
    const n = this.n;
    let yes = true;
    if (d >= n) {
      yes = this.path(d - n);
    } else if (this.type[d] === Kind.Move) {
      // Every array read first, where every call reads it: one read only in a branch that
      // had never run when the engine compiled this would have it thrown away when it did.
      const { type, dest, unitAt, opposing, byConvoy, power, firstMove, nextMove } = this;
      const to = dest[d]!;
      const v = unitAt[to]!;
      const opp = opposing[d]!;
      // Its attack: none without its path; on a unit that stays, none on one's own and no
      // support of the defender's power (nobody dislodges his own unit, nor helps another
      // to: DATC 6.D.10 – 6.D.14).
      let attack = -1;
      if (!byConvoy[d] || this.resolve(n + d)) {
        const stays = v >= 0 && v !== d && (opp === v || type[v] !== Kind.Move || !this.resolve(v));
        if (!stays) attack = 1 + this.supportCount(d, -1);
        else if (power[v] !== power[d]) attack = 1 + this.supportCount(d, power[v]!);
      }
      // Against the opponent's defence, or whoever holds the place (none if he left).
      if (attack < 0) yes = false;
      else if (opp >= 0) yes = attack > 1 + this.supportCount(opp, -1);
      else if (v >= 0 && v !== d) yes = attack > (type[v] !== Kind.Move ? 1 + this.supportCount(v, -1) : this.resolve(v) ? -1 : 1);
      // And every other move into the place: none prevents without its path, nor when it lost
      // its own head-to-head battle (DATC 4.A.7).
      for (let m = firstMove[to]!; yes && m >= 0; m = nextMove[m]!) {
        if (m === d || (byConvoy[m] && !this.resolve(n + m))) continue;
        const lost = opposing[m]! >= 0 && this.resolve(opposing[m]!);
        if (!lost && attack <= 1 + this.supportCount(m, -1)) yes = false;
      }
    } else {
      // A support is cut by an attack of another power, but one from where the support is
      // aimed (where the army started, even if convoyed: DATC 4.A.4), and lost with its unit.
      const { at, dest, power, byConvoy, firstMove, nextMove } = this;
      const here = at[d]!;
      const aim = dest[d]!;
      for (let m = firstMove[here]!; yes && m >= 0; m = nextMove[m]!) {
        if (power[m] !== power[d] && !(aim >= 0 && at[m] === aim) && (!byConvoy[m] || this.resolve(n + m))) yes = false;
      }
      for (let m = firstMove[here]!; yes && m >= 0; m = nextMove[m]!) if (this.resolve(m)) yes = false;
    }
    this.value[d] = yes ? 1 : 0;
    this.state[d] = State.Done;
    return yes;
  }

  /** The valid supports of `u` given, but those of the power `except` (-1: none). */
  private supportCount(u: number, except: number): number {
    let count = 0;
    for (let s = this.firstSupport[u]!; s >= 0; s = this.nextSupport[s]!) {
      if (this.power[s] !== except && this.resolve(s)) count++;
    }
    return count;
  }

  /** A convoying fleet of the army carries while no move into its sea succeeds. */
  private carries(f: number): boolean {
    for (let m = this.firstMove[this.at[f]!]!; m >= 0; m = this.nextMove[m]!) if (this.resolve(m)) return false;
    return true;
  }

  /**
   * Whether the `usable` convoying fleets of army `u` join `start` to `goal` (a fleet's
   * sea), or with `goal` -1 to the army's destination: movement.ts's routeThrough.
   */
  private spread(u: number, start: number, goal: number): boolean {
    const { seen, stack, touches, provinces, at, usable } = this;
    const to = this.dest[u]!;
    seen.fill(0, 0, provinces);
    let top = 0;
    for (let f = this.firstFleet[u]!; f >= 0; f = this.nextFleet[f]!) {
      const p = at[f]!;
      if (usable[f] && touches[start * provinces + p]) {
        seen[p] = 1;
        stack[top++] = p;
      }
    }
    while (top > 0) {
      const p = stack[--top]!;
      if (goal >= 0 ? p === goal : touches[p * provinces + to]) return true;
      for (let f = this.firstFleet[u]!; f >= 0; f = this.nextFleet[f]!) {
        const q = at[f]!;
        if (usable[f] && !seen[q] && touches[p * provinces + q]) {
          seen[q] = 1;
          stack[top++] = q;
        }
      }
    }
    return false;
  }

  // ---- the outcome: once every decision is settled, only read --------------------------

  /** Every decision settled and read into `outcome`; false when a cycle was met (movement.ts's to resolve). */
  private outcome(): boolean {
    const { n, type, value } = this;
    const { result, moved, dislodgedBy, byConvoy, standoffs } = outcome;
    // Every move and every valid support (and with each move by convoy, its path).
    for (let u = 0; u < n; u++) {
      moved[u] = 0;
      if (type[u] === Kind.Move) moved[u] = this.resolve(u) ? 1 : 0;
      else if (this.supportValid[u]) this.resolve(u);
    }
    // A cycle met anywhere leaves the phase to movement.ts.
    if (tangled) return false;
    for (let u = 0; u < n; u++) {
      dislodgedBy[u] = -1;
      if (moved[u] === 1) continue;
      for (let m = this.firstMove[this.at[u]!]!; m >= 0; m = this.nextMove[m]!) if (moved[m] === 1) dislodgedBy[u] = m;
    }
    for (let u = 0; u < n; u++) {
      const dislodged = dislodgedBy[u]! >= 0;
      const t = type[u];
      byConvoy[u] = this.byConvoy[u]!;
      result[u] =
        t === Kind.Move ? (moved[u] === 1 ? Result.Succeeds : dislodged ? Result.Dislodged : byConvoy[u] === 1 && value[n + u] === 0 ? Result.NoConvoy : Result.Fails)
        : t === Kind.Support ? (!this.supportValid[u] ? Result.Void : dislodged ? Result.Dislodged : value[u] === 1 ? Result.Succeeds : Result.Cut)
        : t === Kind.Convoy ? this.convoyResult(u, dislodged, dislodgedBy)
        : dislodged ? Result.Dislodged : Result.Succeeds;
    }
    // Provinces left empty by a bounce: a move into them failed that still had its effect
    // there (it had its path, and did not lose a head-to-head battle), none succeeded, and
    // nobody stays.
    let count = 0;
    for (let p = 0; p < this.provinces; p++) {
      let bounced = false;
      for (let m = this.firstMove[p]!; m >= 0; m = this.nextMove[m]!) {
        const opp = this.opposing[m]!;
        if (moved[m] === 1) {
          bounced = false;
          break;
        }
        if ((!this.byConvoy[m] || value[n + m] === 1) && !(opp >= 0 && moved[opp] === 1)) bounced = true;
      }
      const v = this.unitAt[p]!;
      if (bounced && (v < 0 || moved[v] === 1)) standoffs[count++] = p;
    }
    outcome.standoffCount = count;
    return true;
  }

  /** A convoy of an army that went over land instead, or by another route, had no effect: it fails. */
  private convoyResult(f: number, dislodged: boolean, dislodgedBy: Int32Array): Result {
    const army = this.target[f]!;
    if (this.type[army] !== Kind.Move || this.dest[army] !== this.dest[f]) return Result.Void;
    if (dislodged) return Result.Dislodged;
    if (!this.byConvoy[army] || this.value[this.n + army] === 0) return Result.Fails;
    // On a route: reached from the army's side, and the destination reached beyond it.
    for (let g = this.firstFleet[army]!; g >= 0; g = this.nextFleet[g]!) this.usable[g] = dislodgedBy[g]! < 0 ? 1 : 0;
    const sea = this.at[f]!;
    return this.spread(army, this.at[army]!, sea) && this.spread(army, this.dest[army]!, sea) ? Result.Succeeds : Result.Fails;
  }
}

const resolver = new PlainResolver();
