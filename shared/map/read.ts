import { fail, ok, type Result } from '../result.js';
import { buildMap } from './build.js';
import { controlLine, rotateLine } from './control.js';
import { isCosmeticWord, isPeopleWord, isPhaseWord, isReadWord, isTerrainWord, isUnsupportedWord, type ReadWord } from './directives.js';
import { newDraft, type Draft, type DraftPhased } from './draft.js';
import { mapLines, where, type MapLine } from './lex.js';
import { dropLine, placeNameLine, problem, terrainLine } from './places.js';
import {
  dummyLine,
  extraUnitsLine,
  leagueLine,
  homesLine,
  ownsLine,
  powerLine,
  unitLine,
  unitsLine,
  unownedLine,
  unplayedLine,
  type FileState,
} from './politics.js';
import { rereadWith } from './phased.js';
import { UNIT_KINDS, type GameMap, type UnitKind } from './types.js';

/** Gives the text of a map file by its name ("standard.map"), or undefined when there is none. */
export type MapLoader = (file: string) => string | undefined;

/** At most this many problems are listed in one error; the count of the rest follows. */
const MAX_PROBLEMS = 20;

/**
 * Variants whose DIRECTIVES stanzas apply to the map itself. Stanzas for other variants
 * (PAYOLA …) hold status lines for games of that variant only, and are skipped: the
 * GameMap describes the map as the standard game plays it.
 */
const OWN_STANZAS = ['ALL', 'STANDARD'] as const;

/** A file a USE or MAP line may name: a plain file name, never a path. */
export const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/;

/**
 * Reads the map `name` from `<name>.map` and the files it USEs, all through `load`, so
 * that the Worker, the browser and Node read maps alike. Every problem found is listed in
 * the error, each as "file line N: what is wrong".
 */
export function readMap(name: string, load: MapLoader): Result<GameMap, 'map_error'> {
  const rootFile = `${name}.map`;
  const text = FILE_NAME.test(rootFile) ? load(rootFile) : undefined;
  if (text === undefined) return fail('map_error', `${rootFile}: there is no such map file.`);
  const d = newDraft();
  readFile(d, rootFile, text, load);
  const map = buildMap(d, name, rootFile);
  // Each IN or FROM block must read too: the map read again with the block's lines after
  // it, as DPjudge applies them in their phases, builds without a problem.
  if (d.errors.length === 0) for (const block of d.phased) checkPhased(d, block, name, rootFile, text, load);
  if (d.errors.length > 0) {
    const shown = d.errors.slice(0, MAX_PROBLEMS);
    const more = d.errors.length - shown.length;
    return fail('map_error', shown.join('\n') + (more > 0 ? `\n… and ${more} more problems.` : ''));
  }
  // The map's `phased` lists the draft's blocks in the same order, so an index names both.
  if (d.phased.length > 0) rereadWith(map, (indexes) => readPhased(indexes.map((i) => d.phased[i]!), name, rootFile, text, load));
  return ok(map);
}

/** The map read again with these IN or FROM blocks' lines after it, in this order (phased.ts). */
function readPhased(blocks: readonly DraftPhased[], name: string, rootFile: string, text: string, load: MapLoader): GameMap {
  const again = newDraft();
  readFile(again, rootFile, text, load);
  const st: FileState = { current: null, stanza: null, phased: null };
  for (const block of blocks) for (const line of block.lines) readLine(again, st, line, load);
  return buildMap(again, name, rootFile);
}

function readFile(d: Draft, file: string, text: string, load: MapLoader): void {
  d.files.push(file);
  // DPjudge keeps the current power, the DIRECTIVES stanza and the IN/FROM block per file:
  // a USEd file neither sees nor changes those of the file that uses it.
  const st: FileState = { current: null, stanza: null, phased: null };
  for (const line of mapLines(file, text)) readLine(d, st, line, load);
}

/** Reads the map afresh, then the block's lines as one more file would be read; its problems are the block's. */
function checkPhased(d: Draft, block: DraftPhased, name: string, rootFile: string, text: string, load: MapLoader): void {
  const again = newDraft();
  readFile(again, rootFile, text, load);
  const st: FileState = { current: null, stanza: null, phased: null };
  for (const line of block.lines) readLine(again, st, line, load);
  buildMap(again, name, rootFile);
  const head = `while ${block.kind.toUpperCase()} ${block.phase} (${where(block.src)}) holds: `;
  for (const e of again.errors) d.errors.push(head + e);
}

function readLine(d: Draft, st: FileState, line: MapLine, load: MapLoader): void {
  const words = line.words;
  const first = (words[0] ?? '').toUpperCase();
  const last = (words[words.length - 1] ?? '').toUpperCase();
  if (last === 'DIRECTIVE' || last === 'DIRECTIVES') return stanzaLine(d, st, line);
  if (st.stanza !== null) return stanzaContent(d, st, line);
  if (isPhaseWord(first)) return phaseLine(d, st, line, first);
  if (st.phased !== null) {
    st.phased.lines.push(line);
    return;
  }
  if (isUnsupportedWord(first)) return problem(d, line.src, `${first} is not supported yet`);
  if (isPeopleWord(first)) return;
  if (first === 'FLOW') return flowLine(d, line);
  if (line.text.includes('=')) return placeNameLine(d, line);
  if (isCosmeticWord(first)) return;
  if (isReadWord(first)) return readWordLine(d, st, line, first, load);
  if (isTerrainWord(first)) return terrainLine(d, line, first);
  if (first === 'A' || first === 'F' || first === 'AF' || first === 'AS') return unitLine(d, st, line, first);
  return powerLine(d, st, line);
}

function readWordLine(d: Draft, st: FileState, line: MapLine, word: ReadWord, load: MapLoader): void {
  const args = line.words.slice(1);
  switch (word) {
    case 'USE':
    case 'USES':
      return useFiles(d, line, args, load);
    case 'MAP':
      if (args.length !== 1) return problem(d, line.src, 'MAP names one map');
      if (d.rootMap !== null) return problem(d, line.src, `MAP ${args[0] ?? ''}: the drawing is already that of ${d.rootMap}`);
      d.rootMap = (args[0] ?? '').split('.')[0] ?? '';
      return useFiles(d, line, args, load);
    case 'VICTORY':
      d.victory = { counts: args.map((a) => (/^\d+$/.test(a) ? Number(a) : NaN)), src: line.src };
      return;
    case 'BEGIN':
      d.begin = { words: args, src: line.src };
      return;
    case 'FLOW':
      return flowLine(d, line);
    case 'RULE':
    case 'RULES':
      return ruleLine(d, line);
    case 'DROP':
      return dropLine(d, line);
    case 'UNOWNED':
    case 'NEUTRAL':
      return unownedLine(d, st, line);
    case 'CENTERS':
      // With a current power, CENTERS lists what it owns (replacing OWNS); with none, it is
      // a synonym of UNOWNED, as the syntax page has it.
      return st.current === null ? unownedLine(d, st, line) : ownsLine(d, st, line, true);
    case 'OWNS':
      return ownsLine(d, st, line, false);
    case 'INHABITS':
      return homesLine(d, st, line, false);
    case 'HOME':
    case 'HOMES':
      return homesLine(d, st, line, true);
    case 'UNITS':
      return unitsLine(d, st, line);
    case 'DUMMY':
    case 'DUMMIES':
      return dummyLine(d, st, line);
    case 'UNPLAYED':
      return unplayedLine(d, st, line);
    case 'RESERVES':
    case 'MILITIA':
      return extraUnitsLine(d, st, line, word);
    case 'LEAGUE':
      return leagueLine(d, st, line);
    case 'NEWHOMES':
      return newHomesLine(d, line);
    case 'CONTROL':
      return controlLine(d, st, line);
    case 'ROTATE':
      return rotateLine(d, line);
    case 'KINDS':
      return kindsLine(d, line);
    case 'CAPS':
      return capsLine(d, line);
    case 'SEASONAL':
      // Checked once the places and the flow are all read (build.ts, seasonal.ts).
      d.seasonal.push({ words: line.words.slice(1), src: line.src });
      return;
  }
}

/** `CAPS A 5 F 5 AF 5` (ours: Global VI.2): the most units of each kind named a power may have at once. */
function capsLine(d: Draft, line: MapLine): void {
  const words = line.words.slice(1).map((w) => w.toUpperCase());
  const caps: Partial<Record<UnitKind, number>> = {};
  if (words.length === 0 || words.length % 2 !== 0) return problem(d, line.src, 'CAPS pairs a unit kind with a number, as in CAPS A 5 F 5 AF 5');
  for (let i = 0; i < words.length; i += 2) {
    const kind = words[i]!;
    const n = words[i + 1]!;
    if (!(UNIT_KINDS as readonly string[]).includes(kind)) return problem(d, line.src, `CAPS ${kind}: a unit kind is one of ${UNIT_KINDS.join(', ')}`);
    if (!/^\d{1,4}$/.test(n)) return problem(d, line.src, `CAPS ${kind} ${n}: the cap is a whole number`);
    caps[kind as UnitKind] = Number(n);
  }
  d.caps = { caps, src: line.src };
}

/**
 * `KINDS A F AF AS`: the unit kinds the board has (ours, not DPjudge's: Global's air forces
 * and arsenals). A and F must be among them; the last line counts.
 */
function kindsLine(d: Draft, line: MapLine): void {
  const words = line.words.slice(1).map((w) => w.toUpperCase());
  const bad = words.find((w) => !(UNIT_KINDS as readonly string[]).includes(w));
  if (bad !== undefined) return problem(d, line.src, `KINDS ${bad}: a unit kind is one of ${UNIT_KINDS.join(', ')}`);
  if (!words.includes('A') || !words.includes('F')) return problem(d, line.src, 'KINDS names A and F, then the other kinds the board has, as in KINDS A F AF AS');
  d.kinds = { kinds: UNIT_KINDS.filter((k) => words.includes(k)), src: line.src };
}

/** `NEWHOMES year…`: the years whose adjustments make every power's owned centres its homes. The last line counts. */
function newHomesLine(d: Draft, line: MapLine): void {
  const years = line.words.slice(1);
  const bad = years.find((y) => !/^-?\d{1,5}$/.test(y));
  if (years.length === 0 || bad !== undefined) return problem(d, line.src, 'NEWHOMES is followed by game-years, such as NEWHOMES 1899');
  d.homeYears = { years: years.map(Number), src: line.src };
}

/**
 * `IN phase: line`, `FROM S1904M: line`, or `IN phase` / `FROM S1904M` with the lines below
 * it (to the end of the file or a `FROM START`): lines that apply in some phases only.
 * Only the first colon parts the phase from the line, so that the line may hold colons.
 */
function phaseLine(d: Draft, st: FileState, line: MapLine, word: 'IN' | 'FROM'): void {
  const rest = line.text.slice(word.length).trim();
  const colon = rest.indexOf(':');
  const phase = (colon >= 0 ? rest.slice(0, colon) : rest).trim().replace(/\s+/g, ' ').toUpperCase();
  const single = colon >= 0 ? rest.slice(colon + 1).trim() : '';
  st.phased = null;
  if (word === 'FROM' && phase === 'START') {
    if (colon >= 0) problem(d, line.src, 'FROM START takes no line after it: it ends the lines of an IN or FROM');
    return;
  }
  if (phase === '') return problem(d, line.src, `${word} needs a phase, as in IN SPRING or FROM S1904M`);
  if (word === 'FROM' && !/^[A-Z]-?\d+M$/.test(phase)) {
    return problem(d, line.src, `FROM ${phase}: FROM names a movement phase by its abbreviation, as in FROM S1904M`);
  }
  if (colon >= 0 && single === '') return problem(d, line.src, `${word} ${phase}: the line after the colon is missing`);
  const block: DraftPhased = { kind: word === 'IN' ? 'in' : 'from', phase, lines: [], src: line.src };
  d.phased.push(block);
  if (colon < 0) st.phased = block;
  else block.lines.push(...mapLines(line.src.file, single).map((l) => ({ ...l, src: line.src })));
}

function useFiles(d: Draft, line: MapLine, args: readonly string[], load: MapLoader): void {
  if (args.length === 0) return problem(d, line.src, `${line.words[0]?.toUpperCase() ?? 'USE'} needs the name of a file`);
  for (const arg of args) {
    const file = arg.includes('.') ? arg : `${arg}.map`;
    if (!FILE_NAME.test(file)) {
      problem(d, line.src, `"${arg}" is not a file name (a map can use files beside it, no paths)`);
      continue;
    }
    if (d.files.includes(file)) {
      problem(d, line.src, `${file} is used twice`);
      continue;
    }
    const text = load(file);
    if (text === undefined) {
      problem(d, line.src, `${file}: there is no such file`);
      continue;
    }
    readFile(d, file, text, load);
  }
}

function flowLine(d: Draft, line: MapLine): void {
  const items = line.words.slice(1);
  // FLOW alone starts the flow afresh, so that a map may replace the one of a map it USEs.
  if (items.length === 0) d.flow = [];
  else d.flow.push(...items.map((item) => ({ item, src: line.src })));
}

function ruleLine(d: Draft, line: MapLine): void {
  const rules = line.words.slice(1).map((r) => r.toUpperCase());
  if (rules.length === 0) return problem(d, line.src, `${line.words[0]?.toUpperCase() ?? 'RULE'} needs the names of rules`);
  d.rules.push(...rules);
}

/** `[variant] DIRECTIVES` opens a stanza, `END DIRECTIVES` closes it. */
function stanzaLine(d: Draft, st: FileState, line: MapLine): void {
  const words = line.words.map((w) => w.toUpperCase());
  if (words.length > 2) return problem(d, line.src, 'a DIRECTIVES line is "DIRECTIVES", "VARIANT DIRECTIVES" or "END DIRECTIVES"');
  if (words.length === 1) st.stanza = 'ALL';
  else if (words[0] === 'END') st.stanza = null;
  else st.stanza = words[0] ?? 'ALL';
}

/**
 * A line inside a stanza is a line of a game's status file. RULE lines of a stanza that
 * applies to the map are kept with the map's rules; other status lines are not supported
 * yet. Stanzas of other variants are skipped (see OWN_STANZAS).
 */
function stanzaContent(d: Draft, st: FileState, line: MapLine): void {
  if (!(OWN_STANZAS as readonly string[]).includes(st.stanza ?? '')) return;
  const first = (line.words[0] ?? '').toUpperCase();
  if (first === 'RULE' || first === 'RULES') return ruleLine(d, line);
  problem(d, line.src, `the status line "${line.text}" inside DIRECTIVES is not supported yet (only RULE lines are)`);
}
