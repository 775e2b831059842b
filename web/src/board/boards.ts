import { useEffect, useState } from 'preact/hooks';
import { parseLayout, type MapLayout } from '../../../shared/map/layout.js';
import { readMap } from '../../../shared/map/read.js';
import type { GameMap } from '../../../shared/map/types.js';
import { colourOf, type ColourOf } from '../powers.js';
import { BOARD_SOURCES, type BoardSources } from './sources.js';
import { innerSvg } from '../../../shared/draw/board-svg.js';

/**
 * A game's board in the browser: its map (read by the judge's own reader, so that orders
 * are checked and previewed as the judge will), the layout of its drawing and the drawing
 * itself, each fetched the first time a game on that board is opened, and kept.
 */
export interface Board {
  readonly name: string;
  readonly map: GameMap;
  /** Where units, names and centres go; null when the board has no drawing (then orders are typed). */
  readonly layout: MapLayout | null;
  /** Why there is no layout, in a sentence; null when there is one. */
  readonly undrawn: string | null;
  /** The powers' colours, in the map's order. */
  readonly colourOf: ColourOf;
}

export type BoardLoad = { readonly ok: true; readonly board: Board } | { readonly ok: false; readonly message: string };

/** How the loader fetches a file (the page's `fetch`; a test's own). */
export type Fetcher = (url: string) => Promise<{ readonly ok: boolean; text(): Promise<string> }>;

const pageFetch: Fetcher = (url) => fetch(url);

/** The boards loaded or loading, by name, for each set of sources (the build's; a test's own). */
const loads = new WeakMap<BoardSources, Map<string, Promise<BoardLoad>>>();

/** The board named, loaded once per page; a board that could not be had is asked for again next time. */
export function loadBoard(name: string, sources: BoardSources = BOARD_SOURCES, get: Fetcher = pageFetch): Promise<BoardLoad> {
  let known = loads.get(sources);
  if (known === undefined) loads.set(sources, (known = new Map()));
  const had = known.get(name);
  if (had !== undefined) return had;
  const load = readBoard(name, sources, get).then((out) => {
    if (!out.ok || out.board.undrawn !== null) known.delete(name);
    return out;
  });
  known.set(name, load);
  return load;
}

async function readBoard(name: string, sources: BoardSources, get: Fetcher): Promise<BoardLoad> {
  const files = sources.maps[name];
  if (files === undefined) {
    const known = Object.keys(sources.maps).sort().join(', ');
    return { ok: false, message: `This page does not know the map “${name}” (it knows ${known || 'none'}): reload it, the judge may have been updated since.` };
  }
  let texts: Readonly<Record<string, string>>;
  try {
    texts = await files();
  } catch {
    return { ok: false, message: `The map “${name}” could not be loaded. Check your connection and reload the page.` };
  }
  const read = readMap(name, (file) => texts[file]);
  if (!read.ok) return { ok: false, message: `The map “${name}” does not read: ${read.error.message}` };
  const map = read.value;
  const drawing = await readLayout(name, sources, get);
  return {
    ok: true,
    board: {
      name,
      map,
      layout: drawing.layout,
      undrawn: drawing.problem,
      colourOf: colourOf([...map.powers.keys()]),
    },
  };
}

async function readLayout(name: string, sources: BoardSources, get: Fetcher): Promise<{ layout: MapLayout | null; problem: string | null }> {
  const url = sources.layouts[name];
  if (url === undefined || sources.drawings[name] === undefined) {
    return { layout: null, problem: `The map “${name}” has no drawing yet: orders are given as text.` };
  }
  try {
    const res = await get(url);
    if (!res.ok) throw new Error('not found');
    return { layout: parseLayout(JSON.parse(await res.text())), problem: null };
  } catch {
    return { layout: null, problem: `The drawing of the map “${name}” could not be loaded: orders may be given as text, or reload the page.` };
  }
}

const markups = new Map<string, Promise<string | null>>();

/** The inside of the board's <svg> element (styles, provinces, coasts, centres, names); null if it cannot be had. */
export function boardMarkup(name: string, sources: BoardSources = BOARD_SOURCES, get: Fetcher = pageFetch): Promise<string | null> {
  const url = sources.drawings[name];
  if (url === undefined) return Promise.resolve(null);
  let markup = markups.get(url);
  if (markup === undefined) {
    markup = get(url)
      .then((res) => (res.ok ? res.text() : null))
      .then((text) => (text === null ? null : innerSvg(text)))
      .catch(() => null)
      .then((m) => {
        if (m === null) markups.delete(url);
        return m;
      });
    markups.set(url, markup);
  }
  return markup;
}

/** The board of a game, loading: null until it is there. */
export function useBoard(name: string): BoardLoad | null {
  const [load, setLoad] = useState<{ readonly name: string; readonly out: BoardLoad } | null>(null);
  useEffect(() => {
    let live = true;
    void loadBoard(name).then((out) => live && setLoad({ name, out }));
    return () => {
      live = false;
    };
  }, [name]);
  return load !== null && load.name === name ? load.out : null;
}
