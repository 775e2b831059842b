import { currentPhase } from '../../game/board.js';
import type { PowerName } from '../../map/types.js';
import { annualReports, dividendLimit, payDividends, sharesOf } from './exchange.js';
import type { PayolaState } from './game-state.js';
import type { ExchangeBook, ExchangeRecord } from './state.js';

/*
 * EXCHANGE's year as the engine plays it (MECHANICS §15.2–15.3). The DPjudge runs a
 * dividend phase `D` and a report phase `Y` after the income phase, before the next
 * Spring's orders; our calendar has no such phases, so both belong to the first movement
 * phase after the year's income: the companies declare their dividends while it runs (it
 * waits for each company that owes one, as `D` does), and when it is processed the
 * dividends are paid first, out of the treasuries as they stand then, and the annual
 * reports written, before any bribe of that phase is charged. So a dividend comes out of
 * the income, as on the DPjudge, and competes with nothing the company bids afterwards.
 */

/** The year's dividend phase: the movement phase that follows a year's income (the DPjudge's `D` after `I`). */
export function dividendDue(state: PayolaState): boolean {
  return state.payola.exchange !== undefined && currentPhase(state).type === 'M' && state.history.at(-1)?.payola?.income !== undefined;
}

/**
 * Whether shares may be bought from the IPOs now: the game's first phase (the market
 * opens with the game) and each year's dividend phase, "specific phases of the game" (the
 * rule text), once a year, when every holder has just been told the year's accounts.
 */
export function marketOpen(state: PayolaState): boolean {
  return state.payola.exchange !== undefined && currentPhase(state).type === 'M' && (state.history.length === 0 || dividendDue(state));
}

/** Shares of a company held by others than itself: whom a dividend would pay. */
export function outsideShares(book: ExchangeBook, company: PowerName): number {
  return sharesOf(book.holdings, company) - (book.holdings[company]?.[company] ?? 0);
}

/**
 * The company owes a declaration before its dividend phase may be processed early: it has
 * holders besides its IPO and a limit above 0 (the DPjudge's `movesSubmitted`: a power
 * with no limit is submitted), and has declared nothing yet. At the deadline an undeclared
 * company withholds: the phase is not held up for it past then.
 */
export function owesDividend(state: PayolaState, company: PowerName): boolean {
  const book = state.payola.exchange;
  if (book === undefined || !dividendDue(state) || book.declared?.[company] !== undefined) return false;
  return outsideShares(book, company) > 0 && dividendLimit(state.payola.funds[company] ?? 0, book.holdings, company) > 0;
}

/** The books with the phase's own business gone: its declarations, the sales nobody took, and its votes (counted by then, ceo.ts). */
export function closedBook(book: ExchangeBook): ExchangeBook {
  const { declared: _d, sales: _s, votes: _v, ...rest } = book;
  return rest;
}

/** The books as a phase leaves them, no dividend paid: its record keeps them (for ROLLBACK); an offer of shares not taken lapses with the phase. */
export const standingExchange = (book: ExchangeBook): ExchangeRecord => ({ book, after: closedBook(book) });

/**
 * The dividend phase processed (§15.2–15.3): each declaration, cut to the company's limit
 * as its treasury stands now (a transfer since may have lowered it; the dividend never
 * takes more than the rule's limit), paid to every holder but the company's IPO; a company
 * that declared 0 or nothing withholds. Then each holder's annual report: the company's
 * treasury after the dividend and its holders. The treasuries of powers and the investors'
 * purses move; the declarations are cleared.
 */
export function payYear(book: ExchangeBook, funds: Readonly<Record<PowerName, number>>): { funds: Record<PowerName, number>; record: ExchangeRecord } {
  const declared: Record<PowerName, number> = {};
  for (const [company, d] of Object.entries(book.declared ?? {})) {
    if (sharesOf(book.holdings, company) > 0) declared[company] = Math.min(d, dividendLimit(funds[company] ?? 0, book.holdings, company));
  }
  const paid = payDividends({ ...funds, ...book.purses }, book.holdings, declared);
  // Declarations are checked at entry and cut to the limit above: a refusal here is a bug.
  if (!paid.ok) throw new Error(`EXCHANGE dividends: ${paid.error.message}`);
  const nextFunds: Record<PowerName, number> = {};
  const purses: Record<string, number> = {};
  for (const [holder, amount] of Object.entries(paid.value.funds)) {
    if (Object.hasOwn(book.purses, holder)) purses[holder] = amount;
    else nextFunds[holder] = amount;
  }
  const after: ExchangeBook = { ...closedBook(book), purses };
  return {
    funds: nextFunds,
    record: {
      book,
      after,
      // Withholding is news only to a company with holders to tell (the DPjudge's notice goes to its shareholders).
      dividends: { lines: paid.value.lines, withheld: paid.value.withheld.filter((c) => outsideShares(book, c) > 0) },
      reports: annualReports(paid.value.funds, book.holdings),
    },
  };
}
