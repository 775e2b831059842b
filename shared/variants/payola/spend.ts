import type { PowerName } from '../../map/types.js';
import type { Bid } from './bids.js';
import { chooseOrder, type Choice, type ChooseOptions } from './choose.js';

/**
 * Overspending (MECHANICS §10–11; QA "Overexpenditure"): every unit chooses; if what a
 * power's winning bids cost is more than it may spend, all its bids above their plateaus
 * drop one AgP (or, with none above, all plateaus are forgotten and every bid drops one),
 * for every overspent power at once, and every unit chooses again, until nobody is
 * overspent. Only winning bids are charged.
 */
export interface SpendInput {
  readonly bids: readonly Bid[];
  readonly units: number;
  /** What each power may spend this phase: its treasury less its savings requests. */
  readonly liquid: ReadonlyMap<PowerName, number>;
  /** The choosing options of each unit (its owner's list, dummy or not …). */
  readonly options: (unit: number) => ChooseOptions;
}

export interface Spent {
  readonly choices: readonly Choice[];
  /** Rounds of reduction each power went through (0: none). */
  readonly reductions: ReadonlyMap<PowerName, number>;
  /** What each power pays in all. */
  readonly spent: ReadonlyMap<PowerName, number>;
}

export function settleSpending({ bids, units, liquid, options }: SpendInput): Spent {
  const byUnit: Bid[][] = Array.from({ length: units }, () => []);
  for (const b of bids) byUnit[b.unit]!.push(b);
  const byPower = new Map<PowerName, Bid[]>();
  for (const b of bids) {
    const list = byPower.get(b.power);
    if (list) list.push(b);
    else byPower.set(b.power, [b]);
  }
  const opts = Array.from({ length: units }, (_, u) => options(u));
  const reductions = new Map<PowerName, number>();
  for (;;) {
    const choices = byUnit.map((unitBids, u) => chooseOrder(unitBids, opts[u]!));
    const spent = new Map<PowerName, number>();
    for (const c of choices) for (const [p, n] of c.paid) spent.set(p, (spent.get(p) ?? 0) + n);
    const over = [...spent].filter(([p, n]) => n > (liquid.get(p) ?? 0)).map(([p]) => p);
    if (over.length === 0) return { choices, reductions, spent };
    for (const p of over) {
      reductions.set(p, (reductions.get(p) ?? 0) + 1);
      reduce(byPower.get(p) ?? []);
    }
  }
}

/** One round of reduction of one power's bids (§6.2, §10.2). */
function reduce(bids: readonly Bid[]): void {
  const above = bids.filter((b) => b.amount > b.plateau);
  if (above.length > 0) {
    for (const b of above) b.amount -= 1;
    return;
  }
  for (const b of bids) {
    b.plateau = 0;
    if (b.amount > 0) b.amount -= 1;
  }
}
