import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { phaseAfter } from './calendar.js';
import { formatPhase, parsePhase } from './phase.js';
import { readMap, type MapLoader } from './read.js';

/**
 * Every .map file DPjudge ships (maps/ and trials/ of ../shared/reference/dpjudge), read
 * as DPjudge reads them: Latin-1, a trial map seeing maps/ too. Each file either loads with
 * the counts below or is refused for the reason below; a file not in the table fails, so
 * that a new file is looked at.
 *
 * The counts are DPjudge's own: its Map class (serrasqueiro/dpjudge, branch satyr, run
 * under Python 2.7) loaded each file and gave len(powers), len(set(scs)) and the units
 * of all powers. For a refused file they are what the judge must find once it reads it.
 */

const reference = fileURLToPath(new URL('../../../shared/reference/dpjudge/', import.meta.url));
const haveReference = existsSync(`${reference}maps/standard.map`);

interface Expected {
  readonly powers: number;
  readonly centres: number;
  readonly units: number;
  /** Why the judge refuses the file today: a part of the first problem it names. */
  readonly refused?: string;
}

const FILES: Readonly<Record<string, Expected>> = {
  'maps/1897.map': { powers: 7, centres: 34, units: 0 },
  'maps/1898.map': { powers: 7, centres: 34, units: 0 },
  'maps/1900.map': { powers: 7, centres: 39, units: 25 },
  'maps/aberration.map': { powers: 9, centres: 52, units: 27 },
  // DPjudge finds 14 powers and 44 centres when its variants/ directory is there; without
  // it, it takes the PAYOLA stanza's "TAX 1" and "CAP 3" for two powers with a centre each
  // (16 and 46, as an earlier run of this table had it).
  'maps/ambition.map': { powers: 14, centres: 44, units: 44 },
  'maps/ancmed.map': { powers: 5, centres: 34, units: 15 },
  'maps/brazilian.map': { powers: 7, centres: 35, units: 22 },
  'maps/britain.map': { powers: 7, centres: 37, units: 25 },
  'maps/canton.map': { powers: 7, centres: 36, units: 23 },
  'maps/chaos.map': { powers: 34, centres: 34, units: 0 },
  'maps/chromatic.map': { powers: 5, centres: 21, units: 15 },
  'maps/classical.map': { powers: 5, centres: 35, units: 15 },
  'maps/crowded.map': { powers: 11, centres: 35, units: 35 },
  'maps/empire-up.map': { powers: 10, centres: 58, units: 30 },
  'maps/empire.map': { powers: 10, centres: 58, units: 30 },
  'maps/fiveman.map': { powers: 5, centres: 27, units: 15 },
  'maps/fleetrome.map': { powers: 7, centres: 34, units: 22 },
  'maps/hundred.map': { powers: 3, centres: 17, units: 14 },
  'maps/imperial.map': { powers: 13, centres: 172, units: 85 },
  'maps/loeb9.map': { powers: 9, centres: 38, units: 28 },
  'maps/milan.map': { powers: 7, centres: 34, units: 22 },
  'maps/minorpower.map': { powers: 19, centres: 34, units: 22 },
  'maps/modern-up.map': { powers: 10, centres: 64, units: 38 },
  'maps/modern.map': { powers: 10, centres: 64, units: 38 },
  'maps/pure.map': { powers: 7, centres: 7, units: 7 },
  'maps/renaissance.map': { powers: 7, centres: 35, units: 22 },
  'maps/sailho.map': { powers: 4, centres: 16, units: 8 },
  'maps/sengoku.map': { powers: 9, centres: 37, units: 22 },
  'maps/shiftaround.map': { powers: 7, centres: 34, units: 22 },
  'maps/shiftleft.map': { powers: 7, centres: 34, units: 22 },
  'maps/shiftright.map': { powers: 7, centres: 34, units: 22 },
  'maps/slovenia.map': { powers: 10, centres: 64, units: 38 },
  'maps/standard.map': { powers: 7, centres: 34, units: 22 },
  'maps/v8.map': { powers: 8, centres: 38, units: 24 },
  'maps/vassal.map': { powers: 19, centres: 34, units: 22 },
  'maps/void.map': { powers: 36, centres: 34, units: 36 },
  'maps/youngstown.map': { powers: 10, centres: 72, units: 39 },
  'maps/zeus.map': { powers: 8, centres: 43, units: 1 },
  'trials/azov.map': { powers: 10, centres: 64, units: 38 },
  'trials/midi.map': { powers: 10, centres: 64, units: 38 },
  // The translated boards rename places to abbreviations with letters outside A-Z (Édi,
  // bül) and a power to ITALIË. DPjudge itself refuses these four (DUPLICATE LOCATION
  // ABBREVIATION), German included, which we read. We keep the other three refused: an
  // abbreviation is what the judge prints and what players type, by mail too, and must be
  // the same A-Z word everywhere (É and Ë, and what Latin-1 makes of them, are not); and
  // the Dutch file gives "SINT PETERSBURG/NK" to both coasts of STP, a slip that makes
  // an order to it mean two places.
  'trials/standard_dutch.map': { powers: 7, centres: 34, units: 22, refused: '"ITALIË" is neither a directive nor a power name' },
  'trials/standard_french.map': { powers: 7, centres: 34, units: 22, refused: '"Édi" is not a place abbreviation' },
  'trials/standard_german.map': { powers: 7, centres: 34, units: 22 },
  'trials/standard_glhetg.map': { powers: 7, centres: 34, units: 22, refused: '"bül/co" is not a place abbreviation' },
};

/** Files of `dir`, then of maps/, as DPjudge looks for a trial map's files; Latin-1 as DPjudge opens them. */
const loaderFor =
  (dir: string): MapLoader =>
  (file) => {
    for (const d of [dir, 'maps']) {
      const path = join(reference, d, file);
      if (existsSync(path)) return readFileSync(path, 'latin1');
    }
    return undefined;
  };

const present = haveReference
  ? ['maps', 'trials'].flatMap((dir) =>
      readdirSync(join(reference, dir))
        .filter((f) => f.endsWith('.map'))
        .sort()
        .map((f) => `${dir}/${f}`),
    )
  : [];

describe.skipIf(!haveReference)(`every DPjudge map file (${haveReference ? 'found' : 'absent, so skipped'}: ../shared/reference/dpjudge)`, () => {
  test('the table names every file there is', () => {
    expect(present).toEqual(Object.keys(FILES).sort());
  });

  test.each(present)('%s', (path) => {
    const expected = FILES[path];
    if (!expected) return expect.fail(`${path} is not in the table`);
    const [dir = '', file = ''] = path.split('/');
    const r = readMap(file.replace(/\.map$/, ''), loaderFor(dir));
    if (expected.refused !== undefined) {
      // Every problem is named with its file and line.
      if (r.ok) return expect.fail(`${path} now loads: check its counts against DPjudge's and drop "refused"`);
      expect(r.error.message.split('\n')[0]).toMatch(/^[\w.-]+\.map line \d+: /);
      expect(r.error.message).toContain(expected.refused);
      return;
    }
    if (!r.ok) return expect.fail(r.error.message);
    const m = r.value;
    const units = [...m.powers.values()].reduce((n, p) => n + p.units.length, 0);
    expect({ powers: m.powers.size, centres: m.supplyCenters.size, units }).toEqual({
      powers: expected.powers,
      centres: expected.centres,
      units: expected.units,
    });
  });

  // The first phases as DPjudge's findNextPhase gives them, for the maps whose FLOW steers the year.
  test.each([
    ['classical', ['B273M', 'B273R', 'B272M', 'B272R', 'B272A', 'B271M', 'B271R', 'B270M']],
    ['hundred', ['A1425M', 'A1425R', 'A1430M', 'A1430R', 'A1430A', 'A1435M', 'A1435R', 'A1440M']],
  ])('%s steps through its years as DPjudge does', (name, expected) => {
    const r = readMap(name, loaderFor('maps'));
    if (!r.ok) return expect.fail(r.error.message);
    const start = parsePhase(r.value.begin);
    if (!start.ok) return expect.fail(start.error.message);
    const out = [start.value];
    for (let p = phaseAfter(r.value, start.value); p && out.length < expected.length; p = phaseAfter(r.value, p)) out.push(p);
    expect(out.map(formatPhase)).toEqual(expected);
  });
});

// What DPjudge's Map class keeps of the directives these five files were once refused for
// (its factory, partisan, alternative, homeYears, leagues and dynamic, under Python 2.7).
describe.skipIf(!haveReference)('the facts DPjudge keeps of NEWHOMES, *, &, @, LEAGUE and IN', () => {
  const load = (name: string) => {
    const r = readMap(name, loaderFor('maps'));
    if (!r.ok) return expect.fail(r.error.message);
    return r.value;
  };

  test('1897: NEWHOMES 1899', () => {
    expect(load('1897').homeYears).toEqual([1899]);
  });

  test('1900: Russia has the partisan site SIB, which is no supply centre', () => {
    const m = load('1900');
    expect([...m.powers.values()].filter((p) => p.partisans).map((p) => [p.name, p.partisans])).toEqual([['RUSSIA', ['SIB']]]);
    expect(m.supplyCenters.has('SIB')).toBe(false);
  });

  test('ambition: every power in a league, five with a claimed home', () => {
    const m = load('ambition');
    expect([...m.powers.values()].filter((p) => p.league).length).toBe(14);
    expect(m.powers.get('PAPACY')?.league).toEqual({ name: 'CATHOLIC', behaviour: 'strict', benignTo: [] });
    expect(m.powers.get('CATHOLIC')?.league).toEqual({ name: 'CATHOLIC', behaviour: 'benign', benignTo: ['CHRISTIAN'] });
    expect([...m.powers.values()].filter((p) => p.claims).map((p) => p.name)).toEqual(['SAXONY', 'SWEDEN', 'SPAIN', 'DENMARK', 'TURKEY']);
  });

  test('loeb9: the Arctic is WATER in spring, SHUT otherwise', () => {
    const m = load('loeb9');
    expect(m.provinces.get('ARC')?.terrain).toBe('SHUT');
    expect(m.phased).toEqual([{ kind: 'in', phase: 'SPRING', lines: [{ text: 'WATER ARC', file: 'loeb9.map', line: 17 }] }]);
  });

  test('zeus: CAL an alternative home of the USA; in W1939A only for NYO, and hidden', () => {
    const m = load('zeus');
    expect(m.powers.get('USA')?.alternatives).toEqual([{ centre: 'CAL', instead: [] }]);
    expect(m.phased?.[0]).toMatchObject({ kind: 'in', phase: 'W1939A', lines: [{ text: 'U+S+A' }, { text: 'HOMES ~@CAL(NYO) HAW ~NYO WAS' }] });
    // The alias "ben" of Libya gives way to the Bay of Bengal's abbreviation.
    expect(m.names.get('BEN')).toEqual({ kind: 'location', location: 'BEN' });
    expect(m.names.get('BENGHAZI')).toEqual({ kind: 'location', location: 'LIB' });
  });
});
