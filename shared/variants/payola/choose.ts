import type { PowerName } from '../../map/types.js';
import type { Bid } from './bids.js';

/**
 * How a unit chooses (MECHANICS §8–9, §12; rules 5.1–5.4): every order some direct bid
 * names is a candidate; each gathers the money of every bid that pays for it; the highest
 * total wins, ties going by the owner's acceptance list, then by sheet order.
 */
export interface Candidate {
  readonly key: string;
  readonly move: boolean;
  total: number;
  /** What each power puts in, in the order they first come. */
  readonly cost: Map<PowerName, number>;
  /** Each power's summed plateaus: the part of its money EBAYOLA never hands back. */
  readonly plateau: Map<PowerName, number>;
  /** Each power's earliest bid paying for it: its place on that power's sheet. */
  readonly seq: Map<PowerName, number>;
}

export interface Choice {
  readonly key: string;
  /** The winning total, as reported (a dummy's contested HOLD shows one more than the tie). */
  readonly total: number;
  /** What each power is charged: its money in the winning order, less any EBAYOLA rebate. */
  readonly paid: ReadonlyMap<PowerName, number>;
}

export interface ChooseOptions {
  /** The owner's acceptance list, as powers best first (`?` already drawn). */
  readonly accept: readonly PowerName[];
  /** The owner is a dummy nobody controls: split ties hold (rules 3.5, PAY_DUMMIES). */
  readonly dummy: boolean;
  readonly ebayola: boolean;
  /** PUBLIC_TOTALS: plateaus are not kept, so EBAYOLA may hand back all of a contribution. */
  readonly publicTotals: boolean;
  /** The unit's HOLD, for a dummy's contested tie. */
  readonly hold: string;
  /** The unit's orders by key: whether each is a move, or a signal. */
  readonly orders: ReadonlyMap<string, { readonly move: boolean; readonly signal?: boolean }>;
  /** RESTRICT_SIGNAL: a signal takes only its own direct money, and replaces a winning HOLD. */
  readonly restrictSignal?: boolean;
  /** The unit's owner, whose signal replaces a winning HOLD. */
  readonly owner?: PowerName;
}

/** Whether the bid pays if the unit gives this order (§8.2); `direct`: only direct money counts (a restricted signal). */
function pays(bid: Bid, key: string, move: boolean, direct = false): boolean {
  if (direct && bid.code !== ':') return false;
  switch (bid.code) {
    case ':': return bid.keys[0] === key;
    case '!': return !bid.keys.includes(key);
    case '>': return move;
    case '@': return !move;
    case '&': return true;
  }
}

/** Every candidate of a unit, with who puts what into it (a chart of the bidding shows them all). */
export function candidatesOf(bids: readonly Bid[], options: Pick<ChooseOptions, 'orders' | 'publicTotals' | 'restrictSignal'>): Candidate[] {
  return candidateKeys(bids).map((key) => {
    const o = options.orders.get(key);
    return detail(bids, key, o?.move ?? false, options.publicTotals, options.restrictSignal === true && o?.signal === true);
  });
}

/** Only direct bids make candidates: a negative or wildcard offer needs one to land on (§9.1). */
function candidateKeys(bids: readonly Bid[]): string[] {
  const keys: string[] = [];
  for (const b of bids) if (b.code === ':' && !keys.includes(b.keys[0]!)) keys.push(b.keys[0]!);
  return keys;
}

function totalOf(bids: readonly Bid[], key: string, move: boolean, direct: boolean): number {
  let total = 0;
  for (const b of bids) if (pays(b, key, move, direct)) total += b.amount;
  return total;
}

function detail(bids: readonly Bid[], key: string, move: boolean, publicTotals: boolean, direct = false): Candidate {
  const c: Candidate = { key, move, total: 0, cost: new Map(), plateau: new Map(), seq: new Map() };
  for (const b of bids) {
    if (!pays(b, key, move, direct)) continue;
    c.total += b.amount;
    c.cost.set(b.power, (c.cost.get(b.power) ?? 0) + b.amount);
    if (!publicTotals) c.plateau.set(b.power, (c.plateau.get(b.power) ?? 0) + Math.min(b.plateau, b.amount));
    const s = c.seq.get(b.power);
    if (s === undefined || b.seq < s) c.seq.set(b.power, b.seq);
  }
  return c;
}

/**
 * Negative when `a` is preferred: the higher total (5.1); then, down the owner's list, the
 * first power that funds one and not the other (5.2), or funds both from different places
 * on its sheet, the earlier winning (5.3). A bid both share (a negative or wildcard offer)
 * is the same place, so the next power decides (5.4). Powers not on the list come last,
 * together.
 */
export function compareCandidates(a: Candidate, b: Candidate, accept: readonly PowerName[]): number {
  if (a.total !== b.total) return b.total - a.total;
  for (const p of accept) {
    const d = place(a.seq.get(p)) - place(b.seq.get(p));
    if (d !== 0) return d;
  }
  const d = place(earliestOff(a, accept)) - place(earliestOff(b, accept));
  return d;
}

/** A sheet place; a power funding nothing comes after every place (and equals itself). */
const place = (seq: number | undefined): number => (seq === undefined ? Number.MAX_SAFE_INTEGER : seq);

function earliestOff(c: Candidate, accept: readonly PowerName[]): number | undefined {
  let best: number | undefined;
  for (const [p, s] of c.seq) if (!accept.includes(p) && (best === undefined || s < best)) best = s;
  return best;
}

export function chooseOrder(bids: readonly Bid[], options: ChooseOptions): Choice {
  // Totals first: who put what in matters only to the orders at the top (and the winner's bill).
  const keys = candidateKeys(bids);
  const moves = keys.map((k) => options.orders.get(k)?.move ?? false);
  // RESTRICT_SIGNAL: wildcard money never lands on a signal.
  const direct = keys.map((k) => options.restrictSignal === true && options.orders.get(k)?.signal === true);
  const totals = keys.map((k, i) => totalOf(bids, k, moves[i]!, direct[i]!));
  let best = 0;
  for (const t of totals) if (t > best) best = t;
  const tied: Candidate[] = [];
  keys.forEach((k, i) => {
    if (totals[i] === best) tied.push(detail(bids, k, moves[i]!, options.publicTotals, direct[i]!));
  });
  if (options.dummy && tied.length > 1) {
    const funders = (c: Candidate) => [...c.seq.keys()].sort().join(' ');
    const first = funders(tied[0]!);
    if (tied.some((c) => funders(c) !== first)) {
      // A dummy's unit, contested by different powers at the same price, holds; the HOLD is
      // reported at one more than the tie, and only those who paid for the HOLD pay.
      const at = keys.indexOf(options.hold);
      const paid = at < 0 ? new Map<PowerName, number>() : detail(bids, options.hold, false, options.publicTotals).cost;
      return { key: options.hold, total: best + 1, paid };
    }
  }
  // Stable: complete ties keep the order the candidates were first offered in.
  if (tied.length > 1) tied.sort((a, b) => compareCandidates(a, b, options.accept));
  const top = tied[0]!;
  const paid = new Map(top.cost);
  if (options.ebayola) {
    // The best losing total: another at the top if it was a tie, else the highest of the rest.
    let second = 0;
    keys.forEach((k, i) => {
      if (k !== top.key && totals[i]! > second) second = totals[i]!;
    });
    rebate(top, second, paid, options.accept);
  }
  return { key: options.restrictSignal === true && top.key === options.hold ? signalOf(bids, options) ?? top.key : top.key, total: top.total, paid };
}

/** RESTRICT_SIGNAL: the owner's signal for the unit, which it gives when bought to hold. */
function signalOf(bids: readonly Bid[], options: ChooseOptions): string | undefined {
  for (const b of bids) if (b.code === ':' && b.power === options.owner && options.orders.get(b.keys[0]!)?.signal === true) return b.keys[0];
  return undefined;
}

/**
 * EBAYOLA (§12): the winner costs one more than the best losing total; what that saves goes
 * back to the winner's contributors in the owner's acceptance order, never below a
 * plateau. The DPjudge charges one more when the winner won a tie; the rule says reduced, so
 * a tie costs the total and no more (README).
 */
function rebate(top: Candidate, second: number, paid: Map<PowerName, number>, accept: readonly PowerName[]): void {
  let pool = top.total - 1 - second;
  if (pool <= 0) return;
  const order = [...accept.filter((p) => paid.has(p)), ...[...paid.keys()].filter((p) => !accept.includes(p)).sort((a, b) => paid.get(b)! - paid.get(a)!)];
  for (const p of order) {
    if (pool <= 0) break;
    const room = paid.get(p)! - (top.plateau.get(p) ?? 0);
    const back = Math.max(0, Math.min(pool, room));
    paid.set(p, paid.get(p)! - back);
    pool -= back;
  }
}
