import { formatPhase } from '../../map/phase.js';
import { ORDER_RESULTS } from '../types.js';
import type { OutcomeNumbers } from '../plain-resolver.js';
import { writeUtf8 } from '../../text/utf8.js';
import { IGNORED, NOT_MADE, NOWHERE, orders, Report, voidJson } from './orders.js';
import { line } from './request.js';
import { ascii, Byte, type Tables } from './tables.js';

/**
 * The lean path's answer (../plain-movement.ts): the board after the moves, and the answer
 * written as bytes into `o` from words made once.
 */

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

export function afterMoves(t: Tables, outcome: OutcomeNumbers): After {
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
    if (outcome.moved[u] === 1) {
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
function dislodgedAfter(t: Tables, outcome: OutcomeNumbers): void {
  const standoff = new Uint8Array(t.provinces);
  for (let k = 0; k < outcome.standoffCount; k++) standoff[outcome.standoffs[k]!] = 1;
  for (let u = 0; u < line.count; u++) {
    const by = outcome.dislodgedBy[u]!;
    if (by < 0) continue;
    const from = outcome.byConvoy[by] === 1 ? -1 : line.unitProvince[by]!;
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

export let o: Uint8Array = new Uint8Array(1 << 16);
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
  // On locals: the answer's place is kept at the module's level, and would be written back at every byte.
  const from = line.bytes;
  const to = o;
  let a = at;
  for (let k = s; k < e; k++) to[a++] = from[k]!;
  at = a;
}

/** Text of the answer's that is not a word made once (a reason, a phase): `room` for 3 bytes a character first. */
function putText(text: string): void {
  at = writeUtf8(text, o, at);
}

/** The answer to the line, written into `o` from its start: its length. */
export function writeAnswer(t: Tables, outcome: OutcomeNumbers, after: After): number {
  at = 0;
  room(64 + line.idEnd - line.idStart);
  if (line.idStart < 0) o[at++] = Byte.OpenRecord;
  else {
    put(ID_OPEN);
    copy(line.idStart, line.idEnd);
    o[at++] = Byte.Comma;
  }
  put(RESULTS_OPEN);
  writeResults(t, outcome, after);
  put(NEXT_OPEN);
  writeNext(t, outcome, after);
  o[at++] = Byte.CloseRecord;
  return at;
}

const ID_OPEN = ascii('{"id":');
const RESULTS_OPEN = ascii('"results":[');
const NEXT_OPEN = ascii('],"next":');

/** The results: every line in order, then the holds the judge gave, then the units destroyed. */
function writeResults(t: Tables, outcome: OutcomeNumbers, after: After): void {
  const { lineOf, report, named } = orders;
  const n = line.count;
  for (let u = 0; u < n; u++) {
    const j = lineOf[u]!;
    if (j < 0) continue;
    report[j] = Report.Result;
    orders.reportUnit[j] = u;
  }
  // Room for all of it at once: each report's words, at most 256 bytes, and its texts.
  room(256 * (line.lines + n + after.destroyedCount) + line.length + orders.texts);
  let first = true;
  for (let j = 0; j < line.lines; j++) {
    const kind = report[j]!;
    if (kind === Report.None) continue;
    const shown = orders.shown[j] === 1 ? orders.shownText[j]! : null;
    const text = kind === Report.VoidText ? orders.reportText[j]! : null;
    if (!first) o[at++] = Byte.Comma;
    first = false;
    put(t.powerJson[line.linePower[j]!]!);
    if (shown === null) {
      o[at++] = Byte.Quote;
      copy(line.lineStart[j]!, line.lineEnd[j]!);
      o[at++] = Byte.Quote;
    } else putText(shown);
    if (kind === Report.Result) put(RESULT_JSON[outcome.result[orders.reportUnit[j]!]!]!);
    else if (kind === Report.Ignored) put(IGNORED_JSON);
    else if (kind === Report.VoidBytes) put(orders.reportBytes[j]!);
    else putText(text!);
  }
  for (let u = 0; u < n; u++) {
    if (named[u] === 1) continue;
    if (!first) o[at++] = Byte.Comma;
    first = false;
    put(t.powerJson[line.unitPower[u]!]!);
    put(t.holdOpen[line.codes[u]!]!);
    put(DEFAULT_JSON[outcome.result[u]!]!);
  }
  for (let k = 0; k < after.destroyedCount; k++) {
    const u = after.destroyed[k]!;
    if (!first) o[at++] = Byte.Comma;
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
function writeNext(t: Tables, outcome: OutcomeNumbers, after: After): void {
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
  room(1024 + 32 * (after.count + 4 * after.waitingCount + t.provinces + outcome.standoffCount));
  put(PHASE_OPEN);
  if (next < 0) putText(formatPhase(chain.phase));
  else put(chain.nextBytes[next]!);
  put(UNITS_OPEN);
  writeUnits(t, after);
  put(DISLODGED_OPEN);
  if (next >= 0 && chain.next[next]!.type === 'R') writeDislodged(t, after);
  else put(EMPTY_RECORD);
  put(STANDOFFS_OPEN);
  for (let k = 0; k < outcome.standoffCount; k++) {
    if (k > 0) o[at++] = Byte.Comma;
    put(t.provinceJson[outcome.standoffs[k]!]!);
  }
  put(CENTERS_OPEN);
  if (owner !== null) writeCenters(t, owner);
  else if (line.centerPowerCount < 0) put(t.startCentersJson);
  else if (line.centersStart >= 0) {
    // As given, in one copy.
    o.set(line.bytes.subarray(line.centersStart, line.centersEnd), at);
    at += line.centersEnd - line.centersStart;
  } else writeGivenCenters(t);
  o[at++] = Byte.CloseRecord;
}

/** The units standing, grouped by power in the order of their first unit, as the wire writes them, without the record's braces. */
function writeUnits(t: Tables, after: After): void {
  let done = 0;
  for (let x = 0; x < after.count; x++) {
    const k = after.powers[x]!;
    if ((done & (1 << k)) !== 0) continue;
    done |= 1 << k;
    if (done !== 1 << k) o[at++] = Byte.Comma;
    put(t.powerKey[k]!);
    o[at++] = Byte.OpenList;
    for (let y = x; y < after.count; y++) {
      if (after.powers[y] !== k) continue;
      if (y > x) o[at++] = Byte.Comma;
      put(t.unitOpen[after.codes[y]!]!);
      o[at++] = Byte.Quote;
    }
    o[at++] = Byte.CloseList;
  }
}

/** The units waiting to retreat, by power in the order of their first, each with where its attacker came from (unless by convoy). */
function writeDislodged(t: Tables, after: After): void {
  const { waiting, waitingFrom } = after;
  o[at++] = Byte.OpenRecord;
  let done = 0;
  for (let x = 0; x < after.waitingCount; x++) {
    const k = line.unitPower[waiting[x]!]!;
    if ((done & (1 << k)) !== 0) continue;
    if (done !== 0) o[at++] = Byte.Comma;
    done |= 1 << k;
    put(t.powerKey[k]!);
    o[at++] = Byte.OpenList;
    let first = true;
    for (let y = x; y < after.waitingCount; y++) {
      if (line.unitPower[waiting[y]!] !== k) continue;
      if (!first) o[at++] = Byte.Comma;
      first = false;
      put(UNIT_OPEN);
      put(t.unitOpen[line.codes[waiting[y]!]!]!);
      if (waitingFrom[y]! < 0) put(UNIT_CLOSE);
      else {
        put(FROM_OPEN);
        put(t.provinceJson[waitingFrom[y]!]!);
        o[at++] = Byte.CloseRecord;
      }
    }
    o[at++] = Byte.CloseList;
  }
  o[at++] = Byte.CloseRecord;
}

const UNIT_OPEN = ascii('{"unit":');
const UNIT_CLOSE = ascii('"}');
const FROM_OPEN = ascii('","from":');

/** The centres as the request gave them, as JSON.stringify writes them back. */
function writeGivenCenters(t: Tables): void {
  o[at++] = Byte.OpenRecord;
  for (let j = 0; j < line.centerPowerCount; j++) {
    if (j > 0) o[at++] = Byte.Comma;
    put(t.powerKey[line.centerPowers[j]!]!);
    o[at++] = Byte.OpenList;
    for (let x = line.centerFrom[j]!; x < line.centerFrom[j + 1]!; x++) {
      if (x > line.centerFrom[j]!) o[at++] = Byte.Comma;
      put(t.provinceJson[line.centerList[x]!]!);
    }
    o[at++] = Byte.CloseList;
  }
  o[at++] = Byte.CloseRecord;
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
  o[at++] = Byte.OpenRecord;
  for (let k = 0; k < t.powerNames.length; k++) {
    if (k > 0) o[at++] = Byte.Comma;
    put(t.powerKey[k]!);
    o[at++] = Byte.OpenList;
    let first = true;
    for (let x = 0; x < order.length; x++) {
      if (owner[order[x]!] !== k) continue;
      if (!first) o[at++] = Byte.Comma;
      first = false;
      put(t.provinceJson[order[x]!]!);
    }
    o[at++] = Byte.CloseList;
  }
  o[at++] = Byte.CloseRecord;
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

const IGNORED_JSON = ascii(`,"result":"ignored","reason":${JSON.stringify(IGNORED)}}`);
/** Each result's end of a report (`,"result":"fails"}`) and end of a default hold's (`fails","default":true}`), by its place in ORDER_RESULTS. */
const RESULT_JSON = ORDER_RESULTS.map((r) => ascii(r === 'void' ? voidJson(NOT_MADE) : `,"result":"${r}"}`));
const DEFAULT_JSON = ORDER_RESULTS.map((r) => ascii(`${r}","default":true}`));
const DESTROYED_JSON = ascii(` D","result":"disbanded","reason":${JSON.stringify(NOWHERE)},"default":true}`);
