import type { GameMap, PowerName, ProvinceId } from '../../map/types.js';
import { fail, ok, type Result } from '../../result.js';
import type { PayolaRules } from './rules.js';
import type { IncomeLine } from './state.js';
import { ZEROSUM_CENTRE, zeroSumIncome } from './zerosum.js';

/**
 * Treasuries and income (MECHANICS §2–3; rule 2.1, 6.2; rules 3.3): once a year, after the
 * winter adjustments, each power is paid for the centres it owns, by diminishing returns
 * unless the game says otherwise; a game starts with one year's income.
 */

/** A game's income directives: `TAX n`, `TAX <centre> n` (the "economic" model), `CAP n`. */
export interface IncomeDirectives {
  /** AgP per centre, for every centre. */
  readonly tax?: number;
  /** AgP for each centre listed; centres not listed pay nothing. */
  readonly centreTax?: Readonly<Record<ProvinceId, number>>;
  /** No power's income exceeds this. */
  readonly cap?: number;
  /** EXCHANGE: the AgP an investor's purse opens with (`PURSE n`; market.ts `openingPurse` when absent). */
  readonly purse?: number;
}

export type DirectiveError = 'bad_directive';

/** Reads directive lines ("TAX 5", "TAX PAR 3", "CAP 100"; EXCHANGE's "PURSE 40"), each refused with its reason. */
export function readIncomeDirectives(map: GameMap, lines: readonly string[]): Result<IncomeDirectives, DirectiveError> {
  let tax: number | undefined;
  let cap: number | undefined;
  let purse: number | undefined;
  const centreTax: Record<ProvinceId, number> = {};
  for (const line of lines) {
    const words = line.trim().toUpperCase().split(/\s+/);
    const amount = Number(words[words.length - 1]);
    if (words.length < 2 || words.length > 3 || !Number.isInteger(amount) || amount < 0) {
      return fail('bad_directive', `"${line.trim()}" is not an income directive: write TAX n, TAX <centre> n or CAP n, n a whole number of AgP.`);
    }
    if (words[0] === 'CAP' && words.length === 2) {
      // A cap of nothing would be no income at all: TAX 0 says that, if it is meant.
      if (amount < 1) return fail('bad_directive', 'CAP needs an amount of 1 AgP or more.');
      cap = amount;
    }
    else if (words[0] === 'TAX' && words.length === 2) tax = amount;
    else if (words[0] === 'PURSE' && words.length === 2) purse = amount;
    else if (words[0] === 'TAX') {
      const centre = words[1]!;
      if (!map.supplyCenters.has(centre)) return fail('bad_directive', `${centre} is not a supply centre of the ${map.name} map.`);
      centreTax[centre] = amount;
    } else return fail('bad_directive', `"${line.trim()}" is not an income directive: write TAX n, TAX <centre> n, CAP n or PURSE n.`);
  }
  return ok({ ...(tax === undefined ? {} : { tax }), ...(cap === undefined ? {} : { cap }), ...(purse === undefined ? {} : { purse }), ...(Object.keys(centreTax).length > 0 ? { centreTax } : {}) });
}

export interface IncomeTerms {
  readonly rules: PayolaRules;
  readonly directives?: IncomeDirectives;
  /** The centres needed to win this year: the k-th centre is worth this less k. */
  readonly victory: number;
  /** FLAT_TAX: AgP a centre, the number of players the game began with. */
  readonly players: number;
}

/**
 * One year's income for the centres owned (§3.2): TAX n, then FLAT_TAX, then per-centre TAX,
 * then diminishing returns (17, 16, 15 … on the standard board), each centre worth at least
 * nothing; CAP caps it.
 */
export function incomeFor(centres: readonly ProvinceId[], terms: IncomeTerms): number {
  const { rules, directives = {}, victory, players } = terms;
  const c = centres.length;
  let income: number;
  if (directives.tax !== undefined) income = c * directives.tax;
  else if (rules.flatTax) income = c * players;
  else if (directives.centreTax !== undefined) income = centres.reduce((s, p) => s + (directives.centreTax![p] ?? 0), 0);
  else {
    income = 0;
    for (let k = 1; k <= c; k++) income += Math.max(0, victory - k);
  }
  return directives.cap === undefined ? income : Math.min(income, directives.cap);
}

/** The centres needed to win in a game-year, by the map's list (the last repeating). */
export function victoryIn(map: GameMap, year: number): number {
  const first = Number(/\d+/.exec(map.begin)?.[0] ?? year);
  const list = map.victory.length > 0 ? map.victory : [Math.floor(map.supplyCenters.size / 2) + 1];
  return list[Math.min(Math.max(0, year - first), list.length - 1)]!;
}

/**
 * Each power's treasury at the start (§2.2): one year's income for the centres it starts
 * with; if that is nothing, half the first victory count for each unit it starts with.
 */
export function startingTreasuries(map: GameMap, rules: PayolaRules, directives?: IncomeDirectives, players = map.powers.size): Record<PowerName, number> {
  const victory = victoryIn(map, Number(/\d+/.exec(map.begin)?.[0] ?? 0));
  const out: Record<PowerName, number> = {};
  for (const power of map.powers.values()) {
    // VASSAL_DUMMIES: a dummy earns nothing until it is a vassal, and then for its controller (PayolaPower.initialize).
    if (rules.vassalDummies && map.dummies.includes(power.name)) {
      out[power.name] = 0;
      continue;
    }
    // ZEROSUM: 10 AgP a centre, and no tax ever after (zerosum.ts).
    if (rules.zeroSum) {
      out[power.name] = ZEROSUM_CENTRE * power.centers.length;
      continue;
    }
    const income = incomeFor(power.centers, { rules, victory, players, ...(directives ? { directives } : {}) });
    out[power.name] = income > 0 ? income : Math.floor(victory / 2) * power.units.length;
  }
  return out;
}

export interface IncomeInput {
  readonly map: GameMap;
  /** Who owns which centres after the winter adjustments. */
  readonly centers: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  readonly funds: Readonly<Record<PowerName, number>>;
  /** The game-year whose winter just ended. */
  readonly year: number;
  readonly rules: PayolaRules;
  readonly directives?: IncomeDirectives;
  /** PAY_DUMMIES: the dummy powers. */
  readonly dummies?: readonly PowerName[];
  /** FLAT_TAX: the players the game began with; absent, the map's powers. */
  readonly players?: number;
  /**
   * ZEROSUM: who owned which centres when the year began (absent: as now, no centre changed
   * hands) and the bribes paid to each power's units during the year (`offerProfits`).
   */
  /** VASSAL_DUMMIES: each vassal with its controller, as the seats stand when the income is paid. */
  readonly vassals?: Readonly<Record<PowerName, PowerName>>;
  readonly zeroSum?: { readonly startCenters: Readonly<Record<PowerName, readonly ProvinceId[]>>; readonly profits: Readonly<Record<PowerName, number>> };
}

export type { IncomeLine } from './state.js';

/** The income phase: each power's balance carried forward (or dropped, NO_HOARDING), its income, its new balance. */
export function incomePhase(input: IncomeInput): Record<PowerName, IncomeLine> {
  const { map, centers, funds, rules } = input;
  if (rules.zeroSum) {
    return zeroSumIncome({ startCenters: input.zeroSum?.startCenters ?? centers, centers, funds, profits: input.zeroSum?.profits ?? {}, powers: [...map.powers.keys()] });
  }
  const victory = victoryIn(map, input.year);
  const players = input.players ?? map.powers.size;
  const dummies = input.dummies ?? map.dummies;
  // PAY_DUMMIES: once no dummy owns a centre, there is nothing left to bribe, and nobody is paid.
  const paying = !rules.payDummies || dummies.some((d) => (centers[d]?.length ?? 0) > 0);
  const terms: IncomeTerms = { rules, victory, players, ...(input.directives ? { directives: input.directives } : {}) };
  const own = (power: PowerName): number => (paying ? incomeFor(centers[power] ?? [], terms) : 0);
  // VASSAL_DUMMIES (rules 3.2): "the DUMMY powers do not earn income unless they are vassal states …
  // All income earned by vassal state is added directly to its controlling Great Power's treasury."
  // Each vassal's income is reckoned for its own centres (CAP on it alone), as the DPjudge does.
  const fromVassals = new Map<PowerName, Record<PowerName, number>>();
  if (rules.vassalDummies) {
    for (const [vassal, boss] of Object.entries(input.vassals ?? {})) {
      const lines = fromVassals.get(boss) ?? {};
      lines[vassal] = own(vassal);
      fromVassals.set(boss, lines);
    }
  }
  const out: Record<PowerName, IncomeLine> = {};
  for (const power of map.powers.keys()) {
    const forward = rules.noHoarding ? 0 : (funds[power] ?? 0);
    const earns = !(rules.vassalDummies && dummies.includes(power));
    const vassals = fromVassals.get(power);
    const paid = vassals === undefined ? 0 : Object.values(vassals).reduce((a, b) => a + b, 0);
    const income = (earns ? own(power) : 0) + paid;
    out[power] = { forward, income, balance: forward + income, ...(vassals === undefined ? {} : { vassals }) };
  }
  return out;
}
