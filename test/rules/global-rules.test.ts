import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { adjudicatePhase } from '../../shared/adjudicate/phase.js';
import type { Position, Unit } from '../../shared/adjudicate/types.js';
import { mapGraph } from '../../shared/map/graph.js';
import { readMap } from '../../shared/map/read.js';
import type { GameMap } from '../../shared/map/types.js';
import { checkMovementOrder, indexBoard } from '../../shared/orders/check.js';
import { parseOrder } from '../../shared/orders/parse.js';

/** Global Diplomacy's unit rules (seed 002, Pederson v0.3b), on the Global board. */

const FOLDER = new URL('../../maps/global/', import.meta.url);

function globalMap(): GameMap {
  const read = readMap('global', (file) => (file === 'global.map' ? readFileSync(new URL(file, FOLDER), 'utf8') : undefined));
  if (!read.ok) expect.fail(read.error.message);
  return read.value;
}

const map = globalMap();
const graph = mapGraph(map);

const check = (units: Unit[], power: string, text: string): string => {
  const order = parseOrder(map, text, { phaseType: 'M' });
  if (!order.ok) return `${order.error.code}: ${order.error.message}`;
  const r = checkMovementOrder(indexBoard(graph, units), power, order.value);
  return r.ok ? 'legal' : `${r.error.code}: ${r.error.message}`;
};

const ASIA = 'PEOPLESREPUBLICOFASIA';

describe('the board has the four kinds (VI.2)', () => {
  test('KINDS A F AF AS', () => {
    expect(map.kinds).toEqual(['A', 'F', 'AF', 'AS']);
  });
});

describe('air force support (IX.1)', () => {
  // "An air force in Tibet may support a hold in or a movement into India or the North
  // Indian Ocean, but not the South Indian Ocean."
  const units: Unit[] = [
    { power: ASIA, kind: 'AF', at: 'TIB' },
    { power: ASIA, kind: 'A', at: 'PAK' },
    { power: ASIA, kind: 'F', at: 'SEA' },
    { power: ASIA, kind: 'A', at: 'IND' },
  ];

  test('from Tibet into India (next to it) and the North Indian Ocean (two spaces away)', () => {
    expect(check(units, ASIA, 'AF TIB S A IND')).toBe('legal');
    expect(check(units, ASIA, 'AF TIB S A PAK - IND')).toBe('legal');
    expect(graph.neighbours[graph.provinceIndex.get('TIB')!]!.includes(graph.provinceIndex.get('NIO')!)).toBe(false);
    expect(check(units, ASIA, 'AF TIB S F SEA - NIO')).toBe('legal');
  });

  test('but not into the South Indian Ocean, three spaces away', () => {
    expect(check(units, ASIA, 'AF TIB S F SEA - SIO')).toMatch(/^cannot_support/);
  });

  test('an army gives support as in the standard game: only next to it', () => {
    const army: Unit[] = [
      { power: ASIA, kind: 'A', at: 'TIB' },
      { power: ASIA, kind: 'F', at: 'SEA' },
    ];
    expect(check(army, ASIA, 'A TIB S F SEA - NIO')).toMatch(/^cannot_support/);
  });

  test('air forces may not receive support, for a hold or a move', () => {
    const air: Unit[] = [
      { power: ASIA, kind: 'AF', at: 'TIB' },
      { power: ASIA, kind: 'A', at: 'CHN' },
    ];
    expect(check(air, ASIA, 'A CHN S AF TIB')).toMatch(/^cannot_support: An air force can never be supported/);
    expect(check(air, ASIA, 'A CHN S AF TIB - IND')).toMatch(/^cannot_support/);
  });
});

describe('movement (VII.1)', () => {
  test('an air force moves as an army: one space, on land only', () => {
    const units: Unit[] = [{ power: ASIA, kind: 'AF', at: 'TIB' }];
    expect(check(units, ASIA, 'AF TIB - IND')).toBe('legal');
    expect(check(units, ASIA, 'AF TIB - NIO')).not.toBe('legal');
  });

  test('an arsenal cannot move', () => {
    const units: Unit[] = [{ power: ASIA, kind: 'AS', at: 'CHN' }];
    expect(check(units, ASIA, 'AS CHN - TIB')).toMatch(/arsenal only holds/);
    expect(check(units, ASIA, 'AS CHN H')).toBe('legal');
  });
});

describe('at most five each of armies, navies and air forces (VI.2)', () => {
  const USA = 'UNITEDSTATES';

  test('the board says so (CAPS A 5 F 5 AF 5)', () => {
    expect(map.caps).toEqual({ A: 5, F: 5, AF: 5 });
  });

  test('a build past the cap is void, counting the builds of the same phase', () => {
    const armies = ['MEX', 'CAM', 'BRA', 'ARG'].map((at) => ({ power: USA, kind: 'A' as const, at }));
    const position: Position = {
      phase: 'S2101A',
      units: armies,
      dislodged: [],
      standoffs: [],
      centers: { [USA]: ['ALA', 'CAN', 'SUS', 'WUS', 'MEX', 'CAM', 'BRA', 'ARG'] },
    };
    const out = adjudicatePhase({ map, position, orders: { [USA]: ['BUILD A ALA', 'BUILD AF CAN', 'BUILD A SUS'] } });
    if (!out.ok) expect.fail(out.error.message);
    const result = (order: string) => out.value.results.find((r) => r.order.includes(order));
    expect(result('ALA')?.result).toBe('succeeds');
    expect(result('CAN')?.result).toBe('succeeds');
    expect(result('SUS')?.result).not.toBe('succeeds');
    expect(out.value.next.units).toContainEqual({ power: USA, kind: 'AF', at: 'CAN' });
    expect(out.value.next.units.filter((u) => u.kind === 'A')).toHaveLength(5);
  });

  test('an arsenal is not built while the nuclear entitlement is not kept', () => {
    const position: Position = { phase: 'S2101A', units: [], dislodged: [], standoffs: [], centers: { [USA]: ['ALA', 'CAN', 'SUS', 'WUS'] } };
    const out = adjudicatePhase({ map, position, orders: { [USA]: ['BUILD AS ALA'] } });
    if (!out.ok) expect.fail(out.error.message);
    expect(out.value.results[0]?.result).not.toBe('succeeds');
    expect(out.value.next.units).toEqual([]);
  });
});

describe('an arsenal never retreats (VII.1)', () => {
  test('dislodged, it is disbanded at once, with no retreat phase for it', () => {
    const RUS = 'RUSSIANFEDERATION';
    const position: Position = {
      phase: 'S1901M',
      units: [
        { power: ASIA, kind: 'AS', at: 'CHN' },
        { power: RUS, kind: 'A', at: 'YAK' },
        { power: RUS, kind: 'A', at: 'TIB' },
      ],
      dislodged: [],
      standoffs: [],
      centers: {},
    };
    const out = adjudicatePhase({ map, position, orders: { [ASIA]: ['AS CHN H'], [RUS]: ['A YAK - CHN', 'A TIB S A YAK - CHN'] } });
    if (!out.ok) expect.fail(out.error.message);
    expect(out.value.next.dislodged).toEqual([]);
    expect(out.value.next.units).toContainEqual({ power: RUS, kind: 'A', at: 'CHN' });
    expect(out.value.next.units.some((u) => u.kind === 'AS')).toBe(false);
    expect(out.value.results.find((r) => r.result === 'disbanded')?.reason).toBe('Dislodged, and an arsenal never retreats.');
  });
});
