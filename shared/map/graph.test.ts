import { describe, expect, test } from 'vitest';
import { canMove, canStep, mapGraph, reachableIn, type Mover } from './graph.js';
import { STANDARD_MAP_FILES } from './generated/standard-map.js';
import { readMap } from './read.js';
import { standardMap } from './standard.js';
import type { GameMap, UnitKind } from './types.js';

/**
 * canStep answers from tables made once per map where every edge of a place is open to
 * all; it must say exactly what the edges, walked one by one, say.
 */
function expectSameAsEdges(map: GameMap, movers: readonly (Mover | undefined)[]): number {
  const graph = mapGraph(map);
  let asked = 0;
  for (const from of map.locations.keys()) {
    for (let p = 0; p < graph.provinces.length; p++) {
      for (const mover of movers) {
        for (const kind of ['A', 'F'] as UnitKind[]) {
          const edges = kind === 'A'
            ? canMove(map, 'A', from, graph.provinces[p]!, mover)
            : reachableIn(graph, 'F', from, p, mover).length > 0;
          if (canStep(graph, kind, from, p, mover) !== edges) expect.fail(`${kind} ${from} to ${graph.provinces[p]} for ${mover?.power}: the table says ${!edges}, the edges ${edges}`);
          asked++;
        }
      }
    }
  }
  return asked;
}

describe('canStep', () => {
  test('says what the edges say, for every place, province and kind of the standard map', () => {
    const map = standardMap();
    const movers = [undefined, ...[...map.powers.keys()].map((power) => ({ power }))];
    expect(expectSameAsEdges(map, movers)).toBeGreaterThan(10_000);
  });

  test('walks the edges where some are only for some powers or for the owners of some centres', () => {
    // The standard board with an edge for England alone, and one for the owner of Brest and Paris.
    const text = 'USE standard\nAMEND NTH ABUTS -NWY E:NWY\nAMEND MAO ABUTS -BRE BRE(BRE,PAR)';
    const read = readMap('variant', (file) => (file === 'variant.map' ? text : STANDARD_MAP_FILES[file]));
    if (!read.ok) expect.fail(read.error.message);
    const map = read.value;
    const graph = mapGraph(map);
    expect(graph.fleetSteps.get('NTH')).toBeNull();
    const nwy = graph.provinceIndex.get('NWY')!;
    expect(canStep(graph, 'F', 'NTH', nwy, { power: 'ENGLAND' })).toBe(true);
    expect(canStep(graph, 'F', 'NTH', nwy, { power: 'GERMANY' })).toBe(false);
    const bre = graph.provinceIndex.get('BRE')!;
    expect(canStep(graph, 'F', 'MAO', bre, { power: 'FRANCE', owns: new Set(['BRE', 'PAR']) })).toBe(true);
    expect(canStep(graph, 'F', 'MAO', bre, { power: 'FRANCE', owns: new Set(['BRE']) })).toBe(false);
    expectSameAsEdges(map, [undefined, { power: 'ENGLAND' }, { power: 'FRANCE', owns: new Set(['BRE', 'PAR']) }, { power: 'FRANCE' }]);
  });
});
