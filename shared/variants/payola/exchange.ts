/**
 * EXCHANGE (Bruce Duewer's Exchange Payola, MECHANICS §15): each power is a company whose
 * shares are held by investors and by powers; a power may pay a dividend on them once a
 * year, and its shareholders are sent an annual report. Pure functions, played by the
 * engine through dividends.ts (the dividend phase) and market.ts (the commands).
 */
import { fail, ok, type Result } from '../../result';
import type { AnnualReport, DividendLine, ExchangeBook } from './state';

export type { AnnualReport, DividendLine } from './state';

/** Shares of each company (a power of the map) by holder (an investor's name or a power).
 *  A company's holding of itself is the shares still in its IPO (§15.1). */
export type Holdings = Readonly<Record<string, Readonly<Record<string, number>>>>;

export type ExchangeCode = 'bad_holdings' | 'bad_dividend';

/** Holdings checked: every count a whole number, 0 or more; each company a known power. */
export function checkHoldings(
  holdings: Holdings,
  powers: readonly string[],
): Result<Holdings, ExchangeCode> {
  for (const [company, holders] of Object.entries(holdings)) {
    if (!powers.includes(company)) {
      return fail('bad_holdings', `${company} is not a power of this game, so it has no shares.`);
    }
    for (const [holder, count] of Object.entries(holders)) {
      if (!Number.isSafeInteger(count) || count < 0) {
        return fail(
          'bad_holdings',
          `${holder} holds ${String(count)} shares of ${company}: a holding is a whole number, 0 or more.`,
        );
      }
    }
  }
  return ok(holdings);
}

/** Every share of a company, its own IPO included. */
export function sharesOf(holdings: Holdings, company: string): number {
  return Object.values(holdings[company] ?? {}).reduce((sum, n) => sum + n, 0);
}

/** The largest per-share dividend a company may declare: its balance divided by every share
 *  held (its IPO included, §15.2), rounded down; 0 when it has no shares or no money. */
export function dividendLimit(balance: number, holdings: Holdings, company: string): number {
  const shares = sharesOf(holdings, company);
  return shares > 0 && balance > 0 ? Math.floor(balance / shares) : 0;
}

export interface DividendOutcome {
  readonly funds: Readonly<Record<string, number>>;
  readonly lines: readonly DividendLine[];
  /** Companies that paid nothing (declared 0, or declared nothing): their holders are told
   *  it "withholds dividends". */
  readonly withheld: readonly string[];
}

/**
 * The dividend phase (§15.2): each company's declared per-share dividend d, from 0 to its
 * limit, moves shares × d from it to each holder other than itself (its IPO shares earn
 * nothing: the money would stay where it is). A company that declares nothing withholds,
 * as d = 0 does. Declarations are checked all before any money moves, against the
 * treasuries as they stand when the phase is processed; one out of range refuses the lot
 * with its sentence (the door answers each declaration when it is made, so this only
 * guards the engine).
 */
export function payDividends(
  funds: Readonly<Record<string, number>>,
  holdings: Holdings,
  declared: Readonly<Record<string, number>>,
): Result<DividendOutcome, ExchangeCode> {
  for (const [company, d] of Object.entries(declared)) {
    const refused = checkDividend(funds[company] ?? 0, holdings, company, d);
    if (!refused.ok) return refused;
  }
  const next: Record<string, number> = { ...funds };
  const lines: DividendLine[] = [];
  const withheld: string[] = [];
  for (const company of Object.keys(holdings)) {
    if (sharesOf(holdings, company) === 0) continue;
    const perShare = declared[company] ?? 0;
    if (perShare === 0) {
      withheld.push(company);
      continue;
    }
    for (const [holder, shares] of Object.entries(holdings[company] ?? {})) {
      if (holder === company || shares === 0) continue;
      const amount = shares * perShare;
      next[company] = (next[company] ?? 0) - amount;
      next[holder] = (next[holder] ?? 0) + amount;
      lines.push({ company, holder, shares, perShare, amount });
    }
  }
  return ok({ funds: next, lines, withheld });
}

/** One declaration checked: a whole number from 0 to the company's limit. */
export function checkDividend(
  balance: number,
  holdings: Holdings,
  company: string,
  perShare: number,
): Result<number, ExchangeCode> {
  if (sharesOf(holdings, company) === 0) {
    return fail('bad_dividend', `${company} has no shares outstanding, so it pays no dividend.`);
  }
  const limit = dividendLimit(balance, holdings, company);
  if (!Number.isSafeInteger(perShare) || perShare < 0 || perShare > limit) {
    return fail(
      'bad_dividend',
      `${company} may declare a dividend of 0 to ${limit} AgP a share (its ${balance} AgP over ` +
        `${sharesOf(holdings, company)} shares), not ${String(perShare)}.`,
    );
  }
  return ok(perShare);
}

/** The annual report (phase `Y`): each holder of one share or more of a company gets its
 *  treasury and its list of holders; the company's own IPO is not a shareholder to tell. */
export function annualReports(
  funds: Readonly<Record<string, number>>,
  holdings: Holdings,
): readonly AnnualReport[] {
  const reports: AnnualReport[] = [];
  for (const [company, byHolder] of Object.entries(holdings)) {
    const holders = Object.entries(byHolder)
      .filter(([, shares]) => shares > 0)
      .map(([holder, shares]) => ({ holder, shares }));
    for (const { holder } of holders) {
      if (holder === company) continue;
      reports.push({ company, holder, treasury: funds[company] ?? 0, holders });
    }
  }
  return reports;
}

/** The shares each company issues when an EXCHANGE game is made, all into its own IPO:
 *  the rule pages name no number, and the DPjudge leaves it to the master's game file. */
export const SHARES_ISSUED = 100;

/** An investor's name as a holder of shares and of a purse. */
export const investorHolder = (name: string): string => `INVESTOR:${name}`;

/** A new EXCHANGE game's books: every company's shares in its IPO, no investor yet. */
export function openExchange(powers: readonly string[]): ExchangeBook {
  return { holdings: Object.fromEntries(powers.map((p) => [p, { [p]: SHARES_ISSUED }])), purses: {} };
}

/**
 * An investor enters (INVEST): his opening purse (market.ts `openingPurse`: the game's
 * PURSE directive, or the poorest power's starting treasury) and no shares; he buys them
 * from the IPOs (market.ts). Refused when the name invests already.
 */
export function seatInvestor(book: ExchangeBook, name: string, purse = 0): Result<ExchangeBook, 'already_invested'> {
  const holder = investorHolder(name);
  if (holder in book.purses) return fail('already_invested', `${name} is an investor in this game already: choose another name.`);
  return ok({ ...book, purses: { ...book.purses, [holder]: purse } });
}
