import { phaseAfter, inCalendar } from '../map/calendar.js';
import { mapGraph, reachableIn, type MapGraph } from '../map/graph.js';
import { formatPhase, parsePhase, type Phase } from '../map/phase.js';
import type { GameMap, PowerName, ProvinceId, UnitKind } from '../map/types.js';
import { checkMovementOrder, retreatOptions, type Board, type CheckedMovement } from '../orders/check.js';
import { parseOrder, type ParseOptions } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import type { Result } from '../result.js';
import { resolveMovement, type MovementOutcome } from './movement.js';
import type { DislodgedUnit, Unit } from './types.js';

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
  /** The code of an army, and of a fleet, at each place: where a move lands. */
  readonly armyAt: Map<string, number>;
  readonly fleetAt: Map<string, number>;
  /** The powers by number, in the map's order; each one's report as far as its order (`{"power":"FRANCE","order":`). */
  readonly powers: ReadonlySet<PowerName>;
  readonly powerNames: readonly PowerName[];
  readonly powerIndex: ReadonlyMap<PowerName, number>;
  readonly powerJson: readonly string[];
  /** Each power's home centres, by province number. */
  readonly homeProvinces: readonly (readonly number[])[];
  /** The map's own centres, as startingCenters gives them. */
  readonly startCenters: Record<PowerName, ProvinceId[]>;
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
  const armyAt = new Map<string, number>();
  const fleetAt = new Map<string, number>();
  for (const loc of map.locations.values()) {
    const p = graph.locationProvince.get(loc.id);
    if (p === undefined) continue;
    for (const k of ['A', 'F'] as const) {
      if (!(k === 'A' ? loc.armyCanStand : loc.fleetCanStand)) continue;
      const t = `${k} ${loc.id}`;
      (k === 'A' ? armyAt : fleetAt).set(loc.id, text.length);
      code.set(t, text.length);
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
  // The answer is written by hand from these words: none may need escaping in JSON.
  const words = [...text, ...powerNames, ...map.provinces.keys(), ...map.locations.keys()];
  if (words.some((w) => JSON.stringify(w) !== `"${w}"`)) return null;
  const startCenters: Record<PowerName, ProvinceId[]> = {};
  for (const power of map.powers.values()) startCenters[power.name] = [...power.centers];
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
    armyAt,
    fleetAt,
    powers: new Set(powerNames),
    powerNames,
    powerIndex: new Map(powerNames.map((p, k) => [p, k])),
    powerJson: powerNames.map((p) => `{"power":"${p}","order":`),
    homeProvinces: powerNames.map((p) => map.powers.get(p)!.homes.flatMap((h) => graph.provinceIndex.get(h) ?? [])),
    startCenters,
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

/**
 * The order checked here, when the entry checks (orders/check.ts) plainly accept it and
 * would make exactly this of it; null when the grammar and the checker must say.
 */
function quickCheck(t: Tables, req: Request, board: Board, power: number, f: Form): CheckedMovement | null {
  const codes = req.codes;
  const p = t.province[f.unit]!;
  const u = board.unitAt[p]!;
  // Its own unit, written exactly as it stands (kind and coast).
  if (u < 0 || codes[u] !== f.unit || req.unitPower[u] !== power) return null;
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

/** A plain request, read: its position and its order lines. */
interface Request {
  readonly id: unknown;
  readonly phase: Phase;
  readonly units: Unit[];
  /** Each unit's code (Tables.code) and power (by number), and the unit standing in each province (-1: none). */
  readonly codes: Int32Array;
  readonly unitPower: Int32Array;
  readonly unitAt: number[];
  readonly unitProvince: number[];
  /** The centres as given (or the map's), and the owner of each province's centre by power number (-1: none). */
  readonly centers: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  readonly owner: Int32Array;
  /** The order lines, power by power as given: each line's power (by number) and text. */
  readonly linePower: number[];
  readonly lineText: string[];
}

function answerLine(t: Tables, map: GameMap, line: string): string | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return undefined;
  }
  const req = readRequest(t, map, raw);
  if (req === null) return undefined;
  const board: Board = { graph: t.graph, units: req.units, unitAt: req.unitAt, unitProvince: req.unitProvince };
  const orders = checkOrders(t, map, req, board);
  const outcome = resolveMovement(board, orders.checked);
  const after = afterMoves(t, req, board, orders, outcome);
  const results = writeResults(t, req, orders, outcome, after);
  return `${req.id === undefined ? '{' : `{"id":${JSON.stringify(req.id)},`}"results":[${results}],"next":${writeNext(t, map, req, outcome, after)}}`;
}

/** The request, when it is a plain movement phase whose position stands on the map; null otherwise. */
function readRequest(t: Tables, map: GameMap, raw: unknown): Request | null {
  if (!isRecord(raw)) return null;
  for (const key in raw) if (!FIELDS.has(key)) return null;
  const { id, variant, map: mapName, phase: phaseText, units: unitsGiven, dislodged, standoffs, centers: centersGiven, orders, rules } = raw;
  if (variant !== undefined && variant !== 'standard') return null;
  if (mapName !== undefined && mapName !== 'standard') return null;
  if (rules !== undefined && (!Array.isArray(rules) || rules.length > 0)) return null;
  if (dislodged !== undefined && (!isRecord(dislodged) || Object.keys(dislodged).length > 0)) return null;
  if (typeof phaseText !== 'string') return null;
  const phase = parsePhase(phaseText);
  if (!phase.ok || phase.value.type !== 'M' || formatPhase(phase.value) !== phaseText || !inCalendar(map, phase.value)) return null;
  if (!isRecord(unitsGiven)) return null;
  // The units, each written as the judge writes it, one a province, of the map's powers.
  const units: Unit[] = [];
  const codes: number[] = [];
  const unitPower: number[] = [];
  const unitProvince: number[] = [];
  const unitAt = new Array<number>(t.provinces).fill(-1);
  for (const power in unitsGiven) {
    const list = unitsGiven[power];
    const k = t.powerIndex.get(power);
    if (k === undefined || !Array.isArray(list)) return null;
    for (let i = 0; i < list.length; i++) {
      const text = list[i];
      const c = typeof text === 'string' ? t.code.get(text) : undefined;
      if (c === undefined) return null;
      const p = t.province[c]!;
      if (unitAt[p] !== -1) return null;
      unitAt[p] = units.length;
      units.push({ power, kind: t.kind[c]!, at: t.at[c]! });
      codes.push(c);
      unitPower.push(k);
      unitProvince.push(p);
    }
  }
  if (standoffs !== undefined) {
    if (!Array.isArray(standoffs)) return null;
    for (let i = 0; i < standoffs.length; i++) if (typeof standoffs[i] !== 'string' || !map.provinces.has(standoffs[i] as string)) return null;
  }
  const centers = centersGiven === undefined ? t.startCenters : centersGiven;
  if (!isRecord(centers)) return null;
  // The centres, each owned once, by a power of the map.
  const owner = new Int32Array(t.provinces).fill(-1);
  for (const power in centers) {
    const list = centers[power];
    const k = t.powerIndex.get(power);
    if (k === undefined || !Array.isArray(list)) return null;
    for (let i = 0; i < list.length; i++) {
      const p = typeof list[i] === 'string' ? t.graph.provinceIndex.get(list[i] as string) : undefined;
      if (p === undefined || !t.graph.supplyCenter[p] || owner[p] !== -1) return null;
      owner[p] = k;
    }
  }
  const linePower: number[] = [];
  const lineText: string[] = [];
  if (orders !== undefined) {
    if (!isRecord(orders)) return null;
    for (const power in orders) {
      const list = orders[power];
      const k = t.powerIndex.get(power);
      if (k === undefined || !Array.isArray(list)) return null;
      for (let i = 0; i < list.length; i++) {
        const text = list[i];
        if (typeof text !== 'string' || text.length > 1000) return null;
        linePower.push(k);
        lineText.push(text);
      }
    }
  }
  return {
    id,
    phase: phase.value,
    units,
    codes: Int32Array.from(codes),
    unitPower: Int32Array.from(unitPower),
    unitAt,
    unitProvince,
    centers: centers as Record<PowerName, ProvinceId[]>,
    owner,
    linePower,
    lineText,
  };
}

/** What the order lines gave: each unit's checked order and line, and each line's report when known. */
interface Orders {
  readonly checked: (CheckedMovement | null)[];
  /** The line whose order each unit carries out (-1: none), and whether any line named it. */
  readonly lineOf: Int32Array;
  readonly named: Uint8Array;
  /** Each line as the results show it, in JSON; its report, when settled before the resolution (void, ignored). */
  readonly shown: string[];
  readonly reports: (string | null)[];
}

/** The lines checked as the full path checks them (phase.ts, movementPhase, with no rules in force). */
function checkOrders(t: Tables, map: GameMap, req: Request, board: Board): Orders {
  const n = req.units.length;
  const count = req.lineText.length;
  const checked: (CheckedMovement | null)[] = new Array(n).fill(null);
  const lineOf = new Int32Array(n).fill(-1);
  const named = new Uint8Array(n);
  const shown: string[] = new Array(count);
  const reports: (string | null)[] = new Array(count).fill(null);
  const orders: Orders = { checked, lineOf, named, shown, reports };
  for (let i = 0; i < count; i++) {
    const k = req.linePower[i]!;
    const text = req.lineText[i]!;
    let form = t.forms.get(text);
    if (form === undefined) {
      form = formOf(t, text);
      if (t.forms.size >= 100_000) t.forms.clear();
      t.forms.set(text, form);
    }
    // The judge's own words need no escaping (plainTables made sure).
    let c = form === OTHER ? null : quickCheck(t, req, board, k, form);
    shown[i] = c === null ? JSON.stringify(text.trim()) : `"${text}"`;
    if (c === null) {
      c = checkedByChecker(t, map, board, orders, i, k, text);
      if (c === null) continue;
    }
    const u = c.unit;
    named[u] = 1;
    // A later order to the same unit replaces an earlier one, as on every judge.
    if (lineOf[u]! >= 0) reports[lineOf[u]!] = `${t.powerJson[k]}${shown[lineOf[u]!]}${IGNORED_JSON}`;
    lineOf[u] = i;
    checked[u] = c;
  }
  return orders;
}

/** A line read by the grammar and checked by the checker: its order, or null with its void report made. */
function checkedByChecker(t: Tables, map: GameMap, board: Board, orders: Orders, i: number, k: number, text: string): CheckedMovement | null {
  const power = t.powerNames[k]!;
  const order = readByGrammar(map, text);
  if (!order.ok) {
    orders.reports[i] = `${t.powerJson[k]}${orders.shown[i]}${voidJson(order.error.message)}`;
    return null;
  }
  const r = checkMovementOrder(board, power, order.value);
  if (r.ok) return r.value;
  orders.reports[i] = `${t.powerJson[k]}${orders.shown[i]}${voidJson(r.error.message)}`;
  // The unit it names gets no default order besides.
  if (order.value.kind !== 'waive') {
    const p = t.graph.locationProvince.get(order.value.unit.at);
    const u = p === undefined ? -1 : board.unitAt[p]!;
    if (u >= 0 && board.units[u]!.power === power) orders.named[u] = 1;
  }
  return null;
}

const voidJson = (reason: string): string => `,"result":"void","reason":${JSON.stringify(reason)}}`;
const IGNORED_JSON = `,"result":"ignored","reason":${JSON.stringify(IGNORED)}}`;
const NOT_MADE_JSON = voidJson(NOT_MADE);

/** The board after the moves: the units standing (by code and power number), and the dislodged. */
interface After {
  readonly codes: number[];
  readonly powers: number[];
  readonly occupied: Uint8Array;
  /** The dislodged units that may retreat, and those (by unit number) with nowhere to go. */
  readonly waiting: DislodgedUnit[];
  readonly destroyed: number[];
}

function afterMoves(t: Tables, req: Request, board: Board, orders: Orders, outcome: MovementOutcome): After {
  const n = req.units.length;
  const codes: number[] = [];
  const powers: number[] = [];
  const occupied = new Uint8Array(t.provinces);
  let anyDislodged = false;
  for (let u = 0; u < n; u++) {
    if (outcome.moved[u]) {
      const o = orders.checked[u] as Extract<CheckedMovement, { kind: 'move' }>;
      codes.push((t.kind[req.codes[u]!] === 'A' ? t.armyAt : t.fleetAt).get(o.to)!);
      powers.push(req.unitPower[u]!);
      occupied[o.toProvince] = 1;
    } else if (outcome.dislodgedBy[u]! < 0) {
      codes.push(req.codes[u]!);
      powers.push(req.unitPower[u]!);
      occupied[board.unitProvince[u]!] = 1;
    } else anyDislodged = true;
  }
  const waiting: DislodgedUnit[] = [];
  const destroyed: number[] = [];
  if (anyDislodged) {
    const standoffs = new Set(outcome.standoffs);
    const isOccupied = (p: number): boolean => occupied[p] === 1;
    for (let u = 0; u < n; u++) {
      const by = outcome.dislodgedBy[u]!;
      if (by < 0) continue;
      const unit = req.units[u]!;
      const from = outcome.byConvoy[by] ? undefined : t.graph.provinces[board.unitProvince[by]!]!;
      const retreating: DislodgedUnit = from === undefined ? { power: unit.power, kind: unit.kind, at: unit.at } : { power: unit.power, kind: unit.kind, at: unit.at, from };
      if (retreatOptions(t.graph, retreating, isOccupied, standoffs).length > 0) waiting.push(retreating);
      else destroyed.push(u);
    }
  }
  return { codes, powers, occupied, waiting, destroyed };
}

/** The results in JSON, without their brackets: every line in order, then the holds the judge gave, then the units destroyed. */
function writeResults(t: Tables, req: Request, orders: Orders, outcome: MovementOutcome, after: After): string {
  const { lineOf, reports, shown, named } = orders;
  const n = req.units.length;
  for (let u = 0; u < n; u++) {
    const i = lineOf[u]!;
    if (i < 0) continue;
    const result = outcome.results[u]!;
    reports[i] = `${t.powerJson[req.linePower[i]!]}${shown[i]}${result === 'void' ? NOT_MADE_JSON : `,"result":"${result}"}`}`;
  }
  let out = '';
  for (let i = 0; i < reports.length; i++) {
    if (reports[i] === null) continue;
    out += out === '' ? reports[i]! : `,${reports[i]!}`;
  }
  for (let u = 0; u < n; u++) {
    if (named[u] === 1) continue;
    const report = `${t.powerJson[req.unitPower[u]!]}"${t.text[req.codes[u]!]} H","result":"${outcome.results[u]!}","default":true}`;
    out += out === '' ? report : `,${report}`;
  }
  for (let k = 0; k < after.destroyed.length; k++) {
    const u = after.destroyed[k]!;
    const report = `${t.powerJson[req.unitPower[u]!]}"${t.text[req.codes[u]!]} D","result":"disbanded","reason":${NOWHERE_JSON},"default":true}`;
    out += out === '' ? report : `,${report}`;
  }
  return out;
}

const NOWHERE_JSON = JSON.stringify(NOWHERE);

/**
 * The next position in JSON (request.ts, positionJson), where the game goes next (phase.ts,
 * advance): a retreat phase when a unit waits to retreat, an adjustment phase when a power
 * may build or must remove, else the next movement phase.
 */
function writeNext(t: Tables, map: GameMap, req: Request, outcome: MovementOutcome, after: After): string {
  let at: Phase = req.phase;
  let owner: Int32Array | null = null;
  for (let step = 0; step < 16; step++) {
    const next = phaseAfter(map, at);
    if (!next) break;
    at = next;
    if (next.type === 'R' && after.waiting.length > 0) break;
    if (next.type === 'M') break;
    if (next.type === 'A') {
      owner = takeCenters(t, owner ?? req.owner, after);
      if (needsAdjustment(t, owner, after)) break;
    }
  }
  let standoffs = '';
  for (let k = 0; k < outcome.standoffs.length; k++) standoffs += `${k === 0 ? '' : ','}"${t.graph.provinces[outcome.standoffs[k]!]!}"`;
  const centers = owner === null ? JSON.stringify(req.centers) : centersJson(t, owner);
  const dislodged = at.type === 'R' ? dislodgedJson(after.waiting) : '{}';
  return `{"phase":"${formatPhase(at)}","units":${unitsJson(t, after)},"dislodged":${dislodged},"standoffs":[${standoffs}],"centers":${centers}}`;
}

/** Units grouped by power, in the order of their first unit, as the wire writes them. */
function unitsJson(t: Tables, after: After): string {
  const lists: string[] = new Array<string>(t.powerNames.length).fill('');
  const order: number[] = [];
  for (let i = 0; i < after.codes.length; i++) {
    const k = after.powers[i]!;
    if (lists[k] === '') {
      order.push(k);
      lists[k] = `"${t.text[after.codes[i]!]}"`;
    } else lists[k] += `,"${t.text[after.codes[i]!]}"`;
  }
  let out = '';
  for (let i = 0; i < order.length; i++) out += `${i === 0 ? '' : ','}"${t.powerNames[order[i]!]}":[${lists[order[i]!]}]`;
  return `{${out}}`;
}

function dislodgedJson(units: readonly DislodgedUnit[]): string {
  const out: Record<PowerName, { unit: string; from?: string }[]> = {};
  for (const d of units) {
    const unit = `${d.kind} ${d.at}`;
    (out[d.power] ??= []).push(d.from === undefined ? { unit } : { unit, from: d.from });
  }
  return JSON.stringify(out);
}

/** Each supply centre with a unit in it belongs to the unit's power (phase.ts, takeCenters). */
function takeCenters(t: Tables, given: Int32Array, after: After): Int32Array {
  const owner = given.slice();
  for (let i = 0; i < after.codes.length; i++) {
    const p = t.province[after.codes[i]!]!;
    if (t.graph.supplyCenter[p]) owner[p] = after.powers[i]!;
  }
  return owner;
}

/** Every power's centres, in the map's order of powers and alphabetical order of centres. */
function centersJson(t: Tables, owner: Int32Array): string {
  const lists: string[] = new Array<string>(t.powerNames.length).fill('');
  const order = t.graph.centersInOrder;
  for (let i = 0; i < order.length; i++) {
    const k = owner[order[i]!]!;
    if (k >= 0) lists[k] += `${lists[k] === '' ? '' : ','}"${t.graph.provinces[order[i]!]!}"`;
  }
  let out = '';
  for (let k = 0; k < lists.length; k++) out += `${k === 0 ? '' : ','}"${t.powerNames[k]!}":[${lists[k]}]`;
  return `{${out}}`;
}

/**
 * A power must remove, or may build in one of its own home centres that it owns and nobody
 * stands in (phase.ts, needsAdjustment, on a board with builds in home centres only).
 */
function needsAdjustment(t: Tables, owner: Int32Array, after: After): boolean {
  const owned = new Int32Array(t.powerNames.length);
  const units = new Int32Array(t.powerNames.length);
  for (let p = 0; p < owner.length; p++) if (owner[p]! >= 0) owned[owner[p]!]! += 1;
  for (let i = 0; i < after.powers.length; i++) units[after.powers[i]!]! += 1;
  for (let k = 0; k < owned.length; k++) {
    if (owned[k]! < units[k]!) return true;
    if (owned[k] === units[k]) continue;
    const homes = t.homeProvinces[k]!;
    for (let i = 0; i < homes.length; i++) if (owner[homes[i]!] === k && after.occupied[homes[i]!] === 0) return true;
  }
  return false;
}
