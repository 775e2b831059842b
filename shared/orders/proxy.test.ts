/**
 * The proxy of a Crystal Ball order list ("A BUR P FRANCE"): read by `parseListOrder`,
 * printed by `formatOrder`, refused by `parseOrder`, which reads the orders of a phase.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { standardMap } from '../map/standard.js';
import { formatOrder } from './format.js';
import { parseListOrder, parseOrder } from './parse.js';
import type { GrammarError, ListOrder, UnitRef } from './types.js';

const map = standardMap();
const A = (at: string): UnitRef => ({ kind: 'A', at });
const F = (at: string): UnitRef => ({ kind: 'F', at });
const U = (at: string): UnitRef => ({ kind: null, at });
const proxy = (unit: UnitRef, to: string): ListOrder => ({ kind: 'proxy', unit, to });

describe('proxies', () => {
  test.each<[string, ListOrder]>([
    ['A BUR P FRANCE', proxy(A('BUR'), 'FRANCE')],
    ['A BUR PROXY FRANCE', proxy(A('BUR'), 'FRANCE')],
    ['a bur proxy to france', proxy(A('BUR'), 'FRANCE')],
    ['Army Burgundy P French', proxy(A('BUR'), 'FRANCE')],
    ['F BRE P ENGLAND', proxy(F('BRE'), 'ENGLAND')],
    ['F STP/SC P RUSSIA', proxy(F('STP/SC'), 'RUSSIA')],
    ['BUR P FRANCE', proxy(U('BUR'), 'FRANCE')],
  ])('%s', (text, expected) => {
    expect(parseListOrder(map, text)).toEqual({ ok: true, value: expected });
  });

  test('a list reads every other order as parseOrder does', () => {
    for (const text of ['A PAR - BUR', 'F NTH C A LON - NWY', 'A BUR S A MUN', 'A LON - NTH - NWY', 'WAIVE']) {
      expect(parseListOrder(map, text)).toEqual(parseOrder(map, text));
    }
  });

  test.each<[string, GrammarError, string]>([
    ['A BUR P', 'missing_power', 'P FRANCE'],
    ['A BUR PROXY TO', 'missing_power', 'P FRANCE'],
    ['A BUR P SPAIN', 'unknown_power', 'SPAIN'],
    ['A BUR P FRANCE ITALY', 'trailing_words', 'ITALY'],
    ['P FRANCE', 'missing_unit', 'P'],
  ])('%j → %s', (text, code, named) => {
    const result = parseListOrder(map, text);
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (!result.ok) expect(result.error.message).toContain(named);
  });

  test('parseOrder refuses a proxy: the orders of a phase have none', () => {
    const result = parseOrder(map, 'A BUR PROXY FRANCE');
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_word' } });
    if (!result.ok) expect(result.error.message).toMatch(/^A proxy \(PROXY\) is written only in a Crystal Ball order list/);
  });

  test('formatOrder writes a proxy as DPjudge prints it', () => {
    expect(formatOrder(proxy(A('BUR'), 'FRANCE'))).toBe('A BUR P FRANCE');
    expect(formatOrder(proxy(F('STP/NC'), 'RUSSIA'))).toBe('F STP/NC P RUSSIA');
    expect(formatOrder(proxy(U('BUR'), 'ITALY'))).toBe('BUR P ITALY');
  });

  test('parseListOrder(formatOrder(p)) is p', () => {
    // Units where their kind can stand (a list names the kind): the grammar reads a
    // fleet's "TYR" as the sea TYS.
    const places = [...map.locations.values()];
    const unit = fc.oneof(
      fc.constantFrom(...places.filter((l) => l.armyCanStand)).map((l) => A(l.id)),
      fc.constantFrom(...places.filter((l) => l.fleetCanStand)).map((l) => F(l.id)),
    );
    const power = fc.constantFrom(...map.powers.keys());
    fc.assert(
      fc.property(unit, power, (u, to) => {
        const p = proxy(u, to);
        expect(parseListOrder(map, formatOrder(p))).toEqual({ ok: true, value: p });
      }),
      { numRuns: 500 },
    );
  });
});
