import type { Board, CheckedMovement } from '../orders/check.js';
import type { OrderResult } from './types.js';

/**
 * Resolution of a movement phase, after Lucas Kruijswijk's "The Math of Adjudication":
 * every move and every support is a yes/no decision, resolved on demand; a decision that
 * turns out to depend on itself is guessed both ways, and when the guesses give two
 * consistent answers or none, a backup rule decides the cycle: Szykman's rule when a
 * convoy is part of it (the convoy is taken as disrupted), else circular movement (all
 * its moves succeed). DATC v3.0 section 4 choices throughout.
 *
 * Everything is indexed by unit number; orders arrive already checked (orders/check.ts),
 * so nothing here looks at names.
 */

/** What became of each unit's order, and of the units. */
export interface MovementOutcome {
  /** The result of each unit's order (for a unit without a valid order: its hold). */
  readonly results: readonly OrderResult[];
  /** Whether each unit's move succeeded (false for units not moving). */
  readonly moved: readonly boolean[];
  /** The unit that dislodged each unit, -1 if none. */
  readonly dislodgedBy: Int32Array;
  /** Each moving unit travelled by convoy (in which case it does not block the province it attacks from). */
  readonly byConvoy: readonly boolean[];
  /** Provinces left empty because moves into them bounced. */
  readonly standoffs: readonly number[];
}

const HOLD = 0;
const MOVE = 1;
const SUPPORT = 2;
const CONVOY = 3;

const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;

/**
 * Resolve a movement phase. `orders[u]` is the checked order of unit `u`, or null where
 * the unit has none (or its order was void): it holds.
 */
export function resolveMovement(board: Board, orders: readonly (CheckedMovement | null)[]): MovementOutcome {
  const { graph, units, unitAt, unitProvince } = board;
  const n = units.length;
  const type = new Uint8Array(n);
  const dest = new Int32Array(n).fill(-1);
  const target = new Int32Array(n).fill(-1);
  const toCoast: (string | null)[] = new Array(n).fill(null);
  const adjacent = new Uint8Array(n);
  const viaConvoy = new Uint8Array(n);
  for (let u = 0; u < n; u++) {
    const o = orders[u];
    if (!o) continue;
    switch (o.kind) {
      case 'hold':
        break;
      case 'move':
        type[u] = MOVE;
        dest[u] = o.toProvince;
        toCoast[u] = o.to;
        adjacent[u] = o.adjacent ? 1 : 0;
        viaConvoy[u] = o.viaConvoy ? 1 : 0;
        break;
      case 'support':
        type[u] = SUPPORT;
        target[u] = o.target;
        dest[u] = o.toProvince;
        toCoast[u] = o.toCoast;
        break;
      case 'convoy':
        type[u] = CONVOY;
        target[u] = o.target;
        dest[u] = o.toProvince;
        break;
    }
  }

  // Convoy orders naming a move that was really ordered, by the army they carry.
  const convoyFleets: number[][] = Array.from({ length: n }, () => []);
  for (let f = 0; f < n; f++) {
    if (type[f] !== CONVOY) continue;
    const a = target[f]!;
    if (type[a] === MOVE && dest[a] === dest[f]) convoyFleets[a]!.push(f);
  }
  // An army moves by convoy when it must, when it asks to, or when a fleet of its own
  // power convoys it (the 2000/2023 rule on intent, DATC 4.A.3, with no fallback to land).
  const byConvoy = new Uint8Array(n);
  for (let u = 0; u < n; u++) {
    if (type[u] !== MOVE) continue;
    if (!adjacent[u] || viaConvoy[u]) byConvoy[u] = 1;
    else if (convoyFleets[u]!.some((f) => units[f]!.power === units[u]!.power)) byConvoy[u] = 1;
  }
  // A convoy of an army that goes over land carries nothing.
  for (let u = 0; u < n; u++) if (!byConvoy[u]) convoyFleets[u]!.length = 0;

  // Supports that match what the supported unit does; the others are void.
  const supports: number[][] = Array.from({ length: n }, () => []);
  const supportValid = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    if (type[s] !== SUPPORT) continue;
    const t = target[s]!;
    const matches =
      dest[s]! < 0
        ? type[t] !== MOVE
        : type[t] === MOVE && dest[t] === dest[s] && (toCoast[s] === null || toCoast[s] === toCoast[t]);
    if (matches) {
      supportValid[s] = 1;
      supports[t]!.push(s);
    }
  }

  const movesInto: number[][] = Array.from({ length: graph.provinces.length }, () => []);
  for (let u = 0; u < n; u++) if (type[u] === MOVE) movesInto[dest[u]!]!.push(u);

  // Head-to-head: two units moving into each other's province, neither by convoy.
  const opposing = new Int32Array(n).fill(-1);
  for (let u = 0; u < n; u++) {
    if (type[u] !== MOVE || byConvoy[u]) continue;
    const v = unitAt[dest[u]!]!;
    if (v >= 0 && type[v] === MOVE && !byConvoy[v] && dest[v] === unitProvince[u]) opposing[u] = v;
  }

  // Decisions: 0..n-1 a move's success or a support's being given; n..2n-1 a convoyed army's path.
  const state = new Uint8Array(2 * n);
  const resolution = new Uint8Array(2 * n);
  const deps: number[] = [];
  const depIndex = new Int32Array(2 * n).fill(-1);
  let depCount = 0;
  /** Each guess's number, and for a provisional decision the earliest guess it leaned on. */
  const leanSeq = new Float64Array(2 * n);
  let guessSeq = 0;
  let lowestRead = Infinity;

  const isMoving = (u: number): boolean => type[u] === MOVE;

  const supportCount = (u: number, excludePower: string | null): number => {
    let count = 0;
    for (const s of supports[u]!) {
      if (excludePower !== null && units[s]!.power === excludePower) continue;
      if (resolve(s)) count++;
    }
    return count;
  };

  const dislodged = (u: number): boolean => {
    if (isMoving(u) && resolve(u)) return false;
    for (const m of movesInto[unitProvince[u]!]!) if (resolve(m)) return true;
    return false;
  };

  const path = (u: number): boolean => (byConvoy[u] ? resolve(n + u) : true);

  const adjudicatePath = (u: number): boolean => {
    // A route of convoying fleets, none dislodged, from the army to its destination.
    const fleets = convoyFleets[u]!;
    if (fleets.length === 0) return false;
    const from = unitProvince[u]!;
    const to = dest[u]!;
    const usable = fleets.filter((f) => !dislodged(f)).map((f) => unitProvince[f]!);
    const reached = new Set<number>();
    const stack: number[] = [];
    for (const p of usable) if (graph.neighbours[from]!.includes(p)) { reached.add(p); stack.push(p); }
    while (stack.length > 0) {
      const p = stack.pop()!;
      if (graph.neighbours[p]!.includes(to)) return true;
      for (const q of usable) if (!reached.has(q) && graph.neighbours[p]!.includes(q)) { reached.add(q); stack.push(q); }
    }
    return false;
  };

  const holdStrength = (p: number): number => {
    const v = unitAt[p]!;
    if (v < 0) return 0;
    if (isMoving(v)) return resolve(v) ? 0 : 1;
    return 1 + supportCount(v, null);
  };

  const attackStrength = (u: number): number => {
    if (!path(u)) return 0;
    const v = unitAt[dest[u]!]!;
    const stays = v >= 0 && (opposing[u] === v || !isMoving(v) || !resolve(v));
    if (!stays) return 1 + supportCount(u, null);
    const defender = units[v]!.power;
    // Nobody dislodges his own unit, nor helps another to (DATC 6.D.10 – 6.D.14).
    if (defender === units[u]!.power) return 0;
    return 1 + supportCount(u, defender);
  };

  const defendStrength = (u: number): number => 1 + supportCount(u, null);

  const preventStrength = (u: number): number => {
    if (!path(u)) return 0;
    // A unit that lost a head-to-head battle has no effect where its attacker came from (DATC 4.A.7).
    if (opposing[u]! >= 0 && resolve(opposing[u]!)) return 0;
    return 1 + supportCount(u, null);
  };

  const adjudicateMove = (u: number): boolean => {
    const attack = attackStrength(u);
    if (attack === 0) return false;
    const opp = opposing[u]!;
    if (opp >= 0) {
      if (attack <= defendStrength(opp)) return false;
    } else if (attack <= holdStrength(dest[u]!)) return false;
    for (const m of movesInto[dest[u]!]!) if (m !== u && attack <= preventStrength(m)) return false;
    return true;
  };

  const adjudicateSupport = (s: number): boolean => {
    const here = unitProvince[s]!;
    const power = units[s]!.power;
    for (const m of movesInto[here]!) {
      // A support is cut by an attack of another power, except one coming from where the
      // support is aimed (judged by where the army started, even if convoyed: DATC 4.A.4).
      if (units[m]!.power === power) continue;
      if (dest[s]! >= 0 && unitProvince[m] === dest[s]) continue;
      if (path(m)) return false;
    }
    for (const m of movesInto[here]!) if (resolve(m)) return false;
    return true;
  };

  const adjudicate = (d: number): boolean => (d >= n ? adjudicatePath(d - n) : type[d] === MOVE ? adjudicateMove(d) : adjudicateSupport(d));

  /** Forget the provisional decisions from `from` on: they are to be worked out again. */
  const forget = (from: number): void => {
    for (let i = from; i < depCount; i++) {
      state[deps[i]!] = UNRESOLVED;
      depIndex[deps[i]!] = -1;
    }
    depCount = from;
  };

  const remember = (d: number): void => {
    if (depIndex[d]! >= 0) return;
    depIndex[d] = depCount;
    deps[depCount++] = d;
  };

  const backupRule = (from: number): void => {
    const cycle = deps.slice(from, depCount);
    forget(from);
    const convoyed = cycle.some((d) => d >= n);
    for (const d of cycle) {
      if (convoyed) {
        // Szykman: the convoy caught in the paradox is disrupted.
        if (d >= n) { resolution[d] = 0; state[d] = RESOLVED; }
      } else if (d < n && type[d] === MOVE) {
        // Circular movement: every move of the ring succeeds.
        resolution[d] = 1;
        state[d] = RESOLVED;
      }
    }
  };

  /**
   * The decision `d`, worked out if need be. Guesses are numbered as they are made; while
   * any is open, `lowestRead` is the earliest guess the work in hand has leaned on. A
   * decision that leaned on a guess made before its own stays provisional (that guess
   * will be tried both ways and everything after it worked out again); one that leaned
   * only on its own guess is settled here by trying the other guess, or by a backup rule
   * when the two guesses give two consistent answers or none.
   */
  function resolve(d: number): boolean {
    if (state[d] === RESOLVED) return resolution[d] === 1;
    if (state[d] === GUESSING) {
      remember(d);
      if (leanSeq[d]! < lowestRead) lowestRead = leanSeq[d]!;
      return resolution[d] === 1;
    }
    const outer = lowestRead;
    const before = depCount;
    const mine = guessSeq++;
    const tryGuess = (guess: 0 | 1): number => {
      resolution[d] = guess;
      state[d] = GUESSING;
      leanSeq[d] = mine;
      lowestRead = Infinity;
      const result = adjudicate(d) ? 1 : 0;
      return result;
    };
    const first = tryGuess(0);
    let leaned = lowestRead;
    if (leaned === Infinity) {
      lowestRead = outer;
      if (state[d] !== RESOLVED) {
        resolution[d] = first;
        state[d] = RESOLVED;
      }
      return resolution[d] === 1;
    }
    let result = first;
    if (leaned >= mine) {
      // Leans only on its own guess: try the other one.
      forget(before);
      const second = tryGuess(1);
      leaned = lowestRead;
      if (leaned >= mine) {
        if (first === second) {
          forget(before);
          resolution[d] = first;
          state[d] = RESOLVED;
        } else {
          // Two consistent answers, or none: a backup rule decides the cycle.
          backupRule(before);
        }
        lowestRead = outer;
        return resolve(d);
      }
      result = second;
    }
    // Leans on an earlier guess: provisional, like everything worked out under it.
    remember(d);
    resolution[d] = result;
    for (let i = before; i < depCount; i++) if (leanSeq[deps[i]!]! > leaned) leanSeq[deps[i]!] = leaned;
    lowestRead = Math.min(outer, leaned);
    return result === 1;
  }

  /** Fleet `f` lies on a route of surviving convoying fleets that joins the army to its destination. */
  const onCarryingRoute = (army: number, f: number): boolean => {
    const fleets = convoyFleets[army]!.filter((x) => dislodgedBy[x]! < 0).map((x) => unitProvince[x]!);
    const spread = (start: number): Set<number> => {
      const seen = new Set<number>();
      const stack = fleets.filter((p) => graph.neighbours[start]!.includes(p));
      for (const p of stack) seen.add(p);
      while (stack.length > 0) {
        const p = stack.pop()!;
        for (const q of fleets) if (!seen.has(q) && graph.neighbours[p]!.includes(q)) { seen.add(q); stack.push(q); }
      }
      return seen;
    };
    const p = unitProvince[f]!;
    return spread(unitProvince[army]!).has(p) && spread(dest[army]!).has(p);
  };

  const moved: boolean[] = new Array(n).fill(false);
  for (let u = 0; u < n; u++) {
    if (type[u] === MOVE) moved[u] = resolve(u);
    else if (type[u] === SUPPORT && supportValid[u]) resolve(u);
  }
  const dislodgedBy = new Int32Array(n).fill(-1);
  for (let u = 0; u < n; u++) {
    if (moved[u]) continue;
    for (const m of movesInto[unitProvince[u]!]!) if (moved[m]) dislodgedBy[u] = m;
  }

  const results: OrderResult[] = new Array(n);
  for (let u = 0; u < n; u++) {
    const wasDislodged = dislodgedBy[u]! >= 0;
    switch (type[u]) {
      case HOLD:
        results[u] = wasDislodged ? 'dislodged' : 'succeeds';
        break;
      case MOVE:
        results[u] = moved[u] ? 'succeeds' : wasDislodged ? 'dislodged' : byConvoy[u] && !path(u) ? 'no convoy' : 'fails';
        break;
      case SUPPORT:
        results[u] = !supportValid[u] ? 'void' : wasDislodged ? 'dislodged' : resolve(u) ? 'succeeds' : 'cut';
        break;
      case CONVOY: {
        // A convoy of an army that went over land instead had no effect: it fails.
        const army = target[u]!;
        const named = type[army] === MOVE && dest[army] === dest[u];
        const carried = byConvoy[army] && convoyFleets[army]!.includes(u);
        results[u] = !named ? 'void' : wasDislodged ? 'dislodged' : carried && path(army) && onCarryingRoute(army, u) ? 'succeeds' : 'fails';
        break;
      }
    }
  }

  // Provinces left empty by a bounce: a move into them failed that still had its effect there.
  const standoffs: number[] = [];
  for (let p = 0; p < movesInto.length; p++) {
    const into = movesInto[p]!;
    if (into.length === 0 || into.some((m) => moved[m])) continue;
    const v = unitAt[p]!;
    if (v >= 0 && !moved[v]) continue;
    if (into.some((m) => path(m) && !(opposing[m]! >= 0 && moved[opposing[m]!]))) standoffs.push(p);
  }

  return { results, moved, dislodgedBy, byConvoy: Array.from(byConvoy, (b) => b === 1), standoffs };
}
