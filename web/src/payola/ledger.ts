import type { PayolaRecord, PayolaUnit } from '../../../shared/variants/payola/state.js';
import type { PowerName } from '../../../shared/map/types.js';
import type { IncomeLine } from '../../../shared/variants/payola/income.js';

/**
 * What a processed Payola phase says about money, read from its record as the API gives it
 * (already cut by the judge to what the viewer may see: shared/views/history.ts). Nothing
 * here hides anything: what is absent from the record is simply not shown.
 */

/** A record as the client reads it (the API's schema output: the same shape). */
export type RecordMoney = PayolaRecord;

/** One of the power's own units in the statement: the order it gave, its price, and whether the power's own money was behind it. */
export interface OwnUnitLine {
  readonly unit: string;
  readonly order: string;
  /** The winning total (what was charged, under EBAYOLA); undefined when the game hides it (HIDE_COST). */
  readonly total: number | undefined;
  /** `*`: the owner's money (a 0 AgP bid too) was no part of the winning order; undefined when the game hides it (HIDE_OFFERS). */
  readonly bought: boolean | undefined;
}

/** An offer of the power's that won: its share, the unit and the order given. */
export interface AcceptedLine {
  readonly unit: string;
  readonly owner: PowerName;
  /** The order it gave; the unit alone under BLIND, which tells the owner but not the order (shared/views/payola.ts). */
  readonly order: string;
  readonly paid: number;
}

/** A power's account statement for one processed phase (the DPjudge's ledger). */
export interface Ledger {
  readonly power: PowerName;
  /** A movement phase's statement (units and offers); otherwise only balances, transfers and income. */
  readonly movement: boolean;
  /** The treasury when the phase was processed; undefined when the viewer may not see it. */
  readonly before: number | undefined;
  readonly after: number | undefined;
  readonly units: readonly OwnUnitLine[];
  readonly accepted: readonly AcceptedLine[];
  /** What the power paid in all. */
  readonly cost: number;
  /** Rounds of overspending reduction the power's offers went through. */
  readonly reductions: number;
  /** The year's income, when it followed this phase. */
  readonly income: IncomeLine | undefined;
  /** The transfers made or received in the phase. */
  readonly transfers: readonly { readonly from: PowerName | null; readonly to: PowerName; readonly amount: number }[];
  /** The sheet as written, when the record holds it. */
  readonly sheet: readonly string[] | undefined;
}

/** The power's statement, or null when the record says nothing of its money. */
export function ledgerOf(money: RecordMoney, power: PowerName): Ledger | null {
  const units = money.units ?? [];
  const own = units.filter((u) => u.power === power);
  const accepted = units.filter((u) => (u.paid[power] ?? 0) > 0);
  const before = money.funds[power];
  const after = money.after[power];
  const transfers = money.transfers.filter((t) => t.from === power || t.to === power);
  // A statement is told only with the treasury: without it (another power's, NO_LEDGERS) the
  // record may still show units and prices (PUBLIC_TOTALS) or a transfer's giver, but what
  // that power paid is unknown, and "none of its offers were accepted" would be a guess.
  if (before === undefined && after === undefined) return null;
  return {
    power,
    movement: money.units !== undefined,
    before,
    after,
    units: own.map((u) => ({ unit: u.unit, order: u.order ?? u.unit, total: u.total, bought: u.ownerFunded === undefined ? undefined : !u.ownerFunded })),
    accepted: accepted.map((u) => ({ unit: u.unit, owner: u.power, order: u.order ?? u.unit, paid: u.paid[power]! })),
    cost: accepted.reduce((s, u) => s + u.paid[power]!, 0),
    reductions: money.reductions?.[power] ?? 0,
    income: money.income?.[power],
    transfers: transfers.map((t) => ({ from: t.from, to: t.to, amount: t.amount })),
    sheet: money.offers?.[power],
  };
}

/** The powers whose statements the viewer may read: those the record gives money for, in the map's order. */
export function ledgerPowers(money: RecordMoney, powers: readonly PowerName[]): PowerName[] {
  return powers.filter((p) => ledgerOf(money, p) !== null);
}

/** A unit's price label on the board: where it stood, and the winning total ("12", "12*" when bought by others). */
export interface PriceTag {
  readonly at: string;
  readonly text: string;
  readonly title: string;
}

/** The units whose price the viewer may see (the cut record gives `total` for those alone), labelled at the place each stood. */
export function priceTags(money: RecordMoney): PriceTag[] {
  return (money.units ?? []).flatMap((u) => {
    if (u.total === undefined) return [];
    const bought = u.ownerFunded === false;
    return [{ at: placeOf(u.unit), text: `${u.total}${bought ? '*' : ''}`, title: `${u.unit}: ${u.order}, ${u.total} AgP${bought ? ', bought without its owner’s money' : ''}` }];
  });
}

/** "F STP/SC" → "STP/SC": the place a unit named as the results name it stands. */
export function placeOf(unit: string): string {
  return unit.slice(unit.indexOf(' ') + 1).trim();
}

/** One row of the chart: a candidate order for a unit, each power's money for it, the total; `won` for the order given. */
export interface ChartRow {
  readonly unit: string;
  readonly owner: PowerName;
  readonly order: string;
  readonly by: Readonly<Record<PowerName, number>>;
  readonly total: number;
  readonly won: boolean;
}

/** The chart (every unit's candidates with each power's money: the master's, everyone's under PUBLIC_TOTALS), or null when the record holds no bids. */
export function chartOf(money: RecordMoney, order: readonly PowerName[] = []): { readonly rows: readonly ChartRow[]; readonly powers: readonly PowerName[] } | null {
  const units: readonly PayolaUnit[] = money.units ?? [];
  if (!units.some((u) => (u.bids ?? []).length > 0)) return null;
  const rows = units.flatMap((u) =>
    [...(u.bids ?? [])]
      .sort((a, b) => b.total - a.total)
      .map((b) => ({ unit: u.unit, owner: u.power, order: b.order, by: b.by, total: b.total, won: b.order === u.order })),
  );
  const seen = new Set<PowerName>();
  for (const r of rows) for (const p of Object.keys(r.by)) seen.add(p);
  return { rows, powers: [...order.filter((p) => seen.has(p)), ...[...seen].filter((p) => !order.includes(p)).sort()] };
}
