import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readMap, type MapLoader } from './read.js';
import { standardMap } from './standard.js';
import { mapFacts } from '../../test/support/map-facts.js';
import type { GameMap } from './types.js';
import { writeMap } from './write.js';

/**
 * writeMap gives text that readMap reads back to the same map, for the standard board and
 * for every DPjudge file the reader loads (../shared/reference/dpjudge, when present).
 */

const reference = fileURLToPath(new URL('../../../shared/reference/dpjudge/', import.meta.url));
const haveReference = existsSync(`${reference}maps/standard.map`);

/** The files of `dir`, then of maps/, Latin-1, as the DPjudge reads them. */
const loaderFor =
  (dir: string): MapLoader =>
  (file) => {
    for (const d of [dir, 'maps']) {
      const path = join(reference, d, file);
      if (existsSync(path)) return readFileSync(path, 'latin1');
    }
    return undefined;
  };

/** Writes the map, reads the text back, and gives both. */
function roundTrip(map: GameMap): { text: string; again: GameMap } {
  const text = writeMap(map, { header: ['A test board.'] });
  const read = readMap(map.name, (file) => (file === `${map.name}.map` ? text : undefined));
  if (!read.ok) throw new Error(`${map.name}: the written text does not read:\n${read.error.message}\n\n${text}`);
  return { text, again: read.value };
}

describe('writeMap', () => {
  test('the standard board reads back the same, and writing it again gives the same text', () => {
    const { text, again } = roundTrip(standardMap());
    expect(mapFacts(again)).toEqual(mapFacts(standardMap()));
    expect(roundTrip(again).text).toBe(text);
  });

  test('the layout: header, calendar, places by terrain with one line each, powers with homes and units', () => {
    const text = writeMap(standardMap(), { header: ['The standard board.'] });
    expect(text.startsWith('# The standard board.\n')).toBe(true);
    expect(text).toContain('VICTORY 18\nBEGIN   SPRING 1901 MOVEMENT\nFLOW    SPRING:MOVEMENT,RETREATS FALL:MOVEMENT,RETREATS WINTER:ADJUSTMENTS\n');
    // The multi-coast province in lower case, its coasts after it; armies reach it through the coasts.
    expect(text).toMatch(/\nCOAST  spa {5}ABUTS GAS LYO MAO MAR POR WES\nCOAST  SPA\/NC {2}ABUTS GAS MAO POR\n/);
    expect(text).toMatch(/\nCOAST  GAS {5}ABUTS BRE BUR MAO mar PAR SPA\/NC\n/);
    expect(text).toContain('\nENGLAND (ENGLISH) EDI LON LVP\nF EDI\nF LON\nA LVP\n');
    expect(text.match(/^(LAND|COAST|WATER|PORT|SHUT) +\S+/gm)?.length).toBe(standardMap().locations.size);
  });

  test('an ambiguous alias is written plainly on one place and with "?" on the others', () => {
    const text = writeMap(standardMap());
    const tyr = standardMap().names.get('TYR');
    expect(tyr?.kind).toBe('ambiguous');
    expect(text).toMatch(/\nTyrrhenian Sea +=.* tyr\?/);
  });
});

const loading = haveReference
  ? ['maps', 'trials'].flatMap((dir) =>
      readdirSync(join(reference, dir))
        .filter((f) => f.endsWith('.map'))
        .sort()
        .map((f) => ({ dir, name: f.slice(0, -'.map'.length) }))
        .filter(({ dir, name }) => readMap(name, loaderFor(dir)).ok)
        .map(({ dir, name }) => `${dir}/${name}`),
    )
  : [];

describe.skipIf(!haveReference)('writeMap on every DPjudge file that loads', () => {
  test('most of them load', () => {
    expect(loading.length).toBeGreaterThan(30);
  });
  test.each(loading)('%s reads back the same', (path) => {
    const [dir = '', name = ''] = path.split('/');
    const read = readMap(name, loaderFor(dir));
    if (!read.ok) return expect.fail(read.error.message);
    const { text, again } = roundTrip(read.value);
    expect(mapFacts(again)).toEqual(mapFacts(read.value));
    expect(roundTrip(again).text).toBe(text);
  });
});
