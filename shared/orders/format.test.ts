import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { PhaseType } from '../map/phase.js';
import type { GameMap } from '../map/types.js';
import { formatOrder, formatUnit } from './format.js';
import { parseOrder } from './parse.js';
import { testMap } from './test-map.js';
import type { Order, UnitRef } from './types.js';

const A = (at: string): UnitRef => ({ kind: 'A', at });
const F = (at: string): UnitRef => ({ kind: 'F', at });
const U = (at: string): UnitRef => ({ kind: null, at });

describe('formatOrder', () => {
  test.each<[Order, string]>([
    [{ kind: 'hold', unit: A('LON') }, 'A LON H'],
    [{ kind: 'hold', unit: U('LON') }, 'LON H'],
    [{ kind: 'move', unit: F('NTH'), to: 'NWY', viaConvoy: false, route: [] }, 'F NTH - NWY'],
    [{ kind: 'move', unit: A('LON'), to: 'NWY', viaConvoy: true, route: [] }, 'A LON - NWY VIA CONVOY'],
    [{ kind: 'move', unit: A('LON'), to: 'NWY', viaConvoy: true, route: ['NTH'] }, 'A LON - NTH - NWY'],
    [{ kind: 'move', unit: A('LON'), to: 'SPA', viaConvoy: true, route: ['ENG', 'MAO'] }, 'A LON - ENG - MAO - SPA'],
    [{ kind: 'move', unit: F('STP/SC'), to: 'BOT', viaConvoy: false, route: [] }, 'F STP/SC - BOT'],
    [{ kind: 'support', unit: A('BUR'), target: A('MUN'), to: 'MAR' }, 'A BUR S A MUN - MAR'],
    [{ kind: 'support', unit: A('BUR'), target: A('MUN'), to: null }, 'A BUR S A MUN'],
    [{ kind: 'support', unit: A('BUR'), target: U('MUN'), to: null }, 'A BUR S MUN'],
    [{ kind: 'support', unit: A('BUR'), target: U('MUN'), to: 'MAR' }, 'A BUR S MUN - MAR'],
    [{ kind: 'convoy', unit: F('NTH'), target: A('LON'), to: 'NWY' }, 'F NTH C A LON - NWY'],
    [{ kind: 'retreat', unit: A('TRI'), to: 'ALB' }, 'A TRI - ALB'],
    [{ kind: 'disband', unit: A('TRI') }, 'A TRI D'],
    [{ kind: 'build', unit: A('PAR') }, 'A PAR B'],
    [{ kind: 'build', unit: F('STP/NC') }, 'F STP/NC B'],
    [{ kind: 'waive' }, 'WAIVE'],
  ])('%j → %s', (order, text) => {
    expect(formatOrder(order)).toBe(text);
  });

  test('formatUnit', () => {
    expect(formatUnit(F('SPA/NC'))).toBe('F SPA/NC');
    expect(formatUnit(U('SPA'))).toBe('SPA');
  });
});

/** Orders the grammar could have produced on `map`, each with the phase type it reads back in. */
function orders(map: GameMap): fc.Arbitrary<{ order: Order; phaseType: PhaseType }> {
  const locations = [...map.locations.keys()];
  const provinces = [...map.provinces.keys()];
  const place = fc.constantFrom(...locations);
  const unit = fc.record({ kind: fc.constantFrom('A' as const, 'F' as const, null), at: place });
  const hold = unit.map((u): Order => ({ kind: 'hold', unit: u }));
  const move = fc
    .tuple(unit, place, fc.array(fc.constantFrom(...provinces), { maxLength: 3 }), fc.boolean())
    .map(([u, to, route, via]): Order => ({ kind: 'move', unit: u, to, route, viaConvoy: via || route.length > 0 }));
  const support = fc
    .tuple(unit, unit, fc.option(place, { nil: null }))
    .map(([u, target, to]): Order => ({ kind: 'support', unit: u, target, to }));
  const convoy = fc.tuple(unit, unit, place).map(([u, target, to]): Order => ({ kind: 'convoy', unit: u, target, to }));
  const retreat = fc.tuple(unit, place).map(([u, to]): Order => ({ kind: 'retreat', unit: u, to }));
  const disband = unit.map((u): Order => ({ kind: 'disband', unit: u }));
  const build = unit.map((u): Order => ({ kind: 'build', unit: u }));
  const waive = fc.constant<Order>({ kind: 'waive' });
  const at = (phaseType: PhaseType) => (order: Order) => ({ order, phaseType });
  return fc.oneof(
    fc.oneof(hold, move, support, convoy).map(at('M')),
    fc.oneof(retreat, disband).map(at('R')),
    fc.oneof(build, disband, waive).map(at('A')),
  );
}

describe('round trip', () => {
  test('parseOrder(formatOrder(o)) is o', () => {
    fc.assert(
      fc.property(orders(testMap), ({ order, phaseType }) => {
        expect(parseOrder(testMap, formatOrder(order), { phaseType })).toEqual({ ok: true, value: order });
      }),
      { numRuns: 3000 },
    );
  });

  test('the canonical form needs no move mark it lacks', () => {
    fc.assert(
      fc.property(orders(testMap), ({ order, phaseType }) => {
        expect(parseOrder(testMap, formatOrder(order), { phaseType, needMoveMarks: true })).toEqual({ ok: true, value: order });
      }),
      { numRuns: 1000 },
    );
  });
});
