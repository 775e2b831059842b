import { adjudicateLines, type OrderLine } from '../../adjudicate/phase.js';
import { checkPosition } from '../../adjudicate/position.js';
import type { OrderReport, Position } from '../../adjudicate/types.js';
import { mapGraph } from '../../map/graph.js';
import type { GameMap, PowerName } from '../../map/types.js';
import { indexBoard } from '../../orders/check.js';
import { movementRules } from '../../orders/movement-rules.js';
import { builtRules } from '../../rules/built.js';
import { resolveRules } from '../../rules/index.js';
import { formatOrder } from '../../orders/format.js';
import { fail, ok, type Result } from '../../result.js';
import { defaultAcceptList, expandAcceptList, readAcceptList } from './accept.js';
import { expandOffers } from './bids.js';
import { candidatesOf } from './choose.js';
import { seeded } from './chance.js';
import { payolaRules } from './rules.js';
import { readOfferSheet, type CheckedOffer, type CheckedSheet, type LineError } from './sheet.js';
import { settleSpending } from './spend.js';

/**
 * A Payola movement phase (../../../DESIGN.md, "Payola movement phases"): treasuries, offer
 * sheets and acceptance lists in; each unit's order, its winning total and who paid what,
 * the rounds of reduction and the new treasuries out, the orders adjudicated by the
 * standard adjudicator.
 */
export interface PayolaMovementInput {
  readonly map: GameMap;
  readonly position: Position;
  /** Each power's treasury in AgP. */
  readonly funds: Readonly<Record<PowerName, number>>;
  /** Each power's offer sheet, line by line as written. */
  readonly offers: Readonly<Record<PowerName, readonly string[]>>;
  /** Each power's acceptance list as written ("FGE?"); absent: its initial, then `?`. */
  readonly accept?: Readonly<Record<PowerName, string>>;
  readonly rules?: readonly string[];
  /** The dummy powers (the map's, and any the game made); absent: the map's. */
  readonly dummies?: readonly PowerName[];
  /** VASSAL_DUMMIES: each vassal with its controller, whose acceptance list its units take (vassals.ts). */
  readonly vassals?: Readonly<Record<PowerName, PowerName>>;
  /**
   * EXCHANGE: the investors bidding beside the powers, by holder name (`INVESTOR:<name>`),
   * their purses in `funds` and their sheets in `offers` under that name. Each is read as
   * a foreign power (owning no unit: ZERO_FOREIGN, TOUCH/REMOTE_OFFER apply as to any
   * other's unit), pools with the powers, is charged and reduced when overspent as a power
   * is, and is on no acceptance list: investors share the last place on every owner's list,
   * broken by sheet order, and come after the listed powers for an EBAYOLA rebate.
   */
  readonly investors?: readonly string[];
  /** Draws the `?` of the acceptance lists. */
  readonly seed?: number;
  /** Give `chart` too: every candidate order of every unit with each power's money (a game's record keeps it). */
  readonly chart?: boolean;
}

/** One unit's bidding, as the chart shows it (after any overspending reduction). */
export interface UnitChart {
  /** Every candidate order, in the order first offered: the order in the judge's form, each power's money, the total. */
  readonly bids: readonly { readonly order: string; readonly by: Readonly<Record<PowerName, number>>; readonly total: number }[];
  /** Whether the owner's own money (a 0 AgP bid too) was in the order the unit gave: the ledger's `*` when not. */
  readonly ownerFunded: boolean;
}

export interface PayolaReport extends OrderReport {
  /** The winning total the unit was paid. */
  readonly total: number;
  /** What each power was charged for it (only powers that paid something). */
  readonly paid: Readonly<Record<PowerName, number>>;
}

export interface PayolaMovementOutcome {
  /** One a unit, in the position's order of units, under the unit's owner. */
  readonly results: readonly PayolaReport[];
  /** The lines of each sheet that were refused, and why; the rest of the sheet stands. */
  readonly refused: Readonly<Record<PowerName, readonly LineError[]>>;
  /** The rounds of overspending reduction each power went through (powers reduced only). */
  readonly reductions: Readonly<Record<PowerName, number>>;
  readonly next: { readonly position: Position; readonly funds: Readonly<Record<PowerName, number>> };
  /** With `chart` asked for: one a unit, as `results`. */
  readonly chart?: readonly UnitChart[];
}

export const PAYOLA_MOVEMENT_ERRORS = ['bad_position', 'wrong_phase', 'unknown_power', 'missing_funds', 'bad_funds', 'bad_accept', 'unsupported_rule', 'conflicting_rules'] as const;
export type PayolaMovementError = (typeof PAYOLA_MOVEMENT_ERRORS)[number];

/**
 * A Payola movement phase from its sheets as written: each sheet read and checked (its
 * refused lines answered), then settled as `settlePayolaMovement` does.
 */
export function payolaMovement(input: PayolaMovementInput): Result<PayolaMovementOutcome, PayolaMovementError> {
  const rules = payolaRules(input.rules);
  if (!rules.ok) return rules;
  const investors = investorsOf(input);
  if (!investors.ok) return investors;
  for (const power of Object.keys(input.offers)) {
    if (!input.map.powers.has(power) && !investors.value.has(power)) return fail('unknown_power', `${power} (in offers) is not a power of the ${input.map.name} map, nor an investor.`);
  }
  const phase = checkPosition(input.map, input.position);
  if (!phase.ok) return phase;
  // Offers are checked under the board options in force (SIGNAL_SUPPORT, COASTAL_CONVOY …).
  const standard = rules.value.standard.length === 0 ? ok([]) : resolveRules(rules.value.standard, 'standard', builtRules('standard'));
  if (!standard.ok) return fail('unsupported_rule', standard.error.message);
  const board = indexBoard(mapGraph(input.map), input.position.units, movementRules(standard.value));
  const dummies = new Set(input.dummies ?? input.map.dummies);
  const sheets: Record<PowerName, CheckedSheet> = {};
  const refused: Record<PowerName, readonly LineError[]> = {};
  for (const [power, lines] of Object.entries(input.offers)) {
    const read = readOfferSheet(input.map, power, lines, { board, rules: rules.value, dummies, funds: input.funds[power] ?? 0 });
    sheets[power] = read.sheet;
    if (read.errors.length > 0) refused[power] = read.errors;
  }
  const settled = settlePayolaMovement({ ...input, sheets });
  if (!settled.ok) return settled;
  return ok({ ...settled.value, refused });
}

/** The investors named, checked: each a holder name (`INVESTOR:<name>`), none a power of the map. */
function investorsOf(input: { readonly map: GameMap; readonly investors?: readonly string[] }): Result<ReadonlySet<string>, PayolaMovementError> {
  for (const name of input.investors ?? []) {
    if (!name.startsWith('INVESTOR:') || name.length === 'INVESTOR:'.length || input.map.powers.has(name)) {
      return fail('unknown_power', `${name} (in investors) is not an investor's holder name: write INVESTOR: and his name.`);
    }
  }
  return ok(new Set(input.investors ?? []));
}

/** A movement phase from sheets already read and checked, as a game keeps them from entry. */
export interface SettleInput extends Omit<PayolaMovementInput, 'offers'> {
  readonly sheets: Readonly<Record<PowerName, CheckedSheet>>;
}

export function settlePayolaMovement(input: SettleInput): Result<Omit<PayolaMovementOutcome, 'refused'>, PayolaMovementError> {
  const { map, position } = input;
  const rules = payolaRules(input.rules);
  if (!rules.ok) return rules;
  const phase = checkPosition(map, position);
  if (!phase.ok) return phase;
  if (phase.value.type !== 'M') return fail('wrong_phase', `${position.phase} is not a movement phase: only movement phases take offers.`);
  const investors = investorsOf(input);
  if (!investors.ok) return investors;
  for (const [what, record] of [['funds', input.funds], ['offers', input.sheets], ['accept', input.accept ?? {}]] as const) {
    for (const power of Object.keys(record)) {
      // An investor has a purse and a sheet, never an acceptance list: he owns no unit.
      if (!map.powers.has(power) && !(what !== 'accept' && investors.value.has(power))) {
        return fail('unknown_power', `${power} (in ${what}) is not a power of the ${map.name} map${what === 'accept' ? '' : ', nor an investor'}.`);
      }
    }
  }
  for (const [power, n] of Object.entries(input.funds)) {
    if (!Number.isInteger(n) || n < 0) return fail('bad_funds', `${power}'s treasury must be a whole number of AgP, 0 or more; ${n} is not.`);
  }
  for (const unit of position.units) {
    if (!(unit.power in input.funds)) return fail('missing_funds', `${unit.power} has units but no treasury: give its funds.`);
  }
  const dummies = new Set(input.dummies ?? map.dummies);
  const draw = seeded(input.seed ?? 0);
  const accept = new Map<PowerName, PowerName[]>();
  for (const power of map.powers.keys()) {
    // A vassal's units take its controller's list (the DPjudge's determineOrders), as written or by default.
    const whose = input.vassals?.[power] ?? power;
    const written = input.accept?.[whose];
    const list = written === undefined ? ok(defaultAcceptList(map, whose, dummies.has(whose))) : readAcceptList(map, written);
    if (!list.ok) return fail('bad_accept', `${power}: ${list.error.message}`);
    // Drawn once for the phase, whatever passes the overspending loop makes (README).
    accept.set(power, expandAcceptList(map, list.value, draw));
  }

  const board = indexBoard(mapGraph(map), position.units);
  const funds = (p: PowerName): number => input.funds[p] ?? 0;
  const sheets = new Map<PowerName, readonly CheckedOffer[]>();
  const liquid = new Map<PowerName, number>();
  for (const power of map.powers.keys()) liquid.set(power, funds(power));
  for (const [power, sheet] of Object.entries(input.sheets)) {
    sheets.set(power, sheet.offers);
    // A savings request keeps money out of reach of this phase's offers (§6.1).
    liquid.set(power, Math.max(0, funds(power) - sheet.savings));
  }
  const { bids, orders, holds } = expandOffers(board, sheets);
  const spent = settleSpending({
    bids,
    units: board.units.length,
    liquid,
    options: (u) => ({
      accept: accept.get(board.units[u]!.power) ?? [],
      // A vassal is a dummy somebody controls: its contested units choose by the list, they do not hold.
      dummy: dummies.has(board.units[u]!.power) && input.vassals?.[board.units[u]!.power] === undefined,
      ebayola: rules.value.ebayola,
      publicTotals: rules.value.publicTotals,
      hold: holds[u]!,
      orders: orders[u]!,
      restrictSignal: rules.value.restrictSignal,
      owner: board.units[u]!.power,
    }),
  });

  const lines: OrderLine[] = spent.choices.map((c, u) => {
    const order = orders[u]!.get(c.key)!.order;
    return { power: board.units[u]!.power, text: formatOrder(order), order: ok(order) };
  });
  const outcome = adjudicateLines({ map, position, lines, rules: rules.value.standard });
  if (!outcome.ok) return fail(outcome.error.code === 'unsupported_rule' ? 'unsupported_rule' : 'bad_position', outcome.error.message);
  const reports = outcome.value.results;
  const results: PayolaReport[] = new Array(spent.choices.length);
  for (let u = 0; u < spent.choices.length; u++) {
    const c = spent.choices[u]!;
    const r = reports[u]!;
    const paid: Record<PowerName, number> = {};
    c.paid.forEach((n, p) => {
      if (n > 0) paid[p] = n;
    });
    // Written out rather than spread: this runs for every unit of every phase.
    results[u] = r.reason === undefined
      ? { power: r.power, order: r.order, result: r.result, total: c.total, paid }
      : { power: r.power, order: r.order, result: r.result, reason: r.reason, total: c.total, paid };
  }
  const nextFunds: Record<PowerName, number> = { ...input.funds };
  for (const [p, n] of spent.spent) nextFunds[p] = funds(p) - n;
  const settled = {
    results,
    reductions: Object.fromEntries(spent.reductions),
    next: { position: outcome.value.next, funds: nextFunds },
  };
  if (input.chart !== true) return ok(settled);
  // The bids as the overspending loop left them (it reduces them in place): what was really on offer.
  const byUnit: (typeof bids)[] = board.units.map(() => []);
  for (const b of bids) byUnit[b.unit]!.push(b);
  const chart: UnitChart[] = spent.choices.map((c, u) => {
    const owner = board.units[u]!.power;
    const candidates = candidatesOf(byUnit[u]!, { orders: orders[u]!, publicTotals: rules.value.publicTotals, restrictSignal: rules.value.restrictSignal });
    return {
      bids: candidates.map((k) => ({ order: formatOrder(orders[u]!.get(k.key)!.order), by: Object.fromEntries(k.cost), total: k.total })),
      ownerFunded: candidates.find((k) => k.key === c.key)?.seq.has(owner) ?? false,
    };
  });
  return ok({ ...settled, chart });
}
