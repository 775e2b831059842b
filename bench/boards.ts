/**
 * `npm run bench`, the boards: a movement phase of random play on every board of the
 * instance (maps/, the registry of shared/map/boards.ts), the standard board among them,
 * so that a variant's figure is read beside the standard one. Each board is played from its
 * own start by random legal orders until `movements` movement phases are recorded (a game
 * over or past 60 years starts again), then each movement phase is adjudicated again,
 * warm, from parsed orders and from order text; the medians are printed.
 */
import { adjudicateLines, adjudicatePhase, type OrderLine } from '../shared/adjudicate/phase.js';
import { startingPosition } from '../shared/adjudicate/position.js';
import type { Position } from '../shared/adjudicate/types.js';
import { boardNamed, boardNames } from '../shared/map/boards.js';
import { parsePhase } from '../shared/map/phase.js';
import type { GameMap } from '../shared/map/types.js';
import { parseOrder } from '../shared/orders/parse.js';
import { randomOrders, rng } from '../test/support/random-game.js';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)]!;
};
const fmt = (x: number): string => (Number.isNaN(x) ? 'n/a' : x < 10 ? x.toFixed(2) : x.toFixed(1));
const elapsedUs = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1000;

interface Phase { position: Position; orders: Record<string, string[]>; lines: OrderLine[] }

/** The movement phases of random play on `map`, each with its orders as text and parsed. */
function randomMovements(map: GameMap, movements: number): Phase[] {
  const random = rng(20261126);
  const first = parsePhase(map.begin);
  if (!first.ok) throw new Error(first.error.message);
  const out: Phase[] = [];
  let position = startingPosition(map);
  let played = 0;
  for (let guard = 0; out.length < movements && guard < movements * 10; guard++) {
    const year = parsePhase(position.phase);
    if (position.units.length === 0 || !year.ok || Math.abs(year.value.year - first.value.year) > 60) {
      position = startingPosition(map);
      played = 0;
    }
    const orders = randomOrders(map, position, random);
    const phaseType = position.phase.at(-1) as 'M' | 'R' | 'A';
    const lines: OrderLine[] = Object.entries(orders).flatMap(([power, list]) => list.map((text) => ({ power, text, order: parseOrder(map, text, { phaseType }) })));
    if (phaseType === 'M') out.push({ position, orders, lines });
    const next = adjudicatePhase({ map, position, orders });
    if (!next.ok) throw new Error(`${map.name} ${position.phase}: ${next.error.message}`);
    position = next.value.next;
    played++;
  }
  return out;
}

/** Prints a line for each board: its size, and the median movement phase from parsed orders and from order text. */
export function benchBoards(movements = 300, rounds = 7): void {
  console.log(`\nEvery board: a movement phase of random play, ${movements} phases a board, each timed ${rounds} times`);
  console.log('  board            powers  centres  units/phase   from parsed orders   from order text');
  for (const name of boardNames()) {
    const map = boardNamed(name)!;
    const phases = randomMovements(map, movements);
    const fromLines: number[] = [];
    const fromText: number[] = [];
    for (const p of phases) {
      adjudicateLines({ map, position: p.position, lines: p.lines, rules: [] });
      adjudicatePhase({ map, position: p.position, orders: p.orders });
    }
    for (const p of phases) {
      const a: number[] = [];
      const b: number[] = [];
      for (let k = 0; k < rounds; k++) {
        let t = process.hrtime.bigint();
        adjudicateLines({ map, position: p.position, lines: p.lines, rules: [] });
        a.push(elapsedUs(t));
        t = process.hrtime.bigint();
        adjudicatePhase({ map, position: p.position, orders: p.orders });
        b.push(elapsedUs(t));
      }
      fromLines.push(median(a));
      fromText.push(median(b));
    }
    const units = median(phases.map((p) => p.position.units.length));
    console.log(
      `  ${name.padEnd(16)} ${String(map.powers.size).padStart(6)}  ${String(map.supplyCenters.size).padStart(7)}  ${String(units).padStart(11)}   ${(fmt(median(fromLines)) + ' µs').padStart(18)}   ${(fmt(median(fromText)) + ' µs').padStart(15)}`,
    );
  }
}
