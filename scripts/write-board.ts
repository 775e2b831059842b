/**
 * Writes a shipped board from a map file read elsewhere:
 *
 *   npx tsx scripts/write-board.ts <reference.map> <name> [--names-from <board.map>]
 *
 * reads the file with the files it USEs beside it, and writes maps/<name>/<name>.map in our own
 * layout (shared/map/write.ts), self-contained: whatever the file took from others is written
 * out in full. The header names the board from maps/<name>/board.json when there is one
 * ({"title", "credit", "about"}). With --names-from, the places the board shares with that
 * board (maps/standard/standard.map for a variant of the standard board) take the names it
 * gives them (scripts/board-names.ts). Then run `npx tsx scripts/embed-maps.ts`.
 *
 * The text is checked before it is written: read back and written again, it must not change
 * (shared/map/write.test.ts shows that the map read back is the map that was read).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMapFromDir } from '../cli/map-files.js';
import { withNamesOf } from './board-names.js';
import { readMap } from '../shared/map/read.js';
import type { GameMap } from '../shared/map/types.js';
import { writeMap } from '../shared/map/write.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface BoardInfo {
  readonly title?: string;
  readonly credit?: string;
  readonly about?: string;
}

const USAGE = 'usage: npx tsx scripts/write-board.ts <reference.map> <name> [--names-from <board.map>]\n';

/** A map file read with the files it USEs beside it, or a sentence saying why not. */
function readFile(path: string): GameMap | string {
  const full = resolve(path);
  if (!full.endsWith('.map') || !existsSync(full)) return `${path}: there is no such .map file`;
  const read = loadMapFromDir(dirname(full), basename(full, '.map'));
  return read.ok ? read.value : `${path} does not read:\n${read.error.message}`;
}

function main(args: readonly string[]): number {
  const [source, name, flag, namesFrom] = args;
  const namesWanted = flag === '--names-from' && namesFrom !== undefined && args.length === 4;
  if (source === undefined || name === undefined || (args.length !== 2 && !namesWanted)) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (!/^[a-z0-9_]+$/.test(name)) {
    process.stderr.write(`"${name}": a board's name is lower-case letters, digits and _\n`);
    return 2;
  }
  const read = readFile(source);
  const names = namesWanted ? readFile(namesFrom) : null;
  for (const r of [read, names]) {
    if (typeof r !== 'string') continue;
    process.stderr.write(`${r}\n`);
    return 1;
  }
  const board = { ...(read as GameMap), name };
  const map: GameMap = names === null ? board : withNamesOf(board, names as GameMap);
  const dir = join(root, 'maps', name);
  const infoFile = join(dir, 'board.json');
  const info: BoardInfo = existsSync(infoFile) ? (JSON.parse(readFileSync(infoFile, 'utf8')) as BoardInfo) : {};
  const text = writeMap(map, { header: header(name, info, map) });

  const again = readMap(name, (file) => (file === `${name}.map` ? text : undefined));
  // Read back and written again, the board gives the same text: nothing was lost on the way.
  if (!again.ok || writeMap(again.value, { header: header(name, info, map) }) !== text) {
    process.stderr.write(`${name}: the text written does not read back to the same board${again.ok ? '' : `:\n${again.error.message}`}\n`);
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${name}.map`);
  writeFileSync(out, text);
  const units = [...map.powers.values()].reduce((n, p) => n + p.units.length, 0);
  process.stdout.write(`wrote ${out.slice(root.length + 1)}: ${map.powers.size} powers, ${map.supplyCenters.size} centres, ${units} units\n`);
  return 0;
}

function header(name: string, info: BoardInfo, map: GameMap): string[] {
  const lines = [`${info.title ?? name} (${name}), for Cloud Judge, in the DPjudge map syntax (see shared/map/read.ts).`];
  if (info.about) lines.push(...wrap(info.about));
  if (info.credit) lines.push(...wrap(info.credit));
  lines.push(
    '',
    `${map.powers.size} powers, ${map.supplyCenters.size} supply centres, ${map.victory[0] ?? ''} to win.`,
    'Written by scripts/write-board.ts from the facts of the board: its places and their names,',
    'terrain and neighbours, the home centres, the starting units and the calendar.',
    '',
    'Names: "Long Name = abbreviation aliases…"; "+" in an alias stands for a space, and an alias',
    'ending in "?" is one players use for more than one place.',
    'Neighbours: upper case is an edge for armies and fleets alike, as the terrain allows; lower',
    'case bars fleets from it, Capitalised bars armies; a coast of a multi-coast province is named',
    'where a fleet reaches that coast, and the province itself is written lower case.',
  );
  return lines;
}

/** A sentence cut into comment lines of at most 94 characters. */
function wrap(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= 94) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

process.exitCode = main(process.argv.slice(2));
