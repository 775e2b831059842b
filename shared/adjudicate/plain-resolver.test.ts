import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readGolden } from '../../test/datc/golden.js';
import { randomOrders, rng } from '../../test/support/random-game.js';
import { mapGraph } from '../map/graph.js';
import { standardMap } from '../map/standard.js';
import type { PowerName } from '../map/types.js';
import { checkMovementOrder, indexBoard, type Board, type CheckedMovement } from '../orders/check.js';
import { parseOrder, parseUnit } from '../orders/parse.js';
import { resolveMovement } from './movement.js';
import { adjudicatePhase, type PhaseInput } from './phase.js';
import { resolvePlainMovement } from './plain-resolver.js';
import { startingPosition } from './position.js';
import { answerAdjudicateRequest } from './request.js';
import type { Position, Unit } from './types.js';

/**
 * The lean path's resolver against movement.ts's: wherever it decides a phase, its
 * outcome is `resolveMovement`'s to the last field. The boards and orders are made as the
 * full path makes them (phase.ts): the board of the units, each order as the grammar reads
 * it and `checkMovementOrder` passes it, a later order to a unit replacing an earlier one.
 */

const map = standardMap();
const graph = mapGraph(map);
const here = dirname(fileURLToPath(import.meta.url));

interface Phase {
  readonly board: Board;
  readonly orders: (CheckedMovement | null)[];
}

function movementPhase(units: readonly Unit[], given: Record<PowerName, readonly string[]>): Phase {
  const board = indexBoard(graph, units);
  const orders: (CheckedMovement | null)[] = new Array(units.length).fill(null);
  for (const power in given) {
    for (const text of given[power]!) {
      const order = parseOrder(map, text, { phaseType: 'M' });
      if (!order.ok) continue;
      const checked = checkMovementOrder(board, power, order.value);
      if (checked.ok) orders[checked.value.unit] = checked.value;
    }
  }
  return { board, orders };
}

/** Both resolvers on a phase: equal outcomes where the lean one decides; whether it did. */
function decides(phase: Phase, name: string): boolean {
  const lean = resolvePlainMovement(phase.board, phase.orders);
  if (lean === null) return false;
  const full = resolveMovement(phase.board, phase.orders);
  // Deep equality first, which is quick; on a difference, the phase is named.
  if (!isDeepEqual(lean, full)) expect({ name, lean }).toEqual({ name, lean: full });
  return true;
}

function isDeepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The movement phases of seeded random games, as bench/cli-stream.ts plays them. */
function randomPhases(seed: number, count: number, each: (phase: Phase, name: string) => void): void {
  const random = rng(seed);
  let at: Position = startingPosition(map);
  let played = 0;
  while (played < count) {
    if (at.units.length === 0 || at.phase.slice(1, 5) > '1960') at = startingPosition(map);
    const orders = randomOrders(map, at, random);
    if (at.phase.endsWith('M')) each(movementPhase(at.units, orders), `seed ${seed} phase ${played++} (${at.phase})`);
    const out = adjudicatePhase({ map, position: at, orders } satisfies PhaseInput);
    if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
    at = out.value.next;
  }
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
function datcPhases(each: (phase: Phase, name: string) => void): void {
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
        if (block.phase.endsWith('M')) each(movementPhase(unitsOf(units), orders), `${c.id} ${block.phase}`);
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
    for (const [seed, count] of [[20261126, 20_000], [7, 5000], [1901, 5000]] as const) {
      let left = 0;
      randomPhases(seed, count, (phase, name) => {
        if (!decides(phase, name)) left++;
      });
      // Paradoxes of convoys and supports, the rare phases resolveMovement must guess at.
      console.log(`seed ${seed}: ${count} movement phases, ${left} left to resolveMovement`);
      expect(left).toBeLessThan(count * 0.005);
    }
  }, 300_000);

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
});
