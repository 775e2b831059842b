/**
 * Times the movement resolvers on the bench's phases in a fresh process, for
 * scripts/bench-resolvers.mjs: movement.ts's `resolveMovement` (full) against the lean
 * path's `resolvePlainMovement` (plain, handing what it leaves to resolveMovement, as its
 * caller does), or neither (none: what making the boards costs, to take off).
 *
 *   node resolvers.mjs write FILE COUNT        the first COUNT phases of the stream, as given to a resolver
 *   node resolvers.mjs run FILE COUNT WHICH    resolve the first COUNT of them; prints a JSON line
 *
 * A run makes every board first and waits for the engine's helper threads to finish
 * compiling that, then takes the process's CPU time (every thread: the optimizing compiler
 * is one of them) around the resolving and a wait after it, and at half way.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolveMovement, type MovementOutcome } from '../shared/adjudicate/movement.js';
import { resolvePlainMovement } from '../shared/adjudicate/plain-resolver.js';
import type { Unit } from '../shared/adjudicate/types.js';
import { mapGraph } from '../shared/map/graph.js';
import { standardMap } from '../shared/map/standard.js';
import { indexBoard, type Board, type CheckedMovement } from '../shared/orders/check.js';
import { movementPhases, STREAM_SEED } from './cli-stream.js';
import { resolverPhase } from './resolver-phases.js';

interface Stored {
  readonly units: readonly Unit[];
  readonly orders: (CheckedMovement | null)[];
}

const SETTLE_MS = 300;
/** Phases the plain resolver left to resolveMovement. */
let left = 0;
const [mode, file, count, which] = process.argv.slice(2);
const map = standardMap();

if (mode === 'write' && file !== undefined && Number(count) > 0) {
  const phases: Stored[] = [];
  movementPhases(map, Number(count), STREAM_SEED, (position, given) => {
    phases.push({ units: position.units, orders: resolverPhase(map, position.units, given).orders });
  });
  writeFileSync(file, JSON.stringify(phases));
} else if (mode === 'run' && file !== undefined && Number(count) > 0 && (which === 'none' || which === 'full' || which === 'plain')) {
  await run(file, Number(count), which);
} else {
  throw new Error('usage: resolvers write FILE COUNT | resolvers run FILE COUNT none|full|plain');
}

async function run(file: string, count: number, which: 'none' | 'full' | 'plain'): Promise<void> {
  const graph = mapGraph(map);
  const stored = (JSON.parse(readFileSync(file, 'utf8')) as Stored[]).slice(0, count);
  const boards: Board[] = stored.map((s) => indexBoard(graph, s.units));
  await sleep(SETTLE_MS);
  const resolve = which === 'full' ? full : which === 'plain' ? plain : none;
  const start = process.cpuUsage();
  let half = start;
  let check = 0;
  for (let i = 0; i < boards.length; i++) {
    if (i === boards.length >> 1) half = process.cpuUsage();
    const outcome = resolve(boards[i]!, stored[i]!.orders);
    // Read, so that no engine could leave the work undone.
    if (outcome !== null) check += outcome.standoffs.length + outcome.dislodgedBy.length;
  }
  await sleep(SETTLE_MS);
  const end = process.cpuUsage();
  const us = (from: NodeJS.CpuUsage, to: NodeJS.CpuUsage) => to.user + to.system - from.user - from.system;
  console.log(JSON.stringify({ which, count, total: us(start, end), secondHalf: us(half, end), left, check }));
}

function full(board: Board, orders: readonly (CheckedMovement | null)[]): MovementOutcome {
  return resolveMovement(board, orders);
}

function plain(board: Board, orders: readonly (CheckedMovement | null)[]): MovementOutcome {
  const outcome = resolvePlainMovement(board, orders);
  if (outcome !== null) return outcome;
  left++;
  return resolveMovement(board, orders);
}

function none(): null {
  return null;
}
