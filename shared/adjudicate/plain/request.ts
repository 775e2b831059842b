import { inCalendar, phaseAfter } from '../../map/calendar.js';
import { formatPhase, parsePhase, type Phase } from '../../map/phase.js';
import type { GameMap } from '../../map/types.js';
import type { Board } from '../../orders/check.js';
import { asciiText } from '../../text/utf8.js';
import { ascii, Byte, type PhaseChain, placeKey, placeKeyEnd, type Tables, unitCode } from './tables.js';

/**
 * The lean path's reading of a request (../plain-movement.ts): its own scanner of the
 * line's JSON, each unit, place, centre and order line read straight from the bytes into
 * numbers, into `line`. One line is read at a time, start to end, so the scanner's place
 * and what it read are kept here, from line to line.
 */

/** The line: b[i, end) is what is left of it. */
let b: Uint8Array = new Uint8Array(0);
let i = 0;
let end = 0;
/** The content of the last string read: b[stringStart, stringEnd). */
let stringStart = 0;
let stringEnd = 0;

/** Set when white space is skipped (skipSpace), for the centres to be known written without any. */
let spaced = false;

function skipSpace(): void {
  spaced = true;
  while (i < end) {
    const c = b[i]!;
    if (c !== Byte.Space && c !== 9 && c !== 10 && c !== 13) return;
    i++;
  }
}

/** The byte `c`, then any white space. */
function expect(c: number): boolean {
  if (i >= end || b[i] !== c) return false;
  // White space is rare: looked for only when a byte that could be some follows.
  if (++i < end && b[i]! <= Byte.Space) skipSpace();
  return true;
}

/**
 * A string of printable ASCII without escapes (a key, a power, the phase...), its content
 * left in b[stringStart, stringEnd); anything else is for the full path, which reads JSON
 * whole. (The lists' strings are read by readList.)
 */
function readString(): boolean {
  // On locals: the scanner's place, kept at the module's level, would be written back at every byte.
  const bytes = b;
  const stop = end;
  let k = i;
  if (k >= stop || bytes[k] !== Byte.Quote) return false;
  const start = ++k;
  while (k < stop) {
    const c = bytes[k]!;
    if (c === Byte.Quote) {
      stringStart = start;
      stringEnd = k;
      i = k + 1;
      if (i < stop && bytes[i]! <= Byte.Space) skipSpace();
      return true;
    }
    if (c < 32 || c > 126 || c === 92) return false;
    k++;
  }
  return false;
}

/** The last string read is these bytes. */
function stringIs(word: Uint8Array): boolean {
  const bytes = b;
  const s = stringStart;
  if (stringEnd - s !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[s + k] !== word[k]) return false;
  return true;
}

/** The fields of a plain request, by number (for the mask of those read); any other field is for the full path. */
const FIELDS = ['id', 'variant', 'map', 'phase', 'units', 'dislodged', 'standoffs', 'centers', 'orders', 'rules'].map(ascii);
const enum Field {
  Id = 0,
  Variant = 1,
  Map = 2,
  Phase = 3,
  Units = 4,
  Dislodged = 5,
  Standoffs = 6,
  Centers = 7,
  Orders = 8,
  Rules = 9,
}
const FIELD_BY_LETTER = new Int8Array(128).fill(-1);
FIELDS.forEach((word, f) => {
  if (FIELD_BY_LETTER[word[0]!] !== -1) throw new Error('two fields of a request begin with the same letter');
  FIELD_BY_LETTER[word[0]!] = f;
});
const STANDARD = ascii('standard');
const LITERALS = ['true', 'false', 'null'].map(ascii);

/** Two powers of the same first letter and length: each one tried. */
function slowPowerOf(t: Tables): number {
  for (let k = 0; k < t.powerBytes.length; k++) if (stringIs(t.powerBytes[k]!)) return k;
  return -1;
}

/** What the scanner read of a plain request. */
export const line = {
  /** The line's bytes (all of the input they are in) and its length. */
  bytes: new Uint8Array(0) as Uint8Array,
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
  /** The centres' record as given, b[centersStart, centersEnd), when it has no white space (as the answer writes it); else centersStart -1. */
  centersStart: -1,
  centersEnd: -1,
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
export function scanRequest(t: Tables, map: GameMap, input: Uint8Array, start: number, stop: number): boolean {
  b = input;
  i = start;
  end = stop;
  line.bytes = input;
  line.length = stop - start;
  line.board = null;
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
  line.centersStart = -1;
  line.centerCount = 0;
  line.lines = 0;
  line.unitAt = new Array<number>(P).fill(-1);
  line.owner.fill(-1);
  skipSpace();
  if (!expect(Byte.OpenRecord)) return false;
  let read = 0;
  if ((i < end ? b[i]! : -1) !== Byte.CloseRecord) {
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
      if (!expect(Byte.Colon) || !readField(t, map, field)) return false;
      if (!expect(Byte.Comma)) break;
    }
  }
  if (!expect(Byte.CloseRecord) || i !== end) return false;
  if ((read & (1 << Field.Phase)) === 0 || (read & (1 << Field.Units)) === 0) return false;
  // Absent, the map's own centres.
  if (line.centerPowerCount < 0) line.owner.set(t.startOwner);
  return true;
}

function readField(t: Tables, map: GameMap, field: number): boolean {
  switch (field) {
    case Field.Id:
      return readId();
    case Field.Variant:
    case Field.Map:
      return readString() && stringIs(STANDARD);
    case Field.Phase: {
      if (!readString()) return false;
      line.phase = movementPhase(t, map);
      return line.phase !== null;
    }
    case Field.Units:
      return readPowers(t, Field.Units);
    case Field.Centers: {
      line.centerPowerCount = 0;
      line.centerFrom[0] = 0;
      const from = i;
      spaced = false;
      if (!readPowers(t, Field.Centers)) return false;
      // Without white space, the record's bytes are what JSON.stringify writes of it.
      line.centersStart = spaced ? -1 : from;
      line.centersEnd = i;
      return true;
    }
    case Field.Orders:
      return readPowers(t, Field.Orders);
    case Field.Dislodged:
      return expect(Byte.OpenRecord) && expect(Byte.CloseRecord);
    case Field.Rules:
      return expect(Byte.OpenList) && expect(Byte.CloseList);
    case Field.Standoffs: {
      // Provinces of the map, each written as its id; they matter no more in a movement phase.
      if (!expect(Byte.OpenList)) return false;
      if ((i < end ? b[i]! : -1) === Byte.CloseList) return expect(Byte.CloseList);
      for (;;) {
        if (!readString()) return false;
        const key = placeKey(b, stringStart, stringEnd);
        if (key < 0 || placeKeyEnd !== stringEnd || t.placeAt[key]! < 0 || t.provinceOf[t.placeAt[key]!]! < 0) return false;
        if (!expect(Byte.Comma)) return expect(Byte.CloseList);
      }
    }
  }
  return false;
}

/** The id, kept as written when JSON.stringify would write it so: a plain string, an integer, true, false or null. */
function readId(): boolean {
  const start = i;
  const c = (i < end ? b[i]! : -1);
  if (c === Byte.Quote) {
    if (!readString()) return false;
    line.idStart = stringStart - 1;
    line.idEnd = stringEnd + 1;
    return true;
  }
  if (c === Byte.Minus || (c >= 48 && c <= 57)) {
    if (c === Byte.Minus) i++;
    const first = i;
    while (i < end && b[i]! >= 48 && b[i]! <= 57) i++;
    const digits = i - first;
    // No leading zero, no -0, nothing a double would round: a fraction or exponent after it is refused by the caller.
    if (digits === 0 || digits > 15 || (b[first] === 48 && (digits > 1 || c === Byte.Minus))) return false;
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
  if (!expect(Byte.OpenRecord)) return false;
  let seen = 0;
  // An empty record ends as a full one does, below (readList says why).
  while ((i < end ? b[i]! : -1) !== Byte.CloseRecord) {
    if (!readString()) return false;
    // The power: the one the string's first letter and length may name, if it is that one.
    const length = stringEnd - stringStart;
    let k = length === 0 || length > 63 ? 255 : t.powerByLetters[(b[stringStart]! << 6) | length]!;
    if (k === 254) k = slowPowerOf(t);
    else if (k !== 255 && !stringIs(t.powerBytes[k]!)) k = -1;
    // A power unknown or given twice.
    if (k < 0 || k === 255 || (seen & (1 << k)) !== 0) return false;
    seen |= 1 << k;
    if (!expect(Byte.Colon) || !expect(Byte.OpenList)) return false;
    if (field === Field.Centers) line.centerPowers[line.centerPowerCount] = k;
    if (!readList(t, field, k)) return false;
    if (field === Field.Centers) line.centerFrom[++line.centerPowerCount] = line.centerCount;
    if (!expect(Byte.Comma)) break;
    // A "}" after a ",".
    if ((i < end ? b[i]! : -1) === Byte.CloseRecord) return false;
  }
  return expect(Byte.CloseRecord);
}

/**
 * The strings of power k's list, its "[" read, through its "]": each unit, centre or order
 * line read and kept at once. Most of a line's bytes are here, so it is one loop on locals
 * (the scanner's place, kept at the module's level, would be read and written back at every
 * byte, and a call for each string and each step of it cost more than its bytes).
 */
function readList(t: Tables, field: number, k: number): boolean {
  const bytes = b;
  const stop = end;
  let p = i;
  // An empty list ends as a full one does, below: a call met only on an empty list would
  // have the engine throw its compiled loop away the first time one came.
  while (p >= stop || bytes[p] !== Byte.CloseList) {
    if (p >= stop || bytes[p] !== Byte.Quote) return false;
    const s = ++p;
    let e = -1;
    let escaped = false;
    if (field === Field.Orders) {
      // Printable ASCII; escapes are read by JSON.parse (escapedText).
      for (;;) {
        if (p >= stop) return false;
        const c = bytes[p]!;
        if (c === Byte.Quote) break;
        if (c < 32 || c > 126) return false;
        if (c === 92) {
          escaped = true;
          p++;
        }
        p++;
      }
      e = p;
    } else {
      // A unit ("A PAR", "F STP/SC") or a centre ("PAR") ends where its place of 3 or 6
      // bytes does, each byte of which placeKey reads: any other string is refused.
      const place = field === Field.Units ? s + 2 : s;
      if (place + 3 < stop && bytes[place + 3] === Byte.Quote) e = place + 3;
      else if (place + 6 < stop && bytes[place + 6] === Byte.Quote) e = place + 6;
      else return false;
    }
    p = e + 1;
    if (field === Field.Units) {
      // A unit as the judge writes it, one a province.
      const c = unitCode(t, bytes, s, e);
      if (c < 0 || placeKeyEnd !== e) return false;
      const province = t.province[c]!;
      if (line.unitAt[province] !== -1) return false;
      const u = line.count++;
      line.unitAt[province] = u;
      line.unitProvince[u] = province;
      line.codes[u] = c;
      line.unitPower[u] = k;
    } else if (field === Field.Centers) {
      // A supply centre, by its province's id, owned once.
      const key = placeKey(bytes, s, e);
      const l = key < 0 || placeKeyEnd !== e ? -1 : t.placeAt[key]!;
      const province = l < 0 ? -1 : t.provinceOf[l]!;
      if (province < 0 || !t.graph.supplyCenter[province] || line.owner[province] !== -1) return false;
      line.owner[province] = k;
      line.centerList[line.centerCount++] = province;
    } else {
      // An order line: its power and where its text is (and the text, when it has escapes).
      let text: string | null = null;
      if (escaped) {
        text = escapedText(s, e);
        if (text === null) return false;
      }
      if ((text === null ? e - s : text.length) > 1000) return false;
      const n = line.lines;
      if (n === line.linePower.length) growLines();
      line.lineText[n] = text;
      line.linePower[n] = k;
      line.lineStart[n] = s;
      line.lineEnd[n] = e;
      line.lines = n + 1;
    }
    // Then "," or "]", white space about either.
    if (p < stop && bytes[p]! <= Byte.Space) {
      i = p;
      skipSpace();
      p = i;
    }
    if (p >= stop || bytes[p] !== Byte.Comma) break;
    p++;
    if (p < stop && bytes[p]! <= Byte.Space) {
      i = p;
      skipSpace();
      p = i;
    }
    // A "]" after a ",".
    if (p < stop && bytes[p] === Byte.CloseList) return false;
  }
  i = p;
  return expect(Byte.CloseList);
}

/** The text of the string b[s, e) that has escapes, as JSON reads it; null when it is not JSON. */
function escapedText(s: number, e: number): string | null {
  try {
    return JSON.parse(asciiText(b, s - 1, e + 1)!) as string;
  } catch {
    return null;
  }
}

/** Room for more order lines. */
function growLines(): void {
  line.linePower = grown(line.linePower);
  line.lineStart = grown(line.lineStart);
  line.lineEnd = grown(line.lineEnd);
}

function grown(a: Int32Array): Int32Array {
  const bigger = new Int32Array(2 * a.length);
  bigger.set(a);
  return bigger;
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
