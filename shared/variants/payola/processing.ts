import type { OrderReport } from '../../adjudicate/types.js';
import { parsePhase } from '../../map/phase.js';
import type { PowerName } from '../../map/types.js';
import { gameMap } from '../../game/board.js';
import { advanceGame, playPhase, type Played } from '../../game/process.js';
import type { GameEvent, GameState, PhaseRecord } from '../../game/types.js';
import { boardless, directivesOf, dummiesOf, phaseSeed, rulesOf, type PayolaState } from './game-state.js';
import { incomePhase } from './income.js';
import { offerProfits } from './zerosum.js';
import { vassalsAtIncome, vassalsOf } from './vassals.js';
import { payolaMovement } from './movement.js';
import { elected } from './ceo.js';
import { dividendDue, payYear, standingExchange } from './dividends.js';
import type { PayolaGame, PayolaRecord, PayolaUnit } from './state.js';

/**
 * A Payola game's phases processed: a movement phase settled from the sheets, treasuries
 * and acceptance lists (movement.ts), retreats and adjustments as the standard game plays
 * them; then NO_DONATIONS and, once a year's adjustments are over, the income; the
 * record keeps the money (`PhaseRecord.payola`) and the game moves on.
 */

/** The money a phase is played with: the game's, or a record's when a phase is played again. */
export type Money = Pick<PayolaGame, 'funds' | 'offers' | 'accept' | 'transfers' | 'exchange'>;

/** A played phase whose record carries its money, before NO_DONATIONS and income. */
export interface PayolaPlayed extends Played {
  readonly record: PhaseRecord & { readonly payola: PayolaRecord };
}

/** The settlement's new money parted again: the powers' treasuries, and the investors' purses (EXCHANGE). */
function splitPurses(next: Readonly<Record<PowerName, number>>, purses: Readonly<Record<string, number>>): { funds: Record<PowerName, number>; purses: Record<string, number> } {
  const funds: Record<PowerName, number> = {};
  const out: Record<string, number> = {};
  for (const [holder, n] of Object.entries(next)) {
    if (Object.hasOwn(purses, holder)) out[holder] = n;
    else funds[holder] = n;
  }
  return { funds, purses: out };
}

/** The movement phase on the board, settled from these sheets (late powers: none). */
export function playMovement(state: PayolaState, money: Money, now: number): PayolaPlayed {
  const map = gameMap(state.settings);
  const position = state.position;
  // EXCHANGE: the year's dividends are paid first, in the phase that follows the income (dividends.ts).
  const book = money.exchange;
  const year = book === undefined ? null : dividendDue(state) ? payYear(book, money.funds) : { funds: money.funds, record: standingExchange(book) };
  // The CEOs elected by the votes of this phase, counted with the books as it is processed (ceo.ts).
  const counted = year === null ? null : elected(year.record);
  // EXCHANGE: the investors bid from their purses beside the powers (the purses after any dividend), keyed by holder name.
  const purses = counted?.after.purses ?? {};
  const investors = Object.keys(purses);
  const settled = payolaMovement({
    map,
    position,
    funds: { ...(year === null ? money.funds : year.funds), ...purses },
    investors,
    offers: money.offers,
    accept: money.accept,
    rules: state.settings.rules,
    dummies: dummiesOf(state, map),
    vassals: vassalsOf(state),
    seed: phaseSeed(state.id, position.phase),
    chart: true,
  });
  // Our own position, funds and rules, the sheets checked at entry: a refusal is a bug, not input.
  if (!settled.ok) throw new Error(`Game ${state.id}, ${position.phase}: ${settled.error.message}`);
  const { funds: after, purses: spentPurses } = splitPurses(settled.value.next.funds, purses);
  const outcome = { ...settled.value, next: { ...settled.value.next, funds: after } };
  const books = counted === null ? null : { ...counted, after: { ...counted.after, purses: spentPurses } };
  const results: OrderReport[] = outcome.results.map(({ total: _t, paid: _p, ...report }) => report);
  const orders: Record<PowerName, string[]> = {};
  for (const r of results) (orders[r.power] ??= []).push(r.order);
  const units: PayolaUnit[] = position.units.map((u, i) => {
    const r = outcome.results[i]!;
    const chart = outcome.chart![i]!;
    return { unit: `${u.kind} ${u.at}`, power: u.power, order: r.order, total: r.total, paid: r.paid, ownerFunded: chart.ownerFunded, bids: chart.bids };
  });
  const payola: PayolaRecord = {
    funds: money.funds,
    after: outcome.next.funds,
    transfers: money.transfers,
    offers: money.offers,
    accept: money.accept,
    units,
    reductions: outcome.reductions,
    ...(books === null ? {} : { exchange: books }),
  };
  return { record: { position, orders, results, processedAt: now, payola }, next: outcome.next.position };
}

/**
 * The game as the standard adjudicator is to see it: the rules not Payola's own (ORDER_ANY,
 * the offer and money rules are the rules core's, and the adjudicator knows none of them).
 */
export const forAdjudicator = (state: PayolaState): PayolaState => ({ ...state, settings: { ...state.settings, rules: rulesOf(state).standard } });

/** A retreat or adjustment phase, played as the standard game plays it; the money stays where it was. */
export function playStandard(state: PayolaState, now: number): PayolaPlayed {
  const played = playPhase(forAdjudicator(state), now);
  const { funds, transfers, exchange } = state.payola;
  const books = exchange === undefined ? {} : { exchange: standingExchange(exchange) };
  return { ...played, record: { ...played.record, payola: { funds, after: funds, transfers, ...books } } };
}

/** The year's adjustments are over: the phase after is the first movement phase of another year (MECHANICS §1.2). */
function incomeDue(played: string, next: string): boolean {
  const a = parsePhase(played);
  const b = parsePhase(next);
  return a.ok && b.ok && b.value.type === 'M' && b.value.year !== a.value.year;
}

/**
 * What follows a phase's own money: under NO_DONATIONS a power left with nothing on the
 * board loses its balance after a movement phase (MECHANICS §16.2); after the year's
 * adjustments (or the movement that skipped them) each power is paid its income (§3).
 * The record says both: `after`, and `income` when it was paid.
 */
export function settleYear(state: PayolaState, played: PayolaPlayed): PayolaPlayed {
  const rules = rulesOf(state);
  const map = gameMap(state.settings);
  const money = played.record.payola;
  let after: Record<PowerName, number> = { ...money.after };
  if (rules.noDonations && money.units !== undefined) {
    for (const power of Object.keys(after)) if (boardless(played.next, power)) after[power] = 0;
  }
  let income: PayolaRecord['income'];
  if (incomeDue(played.record.position.phase, played.next.phase)) {
    const year = parsePhase(played.record.position.phase);
    const { vassals, centers } = vassalsAtIncome(state, played.record.position, played.next);
    income = incomePhase({
      map,
      centers,
      vassals,
      funds: after,
      year: year.ok ? year.value.year : 0,
      rules,
      dummies: dummiesOf(state, map),
      directives: directivesOf(state),
      ...(rules.zeroSum ? { zeroSum: zeroSumYear(state, played.record) } : {}),
    });
    after = Object.fromEntries(Object.entries(income).map(([p, line]) => [p, line.balance]));
  }
  const payola: PayolaRecord = { ...money, after, ...(income === undefined ? {} : { income }) };
  return { ...played, record: { ...played.record, payola } };
}

/**
 * ZEROSUM's year (zerosum.ts): who owned which centres when the year began (the first
 * phase of the year played), and the bribes paid to each power's units in its movement
 * phases, the one just played among them.
 */
function zeroSumYear(state: GameState, played: PhaseRecord): { startCenters: PhaseRecord['position']['centers']; profits: Record<PowerName, number> } {
  const yearOf = (r: PhaseRecord): number | null => {
    const p = parsePhase(r.position.phase);
    return p.ok ? p.value.year : null;
  };
  const year = yearOf(played);
  const records = [...state.history.filter((r) => yearOf(r) === year), played];
  return { startCenters: records[0]!.position.centers, profits: offerProfits(records.map((r) => r.payola?.units ?? [])) };
}

/** A power with money left is not out of the game, whatever it has on the board (MECHANICS §16.1). */
const withMoney = (state: GameState, power: PowerName): boolean => (state.payola?.funds[power] ?? 0) > 0;

/**
 * A played phase applied: its year settled, the treasuries moved on, this phase's sheets
 * and transfers cleared (the acceptance lists stand), then the game advanced as every game is.
 */
export function advancePayola(state: PayolaState, played: PayolaPlayed, now: number, undone: GameState['undone'] = []): { state: GameState; events: GameEvent[] } {
  const settled = settleYear(state, played);
  const exchange = settled.record.payola.exchange === undefined ? {} : { exchange: settled.record.payola.exchange.after };
  const payola: PayolaGame = { ...state.payola, funds: settled.record.payola.after, offers: {}, transfers: [], ...exchange };
  return advanceGame({ ...state, payola }, settled, now, undone, withMoney);
}
