import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from '../shared/result.js';
import { readMap, type MapLoader } from '../shared/map/read.js';
import type { GameMap } from '../shared/map/types.js';

/**
 * Reads map files from a folder, for the CLI and tests. The rules package (shared/) never
 * touches a file system: it is handed the files' text.
 */

/** A loader giving the files of `dir`; a missing or unreadable file is undefined. */
export function dirLoader(dir: string): MapLoader {
  return (file) => {
    try {
      return readFileSync(join(dir, file), 'utf8');
    } catch {
      return undefined;
    }
  };
}

/** Reads the map `name` from `<dir>/<name>.map` and the files beside it that it USEs. */
export function loadMapFromDir(dir: string, name: string): Result<GameMap, 'map_error'> {
  return readMap(name, dirLoader(dir));
}
