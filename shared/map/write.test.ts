import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readMap, type MapLoader } from './read.js';
import { boardNamed } from './boards.js';
import { standardMap } from './standard.js';
import { mapFacts } from '../../test/support/map-facts.js';
import type { GameMap, PowerInfo } from './types.js';
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
 * letter of its own, centres owned that are not homes, a dummy, a flow that steers the year;
 * and the build sites and extra units of the powers (a factory and a partisan site, hidden
 * builds, an alternative home, claims, reserves, militia, leagues of each kind), years whose
 * homes are given anew, and lines that hold in some phases only.
 */
const ODD = `
VICTORY 4 3
BEGIN WINTER 1 ADJUSTMENTS
FLOW NEWYEAR:2 SPRING:MOVEMENT FALL:MOVEMENT,RETREATS IFYEARDIV:4=1 WINTER:ADJUSTMENTS
RULE BUILD_ANY
NEWHOMES 3 -1
Alpha = alp a+land
Bravo Bay = bra bay?
Charlie = cha
Delta Deep = del bay?
Echo Peak = ech
Foxtrot = fox
Golf = gol
Golf (north coast) = gol/nc
Golf (south coast) = gol/sc
Hotel = hot
India = ind
Juliett = jul
COAST ALP ABUTS BRA Cha DEL FOX
WATER BRA ABUTS ALP RN:CHA DEL(CHA,FOX) GOL/NC
COAST CHA ABUTS Alp ~BRA DEL* fox ECH gol
WATER del ABUTS ALP BRA(CHA,FOX) CHA* GOL/SC
SHUT ECH ABUTS CHA
LAND FOX ABUTS ALP cha GOL HOT IND JUL
COAST gol ABUTS FOX CHA BRA DEL
COAST GOL/NC ABUTS BRA
COAST GOL/SC ABUTS DEL
LAND HOT ABUTS FOX IND
LAND IND ABUTS FOX HOT JUL
LAND JUL ABUTS FOX IND
IN SPRING: WATER ECH
_NEUTRAL (NEUTRAL) FOX
A FOX
MILITIA
LEAGUE GREY
RED (RED+ARMY:R) ALP ~+HOT &SC
OWNS ALP CHA
RESERVES 2
LEAGUE REDS STRICT
F ALP
RED &SC
NORTH (NORDIC:N) GOL *IND ~@JUL(GOL)
F GOL/SC
LEAGUE NORTHERN BENIGN REDS NORTHERN
DUMMY
UNOWNED
FROM S3M
NORTH
HOMES GOL JUL
FROM START
IN FALL 5: RULE FRIENDLY_FIRE
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
  expect(text).toContain('FLOW    NEWYEAR:2 SPRING:MOVEMENT FALL:MOVEMENT,RETREATS IFYEARDIV:4=1 WINTER:ADJUSTMENTS');
  expect(text).toContain('DUMMIES NORTH');
  // The build sites in the order the reader keeps them, each with its marks; then what the
  // power keeps beyond its centres, and its league.
  expect(text).toContain('\n_NEUTRAL (NEUTRAL) FOX\nMILITIA 1\nLEAGUE GREY\nA FOX\n');
  expect(text).toContain('\nRED (RED+ARMY) ALP ~+HOT &SC &SC\nOWNS ALP CHA\nRESERVES 2\nLEAGUE REDS STRICT\nF ALP\n');
  expect(text).toContain('\nNORTH (NORDIC) GOL ~@JUL(GOL) *IND\nLEAGUE NORTHERN BENIGN REDS NORTHERN\nF GOL/SC\n');
  expect(text).toContain('\nRULE    BUILD_ANY\nNEWHOMES 3 -1\n');
  // The lines of some phases last, one on its IN line, more below theirs up to FROM START.
  expect(text).toMatch(/\nIN SPRING: WATER ECH\n\nFROM S3M\nNORTH\nHOMES GOL JUL\nFROM START\n\nIN FALL 5: RULE FRIENDLY_FIRE\n$/);
  expect(again.powers.get('RED')).toMatchObject({ factories: ['HOT'], hiddenBuilds: ['HOT'], claims: 2, reserves: 2 });
  expect(again.powers.get('NORTH')).toMatchObject({ partisans: ['IND'], alternatives: [{ centre: 'JUL', instead: ['GOL'] }], hiddenBuilds: ['JUL'] });
  expect(again.phased?.map((b) => [b.kind, b.phase, b.lines.map((l) => l.text)])).toEqual([
    ['in', 'SPRING', ['WATER ECH']],
    ['from', 'S3M', ['NORTH', 'HOMES GOL JUL']],
    ['in', 'FALL 5', ['RULE FRIENDLY_FIRE']],
  ]);
  // Applied, each block makes of the written board what it makes of the board as given.
  for (const block of read.value.phased ?? []) {
    const lines = block.lines.map((l) => l.text);
    const given = withBlock('odd', (file) => (file === 'odd.map' ? ODD : undefined), lines);
    expect(mapFacts(withBlock('odd', (file) => (file === 'odd.map' ? text : undefined), lines))).toEqual(mapFacts(given));
  }
});

test('Global: a season\'s own letter (SUMMER=U), SEASONAL, KINDS and CAPS lines read back the same', () => {
  const map = boardNamed('global')!;
  const { text, again } = roundTrip(map);
  expect(text).toContain('FLOW    WINTER:MOVEMENT,RETREATS SPRING:MOVEMENT,RETREATS,ADJUSTMENTS SUMMER=U:MOVEMENT,RETREATS FALL:MOVEMENT,RETREATS,ADJUSTMENTS');
  expect(text).toContain('BEGIN   FALL 2100 ADJUSTMENTS');
  expect(text).toContain('\nSEASONAL ANT FALL WINTER\nSEASONAL POL SPRING SUMMER');
  expect(mapFacts(again)).toEqual(mapFacts(map));
  expect(roundTrip(again).text).toBe(text);
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

test('build sites, leagues and phase lines no .map line can say are refused by name, not dropped', () => {
  const m = standardMap();
  const withPower = (name: string, change: Partial<PowerInfo>): GameMap => {
    const power = m.powers.get(name)!;
    return { ...m, powers: new Map([...m.powers, [name, { ...power, ...change }]]) };
  };
  // A hidden build where the power may not build at all: "~BOH" would make Bohemia a home.
  expect(() => writeMap(withPower('GERMANY', { hiddenBuilds: ['BOH'] }))).toThrow(/the hidden build site BOH of GERMANY is not among its home centres/);
  // An alternative home must be a home: "@" on a factory site reads as no alternative.
  expect(() => writeMap(withPower('GERMANY', { factories: ['BOH'], alternatives: [{ centre: 'BOH', instead: [] }] }))).toThrow(
    /the alternative home centre BOH of GERMANY is not among its home centres/,
  );
  // The reader keeps each list in the order of the entries: hidden KIE before BER, but BER is the first home.
  expect(() => writeMap(withPower('GERMANY', { hiddenBuilds: ['KIE', 'BER'] }))).toThrow(/no order of the entries of GERMANY's line/);
  expect(() => writeMap(withPower('GERMANY', { homes: ['BER', 'KIE', 'BER'] }))).toThrow(/BER is named twice among the home centres and build sites of GERMANY/);
  expect(() => writeMap(withPower('GERMANY', { league: { name: 'HOLY ROMAN', behaviour: 'open', benignTo: [] } }))).toThrow(
    /the league name "HOLY ROMAN" of GERMANY cannot be written/,
  );
  expect(() => writeMap(withPower('GERMANY', { league: { name: 'HRE', behaviour: 'strict', benignTo: ['PAPAL'] } }))).toThrow(/only a BENIGN league names other leagues/);
  expect(() => writeMap(withPower('GERMANY', { reserves: 1.5 }))).toThrow(/RESERVES cannot give GERMANY 1.5 units/);
  // A line of a block that would end the block (or start another) instead of being one of its lines.
  const line = (text: string) => ({ text, file: 'x.map', line: 1 });
  const phased = (kind: 'in' | 'from', phase: string, ...texts: string[]): GameMap => ({ ...m, phased: [{ kind, phase, lines: texts.map(line) }] });
  expect(() => writeMap(phased('in', 'SPRING', 'WATER ARC', 'FROM START'))).toThrow(/the line "FROM START" cannot be written among the lines of IN SPRING/);
  expect(() => writeMap(phased('in', 'SPRING', '# the Arctic thaws'))).toThrow(/the line "# the Arctic thaws" cannot be written/);
  expect(() => writeMap(phased('from', 'SPRING', 'WATER ARC'))).toThrow(/"FROM SPRING" cannot be written as the head/);
  expect(() => writeMap(phased('in', 'S1901M: X', 'WATER ARC'))).toThrow(/"IN S1901M: X" cannot be written as the head/);
  expect(() => writeMap(phased('in', 'SPRING DIRECTIVES'))).toThrow(/"IN SPRING DIRECTIVES" cannot be written as the head/);
  expect(() => writeMap({ ...m, homeYears: [1901.5] })).toThrow(/NEWHOMES cannot name the year 1901.5/);
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

  // The lines of an IN or FROM block are written as the file has them, but elsewhere: they
  // must change the written map as they change the file's, in the phases they hold in.
  const phasedFiles = loading.filter((path) => {
    const [dir = '', name = ''] = path.split('/');
    const read = readMap(name, loaderFor(dir));
    return read.ok && (read.value.phased ?? []).length > 0;
  });
  test('the files with IN or FROM lines are among them', () => {
    expect(phasedFiles).toEqual(expect.arrayContaining(['maps/loeb9', 'maps/zeus']));
  });
  test.each(phasedFiles)('%s: each IN or FROM block makes of the written map what it makes of the file', (path) => {
    const [dir = '', name = ''] = path.split('/');
    const read = readMap(name, loaderFor(dir));
    if (!read.ok) return expect.fail(read.error.message);
    const text = writeMap(read.value);
    const written: MapLoader = (file) => (file === `${name}.map` ? text : undefined);
    (read.value.phased ?? []).forEach((block, i) => {
      const original = withBlock(name, loaderFor(dir), block.lines.map((l) => l.text));
      const ours = withBlock(name, written, block.lines.map((l) => l.text));
      const what = `${block.kind.toUpperCase()} ${block.phase} (block ${i + 1})`;
      // Each of these blocks changes the map, so that the comparison says something.
      expect(mapFacts(original), what).not.toEqual(mapFacts(read.value));
      expect(mapFacts(ours), what).toEqual(mapFacts(original));
    });
  });
});

/**
 * The map `name` with the lines of a block read after it, as a file of their own, which is
 * how the reader checks a block (and how DPjudge applies one in its phase): USEd after the
 * file's last line, once any open block is closed.
 */
function withBlock(name: string, load: MapLoader, lines: readonly string[]): GameMap {
  const blockFile = `${name}-phase.map`;
  const read = readMap(name, (file) => {
    if (file === blockFile) return lines.join('\n');
    const text = load(file);
    return file === `${name}.map` && text !== undefined ? `${text}\nFROM START\nUSE ${blockFile}\n` : text;
  });
  if (!read.ok) throw new Error(`${name} with the block's lines does not read:\n${read.error.message}`);
  return read.value;
}
