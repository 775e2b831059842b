/**
 * Crystal Ball cases written the way the rule texts give them: units and centres as short
 * strings, each power's list as written, every result as one line of text
 * ("ENGLAND [no unit] F LON - YOR: ignored"), the way DPjudge prints annotated lists.
 * For tests only.
 */
import { startingCenters } from '../../adjudicate/position.js';
import type { DislodgedUnit, Position, Unit } from '../../adjudicate/types.js';
import { standardMap } from '../../map/standard.js';
import type { PowerName, ProvinceId } from '../../map/types.js';
import { parseUnit } from '../../orders/parse.js';
import type { Result } from '../../result.js';
import { readAdjustmentLists, resolveAdjustmentLists, type WhereNow } from './adjustment-lists.js';
import type { ListReport } from './annotations.js';
import { readLists, type Edition } from './lists.js';
import { resolveMovementLists } from './movement.js';
import { resolveRetreatLists } from './retreat-list.js';
import { crystalBallRules } from './rules.js';

export const map = standardMap();

export interface Case {
  /** "S1901M", "F1902R", "W1902A". */
  readonly phase: string;
  /** Each power's units: "A EDI, F NWG". */
  readonly units: Readonly<Record<PowerName, string>>;
  /**
   * Each power's centres ("EDI LON LVP"); powers left out keep the map's start, except in an
   * adjustment phase, where a power the case does not name owns nothing (and so does not adjust).
   */
  readonly centers?: Readonly<Record<PowerName, string>>;
  /** Retreat phases: "F TRI<VEN" is a fleet in Trieste dislodged from Venice; "A BEL" by convoy. */
  readonly dislodged?: Readonly<Record<PowerName, string>>;
  readonly standoffs?: string;
  readonly lists: Readonly<Record<PowerName, readonly string[]>>;
  readonly edition?: Edition;
  readonly rules?: readonly string[];
  readonly whereNow?: WhereNow;
}

const units = (power: PowerName, text: string): Unit[] =>
  text.split(',').map((t) => t.trim()).filter((t) => t !== '').map((t) => {
    const u = parseUnit(map, t);
    if (!u.ok || u.value.kind === null) throw new Error(`bad unit ${t}`);
    return { power, kind: u.value.kind, at: u.value.at };
  });

export function positionOf(c: Case): Position {
  const centers: Record<PowerName, ProvinceId[]> = startingCenters(map);
  if (c.phase.endsWith('A')) for (const power of Object.keys(centers)) if (!(power in c.units)) centers[power] = [];
  for (const [power, list] of Object.entries(c.centers ?? {})) centers[power] = list.split(/\s+/).filter((s) => s !== '');
  const dislodged: DislodgedUnit[] = Object.entries(c.dislodged ?? {}).flatMap(([power, text]) =>
    text.split(',').map((t) => t.trim()).filter((t) => t !== '').map((t) => {
      const [unit, from] = t.split('<');
      const u = units(power, unit!)[0]!;
      return from === undefined ? u : { ...u, from: from.trim() };
    }),
  );
  return {
    phase: c.phase,
    units: Object.entries(c.units).flatMap(([power, text]) => units(power, text)),
    dislodged,
    standoffs: (c.standoffs ?? '').split(/\s+/).filter((s) => s !== ''),
    centers,
  };
}

/** One report as a line: "ENGLAND [ordered] F LON - YOR: succeeds", a default marked "(default)". */
export const line = (r: ListReport): string => `${r.power} [${r.annotation}] ${r.order}: ${r.result}${r.default ? ' (default)' : ''}`;

export interface Played {
  readonly lines: readonly string[];
  readonly reports: readonly ListReport[];
  readonly next: Position;
}

/** Play a case through the rules package: read the lists as a game would, and process them. */
export function play(c: Case): Played {
  const edition = c.edition ?? 'revised';
  const rules = must(crystalBallRules(c.rules ?? [], edition));
  const position = positionOf(c);
  const type = c.phase.slice(-1);
  const outcome =
    type === 'M'
      ? resolveMovementLists({ map, position, edition, lists: must(readLists(map, c.lists, { kind: 'movement', proxies: rules.proxies })) })
      : type === 'R'
        ? resolveRetreatLists({ map, position, lists: must(readLists(map, c.lists, { kind: 'retreat', proxies: false })) })
        : resolveAdjustmentLists({ map, position, lists: must(readAdjustmentLists(map, c.lists)), ...(c.whereNow ? { whereNow: c.whereNow } : {}) });
  const { results, next } = must<{ results: readonly ListReport[]; next: Position }>(outcome);
  return { lines: results.map(line), reports: results, next };
}

/** The units of a position as short strings by power, sorted: { ENGLAND: 'A NWY, F ENG' }. */
export function unitsOf(position: Position): Record<PowerName, string> {
  const out: Record<PowerName, string[]> = {};
  for (const u of position.units) (out[u.power] ??= []).push(`${u.kind} ${u.at}`);
  return Object.fromEntries(Object.entries(out).map(([p, list]) => [p, list.sort().join(', ')]));
}

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
