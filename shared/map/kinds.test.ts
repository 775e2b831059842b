import { describe, expect, test } from 'vitest';
import { mapGraph } from './graph.js';
import { readMap } from './read.js';
import { standardMap } from './standard.js';
import type { GameMap } from './types.js';
import { writeMap } from './write.js';
import { checkMovementOrder, indexBoard } from '../orders/check.js';
import { parseListOrder, parseOrder } from '../orders/parse.js';
import { adjudicatePhase } from '../adjudicate/phase.js';
import type { Position, Unit } from '../adjudicate/types.js';

/**
 * Global's unit kinds (issue 14): a board names the kinds it has on a KINDS line; on every
 * other board AF and AS stay unknown words, as before.
 */
const SMALL = `Alpha = aaa
Bravo = bbb
Sea   = sea
Dry   = dry
COAST AAA ABUTS BBB SEA DRY
COAST BBB ABUTS AAA SEA
WATER SEA ABUTS AAA BBB
LAND  DRY ABUTS AAA
NORTH (NORTHERN:N) AAA DRY
A AAA
SOUTH (SOUTHERN:S) BBB
F BBB
`;

function mapOf(text: string): GameMap {
  const r = readMap('variant', (file) => (file === 'variant.map' ? text : undefined));
  if (!r.ok) expect.fail(r.error.message);
  return r.value;
}

function errorOf(text: string): string {
  const r = readMap('variant', (file) => (file === 'variant.map' ? text : undefined));
  if (r.ok) expect.fail('the map was read without a problem');
  return r.error.message;
}

const global = mapOf(`KINDS A F AF AS\n${SMALL.replace('A AAA\n', 'A AAA\nAF DRY\n')}`);

describe('the KINDS line', () => {
  test('names the kinds a board has; a board without one has A and F', () => {
    expect(global.kinds).toEqual(['A', 'F', 'AF', 'AS']);
    expect(mapOf(SMALL).kinds).toBeUndefined();
    expect(standardMap().kinds).toBeUndefined();
  });

  test('a unit line may place an air force', () => {
    expect(global.powers.get('SOUTH')?.units).toEqual([{ kind: 'F', at: 'BBB' }]);
    expect(global.powers.get('NORTH')?.units).toContainEqual({ kind: 'AF', at: 'DRY' });
  });

  test('refuses a kind it does not know, and a list without A and F', () => {
    expect(errorOf(`KINDS A F ZZ\n${SMALL}`)).toMatch(/KINDS ZZ: a unit kind is one of A, F, AF, AS/);
    expect(errorOf(`KINDS AF\n${SMALL}`)).toMatch(/KINDS names A and F/);
  });
});

describe('the CAPS line', () => {
  test('pairs a kind with the most units of it a power may have', () => {
    expect(mapOf(`KINDS A F AF AS\nCAPS A 5 F 5 AF 5\n${SMALL}`).caps).toEqual({ A: 5, F: 5, AF: 5 });
    expect(mapOf(SMALL).caps).toBeUndefined();
  });

  test('refuses what is not a kind and a number', () => {
    expect(errorOf(`CAPS A\n${SMALL}`)).toMatch(/CAPS pairs a unit kind with a number/);
    expect(errorOf(`CAPS ZZ 5\n${SMALL}`)).toMatch(/CAPS ZZ: a unit kind is one of/);
    expect(errorOf(`CAPS A five\n${SMALL}`)).toMatch(/CAPS A FIVE: the cap is a whole number/);
  });
});

const parsed = (map: GameMap, text: string) => {
  const r = parseListOrder(map, text, { phaseType: 'M' });
  return r.ok ? r.value : r.error.code;
};

describe('orders for the added kinds', () => {
  test('AF, AS and N (a navy: a fleet) are read on a board that has them', () => {
    expect(parsed(global, 'AF DRY - AAA')).toMatchObject({ kind: 'move', unit: { kind: 'AF', at: 'DRY' }, to: 'AAA' });
    expect(parsed(global, 'AS AAA H')).toMatchObject({ kind: 'hold', unit: { kind: 'AS', at: 'AAA' } });
    expect(parsed(global, 'N BBB - SEA')).toMatchObject({ kind: 'move', unit: { kind: 'F', at: 'BBB' } });
  });

  test('on the standard board they are unknown words, as before', () => {
    const standard = standardMap();
    for (const line of ['AF PAR - BUR', 'AS PAR H', 'N BRE - MAO']) {
      const r = parseListOrder(standard, line, { phaseType: 'M' });
      expect(r.ok, line).toBe(false);
    }
    const before = parseListOrder(standard, 'A PAR - BUR', { phaseType: 'M' });
    expect(before.ok).toBe(true);
  });

  const check = (units: Unit[], power: string, text: string) => {
    const order = parseOrder(global, text, { phaseType: 'M' });
    if (!order.ok) expect.fail(order.error.message);
    const r = checkMovementOrder(indexBoard(mapGraph(global), units), power, order.value);
    return r.ok ? 'legal' : `${r.error.code}: ${r.error.message}`;
  };

  test('an air force moves over land as an army does, never to sea', () => {
    const units: Unit[] = [{ power: 'NORTH', kind: 'AF', at: 'DRY' }];
    expect(check(units, 'NORTH', 'AF DRY - AAA')).toBe('legal');
    const sea: Unit[] = [{ power: 'NORTH', kind: 'AF', at: 'AAA' }];
    expect(check(sea, 'NORTH', 'AF AAA - SEA')).not.toBe('legal');
  });

  test('an arsenal never moves, supports or convoys', () => {
    const units: Unit[] = [
      { power: 'NORTH', kind: 'AS', at: 'AAA' },
      { power: 'NORTH', kind: 'A', at: 'DRY' },
    ];
    expect(check(units, 'NORTH', 'AS AAA H')).toBe('legal');
    expect(check(units, 'NORTH', 'AS AAA - BBB')).toMatch(/arsenal only holds/);
    expect(check(units, 'NORTH', 'AS AAA S A DRY')).toMatch(/^cannot_support: A nuclear arsenal only holds/);
  });

  test('air forces and arsenals can never be supported', () => {
    const units: Unit[] = [
      { power: 'NORTH', kind: 'A', at: 'AAA' },
      { power: 'NORTH', kind: 'AF', at: 'DRY' },
    ];
    expect(check(units, 'NORTH', 'A AAA S AF DRY')).toMatch(/^cannot_support: An air force can never be supported/);
  });

  test('a fleet may convoy an air force; an air force never convoys', () => {
    const units: Unit[] = [
      { power: 'NORTH', kind: 'AF', at: 'AAA' },
      { power: 'SOUTH', kind: 'F', at: 'SEA' },
    ];
    expect(check(units, 'SOUTH', 'F SEA C AF AAA - BBB')).toBe('legal');
    const air: Unit[] = [
      { power: 'NORTH', kind: 'AF', at: 'AAA' },
      { power: 'NORTH', kind: 'A', at: 'DRY' },
    ];
    expect(check(air, 'NORTH', 'AF AAA C A DRY - BBB')).toMatch(/^cannot_convoy/);
  });
});

describe('the writer', () => {
  test('writes KINDS and CAPS, and an air force on its unit line, so that the board reads back the same', () => {
    const m = mapOf(`KINDS A F AF AS\nCAPS A 5 F 5 AF 5\n${SMALL.replace('A AAA\n', 'A AAA\nAF DRY\n')}`);
    const text = writeMap(m);
    expect(text).toContain('\nKINDS   A F AF AS\nCAPS    A 5 F 5 AF 5\n');
    const again = mapOf(text);
    expect(again.kinds).toEqual(m.kinds);
    expect(again.caps).toEqual(m.caps);
    expect(again.powers.get('NORTH')?.units).toEqual(m.powers.get('NORTH')?.units);
  });
});

describe('an air force convoyed, at adjudication', () => {
  test('a fleet carries it across the sea, as it carries an army', () => {
    const position: Position = {
      phase: 'S1901M',
      units: [
        { power: 'NORTH', kind: 'AF', at: 'AAA' },
        { power: 'NORTH', kind: 'F', at: 'SEA' },
      ],
      dislodged: [],
      standoffs: [],
      centers: {},
    };
    const out = adjudicatePhase({ map: global, position, orders: { NORTH: ['AF AAA - BBB VIA CONVOY', 'F SEA C AF AAA - BBB'] } });
    if (!out.ok) expect.fail(out.error.message);
    expect(out.value.results.every((r) => r.result === 'succeeds')).toBe(true);
    expect(out.value.next.units).toContainEqual({ power: 'NORTH', kind: 'AF', at: 'BBB' });
  });
});
