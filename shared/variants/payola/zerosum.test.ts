/** ZEROSUM (rules 3.3; Zero Sum Payola; MECHANICS §3.6): the year's reckoning, centre by centre. */
import { describe, expect, test } from 'vitest';
import { incomePhase, startingTreasuries } from './income.js';
import { payolaRules, type PayolaRules } from './rules.js';
import type { PayolaUnit } from './state.js';
import { map } from './test-board.js';
import { offerProfits, zeroSumIncome } from './zerosum.js';

function rules(...names: string[]): PayolaRules {
  const r = payolaRules(names);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const unit = (power: string, at: string, paid: Record<string, number>): PayolaUnit => ({
  unit: `A ${at}`, power, order: `A ${at} H`, total: Object.values(paid).reduce((s, n) => s + n, 0), paid, ownerFunded: power in paid, bids: [],
});

const powers = ['FRANCE', 'GERMANY', 'ENGLAND'];
const start = { FRANCE: ['BRE', 'MAR', 'PAR'], GERMANY: ['BER', 'KIE', 'MUN'], ENGLAND: ['EDI', 'LON', 'LVP'] };

describe('ZEROSUM', () => {
  test('a power starts with 10 AgP a centre, and no tax is ever paid', () => {
    const funds = startingTreasuries(map, rules('ZEROSUM'));
    expect(funds).toMatchObject({ FRANCE: 30, GERMANY: 30, RUSSIA: 40 });
    const year = incomePhase({ map, centers: start, funds: { FRANCE: 7 }, year: 1901, rules: rules('ZEROSUM') });
    expect(year.FRANCE).toEqual({ forward: 7, income: 0, balance: 7, profits: 0 });
  });

  test('the bribes paid to a power\'s units in the year are its profits, its own money too', () => {
    const spring = [unit('GERMANY', 'MUN', { FRANCE: 5, GERMANY: 1 }), unit('ENGLAND', 'LON', { GERMANY: 3 })];
    const fall = [unit('GERMANY', 'MUN', { ENGLAND: 4 }), unit('FRANCE', 'PAR', {})];
    expect(offerProfits([spring, fall])).toEqual({ GERMANY: 10, ENGLAND: 3 });
  });

  test('a neutral centre pays its captor 10; an owned one moves the loser\'s treasury over its centres at the year\'s start', () => {
    // France takes Belgium (neutral) and Munich from Germany; Germany's share is (30 + 6) / 3 = 12.
    const centers = { FRANCE: ['BEL', 'BRE', 'MAR', 'MUN', 'PAR'], GERMANY: ['BER', 'KIE'], ENGLAND: ['EDI', 'LON', 'LVP'] };
    const year = zeroSumIncome({ startCenters: start, centers, funds: { FRANCE: 20, GERMANY: 30, ENGLAND: 15 }, profits: { FRANCE: 5, GERMANY: 6 }, powers });
    expect(year.FRANCE).toEqual({
      forward: 20, profits: 5, income: 5 + 10 + 12, balance: 47,
      captures: [{ centre: 'BEL', from: null, amount: 10 }, { centre: 'MUN', from: 'GERMANY', amount: 12 }],
    });
    expect(year.GERMANY).toEqual({ forward: 30, profits: 6, income: 6 - 12, balance: 24, losses: [{ centre: 'MUN', to: 'FRANCE', amount: 12 }] });
    expect(year.ENGLAND).toEqual({ forward: 15, profits: 0, income: 0, balance: 15 });
  });

  test('every centre a power loses moves the same share, reckoned before any moves; the money is kept but for neutral centres', () => {
    const centers = { FRANCE: ['BRE', 'MAR', 'PAR'], GERMANY: ['BER'], ENGLAND: ['EDI', 'KIE', 'LON', 'LVP', 'MUN'] };
    const funds = { FRANCE: 11, GERMANY: 31, ENGLAND: 2 };
    const profits = { GERMANY: 1, ENGLAND: 9 };
    const year = zeroSumIncome({ startCenters: start, centers, funds, profits, powers });
    expect(year.GERMANY!.losses).toEqual([{ centre: 'KIE', to: 'ENGLAND', amount: 10 }, { centre: 'MUN', to: 'ENGLAND', amount: 10 }]);
    expect(year.GERMANY!.balance).toBe(31 + 1 - 20);
    const total = (r: Record<string, number>) => Object.values(r).reduce((s, n) => s + n, 0);
    expect(total(Object.fromEntries(Object.entries(year).map(([p, l]) => [p, l.balance])))).toBe(total(funds) + total(profits));
  });

  test('a centre that went and came back in the year moves nothing; a loser with nothing gives nothing', () => {
    const year = zeroSumIncome({ startCenters: start, centers: start, funds: {}, profits: {}, powers });
    expect(Object.values(year).every((l) => l.captures === undefined && l.losses === undefined)).toBe(true);
    const taken = zeroSumIncome({ startCenters: start, centers: { ...start, FRANCE: [...start.FRANCE, 'BER'], GERMANY: ['KIE', 'MUN'] }, funds: { GERMANY: 0 }, profits: {}, powers });
    expect(taken.FRANCE!.captures).toEqual([{ centre: 'BER', from: 'GERMANY', amount: 0 }]);
  });

  test('incomePhase plays ZEROSUM from the year\'s start and profits', () => {
    const centers = { FRANCE: ['BEL', 'BRE', 'MAR', 'PAR'], GERMANY: start.GERMANY, ENGLAND: start.ENGLAND };
    const year = incomePhase({ map, centers, funds: { FRANCE: 1 }, year: 1901, rules: rules('ZEROSUM'), zeroSum: { startCenters: start, profits: { FRANCE: 2 } } });
    expect(year.FRANCE).toMatchObject({ forward: 1, income: 12, balance: 13 });
  });
});
