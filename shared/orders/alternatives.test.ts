import { describe, expect, test } from 'vitest';
import type { Position } from '../adjudicate/types.js';
import { adjustmentsOf } from '../game/duty.js';
import { STANDARD_MAP_FILES } from '../map/generated/standard-map.js';
import { mapGraph } from '../map/graph.js';
import { readMap } from '../map/read.js';
import { HOME_CENTRE_BUILDS } from './build-sites.js';
import { checkAdjustmentOrder, indexBoard } from './check.js';

// Alternative home centres (Map.txt): Belgium builds for France in place of Marseilles only.
const map = (() => {
  const r = readMap('variant', (file) => (file === 'variant.map' ? 'USE standard\nFRANCE @BEL(MAR)\nGERMANY @HOL' : STANDARD_MAP_FILES[file]));
  if (!r.ok) return expect.fail(r.error.message);
  return r.value;
})();

const position = (centers: Position['centers'], units: Position['units']): Position => ({ phase: 'W1901A', units, dislodged: [], standoffs: [], centers });

describe('alternative home centres add a place to build, not a build', () => {
  test('the builds owed count only the open sites that are not alternatives', () => {
    const p = position({ FRANCE: ['BRE', 'MAR', 'PAR', 'BEL', 'SPA'] }, [{ power: 'FRANCE', kind: 'A', at: 'BUR' }]);
    expect(adjustmentsOf(map, p, 'FRANCE')).toEqual({ builds: 3, removals: 0 });
    const g = position({ GERMANY: ['BER', 'KIE', 'MUN', 'HOL', 'DEN'] }, [{ power: 'GERMANY', kind: 'A', at: 'BOH' }]);
    expect(adjustmentsOf(map, g, 'GERMANY')).toEqual({ builds: 3, removals: 0 });
  });

  test('an alternative whose home is occupied is refused as the order is entered, with the reason', () => {
    const units = [{ power: 'FRANCE', kind: 'A' as const, at: 'MAR' }];
    const board = indexBoard(mapGraph(map), units);
    const owned = new Set(['BRE', 'MAR', 'PAR', 'BEL']);
    const c = checkAdjustmentOrder(board, 'FRANCE', owned, { kind: 'build', unit: { kind: 'A', at: 'BEL' } }, HOME_CENTRE_BUILDS);
    expect(c.ok ? null : c.error.message).toBe('Belgium is an alternative home centre to Marseilles: FRANCE builds there only in place of a build in one of those, and may build in none of them now.');
    const free = checkAdjustmentOrder(indexBoard(mapGraph(map), []), 'FRANCE', owned, { kind: 'build', unit: { kind: 'A', at: 'BEL' } }, HOME_CENTRE_BUILDS);
    expect(free.ok).toBe(true);
  });
});
