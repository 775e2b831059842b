import { fail, ok, type Result } from '../result.js';
import type { GameMap, PowerName } from './types.js';

/**
 * What a board folder of maps/ holds, as scripts/embed-maps.ts embeds it and the registry
 * (boards.ts) reads it: `<name>.map` with the files it USEs, and an optional board.json
 * that says what the board is. Pure, so the embed script and the tests check folders alike.
 */

/** Files a DPjudge map may read: the .map itself and the files it USEs. */
export const MAP_FILE = /\.(map|geography|politics|military)$/;

/** A board's name: its folder's name, as games and requests write it. */
export const BOARD_NAME = /^[a-z0-9_]+$/;

/** What board.json says of a board. */
export interface BoardFacts {
  /** "Ancient Mediterranean"; the folder's name when there is no board.json. */
  readonly title?: string;
  /** "Designed by …". */
  readonly credit?: string;
  /** One sentence about the board. */
  readonly about?: string;
}

/** A board's figures, as a player choosing it is told them. */
export interface BoardFigures {
  /** The powers, in the order the map declares them. */
  readonly powers: readonly PowerName[];
  /** Supply centres on the board. */
  readonly centres: number;
  /** Units on the board at the start. */
  readonly units: number;
  /** Centres needed to win in the first game-year (the map's VICTORY, else more than half). */
  readonly victory: number;
}

/** A board as generated/boards.ts embeds it. */
export interface EmbeddedBoard {
  /** The map files by file name: `<name>.map` and those it USEs. */
  readonly files: Readonly<Record<string, string>>;
  readonly info: BoardFacts;
  /** Worked out when it was embedded, so that listing the boards reads none of them. */
  readonly figures: BoardFigures;
}

/** Centres a board needs to win in its first game-year: its first VICTORY, else more than half the centres. */
export const firstVictory = (map: GameMap): number => map.victory[0] ?? Math.floor(map.supplyCenters.size / 2) + 1;

export function boardFigures(map: GameMap): BoardFigures {
  return {
    powers: [...map.powers.keys()],
    centres: map.supplyCenters.size,
    units: [...map.powers.values()].reduce((n, p) => n + p.units.length, 0),
    victory: firstVictory(map),
  };
}

/** Why a folder holding map files cannot be a board, or null. */
export function boardFolderProblem(folder: string, files: readonly string[]): string | null {
  if (!BOARD_NAME.test(folder)) return 'a board folder is named in lower-case letters, digits and underscores only';
  if (!files.includes(`${folder}.map`)) return `the folder has no ${folder}.map (a board's map file is named as its folder)`;
  return null;
}

const FIELDS = ['title', 'credit', 'about'] as const;
const LONGEST = 400;

/** board.json's text read and checked, field by field; undefined (no file): nothing said. */
export function readBoardInfo(text: string | undefined): Result<BoardFacts, 'bad_board_json'> {
  if (text === undefined) return ok({});
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return fail('bad_board_json', `not JSON: ${(error as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('bad_board_json', 'write an object: {"title": "…", "credit": "…", "about": "…"}');
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(FIELDS as readonly string[]).includes(key)) return fail('bad_board_json', `"${key}" is not a field of board.json (title, credit, about)`);
    if (typeof value !== 'string' || value.trim() === '' || value.length > LONGEST) {
      return fail('bad_board_json', `"${key}" must be a text of 1 to ${LONGEST} characters`);
    }
    out[key] = value.trim();
  }
  return ok(out);
}
