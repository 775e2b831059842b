import { phaseAfter, inCalendar } from '../map/calendar.js';
import { mapGraph, reachableIn, type MapGraph } from '../map/graph.js';
import { formatPhase, parsePhase, type Phase } from '../map/phase.js';
import type { GameMap, PowerName, ProvinceId, UnitKind } from '../map/types.js';
import { checkMovementOrder, retreatOptions, type Board, type CheckedMovement } from '../orders/check.js';
import { parseOrder, type ParseOptions } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import type { Result } from '../result.js';
import { asciiText, writeUtf8 } from '../text/utf8.js';
import { resolveMovement, type MovementOutcome } from './movement.js';
import type { DislodgedUnit, Unit } from './types.js';

/**
 * The command line's lean path (issue 11; docs/command-line.md, "Feeding it many games"): one line
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
 * The resolution is the adjudicator's own (movement.ts), and the answer is written by hand
 * from words made once (no objects made only to be stringified).
 *
 * Written for what the engine does with it: per-line work in plain arrays (a small typed
 * array costs more to make than it saves), records walked with Object.keys, order lines
 * read character by character; docs/command-line.md gives the figures.
 */

/**
 * The lean path of one board. It reads a line as the bytes it arrived in (UTF-8) and writes
 * its answer as bytes, so that neither is ever a string: reading JSON text and writing it
 * were most of what a line cost (issue 11).
 */
export interface PlainMovementAnswerer {
  /**
   * Answers the line input[start, end) (without its end of line): the answer's length in
   * `out`, from 0, or -1 when the line is not for this path (the full path answers it).
   */
  answer(input: Uint8Array, start: number, end: number): number;
  /** The last answer's bytes, out[0, length): valid until the next call, which may replace it with a larger one. */
  readonly out: Uint8Array;
}

/** The lean path on a line of text, for tests and the bench: the answer, or undefined when it is not for this path. */
export function plainMovementText(answerer: PlainMovementAnswerer): (line: string) => string | undefined {
  let bytes = new Uint8Array(1 << 12);
  return (line) => {
    if (3 * line.length > bytes.length) bytes = new Uint8Array(3 * line.length);
    const n = answerer.answer(bytes, 0, writeUtf8(line, bytes, 0));
    // The lean path writes only what it read, and it reads only ASCII.
    return n < 0 ? undefined : asciiText(answerer.out, 0, n)!;
  };
}

/** The forms of an order line this path reads itself (`Form`), by its words. */
const HOLD = 0;
const MOVE = 1;
const VIA = 2;
const SUPPORT_HOLD = 3;
const SUPPORT_MOVE = 4;
const CONVOY = 5;

/**
 * An order line in one of the judge's own forms: the unit, the unit it names, the place it
 * goes. One, filled in for each line read (readForm) and used at once.
 */
interface Form {
  form: number;
  /** The unit's code (Tables.code), the other unit's (-1: none). */
  unit: number;
  other: number;
  /** The destination, a place of the map ('' when none). */
  to: string;
}

const form: Form = { form: -1, unit: -1, other: -1, to: '' };

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
  readonly powerNames: readonly PowerName[];
  readonly powerIndex: ReadonlyMap<PowerName, number>;
  readonly powerJson: readonly string[];
  /** Each power's home centres, by province number. */
  readonly homeProvinces: readonly (readonly number[])[];
  /** The map's own centres, as startingCenters gives them. */
  readonly startCenters: Record<PowerName, ProvinceId[]>;
  /**
   * Places by their letters (placeKey), for reading order lines character by character:
   * looking each line up whole cost more than the rest of its reading.
   */
  readonly placeAt: Int32Array;
  readonly placeId: string[];
  /** The unit code of an army (2l) and of a fleet (2l + 1) on place l, -1 where none can stand. */
  readonly unitOn: Int32Array;
  /** Each code's place by name, as the checker's sentences give it; the void reports of supports to hold made so far, by the two codes. */
  readonly placeName: string[];
  readonly refusals: Map<number, string>;
  /** Order lines the grammar has read so far, and what it made of each. */
  readonly grammarRead: Map<string, Result<Order>>;
  /** Phase texts read so far: the movement phase each one is, or null. */
  readonly phases: Map<string, Phase | null>;
  /** The units of the board by power and code (k × codes + code), made as they are first met. */
  readonly unitObjects: (Unit | undefined)[];
}

/**
 * The lean path for this map, or null when the map has anything it does not know: edges
 * only some may use, marked edges, phased lines, builds beyond the home centres (reserves,
 * militia, factories, partisans, alternatives, claims, new homes), leagues, places not
 * written "ABC" or "ABC/XC", names that JSON would escape.
 */
export function plainMovementAnswerer(map: GameMap): PlainMovementAnswerer | null {
  const tables = plainTables(map);
  if (tables === null) return null;
  // For now the answer is made as text and copied out as bytes (being rewritten to bytes throughout).
  const answerer = {
    out: new Uint8Array(1 << 16),
    answer(input: Uint8Array, start: number, end: number): number {
      let text: string | undefined;
      try {
        const line = asciiText(input, start, end);
        if (line === null) return -1;
        text = answerLine(tables, map, line);
      } catch {
        // A bug of this path's own: the full path answers the line, as it would have.
        return -1;
      }
      if (text === undefined) return -1;
      if (3 * text.length > answerer.out.length) answerer.out = new Uint8Array(Math.max(2 * answerer.out.length, 3 * text.length));
      return writeUtf8(text, answerer.out, 0);
    },
  };
  return answerer;
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
  // Every place "ABC" or "ABC/XC" (X: N, S, E or W), as on the standard board: read by letters.
  const placeId = [...map.locations.keys()];
  const placeAt = new Int32Array(26 * 26 * 26 * COASTS.length).fill(-1);
  const unitOn = new Int32Array(2 * placeId.length).fill(-1);
  for (let l = 0; l < placeId.length; l++) {
    const key = placeKey(placeId[l]!, 0);
    if (key < 0 || placeKeyEnd !== placeId[l]!.length || placeAt[key] !== -1) return null;
    placeAt[key] = l;
    unitOn[2 * l] = code.get(`A ${placeId[l]}`) ?? -1;
    unitOn[2 * l + 1] = code.get(`F ${placeId[l]}`) ?? -1;
  }
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
    powerNames,
    powerIndex: new Map(powerNames.map((p, k) => [p, k])),
    powerJson: powerNames.map((p) => `{"power":"${p}","order":`),
    homeProvinces: powerNames.map((p) => map.powers.get(p)!.homes.flatMap((h) => graph.provinceIndex.get(h) ?? [])),
    startCenters,
    placeAt,
    placeId,
    unitOn,
    placeName: at.map((l) => map.locations.get(l)?.name ?? l),
    refusals: new Map(),
    grammarRead: new Map(),
    phases: new Map(),
    unitObjects: new Array<Unit | undefined>(powerNames.length * text.length).fill(undefined),
  };
}

/** The coast letters of a place "ABC/XC", by number (0: no coast). */
const COASTS = ['', 'N', 'S', 'E', 'W'];
const A = 65;
const F = 70;
const SPACE = 32;

/** Where placeKey stopped reading. */
let placeKeyEnd = 0;

/** The place written at `i` ("PAR", "STP/SC"), as a number for Tables.placeAt; -1 when it is written otherwise. */
function placeKey(s: string, i: number): number {
  if (i + 3 > s.length) return -1;
  const a = s.charCodeAt(i) - A;
  const b = s.charCodeAt(i + 1) - A;
  const c = s.charCodeAt(i + 2) - A;
  if (a < 0 || a > 25 || b < 0 || b > 25 || c < 0 || c > 25) return -1;
  let coast = 0;
  placeKeyEnd = i + 3;
  if (s.charCodeAt(i + 3) === 47 && s.charCodeAt(i + 5) === 67) {
    // "/NC", "/SC", "/EC", "/WC".
    const x = s.charCodeAt(i + 4);
    coast = x === 78 ? 1 : x === 83 ? 2 : x === 69 ? 3 : x === 87 ? 4 : 0;
    if (coast === 0) return -1;
    placeKeyEnd = i + 6;
  }
  return ((a * 26 + b) * 26 + c) * COASTS.length + coast;
}

/** The unit written at `i` ("A PAR", "F STP/SC"), by code, -1 when none; placeKeyEnd is where it ends. */
function unitAtText(t: Tables, s: string, i: number): number {
  const kind = s.charCodeAt(i);
  if ((kind !== A && kind !== F) || s.charCodeAt(i + 1) !== SPACE) return -1;
  const key = placeKey(s, i + 2);
  const l = key < 0 ? -1 : t.placeAt[key]!;
  return l < 0 ? -1 : t.unitOn[2 * l + (kind === F ? 1 : 0)]!;
}

/** The place written at `i` to the end of the line, or null. */
function placeToEnd(t: Tables, s: string, i: number): string | null {
  const key = placeKey(s, i);
  const l = key < 0 || placeKeyEnd !== s.length ? -1 : t.placeAt[key]!;
  return l < 0 ? null : t.placeId[l]!;
}

/**
 * Reads an order line in one of the judge's own forms ("A PAR H", "A PAR - BUR", "A PAR -
 * BUR VIA CONVOY", "A PAR S A MAR", "A PAR S A MAR - BUR", "F NTH C A LON - NWY") into
 * `form`, character by character; false for any other line, which the grammar reads.
 */
function readForm(t: Tables, s: string): boolean {
  const unit = unitAtText(t, s, 0);
  if (unit < 0) return false;
  let i = placeKeyEnd;
  if (s.charCodeAt(i) !== SPACE) return false;
  const verb = s.charCodeAt(i + 1);
  form.unit = unit;
  form.other = -1;
  form.to = '';
  if (verb === 72 /* H */) {
    form.form = HOLD;
    return i + 2 === s.length;
  }
  if (s.charCodeAt(i + 2) !== SPACE) return false;
  i += 3;
  if (verb === 45 /* - */) {
    const key = placeKey(s, i);
    const l = key < 0 ? -1 : t.placeAt[key]!;
    if (l < 0) return false;
    form.to = t.placeId[l]!;
    if (placeKeyEnd === s.length) {
      form.form = MOVE;
      return true;
    }
    form.form = VIA;
    return placeKeyEnd + VIA_CONVOY.length === s.length && s.startsWith(VIA_CONVOY, placeKeyEnd);
  }
  if (verb !== 83 /* S */ && verb !== 67 /* C */) return false;
  const other = unitAtText(t, s, i);
  if (other < 0) return false;
  form.other = other;
  i = placeKeyEnd;
  if (i === s.length) {
    form.form = SUPPORT_HOLD;
    return verb === 83;
  }
  if (!s.startsWith(' - ', i)) return false;
  const to = placeToEnd(t, s, i + 3);
  if (to === null) return false;
  form.to = to;
  form.form = verb === 83 ? SUPPORT_MOVE : CONVOY;
  return true;
}

const VIA_CONVOY = ' VIA CONVOY';

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

/**
 * A support to hold that the supporter cannot give, for it cannot reach the unit: the end of
 * its void report (check.ts, checkSupport, word for word), or null when the checker must say.
 */
function unreachableSupport(t: Tables, req: Request, board: Board, power: number, f: Form): string | null {
  const p = t.province[f.unit]!;
  const u = board.unitAt[p]!;
  if (u < 0 || req.codes[u] !== f.unit || req.unitPower[u] !== power) return null;
  const q = t.province[f.other]!;
  const target = board.unitAt[q]!;
  if (target < 0 || target === u || req.codes[target] !== f.other || t.steps[f.unit]![q] === 1) return null;
  const key = f.unit * t.text.length + f.other;
  let refused = t.refusals.get(key);
  if (refused === undefined) {
    refused = voidJson(`The ${t.kind[f.unit] === 'A' ? 'army' : 'fleet'} in ${t.placeName[f.unit]} cannot reach ${t.placeName[f.other]}, so cannot support it.`);
    t.refusals.set(key, refused);
  }
  return refused;
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

/** The grammar's reading of an order line this path does not read itself (the full path reads it so), each text once for the map. */
function readByGrammar(t: Tables, map: GameMap, text: string): Result<Order> {
  let read = t.grammarRead.get(text);
  if (read === undefined) {
    read = parseOrder(map, text, MOVEMENT);
    if (t.grammarRead.size >= 100_000) t.grammarRead.clear();
    t.grammarRead.set(text, read);
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
  readonly codes: number[];
  readonly unitPower: number[];
  readonly unitAt: number[];
  readonly unitProvince: number[];
  /** The centres as given (or the map's), and the owner of each province's centre by power number (-1: none). */
  readonly centers: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  readonly owner: number[];
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

/** The phase, when the text is a movement phase of the map's calendar written as the judge writes it; each text read once. */
function movementPhase(t: Tables, map: GameMap, text: string): Phase | null {
  let phase = t.phases.get(text);
  if (phase === undefined) {
    const read = parsePhase(text);
    phase = read.ok && read.value.type === 'M' && formatPhase(read.value) === text && inCalendar(map, read.value) ? read.value : null;
    if (t.phases.size >= 10_000) t.phases.clear();
    t.phases.set(text, phase);
  }
  return phase;
}

/** The request, when it is a plain movement phase whose position stands on the map; null otherwise. */
function readRequest(t: Tables, map: GameMap, raw: unknown): Request | null {
  if (!isRecord(raw)) return null;
  // Walked by Object.keys rather than for…in, here and below: far less code for the engine to compile.
  const fields = Object.keys(raw);
  for (let i = 0; i < fields.length; i++) if (!FIELDS.has(fields[i]!)) return null;
  const { id, variant, map: mapName, phase: phaseText, dislodged, standoffs, centers, orders, rules } = raw;
  if (variant !== undefined && variant !== 'standard') return null;
  if (mapName !== undefined && mapName !== 'standard') return null;
  if (rules !== undefined && (!Array.isArray(rules) || rules.length > 0)) return null;
  if (dislodged !== undefined && (!isRecord(dislodged) || Object.keys(dislodged).length > 0)) return null;
  if (typeof phaseText !== 'string') return null;
  const phase = movementPhase(t, map, phaseText);
  if (phase === null) return null;
  if (standoffs !== undefined && !provinceList(map, standoffs)) return null;
  const req: Request = {
    id,
    phase,
    units: [],
    codes: [],
    unitPower: [],
    unitAt: new Array<number>(t.provinces).fill(-1),
    unitProvince: [],
    // Absent, the map's own; anything else but a record of centres (null too) is the full path's to refuse.
    centers: (centers === undefined ? t.startCenters : centers) as Record<PowerName, ProvinceId[]>,
    owner: new Array<number>(t.provinces).fill(-1),
    linePower: [],
    lineText: [],
  };
  return readUnits(t, req, raw.units) && readCenters(t, req) && (orders === undefined || readOrders(t, req, orders)) ? req : null;
}

/** Places of the map, each written as its id. */
function provinceList(map: GameMap, list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'string' || !map.provinces.has(list[i] as string)) return false;
  return true;
}

/** The units, each written as the judge writes it, one a province, of the map's powers. */
function readUnits(t: Tables, req: Request, given: unknown): boolean {
  if (!isRecord(given)) return false;
  const powers = Object.keys(given);
  for (let j = 0; j < powers.length; j++) {
    const power = powers[j]!;
    const list = given[power];
    const k = t.powerIndex.get(power);
    if (k === undefined || !Array.isArray(list)) return false;
    for (let i = 0; i < list.length; i++) {
      const text = list[i];
      const c = typeof text === 'string' ? t.code.get(text) : undefined;
      if (c === undefined) return false;
      const p = t.province[c]!;
      if (req.unitAt[p] !== -1) return false;
      req.unitAt[p] = req.units.length;
      // Made once for each power and code: a stream names the same units again and again.
      const key = k * t.text.length + c;
      let unit = t.unitObjects[key];
      if (unit === undefined) t.unitObjects[key] = unit = { power, kind: t.kind[c]!, at: t.at[c]! };
      req.units.push(unit);
      req.codes.push(c);
      req.unitPower.push(k);
      req.unitProvince.push(p);
    }
  }
  return true;
}

/** The centres, each owned once, by a power of the map. */
function readCenters(t: Tables, req: Request): boolean {
  const centers: unknown = req.centers;
  if (!isRecord(centers)) return false;
  const powers = Object.keys(centers);
  for (let j = 0; j < powers.length; j++) {
    const list = centers[powers[j]!];
    const k = t.powerIndex.get(powers[j]!);
    if (k === undefined || !Array.isArray(list)) return false;
    for (let i = 0; i < list.length; i++) {
      const p = typeof list[i] === 'string' ? t.graph.provinceIndex.get(list[i] as string) : undefined;
      if (p === undefined || !t.graph.supplyCenter[p] || req.owner[p] !== -1) return false;
      req.owner[p] = k;
    }
  }
  return true;
}

/** The order lines, power by power, each of the map's powers. */
function readOrders(t: Tables, req: Request, orders: unknown): boolean {
  if (!isRecord(orders)) return false;
  const powers = Object.keys(orders);
  for (let j = 0; j < powers.length; j++) {
    const list = orders[powers[j]!];
    const k = t.powerIndex.get(powers[j]!);
    if (k === undefined || !Array.isArray(list)) return false;
    for (let i = 0; i < list.length; i++) {
      const text = list[i];
      if (typeof text !== 'string' || text.length > 1000) return false;
      req.linePower.push(k);
      req.lineText.push(text);
    }
  }
  return true;
}

/** What the order lines gave: each unit's checked order and line, and each line's report when known. */
interface Orders {
  readonly checked: (CheckedMovement | null)[];
  /** The line whose order each unit carries out (-1: none), and whether any line named it. */
  readonly lineOf: number[];
  readonly named: number[];
  /** Each line as the results show it, in JSON; its report, when settled before the resolution (void, ignored). */
  readonly shown: string[];
  readonly reports: (string | null)[];
}

/** The lines checked as the full path checks them (phase.ts, movementPhase, with no rules in force). */
function checkOrders(t: Tables, map: GameMap, req: Request, board: Board): Orders {
  const n = req.units.length;
  const count = req.lineText.length;
  const checked: (CheckedMovement | null)[] = new Array(n).fill(null);
  const lineOf = new Array<number>(n).fill(-1);
  const named = new Array<number>(n).fill(0);
  const shown: string[] = new Array(count);
  const reports: (string | null)[] = new Array(count).fill(null);
  const orders: Orders = { checked, lineOf, named, shown, reports };
  for (let i = 0; i < count; i++) {
    const k = req.linePower[i]!;
    const text = req.lineText[i]!;
    const read = readForm(t, text);
    // The judge's own words need no escaping (plainTables made sure).
    let c = read ? quickCheck(t, req, board, k, form) : null;
    if (c === null && read && form.form === SUPPORT_HOLD) {
      const refused = unreachableSupport(t, req, board, k, form);
      if (refused !== null) {
        shown[i] = `"${text}"`;
        reports[i] = `${t.powerJson[k]}${shown[i]}${refused}`;
        named[board.unitAt[t.province[form.unit]!]!] = 1;
        continue;
      }
    }
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
  const order = readByGrammar(t, map, text);
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
  readonly occupied: number[];
  /** The dislodged units that may retreat, and those (by unit number) with nowhere to go. */
  readonly waiting: DislodgedUnit[];
  readonly destroyed: number[];
}

function afterMoves(t: Tables, req: Request, board: Board, orders: Orders, outcome: MovementOutcome): After {
  const n = req.units.length;
  const codes: number[] = [];
  const powers: number[] = [];
  const occupied = new Array<number>(t.provinces).fill(0);
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
  let owner: number[] | null = null;
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
function takeCenters(t: Tables, given: readonly number[], after: After): number[] {
  const owner = given.slice();
  for (let i = 0; i < after.codes.length; i++) {
    const p = t.province[after.codes[i]!]!;
    if (t.graph.supplyCenter[p]) owner[p] = after.powers[i]!;
  }
  return owner;
}

/** Every power's centres, in the map's order of powers and alphabetical order of centres. */
function centersJson(t: Tables, owner: readonly number[]): string {
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
function needsAdjustment(t: Tables, owner: readonly number[], after: After): boolean {
  const owned = new Array<number>(t.powerNames.length).fill(0);
  const units = new Array<number>(t.powerNames.length).fill(0);
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
