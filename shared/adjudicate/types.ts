import type { Location, PowerName, ProvinceId, UnitKind } from '../map/types.js';

/** A unit on the board. */
export interface Unit {
  readonly power: PowerName;
  readonly kind: UnitKind;
  readonly at: Location;
}

/** A unit dislodged in the movement phase just resolved, waiting to retreat. */
export interface DislodgedUnit extends Unit {
  /** The province its attacker came from over land; absent when the attacker was convoyed. */
  readonly from?: ProvinceId;
}

/** Everything the adjudicator needs to know of a board at the start of a phase. */
export interface Position {
  /** "S1901M". */
  readonly phase: string;
  readonly units: readonly Unit[];
  /** Retreat phases: the units that must retreat. */
  readonly dislodged: readonly DislodgedUnit[];
  /** Provinces left empty by a bounce in the movement phase just resolved. */
  readonly standoffs: readonly ProvinceId[];
  /** Supply-centre ownership. */
  readonly centers: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  /**
   * MOBILIZE: home centres each power has yet to choose (DPjudge's "SC!"), in the
   * adjustment phase that opens the game. Each counts as a centre owned; the power builds
   * in one of its own home centres that nobody owns, and owns it from then on. Absent
   * everywhere else (orders/build-sites.ts reads it).
   */
  readonly unplaced?: Readonly<Record<PowerName, number>>;
  /**
   * Each power's home centres, where the game has changed them from the map's: a NEWHOMES
   * year's adjustments make them the centres owned, and a build in a claimed centre (`&SC`)
   * adds it. Absent while the map's homes hold (on a NEWHOMES map: before the first
   * reassignment, when nobody has a home). Read by orders/build-sites.ts.
   */
  readonly homes?: Readonly<Record<PowerName, readonly ProvinceId[]>>;
}

/** The vocabulary of results, as the `judge` CLI prints them (../DESIGN.md). */
export const ORDER_RESULTS = [
  'succeeds',
  'fails',
  'cut',
  'dislodged',
  'void',
  'no convoy',
  'disbanded',
  'waived',
  'ignored',
] as const;
export type OrderResult = (typeof ORDER_RESULTS)[number];

/** What became of one order line, or of a default order the judge gave. */
export interface OrderReport {
  readonly power: PowerName;
  /**
   * The order as it was written; for a default order, in the judge's own form; under
   * FICTIONAL_OK without SHOW_PHANTOM, for a support or convoy offered to a unit not there
   * (or a move by convoy through fleets not there), the hold it became, in the judge's form.
   */
  readonly order: string;
  readonly result: OrderResult;
  /** Why an order is void or ignored, in a sentence. */
  readonly reason?: string;
  /** The judge gave this order: the unit had none (hold, disband, civil-disorder removal, waive). */
  readonly default?: true;
}

/** The outcome of adjudicating one phase. */
export interface PhaseOutcome {
  /** Every order line in the order given, then the default orders. */
  readonly results: readonly OrderReport[];
  /** The position at the start of the next phase that has something to order. */
  readonly next: Position;
}
