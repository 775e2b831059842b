import { describe, expect, test } from 'vitest';
import { STANDARD_MAP_FILES } from './generated/standard-map.js';
import { readMap } from './read.js';
import { standardMap } from './standard.js';
import { unplayedMapFacts } from './unplayed.js';

const read = (text: string) => {
  const r = readMap('variant', (file) => (file === 'variant.map' ? text : STANDARD_MAP_FILES[file]));
  if (!r.ok) return expect.fail(r.error.message);
  return r.value;
};

describe('the map facts the judge reads but does not play yet', () => {
  test('none on the standard map, nor with factory, partisan and alternative sites, RESERVES, MILITIA, ~ and * edges or leagues', () => {
    expect(unplayedMapFacts(standardMap())).toEqual([]);
    const m = read('USE standard\nFRANCE +GAS *BUR @BEL(MAR)\nIN SPRING: SHUT NAO\nRESERVES 1\nMILITIA 1\nLEAGUE WEST STRICT\nAMEND DEN ABUTS -SWE ~SWE\nAMEND SWE ABUTS -DEN ~DEN');
    expect(unplayedMapFacts(m)).toEqual([]);
    // NEWHOMES and claimed homes are played (Position.homes).
    expect(unplayedMapFacts(read('USE standard\nNEWHOMES 1903\nGERMANY &SC'))).toEqual([]);
  });

  test('hidden build sites are played now (views/builds.ts), in a block of IN lines too', () => {
    expect(unplayedMapFacts(read('USE standard\nNEWHOMES 1903\nFRANCE &SC ~BRE\nENGLAND @EDI(LON)\nIN SPRING: SHUT NAO\nFROM START'))).toEqual([]);
    expect(unplayedMapFacts(read('USE standard\nIN W1901A\nFRANCE ~BRE\nFROM START'))).toEqual([]);
  });
});
