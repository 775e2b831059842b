/**
 * The stream `npm run bench` times the command line on: the movement phases of seeded
 * random games (test/support/random-game.ts), each phase's position and orders as one JSON
 * line of `judge adjudicate`, about 32 units a phase. Real games are not in the repository.
 * Kept in one place so that the bench and scripts/profile-cli.mjs read the same lines.
 */
import { adjudicatePhase } from '../shared/adjudicate/phase.js';
import { positionJson } from '../shared/adjudicate/request.js';
import { startingPosition } from '../shared/adjudicate/position.js';
import type { GameMap } from '../shared/map/types.js';
import { randomOrders, rng } from '../test/support/random-game.js';

export function cliStream(map: GameMap, count: number): string[] {
  const stream: string[] = [];
  const random = rng(20261126);
  let at = startingPosition(map);
  while (stream.length < count) {
    if (at.units.length === 0 || at.phase.slice(1, 5) > '1960') at = startingPosition(map);
    const orders = randomOrders(map, at, random);
    if (at.phase.endsWith('M')) stream.push(JSON.stringify({ id: stream.length, variant: 'standard', ...positionJson(at), orders }));
    const out = adjudicatePhase({ map, position: at, orders });
    if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
    at = out.value.next;
  }
  return stream;
}
