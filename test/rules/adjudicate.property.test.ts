import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { adjudicatePhase } from '../../shared/adjudicate/phase.js';
import { startingPosition } from '../../shared/adjudicate/position.js';
import type { OrderReport, PhaseOutcome, Position } from '../../shared/adjudicate/types.js';
import { mapGraph } from '../../shared/map/graph.js';
import { standardMap } from '../../shared/map/standard.js';
import { randomOrders, rng } from '../support/random-game.js';

/**
 * Properties of the adjudicator over random positions reached by random play, with random
 * (mostly legal) orders: it ends, it is deterministic, the order in which orders are
 * written never matters, units vanish only by the rules, and no province ever holds two.
 */

const map = standardMap();
const graph = mapGraph(map);

function adjudicate(position: Position, orders: Record<string, string[]>): PhaseOutcome {
  const out = adjudicatePhase({ map, position, orders });
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
  return out.value;
}

/** A position after `phases` phases of random play from the start. */
function playTo(seed: number, phases: number): Position {
  const random = rng(seed);
  let position = startingPosition(map);
  for (let i = 0; i < phases; i++) {
    if (position.units.length === 0) break;
    position = adjudicate(position, randomOrders(map, position, random)).next;
  }
  return position;
}

const scenario = fc.record({ seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }), phases: fc.integer({ min: 0, max: 24 }), orderSeed: fc.integer() });

const byLine = (results: readonly OrderReport[]): string[] =>
  results.map((r) => `${r.power}|${r.order}|${r.result}|${r.default ? 'd' : ''}`).sort();

const province = (at: string): number => graph.locationProvince.get(at)!;

describe('the adjudicator over random play', () => {
  test('is deterministic, and blind to the order in which orders are written', () => {
    fc.assert(
      fc.property(scenario, ({ seed, phases, orderSeed }) => {
        const position = playTo(seed, phases);
        const orders = randomOrders(map, position, rng(orderSeed));
        const first = adjudicate(position, orders);
        expect(adjudicate(position, orders)).toEqual(first);
        // The same orders, powers and lines reversed.
        const reversed = Object.fromEntries(Object.entries(orders).reverse().map(([p, l]) => [p, [...l].reverse()]));
        const second = adjudicate({ ...position, units: [...position.units].reverse() }, reversed);
        expect(byLine(second.results)).toEqual(byLine(first.results));
        const units = (p: Position) => p.units.map((u) => `${u.power} ${u.kind} ${u.at}`).sort();
        expect(units(second.next)).toEqual(units(first.next));
        expect(second.next.phase).toBe(first.next.phase);
      }),
      { numRuns: 60 },
    );
  });

  test('keeps one unit a province, and loses units only by the rules', () => {
    fc.assert(
      fc.property(scenario, ({ seed, phases, orderSeed }) => {
        const position = playTo(seed, phases);
        const orders = randomOrders(map, position, rng(orderSeed));
        const { results, next } = adjudicate(position, orders);
        const provinces = next.units.map((u) => province(u.at));
        expect(new Set(provinces).size).toBe(provinces.length);
        const retreating = next.dislodged.map((u) => province(u.at));
        expect(new Set(retreating).size).toBe(retreating.length);
        const disbanded = results.filter((r) => r.result === 'disbanded' || (r.result === 'succeeds' && /\b(D|REMOVE|DISBAND)\b/.test(r.order) && !/ - /.test(r.order))).length;
        const built = results.filter((r) => r.result === 'succeeds' && /^(BUILD\b|[AF] \S+ B$)/.test(r.order)).length;
        const before = position.units.length + position.dislodged.length;
        expect(next.units.length + next.dislodged.length).toBe(before - disbanded + built);
        if (position.phase.endsWith('M')) {
          // Nothing is built or removed in a movement phase; every missing unit was dislodged.
          expect(built).toBe(0);
          expect(next.units.length + next.dislodged.length + disbanded).toBe(position.units.length);
        }
      }),
      { numRuns: 60 },
    );
  });
});
