/** Treasuries and income (MECHANICS §2–3, rule 2.1's table, rules 3.3). */
import { describe, expect, test } from 'vitest';
import { incomeFor, incomePhase, readIncomeDirectives, startingTreasuries } from './income.js';
import { payolaRules, type PayolaRules } from './rules.js';
import { map } from './test-board.js';

function rules(...names: string[]): PayolaRules {
  const r = payolaRules(names);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const centres = (n: number): string[] => [...map.supplyCenters].slice(0, n);

describe('income', () => {
  test('rule 2.1: the diminishing-returns table for a victory count of 18', () => {
    const table = Array.from({ length: 17 }, (_, i) => incomeFor(centres(i + 1), { rules: rules(), victory: 18, players: 7 }));
    expect(table).toEqual([17, 33, 48, 62, 75, 87, 98, 108, 117, 125, 132, 138, 143, 147, 150, 152, 153]);
  });
  test('rule 6.2: other maps count down from one less than their victory count; no centre is worth less than nothing', () => {
    expect(incomeFor(centres(3), { rules: rules(), victory: 10, players: 5 })).toBe(9 + 8 + 7);
    expect(incomeFor(centres(12), { rules: rules(), victory: 10, players: 5 })).toBe(45);
  });
  test('FLAT_TAX (and PAYOLA_CLASSIC): the number of players for each centre', () => {
    expect(incomeFor(centres(3), { rules: rules('FLAT_TAX'), victory: 18, players: 7 })).toBe(21);
    expect(incomeFor(centres(4), { rules: rules('PAYOLA_CLASSIC'), victory: 18, players: 7 })).toBe(28);
  });
  test('TAX n comes before FLAT_TAX; TAX <centre> n pays the centres listed only; CAP caps', () => {
    const d = readIncomeDirectives(map, ['TAX 5']);
    expect(d.ok && incomeFor(centres(3), { rules: rules('FLAT_TAX'), directives: d.value, victory: 18, players: 7 })).toBe(15);
    const e = readIncomeDirectives(map, ['TAX PAR 10', 'TAX BRE 4', 'CAP 12']);
    expect(e.ok && incomeFor(['PAR', 'BRE', 'MAR'], { rules: rules(), directives: e.value, victory: 18, players: 7 })).toBe(12);
    const f = readIncomeDirectives(map, ['CAP 40']);
    expect(f.ok && incomeFor(centres(5), { rules: rules(), directives: f.value, victory: 18, players: 7 })).toBe(40);
  });
  test('a malformed directive is refused with its reason', () => {
    for (const line of ['TAX', 'TAX -3', 'TAX BUR 3', 'LEVY 3', 'CAP PAR 3', 'CAP 0']) {
      const r = readIncomeDirectives(map, [line]);
      expect(r.ok ? 'ok' : r.error.code, line).toBe('bad_directive');
    }
  });
});

describe('treasuries', () => {
  test('§2.2: one year\'s income to start: 48 for three centres, 62 for Russia\'s four', () => {
    const t = startingTreasuries(map, rules());
    expect(t).toEqual({ AUSTRIA: 48, ENGLAND: 48, FRANCE: 48, GERMANY: 48, ITALY: 48, RUSSIA: 62, TURKEY: 48 });
  });
  test('§2.2 under FLAT_TAX: 21 and 28', () => {
    const t = startingTreasuries(map, rules('FLAT_TAX'));
    expect([t.FRANCE, t.RUSSIA]).toEqual([21, 28]);
  });
  test('§2.2: with no income to start, half the victory count for each unit', () => {
    const t = startingTreasuries(map, rules(), { tax: 0 });
    expect([t.FRANCE, t.RUSSIA]).toEqual([27, 36]);
  });
});

describe('the income phase', () => {
  const centers = { FRANCE: ['PAR', 'MAR', 'BRE', 'SPA', 'POR'], GERMANY: ['BER'], ITALY: [] };
  test('the balance carried forward, the tax added', () => {
    const r = incomePhase({ map, centers, funds: { FRANCE: 10, GERMANY: 3, ITALY: 7 }, year: 1901, rules: rules() });
    expect([r.FRANCE, r.GERMANY, r.ITALY]).toEqual([
      { forward: 10, income: 75, balance: 85 },
      { forward: 3, income: 17, balance: 20 },
      { forward: 7, income: 0, balance: 7 },
    ]);
  });
  test('NO_HOARDING: unspent money is lost, the new balance is the income', () => {
    const r = incomePhase({ map, centers, funds: { FRANCE: 10, GERMANY: 3 }, year: 1901, rules: rules('NO_HOARDING') });
    expect([r.FRANCE!.balance, r.GERMANY!.balance]).toEqual([75, 17]);
  });
  test('PAY_DUMMIES: once no dummy owns a centre, nobody is paid', () => {
    const none = incomePhase({ map, centers, funds: { FRANCE: 10 }, year: 1901, rules: rules('PAY_DUMMIES'), dummies: ['ITALY'] });
    expect(none.FRANCE).toEqual({ forward: 10, income: 0, balance: 10 });
    const some = incomePhase({ map, centers: { ...centers, ITALY: ['ROM'] }, funds: { FRANCE: 10 }, year: 1901, rules: rules('PAY_DUMMIES'), dummies: ['ITALY'] });
    expect(some.FRANCE!.income).toBe(75);
  });
});
