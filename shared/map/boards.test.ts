import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { decodeMapFile } from '../../cli/map-files.js';
import { boardFigures, MAP_FILE, readBoardInfo } from './board-folder.js';
import { boardInfo, boardNamed, boardNames, boardSetup, boardSetups } from './boards.js';
import { EMBEDDED_BOARDS } from './generated/boards.js';
import { standardMap } from './standard.js';

const maps = fileURLToPath(new URL('../../maps/', import.meta.url));
/** Every folder of maps/ that holds a map file: each must be a board of the registry. */
const folders = readdirSync(maps)
  .filter((f) => statSync(`${maps}${f}`).isDirectory() && readdirSync(`${maps}${f}`).some((x) => MAP_FILE.test(x)))
  .sort();

describe('the registry of boards', () => {
  test('lists every folder of maps/ (run `npx tsx scripts/embed-maps.ts` after adding one)', () => {
    expect(boardNames()).toEqual(folders);
  });

  test.each(folders)('maps/%s: every map file is embedded as it is on disk, and no other', (folder) => {
    const files = readdirSync(`${maps}${folder}`).filter((f) => MAP_FILE.test(f)).sort();
    const embedded = EMBEDDED_BOARDS[folder]!;
    expect(Object.keys(embedded.files).sort()).toEqual(files);
    for (const f of files) expect([f, embedded.files[f]]).toEqual([f, decodeMapFile(readFileSync(`${maps}${folder}/${f}`))]);
    const json = `${maps}${folder}/board.json`;
    const facts = readBoardInfo(existsSync(json) ? readFileSync(json, 'utf8') : undefined);
    expect(facts.ok && facts.value).toEqual(embedded.info);
  });

  test.each(folders)('maps/%s reads, and is read once; its embedded figures are those of the board', (folder) => {
    const map = boardNamed(folder);
    expect(map?.name).toBe(folder);
    expect(boardNamed(folder)).toBe(map);
    expect(map!.powers.size).toBeGreaterThanOrEqual(2);
    expect(EMBEDDED_BOARDS[folder]!.figures).toEqual(boardFigures(map!));
  });

  test('a board\'s setups are the other map files of its folder that USE it, each read once', () => {
    expect(boardSetups('global')).toEqual(['global3', 'global4', 'global5']);
    expect(boardSetups('standard')).toEqual([]);
    expect(boardSetups('nope')).toEqual([]);
    const five = boardSetup('global', 'global5');
    expect(five?.name).toBe('global5');
    expect(boardSetup('global', 'global5')).toBe(five);
    expect(boardSetup('global', 'global')).toBeUndefined();
    expect(boardSetup('standard', 'global5')).toBeUndefined();
  });

  test.each(folders.flatMap((f) => boardSetups(f).map((s) => [f, s])))('maps/%s: the setup %s reads', (folder, setup) => {
    expect(boardSetup(folder, setup)!.powers.size).toBeGreaterThanOrEqual(2);
  });

  test('the standard board is standardMap()', () => {
    expect(boardNamed('standard')).toBe(standardMap());
  });

  test.each(['nope', '', '__proto__', 'constructor', 'toString', 'STANDARD'])('has no board named %j', (name) => {
    expect(boardNamed(name)).toBeUndefined();
    expect(boardInfo(name)).toBeUndefined();
  });

  test('says what the standard board is', () => {
    expect(boardInfo('standard')).toEqual({
      name: 'standard',
      title: 'Standard',
      credit: 'Designed by Allan B. Calhamer.',
      about: expect.any(String),
      powers: ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'],
      centres: 34,
      units: 22,
      victory: 18,
    });
  });

  test('says what Pure is: seven powers, seven centres, seven armies, four to win', () => {
    expect(boardInfo('pure')).toMatchObject({
      name: 'pure',
      title: 'Pure',
      powers: ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'],
      centres: 7,
      units: 7,
      victory: 4,
    });
  });
});

describe('Pure', () => {
  const pure = boardNamed('pure')!;

  test('each power has one home centre, owned, with one army on it', () => {
    for (const p of pure.powers.values()) {
      expect(p.homes).toHaveLength(1);
      expect(p.centers).toEqual(p.homes);
      expect(p.units).toEqual([{ kind: 'A', at: p.homes[0] }]);
    }
    expect(pure.unowned).toEqual([]);
    expect(pure.dummies).toEqual([]);
  });

  test('every centre borders every other, by land alone', () => {
    const centres = [...pure.supplyCenters].sort();
    expect(centres).toEqual(['BER', 'CON', 'LON', 'MOS', 'PAR', 'ROM', 'VIE']);
    expect(pure.provinces.size).toBe(7);
    for (const c of centres) {
      const place = pure.locations.get(c)!;
      expect(place.fleetCanStand).toBe(false);
      expect(place.abuts.filter((a) => a.army).map((a) => a.to).sort()).toEqual(centres.filter((x) => x !== c));
    }
  });

  test('plays the standard calendar', () => {
    expect(pure.begin).toBe('S1901M');
    expect(pure.flow).toEqual(standardMap().flow);
  });
});

describe('board.json', () => {
  test.each([
    ['{"title": "Pure", "credit": "x", "about": "y"}', { title: 'Pure', credit: 'x', about: 'y' }],
    ['{}', {}],
  ])('%s reads', (text, facts) => {
    expect(readBoardInfo(text)).toEqual({ ok: true, value: facts });
  });

  test.each([
    ['{title: 1}', /not JSON/],
    ['[]', /write an object/],
    ['{"name": "x"}', /"name" is not a field/],
    ['{"title": ""}', /"title" must be a text/],
    ['{"title": 7}', /"title" must be a text/],
  ])('%s is refused with a reason', (text, why) => {
    const r = readBoardInfo(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(why);
  });
});
