import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from '../result.js';
import { readMap, type MapLoader } from './read.js';
import type { GameMap } from './types.js';

/**
 * Node only (the CLI and tests): reads map files from a folder. The rest of shared/ never
 * touches a file system; this module is the bridge.
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
