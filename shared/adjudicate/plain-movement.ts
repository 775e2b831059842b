import { phaseAfter, inCalendar } from '../map/calendar.js';
import { mapGraph, reachableIn, type MapGraph } from '../map/graph.js';
import { formatPhase, parsePhase, type Phase } from '../map/phase.js';
import type { GameMap, PowerName, ProvinceId, UnitKind } from '../map/types.js';
import { checkMovementOrder, indexBoard, retreatOptions, type Board, type CheckedMovement } from '../orders/check.js';
import { formatOrder } from '../orders/format.js';
import { parseOrder, type ParseOptions } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import type { Result } from '../result.js';
import { resolveMovement } from './movement.js';
import type { DislodgedUnit, OrderReport, Unit } from './types.js';

/**
 * The command line's lean path (issue 11; DESIGN.md, "The judge command line"): one line
 * of `judge adjudicate` that is a plain movement phase of a plain board (the standard
 * variant, no rules, a position written as the judge writes it) answered with far less
 * code than the full path runs, so that a stream is fast before the engine has compiled
 * much. The answer is byte for byte the full path's (test/cli/plain-movement.test.ts holds
 * the two together): the line is read only when nothing in it asks for more than this
 * path knows, and anything else (another variant, a rule, an unknown field, a unit or
 * place not written exactly as the judge writes it, a retreat or adjustment phase) makes
 * it answer undefined, for the full path (request.ts) to answer instead.
 *
 * Within a phase, an order written in one of the judge's own forms ("A PAR - BUR",
 * "F NTH C A LON - NWY", "A BUR S A MUN - MAR") that the entry checks plainly accept is
 * checked here from tables made once per map; any other order line (a void one, a coast
 * to choose, a convoy of several fleets) is read and checked by the grammar and the
 * checker themselves (orders/parse.ts, orders/check.ts), so that what it gets is theirs.
 * The resolution is the adjudicator's own (movement.ts).
 */

/** Answers one line of text, or undefined when the line is not for this path. */
export type PlainMovementAnswer = (line: string) => string | undefined;

/** The forms of an order line this path reads itself (`Form`), by its words. */
const HOLD = 0;
const MOVE = 1;
const VIA = 2;
const SUPPORT_HOLD = 3;
const SUPPORT_MOVE = 4;
const CONVOY = 5;

/** An order line in one of the judge's own forms: the unit, the unit it names, the place it goes. */
interface Form {
  readonly form: number;
  /** The unit's code (Tables.code), the other unit's (-1: none). */
  readonly unit: number;
  readonly other: number;
  /** The destination as written ('' when none). */
  readonly to: string;
}

/** Not one of the forms this path reads: the grammar reads it. */
const OTHER: Form = { form: -1, unit: -1, other: -1, to: '' };

/** The fields a plain request may have: any other is for the full path. */
const FIELDS = new Set(['id', 'variant', 'map', 'phase', 'units', 'dislodged', 'standoffs', 'centers', 'orders', 'rules']);

/** The grammar's options for a movement phase without NEED_MOVE_MARKS, as adjudicatePhase gives them. */
const MOVEMENT: ParseOptions = { phaseType: 'M', needMoveMarks: false };

const IGNORED = 'Replaced by a later order to the same unit.';
const NOT_MADE = 'The unit supported or convoyed does not make that move.';
const NOWHERE = 'Dislodged with nowhere to retreat.';

/**
 * What the map gives once: each unit as the judge writes it ("A PAR", "F STP/SC") by a
 * small code, with its kind, place and province, and the places a unit of that code may
 * step into.
 */
interface Tables {
  readonly graph: MapGraph;
  readonly provinces: number;
  readonly code: Map<string, number>;
  readonly text: string[];
  readonly kind: UnitKind[];
  readonly at: string[];
  readonly province: Int32Array;
  /** `steps[c][p]`: a unit of code c may step into province p (canStep). */
  readonly steps: Uint8Array[];
  /** For an army: the provinces an army may be sent to at all (where it can stand), by name. */
  readonly armyPlace: Map<string, number>;
  /** For a fleet of code c: where a move written to this place lands, when the checker would take it without asking for a coast. */
  readonly fleetTo: Map<string, string>[];
  /** Unit texts by kind and place, for the next position. */
  readonly textOf: Map<string, string>;
  readonly powers: ReadonlySet<PowerName>;
  readonly powerNames: readonly PowerName[];
  readonly homes: readonly (readonly ProvinceId[])[];
  /** Order texts already read: their form. */
  readonly forms: Map<string, Form>;
}

/**
 * The lean path for this map, or null when the map has anything it does not know: edges
 * only some may use, marked edges, phased lines, builds beyond the home centres (reserves,
 * militia, factories, partisans, alternatives, claims, new homes), leagues.
 */
export function plainMovementAnswerer(map: GameMap): PlainMovementAnswer | null {
  const tables = plainTables(map);
  if (tables === null) return null;
  return (line) => {
    try {
      return answerLine(tables, map, line);
    } catch {
      // A bug of this path's own: the full path answers the line, as it would have.
      return undefined;
    }
  };
}

function plainTables(map: GameMap): Tables | null {
  const graph = mapGraph(map);
  if (graph.markedEdges || (map.phased?.length ?? 0) > 0 || map.homeYears !== undefined) return null;
  for (const power of map.powers.values()) {
    if (power.reserves !== undefined || power.militia !== undefined || power.factories !== undefined || power.partisans !== undefined) return null;
    if (power.alternatives !== undefined || power.claims !== undefined || (power.league !== undefined && power.league.behaviour !== 'open')) return null;
  }
  for (const steps of graph.armySteps.values()) if (steps === null) return null;
  for (const steps of graph.fleetSteps.values()) if (steps === null) return null;
  const P = graph.provinces.length;
  const code = new Map<string, number>();
  const text: string[] = [];
  const kind: UnitKind[] = [];
  const at: string[] = [];
  const province: number[] = [];
  const steps: Uint8Array[] = [];
  const fleetTo: Map<string, string>[] = [];
  const textOf = new Map<string, string>();
  for (const loc of map.locations.values()) {
    const p = graph.locationProvince.get(loc.id);
    if (p === undefined) continue;
    for (const k of ['A', 'F'] as const) {
      if (!(k === 'A' ? loc.armyCanStand : loc.fleetCanStand)) continue;
      const t = `${k} ${loc.id}`;
      code.set(t, text.length);
      textOf.set(t, t);
      text.push(t);
      kind.push(k);
      at.push(loc.id);
      province.push(p);
      steps.push((k === 'A' ? graph.armySteps : graph.fleetSteps).get(loc.id)!);
      const lands = new Map<string, string>();
      if (k === 'F') {
        for (let q = 0; q < P; q++) {
          if (q === p) continue;
          const reach = reachableIn(graph, 'F', loc.id, q);
          // A coast written is taken when reachable; the province alone, when one place of it is.
          if (graph.coasts[q]!.length > 0) for (const c of reach) if (c !== graph.provinces[q]) lands.set(c, c);
          if (reach.length === 1) lands.set(graph.provinces[q]!, reach[0]!);
        }
      }
      fleetTo.push(lands);
    }
  }
  const armyPlace = new Map<string, number>();
  for (let p = 0; p < P; p++) if (map.locations.get(graph.provinces[p]!)?.armyCanStand) armyPlace.set(graph.provinces[p]!, p);
  const powerNames = [...map.powers.keys()];
  return {
    graph,
    provinces: P,
    code,
    text,
    kind,
    at,
    province: Int32Array.from(province),
    steps,
    armyPlace,
    fleetTo,
    textOf,
    powers: new Set(powerNames),
    powerNames,
    homes: powerNames.map((p) => map.powers.get(p)!.homes),
    forms: new Map(),
  };
}

/** The words of an order line in one of the judge's own forms, or OTHER. */
function formOf(t: Tables, text: string): Form {
  const w = text.split(' ');
  const n = w.length;
  if (n < 3) return OTHER;
  const unit = t.code.get(`${w[0]} ${w[1]}`);
  if (unit === undefined) return OTHER;
  const verb = w[2];
  if (n === 3) return verb === 'H' ? { form: HOLD, unit, other: -1, to: '' } : OTHER;
  if (verb === '-') {
    if (n === 4) return { form: MOVE, unit, other: -1, to: w[3]! };
    if (n === 6 && w[4] === 'VIA' && w[5] === 'CONVOY') return { form: VIA, unit, other: -1, to: w[3]! };
    return OTHER;
  }
  if (verb !== 'S' && verb !== 'C') return OTHER;
  const other = t.code.get(`${w[3]} ${w[4]}`);
  if (other === undefined) return OTHER;
  if (verb === 'S' && n === 5) return { form: SUPPORT_HOLD, unit, other, to: '' };
  if (n === 7 && w[5] === '-') return { form: verb === 'S' ? SUPPORT_MOVE : CONVOY, unit, other, to: w[6]! };
  return OTHER;
}

/** The board of one line: its units by province, with their codes. */
interface Plain {
  readonly board: Board;
  /** Each unit's code. */
  readonly codes: Int32Array;
}

/**
 * The order checked here, when the entry checks (orders/check.ts) plainly accept it and
 * would make exactly this of it; null when the grammar and the checker must say.
 */
function quickCheck(t: Tables, plain: Plain, power: PowerName, f: Form): CheckedMovement | null {
  const { board, codes } = plain;
  const p = t.province[f.unit]!;
  const u = board.unitAt[p]!;
  // Its own unit, written exactly as it stands (kind and coast).
  if (u < 0 || codes[u] !== f.unit || board.units[u]!.power !== power) return null;
  switch (f.form) {
    case HOLD:
      return { kind: 'hold', unit: u };
    case MOVE:
    case VIA: {
      if (t.kind[f.unit] === 'F') {
        if (f.form === VIA) return null;
        const to = t.fleetTo[f.unit]!.get(f.to);
        if (to === undefined) return null;
        return { kind: 'move', unit: u, to, toProvince: t.graph.locationProvince.get(to)!, adjacent: true, viaConvoy: false };
      }
      const q = t.armyPlace.get(f.to);
      if (q === undefined || q === p) return null;
      const adjacent = t.steps[f.unit]![q] === 1;
      // Over land; or by one convoying fleet, which a route needs no more of.
      if ((!adjacent || f.form === VIA) && !oneFleetRoute(t, board, p, q)) return null;
      return { kind: 'move', unit: u, to: f.to, toProvince: q, adjacent, viaConvoy: f.form === VIA };
    }
    case SUPPORT_HOLD: {
      const q = t.province[f.other]!;
      const target = board.unitAt[q]!;
      if (target < 0 || target === u || codes[target] !== f.other || q === p || t.steps[f.unit]![q] !== 1) return null;
      return { kind: 'support', unit: u, target, toProvince: -1, toCoast: null };
    }
    case SUPPORT_MOVE: {
      const from = t.province[f.other]!;
      const target = board.unitAt[from]!;
      if (target < 0 || target === u || codes[target] !== f.other) return null;
      // A province written as itself: no coast to weigh.
      const q = t.graph.provinceIndex.get(f.to);
      if (q === undefined || q === p || q === from || t.steps[f.unit]![q] !== 1) return null;
      // The supported move can be made over land (a fleet's, or an army's to where it can stand).
      if (t.steps[f.other]![q] !== 1 || (t.kind[f.other] === 'A' && t.armyPlace.get(f.to) !== q)) return null;
      return { kind: 'support', unit: u, target, toProvince: q, toCoast: null };
    }
    case CONVOY: {
      if (t.kind[f.unit] !== 'F' || t.kind[f.other] !== 'A' || !t.graph.convoyable[p]) return null;
      const from = t.province[f.other]!;
      const army = board.unitAt[from]!;
      if (army < 0 || codes[army] !== f.other) return null;
      const q = t.armyPlace.get(f.to);
      if (q === undefined || q === from) return null;
      // A fleet touching both shores is a route of its own, so on a minimal one.
      const touches = t.graph.touches;
      if (touches[from * t.provinces + p] !== 1 || touches[p * t.provinces + from] !== 1 || touches[p * t.provinces + q] !== 1) return null;
      return { kind: 'convoy', unit: u, target: army, toProvince: q };
    }
  }
  return null;
}

/** A fleet at sea touches both the army's province and its destination. */
function oneFleetRoute(t: Tables, board: Board, from: number, to: number): boolean {
  const near = t.graph.neighbours[from]!;
  const touches = t.graph.touches;
  for (let i = 0; i < near.length; i++) {
    const n = near[i]!;
    const f = board.unitAt[n]!;
    if (f < 0 || board.units[f]!.kind !== 'F' || !t.graph.convoyable[n]) continue;
    if (touches[n * t.provinces + from] === 1 && touches[n * t.provinces + to] === 1) return true;
  }
  return false;
}

/** The grammar's reading of an order line this path does not read itself (the full path reads it so). */
const grammarRead = new Map<string, Result<Order>>();

function readByGrammar(map: GameMap, text: string): Result<Order> {
  let read = grammarRead.get(text);
  if (read === undefined) {
    read = parseOrder(map, text, MOVEMENT);
    if (grammarRead.size >= 100_000) grammarRead.clear();
    grammarRead.set(text, read);
  }
  return read;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** The lines of the request's orders, power by power, or null when they are not plain. */
interface Line {
  readonly power: PowerName;
  readonly raw: string;
}

function answerLine(t: Tables, map: GameMap, line: string): string | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isRecord(raw)) return undefined;
  for (const key in raw) if (!FIELDS.has(key)) return undefined;
  const { id, variant, map: mapName, phase: phaseText, units: unitsGiven, dislodged, standoffs: standoffsGiven, centers: centersGiven, orders, rules } = raw;
  if (variant !== undefined && variant !== 'standard') return undefined;
  if (mapName !== undefined && mapName !== 'standard') return undefined;
  if (rules !== undefined && (!Array.isArray(rules) || rules.length > 0)) return undefined;
  if (dislodged !== undefined && (!isRecord(dislodged) || Object.keys(dislodged).length > 0)) return undefined;
  if (typeof phaseText !== 'string') return undefined;
  const parsedPhase = parsePhase(phaseText);
  if (!parsedPhase.ok || parsedPhase.value.type !== 'M' || formatPhase(parsedPhase.value) !== phaseText || !inCalendar(map, parsedPhase.value)) return undefined;
  const phase = parsedPhase.value;
  const graph = t.graph;

  // The units, each written as the judge writes it, one a province, of the map's powers.
  if (!isRecord(unitsGiven)) return undefined;
  const units: Unit[] = [];
  const codeList: number[] = [];
  const taken = new Uint8Array(t.provinces);
  for (const power in unitsGiven) {
    const list = unitsGiven[power];
    if (!t.powers.has(power) || !Array.isArray(list)) return undefined;
    for (let i = 0; i < list.length; i++) {
      const c = t.code.get(list[i] as string);
      if (c === undefined || typeof list[i] !== 'string') return undefined;
      const p = t.province[c]!;
      if (taken[p] === 1) return undefined;
      taken[p] = 1;
      units.push({ power, kind: t.kind[c]!, at: t.at[c]! });
      codeList.push(c);
    }
  }
  if (standoffsGiven !== undefined) {
    if (!Array.isArray(standoffsGiven)) return undefined;
    for (let i = 0; i < standoffsGiven.length; i++) if (typeof standoffsGiven[i] !== 'string' || !map.provinces.has(standoffsGiven[i] as string)) return undefined;
  }
  // The centres, each owned once, by a power of the map; absent, the map's own.
  let centers: Record<PowerName, readonly ProvinceId[]>;
  if (centersGiven === undefined) {
    centers = {};
    for (const power of map.powers.values()) centers[power.name] = [...power.centers];
  } else {
    if (!isRecord(centersGiven)) return undefined;
    const owned = new Uint8Array(t.provinces);
    for (const power in centersGiven) {
      const list = centersGiven[power];
      if (!t.powers.has(power) || !Array.isArray(list)) return undefined;
      for (let i = 0; i < list.length; i++) {
        const p = typeof list[i] === 'string' ? graph.provinceIndex.get(list[i] as string) : undefined;
        if (p === undefined || !graph.supplyCenter[p] || owned[p] === 1) return undefined;
        owned[p] = 1;
      }
    }
    centers = centersGiven as Record<PowerName, ProvinceId[]>;
  }
  const lines: Line[] = [];
  if (orders !== undefined) {
    if (!isRecord(orders)) return undefined;
    for (const power in orders) {
      const list = orders[power];
      if (!t.powers.has(power) || !Array.isArray(list)) return undefined;
      for (let i = 0; i < list.length; i++) {
        const text = list[i];
        if (typeof text !== 'string' || text.length > 1000) return undefined;
        lines.push({ power, raw: text });
      }
    }
  }

  const board = indexBoard(graph, units);
  const plain: Plain = { board, codes: Int32Array.from(codeList) };
  const n = units.length;
  const checked: (CheckedMovement | null)[] = new Array(n).fill(null);
  const lineOf = new Array<number>(n).fill(-1);
  const named = new Uint8Array(n);
  const reports: (OrderReport | null)[] = new Array(lines.length).fill(null);
  const texts: string[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const { power, raw: text } = lines[i]!;
    let form = t.forms.get(text);
    if (form === undefined) {
      form = formOf(t, text);
      if (t.forms.size >= 100_000) t.forms.clear();
      t.forms.set(text, form);
    }
    let c = form === OTHER ? null : quickCheck(t, plain, power, form);
    texts[i] = c === null ? text.trim() : text;
    if (c === null) {
      const order = readByGrammar(map, text);
      if (!order.ok) { reports[i] = { power, order: texts[i]!, result: 'void', reason: order.error.message }; continue; }
      const r = checkMovementOrder(board, power, order.value);
      if (!r.ok) {
        reports[i] = { power, order: texts[i]!, result: 'void', reason: r.error.message };
        // The unit it names gets no default order besides.
        if (order.value.kind !== 'waive') {
          const p = graph.locationProvince.get(order.value.unit.at);
          const u = p === undefined ? -1 : board.unitAt[p]!;
          if (u >= 0 && units[u]!.power === power) named[u] = 1;
        }
        continue;
      }
      c = r.value;
    }
    const u = c.unit;
    named[u] = 1;
    // A later order to the same unit replaces an earlier one, as on every judge.
    if (lineOf[u]! >= 0) reports[lineOf[u]!] = { power, order: texts[lineOf[u]!]!, result: 'ignored', reason: IGNORED };
    lineOf[u] = i;
    checked[u] = c;
  }

  const outcome = resolveMovement(board, checked);
  for (let u = 0; u < n; u++) {
    const i = lineOf[u]!;
    if (i < 0) continue;
    const result = outcome.results[u]!;
    reports[i] = result === 'void'
      ? { power: lines[i]!.power, order: texts[i]!, result: 'void', reason: NOT_MADE }
      : { power: lines[i]!.power, order: texts[i]!, result };
  }
  const results: OrderReport[] = [];
  for (let i = 0; i < reports.length; i++) if (reports[i] !== null) results.push(reports[i]!);
  for (let u = 0; u < n; u++) {
    if (named[u] === 1) continue;
    results.push({ power: units[u]!.power, order: `${t.text[plain.codes[u]!]} H`, result: outcome.results[u]!, default: true });
  }

  // The board after the moves.
  const after: Unit[] = [];
  const occupied = new Uint8Array(t.provinces);
  let anyDislodged = false;
  for (let u = 0; u < n; u++) {
    const unit = units[u]!;
    if (outcome.moved[u]) {
      const o = checked[u] as Extract<CheckedMovement, { kind: 'move' }>;
      after.push({ power: unit.power, kind: unit.kind, at: o.to });
      occupied[o.toProvince] = 1;
    } else if (outcome.dislodgedBy[u]! < 0) {
      after.push(unit);
      occupied[board.unitProvince[u]!] = 1;
    } else anyDislodged = true;
  }
  const waiting: DislodgedUnit[] = [];
  if (anyDislodged) {
    const standoffSet = new Set(outcome.standoffs);
    const isOccupied = (p: number): boolean => occupied[p] === 1;
    for (let u = 0; u < n; u++) {
      const by = outcome.dislodgedBy[u]!;
      if (by < 0) continue;
      const unit = units[u]!;
      const from = outcome.byConvoy[by] ? undefined : graph.provinces[board.unitProvince[by]!]!;
      const retreating: DislodgedUnit = from === undefined ? { power: unit.power, kind: unit.kind, at: unit.at } : { power: unit.power, kind: unit.kind, at: unit.at, from };
      if (retreatOptions(graph, retreating, isOccupied, standoffSet).length > 0) waiting.push(retreating);
      else results.push({ power: unit.power, order: formatOrder({ kind: 'disband', unit }), result: 'disbanded', reason: NOWHERE, default: true });
    }
  }
  const standoffs: ProvinceId[] = new Array(outcome.standoffs.length);
  for (let k = 0; k < standoffs.length; k++) standoffs[k] = graph.provinces[outcome.standoffs[k]!]!;

  // Where the game goes next (phase.ts, advance): a retreat phase when a unit waits to
  // retreat, an adjustment phase when a power may build or must remove, else the next movement.
  let at: Phase = phase;
  let owners = centers;
  for (let step = 0; step < 16; step++) {
    const next = phaseAfter(map, at);
    if (!next) break;
    at = next;
    if (next.type === 'R' && waiting.length > 0) break;
    if (next.type === 'M') break;
    if (next.type === 'A') {
      owners = takeCenters(t, owners, after);
      if (needsAdjustment(t, owners, after)) break;
    }
  }
  const next = {
    phase: formatPhase(at),
    units: byPower(t, after),
    dislodged: dislodgedJson(t, at.type === 'R' ? waiting : []),
    standoffs,
    centers: owners,
  };
  return JSON.stringify(id === undefined ? { results, next } : { id, results, next });
}

/** Units grouped by power, in the order of their first unit, as the wire writes them. */
function byPower(t: Tables, units: readonly Unit[]): Record<PowerName, string[]> {
  const out: Record<PowerName, string[]> = {};
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    (out[u.power] ??= []).push(t.textOf.get(`${u.kind} ${u.at}`)!);
  }
  return out;
}

function dislodgedJson(t: Tables, units: readonly DislodgedUnit[]): Record<PowerName, { unit: string; from?: string }[]> {
  const out: Record<PowerName, { unit: string; from?: string }[]> = {};
  for (const d of units) {
    const unit = t.textOf.get(`${d.kind} ${d.at}`)!;
    (out[d.power] ??= []).push(d.from === undefined ? { unit } : { unit, from: d.from });
  }
  return out;
}

/** Each supply centre with a unit in it belongs to the unit's power (phase.ts, takeCenters). */
function takeCenters(t: Tables, given: Readonly<Record<PowerName, readonly ProvinceId[]>>, units: readonly Unit[]): Record<PowerName, ProvinceId[]> {
  const graph = t.graph;
  const owner = new Array<PowerName | undefined>(t.provinces);
  for (const power in given) {
    const list = given[power]!;
    for (let i = 0; i < list.length; i++) owner[graph.provinceIndex.get(list[i]!)!] = power;
  }
  for (let i = 0; i < units.length; i++) {
    const p = graph.locationProvince.get(units[i]!.at)!;
    if (graph.supplyCenter[p]) owner[p] = units[i]!.power;
  }
  const centers: Record<PowerName, ProvinceId[]> = {};
  for (let i = 0; i < t.powerNames.length; i++) centers[t.powerNames[i]!] = [];
  const order = graph.centersInOrder;
  for (let i = 0; i < order.length; i++) {
    const power = owner[order[i]!];
    if (power !== undefined) centers[power]!.push(graph.provinces[order[i]!]!);
  }
  return centers;
}

/**
 * A power must remove, or may build in one of its own home centres that it owns and nobody
 * stands in (phase.ts, needsAdjustment, on a board with builds in home centres only).
 */
function needsAdjustment(t: Tables, centers: Readonly<Record<PowerName, readonly ProvinceId[]>>, units: readonly Unit[]): boolean {
  const graph = t.graph;
  const occupied = new Uint8Array(t.provinces);
  for (let i = 0; i < units.length; i++) occupied[graph.locationProvince.get(units[i]!.at)!] = 1;
  for (let k = 0; k < t.powerNames.length; k++) {
    const power = t.powerNames[k]!;
    const owned = centers[power] ?? [];
    let own = 0;
    for (let i = 0; i < units.length; i++) if (units[i]!.power === power) own++;
    if (owned.length < own) return true;
    if (owned.length === own) continue;
    const homes = t.homes[k]!;
    for (let i = 0; i < homes.length; i++) {
      const p = graph.provinceIndex.get(homes[i]!);
      if (p !== undefined && occupied[p] === 0 && owned.includes(homes[i]!)) return true;
    }
  }
  return false;
}
