/**
 * The offer sheet as written (MECHANICS §4, §6; payola-Questions "Offer Syntax"): every form
 * the DPjudge reads, and every malformed line refused with its reason.
 */
import { describe, expect, test } from 'vitest';
import { readAmount } from './amount.js';
import { payolaRules, type PayolaRules } from './rules.js';
import { readOfferLine, readOfferSheet } from './sheet.js';
import { boardOf, map } from './test-board.js';

function rules(...names: string[]): PayolaRules {
  const r = payolaRules(names);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('amounts', () => {
  const cases: [string, string][] = [
    ['5', '5#0'],
    ['2*4', '4#0 4#0'],
    ['2 * 4', '4#0 4#0'],
    ['8#4', '8#4'],
    ['8#', '8#8'],
    ['8 # 4', '8#4'],
    ['5+3#2', '5#0 3#2'],
    ['2*4#1 + 3', '4#1 4#1 3#0'],
    ['3*0', '0#0'],
    ['0', '0#0'],
  ];
  test.each(cases)('%s', (text, parts) => {
    const r = readAmount(text, true);
    expect(r.ok && r.value.map((p) => `${p.amount}#${p.plateau}`).join(' ')).toBe(parts);
  });
  const bad: [string, string][] = [
    ['5+', 'missing_augment'],
    ['+5', 'missing_augment'],
    ['4#5', 'bad_amount'],
    ['10000', 'bad_amount'],
    ['100*2', 'bad_amount'],
    ['0*2', 'bad_amount'],
    ['2**3', 'bad_amount'],
    ['5 5', 'bad_amount'],
  ];
  test.each(bad)('%s is refused (%s)', (text, code) => {
    const r = readAmount(text, true);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });
  test('NO_PLATEAU refuses #', () => {
    const r = readAmount('8#4', false);
    expect(r.ok ? 'ok' : r.error.code).toBe('no_plateau');
  });
});

describe('lines', () => {
  const plain = rules();
  const shape = (text: string, r: PayolaRules = plain): string => {
    const l = readOfferLine(map, text, r);
    if (!l.ok) return `error ${l.error.code}`;
    const v = l.value;
    if (v.kind === 'offer') return `${v.parts.map((p) => p.amount).join('+')} ${v.code} ${v.orders.length}`;
    if (v.kind === 'savings') return `save ${v.amount}`;
    return v.kind;
  };
  const cases: [string, string][] = [
    ['4 : A PAR - BUR', '4 : 1'],
    ['4:A PAR-BUR', '4 : 1'],
    ['4 ! A PAR - BUR | - GAS', '4 ! 2'],
    ['4 > A PAR - BUR', '4 > 1'],
    ['4 @ A PAR - BUR', '4 @ 1'],
    ['4 & A PAR - BUR', '4 & 1'],
    [': A PAR H', '0 : 1'],
    ['! A PAR H', '0 ! 1'],
    ['A PAR - BUR', '0 : 1'],
    ['2 * 4 : A PAR - BUR', '4+4 : 1'],
    ['4 : A PAR - BUR | - GAS | H', '4 : 3'],
    ['5 : A VEN S A TRI | - TYR', '5 : 2'],
    ['4 : A PAR - BUR % a comment', '4 : 1'],
    ['% only a comment', 'blank'],
    ['', 'blank'],
    ['NMR', 'clear'],
    ['(clear)', 'clear'],
    ['[NMR]', 'clear'],
    ['25 $', 'save 25'],
    ['5 + 20 $', 'save 25'],
    ['4 = A PAR - BUR', 'error bad_code'],
    ['4 A PAR - BUR', 'error bad_code'],
    ['4', 'error bad_code'],
    ['& A PAR H', 'error bad_amount'],
    ['$', 'error bad_amount'],
    ['8#4 $', 'error no_plateau'],
    ['25 $ A PAR H', 'error bad_savings'],
    ['4 :', 'error missing_order'],
    ['4 : A PAR - BUR |', 'error missing_order'],
    ['4 : A PAR BUR', 'error bad_order'],
    ['4 : A PAR - XYZ', 'error bad_order'],
    ['4 : A PAR D', 'error not_movement'],
  ];
  test.each(cases)('%s', (text, expected) => expect(shape(text)).toBe(expected));

  test('NO_SAVINGS refuses $ and #', () => {
    expect(shape('25 $', rules('NO_SAVINGS'))).toBe('error no_savings');
    expect(shape('8#4 : A PAR H', rules('NO_SAVINGS'))).toBe('error no_plateau');
    expect(shape('8#4 : A PAR H', rules('NO_PLATEAU'))).toBe('error no_plateau');
  });
  test('DIRECT_ONLY (and PAYOLA_CLASSIC) allow one plain direct offer', () => {
    for (const r of [rules('DIRECT_ONLY'), rules('PAYOLA_CLASSIC')]) {
      expect(shape('4 ! A PAR H', r)).toBe('error direct_only');
      expect(shape('2*4 : A PAR H', r)).toBe('error direct_only');
      expect(shape('2+4 : A PAR H', r)).toBe('error direct_only');
      expect(shape('4 : A PAR H | - BUR', r)).toBe('error direct_only');
      expect(shape('4 : A PAR H', r)).toBe('4 : 1');
    }
  });
});

describe('sheets against the board', () => {
  const units = { FRANCE: 'A PAR, A MAR, F BRE', GERMANY: 'A MUN, A KIE, A TYR', ITALY: 'A VEN', ENGLAND: 'F LON' };
  const board = boardOf(units);
  const read = (power: string, lines: string[], r: PayolaRules = rules(), funds = 100) =>
    readOfferSheet(map, power, lines, { board, rules: r, dummies: new Set(['ITALY']), funds });
  const errors = (power: string, lines: string[], r?: PayolaRules, funds?: number) => read(power, lines, r, funds).errors.map((e) => `${e.line} ${e.error.code}`);

  test('each bad line is answered, the good ones kept', () => {
    const r = read('FRANCE', ['4 : A PAR - BUR', '3 : A HOL - BEL', '2 : A PAR - MUN', '1 : A PAR - BUR | -BUR', '2 ! F BRE H', '10 $', '5 $']);
    expect(r.errors.map((e) => `${e.line} ${e.error.code}`)).toEqual(['1 no_unit', '2 impossible_order', '3 duplicate_order']);
    expect(r.sheet.offers.map((o) => o.text)).toEqual(['4 : A PAR - BUR', '2 ! F BRE H']);
    expect(r.sheet.savings).toBe(15);
  });
  test('NMR or CLEAR empties what came before', () => {
    const r = read('FRANCE', ['4 : A PAR - BUR', '10 $', 'CLEAR', '3 : A MAR H']);
    expect(r.sheet.offers.map((o) => o.text)).toEqual(['3 : A MAR H']);
    expect(r.sheet.savings).toBe(0);
  });
  test('a written 0 AgP offer to a foreign unit is refused unless ZERO_FOREIGN', () => {
    expect(errors('FRANCE', ['0 : A MUN H', ': A KIE H', 'A MUN - BUR', '5 + 0 : A MUN H'])).toEqual(['0 zero_foreign', '1 zero_foreign', '2 zero_foreign', '3 zero_foreign']);
    expect(errors('FRANCE', ['0 : A MUN H'], rules('ZERO_FOREIGN'))).toEqual([]);
    expect(errors('FRANCE', ['0 : A PAR H', '0 ! A PAR - BUR'])).toEqual([]);
  });
  test('DIRECT_ONLY: one offer a unit', () => {
    expect(errors('FRANCE', ['4 : A PAR H', '3 : A PAR - BUR', '2 : A MUN H'], rules('DIRECT_ONLY'))).toEqual(['1 direct_only']);
  });
  test('LIMIT_OFFERS: the offers may not add up to more than the treasury', () => {
    expect(errors('FRANCE', ['4 : A PAR H | - BUR', '3 : A MUN H', '2 : A MAR H'], rules('LIMIT_OFFERS'), 12)).toEqual(['2 over_limit']);
  });
  test('TOUCH_OFFER and REMOTE_OFFER: foreign units next to (not next to) one of yours', () => {
    // Paris, Marseilles and Brest touch none of Munich, Kiel or London; Tyrolia touches Venice.
    expect(errors('FRANCE', ['2 : A MUN H', '2 : F LON H', '2 : A PAR H'], rules('TOUCH_OFFER'))).toEqual(['0 touch_offer', '1 touch_offer']);
    expect(errors('GERMANY', ['2 : A VEN H'], rules('TOUCH_OFFER'))).toEqual([]);
    expect(errors('GERMANY', ['2 : A VEN H'], rules('REMOTE_OFFER'))).toEqual(['0 remote_offer']);
    expect(errors('GERMANY', ['2 : A VEN H'], rules('REMOTE_OFFER', 'CD_DUMMIES'))).toEqual([]);
  });
  test('PAY_DUMMIES: own units by plain 0 : orders, foreign units only if dummies', () => {
    expect(errors('FRANCE', ['0 : A PAR - BUR', '0 : A PAR H', '2 : A MAR H', '0 : F BRE H | - MAO', '3 : A MUN H', '3 : A VEN H'], rules('PAY_DUMMIES'))).toEqual([
      '1 domestic_offer',
      '2 domestic_offer',
      '3 domestic_offer',
      '4 owned_unit',
    ]);
  });
});
