import type { GameMap } from '../../map/types.js';
import { checkMovementOrder, type Board, type CheckedMovement } from '../../orders/check.js';
import { parseOrder, type ParseOptions } from '../../orders/parse.js';
import type { Order } from '../../orders/types.js';
import type { Result } from '../../result.js';
import { asciiText } from '../../text/utf8.js';
import { Kind, orderNumbers, setOrderNumbers } from '../plain-resolver.js';
import type { Unit } from '../types.js';
import { line } from './request.js';
import { ascii, Byte, placeKey, placeKeyEnd, type Tables, unitCode } from './tables.js';

/**
 * The lean path's checking of the order lines (../plain-movement.ts): each line written in
 * one of the judge's own forms read from the bytes and checked here when the entry checks
 * plainly accept it, any other given to the grammar and the checker themselves; each
 * unit's order kept as numbers for the resolver, each line's report for the answer.
 */

/** The forms of an order line this path reads itself (`form`), by its words. */
const enum Form {
  Hold = 0,
  Move = 1,
  Via = 2,
  SupportHold = 3,
  SupportMove = 4,
  Convoy = 5,
}

/** The grammar's options for a movement phase without NEED_MOVE_MARKS, as adjudicatePhase gives them. */
const MOVEMENT: ParseOptions = { phaseType: 'M', needMoveMarks: false };

export const IGNORED = 'Replaced by a later order to the same unit.';
export const NOT_MADE = 'The unit supported or convoyed does not make that move.';
export const NOWHERE = 'Dislodged with nowhere to retreat.';

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
  const b = line.bytes;
  const unit = unitCode(t, b, s, e);
  if (unit < 0) return false;
  let k = placeKeyEnd;
  if (k + 2 > e || b[k] !== Byte.Space) return false;
  const verb = b[k + 1];
  form.unit = unit;
  form.other = -1;
  form.to = -1;
  if (verb === 72 /* H */) {
    form.form = Form.Hold;
    return k + 2 === e;
  }
  if (k + 3 > e || b[k + 2] !== Byte.Space) return false;
  k += 3;
  if (verb === Byte.Minus) {
    const to = placeKey(b, k, e);
    const l = to < 0 ? -1 : t.placeAt[to]!;
    if (l < 0) return false;
    form.to = l;
    if (placeKeyEnd === e) {
      form.form = Form.Move;
      return true;
    }
    form.form = Form.Via;
    if (placeKeyEnd + VIA_CONVOY.length !== e) return false;
    for (let j = 0; j < VIA_CONVOY.length; j++) if (b[placeKeyEnd + j] !== VIA_CONVOY[j]) return false;
    return true;
  }
  if (verb !== 83 /* S */ && verb !== 67 /* C */) return false;
  const other = unitCode(t, b, k, e);
  if (other < 0) return false;
  form.other = other;
  k = placeKeyEnd;
  if (k === e) {
    form.form = Form.SupportHold;
    return verb === 83;
  }
  if (k + 3 > e || b[k] !== Byte.Space || b[k + 1] !== Byte.Minus || b[k + 2] !== Byte.Space) return false;
  const to = placeKey(b, k + 3, e);
  const l = to < 0 ? -1 : t.placeAt[to]!;
  if (l < 0 || placeKeyEnd !== e) return false;
  form.to = l;
  form.form = verb === 83 ? Form.SupportMove : Form.Convoy;
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
  quick.kind = Kind.Hold;
  quick.dest = -1;
  quick.target = -1;
  quick.place = -1;
  quick.adjacent = 0;
  quick.via = 0;
  switch (form.form) {
    case Form.Hold:
      return u;
    case Form.Move:
    case Form.Via: {
      quick.kind = Kind.Move;
      if (t.kind[form.unit] === 'F') {
        if (form.form === Form.Via) return -1;
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
      if ((!adjacent || form.form === Form.Via) && !oneFleetRoute(t, p, q, -1)) return -1;
      quick.dest = q;
      quick.place = form.to;
      quick.adjacent = adjacent ? 1 : 0;
      quick.via = form.form === Form.Via ? 1 : 0;
      return u;
    }
    case Form.SupportHold: {
      const q = t.province[form.other]!;
      const target = unitAt[q]!;
      if (target < 0 || target === u || codes[target] !== form.other || q === p || t.steps[form.unit]![q] !== 1) return -1;
      quick.kind = Kind.Support;
      quick.target = target;
      return u;
    }
    case Form.SupportMove: {
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
      quick.kind = Kind.Support;
      quick.target = target;
      quick.dest = q;
      return u;
    }
    case Form.Convoy: {
      if (t.kind[form.unit] !== 'F' || t.kind[form.other] !== 'A' || !t.graph.convoyable[p]) return -1;
      const from = t.province[form.other]!;
      const army = unitAt[from]!;
      if (army < 0 || codes[army] !== form.other) return -1;
      const q = t.armyProvince[form.to]!;
      if (q < 0 || q === from) return -1;
      // A fleet touching both shores is a route of its own, so on a minimal one.
      const touches = t.graph.touches;
      if (touches[from * t.provinces + p] !== 1 || touches[p * t.provinces + from] !== 1 || touches[p * t.provinces + q] !== 1) return -1;
      quick.kind = Kind.Convoy;
      quick.target = army;
      quick.dest = q;
      return u;
    }
  }
  return -1;
}

/** The order quickCheck made, as numbers; with whether a move is to an adjacent province and asks for a convoy. */
const quick = { kind: Kind.Hold, dest: -1, target: -1, place: -1, adjacent: 0, via: 0 };

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
export const enum Report {
  None = 0,
  Ignored = 1,
  /** Void, the end of its report being reportText (a string) or reportBytes. */
  VoidText = 2,
  VoidBytes = 3,
  /** Its unit's result (reportUnit). */
  Result = 4,
}

/**
 * What the order lines gave, kept from line to line: each unit's checked order and line;
 * each line's report, and how the results show it. The strings are read only where the
 * report (or `shown`) says so, so they need no clearing.
 */
export const orders = {
  /** Each unit's order as numbers, for the resolver (a move's place by this path's number); whether a move is to an adjacent province, and asks for a convoy. */
  numbers: orderNumbers(0),
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
export function checkOrders(t: Tables, map: GameMap): void {
  const n = line.count;
  const count = line.lines;
  if (orders.lineOf.length < t.provinces) {
    const P = t.provinces;
    orders.lineOf = new Int32Array(P);
    orders.named = new Uint8Array(P);
    orders.numbers = orderNumbers(P);
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
  numbers.kind.fill(Kind.Hold, 0, n);
  numbers.dest.fill(-1, 0, n);
  numbers.target.fill(-1, 0, n);
  numbers.byConvoy.fill(0, 0, n);
  numbers.place.fill(-1, 0, n);
  numbers.power.set(line.unitPower.subarray(0, n));
  orders.checked = new Array<CheckedMovement | null>(n).fill(null);
  orders.lineOf.fill(-1, 0, n);
  orders.named.fill(0, 0, n);
  orders.shown.fill(0, 0, count);
  orders.report.fill(Report.None, 0, count);
  orders.texts = 0;
  const { lineOf, named, report } = orders;
  for (let j = 0; j < count; j++) {
    const k = line.linePower[j]!;
    const s = line.lineStart[j]!;
    const e = line.lineEnd[j]!;
    const escaped = line.lineText[j] ?? null;
    const read = escaped === null && readForm(t, s, e);
    let u = read ? quickCheck(t, k) : -1;
    if (u >= 0) {
      // Checked here: its numbers as quickCheck left them.
      numbers.kind[u] = quick.kind;
      numbers.dest[u] = quick.dest;
      numbers.target[u] = quick.target;
      numbers.place[u] = quick.place;
      numbers.byConvoy[u] = quick.adjacent === 0 || quick.via === 1 ? 1 : 0;
      orders.adjacent[u] = quick.adjacent;
      orders.via[u] = quick.via;
      orders.checked[u] = null;
    }
    else if (read && form.form === Form.SupportHold) {
      const refused = unreachableSupport(t, k);
      if (refused !== null) {
        report[j] = Report.VoidBytes;
        orders.reportBytes[j] = refused;
        named[line.unitAt[t.province[form.unit]!]!] = 1;
        continue;
      }
    }
    if (u < 0) {
      // The judge's own forms need no escaping; any other line is shown as the full path shows it.
      const text = escaped ?? asciiText(line.bytes, s, e)!;
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
    if (lineOf[u]! >= 0) report[lineOf[u]!] = Report.Ignored;
    lineOf[u] = j;
  }
}

/** A unit's order is the one the checker made. */
function setChecked(t: Tables, c: CheckedMovement): void {
  orders.checked[c.unit] = c;
  setOrderNumbers(orders.numbers, c, (place) => t.placeIndex.get(place) ?? -1);
}

/** Each unit's order as the checker would have made it: for the adjudicator's resolver, where the lean path's leaves a phase. */
export function checkedOrders(t: Tables): (CheckedMovement | null)[] {
  const { kind, dest, target } = orders.numbers;
  const out: (CheckedMovement | null)[] = [];
  for (let u = 0; u < line.count; u++) {
    const made = orders.checked[u];
    if (made !== null && made !== undefined) out.push(made);
    else if (orders.lineOf[u]! < 0) out.push(null);
    else if (kind[u] === Kind.Move) out.push({ kind: 'move', unit: u, to: t.placeId[orders.numbers.place[u]!]!, toProvince: dest[u]!, adjacent: orders.adjacent[u] === 1, viaConvoy: orders.via[u] === 1 });
    else if (kind[u] === Kind.Support) out.push({ kind: 'support', unit: u, target: target[u]!, toProvince: dest[u]!, toCoast: null });
    else if (kind[u] === Kind.Convoy) out.push({ kind: 'convoy', unit: u, target: target[u]!, toProvince: dest[u]! });
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
    orders.report[j] = Report.VoidText;
    orders.reportText[j] = voidJson(order.error.message);
    orders.texts += 3 * orders.reportText[j]!.length;
    return null;
  }
  const r = checkMovementOrder(board, power, order.value);
  if (r.ok) return r.value;
  orders.report[j] = Report.VoidText;
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

export const voidJson = (reason: string): string => `,"result":"void","reason":${JSON.stringify(reason)}}`;

/** The board the request gave, as the checker and the adjudicator's resolver read it: made when one of them is asked, once a line. */
export function boardOf(t: Tables): Board {
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
