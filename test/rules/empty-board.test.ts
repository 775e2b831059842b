import { expect, test } from 'vitest';
import { adjudicatePhase } from '../../shared/adjudicate/phase.js';
import { startingPosition } from '../../shared/adjudicate/position.js';
import { standardMap } from '../../shared/map/standard.js';

/**
 * A movement phase with no unit on the board (every power waived its opening builds, as on
 * 1897 or under MOBILIZE) as the first phase a process judges: the resolver's kept arrays
 * (adjudicate/movement.ts) are still empty then and must be made, not read. This file
 * judges nothing else before it, so that the arrays are those of a fresh process.
 */
test('a movement phase with no units, first in a fresh process, is judged: nothing happens', () => {
  const map = standardMap();
  const position = { ...startingPosition(map), units: [] };
  const out = adjudicatePhase({ map, position, orders: {} });
  expect(out.ok).toBe(true);
  if (!out.ok) return;
  expect(out.value.results).toEqual([]);
  expect(out.value.next.units).toEqual([]);
});
