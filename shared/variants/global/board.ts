import { readMap } from '../../map/read.js';
import type { GameMap } from '../../map/types.js';
import { GLOBAL_BOARD_FILES } from './board-files.js';

/**
 * The Global board, embedded (board-files.ts, made by scripts/embed-global-board.ts) but not
 * among the boards of maps/: the command line plays on it by the variant's name, and no
 * game can be created on it until the variant's calendar and `Play` are built.
 */
let read: GameMap | undefined;

/** The Global board (global.map), read once per process. */
export function globalBoard(): GameMap {
  if (read) return read;
  const map = readMap('global', (file) => (Object.hasOwn(GLOBAL_BOARD_FILES, file) ? GLOBAL_BOARD_FILES[file] : undefined));
  // The file is the one the rules tests read: failing here is a bug in the build, not bad input.
  if (!map.ok) throw new Error(`The embedded Global board does not read: ${map.error.message}`);
  read = map.value;
  return read;
}
