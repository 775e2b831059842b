/**
 * The stream `npm run bench` times the command line on: the movement phases of seeded
 * random games (test/support/random-game.ts), each phase's position and orders as one JSON
 * line of `judge adjudicate`, about 32 units a phase. Real games are not in the repository.
 * Kept in one place so that the bench and scripts/profile-cli.mjs read the same lines.
 */
import { adjudicatePhase } from '../shared/adjudicate/phase.js';
import { positionJson } from '../shared/adjudicate/request.js';
import { startingPosition } from '../shared/adjudicate/position.js';
import type { Position } from '../shared/adjudicate/types.js';
import type { GameMap, PowerName } from '../shared/map/types.js';
import { randomOrders, rng } from '../test/support/random-game.js';

/** The stream's seed: other seeds play other games the same way. */
export const STREAM_SEED = 20261126;

export function cliStream(map: GameMap, count: number): string[] {
  const stream: string[] = [];
  movementPhases(map, count, STREAM_SEED, (position, orders) => {
    stream.push(JSON.stringify({ id: stream.length, variant: 'standard', ...positionJson(position), orders }));
  });
  return stream;
}

/**
 * The first `count` movement phases of the random games of `seed`, each with its orders;
 * a game starts again from the opening when it dies out or passes 1960.
 */
export function movementPhases(map: GameMap, count: number, seed: number, each: (position: Position, orders: Record<PowerName, string[]>) => void): void {
  const random = rng(seed);
  let at = startingPosition(map);
  let played = 0;
  while (played < count) {
    if (at.units.length === 0 || at.phase.slice(1, 5) > '1960') at = startingPosition(map);
    const orders = randomOrders(map, at, random);
    if (at.phase.endsWith('M')) {
      each(at, orders);
      played++;
    }
    const out = adjudicatePhase({ map, position: at, orders });
    if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
    at = out.value.next;
  }
}
