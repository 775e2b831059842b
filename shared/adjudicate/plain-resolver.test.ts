import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { movementPhases, STREAM_SEED } from '../../bench/cli-stream.js';
import { resolverPhase, type ResolverPhase } from '../../bench/resolver-phases.js';
import { readGolden } from '../../test/datc/golden.js';
import { rng } from '../../test/support/random-game.js';
import { mapGraph, reachableIn } from '../map/graph.js';
import { standardMap } from '../map/standard.js';
import type { PowerName } from '../map/types.js';
import { formatOrder } from '../orders/format.js';
import { parseUnit } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import { resolveMovement } from './movement.js';
import { resolvePlainMovement } from './plain-resolver.js';
import { answerAdjudicateRequest } from './request.js';
import type { Unit } from './types.js';

/**
 * The lean path's resolver against movement.ts's: wherever it decides a phase, its
 * outcome is `resolveMovement`'s to the last field; the boards and orders made as the full
 * path makes them (bench/resolver-phases.ts), over random games and the DATC.
 */

const map = standardMap();
const here = dirname(fileURLToPath(import.meta.url));

/** Both resolvers on a phase: equal outcomes where the lean one decides; whether it did. */
function decides(phase: ResolverPhase, name: string): boolean {
  const lean = resolvePlainMovement(phase.board, phase.orders);
  if (lean === null) return false;
  const full = resolveMovement(phase.board, phase.orders);
  // Compared as text first, which is quick; on a difference, the phase is named.
  if (JSON.stringify(lean) !== JSON.stringify(full)) expect({ name, lean }).toEqual({ name, lean: full });
  return true;
}

/**
 * Crowded orders for a position: nearly every unit moves, mostly where another stands, the rest
 * support whatever they can reach, so that rings of moves, contested and supported, and
 * chains of them are everywhere (the random games' orders hold and support more).
 */
function crowdedOrders(units: readonly Unit[], random: () => number): Record<PowerName, string[]> {
  const graph = mapGraph(map);
  const province = (at: string) => graph.locationProvince.get(at)!;
  const chosen = new Map<Unit, Order>();
  const occupied = new Set(units.map((u) => province(u.at)));
  for (const unit of units) {
    const places = graph.neighbours[province(unit.at)]!.flatMap((p) => reachableIn(graph, unit.kind, unit.at, p));
    // Mostly into a place someone stands in, for rings.
    const taken = places.filter((l) => occupied.has(province(l)));
    const from = taken.length > 0 && random() < 0.8 ? taken : places;
    if (from.length > 0 && random() < 0.8) chosen.set(unit, { kind: 'move', unit, to: from[Math.floor(random() * from.length)]!, viaConvoy: false, route: [] });
  }
  for (const unit of units) {
    if (chosen.has(unit)) continue;
    const reach = new Set(graph.neighbours[province(unit.at)]!.filter((p) => reachableIn(graph, unit.kind, unit.at, p).length > 0));
    const helped = units.filter((u) => {
      const o = chosen.get(u);
      return u !== unit && reach.has(o?.kind === 'move' ? province(o.to) : province(u.at));
    });
    const target = helped[Math.floor(random() * helped.length)];
    const o = target && chosen.get(target);
    if (!target) chosen.set(unit, { kind: 'hold', unit });
    else chosen.set(unit, { kind: 'support', unit, target, to: o?.kind === 'move' ? graph.provinces[province(o.to)]! : null });
  }
  const orders: Record<PowerName, string[]> = {};
  for (const [unit, order] of chosen) (orders[unit.power] ??= []).push(formatOrder(order));
  return orders;
}

/** Whether three or more units of the phase each move into the next one's province, round a ring. */
function hasRing({ board, orders }: ResolverPhase): boolean {
  const next = (u: number) => {
    const o = orders[u];
    return o?.kind === 'move' ? board.unitAt[o.toProvince]! : -1;
  };
  for (let u = 0; u < orders.length; u++) {
    let v = next(u);
    let steps = 1;
    while (v >= 0 && v !== u && steps <= orders.length) {
      v = next(v);
      steps++;
    }
    if (v === u && steps >= 3) return true;
  }
  return false;
}

function unitsOf(given: Record<string, readonly string[]>): Unit[] {
  const units: Unit[] = [];
  for (const power in given) {
    for (const text of given[power]!) {
      const u = parseUnit(map, text);
      if (!u.ok || u.value.kind === null) throw new Error(`${power}: ${text}`);
      units.push({ power: power.toUpperCase(), kind: u.value.kind, at: u.value.at });
    }
  }
  return units;
}

/**
 * The movement phases of the DATC cases on the standard map, played under the standard
 * rules (a case of a rule option too: its board is a fine test of the plain resolver). A
 * case's later blocks go on from where the judge left the one before.
 */
function datcPhases(each: (phase: ResolverPhase, name: string) => void): void {
  const dir = join(here, '..', '..', 'test', 'datc');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    for (const c of readGolden(file, readFileSync(join(dir, file), 'utf8'))) {
      if (c.map !== undefined) continue;
      let units: Record<string, string[]> | undefined;
      for (const block of c.blocks) {
        if (block.start) break;
        const orders: Record<string, string[]> = {};
        for (const o of block.orders) (orders[o.power.toUpperCase()] ??= []).push(o.text);
        units = block.units ?? units ?? {};
        if (block.phase.endsWith('M')) each(resolverPhase(map, unitsOf(units), orders), `${c.id} ${block.phase}`);
        const request = {
          variant: 'standard', phase: block.phase, units, dislodged: block.dislodged ?? {}, standoffs: block.standoffs ?? [],
          ...(block.centers ? { centers: block.centers } : {}), orders, rules: [],
        };
        const answer = answerAdjudicateRequest(request, () => map) as { next?: { units: Record<string, string[]> } };
        if (answer.next === undefined) break;
        units = answer.next.units;
      }
    }
  }
}

describe('the plain resolver', () => {
  test('resolves the phases of random games as resolveMovement does, and leaves few to it', () => {
    // The bench's own stream (bench/cli-stream.ts's seed), then two other games' worth.
    for (const [seed, count] of [[STREAM_SEED, 20_000], [7, 5000], [1901, 5000]] as const) {
      let left = 0;
      let played = 0;
      movementPhases(map, count, seed, (position, orders) => {
        if (!decides(resolverPhase(map, position.units, orders), `seed ${seed} phase ${played++} (${position.phase})`)) left++;
      });
      // Paradoxes of convoys and supports, the rare phases resolveMovement must guess at.
      console.log(`seed ${seed}: ${count} movement phases, ${left} left to resolveMovement`);
      expect(left).toBeLessThan(count * 0.005);
    }
  }, 300_000);

  test('resolves crowded phases as resolveMovement does: rings of moves contested and supported', () => {
    const random = rng(2026);
    let phases = 0;
    let rings = 0;
    let left = 0;
    movementPhases(map, 10_000, 3, (position) => {
      const phase = resolverPhase(map, position.units, crowdedOrders(position.units, random));
      if (hasRing(phase)) rings++;
      if (!decides(phase, `crowded ${phases++} (${position.phase})`)) left++;
    });
    console.log(`crowded: ${phases} phases, ${rings} with a ring of moves, ${left} left to resolveMovement`);
    expect(rings).toBeGreaterThan(phases / 5);
    expect(left).toBeLessThan(phases * 0.01);
  }, 120_000);

  test('resolves the DATC cases as resolveMovement does, leaving it the cycles and paradoxes', () => {
    let phases = 0;
    const left: string[] = [];
    datcPhases((phase, name) => {
      phases++;
      if (!decides(phase, name)) left.push(name);
    });
    expect(phases).toBeGreaterThan(200);
    // Circular movement (6.C) and swaps by convoy (6.G) it decides; the paradoxes it leaves.
    expect(left).toEqual([
      '6.F.14 S1901M', '6.F.15 S1901M', '6.F.16 S1901M', '6.F.17 S1901M', '6.F.18 S1901M', '6.F.19 S1901M',
      '6.F.20 S1901M', '6.F.22 S1901M', '6.F.23 S1901M', '6.F.24 S1901M', '6.G.11 S1901M', '1.4.SC.7 S1901M',
    ]);
  });

  test('leaves a board with marked edges or with convoy links of the phase to resolveMovement', () => {
    let phase: ResolverPhase | undefined;
    movementPhases(map, 1, STREAM_SEED, (position, orders) => (phase = resolverPhase(map, position.units, orders)));
    const { board, orders } = phase!;
    expect(resolvePlainMovement(board, orders)).toEqual(resolveMovement(board, orders));
    expect(resolvePlainMovement({ ...board, graph: { ...board.graph, markedEdges: true } }, orders)).toBeNull();
    expect(resolvePlainMovement({ ...board, convoy: { convoys: new Uint8Array(75), reach: board.graph.touches, link: board.graph.touches } }, orders)).toBeNull();
  });

  test('gives each phase arrays of its own, which the next phase does not touch', () => {
    const outcomes: { outcome: unknown; copy: string }[] = [];
    movementPhases(map, 50, 11, (position, orders) => {
      const phase = resolverPhase(map, position.units, orders);
      const outcome = resolvePlainMovement(phase.board, phase.orders);
      if (outcome !== null) outcomes.push({ outcome, copy: JSON.stringify(outcome) });
    });
    expect(outcomes.length).toBeGreaterThan(45);
    for (const { outcome, copy } of outcomes) expect(JSON.stringify(outcome)).toBe(copy);
  });
});
