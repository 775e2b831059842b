import { STANDARD_MAP_FILES } from './generated/standard-map.js';
import { readMap } from './read.js';
import type { GameMap } from './types.js';

let standard: GameMap | undefined;

/** The standard board (maps/standard/standard.map), read once per process. */
export function standardMap(): GameMap {
  if (standard) return standard;
  const read = readMap('standard', (file) => STANDARD_MAP_FILES[file]);
  // The file is ours and its tests read it; failing here is a bug in the build, not bad input.
  if (!read.ok) throw new Error(`The embedded standard map does not read: ${read.error.message}`);
  standard = read.value;
  return standard;
}
