import { edgeMark, type MapGraph } from '../map/graph.js';
import type { Board, CheckedMovement } from '../orders/check.js';
import { STANDARD_MOVEMENT, type MovementRules } from '../orders/movement-rules.js';
import type { Unit } from './types.js';
import type { OrderResult } from './types.js';

/**
 * Resolution of a movement phase, after Lucas Kruijswijk's "The Math of Adjudication":
 * every move and every support is a yes/no decision, resolved on demand; a decision that
 * turns out to depend on itself is guessed both ways, and when the guesses give two
 * consistent answers or none, a backup rule decides the cycle: Szykman's rule when a
 * convoy is part of it (the convoy is taken as disrupted), else circular movement (all
 * its moves succeed). DATC v3.0 section 4 choices throughout.
 *
 * Everything is indexed by unit number and kept in flat typed arrays (lists as linked
 * lists through `next…` arrays): this runs for every phase of every game, so it allocates
 * little and builds no strings. Orders arrive already checked (orders/check.ts).
 */

/** What became of each unit's order, and of the units. */
export interface MovementOutcome {
  /** The result of each unit's order (for a unit without a valid order: its hold). */
  readonly results: readonly OrderResult[];
  /** Whether each unit's move succeeded (false for units not moving). */
  readonly moved: readonly boolean[];
  /** The unit that dislodged each unit, -1 if none. */
  readonly dislodgedBy: readonly number[];
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
export function resolveMovement(
  board: Board,
  orders: readonly (CheckedMovement | null)[],
  rules: MovementRules = STANDARD_MOVEMENT,
): MovementOutcome {
  return new Resolver(board, orders, rules).outcome();
}

/**
 * The resolver's working arrays, kept from one phase to the next rather than made anew:
 * a stream of games resolves phase after phase, and two dozen arrays a phase were a good
 * part of what the collector had to clear. Resolution runs to its end without calling out,
 * so one set serves every resolver (none is ever running while another starts).
 */
class Scratch {
  capacity = 0;
  provinceCapacity = 0;
  perUnit: Int32Array[] = [];
  perDecision: Int32Array[] = [];
  perProvince: Int32Array[] = [];
  /** Each move's strength of its own (Resolver.base): halves, so not in an Int32Array. */
  base = new Float64Array(0);

  /** `count` arrays of at least `n` entries (units), `2n` (decisions) and `provinces`. */
  ensure(n: number, provinces: number): void {
    // Made on the first phase even with no unit on the board (all builds waived), whose
    // arrays are taken empty but must be there.
    if (n > this.capacity || this.perUnit.length === 0) {
      // Grown by doubling, so that a bigger board now and then does not make them again each phase.
      this.capacity = Math.max(n, 2 * this.capacity, 64);
      this.perUnit = Array.from({ length: UNIT_ARRAYS }, () => new Int32Array(this.capacity));
      this.perDecision = Array.from({ length: DECISION_ARRAYS }, () => new Int32Array(2 * this.capacity));
      this.base = new Float64Array(this.capacity);
    }
    if (provinces > this.provinceCapacity) {
      this.provinceCapacity = provinces;
      this.perProvince = Array.from({ length: PROVINCE_ARRAYS }, () => new Int32Array(provinces));
    }
  }
}

const UNIT_ARRAYS = 14;
const DECISION_ARRAYS = 5;
const PROVINCE_ARRAYS = 3;
const scratch = new Scratch();

class Resolver {
  private readonly graph: MapGraph;
  private readonly units: readonly Unit[];
  private readonly unitAt: ArrayLike<number>;
  private readonly at: ArrayLike<number>;
  private readonly n: number;
  private readonly provinces: number;
  private readonly type: Int32Array;
  private readonly dest: Int32Array;
  private readonly target: Int32Array;
  private readonly coast: (string | null)[];
  private readonly byConvoy: Int32Array;
  private readonly opposing: Int32Array;
  private readonly supportValid: Int32Array;
  /**
   * A move's strength of its own: 1, or 0.5 across a `*` edge, 0 across a `~` edge (a
   * strait: Map.txt, "Special Restrictions"). Strengths below are -1 where there is none
   * at all, so that a move of no strength of its own still takes an empty province.
   */
  private readonly base: Float64Array;
  /** Linked lists: the valid supports of each unit, the moves into each province, the fleets convoying each army. */
  private readonly firstSupport: Int32Array;
  private readonly nextSupport: Int32Array;
  private readonly firstMove: Int32Array;
  private readonly nextMove: Int32Array;
  private readonly firstFleet: Int32Array;
  private readonly nextFleet: Int32Array;
  /** Decisions: 0..n-1 a move's success or a support's being given; n..2n-1 a convoyed army's path. */
  private readonly state: Int32Array;
  private readonly resolution: Int32Array;
  private readonly deps: Int32Array;
  private readonly depIndex: Int32Array;
  /** Each guess's number, and for a provisional decision the earliest guess it leaned on. */
  private readonly leanSeq: Int32Array;
  private depCount = 0;
  private guessSeq = 0;
  private lowestRead = Infinity;
  /** Scratch for route searches. */
  private readonly seen: Int32Array;
  private readonly stack: Int32Array;
  /** Scratch for loading the orders. */
  private readonly adjacent: Int32Array;
  private readonly via: Int32Array;
  private readonly ownFleet: Int32Array;
  /** The board options in force (movement-rules.ts), read once. */
  private readonly friendlyFire: boolean;
  private readonly firePowers: ReadonlySet<string>;
  private readonly weakBounces: boolean;
  /** SAFE_CONVOYS or WEAK_CONVOYS: a fleet's convoy may fail short of its dislodgement. */
  private readonly guardedConvoys: boolean;
  private readonly weakConvoys: boolean;
  /** What joins a convoy route: the map's edges, or COASTAL_CONVOY's links of the phase (orders/convoy-links.ts). */
  private readonly reach: ArrayLike<number>;
  private readonly link: ArrayLike<number>;

  constructor(board: Board, orders: readonly (CheckedMovement | null)[], rules: MovementRules) {
    const n = board.units.length;
    const provinces = board.graph.provinces.length;
    this.graph = board.graph;
    this.units = board.units;
    this.unitAt = board.unitAt;
    this.at = board.unitProvince;
    this.n = n;
    this.provinces = provinces;
    scratch.ensure(n, provinces);
    // Only the first n (2n, provinces) entries are used, and each is set here. (Taken by
    // index rather than destructured: a destructuring walks an iterator, a lot of code for
    // the engine to run and compile on every phase.)
    const unit = scratch.perUnit;
    const decision = scratch.perDecision;
    const province = scratch.perProvince;
    this.type = unit[0]!.fill(0, 0, n);
    this.dest = unit[1]!.fill(-1, 0, n);
    this.target = unit[2]!.fill(-1, 0, n);
    this.coast = new Array<string | null>(n).fill(null);
    this.byConvoy = unit[3]!.fill(0, 0, n);
    this.opposing = unit[4]!.fill(-1, 0, n);
    this.supportValid = unit[5]!.fill(0, 0, n);
    this.firstSupport = unit[6]!.fill(-1, 0, n);
    this.nextSupport = unit[7]!.fill(-1, 0, n);
    this.nextMove = unit[8]!.fill(-1, 0, n);
    this.firstFleet = unit[9]!.fill(-1, 0, n);
    this.nextFleet = unit[10]!.fill(-1, 0, n);
    this.adjacent = unit[11]!.fill(0, 0, n);
    this.via = unit[12]!.fill(0, 0, n);
    this.ownFleet = unit[13]!.fill(0, 0, n);
    this.state = decision[0]!.fill(0, 0, 2 * n);
    this.resolution = decision[1]!.fill(0, 0, 2 * n);
    this.deps = decision[2]!.fill(0, 0, 2 * n);
    this.depIndex = decision[3]!.fill(-1, 0, 2 * n);
    this.leanSeq = decision[4]!.fill(0, 0, 2 * n);
    this.firstMove = province[0]!.fill(-1, 0, provinces);
    this.seen = province[1]!.fill(0, 0, provinces);
    this.stack = province[2]!.fill(0, 0, provinces);
    this.base = scratch.base.fill(1, 0, n);
    this.friendlyFire = rules.friendlyFire;
    this.firePowers = rules.firePowers ?? new Set();
    this.weakBounces = rules.weakBounces;
    this.guardedConvoys = rules.safeConvoys || rules.weakConvoys;
    this.weakConvoys = rules.weakConvoys;
    this.reach = board.convoy?.reach ?? board.graph.touches;
    this.link = board.convoy?.link ?? board.graph.touches;
    this.load(orders, rules.coastalCrawl);
  }

  private load(orders: readonly (CheckedMovement | null)[], coastalCrawl: boolean): void {
    const { n, type, dest, target, coast, adjacent, via, ownFleet } = this;
    for (let u = 0; u < n; u++) {
      const o = orders[u];
      if (!o) continue;
      switch (o.kind) {
        case 'hold':
          break;
        case 'move':
          type[u] = MOVE;
          dest[u] = o.toProvince;
          coast[u] = o.to;
          adjacent[u] = o.adjacent ? 1 : 0;
          via[u] = o.viaConvoy ? 1 : 0;
          break;
        case 'support':
          type[u] = SUPPORT;
          // A signal (SIGNAL_SUPPORT) supports nothing: it stays void.
          if (o.signal) break;
          target[u] = o.target;
          dest[u] = o.toProvince;
          coast[u] = o.toCoast;
          break;
        case 'convoy':
          type[u] = CONVOY;
          target[u] = o.target;
          dest[u] = o.toProvince;
          break;
      }
    }
    // An army moves by convoy when it must, when it asks to, or when a fleet of its own
    // power convoys it (the 2000/2023 rule on intent, DATC 4.A.3, with no fallback to land).
    for (let f = 0; f < n; f++) {
      if (type[f] !== CONVOY) continue;
      const a = target[f]!;
      if (type[a] === MOVE && dest[a] === dest[f] && this.units[f]!.power === this.units[a]!.power) ownFleet[a] = 1;
    }
    for (let u = 0; u < n; u++) {
      if (type[u] === MOVE && (!adjacent[u] || via[u] || ownFleet[u])) this.byConvoy[u] = 1;
    }
    for (let u = n - 1; u >= 0; u--) {
      if (type[u] === MOVE) {
        this.nextMove[u] = this.firstMove[dest[u]!]!;
        this.firstMove[dest[u]!] = u;
      } else if (type[u] === CONVOY) {
        // A convoy of an army that goes over land carries nothing.
        const a = target[u]!;
        if (type[a] === MOVE && dest[a] === dest[u] && this.byConvoy[a]) {
          this.nextFleet[u] = this.firstFleet[a]!;
          this.firstFleet[a] = u;
        }
      } else if (type[u] === SUPPORT && target[u]! >= 0) {
        // Supports that match what the supported unit does; the others are void.
        const t = target[u]!;
        const matches =
          dest[u]! < 0
            ? type[t] !== MOVE
            : type[t] === MOVE && dest[t] === dest[u] && (coast[u] === null || coast[u] === coast[t]);
        if (matches) {
          this.supportValid[u] = 1;
          this.nextSupport[u] = this.firstSupport[t]!;
          this.firstSupport[t] = u;
        }
      }
    }
    if (this.graph.markedEdges) this.loadMarks();
    // Head-to-head: two units moving into each other's province, neither by convoy.
    for (let u = 0; u < n; u++) {
      if (type[u] !== MOVE || this.byConvoy[u]) continue;
      const v = this.unitAt[dest[u]!]!;
      if (v >= 0 && type[v] === MOVE && !this.byConvoy[v] && dest[v] === this.at[u]) {
        // COASTAL_CRAWL: two fleets that do not each go to the very coast the other leaves pass each other.
        if (coastalCrawl && this.crawls(u, v)) continue;
        this.opposing[u] = v;
      }
    }
  }

  /**
   * The strength of moves across marked edges. A convoyed army crosses the edge of its
   * last step, from a convoying fleet's sea to the destination: it takes the mark when
   * every such sea's edge is marked (the milder mark, * before ~, if they differ).
   */
  private loadMarks(): void {
    const strength = (mark: 'weak' | 'half' | null) => (mark === 'weak' ? 0 : mark === 'half' ? 0.5 : 1);
    for (let u = 0; u < this.n; u++) {
      if (this.type[u] !== MOVE) continue;
      const to = this.dest[u]!;
      if (!this.byConvoy[u]) {
        this.base[u] = strength(edgeMark(this.graph, this.units[u]!.at, to));
        continue;
      }
      let best = -1;
      for (let f = this.firstFleet[u]!; f >= 0; f = this.nextFleet[f]!) {
        if (!this.graph.touches[this.at[f]! * this.provinces + to]) continue;
        best = Math.max(best, strength(edgeMark(this.graph, this.units[f]!.at, to)));
      }
      if (best >= 0) this.base[u] = best;
    }
  }

  /**
   * Whether move `m`, by crossing into the supporter's province, may cut its support: not
   * across a `*` edge, and across a `~` edge only when the move is itself supported.
   */
  private cutsAcross(m: number): boolean {
    const base = this.base[m]!;
    if (base === 1) return true;
    if (base === 0.5) return false;
    return this.supportCount(m, null) >= 1;
  }

  private crawls(u: number, v: number): boolean {
    const a = this.units[u]!;
    const b = this.units[v]!;
    return a.kind === 'F' && b.kind === 'F' && (this.coast[u] !== b.at || this.coast[v] !== a.at);
  }

  // ---- strengths -------------------------------------------------------------------

  private supportCount(u: number, excludePower: string | null): number {
    let count = 0;
    for (let s = this.firstSupport[u]!; s >= 0; s = this.nextSupport[s]!) {
      if (excludePower !== null && this.units[s]!.power === excludePower) continue;
      if (this.resolve(s)) count++;
    }
    return count;
  }

  private moving(u: number): boolean {
    return this.type[u] === MOVE;
  }

  private dislodged(u: number): boolean {
    if (this.type[u] === MOVE && this.resolve(u)) return false;
    for (let m = this.firstMove[this.at[u]!]!; m >= 0; m = this.nextMove[m]!) if (this.resolve(m)) return true;
    return false;
  }

  private path(u: number): boolean {
    return this.byConvoy[u] ? this.resolve(this.n + u) : true;
  }

  private holdStrength(p: number): number {
    const v = this.unitAt[p]!;
    if (v < 0) return -1;
    // WEAK_BOUNCES: a unit that bounced keeps no strength where it stood, as if it had left
    // (-1: even a move of strength 0, across a ~ edge, takes the place). An army whose convoy
    // failed never set out, and holds as the DPjudge has it.
    if (this.moving(v)) return this.resolve(v) || (this.weakBounces && this.path(v)) ? -1 : 1;
    return 1 + this.supportCount(v, null);
  }

  private attackStrength(u: number): number {
    if (!this.path(u)) return -1;
    const v = this.unitAt[this.dest[u]!]!;
    // A fleet carried to another coast of its own province (PORTAGE_CONVOY) meets no defender but the attacks.
    const stays = v >= 0 && v !== u && (this.opposing[u] === v || !this.moving(v) || !this.resolve(v));
    if (!stays) return this.base[u]! + this.supportCount(u, null);
    const defender = this.units[v]!.power;
    // FRIENDLY_FIRE: a power may dislodge its own units, and every support counts; under
    // DUMMY_FIRE so for a dummy's units (its own attack, and its supports of attacks on them).
    if (this.friendlyFire || this.firePowers.has(defender)) return this.base[u]! + this.supportCount(u, null);
    // Nobody dislodges his own unit, nor helps another to (DATC 6.D.10 – 6.D.14).
    if (defender === this.units[u]!.power) return -1;
    return this.base[u]! + this.supportCount(u, defender);
  }

  private defendStrength(u: number): number {
    return this.base[u]! + this.supportCount(u, null);
  }

  private preventStrength(u: number): number {
    if (!this.path(u)) return -1;
    // A unit that lost a head-to-head battle has no effect where its attacker came from (DATC 4.A.7).
    const opp = this.opposing[u]!;
    if (opp >= 0 && this.resolve(opp)) return -1;
    return this.base[u]! + this.supportCount(u, null);
  }

  // ---- decisions -------------------------------------------------------------------

  private adjudicateMove(u: number): boolean {
    const attack = this.attackStrength(u);
    if (attack < 0) return false;
    const to = this.dest[u]!;
    const opp = this.opposing[u]!;
    if (opp >= 0) {
      if (attack <= this.defendStrength(opp)) return false;
    } else if (this.unitAt[to] !== u && attack <= this.holdStrength(to)) return false;
    for (let m = this.firstMove[to]!; m >= 0; m = this.nextMove[m]!) if (m !== u && attack <= this.preventStrength(m)) return false;
    return true;
  }

  private adjudicateSupport(s: number): boolean {
    const here = this.at[s]!;
    const power = this.units[s]!.power;
    const aim = this.dest[s]!;
    for (let m = this.firstMove[here]!; m >= 0; m = this.nextMove[m]!) {
      // A support is cut by an attack of another power, except one coming from where the
      // support is aimed (judged by where the army started, even if convoyed: DATC 4.A.4).
      // FRIENDLY_FIRE: one's own attacks cut too (DUMMY_FIRE: a dummy's own).
      if (this.units[m]!.power === power && !this.friendlyFire && !this.firePowers.has(power)) continue;
      if (aim >= 0 && this.at[m] === aim) continue;
      if (this.path(m) && this.cutsAcross(m)) return false;
    }
    for (let m = this.firstMove[here]!; m >= 0; m = this.nextMove[m]!) if (this.resolve(m)) return false;
    return true;
  }

  /** A route of convoying fleets, none dislodged, from the army to its destination. */
  private adjudicatePath(u: number): boolean {
    if (this.firstFleet[u]! < 0) return false;
    if (this.guardedConvoys) return this.routeThrough(u, -1, (f) => !this.convoyOverborne(f) && !this.dislodged(f));
    return this.routeThrough(u, -1, (f) => !this.dislodged(f));
  }

  /**
   * SAFE_CONVOYS: a fleet some foreign attack would dislodge on its own strength (a
   * beleaguered garrison, saved only by a standoff) carries nothing. WEAK_CONVOYS: nor does
   * a fleet a foreign attack merely equals.
   */
  private convoyOverborne(f: number): boolean {
    const here = this.at[f]!;
    const power = this.units[f]!.power;
    const hold = this.holdStrength(here);
    for (let m = this.firstMove[here]!; m >= 0; m = this.nextMove[m]!) {
      if (this.units[m]!.power === power) continue;
      const attack = this.attackStrength(m);
      if (attack > hold || (this.weakConvoys && attack === hold)) return true;
    }
    return false;
  }

  /**
   * Whether the convoying fleets of army `u` that pass `usable` join its province to its
   * destination; with `via` >= 0, whether such a route passes fleet `via`.
   */
  private routeThrough(u: number, via: number, usable: (f: number) => boolean): boolean {
    const { seen, stack, provinces } = this;
    // PORTAGE_CONVOY: a fleet is carried by armies, joined by any edge of the map.
    const portaged = this.units[u]!.kind === 'F';
    const reach = portaged ? this.graph.touches : this.reach;
    const link = portaged ? this.graph.touches : this.link;
    const from = this.at[u]!;
    const to = this.dest[u]!;
    const spread = (start: number, goal: number): boolean => {
      for (let i = 0; i < provinces; i++) seen[i] = 0;
      let top = 0;
      for (let f = this.firstFleet[u]!; f >= 0; f = this.nextFleet[f]!) {
        const p = this.at[f]!;
        if (reach[start * provinces + p] && usable(f)) { seen[p] = 1; stack[top++] = p; }
      }
      while (top > 0) {
        const p = stack[--top]!;
        if (goal >= 0 ? p === goal : reach[p * provinces + to]) return true;
        for (let f = this.firstFleet[u]!; f >= 0; f = this.nextFleet[f]!) {
          const q = this.at[f]!;
          if (!seen[q] && link[p * provinces + q] && usable(f)) { seen[q] = 1; stack[top++] = q; }
        }
      }
      return false;
    };
    if (via < 0) return spread(from, -1);
    // On a route: reachable from the army's side, and the destination reachable beyond it.
    const p = this.at[via]!;
    return spread(from, p) && spread(to, p);
  }

  private adjudicate(d: number): boolean {
    if (d >= this.n) return this.adjudicatePath(d - this.n);
    return this.type[d] === MOVE ? this.adjudicateMove(d) : this.adjudicateSupport(d);
  }

  /** Forget the provisional decisions from `from` on: they are to be worked out again. */
  private forget(from: number): void {
    for (let i = from; i < this.depCount; i++) {
      this.state[this.deps[i]!] = UNRESOLVED;
      this.depIndex[this.deps[i]!] = -1;
    }
    this.depCount = from;
  }

  private remember(d: number): void {
    if (this.depIndex[d]! >= 0) return;
    this.depIndex[d] = this.depCount;
    this.deps[this.depCount++] = d;
  }

  private backupRule(from: number): void {
    // A copy: forgetting clears the entries it was read from.
    const cycle = Array.from(this.deps.subarray(from, this.depCount));
    this.forget(from);
    const convoyed = cycle.some((d) => d >= this.n);
    for (const d of cycle) {
      if (convoyed) {
        // Szykman: the convoy caught in the paradox is disrupted.
        if (d >= this.n) {
          this.resolution[d] = 0;
          this.state[d] = RESOLVED;
        }
      } else if (d < this.n && this.type[d] === MOVE) {
        // Circular movement: every move of the ring succeeds.
        this.resolution[d] = 1;
        this.state[d] = RESOLVED;
      }
    }
  }

  private tryGuess(d: number, guess: 0 | 1, seq: number): number {
    this.resolution[d] = guess;
    this.state[d] = GUESSING;
    this.leanSeq[d] = seq;
    this.lowestRead = Infinity;
    return this.adjudicate(d) ? 1 : 0;
  }

  /**
   * The decision `d`, worked out if need be. Guesses are numbered as they are made; while
   * any is open, `lowestRead` is the earliest guess the work in hand has leaned on. A
   * decision that leaned on a guess made before its own stays provisional (that guess
   * will be tried both ways and everything after it worked out again); one that leaned
   * only on its own guess is settled here by trying the other guess, or by a backup rule
   * when the two guesses give two consistent answers or none.
   */
  resolve(d: number): boolean {
    const state = this.state[d];
    if (state === RESOLVED) return this.resolution[d] === 1;
    if (state === GUESSING) {
      this.remember(d);
      if (this.leanSeq[d]! < this.lowestRead) this.lowestRead = this.leanSeq[d]!;
      return this.resolution[d] === 1;
    }
    const outer = this.lowestRead;
    const before = this.depCount;
    const mine = this.guessSeq++;
    const first = this.tryGuess(d, 0, mine);
    let leaned = this.lowestRead;
    if (leaned === Infinity) {
      this.lowestRead = outer;
      if (this.state[d] !== RESOLVED) {
        this.resolution[d] = first;
        this.state[d] = RESOLVED;
      }
      return this.resolution[d] === 1;
    }
    let result = first;
    if (leaned >= mine) {
      // Leans only on its own guess: try the other one.
      this.forget(before);
      const second = this.tryGuess(d, 1, mine);
      leaned = this.lowestRead;
      if (leaned >= mine) {
        if (first === second) {
          this.forget(before);
          this.resolution[d] = first;
          this.state[d] = RESOLVED;
        } else {
          // Two consistent answers, or none: a backup rule decides the cycle.
          this.backupRule(before);
        }
        this.lowestRead = outer;
        return this.resolve(d);
      }
      result = second;
    }
    // Leans on an earlier guess: provisional, like everything worked out under it.
    this.remember(d);
    this.resolution[d] = result;
    for (let i = before; i < this.depCount; i++) {
      const x = this.deps[i]!;
      if (this.leanSeq[x]! > leaned) this.leanSeq[x] = leaned;
    }
    this.lowestRead = Math.min(outer, leaned);
    return result === 1;
  }

  // ---- the outcome -----------------------------------------------------------------

  outcome(): MovementOutcome {
    const { n, type, at, dest, target, unitAt, opposing } = this;
    const moved: boolean[] = new Array<boolean>(n).fill(false);
    for (let u = 0; u < n; u++) {
      if (type[u] === MOVE) moved[u] = this.resolve(u);
      else if (type[u] === SUPPORT && this.supportValid[u]) this.resolve(u);
    }
    const dislodgedBy = new Array<number>(n).fill(-1);
    for (let u = 0; u < n; u++) {
      if (moved[u]) continue;
      for (let m = this.firstMove[at[u]!]!; m >= 0; m = this.nextMove[m]!) if (moved[m]) dislodgedBy[u] = m;
    }
    const results: OrderResult[] = new Array<OrderResult>(n);
    for (let u = 0; u < n; u++) {
      const wasDislodged = dislodgedBy[u]! >= 0;
      switch (type[u]) {
        case HOLD:
          results[u] = wasDislodged ? 'dislodged' : 'succeeds';
          break;
        case MOVE:
          results[u] = moved[u] ? 'succeeds' : wasDislodged ? 'dislodged' : this.byConvoy[u] && !this.path(u) ? 'no convoy' : 'fails';
          break;
        case SUPPORT:
          results[u] = !this.supportValid[u] ? 'void' : wasDislodged ? 'dislodged' : this.resolve(u) ? 'succeeds' : 'cut';
          break;
        case CONVOY: {
          // A convoy of an army that went over land instead, or by another route, had no effect: it fails.
          const army = target[u]!;
          const named = type[army] === MOVE && dest[army] === dest[u];
          let carried = false;
          if (named && this.byConvoy[army] && this.path(army)) {
            carried = this.routeThrough(army, u, (f) => dislodgedBy[f]! < 0 && !(this.guardedConvoys && this.convoyOverborne(f)));
          }
          results[u] = !named ? 'void' : wasDislodged ? 'dislodged' : carried ? 'succeeds' : 'fails';
          break;
        }
      }
    }
    // Provinces left empty by a bounce: a move into them failed that still had its effect there.
    const standoffs: number[] = [];
    for (let p = 0; p < this.provinces; p++) {
      const first = this.firstMove[p]!;
      if (first < 0) continue;
      let anyMoved = false;
      let bounced = false;
      for (let m = first; m >= 0; m = this.nextMove[m]!) {
        if (moved[m]) anyMoved = true;
        else if (this.path(m) && !(opposing[m]! >= 0 && moved[opposing[m]!])) bounced = true;
      }
      if (anyMoved || !bounced) continue;
      const v = unitAt[p]!;
      if (v >= 0 && !moved[v]) continue;
      standoffs.push(p);
    }
    const byConvoy = new Array<boolean>(n);
    for (let u = 0; u < n; u++) byConvoy[u] = this.byConvoy[u] === 1;
    return { results, moved, dislodgedBy, byConvoy, standoffs };
  }
}
