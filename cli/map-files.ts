import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from '../shared/result.js';
import { readMap, type MapLoader } from '../shared/map/read.js';
import type { GameMap } from '../shared/map/types.js';

/**
 * Reads map files from a folder, for the CLI and tests. The rules package (shared/) never
 * touches a file system: it is handed the files' text.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a map file's bytes: UTF-8 when they are valid UTF-8, else Latin-1, in which
 * the DPjudge's files are written (a place "Bréda" as the byte 0xE9). A Latin-1 text is
 * seldom valid UTF-8 by chance, so the first reading is tried and the second follows.
 */
export function decodeMapFile(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    // Node's own Latin-1, byte for character: the WHATWG decoder named "latin1" is windows-1252.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  }
}

/** A loader giving the files of `dir`; a missing or unreadable file is undefined. */
export function dirLoader(dir: string): MapLoader {
  return (file) => {
    try {
      return decodeMapFile(readFileSync(join(dir, file)));
    } catch {
      return undefined;
    }
  };
}

/** Reads the map `name` from `<dir>/<name>.map` and the files beside it that it USEs. */
export function loadMapFromDir(dir: string, name: string): Result<GameMap, 'map_error'> {
  return readMap(name, dirLoader(dir));
}
