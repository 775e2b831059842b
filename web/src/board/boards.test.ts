import { describe, expect, test } from 'vitest';
import layoutJson from '../../../maps/standard/standard.layout.json';
import { STANDARD_MAP_FILES } from '../../../shared/map/generated/standard-map.js';
import { boardMarkup, loadBoard, type Fetcher } from './boards.js';
import { BOARD_SOURCES, indexSources, type BoardSources } from './sources.js';

const layoutText = JSON.stringify(layoutJson);

/**
 * A board of two powers, written here: every place a coast, each power one home. Not
 * drawn, unless a test gives it a drawing.
 */
const TWO = `Aland = ala
Bland = bla
Sea = sea
COAST ALA ABUTS BLA SEA
COAST BLA ABUTS ALA SEA
WATER SEA ABUTS ALA BLA
NEW-YORK (NEW-YORKER:N) ALA
A ALA
B.C. (BRITISH:B) BLA
F BLA
BEGIN SPRING 1901 MOVEMENT
FLOW SPRING:MOVEMENT FALL:MOVEMENT,RETREATS WINTER:ADJUSTMENTS
`;

/** The files a page would fetch, served from memory, each fetch counted. */
function served(files: Record<string, string>): { get: Fetcher; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    get: async (url) => {
      asked.push(url);
      const text = files[url];
      return { ok: text !== undefined, text: async () => text ?? '' };
    },
  };
}

function sources(extra: Partial<BoardSources> = {}): BoardSources {
  return {
    maps: { standard: async () => STANDARD_MAP_FILES, two: async () => ({ 'two.map': TWO }) },
    layouts: { standard: '/assets/standard.layout.json' },
    drawings: { standard: '/assets/standard.svg' },
    previews: {},
    ...extra,
  };
}

describe('the boards of the build', () => {
  test('Vite finds the standard board: its map files, its layout, its drawing and its picture', async () => {
    expect(Object.keys(BOARD_SOURCES.maps)).toContain('standard');
    expect(BOARD_SOURCES.layouts.standard).toMatch(/standard\.layout/);
    expect(BOARD_SOURCES.drawings.standard).toMatch(/standard.*\.svg/);
    expect(BOARD_SOURCES.previews.standard).toMatch(/preview.*\.png/);
    expect(Object.keys(await BOARD_SOURCES.maps.standard!())).toEqual(['standard.map']);
  });

  test('the globs are read by board name; a file not named for its folder is no board’s', async () => {
    const found = indexSources({
      maps: { '../../../shared/map/generated/pure-map.ts': async () => ({ PURE_MAP_FILES: { 'pure.map': 'x' } }), '../../../shared/map/generated/boards.ts': async () => ({}) },
      layouts: { '../../../maps/pure/pure.layout.json': '/a.json', '../../../maps/pure/old.layout.json': '/b.json' },
      drawings: { '../../../maps/pure/pure.svg': '/a.svg', '../../../maps/Bad-Name/Bad-Name.svg': '/c.svg' },
      previews: { '../../../maps/pure/preview.png': '/p.png' },
    });
    expect(Object.keys(found.maps)).toEqual(['pure']);
    expect(await found.maps.pure!()).toEqual({ 'pure.map': 'x' });
    expect(found.layouts).toEqual({ pure: '/a.json' });
    expect(found.drawings).toEqual({ pure: '/a.svg' });
    expect(found.previews).toEqual({ pure: '/p.png' });
  });
});

describe('a game’s board, loaded', () => {
  test('the standard board: its map read by the judge’s reader, its layout fetched, the powers’ colours', async () => {
    const files = served({ '/assets/standard.layout.json': layoutText });
    const out = await loadBoard('standard', sources(), files.get);
    if (!out.ok) throw new Error(out.message);
    expect(out.board.map.powers.size).toBe(7);
    expect(out.board.layout?.units['STP/SC']).toBeDefined();
    expect(out.board.undrawn).toBeNull();
    expect(out.board.colourOf('FRANCE')).toBe('#3fa2dc');
  });

  test('loaded once a page: a second game on the same board fetches nothing', async () => {
    const files = served({ '/assets/standard.layout.json': layoutText });
    const src = sources();
    const [a, b] = await Promise.all([loadBoard('standard', src, files.get), loadBoard('standard', src, files.get)]);
    await loadBoard('standard', src, files.get);
    expect(a).toBe(b);
    expect(files.asked).toEqual(['/assets/standard.layout.json']);
  });

  test('a board without a drawing still loads, to be played by typed orders, and says why it is not drawn', async () => {
    const out = await loadBoard('two', sources(), served({}).get);
    if (!out.ok) throw new Error(out.message);
    // The reader names powers as DPjudge does, hyphens and dots dropped.
    expect([...out.board.map.powers.keys()]).toEqual(['NEWYORK', 'BC']);
    expect(out.board.layout).toBeNull();
    expect(out.board.undrawn).toMatch(/“two” has no drawing yet: orders are given as text/);
    // Two powers of no standard name: two colours, different.
    expect(out.board.colourOf('NEWYORK')).not.toBe(out.board.colourOf('BC'));
  });

  test('a drawing that cannot be fetched leaves the board undrawn, and is asked for again next time', async () => {
    const src = sources();
    const down = await loadBoard('standard', src, served({}).get);
    expect(down.ok && down.board.undrawn).toMatch(/could not be loaded/);
    const up = await loadBoard('standard', src, served({ '/assets/standard.layout.json': layoutText }).get);
    expect(up.ok && up.board.layout !== null).toBe(true);
  });

  test('a layout that does not parse is no drawing', async () => {
    const out = await loadBoard('standard', sources(), served({ '/assets/standard.layout.json': '{"map": 3}' }).get);
    expect(out.ok && out.board.layout).toBeNull();
  });

  test('a map this page does not know, or whose files do not read, is a sentence, not a crash', async () => {
    const unknown = await loadBoard('atlantis', sources(), served({}).get);
    expect(unknown).toEqual({ ok: false, message: expect.stringMatching(/does not know the map “atlantis” \(it knows standard, two\)/) });
    const broken = await loadBoard('bad', sources({ maps: { bad: async () => ({ 'bad.map': 'COAST XXX ABUTS YYY\n' }) } }), served({}).get);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^The map “bad” does not read: bad\.map line 1/);
    const offline = await loadBoard('gone', sources({ maps: { gone: () => Promise.reject(new Error('offline')) } }), served({}).get);
    expect(!offline.ok && offline.message).toMatch(/could not be loaded/);
  });

  test('the drawing’s markup is the inside of its <svg>, fetched once', async () => {
    const files = served({ '/d.svg': '<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"><g id="provinces"/></svg>\n' });
    const src = sources({ drawings: { d: '/d.svg' } });
    expect(await boardMarkup('d', src, files.get)).toBe('<g id="provinces"/>');
    expect(await boardMarkup('d', src, files.get)).toBe('<g id="provinces"/>');
    expect(files.asked).toEqual(['/d.svg']);
    expect(await boardMarkup('undrawn', src, files.get)).toBeNull();
  });
});
