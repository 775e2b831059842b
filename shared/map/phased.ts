import { calendarYears } from './calendar.js';
import { formatPhase, parsePhase, type Phase } from './phase.js';
import { seasonLetter, seasonNamed } from './season.js';
import { closedSpaces } from './seasonal.js';
import type { GameMap, PhasedLines } from './types.js';

/**
 * The map in force in a phase: a map file's IN and FROM lines (Map.txt) change the map in
 * some phases, as loeb9's Arctic is water only in spring. DPjudge loads the map afresh for
 * each phase, applying the FROM blocks already reached, in the order of their phases, then
 * the IN blocks of the phase; so does this, by reading the file again with those blocks'
 * lines after it (the reader gives each map it reads a way to do so: rereadWith). Each
 * distinct set of blocks is read once per map and kept.
 */
export function mapForPhase(given: GameMap, phase: Phase): GameMap {
  // Asked of a map already in force in some phase, the answer is that of the map as read.
  const map = bases.get(given) ?? given;
  const phased = phasedMap(map, phase);
  return map.seasonal === undefined ? phased : withClosed(map, phased, phase);
}

/**
 * The map with the seasonal spaces closed in the phase (SEASONAL lines, seasonal.ts) as its
 * `closed`: one map for each set of spaces closed, kept, so that its graph is built once.
 */
function withClosed(base: GameMap, map: GameMap, phase: Phase): GameMap {
  const provinces = closedSpaces(base, phase);
  const season = seasonNamed(base, phase.season)?.season;
  if (provinces.length === 0 || season === undefined) return map;
  let cache = closures.get(map);
  if (cache === undefined) closures.set(map, (cache = new Map()));
  const key = `${season} ${provinces.join(',')}`;
  let closed = cache.get(key);
  if (closed === undefined) {
    closed = { ...map, closed: { season, provinces } };
    cache.set(key, closed);
    bases.set(closed, base);
  }
  return closed;
}

const closures = new WeakMap<GameMap, Map<string, GameMap>>();

/** The map with the IN and FROM blocks in force in the phase applied. */
function phasedMap(map: GameMap, phase: Phase): GameMap {
  const blocks = map.phased;
  if (blocks === undefined || blocks.length === 0) return map;
  const inForce = blocksInForce(map, blocks, phase);
  if (inForce.length === 0) return map;
  const reread = rereaders.get(map);
  // A map not made by the reader (a test's literal) has nothing to read again.
  if (reread === undefined) return map;
  let cache = variants.get(map);
  if (cache === undefined) variants.set(map, (cache = new Map()));
  const key = inForce.join(',');
  let variant = cache.get(key);
  if (variant === undefined) {
    variant = reread(inForce);
    cache.set(key, variant);
    bases.set(variant, map);
  }
  return variant;
}

/** The reader's way to read a map again with some of its IN and FROM blocks (indexes into `phased`) applied, in that order. */
export type Reread = (indexes: readonly number[]) => GameMap;

const rereaders = new WeakMap<GameMap, Reread>();
const variants = new WeakMap<GameMap, Map<string, GameMap>>();
const bases = new WeakMap<GameMap, GameMap>();

/** Called by the reader for each map with IN or FROM blocks that it reads (read.ts). */
export function rereadWith(map: GameMap, reread: Reread): void {
  rereaders.set(map, reread);
}

/**
 * The indexes of the blocks in force in the phase, in the order they apply: the FROM
 * blocks whose phase has been reached, earliest first, then the IN blocks that match it.
 */
export function blocksInForce(map: GameMap, blocks: readonly PhasedLines[], phase: Phase): number[] {
  const from = blocks
    .map((b, i) => ({ b, i, at: b.kind === 'from' ? parsePhase(b.phase) : null }))
    .filter((x): x is { b: PhasedLines; i: number; at: { ok: true; value: Phase } } => x.at !== null && x.at.ok && comparePhases(map, x.at.value, phase) <= 0)
    .sort((x, y) => comparePhases(map, x.at.value, y.at.value) || x.i - y.i)
    .map((x) => x.i);
  const name = phaseName(map, phase);
  const abbrev = formatPhase(phase);
  const within = blocks.flatMap((b, i) => (b.kind === 'in' && (b.phase === abbrev || name.startsWith(b.phase)) ? [i] : []));
  return [...from, ...within];
}

const TYPE_WORDS = { M: 'MOVEMENT', R: 'RETREATS', A: 'ADJUSTMENTS' } as const;

/** The phase's full name as DPjudge writes it, upper case: "SPRING 1901 MOVEMENT". */
export function phaseName(map: GameMap, phase: Phase): string {
  const season = seasonNamed(map, phase.season)?.season ?? phase.season;
  return `${season} ${phase.year} ${TYPE_WORDS[phase.type]}`;
}

/**
 * Negative when `a` is played before `b`, 0 when they are the same phase: by year, in the
 * direction the map's years run (down on a map of years B.C.), then by place in the flow.
 */
function comparePhases(map: GameMap, a: Phase, b: Phase): number {
  if (a.year !== b.year) {
    const [first, second] = calendarYears(map, 2);
    const down = first !== undefined && second !== undefined && second < first;
    return down ? b.year - a.year : a.year - b.year;
  }
  return flowIndex(map, a) - flowIndex(map, b);
}

function flowIndex(map: GameMap, p: Phase): number {
  let i = 0;
  for (const step of map.flow) {
    for (const type of step.phases) {
      if (seasonLetter(step) === p.season && type.charAt(0) === p.type) return i;
      i++;
    }
  }
  return i;
}

/**
 * The map with each IN or FROM block applied alone, one a block, for a check of what the
 * blocks bring that the judge does not play (map/unplayed.ts). Empty for a map without
 * blocks or not made by the reader.
 */
export function blockMaps(map: GameMap): readonly GameMap[] {
  const reread = rereaders.get(bases.get(map) ?? map);
  if (reread === undefined) return [];
  return (map.phased ?? []).map((_, i) => reread([i]));
}
