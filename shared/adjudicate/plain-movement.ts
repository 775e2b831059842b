import { phaseAfter, inCalendar } from '../map/calendar.js';
import { mapGraph, reachableIn, type MapGraph } from '../map/graph.js';
import { formatPhase, parsePhase, type Phase } from '../map/phase.js';
import type { GameMap, PowerName, ProvinceId, UnitKind } from '../map/types.js';
import { checkMovementOrder, retreatOptions, type Board, type CheckedMovement } from '../orders/check.js';
import { parseOrder, type ParseOptions } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import type { Result } from '../result.js';
import { asciiText, readUtf8, writeUtf8 } from '../text/utf8.js';
import { resolveMovement, type MovementOutcome } from './movement.js';
import { CONVOY as CONVOY_ORDER, HOLD as HOLD_ORDER, MOVE as MOVE_ORDER, resolveOrderNumbers, SUPPORT as SUPPORT_ORDER, type OrderNumbers } from './plain-resolver.js';
import { ORDER_RESULTS, type OrderResult, type Unit } from './types.js';

/**
 * The command line's lean path (issue 11; docs/command-line.md, "Feeding it many games"): one line
 * of `judge adjudicate` that is a plain movement phase of a plain board (the standard
 * variant, no rules, a position written as the judge writes it) answered with far less
 * code than the full path runs, so that a stream is fast before the engine has compiled
 * much. The answer is byte for byte the full path's (test/cli/plain-movement.test.ts holds
 * the two together): the line is read only when nothing in it asks for more than this
 * path knows, and anything else (another variant, a rule, an unknown field, a unit or
 * place not written exactly as the judge writes it, a retreat or adjustment phase, a string
 * with an escape or a character beyond ASCII, a number other than a plain integer id, a key
 * given twice) makes it answer -1, for the full path (request.ts) to answer instead.
 *
 * The line is read as the bytes it came in and the answer written as bytes: JSON.parse, the
 * strings and objects it made, and the answer's text were most of what a line cost. Its
 * scanner reads the request's JSON itself, each unit, place and order line straight from
 * the bytes into numbers, against tables made once per map.
 *
 * Within a phase, an order written in one of the judge's own forms ("A PAR - BUR",
 * "F NTH C A LON - NWY", "A BUR S A MUN - MAR") that the entry checks plainly accept is
 * checked here from those tables; any other order line (a void one, a coast to choose, a
 * convoy of several fleets) is read and checked by the grammar and the checker themselves
 * (orders/parse.ts, orders/check.ts), so that what it gets is theirs. The resolution is
 * the adjudicator's own (movement.ts), and the answer is written from words made once.
 *
 * One line is answered at a time, start to end, without calling out: so the scanner's place
 * and the line's working arrays are kept at the module's level and reused from line to line.
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
    return n < 0 ? undefined : readUtf8(answerer.out, 0, n);
  };
}

/**
 * The lean path for this map, or null when the map has anything it does not know: edges
 * only some may use, marked edges, phased lines, builds beyond the home centres (reserves,
 * militia, factories, partisans, alternatives, claims, new homes), leagues, places not
 * written "ABC" or "ABC/XC", names that JSON would escape, more than 30 powers.
 */
export function plainMovementAnswerer(map: GameMap): PlainMovementAnswerer | null {
  const tables = plainTables(map);
  if (tables === null) return null;
  const answerer = {
    get out(): Uint8Array {
      return o;
    },
    answer(input: Uint8Array, start: number, end: number): number {
      try {
        return answerLine(tables, map, input, start, end);
      } catch {
        // A bug of this path's own: the full path answers the line, as it would have.
        return -1;
      }
    },
  };
  return answerer;
}

// ---------------------------------------------------------------------------------------
// The tables, made once per map.

/** The forms of an order line this path reads itself (`form`), by its words. */
const HOLD = 0;
const MOVE = 1;
const VIA = 2;
const SUPPORT_HOLD = 3;
const SUPPORT_MOVE = 4;
const CONVOY = 5;

/** The grammar's options for a movement phase without NEED_MOVE_MARKS, as adjudicatePhase gives them. */
const MOVEMENT: ParseOptions = { phaseType: 'M', needMoveMarks: false };

const IGNORED = 'Replaced by a later order to the same unit.';
const NOT_MADE = 'The unit supported or convoyed does not make that move.';
const NOWHERE = 'Dislodged with nowhere to retreat.';

/** ASCII bytes of a text made of ASCII. */
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * What the map gives once. Places (locations) are numbered as the map lists them; each unit
 * as the judge writes it ("A PAR", "F STP/SC") is a small code, with its kind, place and
 * province and the provinces it may step into; powers are numbered in the map's order.
 */
interface Tables {
  readonly graph: MapGraph;
  readonly provinces: number;
  /** By unit code: its text, kind, place, province, and `steps[c][p]` (it may step into province p). */
  readonly text: string[];
  readonly kind: UnitKind[];
  readonly at: string[];
  readonly province: Int32Array;
  readonly steps: Uint8Array[];
  /** By unit code, then place: where a fleet's move written to that place lands (a place), when the checker would take it without asking for a coast; -1 otherwise. */
  readonly fleetTo: Int32Array[];
  /** By place: the province, when the place is a province an army can stand in; -1 otherwise. */
  readonly armyProvince: Int32Array;
  /** By place: the province, when the place is a province written as itself (no coast); -1 otherwise. */
  readonly provinceOf: Int32Array;
  /** By place: its province (a coast's too). */
  readonly placeProvince: Int32Array;
  /** By unit code: the provinces it may retreat to on an empty board (check.ts, retreatOptions). */
  readonly retreats: Int32Array[];
  /** The code of an army, and of a fleet, at each place (by name): where a move lands. */
  readonly armyAt: Map<string, number>;
  readonly fleetAt: Map<string, number>;
  /** The powers by number, in the map's order, and their names as bytes (keys of the request). */
  readonly powerNames: readonly PowerName[];
  readonly powerIndex: ReadonlyMap<PowerName, number>;
  readonly powerBytes: readonly Uint8Array[];
  /** By first letter (× 64) and length: the one power so named (255: none, 254: several). */
  readonly powerByLetters: Uint8Array;
  /** Each power's report as far as its order: `{"power":"FRANCE","order":`; its key: `"FRANCE":`. */
  readonly powerJson: readonly Uint8Array[];
  readonly powerKey: readonly Uint8Array[];
  /** Each power's home centres, by province number. */
  readonly homeProvinces: readonly (readonly number[])[];
  /** The map's own centres: the owner of each province's centre (-1: none), and the centres as JSON. */
  readonly startOwner: Int32Array;
  readonly startCentersJson: Uint8Array;
  /** Places by their letters (placeKey), their names, and by name. */
  readonly placeAt: Int32Array;
  readonly placeId: string[];
  readonly placeIndex: ReadonlyMap<string, number>;
  /** The unit code of an army (2l) and of a fleet (2l + 1) on place l, -1 where none can stand. */
  readonly unitOn: Int32Array;
  /** Words of the answer: `"A PAR`, `"A PAR H","result":"` by unit code; `"PAR"` by province. */
  readonly unitOpen: Uint8Array[];
  readonly holdOpen: Uint8Array[];
  readonly provinceJson: Uint8Array[];
  /** Each code's place by name, as the checker's sentences give it; the void reports of supports to hold made so far, by the two codes. */
  readonly placeName: string[];
  readonly refusals: Map<number, Uint8Array>;
  /** Order lines the grammar has read so far, and what it made of each. */
  readonly grammarRead: Map<string, Result<Order>>;
  /** Phase texts read so far (by phaseKey): the movement phase each one is and what follows it, or null. */
  readonly phases: Map<number, PhaseChain | null>;
  /** The units of the board by power and code (k × codes + code), made as they are first met. */
  readonly unitObjects: (Unit | undefined)[];
}

function plainTables(map: GameMap): Tables | null {
  const graph = mapGraph(map);
  if (graph.markedEdges || (map.phased?.length ?? 0) > 0 || map.homeYears !== undefined) return null;
  // Seasonal spaces (Global) close retreats by the season.
  if (map.powers.size > 30 || map.closed !== undefined) return null;
  for (const power of map.powers.values()) {
    if (power.reserves !== undefined || power.militia !== undefined || power.factories !== undefined || power.partisans !== undefined) return null;
    if (power.alternatives !== undefined || power.claims !== undefined || (power.league !== undefined && power.league.behaviour !== 'open')) return null;
  }
  for (const steps of graph.armySteps.values()) if (steps === null) return null;
  for (const steps of graph.fleetSteps.values()) if (steps === null) return null;
  const P = graph.provinces.length;
  const powerNames = [...map.powers.keys()];
  // The answer is written from these words as they are: none may need escaping in JSON.
  const words = [...powerNames, ...map.provinces.keys(), ...map.locations.keys()];
  if (words.some((w) => JSON.stringify(w) !== `"${w}"` || /[^\x20-\x7e]/.test(w))) return null;
  // Every place "ABC" or "ABC/XC" (X: N, S, E or W), as on the standard board: read by letters.
  const placeId = [...map.locations.keys()];
  const L = placeId.length;
  const placeIndex = new Map(placeId.map((id, l) => [id, l]));
  const placeAt = new Int32Array(26 * 26 * 26 * COASTS.length).fill(-1);
  for (let l = 0; l < L; l++) {
    const bytes = ascii(placeId[l]!);
    const key = placeKey(bytes, 0, bytes.length);
    if (key < 0 || placeKeyEnd !== bytes.length || placeAt[key] !== -1) return null;
    placeAt[key] = l;
  }
  const text: string[] = [];
  const kind: UnitKind[] = [];
  const at: string[] = [];
  const province: number[] = [];
  const steps: Uint8Array[] = [];
  const fleetTo: Int32Array[] = [];
  const armyAt = new Map<string, number>();
  const fleetAt = new Map<string, number>();
  const unitOn = new Int32Array(2 * L).fill(-1);
  for (const loc of map.locations.values()) {
    const p = graph.locationProvince.get(loc.id);
    if (p === undefined) continue;
    for (const k of ['A', 'F'] as const) {
      if (!(k === 'A' ? loc.armyCanStand : loc.fleetCanStand)) continue;
      const c = text.length;
      (k === 'A' ? armyAt : fleetAt).set(loc.id, c);
      unitOn[2 * placeIndex.get(loc.id)! + (k === 'A' ? 0 : 1)] = c;
      text.push(`${k} ${loc.id}`);
      kind.push(k);
      at.push(loc.id);
      province.push(p);
      steps.push((k === 'A' ? graph.armySteps : graph.fleetSteps).get(loc.id)!);
      const lands = new Int32Array(L).fill(-1);
      if (k === 'F') {
        for (let q = 0; q < P; q++) {
          if (q === p) continue;
          const reach = reachableIn(graph, 'F', loc.id, q);
          // A coast written is taken when reachable; the province alone, when one place of it is.
          if (graph.coasts[q]!.length > 0) for (const x of reach) if (x !== graph.provinces[q]) lands[placeIndex.get(x)!] = placeIndex.get(x)!;
          if (reach.length === 1) lands[placeIndex.get(graph.provinces[q]!)!] = placeIndex.get(reach[0]!)!;
        }
      }
      fleetTo.push(lands);
    }
  }
  const armyProvince = new Int32Array(L).fill(-1);
  const provinceOf = new Int32Array(L).fill(-1);
  for (let l = 0; l < L; l++) {
    const p = graph.provinceIndex.get(placeId[l]!);
    if (p === undefined || !map.provinces.has(placeId[l]!)) continue;
    provinceOf[l] = p;
    if (map.locations.get(placeId[l]!)?.armyCanStand) armyProvince[l] = p;
  }
  const startCenters: Record<PowerName, ProvinceId[]> = {};
  const startOwner = new Int32Array(P).fill(-1);
  for (const power of map.powers.values()) startCenters[power.name] = [...power.centers];
  powerNames.forEach((name, k) => {
    for (const c of map.powers.get(name)!.centers) {
      const p = graph.provinceIndex.get(c);
      if (p !== undefined) startOwner[p] = k;
    }
  });
  return {
    graph,
    provinces: P,
    text,
    kind,
    at,
    province: Int32Array.from(province),
    steps,
    fleetTo,
    armyProvince,
    provinceOf,
    placeProvince: Int32Array.from(placeId, (id) => graph.locationProvince.get(id) ?? -1),
    retreats: text.map((_, c) => Int32Array.from(retreatOptions(graph, { power: powerNames[0]!, kind: kind[c]!, at: at[c]! }, () => false, new Set()), (l) => graph.locationProvince.get(l)!)),
    armyAt,
    fleetAt,
    powerNames,
    powerIndex: new Map(powerNames.map((p, k) => [p, k])),
    powerBytes: powerNames.map(ascii),
    powerByLetters: powersByLetters(powerNames),
    powerJson: powerNames.map((p) => ascii(`{"power":"${p}","order":`)),
    powerKey: powerNames.map((p) => ascii(`"${p}":`)),
    homeProvinces: powerNames.map((p) => map.powers.get(p)!.homes.flatMap((h) => graph.provinceIndex.get(h) ?? [])),
    startOwner,
    startCentersJson: ascii(JSON.stringify(startCenters)),
    placeAt,
    placeId,
    placeIndex,
    unitOn,
    unitOpen: text.map((x) => ascii(`"${x}`)),
    holdOpen: text.map((x) => ascii(`"${x} H","result":"`)),
    provinceJson: graph.provinces.map((x) => ascii(`"${x}"`)),
    placeName: at.map((l) => map.locations.get(l)?.name ?? l),
    refusals: new Map(),
    grammarRead: new Map(),
    phases: new Map(),
    unitObjects: new Array<Unit | undefined>(powerNames.length * text.length).fill(undefined),
  };
}

function powersByLetters(names: readonly PowerName[]): Uint8Array {
  const table = new Uint8Array(128 * 64).fill(255);
  names.forEach((name, k) => {
    if (name.length === 0 || name.length > 63) return;
    const key = (name.charCodeAt(0) << 6) | name.length;
    table[key] = table[key] === 255 ? k : 254;
  });
  return table;
}

// ---------------------------------------------------------------------------------------
// Places and units, read from bytes.

/** The coast letters of a place "ABC/XC", by number (0: no coast). */
const COASTS = ['', 'N', 'S', 'E', 'W'];
const A = 65;
const F = 70;
const SPACE = 32;
const QUOTE = 34;
const COMMA = 44;
const MINUS = 45;
const COLON = 58;
const OPEN_LIST = 91;
const CLOSE_LIST = 93;
const OPEN_RECORD = 123;
const CLOSE_RECORD = 125;

/** Where placeKey stopped reading. */
let placeKeyEnd = 0;

/** The place written at b[i] before `end` ("PAR", "STP/SC"), as a number for Tables.placeAt; -1 when it is written otherwise. */
function placeKey(b: Uint8Array, i: number, end: number): number {
  if (i + 3 > end) return -1;
  const x = b[i]! - A;
  const y = b[i + 1]! - A;
  const z = b[i + 2]! - A;
  if (x < 0 || x > 25 || y < 0 || y > 25 || z < 0 || z > 25) return -1;
  let coast = 0;
  placeKeyEnd = i + 3;
  if (i + 6 <= end && b[i + 3] === 47 && b[i + 5] === 67) {
    // "/NC", "/SC", "/EC", "/WC".
    const c = b[i + 4];
    coast = c === 78 ? 1 : c === 83 ? 2 : c === 69 ? 3 : c === 87 ? 4 : 0;
    if (coast === 0) return -1;
    placeKeyEnd = i + 6;
  }
  return ((x * 26 + y) * 26 + z) * COASTS.length + coast;
}

/** The place written at b[i] before `end`, by number, -1 when none; placeKeyEnd is where it ends. */
function placeAtBytes(t: Tables, b: Uint8Array, i: number, end: number): number {
  const key = placeKey(b, i, end);
  return key < 0 ? -1 : t.placeAt[key]!;
}

/** The unit written at b[i] before `end` ("A PAR", "F STP/SC"), by code, -1 when none; placeKeyEnd is where it ends. */
function unitAtBytes(t: Tables, b: Uint8Array, i: number, end: number): number {
  if (i + 2 > end) return -1;
  const kind = b[i];
  if ((kind !== A && kind !== F) || b[i + 1] !== SPACE) return -1;
  const l = placeAtBytes(t, b, i + 2, end);
  return l < 0 ? -1 : t.unitOn[2 * l + (kind === F ? 1 : 0)]!;
}

// ---------------------------------------------------------------------------------------
// The request, scanned. The scanner's place in the line and what it read are kept here.

/** The line: b[i, end) is what is left of it. */
let b: Uint8Array = new Uint8Array(0);
let i = 0;
let end = 0;
/** The content of the last string read: b[stringStart, stringEnd); whether it has an escape. */
let stringStart = 0;
let stringEnd = 0;
let stringEscaped = false;

/** The byte at the scanner's place, -1 past the line's end. */
const peek = (): number => (i < end ? b[i]! : -1);

function skipSpace(): void {
  while (i < end) {
    const c = b[i]!;
    if (c !== SPACE && c !== 9 && c !== 10 && c !== 13) return;
    i++;
  }
}

/** The byte `c`, then any white space. */
function expect(c: number): boolean {
  if (i >= end || b[i] !== c) return false;
  // White space is rare: looked for only when a byte that could be some follows.
  if (++i < end && b[i]! <= SPACE) skipSpace();
  return true;
}

/**
 * A string of printable ASCII, its content left in b[stringStart, stringEnd); anything else
 * is for the full path, which reads JSON whole. Only an order line's text may have escapes
 * (`escapes`; stringEscaped says it has): the others must be their own text.
 */
function readString(escapes = false): boolean {
  if (i >= end || b[i] !== QUOTE) return false;
  const start = ++i;
  stringEscaped = false;
  while (i < end) {
    const c = b[i]!;
    if (c === QUOTE) {
      stringStart = start;
      stringEnd = i++;
      if (i < end && b[i]! <= SPACE) skipSpace();
      return true;
    }
    if (c < 32 || c > 126) return false;
    if (c === 92) {
      if (!escapes) return false;
      // Whatever follows is read by JSON.parse (addOrderLine); here it only may not end the string.
      stringEscaped = true;
      i++;
    }
    i++;
  }
  return false;
}

/** The last string read is these bytes. */
function stringIs(word: Uint8Array): boolean {
  if (stringEnd - stringStart !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (b[stringStart + k] !== word[k]) return false;
  return true;
}

/** The fields of a plain request, by number (for the mask of those read); any other field is for the full path. */
const FIELDS = ['id', 'variant', 'map', 'phase', 'units', 'dislodged', 'standoffs', 'centers', 'orders', 'rules'].map(ascii);
const ID = 0;
const VARIANT = 1;
const MAP = 2;
const PHASE = 3;
const UNITS = 4;
const DISLODGED = 5;
const STANDOFFS = 6;
const CENTERS = 7;
const ORDERS = 8;
const RULES = 9;
const FIELD_BY_LETTER = new Int8Array(128).fill(-1);
FIELDS.forEach((word, f) => {
  if (FIELD_BY_LETTER[word[0]!] !== -1) throw new Error('two fields of a request begin with the same letter');
  FIELD_BY_LETTER[word[0]!] = f;
});
const STANDARD = ascii('standard');
const LITERALS = ['true', 'false', 'null'].map(ascii);

/** The power named by the last string read, -1 when none: the one its first letter and length may name, if it is that one. */
function powerOfString(t: Tables): number {
  const length = stringEnd - stringStart;
  if (length === 0 || length > 63) return -1;
  const k = t.powerByLetters[(b[stringStart]! << 6) | length]!;
  return k === 255 ? -1 : k === 254 ? slowPowerOf(t) : stringIs(t.powerBytes[k]!) ? k : -1;
}

/** Two powers of the same first letter and length: each one tried. */
function slowPowerOf(t: Tables): number {
  for (let k = 0; k < t.powerBytes.length; k++) if (stringIs(t.powerBytes[k]!)) return k;
  return -1;
}

/** What the scanner read of a plain request. */
const line = {
  /** The line's length in bytes. */
  length: 0,
  /** The id as written (a string or an integer as JSON.stringify writes it, true, false or null), or idStart -1. */
  idStart: -1,
  idEnd: -1,
  phase: null as PhaseChain | null,
  /** The units, in the order given: each one's code, power and province; the unit in each province (-1: none). */
  count: 0,
  codes: new Int32Array(0) as Int32Array,
  unitPower: new Int32Array(0) as Int32Array,
  unitProvince: [] as number[],
  unitAt: [] as number[],
  /** The board as the checker reads it, once made (boardOf). */
  board: null as Board | null,
  /** The owner of each province's centre (-1: none). */
  owner: new Int32Array(0) as Int32Array,
  /**
   * The centres as given, to be written back as given when nobody takes any: the powers in
   * their order (centerPowers, centerPowerCount of them) and each one's provinces, in
   * order, in centerList[centerFrom[j], centerFrom[j + 1]). centerPowerCount -1: none given.
   */
  centerPowerCount: -1,
  centerPowers: new Int32Array(32) as Int32Array,
  centerFrom: new Int32Array(33) as Int32Array,
  centerList: new Int32Array(0) as Int32Array,
  centerCount: 0,
  /** The order lines, power by power as given: each one's power and its text, b[lineStart, lineEnd). */
  lines: 0,
  linePower: new Int32Array(16) as Int32Array,
  lineStart: new Int32Array(16) as Int32Array,
  lineEnd: new Int32Array(16) as Int32Array,
  /** An order line's text when it has escapes (JSON.parse read it), else null. */
  lineText: [] as (string | null)[],
};

/** Reads the request into `line`: false when it is not a plain movement phase of this map, as the judge writes it. */
function scanRequest(t: Tables, map: GameMap): boolean {
  const P = t.provinces;
  if (line.codes.length < P) {
    line.codes = new Int32Array(P);
    line.unitPower = new Int32Array(P);
    line.owner = new Int32Array(P);
    line.centerList = new Int32Array(P);
  }
  line.idStart = -1;
  line.phase = null;
  line.count = 0;
  line.centerPowerCount = -1;
  line.centerCount = 0;
  line.lines = 0;
  line.unitAt = new Array<number>(P).fill(-1);
  line.owner.fill(-1);
  skipSpace();
  if (!expect(OPEN_RECORD)) return false;
  let read = 0;
  if (peek() !== CLOSE_RECORD) {
    for (;;) {
      if (!readString()) return false;
      let field = -1;
      // The fields' first letters differ: one is tried.
      if (stringEnd > stringStart) {
        const f = FIELD_BY_LETTER[b[stringStart]!] ?? -1;
        if (f >= 0 && stringIs(FIELDS[f]!)) field = f;
      }
      // A field unknown or given twice (JSON.parse keeps the last).
      if (field < 0 || (read & (1 << field)) !== 0) return false;
      read |= 1 << field;
      if (!expect(COLON) || !readField(t, map, field)) return false;
      if (peek() === COMMA) {
        expect(COMMA);
        continue;
      }
      break;
    }
  }
  if (!expect(CLOSE_RECORD) || i !== end) return false;
  if ((read & (1 << PHASE)) === 0 || (read & (1 << UNITS)) === 0) return false;
  // Absent, the map's own centres.
  if (line.centerPowerCount < 0) line.owner.set(t.startOwner);
  return true;
}

function readField(t: Tables, map: GameMap, field: number): boolean {
  switch (field) {
    case ID:
      return readId();
    case VARIANT:
    case MAP:
      return readString() && stringIs(STANDARD);
    case PHASE: {
      if (!readString()) return false;
      line.phase = movementPhase(t, map);
      return line.phase !== null;
    }
    case UNITS:
      return readPowers(t, UNITS);
    case CENTERS:
      line.centerPowerCount = 0;
      line.centerFrom[0] = 0;
      return readPowers(t, CENTERS);
    case ORDERS:
      return readPowers(t, ORDERS);
    case DISLODGED:
      return expect(OPEN_RECORD) && expect(CLOSE_RECORD);
    case RULES:
      return expect(OPEN_LIST) && expect(CLOSE_LIST);
    case STANDOFFS: {
      // Provinces of the map, each written as its id; they matter no more in a movement phase.
      if (!expect(OPEN_LIST)) return false;
      if (peek() === CLOSE_LIST) return expect(CLOSE_LIST);
      for (;;) {
        if (!readString()) return false;
        const l = placeAtBytes(t, b, stringStart, stringEnd);
        if (l < 0 || placeKeyEnd !== stringEnd || t.provinceOf[l]! < 0) return false;
        if (peek() !== COMMA) return expect(CLOSE_LIST);
        expect(COMMA);
      }
    }
  }
  return false;
}

/** The id, kept as written when JSON.stringify would write it so: a plain string, an integer, true, false or null. */
function readId(): boolean {
  const start = i;
  const c = peek();
  if (c === QUOTE) {
    if (!readString()) return false;
    line.idStart = stringStart - 1;
    line.idEnd = stringEnd + 1;
    return true;
  }
  if (c === MINUS || (c >= 48 && c <= 57)) {
    if (c === MINUS) i++;
    const first = i;
    while (i < end && b[i]! >= 48 && b[i]! <= 57) i++;
    const digits = i - first;
    // No leading zero, no -0, nothing a double would round: a fraction or exponent after it is refused by the caller.
    if (digits === 0 || digits > 15 || (b[first] === 48 && (digits > 1 || c === MINUS))) return false;
    line.idStart = start;
    line.idEnd = i;
    skipSpace();
    return true;
  }
  for (const word of LITERALS) {
    if (i + word.length > end) continue;
    let same = true;
    for (let k = 0; k < word.length; k++) if (b[i + k] !== word[k]) same = false;
    if (!same) continue;
    i += word.length;
    line.idStart = start;
    line.idEnd = i;
    skipSpace();
    return true;
  }
  return false;
}

/** A record of powers, each with a list of strings: the units, the centres or the order lines. */
function readPowers(t: Tables, field: number): boolean {
  if (!expect(OPEN_RECORD)) return false;
  if (peek() === CLOSE_RECORD) return expect(CLOSE_RECORD);
  let seen = 0;
  for (;;) {
    if (!readString()) return false;
    const k = powerOfString(t);
    // A power unknown or given twice.
    if (k < 0 || (seen & (1 << k)) !== 0) return false;
    seen |= 1 << k;
    if (!expect(COLON) || !expect(OPEN_LIST)) return false;
    if (field === CENTERS) line.centerPowers[line.centerPowerCount] = k;
    if (peek() !== CLOSE_LIST) {
      for (;;) {
        if (!readString(field === ORDERS)) return false;
        const ok = field === UNITS ? addUnit(t, k) : field === CENTERS ? addCenter(t, k) : addOrderLine(k);
        if (!ok) return false;
        if (!expect(COMMA)) break;
      }
    }
    if (!expect(CLOSE_LIST)) return false;
    if (field === CENTERS) line.centerFrom[++line.centerPowerCount] = line.centerCount;
    if (peek() !== COMMA) return expect(CLOSE_RECORD);
    expect(COMMA);
  }
}

/** A unit as the judge writes it, one a province. */
function addUnit(t: Tables, k: number): boolean {
  const c = unitAtBytes(t, b, stringStart, stringEnd);
  if (c < 0 || placeKeyEnd !== stringEnd) return false;
  const p = t.province[c]!;
  if (line.unitAt[p] !== -1) return false;
  line.unitAt[p] = line.count;
  line.unitProvince[line.count] = p;
  line.codes[line.count] = c;
  line.unitPower[line.count] = k;
  line.count++;
  return true;
}

/** A supply centre, by its province's id, owned once. */
function addCenter(t: Tables, k: number): boolean {
  const l = placeAtBytes(t, b, stringStart, stringEnd);
  const p = l < 0 || placeKeyEnd !== stringEnd ? -1 : t.provinceOf[l]!;
  if (p < 0 || !t.graph.supplyCenter[p] || line.owner[p] !== -1) return false;
  line.owner[p] = k;
  line.centerList[line.centerCount++] = p;
  return true;
}

/** An order line: its power and where its text is (and the text, when it has escapes). */
function addOrderLine(k: number): boolean {
  let text: string | null = null;
  if (stringEscaped) {
    try {
      text = JSON.parse(asciiText(b, stringStart - 1, stringEnd + 1)!) as string;
    } catch {
      return false;
    }
  }
  if ((text === null ? stringEnd - stringStart : text.length) > 1000) return false;
  const n = line.lines;
  line.lineText[n] = text;
  if (n === line.linePower.length) {
    line.linePower = grown(line.linePower);
    line.lineStart = grown(line.lineStart);
    line.lineEnd = grown(line.lineEnd);
  }
  line.linePower[n] = k;
  line.lineStart[n] = stringStart;
  line.lineEnd[n] = stringEnd;
  line.lines = n + 1;
  return true;
}

function grown(a: Int32Array): Int32Array {
  const bigger = new Int32Array(2 * a.length);
  bigger.set(a);
  return bigger;
}

/** A movement phase, and the phases after it up to the next movement phase (at most 16), each with its name as bytes. */
interface PhaseChain {
  readonly phase: Phase;
  readonly next: readonly Phase[];
  readonly nextBytes: readonly Uint8Array[];
}

/**
 * The phase of the last string read, when it is a movement phase of the map's calendar
 * written as the judge writes it; each text read once, looked up by its bytes as a number
 * (a phase is at most seven characters, "S99999M").
 */
function movementPhase(t: Tables, map: GameMap): PhaseChain | null {
  if (stringEnd - stringStart > 7) return null;
  let key = 0;
  for (let k = stringStart; k < stringEnd; k++) key = key * 128 + b[k]!;
  let chain = t.phases.get(key);
  if (chain === undefined) {
    const text = asciiText(b, stringStart, stringEnd)!;
    const read = parsePhase(text);
    chain = read.ok && read.value.type === 'M' && formatPhase(read.value) === text && inCalendar(map, read.value) ? phaseChain(map, read.value) : null;
    if (t.phases.size >= 10_000) t.phases.clear();
    t.phases.set(key, chain);
  }
  return chain;
}

function phaseChain(map: GameMap, phase: Phase): PhaseChain {
  const next: Phase[] = [];
  let at: Phase | null = phase;
  while (next.length < 16) {
    at = phaseAfter(map, at);
    if (at === null) break;
    next.push(at);
    if (at.type === 'M') break;
  }
  return { phase, next, nextBytes: next.map((p) => ascii(formatPhase(p))) };
}

// ---------------------------------------------------------------------------------------
// The order lines.

/**
 * An order line in one of the judge's own forms: the unit, the unit it names, the place it
 * goes (by number). One, filled in for each line read (readForm) and used at once.
 */
const form = { form: -1, unit: -1, other: -1, to: -1 };

const VIA_CONVOY = ascii(' VIA CONVOY');

/**
 * Reads the order line b[s, e) in one of the judge's own forms ("A PAR H", "A PAR - BUR", "A PAR -
 * BUR VIA CONVOY", "A PAR S A MAR", "A PAR S A MAR - BUR", "F NTH C A LON - NWY") into
 * `form`; false for any other line, which the grammar reads.
 */
function readForm(t: Tables, s: number, e: number): boolean {
  const unit = unitAtBytes(t, b, s, e);
  if (unit < 0) return false;
  let k = placeKeyEnd;
  if (k + 2 > e || b[k] !== SPACE) return false;
  const verb = b[k + 1];
  form.unit = unit;
  form.other = -1;
  form.to = -1;
  if (verb === 72 /* H */) {
    form.form = HOLD;
    return k + 2 === e;
  }
  if (k + 3 > e || b[k + 2] !== SPACE) return false;
  k += 3;
  if (verb === MINUS) {
    const l = placeAtBytes(t, b, k, e);
    if (l < 0) return false;
    form.to = l;
    if (placeKeyEnd === e) {
      form.form = MOVE;
      return true;
    }
    form.form = VIA;
    if (placeKeyEnd + VIA_CONVOY.length !== e) return false;
    for (let j = 0; j < VIA_CONVOY.length; j++) if (b[placeKeyEnd + j] !== VIA_CONVOY[j]) return false;
    return true;
  }
  if (verb !== 83 /* S */ && verb !== 67 /* C */) return false;
  const other = unitAtBytes(t, b, k, e);
  if (other < 0) return false;
  form.other = other;
  k = placeKeyEnd;
  if (k === e) {
    form.form = SUPPORT_HOLD;
    return verb === 83;
  }
  if (k + 3 > e || b[k] !== SPACE || b[k + 1] !== MINUS || b[k + 2] !== SPACE) return false;
  const l = placeAtBytes(t, b, k + 3, e);
  if (l < 0 || placeKeyEnd !== e) return false;
  form.to = l;
  form.form = verb === 83 ? SUPPORT_MOVE : CONVOY;
  return true;
}

/**
 * The order checked here, when the entry checks (orders/check.ts) plainly accept it and
 * would make exactly this of it: left in `quick` as numbers (plain-resolver.ts,
 * OrderNumbers), with its unit given back; -1 when the grammar and the checker must say.
 */
function quickCheck(t: Tables, power: number): number {
  const codes = line.codes;
  const unitAt = line.unitAt;
  const p = t.province[form.unit]!;
  const u = unitAt[p]!;
  // Its own unit, written exactly as it stands (kind and coast).
  if (u < 0 || codes[u] !== form.unit || line.unitPower[u] !== power) return -1;
  quick.kind = HOLD_ORDER;
  quick.dest = -1;
  quick.target = -1;
  quick.place = -1;
  quick.adjacent = 0;
  quick.via = 0;
  switch (form.form) {
    case HOLD:
      return u;
    case MOVE:
    case VIA: {
      quick.kind = MOVE_ORDER;
      if (t.kind[form.unit] === 'F') {
        if (form.form === VIA) return -1;
        const to = t.fleetTo[form.unit]![form.to]!;
        if (to < 0) return -1;
        quick.dest = t.placeProvince[to]!;
        quick.place = to;
        quick.adjacent = 1;
        return u;
      }
      const q = t.armyProvince[form.to]!;
      if (q < 0 || q === p) return -1;
      const adjacent = t.steps[form.unit]![q] === 1;
      // Over land; or by one convoying fleet, which a route needs no more of.
      if ((!adjacent || form.form === VIA) && !oneFleetRoute(t, p, q, -1)) return -1;
      quick.dest = q;
      quick.place = form.to;
      quick.adjacent = adjacent ? 1 : 0;
      quick.via = form.form === VIA ? 1 : 0;
      return u;
    }
    case SUPPORT_HOLD: {
      const q = t.province[form.other]!;
      const target = unitAt[q]!;
      if (target < 0 || target === u || codes[target] !== form.other || q === p || t.steps[form.unit]![q] !== 1) return -1;
      quick.kind = SUPPORT_ORDER;
      quick.target = target;
      return u;
    }
    case SUPPORT_MOVE: {
      const from = t.province[form.other]!;
      const target = unitAt[from]!;
      if (target < 0 || target === u || codes[target] !== form.other) return -1;
      // A province written as itself: no coast to weigh.
      const q = t.provinceOf[form.to]!;
      if (q < 0 || q === p || q === from || t.steps[form.unit]![q] !== 1) return -1;
      // The supported move can be made: over land (a fleet's, or an army's to where it can
      // stand), or by an army through one fleet touching both shores, not the supporter's
      // own (DATC 6.D.31).
      if (t.kind[form.other] === 'A') {
        if (t.armyProvince[form.to] !== q) return -1;
        if (t.steps[form.other]![q] !== 1 && !oneFleetRoute(t, from, q, p)) return -1;
      } else if (t.steps[form.other]![q] !== 1) return -1;
      quick.kind = SUPPORT_ORDER;
      quick.target = target;
      quick.dest = q;
      return u;
    }
    case CONVOY: {
      if (t.kind[form.unit] !== 'F' || t.kind[form.other] !== 'A' || !t.graph.convoyable[p]) return -1;
      const from = t.province[form.other]!;
      const army = unitAt[from]!;
      if (army < 0 || codes[army] !== form.other) return -1;
      const q = t.armyProvince[form.to]!;
      if (q < 0 || q === from) return -1;
      // A fleet touching both shores is a route of its own, so on a minimal one.
      const touches = t.graph.touches;
      if (touches[from * t.provinces + p] !== 1 || touches[p * t.provinces + from] !== 1 || touches[p * t.provinces + q] !== 1) return -1;
      quick.kind = CONVOY_ORDER;
      quick.target = army;
      quick.dest = q;
      return u;
    }
  }
  return -1;
}

/** The order quickCheck made, as numbers; with whether a move is to an adjacent province and asks for a convoy. */
const quick = { kind: HOLD_ORDER, dest: -1, target: -1, place: -1, adjacent: 0, via: 0 };

/**
 * A support to hold that the supporter cannot give, for it cannot reach the unit: the end of
 * its void report (check.ts, checkSupport, word for word), or null when the checker must say.
 */
function unreachableSupport(t: Tables, power: number): Uint8Array | null {
  const p = t.province[form.unit]!;
  const u = line.unitAt[p]!;
  if (u < 0 || line.codes[u] !== form.unit || line.unitPower[u] !== power) return null;
  const q = t.province[form.other]!;
  const target = line.unitAt[q]!;
  if (target < 0 || target === u || line.codes[target] !== form.other || t.steps[form.unit]![q] === 1) return null;
  const key = form.unit * t.text.length + form.other;
  let refused = t.refusals.get(key);
  if (refused === undefined) {
    refused = ascii(voidJson(`The ${t.kind[form.unit] === 'A' ? 'army' : 'fleet'} in ${t.placeName[form.unit]} cannot reach ${t.placeName[form.other]}, so cannot support it.`));
    t.refusals.set(key, refused);
  }
  return refused;
}

/** A fleet at sea, not in province `avoid`, touches both the army's province and its destination. */
function oneFleetRoute(t: Tables, from: number, to: number, avoid: number): boolean {
  const near = t.graph.neighbours[from]!;
  const touches = t.graph.touches;
  for (let k = 0; k < near.length; k++) {
    const n = near[k]!;
    if (n === avoid) continue;
    const f = line.unitAt[n]!;
    if (f < 0 || t.kind[line.codes[f]!] !== 'F' || !t.graph.convoyable[n]) continue;
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

/** What a line's report says after its order: set as the lines are checked, the results after the resolution. */
const NO_REPORT = 0;
const REPORT_IGNORED = 1;
/** Void, the end of its report being reportText (a string) or reportBytes. */
const REPORT_VOID_TEXT = 2;
const REPORT_VOID_BYTES = 3;
/** Its unit's result (reportUnit). */
const REPORT_RESULT = 4;

/**
 * What the order lines gave, kept from line to line: each unit's checked order and line;
 * each line's report, and how the results show it. The strings are read only where the
 * report (or `shown`) says so, so they need no clearing.
 */
const orders = {
  /** Each unit's order as numbers, for the resolver (a move's place by this path's number); whether a move is to an adjacent province, and asks for a convoy. */
  numbers: {
    kind: new Int32Array(0),
    dest: new Int32Array(0),
    target: new Int32Array(0),
    byConvoy: new Int32Array(0),
    place: new Int32Array(0),
    power: new Int32Array(0),
  } as OrderNumbers,
  adjacent: new Uint8Array(0) as Uint8Array,
  via: new Uint8Array(0) as Uint8Array,
  /** The orders the checker made (null where this path checked the order itself), as it made them. */
  checked: [] as (CheckedMovement | null)[],
  /** The line whose order each unit carries out (-1: none), and whether any line named it. */
  lineOf: new Int32Array(0) as Int32Array,
  named: new Uint8Array(0) as Uint8Array,
  /** Each line as the results show it: its own text in quotes (0), or shownText (1: JSON). */
  shown: new Uint8Array(16) as Uint8Array,
  shownText: [] as string[],
  report: new Uint8Array(16) as Uint8Array,
  reportText: [] as string[],
  reportBytes: [] as Uint8Array[],
  reportUnit: new Int32Array(16) as Int32Array,
  /** Bytes the texts of shownText and reportText may take, 3 a character. */
  texts: 0,
};

/** The lines checked as the full path checks them (phase.ts, movementPhase, with no rules in force). */
function checkOrders(t: Tables, map: GameMap): void {
  const n = line.count;
  const count = line.lines;
  if (orders.lineOf.length < t.provinces) {
    const P = t.provinces;
    orders.lineOf = new Int32Array(P);
    orders.named = new Uint8Array(P);
    orders.numbers = { kind: new Int32Array(P), dest: new Int32Array(P), target: new Int32Array(P), byConvoy: new Int32Array(P), place: new Int32Array(P), power: new Int32Array(P) };
    orders.adjacent = new Uint8Array(P);
    orders.via = new Uint8Array(P);
  }
  if (orders.report.length < count) {
    const size = Math.max(count, 2 * orders.report.length);
    orders.shown = new Uint8Array(size);
    orders.report = new Uint8Array(size);
    orders.reportUnit = new Int32Array(size);
  }
  const numbers = orders.numbers;
  numbers.kind.fill(HOLD_ORDER, 0, n);
  numbers.dest.fill(-1, 0, n);
  numbers.target.fill(-1, 0, n);
  numbers.byConvoy.fill(0, 0, n);
  numbers.place.fill(-1, 0, n);
  numbers.power.set(line.unitPower.subarray(0, n));
  orders.checked = new Array<CheckedMovement | null>(n).fill(null);
  orders.lineOf.fill(-1, 0, n);
  orders.named.fill(0, 0, n);
  orders.shown.fill(0, 0, count);
  orders.report.fill(NO_REPORT, 0, count);
  orders.texts = 0;
  const { lineOf, named, report } = orders;
  for (let j = 0; j < count; j++) {
    const k = line.linePower[j]!;
    const s = line.lineStart[j]!;
    const e = line.lineEnd[j]!;
    const escaped = line.lineText[j] ?? null;
    const read = escaped === null && readForm(t, s, e);
    let u = read ? quickCheck(t, k) : -1;
    if (u >= 0) setQuick(u);
    else if (read && form.form === SUPPORT_HOLD) {
      const refused = unreachableSupport(t, k);
      if (refused !== null) {
        report[j] = REPORT_VOID_BYTES;
        orders.reportBytes[j] = refused;
        named[line.unitAt[t.province[form.unit]!]!] = 1;
        continue;
      }
    }
    if (u < 0) {
      // The judge's own forms need no escaping; any other line is shown as the full path shows it.
      const text = escaped ?? asciiText(b, s, e)!;
      if (!read) {
        orders.shown[j] = 1;
        orders.shownText[j] = JSON.stringify(text.trim());
        orders.texts += 3 * orders.shownText[j]!.length;
      }
      const c = checkedByChecker(t, map, j, k, text);
      if (c === null) continue;
      u = c.unit;
      setChecked(t, c);
    }
    named[u] = 1;
    // A later order to the same unit replaces an earlier one, as on every judge.
    if (lineOf[u]! >= 0) report[lineOf[u]!] = REPORT_IGNORED;
    lineOf[u] = j;
  }
}

/** Unit u's order is the one quickCheck made. */
function setQuick(u: number): void {
  const numbers = orders.numbers;
  numbers.kind[u] = quick.kind;
  numbers.dest[u] = quick.dest;
  numbers.target[u] = quick.target;
  numbers.place[u] = quick.place;
  numbers.byConvoy[u] = quick.adjacent === 0 || quick.via === 1 ? 1 : 0;
  orders.adjacent[u] = quick.adjacent;
  orders.via[u] = quick.via;
  orders.checked[u] = null;
}

/** A unit's order is the one the checker made. */
function setChecked(t: Tables, c: CheckedMovement): void {
  const { kind, dest, target, byConvoy, place } = orders.numbers;
  const u = c.unit;
  orders.checked[u] = c;
  kind[u] = HOLD_ORDER;
  dest[u] = -1;
  target[u] = -1;
  byConvoy[u] = 0;
  place[u] = -1;
  if (c.kind === 'move') {
    kind[u] = MOVE_ORDER;
    dest[u] = c.toProvince;
    place[u] = t.placeIndex.get(c.to) ?? -1;
    byConvoy[u] = !c.adjacent || c.viaConvoy ? 1 : 0;
  } else if (c.kind === 'support') {
    kind[u] = SUPPORT_ORDER;
    target[u] = c.target;
    dest[u] = c.toProvince;
    place[u] = c.toCoast === null ? -1 : (t.placeIndex.get(c.toCoast) ?? -1);
  } else if (c.kind === 'convoy') {
    kind[u] = CONVOY_ORDER;
    target[u] = c.target;
    dest[u] = c.toProvince;
  }
}

/** Each unit's order as the checker would have made it: for the adjudicator's resolver, where the lean path's leaves a phase. */
function checkedOrders(t: Tables): (CheckedMovement | null)[] {
  const { kind, dest, target } = orders.numbers;
  const out: (CheckedMovement | null)[] = [];
  for (let u = 0; u < line.count; u++) {
    const made = orders.checked[u];
    if (made !== null && made !== undefined) out.push(made);
    else if (orders.lineOf[u]! < 0) out.push(null);
    else if (kind[u] === MOVE_ORDER) out.push({ kind: 'move', unit: u, to: t.placeId[orders.numbers.place[u]!]!, toProvince: dest[u]!, adjacent: orders.adjacent[u] === 1, viaConvoy: orders.via[u] === 1 });
    else if (kind[u] === SUPPORT_ORDER) out.push({ kind: 'support', unit: u, target: target[u]!, toProvince: dest[u]!, toCoast: null });
    else if (kind[u] === CONVOY_ORDER) out.push({ kind: 'convoy', unit: u, target: target[u]!, toProvince: dest[u]! });
    else out.push({ kind: 'hold', unit: u });
  }
  return out;
}

/** A line read by the grammar and checked by the checker: its order, or null with its void report made. */
function checkedByChecker(t: Tables, map: GameMap, j: number, k: number, text: string): CheckedMovement | null {
  const board = boardOf(t);
  const power = t.powerNames[k]!;
  const order = readByGrammar(t, map, text);
  if (!order.ok) {
    orders.report[j] = REPORT_VOID_TEXT;
    orders.reportText[j] = voidJson(order.error.message);
    orders.texts += 3 * orders.reportText[j]!.length;
    return null;
  }
  const r = checkMovementOrder(board, power, order.value);
  if (r.ok) return r.value;
  orders.report[j] = REPORT_VOID_TEXT;
  orders.reportText[j] = voidJson(r.error.message);
  orders.texts += 3 * orders.reportText[j]!.length;
  // The unit it names gets no default order besides.
  if (order.value.kind !== 'waive') {
    const p = t.graph.locationProvince.get(order.value.unit.at);
    const u = p === undefined ? -1 : board.unitAt[p]!;
    if (u >= 0 && board.units[u]!.power === power) orders.named[u] = 1;
  }
  return null;
}

const voidJson = (reason: string): string => `,"result":"void","reason":${JSON.stringify(reason)}}`;
const IGNORED_JSON = ascii(`,"result":"ignored","reason":${JSON.stringify(IGNORED)}}`);
/** Each result's end of a report (`,"result":"fails"}`) and end of a default hold's (`fails","default":true}`). */
const RESULT_JSON = new Map<OrderResult, Uint8Array>(ORDER_RESULTS.map((r) => [r, ascii(r === 'void' ? voidJson(NOT_MADE) : `,"result":"${r}"}`)]));
const DEFAULT_JSON = new Map<OrderResult, Uint8Array>(ORDER_RESULTS.map((r) => [r, ascii(`${r}","default":true}`)]));
const DESTROYED_JSON = ascii(` D","result":"disbanded","reason":${JSON.stringify(NOWHERE)},"default":true}`);

// ---------------------------------------------------------------------------------------
// The resolution, and the board after it.

function answerLine(t: Tables, map: GameMap, input: Uint8Array, start: number, stop: number): number {
  b = input;
  i = start;
  end = stop;
  line.length = stop - start;
  if (!scanRequest(t, map)) return -1;
  line.board = null;
  checkOrders(t, map);
  const outcome = resolve(t);
  const after = afterMoves(t, outcome);
  at = 0;
  room(64 + line.idEnd - line.idStart);
  if (line.idStart < 0) o[at++] = OPEN_RECORD;
  else {
    put(ID_OPEN);
    copy(line.idStart, line.idEnd);
    o[at++] = COMMA;
  }
  put(RESULTS_OPEN);
  writeResults(t, outcome, after);
  put(NEXT_OPEN);
  writeNext(t, outcome, after);
  o[at++] = CLOSE_RECORD;
  return at;
}

/** The board the request gave, as the checker and the adjudicator's resolver read it: made when one of them is asked, once a line. */
function boardOf(t: Tables): Board {
  if (line.board !== null) return line.board;
  const n = line.count;
  const units: Unit[] = new Array<Unit>(n);
  const unitProvince: number[] = new Array<number>(n);
  for (let u = 0; u < n; u++) {
    const c = line.codes[u]!;
    const k = line.unitPower[u]!;
    // Made once for each power and code: a stream names the same units again and again.
    const key = k * t.text.length + c;
    let unit = t.unitObjects[key];
    if (unit === undefined) t.unitObjects[key] = unit = { power: t.powerNames[k]!, kind: t.kind[c]!, at: t.at[c]! };
    units[u] = unit;
    unitProvince[u] = t.province[c]!;
  }
  return (line.board = { graph: t.graph, units, unitAt: line.unitAt, unitProvince });
}

/**
 * The resolution of the orders checked: the lean path's own resolver, or the adjudicator's
 * where that one leaves the phase to it (a cycle it does not settle).
 */
function resolve(t: Tables): MovementOutcome {
  return resolveOrderNumbers(t.graph, line.count, line.unitAt, line.unitProvince, orders.numbers) ?? resolveMovement(boardOf(t), checkedOrders(t));
}

/**
 * The board after the moves, kept from line to line: the units standing (by code and power
 * number, `count` of them) and the provinces they stand in; the dislodged units (by unit
 * number) that may retreat, with the province their attacker came from (-1: by convoy), and
 * those with nowhere to go.
 */
const after = {
  count: 0,
  codes: new Int32Array(0) as Int32Array,
  powers: new Int32Array(0) as Int32Array,
  occupied: new Uint8Array(0) as Uint8Array,
  waitingCount: 0,
  waiting: new Int32Array(0) as Int32Array,
  waitingFrom: new Int32Array(0) as Int32Array,
  destroyedCount: 0,
  destroyed: new Int32Array(0) as Int32Array,
};
type After = typeof after;

function afterMoves(t: Tables, outcome: MovementOutcome): After {
  const n = line.count;
  if (after.codes.length < t.provinces) {
    after.codes = new Int32Array(t.provinces);
    after.powers = new Int32Array(t.provinces);
    after.occupied = new Uint8Array(t.provinces);
    after.waiting = new Int32Array(t.provinces);
    after.waitingFrom = new Int32Array(t.provinces);
    after.destroyed = new Int32Array(t.provinces);
  }
  const { codes, powers, occupied } = after;
  const { dest, place } = orders.numbers;
  occupied.fill(0);
  after.waitingCount = 0;
  after.destroyedCount = 0;
  let count = 0;
  let anyDislodged = false;
  for (let u = 0; u < n; u++) {
    if (outcome.moved[u]) {
      codes[count] = t.unitOn[2 * place[u]! + (t.kind[line.codes[u]!] === 'A' ? 0 : 1)]!;
      powers[count++] = line.unitPower[u]!;
      occupied[dest[u]!] = 1;
    } else if (outcome.dislodgedBy[u]! < 0) {
      codes[count] = line.codes[u]!;
      powers[count++] = line.unitPower[u]!;
      occupied[line.unitProvince[u]!] = 1;
    } else anyDislodged = true;
  }
  after.count = count;
  if (anyDislodged) dislodgedAfter(t, outcome);
  return after;
}

/**
 * Each unit dislodged waits to retreat, or is destroyed when it has nowhere to go: no
 * province it may retreat to (Tables.retreats) that is not its attacker's, nor left empty
 * by a standoff, nor occupied (check.ts, retreatOptions).
 */
function dislodgedAfter(t: Tables, outcome: MovementOutcome): void {
  const standoff = new Uint8Array(t.provinces);
  for (let k = 0; k < outcome.standoffs.length; k++) standoff[outcome.standoffs[k]!] = 1;
  for (let u = 0; u < line.count; u++) {
    const by = outcome.dislodgedBy[u]!;
    if (by < 0) continue;
    const from = outcome.byConvoy[by] ? -1 : line.unitProvince[by]!;
    const options = t.retreats[line.codes[u]!]!;
    let open = false;
    for (let k = 0; k < options.length && !open; k++) {
      const p = options[k]!;
      open = p !== from && standoff[p] === 0 && after.occupied[p] === 0;
    }
    if (open) {
      after.waiting[after.waitingCount] = u;
      after.waitingFrom[after.waitingCount++] = from;
    } else after.destroyed[after.destroyedCount++] = u;
  }
}

// ---------------------------------------------------------------------------------------
// The answer, written as bytes into `o`, up to `at`.

let o: Uint8Array = new Uint8Array(1 << 16);
let at = 0;

/** Room for `n` more bytes of the answer. */
function room(n: number): void {
  if (at + n <= o.length) return;
  const bigger = new Uint8Array(Math.max(2 * o.length, at + n));
  bigger.set(o.subarray(0, at));
  o = bigger;
}

/** A word made once. */
function put(word: Uint8Array): void {
  o.set(word, at);
  at += word.length;
}

/** The line's own bytes b[s, e). */
function copy(s: number, e: number): void {
  for (let k = s; k < e; k++) o[at++] = b[k]!;
}

/** Text of the answer's that is not a word made once (a reason, a phase): `room` for 3 bytes a character first. */
function putText(text: string): void {
  at = writeUtf8(text, o, at);
}

const ID_OPEN = ascii('{"id":');
const RESULTS_OPEN = ascii('"results":[');
const NEXT_OPEN = ascii('],"next":');

/** The results: every line in order, then the holds the judge gave, then the units destroyed. */
function writeResults(t: Tables, outcome: MovementOutcome, after: After): void {
  const { lineOf, report, named } = orders;
  const n = line.count;
  for (let u = 0; u < n; u++) {
    const j = lineOf[u]!;
    if (j < 0) continue;
    report[j] = REPORT_RESULT;
    orders.reportUnit[j] = u;
  }
  // Room for all of it at once: each report's words, at most 256 bytes, and its texts.
  room(256 * (line.lines + n + after.destroyedCount) + line.length + orders.texts);
  let first = true;
  for (let j = 0; j < line.lines; j++) {
    const kind = report[j]!;
    if (kind === NO_REPORT) continue;
    const shown = orders.shown[j] === 1 ? orders.shownText[j]! : null;
    const text = kind === REPORT_VOID_TEXT ? orders.reportText[j]! : null;
    if (!first) o[at++] = COMMA;
    first = false;
    put(t.powerJson[line.linePower[j]!]!);
    if (shown === null) {
      o[at++] = QUOTE;
      copy(line.lineStart[j]!, line.lineEnd[j]!);
      o[at++] = QUOTE;
    } else putText(shown);
    if (kind === REPORT_RESULT) put(RESULT_JSON.get(outcome.results[orders.reportUnit[j]!]!)!);
    else if (kind === REPORT_IGNORED) put(IGNORED_JSON);
    else if (kind === REPORT_VOID_BYTES) put(orders.reportBytes[j]!);
    else putText(text!);
  }
  for (let u = 0; u < n; u++) {
    if (named[u] === 1) continue;
    if (!first) o[at++] = COMMA;
    first = false;
    put(t.powerJson[line.unitPower[u]!]!);
    put(t.holdOpen[line.codes[u]!]!);
    put(DEFAULT_JSON.get(outcome.results[u]!)!);
  }
  for (let k = 0; k < after.destroyedCount; k++) {
    const u = after.destroyed[k]!;
    if (!first) o[at++] = COMMA;
    first = false;
    put(t.powerJson[line.unitPower[u]!]!);
    put(t.unitOpen[line.codes[u]!]!);
    put(DESTROYED_JSON);
  }
}

const PHASE_OPEN = ascii('{"phase":"');
const UNITS_OPEN = ascii('","units":{');
const DISLODGED_OPEN = ascii('},"dislodged":');
const STANDOFFS_OPEN = ascii(',"standoffs":[');
const CENTERS_OPEN = ascii('],"centers":');
const EMPTY_RECORD = ascii('{}');

/**
 * The next position (request.ts, positionJson), where the game goes next (phase.ts,
 * advance): a retreat phase when a unit waits to retreat, an adjustment phase when a power
 * may build or must remove, else the next movement phase.
 */
function writeNext(t: Tables, outcome: MovementOutcome, after: After): void {
  const chain = line.phase!;
  // The phase the game goes to, by its place in the chain (-1: the phase itself, when the calendar has none after it).
  let next = -1;
  let owner: Int32Array | null = null;
  while (next + 1 < chain.next.length) {
    const phase = chain.next[++next]!;
    if (phase.type === 'R' && after.waitingCount > 0) break;
    if (phase.type === 'M') break;
    if (phase.type === 'A') {
      owner = takeCenters(t, owner ?? line.owner, after);
      if (needsAdjustment(t, owner, after)) break;
    }
  }
  room(1024 + 32 * (after.count + 4 * after.waitingCount + t.provinces + outcome.standoffs.length));
  put(PHASE_OPEN);
  if (next < 0) putText(formatPhase(chain.phase));
  else put(chain.nextBytes[next]!);
  put(UNITS_OPEN);
  writeUnits(t, after);
  put(DISLODGED_OPEN);
  if (next >= 0 && chain.next[next]!.type === 'R') writeDislodged(t, after);
  else put(EMPTY_RECORD);
  put(STANDOFFS_OPEN);
  for (let k = 0; k < outcome.standoffs.length; k++) {
    if (k > 0) o[at++] = COMMA;
    put(t.provinceJson[outcome.standoffs[k]!]!);
  }
  put(CENTERS_OPEN);
  if (owner !== null) writeCenters(t, owner);
  else if (line.centerPowerCount < 0) put(t.startCentersJson);
  else writeGivenCenters(t);
  o[at++] = CLOSE_RECORD;
}

/** The units standing, grouped by power in the order of their first unit, as the wire writes them, without the record's braces. */
function writeUnits(t: Tables, after: After): void {
  let done = 0;
  for (let x = 0; x < after.count; x++) {
    const k = after.powers[x]!;
    if ((done & (1 << k)) !== 0) continue;
    done |= 1 << k;
    if (done !== 1 << k) o[at++] = COMMA;
    put(t.powerKey[k]!);
    o[at++] = OPEN_LIST;
    for (let y = x; y < after.count; y++) {
      if (after.powers[y] !== k) continue;
      if (y > x) o[at++] = COMMA;
      put(t.unitOpen[after.codes[y]!]!);
      o[at++] = QUOTE;
    }
    o[at++] = CLOSE_LIST;
  }
}

/** The units waiting to retreat, by power in the order of their first, each with where its attacker came from (unless by convoy). */
function writeDislodged(t: Tables, after: After): void {
  const { waiting, waitingFrom } = after;
  o[at++] = OPEN_RECORD;
  let done = 0;
  for (let x = 0; x < after.waitingCount; x++) {
    const k = line.unitPower[waiting[x]!]!;
    if ((done & (1 << k)) !== 0) continue;
    if (done !== 0) o[at++] = COMMA;
    done |= 1 << k;
    put(t.powerKey[k]!);
    o[at++] = OPEN_LIST;
    let first = true;
    for (let y = x; y < after.waitingCount; y++) {
      if (line.unitPower[waiting[y]!] !== k) continue;
      if (!first) o[at++] = COMMA;
      first = false;
      put(UNIT_OPEN);
      put(t.unitOpen[line.codes[waiting[y]!]!]!);
      if (waitingFrom[y]! < 0) put(UNIT_CLOSE);
      else {
        put(FROM_OPEN);
        put(t.provinceJson[waitingFrom[y]!]!);
        o[at++] = CLOSE_RECORD;
      }
    }
    o[at++] = CLOSE_LIST;
  }
  o[at++] = CLOSE_RECORD;
}

const UNIT_OPEN = ascii('{"unit":');
const UNIT_CLOSE = ascii('"}');
const FROM_OPEN = ascii('","from":');

/** The centres as the request gave them, as JSON.stringify writes them back. */
function writeGivenCenters(t: Tables): void {
  o[at++] = OPEN_RECORD;
  for (let j = 0; j < line.centerPowerCount; j++) {
    if (j > 0) o[at++] = COMMA;
    put(t.powerKey[line.centerPowers[j]!]!);
    o[at++] = OPEN_LIST;
    for (let x = line.centerFrom[j]!; x < line.centerFrom[j + 1]!; x++) {
      if (x > line.centerFrom[j]!) o[at++] = COMMA;
      put(t.provinceJson[line.centerList[x]!]!);
    }
    o[at++] = CLOSE_LIST;
  }
  o[at++] = CLOSE_RECORD;
}

/** Each supply centre with a unit in it belongs to the unit's power (phase.ts, takeCenters). */
function takeCenters(t: Tables, given: Int32Array, after: After): Int32Array {
  const owner = given.slice();
  for (let x = 0; x < after.count; x++) {
    const p = t.province[after.codes[x]!]!;
    if (t.graph.supplyCenter[p]) owner[p] = after.powers[x]!;
  }
  return owner;
}

/** Every power's centres, in the map's order of powers and alphabetical order of centres. */
function writeCenters(t: Tables, owner: Int32Array): void {
  const order = t.graph.centersInOrder;
  o[at++] = OPEN_RECORD;
  for (let k = 0; k < t.powerNames.length; k++) {
    if (k > 0) o[at++] = COMMA;
    put(t.powerKey[k]!);
    o[at++] = OPEN_LIST;
    let first = true;
    for (let x = 0; x < order.length; x++) {
      if (owner[order[x]!] !== k) continue;
      if (!first) o[at++] = COMMA;
      first = false;
      put(t.provinceJson[order[x]!]!);
    }
    o[at++] = CLOSE_LIST;
  }
  o[at++] = CLOSE_RECORD;
}

/**
 * A power must remove, or may build in one of its own home centres that it owns and nobody
 * stands in (phase.ts, needsAdjustment, on a board with builds in home centres only).
 */
function needsAdjustment(t: Tables, owner: Int32Array, after: After): boolean {
  const owned = new Array<number>(t.powerNames.length).fill(0);
  const units = new Array<number>(t.powerNames.length).fill(0);
  for (let p = 0; p < owner.length; p++) if (owner[p]! >= 0) owned[owner[p]!]! += 1;
  for (let x = 0; x < after.count; x++) units[after.powers[x]!]! += 1;
  for (let k = 0; k < owned.length; k++) {
    if (owned[k]! < units[k]!) return true;
    if (owned[k] === units[k]) continue;
    const homes = t.homeProvinces[k]!;
    for (let x = 0; x < homes.length; x++) if (owner[homes[x]!] === k && after.occupied[homes[x]!] === 0) return true;
  }
  return false;
}
