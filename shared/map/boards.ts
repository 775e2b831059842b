import type { BoardFigures } from './board-folder.js';
import { EMBEDDED_BOARDS } from './generated/boards.js';
import { readMap } from './read.js';
import { standardMap } from './standard.js';
import type { GameMap } from './types.js';

/**
 * The boards this instance has: every folder of maps/, embedded by scripts/embed-maps.ts.
 * A game names its board (`GameSettings.map`), and every door reads the game's orders on it.
 * The embed refuses a board that does not read, so each here is one the judge can play.
 */

const read = new Map<string, GameMap>();

/** The board named so, read once per process; undefined when the instance has none of that name. */
export function boardNamed(name: string): GameMap | undefined {
  // The standard board is read by standardMap() for the modules that need it alone (the
  // browser's), and is the same object here.
  if (name === 'standard') return standardMap();
  const known = read.get(name);
  if (known) return known;
  const board = Object.hasOwn(EMBEDDED_BOARDS, name) ? EMBEDDED_BOARDS[name] : undefined;
  if (board === undefined) return undefined;
  const map = readMap(name, (file) => (Object.hasOwn(board.files, file) ? board.files[file] : undefined));
  // The embed read it before writing it: failing here is a bug in the build, not bad input.
  if (!map.ok) throw new Error(`The embedded board ${name} does not read: ${map.error.message}`);
  read.set(name, map.value);
  return map.value;
}

/**
 * The other setups of a board: the map files of its folder besides `<name>.map` that USE it
 * (Global's `global5.map` for five players: the European Union a dummy, two centres gone,
 * victory at 15). Each is read as a board of its own by `boardSetup`. Empty for most boards.
 */
export function boardSetups(name: string): readonly string[] {
  const board = Object.hasOwn(EMBEDDED_BOARDS, name) ? EMBEDDED_BOARDS[name] : undefined;
  if (board === undefined) return [];
  return Object.keys(board.files)
    .filter((f) => f.endsWith('.map') && f !== `${name}.map` && new RegExp(`^USES?\\s+${name}(\\.map)?\\s*$`, 'im').test(board.files[f]!))
    .map((f) => f.slice(0, -'.map'.length))
    .sort();
}

/**
 * A setup of a board (`boardSetups`), read once per process from the board's folder, named
 * as its file (`global5`); undefined when the board has no such setup.
 */
export function boardSetup(name: string, setup: string): GameMap | undefined {
  if (!boardSetups(name).includes(setup)) return undefined;
  const key = `${name}/${setup}`;
  const known = read.get(key);
  if (known) return known;
  const files = EMBEDDED_BOARDS[name]!.files;
  const map = readMap(setup, (file) => (Object.hasOwn(files, file) ? files[file] : undefined));
  // The embed's tests read every setup: failing here is a bug in the build, not bad input.
  if (!map.ok) throw new Error(`The setup ${setup} of the embedded board ${name} does not read: ${map.error.message}`);
  read.set(key, map.value);
  return map.value;
}

/** The names of the boards, in alphabetical order. */
export function boardNames(): readonly string[] {
  return Object.keys(EMBEDDED_BOARDS).sort();
}

/** What a player choosing a board is told of it: `GET /api/maps`, mail's LIST MAPS, the create form. */
export interface BoardInfo extends BoardFigures {
  readonly name: string;
  readonly title: string;
  readonly credit?: string;
  readonly about?: string;
}

/**
 * What the board named so is, or undefined when the instance has no such board. Its figures
 * were worked out when it was embedded: listing every board reads none of them.
 */
export function boardInfo(name: string): BoardInfo | undefined {
  const board = Object.hasOwn(EMBEDDED_BOARDS, name) ? EMBEDDED_BOARDS[name] : undefined;
  if (board === undefined) return undefined;
  const { title, credit, about } = board.info;
  return {
    name,
    title: title ?? name,
    ...(credit === undefined ? {} : { credit }),
    ...(about === undefined ? {} : { about }),
    ...board.figures,
  };
}
