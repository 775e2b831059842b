/**
 * Where the client finds each board the judge ships (maps/<name>/), found by Vite at build
 * time: the map files, embedded by scripts/embed-maps.ts into shared/map/generated/<name>-map.ts
 * and loaded only when a game on that board is opened (each a chunk of its own, so that
 * adding a board costs the other pages nothing); the drawing (<name>.svg), its layout
 * (<name>.layout.json) and the thumbnail (preview.png), as files the page fetches.
 */

/** A board's files, by the board's name. */
export interface BoardSources {
  /** Gives the map files of the board (file name → text). */
  readonly maps: Readonly<Record<string, () => Promise<Readonly<Record<string, string>>>>>;
  /** The address of the layout file. */
  readonly layouts: Readonly<Record<string, string>>;
  /** The address of the SVG drawing. */
  readonly drawings: Readonly<Record<string, string>>;
  /** The address of a small picture of the board, for the list of maps. */
  readonly previews: Readonly<Record<string, string>>;
}

/** A board's name: the folder's, as the judge names maps. */
const NAME = /^[a-z0-9_]+$/;

/**
 * The globs' answers (path → loader or address) by board name. A map module's path ends in
 * `generated/<name>-map.ts`; a drawing and its layout count only when named for their folder
 * (`maps/<name>/<name>.svg`), as scripts/draw-map.ts writes them.
 */
export function indexSources(globs: {
  readonly maps: Readonly<Record<string, () => Promise<Readonly<Record<string, unknown>>>>>;
  readonly layouts: Readonly<Record<string, string>>;
  readonly drawings: Readonly<Record<string, string>>;
  readonly previews: Readonly<Record<string, string>>;
}): BoardSources {
  const maps: Record<string, () => Promise<Readonly<Record<string, string>>>> = {};
  for (const [path, load] of Object.entries(globs.maps)) {
    const name = /\/([^/]+)-map\.ts$/.exec(path)?.[1];
    if (name === undefined || !NAME.test(name)) continue;
    // The module's one export is the files' record (STANDARD_MAP_FILES …), whatever its constant is called.
    maps[name] = () => load().then((mod) => filesOf(mod));
  }
  const byFolder = (found: Readonly<Record<string, string>>, file: (name: string) => string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [path, url] of Object.entries(found)) {
      const m = /\/([^/]+)\/([^/]+)$/.exec(path);
      if (m && NAME.test(m[1]!) && m[2] === file(m[1]!)) out[m[1]!] = url;
    }
    return out;
  };
  return {
    maps,
    layouts: byFolder(globs.layouts, (n) => `${n}.layout.json`),
    drawings: byFolder(globs.drawings, (n) => `${n}.svg`),
    previews: byFolder(globs.previews, () => 'preview.png'),
  };
}

/** The files' record a generated module exports; an empty one when it exports none. */
function filesOf(mod: Readonly<Record<string, unknown>>): Readonly<Record<string, string>> {
  for (const value of Object.values(mod)) {
    if (typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')) return value as Record<string, string>;
  }
  return {};
}

/** The boards of this build. */
export const BOARD_SOURCES: BoardSources = indexSources({
  maps: import.meta.glob<Readonly<Record<string, unknown>>>('../../../shared/map/generated/*-map.ts'),
  layouts: import.meta.glob<string>('../../../maps/*/*.layout.json', { query: '?url', import: 'default', eager: true }),
  drawings: import.meta.glob<string>('../../../maps/*/*.svg', { query: '?url', import: 'default', eager: true }),
  previews: import.meta.glob<string>('../../../maps/*/preview.png', { query: '?url', import: 'default', eager: true }),
});
