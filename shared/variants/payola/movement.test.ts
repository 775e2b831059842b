/**
 * payolaMovement at its edges: acceptance lists as written, what chance decides, refused
 * input, several powers overspent at once, and the position it hands on.
 */
import { describe, expect, test } from 'vitest';
import { defaultAcceptList, expandAcceptList, readAcceptList } from './accept.js';
import { seeded } from './chance.js';
import { payolaMovement, type PayolaMovementInput } from './movement.js';
import { map, positionOf } from './test-board.js';

describe('acceptance lists', () => {
  test.each([
    ['FGE', 'FGE?'],
    ['f g e', 'FGE?'],
    ['?', '?'],
    ['F?G', 'F?G'],
    ['EFGIART', 'EFGIART'],
  ])('%s reads as %s', (text, list) => {
    const r = readAcceptList(map, text);
    expect(r.ok && r.value).toBe(list);
  });
  test.each(['FF', 'FX', 'EFGIART?', 'F??'])('%s is refused', (text) => {
    const r = readAcceptList(map, text);
    expect(r.ok ? 'ok' : r.error.code).toBe('bad_accept');
  });
  test('the defaults: own initial then ?, a dummy all ?', () => {
    expect(defaultAcceptList(map, 'FRANCE', false)).toBe('F?');
    expect(defaultAcceptList(map, 'ITALY', true)).toBe('?');
  });
  test('? is every power not listed, in an order the seed decides', () => {
    const a = expandAcceptList(map, 'F?G', seeded(1));
    expect(a[0]).toBe('FRANCE');
    expect(a[a.length - 1]).toBe('GERMANY');
    expect([...a].sort()).toEqual([...map.powers.keys()].sort());
    expect(expandAcceptList(map, 'F?G', seeded(1))).toEqual(a);
    const orders = new Set(Array.from({ length: 20 }, (_, s) => expandAcceptList(map, '?', seeded(s)).join(' ')));
    expect(orders.size).toBeGreaterThan(1);
  });
});

const units = { FRANCE: 'A PAR, A MAR', GERMANY: 'A MUN, A KIE', ENGLAND: 'F LON' };
const input = (over: Partial<PayolaMovementInput>): PayolaMovementInput => ({
  map,
  position: positionOf(units),
  funds: { FRANCE: 20, GERMANY: 20, ENGLAND: 20 },
  offers: {},
  ...over,
});

describe('payolaMovement', () => {
  test('a tie on a unit whose owner lists only ? is decided by the seed, the same each time', () => {
    const tie = (seed: number) => {
      const r = payolaMovement(input({ offers: { GERMANY: ['3 : F LON - NTH'], FRANCE: ['3 : F LON - ENG'] }, accept: { ENGLAND: '?' }, seed }));
      if (!r.ok) throw new Error(r.error.message);
      return r.value.results.find((x) => x.order.startsWith('F LON'))!.order;
    };
    const seen = new Set(Array.from({ length: 12 }, (_, s) => tie(s)));
    expect(seen).toEqual(new Set(['F LON - NTH', 'F LON - ENG']));
    expect(tie(5)).toBe(tie(5));
  });
  test('two powers overspent at once are reduced together, each only its own offers', () => {
    const r = payolaMovement(input({
      funds: { FRANCE: 5, GERMANY: 4, ENGLAND: 20 },
      offers: { FRANCE: ['6 : A PAR - BUR', '2 : A MUN - RUH'], GERMANY: ['5 : A MUN - BUR', '3 : F LON - NTH'], ENGLAND: ['1 : F LON - ENG'] },
    }));
    if (!r.ok) throw new Error(r.error.message);
    // At first France owes 6 (Munich takes Germany's 5, not France's 2) and Germany 5 + 3: both are
    // cut. Then France owes 5, within its means; Germany 4 + 2, cut again:
    // 3 for Munich, and London's 1 only ties England's own 1, and England comes first on its list.
    expect(r.value.reductions).toEqual({ FRANCE: 1, GERMANY: 2 });
    expect(r.value.results.map((x) => `${x.order} ${JSON.stringify(x.paid)}`)).toEqual([
      'A PAR - BUR {"FRANCE":5}',
      'A MAR H {}',
      'A MUN - BUR {"GERMANY":3}',
      'A KIE H {}',
      'F LON - ENG {"ENGLAND":1}',
    ]);
    expect(r.value.next.funds).toEqual({ FRANCE: 0, GERMANY: 1, ENGLAND: 19 });
    // Paris and Munich both went for Burgundy: a standoff, adjudicated as ever.
    expect(r.value.results.map((x) => x.result)).toEqual(['fails', 'succeeds', 'fails', 'succeeds', 'succeeds']);
    expect(r.value.next.position.standoffs).toEqual(['BUR']);
  });
  test('refused lines are answered, the rest of the sheet still bids', () => {
    const r = payolaMovement(input({ offers: { FRANCE: ['4 : A PAR - BUR', '4 = A MAR H', '0 : A MUN H'] } }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.refused.FRANCE!.map((e) => [e.line, e.error.code])).toEqual([[1, 'bad_code'], [2, 'zero_foreign']]);
    expect(r.value.results[0]!.order).toBe('A PAR - BUR');
  });
  test('RESTRICT_SIGNAL: a signal is the owner\'s, 0 AgP, one order, once a unit', () => {
    const r = payolaMovement(input({
      position: positionOf({ AUSTRIA: 'F TRI, A VIE', ITALY: 'A VEN', FRANCE: 'A PAR' }),
      funds: { AUSTRIA: 9, ITALY: 9, FRANCE: 9 },
      rules: ['SIGNAL_SUPPORT', 'RESTRICT_SIGNAL'],
      offers: {
        FRANCE: ['1 : F TRI S A VIE - ROM'],
        AUSTRIA: ['2 : F TRI S A VEN - SWI', '0 : F TRI S A VEN - SWI | - ADR', '0 : F TRI S A VEN - SWI', '0 : F TRI S A VIE - ROM'],
      },
    }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.refused.FRANCE!.map((e) => e.error.code)).toEqual(['signal_offer']);
    expect(r.value.refused.AUSTRIA!.map((e) => [e.line, e.error.code])).toEqual([[0, 'signal_offer'], [1, 'signal_offer'], [3, 'signal_offer']]);
  });
  test('without SIGNAL_SUPPORT a support that cannot be given is refused at the line', () => {
    const r = payolaMovement(input({ offers: { FRANCE: ['1 : A PAR S A MAR'] } }));
    expect(r.ok && r.value.refused.FRANCE!.map((e) => e.error.code)).toEqual(['impossible_order']);
  });
  test.each([
    ['unknown_power', { offers: { SPAIN: ['4 : A PAR H'] } }],
    ['unknown_power', { funds: { FRANCE: 20, GERMANY: 20, ENGLAND: 20, PRUSSIA: 1 } }],
    ['missing_funds', { funds: { FRANCE: 20, GERMANY: 20 } }],
    ['bad_funds', { funds: { FRANCE: -1, GERMANY: 20, ENGLAND: 20 } }],
    ['bad_funds', { funds: { FRANCE: 2.5, GERMANY: 20, ENGLAND: 20 } }],
    ['bad_accept', { accept: { FRANCE: 'FF' } }],
    ['wrong_phase', { position: positionOf(units, 'F1901R') }],
    ['unsupported_rule', { rules: ['NO_SUCH_RULE'] }],
    ['conflicting_rules', { rules: ['TOUCH_OFFER', 'REMOTE_OFFER'] }],
  ] as const)('refused: %s', (code, over) => {
    const r = payolaMovement(input(over as Partial<PayolaMovementInput>));
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });
});
