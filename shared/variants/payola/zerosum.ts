import type { PowerName, ProvinceId } from '../../map/types.js';
import type { IncomeLine, PayolaUnit } from './state.js';

/**
 * ZEROSUM (rules 3.3; Michael Schmahl's Zero Sum Payola; MECHANICS §3.6): no money is
 * printed but for neutral centres. A power starts with 10 AgP a centre; the bribes paid to
 * its units during the year are its income ("offer profits"); a neutral centre captured
 * pays its captor 10 AgP; an owned centre changing hands moves a share of the loser's
 * treasury to the gainer: the treasury divided by the centres the loser held when the year
 * began, rounded down.
 */

/** AgP a centre at the start, and for a neutral centre captured. */
export const ZEROSUM_CENTRE = 10;

export interface ZeroSumInput {
  /** Who owned which centres when the year began (its first movement phase). */
  readonly startCenters: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  /** Who owns them now, the year's adjustments done. */
  readonly centers: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  readonly funds: Readonly<Record<PowerName, number>>;
  /** What was paid to each power's units during the year (`offerProfits`). */
  readonly profits: Readonly<Record<PowerName, number>>;
  /** Every power of the game, so that each gets its line. */
  readonly powers: readonly PowerName[];
}

/** The money each power was paid for its units in these settled movement phases (its own money too: it comes back). */
export function offerProfits(phases: readonly (readonly PayolaUnit[])[]): Record<PowerName, number> {
  const out: Record<PowerName, number> = {};
  for (const units of phases) {
    for (const u of units) {
      const paid = Object.values(u.paid).reduce((s, n) => s + n, 0);
      if (paid > 0) out[u.power] = (out[u.power] ?? 0) + paid;
    }
  }
  return out;
}

/** Each centre's owner in a table of centres by power. */
function ownerOf(centers: Readonly<Record<PowerName, readonly ProvinceId[]>>): Map<ProvinceId, PowerName> {
  const out = new Map<ProvinceId, PowerName>();
  for (const [power, list] of Object.entries(centers)) for (const c of list) out.set(c, power);
  return out;
}

/**
 * The year's reckoning: each power's balance carried forward, its offer profits, the
 * centres it captured and lost with the money each moved, its new balance. A loser's share
 * is reckoned once, from its treasury with its profits before any centre moves, so every
 * centre it lost moves the same amount (as the DPjudge reckons it; MECHANICS §3.6).
 */
export function zeroSumIncome(input: ZeroSumInput): Record<PowerName, IncomeLine> {
  const before = ownerOf(input.startCenters);
  const after = ownerOf(input.centers);
  const share = (loser: PowerName): number => {
    const held = input.startCenters[loser]?.length ?? 0;
    const treasury = (input.funds[loser] ?? 0) + (input.profits[loser] ?? 0);
    return held === 0 ? 0 : Math.floor(Math.max(0, treasury) / held);
  };
  const lines = new Map(input.powers.map((p) => [p, { captures: [] as { centre: ProvinceId; from: PowerName | null; amount: number }[], losses: [] as { centre: ProvinceId; to: PowerName; amount: number }[] }]));
  for (const [centre, gainer] of [...after].sort(([a], [b]) => a.localeCompare(b))) {
    const loser = before.get(centre) ?? null;
    if (loser === gainer) continue;
    const amount = loser === null ? ZEROSUM_CENTRE : share(loser);
    lines.get(gainer)?.captures.push({ centre, from: loser, amount });
    if (loser !== null) lines.get(loser)?.losses.push({ centre, to: gainer, amount });
  }
  const out: Record<PowerName, IncomeLine> = {};
  for (const power of input.powers) {
    const { captures, losses } = lines.get(power)!;
    const forward = input.funds[power] ?? 0;
    const profits = input.profits[power] ?? 0;
    const income = profits + captures.reduce((s, c) => s + c.amount, 0) - losses.reduce((s, l) => s + l.amount, 0);
    out[power] = {
      forward,
      income,
      balance: forward + income,
      profits,
      ...(captures.length > 0 ? { captures } : {}),
      ...(losses.length > 0 ? { losses } : {}),
    };
  }
  return out;
}
