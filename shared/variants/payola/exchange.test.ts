import { describe, expect, it } from 'vitest';
import { annualReports, checkHoldings, dividendLimit, payDividends, type Holdings } from './exchange';

const holdings = {
  ENGLAND: { ENGLAND: 4, 'INVESTOR:alice': 3, FRANCE: 3 },
  FRANCE: { FRANCE: 10 },
  ITALY: {},
};
const funds = { ENGLAND: 25, FRANCE: 30, ITALY: 12, 'INVESTOR:alice': 5 };

describe('EXCHANGE shares', () => {
  it('accepts whole holdings of known powers', () => {
    expect(checkHoldings(holdings, ['ENGLAND', 'FRANCE', 'ITALY']).ok).toBe(true);
  });
  it('refuses a fraction, a negative holding and an unknown company', () => {
    const bads: Holdings[] = [{ ENGLAND: { FRANCE: 1.5 } }, { ENGLAND: { FRANCE: -1 } }, { SPAIN: { FRANCE: 1 } }];
    for (const bad of bads) {
      const r = checkHoldings(bad, ['ENGLAND', 'FRANCE']);
      expect(r.ok ? null : r.error.code).toBe('bad_holdings');
    }
  });
});

describe('EXCHANGE dividends', () => {
  it('limits a dividend to the balance over every share held, the IPO included', () => {
    expect(dividendLimit(25, holdings, 'ENGLAND')).toBe(2); // 25 // 10
    expect(dividendLimit(12, holdings, 'ITALY')).toBe(0);
  });
  it('pays shares x d to each holder but the company itself', () => {
    const r = payDividends(funds, holdings, { ENGLAND: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.funds).toEqual({ ENGLAND: 13, FRANCE: 36, ITALY: 12, 'INVESTOR:alice': 11 });
    expect(r.value.lines.map((l) => [l.holder, l.amount])).toEqual([['INVESTOR:alice', 6], ['FRANCE', 6]]);
    // France declared nothing and has shares (its IPO): it withholds; Italy has none.
    expect(r.value.withheld).toEqual(['FRANCE']);
  });
  it('refuses a dividend over the limit, a negative one, and one with no shares', () => {
    const declarations: Record<string, number>[] = [{ ENGLAND: 3 }, { ENGLAND: -1 }, { ITALY: 0 }];
    for (const declared of declarations) {
      const r = payDividends(funds, holdings, declared);
      expect(r.ok ? null : r.error.code).toBe('bad_dividend');
    }
    const r = payDividends(funds, holdings, { ENGLAND: 3 });
    expect(r.ok ? '' : r.error.message).toContain('0 to 2 AgP a share');
  });
});

describe('EXCHANGE annual report', () => {
  it('tells each shareholder the treasury and the holders, not the IPO itself', () => {
    const reports = annualReports(funds, holdings);
    expect(reports.map((r) => [r.company, r.holder])).toEqual([
      ['ENGLAND', 'INVESTOR:alice'],
      ['ENGLAND', 'FRANCE'],
    ]);
    expect(reports[0]).toMatchObject({ treasury: 25, holders: [
      { holder: 'ENGLAND', shares: 4 }, { holder: 'INVESTOR:alice', shares: 3 }, { holder: 'FRANCE', shares: 3 },
    ] });
  });
});
