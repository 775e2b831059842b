import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { movementPhases, STREAM_SEED } from '../../bench/cli-stream.js';
import { resolverPhase, type ResolverPhase } from '../../bench/resolver-phases.js';
import { readGolden } from '../../test/datc/golden.js';
import { standardMap } from '../map/standard.js';
import { parseUnit } from '../orders/parse.js';
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
