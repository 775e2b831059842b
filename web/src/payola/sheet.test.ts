import { describe, expect, test } from 'vitest';
import type { Position } from '../../../shared/adjudicate/types.js';
import { standardMap } from '../../../shared/map/standard.js';
import { checkAcceptList } from './accept.js';
import { amountText, checkSheet, type SheetContext } from './sheet.js';

const map = standardMap();

function opening(): Position {
  const units = [...map.powers.values()].flatMap((p) => p.units.map((u) => ({ power: p.name, kind: u.kind, at: u.at })));
  const centers = Object.fromEntries([...map.powers.values()].map((p) => [p.name, [...p.centers]]));
  return { phase: 'S1901M', units, dislodged: [], standoffs: [], centers };
}

const ctx = (over: Partial<SheetContext> = {}): SheetContext => ({ map, power: 'FRANCE', rules: [], position: opening(), funds: 48, ...over });

describe('the offer sheet as typed', () => {
  test('each line that stands says its amount, kind, unit and orders', () => {
    const c = checkSheet(ctx(), '5 : A PAR - BUR\n2*4#2 : a mun - ruh | H\n\n% a comment\n3 ! F KIE - HOL\n10 $');
    expect(c.refused).toBe(0);
    const [par, mun, blank, comment, kie, savings] = c.lines;
    expect(par!.reading).toEqual({ kind: 'offer', amount: '5', most: 5, code: ':', codeName: 'direct', unit: 'A PAR', orders: ['A PAR - BUR'] });
    expect(par!.answer).toEqual({ text: '5 : A PAR - BUR', accepted: true, order: '5 : A PAR - BUR' });
    expect(mun!.reading).toMatchObject({ amount: '2 × 4 (never below 2) = 8', unit: 'A MUN', orders: ['A MUN - RUH', 'A MUN H'] });
    expect(mun!.answer).toMatchObject({ accepted: true, order: '2*4#2 : A MUN - RUH | H' });
    expect(blank!.answer).toBeNull();
    expect(comment!.answer).toBeNull();
    expect(kie!.reading).toMatchObject({ code: '!', codeName: 'negative (against the order)', unit: 'F KIE' });
    expect(savings!.reading).toEqual({ kind: 'savings', amount: 10 });
    // Blank and comment-only lines are not sent; the others are, as typed.
    expect(c.sent).toEqual(['5 : A PAR - BUR', '2*4#2 : a mun - ruh | H', '3 ! F KIE - HOL', '10 $']);
    expect(c.most).toBe(16);
    expect(c.savings).toBe(10);
  });

  test('a line the judge would refuse carries the rules core sentence and code', () => {
    const c = checkSheet(ctx(), '5 : A PAR - MUN\n5 ? A PAR H\n0 : A MUN H\n4 : A BUR H\n5 : A PAR - BUR');
    expect(c.refused).toBe(4);
    const codes = c.lines.map((l) => (l.answer?.accepted === false ? l.answer.error.code : 'ok'));
    expect(codes).toEqual(['impossible_order', 'bad_code', 'zero_foreign', 'no_unit', 'ok']);
    const zero = c.lines[2]!.answer;
    expect(zero?.accepted === false && zero.error.message).toMatch(/0 AgP offer may be made only to your own units/);
  });

  test('rules that depend on the lines before: DIRECT_ONLY refuses a second offer to a unit, LIMIT_OFFERS the line over the treasury', () => {
    const direct = checkSheet(ctx({ rules: ['DIRECT_ONLY'] }), '5 : A PAR - BUR\n3 : A PAR H');
    expect(direct.lines.map((l) => l.answer?.accepted)).toEqual([true, false]);
    const limit = checkSheet(ctx({ rules: ['LIMIT_OFFERS'], funds: 10 }), '6 : A PAR - BUR\n6 : A MAR - BUR');
    const over = limit.lines[1]!.answer;
    expect(over?.accepted === false && over.error.code).toBe('over_limit');
  });

  test('NMR or CLEAR empties what came before it: those lines are marked cleared and not counted; a refused line before it is still refused, as the judge answers it', () => {
    const c = checkSheet(ctx(), '5 : A PAR - BUR\n0 : A MUN H\nCLEAR\n3 : A MAR H');
    expect(c.lines.map((l) => l.cleared === true)).toEqual([true, false, false, false]);
    expect(c.lines.map((l) => l.answer?.accepted)).toEqual([true, false, true, true]);
    expect(c.lines[2]!.answer).toMatchObject({ order: 'CLEAR' });
    expect(c.lines[2]!.reading).toEqual({ kind: 'clear' });
    expect(c.most).toBe(3);
  });

  test('an amount reads as the player will be charged at most', () => {
    expect(amountText([{ amount: 5, plateau: 0 }])).toBe('5');
    expect(amountText([{ amount: 3, plateau: 0 }, { amount: 3, plateau: 0 }, { amount: 2, plateau: 0 }])).toBe('2 × 3 + 2 = 8');
    expect(amountText([{ amount: 8, plateau: 8 }])).toBe('8 (never below 8)');
  });
});

describe('the acceptance list as typed', () => {
  test('the default, a list read and completed, and a refusal in the rules core words', () => {
    expect(checkAcceptList(map, 'FRANCE', '')).toEqual({ ok: true, list: 'F?', defaulted: true });
    expect(checkAcceptList(map, 'FRANCE', 'fge')).toEqual({ ok: true, list: 'FGE?', defaulted: false });
    const twice = checkAcceptList(map, 'FRANCE', 'FGF');
    expect(twice.ok).toBe(false);
    expect(!twice.ok && twice.message).toMatch(/written twice/);
    const unknown = checkAcceptList(map, 'FRANCE', 'FX');
    expect(!unknown.ok && unknown.message).toMatch(/"X" is not a power's initial/);
  });
});
