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

/**
 * A small board with what the standard board lacks: edges only some powers may use, or only a
 * power owning some centres, weak and half edges, a one-way edge into a shut place, a place
 * no fleet may stand on, a power named like a directive, an adjective of two words, a power
 * letter of its own, centres owned that are not homes, a dummy, a flow that steers the year.
 */
const ODD = `
VICTORY 4 3
BEGIN WINTER 1 ADJUSTMENTS
FLOW NEWYEAR:2 SPRING:MOVEMENT FALL:MOVEMENT,RETREATS IFYEARDIV:4=1 WINTER:ADJUSTMENTS
RULE BUILD_ANY
Alpha = alp a+land
Bravo Bay = bra bay?
Charlie = cha
Delta Deep = del bay?
Echo Peak = ech
Foxtrot = fox
Golf = gol
Golf (north coast) = gol/nc
Golf (south coast) = gol/sc
COAST ALP ABUTS BRA Cha DEL FOX
WATER BRA ABUTS ALP RN:CHA DEL(CHA,FOX) GOL/NC
COAST CHA ABUTS Alp ~BRA DEL* fox ECH gol
WATER del ABUTS ALP BRA(CHA,FOX) CHA* GOL/SC
SHUT ECH ABUTS CHA
LAND FOX ABUTS ALP cha GOL
COAST gol ABUTS FOX CHA BRA DEL
COAST GOL/NC ABUTS BRA
COAST GOL/SC ABUTS DEL
_NEUTRAL (NEUTRAL) FOX
A FOX
RED (RED+ARMY:R) ALP
OWNS ALP CHA
F ALP
NORTH (NORDIC:N) GOL
F GOL/SC
DUMMY
UNOWNED
`;

test('a board with restricted, weak and one-way edges, odd powers and a steered year reads back the same', () => {
  const read = readMap('odd', (file) => (file === 'odd.map' ? ODD : undefined));
  if (!read.ok) return expect.fail(read.error.message);
  const { text, again } = roundTrip(read.value);
  expect(mapFacts(again)).toEqual(mapFacts(read.value));
  expect(roundTrip(again).text).toBe(text);
  expect(text).toContain('WATER  BRA     ABUTS ALP RN:CHA DEL(CHA,FOX) GOL/NC');
  expect(text).toContain('Bravo Bay                      = bra bay\nDelta Deep');
  expect(text).toContain('Delta Deep                     = del bay?');
  // Lower case only where it bars a fleet the terrain would let through (not into inland FOX).
  expect(text).toContain('COAST  CHA     ABUTS Alp ~BRA *DEL ECH FOX GOL');
  expect(text).toContain('WATER  del     ABUTS ALP BRA(CHA,FOX) *CHA GOL/SC');
  expect(text).toContain('_NEUTRAL (NEUTRAL) FOX');
  expect(text).toContain('RED (RED+ARMY) ALP\nOWNS ALP CHA\nF ALP');
  expect(text).toContain('FLOW    NEWYEAR:2 SPRING:MOVEMENT FALL:MOVEMENT,RETREATS IFYEARDIV:4=1 WINTER:ADJUSTMENTS');
  expect(text).toContain('DUMMIES NORTH');
});

test('a map no .map line can say is refused by name, not written wrong', () => {
  const m = standardMap();
  const par = m.locations.get('PAR')!;
  const renamed = { ...m, locations: new Map([...m.locations, ['PAR', { ...par, name: 'Paris = Lutetia' }]]) };
  expect(() => writeMap(renamed)).toThrow(/the place name "Paris = Lutetia" cannot be written/);
  // An army edge from Paris to the English Channel: no case of "ENG" gives it.
  const wet = { ...m, locations: new Map([...m.locations, ['PAR', { ...par, abuts: [...par.abuts, { to: 'ENG', army: true, fleet: false, powers: null, centers: null, weak: false, half: false }] }]]) };
  expect(() => writeMap(wet)).toThrow(/no ABUTS entry gives PAR the edge to ENG/);
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
