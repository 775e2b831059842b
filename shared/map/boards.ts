import { EMBEDDED_BOARDS } from './generated/boards.js';
import { readMap } from './read.js';
import { standardMap } from './standard.js';
import type { GameMap, PowerName } from './types.js';

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

/** The names of the boards, in alphabetical order. */
export function boardNames(): readonly string[] {
  return Object.keys(EMBEDDED_BOARDS).sort();
}

/** What a player choosing a board is told of it: `GET /api/maps`, mail's LIST MAPS, the create form. */
export interface BoardInfo {
  readonly name: string;
  readonly title: string;
  readonly credit?: string;
  readonly about?: string;
  /** The powers, in the order the map declares them. */
  readonly powers: readonly PowerName[];
  /** Supply centres on the board. */
  readonly centres: number;
  /** Units on the board at the start. */
  readonly units: number;
  /** Centres needed to win in the first game-year (the map's VICTORY, else more than half). */
  readonly victory: number;
}

/** Centres a board needs to win in its first game-year: its first VICTORY, else more than half the centres. */
export const firstVictory = (map: GameMap): number => map.victory[0] ?? Math.floor(map.supplyCenters.size / 2) + 1;

/** What the board named so is, or undefined when the instance has no such board. */
export function boardInfo(name: string): BoardInfo | undefined {
  const map = boardNamed(name);
  const facts = Object.hasOwn(EMBEDDED_BOARDS, name) ? EMBEDDED_BOARDS[name]!.info : undefined;
  if (map === undefined || facts === undefined) return undefined;
  return {
    name,
    title: facts.title ?? name,
    ...(facts.credit === undefined ? {} : { credit: facts.credit }),
    ...(facts.about === undefined ? {} : { about: facts.about }),
    powers: [...map.powers.keys()],
    centres: map.supplyCenters.size,
    units: [...map.powers.values()].reduce((n, p) => n + p.units.length, 0),
    victory: firstVictory(map),
  };
}
