import { describe, expect, test } from 'vitest';
import { adjudicatePhase } from '../../shared/adjudicate/phase.js';
import { startingPosition } from '../../shared/adjudicate/position.js';
import type { PhaseOutcome, Position } from '../../shared/adjudicate/types.js';
import { standardMap } from '../../shared/map/standard.js';
import { randomOrders, rng } from '../support/random-game.js';

/**
 * The resolver keeps its working arrays from one phase to the next (adjudicate/movement.ts)
 * instead of making them anew. Nothing of one phase may leak into the next: each movement
 * phase of a long random game, judged again in another order (a board of three units after
 * one of thirty, a small one first so that the arrays grow), gives what it gave the first time.
 */

const map = standardMap();

function adjudicate(position: Position, orders: Record<string, string[]>): PhaseOutcome {
  const out = adjudicatePhase({ map, position, orders });
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
  return out.value;
}

describe('the resolver\'s kept arrays', () => {
  test('carry nothing from one phase to another', () => {
    const random = rng(20261126);
    const phases: { position: Position; orders: Record<string, string[]>; outcome: PhaseOutcome }[] = [];
    let position = startingPosition(map);
    // A small board too, so that the order below starts with few units and grows.
    const lone: Position = { ...position, units: position.units.filter((u) => u.power === 'ITALY') };
    for (const start of [lone, position]) {
      position = start;
      for (let i = 0; i < 150 && position.units.length > 0; i++) {
        const orders = randomOrders(map, position, random);
        const outcome = adjudicate(position, orders);
        if (position.phase.endsWith('M')) phases.push({ position, orders, outcome });
        position = outcome.next;
      }
    }
    expect(phases.length).toBeGreaterThan(100);
    const smallFirst = [...phases].sort((a, b) => a.position.units.length - b.position.units.length);
    // Small, large, small, large…: every phase follows one of another size.
    const interleaved = smallFirst.flatMap((p, i) => (i < smallFirst.length / 2 ? [p, smallFirst[smallFirst.length - 1 - i]!] : []));
    for (const p of [...interleaved, ...[...phases].reverse()]) {
      expect(adjudicate(p.position, p.orders)).toEqual(p.outcome);
    }
  });
});
