/**
 * Text to `Order`: the order grammar.
 *
 * It reads words only. Whether the unit is there, whether it can get where it is sent,
 * which coast a fleet meant: all that is the order checker's work, against a position.
 * Whatever the text, the answer is a Result; nothing here throws.
 */
import { CLASSIC_KINDS, type GameMap, type Location } from '../map/types.js';
import type { PhaseType } from '../map/phase.js';
import { fail, ok, type Result } from '../result.js';
import { readPlace } from './names.js';
import { JOINED_HYPHEN, tokenize, untokenize } from './tokens.js';
import type { GrammarError, ListOrder, Order, UnitRef } from './types.js';
import {
  CONVOY_NOUNS,
  isMoveMark,
  kindOfWord,
  LEADING_VERB_OF,
  TO,
  VERB_HINT,
  VERB_OF,
  VIA_WORDS,
  WAIVE_WORDS,
} from './words.js';

export interface ParseOptions {
  /** The phase the order is for. In retreats a move is a retreat ("A TRI - ALB"). */
  readonly phaseType?: PhaseType;
  /** Refuse a move written without a mark ("A VEN TRI"), as a judge may require. */
  readonly needMoveMarks?: boolean;
}

/** Longer lines are refused before any work is done on them. */
export const MAX_ORDER_LENGTH = 500;

type Parsed<T> = Result<T, GrammarError>;

interface Reader {
  readonly map: GameMap;
  readonly tokens: readonly string[];
  readonly options: ParseOptions;
}

/** Reads one order line (without the power's name). parse.test.ts lists the forms it accepts. */
export function parseOrder(map: GameMap, text: string, options: ParseOptions = {}): Parsed<Order> {
  const read = parseListOrder(map, text, options);
  if (!read.ok || read.value.kind !== 'proxy') return read as Parsed<Order>;
  return fail('unknown_word', `A proxy (${formatProxyWord(text)}) is written only in a Crystal Ball order list; here, give the unit an order.`);
}

/**
 * Reads one line of a Crystal Ball order list: any order, or a proxy ("A BUR P FRANCE",
 * "A BUR PROXY FRANCE", "A BUR PROXY TO FRENCH"), the power by its name or adjective.
 */
export function parseListOrder(map: GameMap, text: string, options: ParseOptions = {}): Parsed<ListOrder> {
  const tokens = start(text);
  if (!tokens.ok) return tokens;
  const r: Reader = { map, tokens: tokens.value, options };
  const first = tokens.value[0] as string;
  const second = tokens.value[1];

  if (WAIVE_WORDS.has(first)) {
    // "WAIVE", "WAIVE BUILD".
    const next = second !== undefined && VERB_OF.get(second) === 'build' ? 2 : 1;
    return end(r, next, { kind: 'waive' });
  }
  const leading = LEADING_VERB_OF.get(first);
  if (leading === 'build' && second !== undefined && WAIVE_WORDS.has(second)) {
    return end(r, 2, { kind: 'waive' });
  }
  if (leading !== undefined) {
    if (second === undefined) {
      const example = leading === 'build' ? 'BUILD A PAR' : `${first} F NTH`;
      return fail('missing_unit', `${first} names no unit: write, for example, ${example}.`);
    }
    const unit = readUnit(r, 1);
    if (!unit.ok) return unit;
    return end(r, unit.value.next, { kind: leading, unit: unit.value.unit });
  }
  if (VERB_OF.has(first)) {
    return fail('missing_unit', `The order starts with ${shown(first)}, not a unit: name the unit first, as in A PAR H.`);
  }
  const unit = readUnit(r, 0);
  if (!unit.ok) return unit;
  return readAction(r, unit.value.unit, unit.value.next);
}

/** The proxy word as the player wrote it, for a message. */
const formatProxyWord = (text: string): string => (/\bPROXY\b/i.test(text) ? 'PROXY' : 'P');

/** Reads a unit as a position or a DATC case lists it: "F STP/SC", "A LON" (or "LON": kind null). */
export function parseUnit(map: GameMap, text: string): Parsed<UnitRef> {
  const tokens = start(text);
  if (!tokens.ok) return tokens;
  const r: Reader = { map, tokens: tokens.value, options: {} };
  const unit = readUnit(r, 0);
  if (!unit.ok) return unit;
  return end(r, unit.value.next, unit.value.unit);
}

/** Reads one place name, with its coast if one is written: "Spain (north coast)" is SPA/NC. */
export function parseLocation(map: GameMap, text: string): Parsed<Location> {
  const tokens = start(text);
  if (!tokens.ok) return tokens;
  const r: Reader = { map, tokens: tokens.value, options: {} };
  const place = readPlace(map, r.tokens, 0);
  if (!place.ok) return place;
  return end(r, place.value.next, place.value.location);
}

function start(text: string): Parsed<string[]> {
  if (text.length > MAX_ORDER_LENGTH) {
    return fail('too_long', `The line is ${text.length} characters long; an order may have at most ${MAX_ORDER_LENGTH}.`);
  }
  const tokens = tokenize(text);
  if (tokens.length === 0) return fail('empty', 'The line is empty: there is no order in it.');
  return ok(tokens);
}

/** A token as a player would recognise it in a message. */
const shown = (token: string): string => (token === JOINED_HYPHEN ? '-' : token);

function end<T>(r: Reader, next: number, value: T): Parsed<T> {
  if (next >= r.tokens.length) return ok(value);
  const rest = untokenize(r.tokens.slice(next));
  const done = untokenize(r.tokens.slice(0, next));
  return fail('trailing_words', `"${done}" is a whole order; "${rest}" after it means nothing: take it out.`);
}

function readUnit(r: Reader, i: number): Parsed<{ unit: UnitRef; next: number }> {
  const t = r.tokens[i];
  const kind = t === undefined ? undefined : kindOfWord(t, r.map.kinds ?? CLASSIC_KINDS);
  const at = kind === undefined ? i : i + 1;
  const p = r.tokens[at];
  if (p === undefined || VERB_OF.has(p)) {
    const what = t === undefined ? 'Nothing' : kind !== undefined ? `${t} is not followed by a place` : `${shown(t)} is not a unit`;
    return fail('missing_unit', `${what}: a unit is written as its kind and place, as in A PAR or F STP/SC.`);
  }
  const place = readPlace(r.map, r.tokens, at, kind ?? null);
  if (!place.ok) return place;
  return ok({ unit: { kind: kind ?? null, at: place.value.location }, next: place.value.next });
}

/** What follows a unit: the verb and what it needs. */
function readAction(r: Reader, unit: UnitRef, i: number): Parsed<ListOrder> {
  const t = r.tokens[i];
  if (t === undefined) return ok({ kind: 'hold', unit });
  const verb = VERB_OF.get(t);
  switch (verb) {
    case 'hold':
    case 'disband':
    case 'build':
      return end(r, i + 1, { kind: verb, unit });
    case 'move':
      return readMoveOrder(r, unit, afterTo(r, i), true);
    case 'retreat': {
      const way = readWay(r, afterTo(r, i), true, unit);
      if (!way.ok) return way;
      if (way.value.route.length > 0 || way.value.viaConvoy) return noRoute(RETREAT_ROUTE);
      return end(r, way.value.next, { kind: 'retreat', unit, to: way.value.to });
    }
    case 'support':
      return readSupport(r, unit, i + 1);
    case 'convoy':
      return readConvoy(r, unit, i + 1);
    case 'proxy':
      return readProxy(r, unit, afterTo(r, i));
    case undefined:
      return readMoveOrder(r, unit, i, false);
  }
}

/** The index after a move or retreat word and an optional TO ("MOVES TO", "RETREAT TO"). */
const afterTo = (r: Reader, i: number): number => (r.tokens[i] !== TO && r.tokens[i + 1] === TO ? i + 2 : i + 1);

const RETREAT_ROUTE = 'A retreat goes straight to its destination: it takes no route and no convoy.';

const noRoute = (message: string): Parsed<never> => fail('bad_route', message);

function readMoveOrder(r: Reader, unit: UnitRef, i: number, marked: boolean): Parsed<Order> {
  const way = readWay(r, i, marked, unit);
  if (!way.ok) return way;
  const { to, route, viaConvoy, next } = way.value;
  if (r.options.phaseType === 'R') {
    if (route.length > 0 || viaConvoy) return noRoute(RETREAT_ROUTE);
    return end(r, next, { kind: 'retreat', unit, to });
  }
  return end(r, next, { kind: 'move', unit, to, viaConvoy, route });
}

interface Way {
  readonly to: Location;
  readonly route: readonly string[];
  readonly viaConvoy: boolean;
  readonly next: number;
}

/**
 * Where a unit goes, from token `i`: a destination, perhaps after stops of a convoy route
 * ("NTH - NWY"), perhaps followed by VIA CONVOY. `marked`: a move word came before it.
 */
function readWay(r: Reader, i: number, marked: boolean, unit: UnitRef): Parsed<Way> {
  const { tokens, map } = r;
  const from = unit.at;
  const first = tokens[i];
  if (first === undefined) {
    return fail('missing_destination', `${untokenize(tokens)} does not say where to: name the place after the move mark.`);
  }
  const dest = readPlace(map, tokens, i, unit.kind);
  if (!dest.ok) {
    if (!marked && dest.error.code === 'unknown_place') {
      return fail('unknown_word', `${shown(first)} is neither an order word (${VERB_HINT}) nor a place on this map.`);
    }
    return dest;
  }
  if (!marked && r.options.needMoveMarks) {
    return fail('missing_move_mark', `${dest.value.location} follows ${from} without a move mark: write ${from} - ${dest.value.location}.`);
  }
  const stops: Location[] = [dest.value.location];
  let j = dest.value.next;
  while (isMoveMark(tokens[j])) {
    if (tokens[j + 1] === undefined) {
      return fail('missing_destination', `${untokenize(tokens)} ends with a move mark: name the place after it.`);
    }
    const stop = readPlace(map, tokens, j + 1, unit.kind);
    if (!stop.ok) return stop;
    stops.push(stop.value.location);
    j = stop.value.next;
  }
  let via = false;
  const v = tokens[j];
  if (v !== undefined && VIA_WORDS.has(v)) {
    const noun = tokens[j + 1];
    if (noun === undefined || !CONVOY_NOUNS.has(noun)) {
      return fail('unknown_word', `${v} must be followed by CONVOY: write VIA CONVOY.`);
    }
    via = true;
    j += 2;
  }
  const to = stops.pop() as Location;
  // A route names provinces: a coast written on a stop says nothing more.
  const route = stops.map((s) => map.locations.get(s)?.province ?? s.split('/')[0] ?? s);
  return ok({ to, route, viaConvoy: via || route.length > 0, next: j });
}

/** After "S": the supported unit, and where it goes if it moves. */
function readSupport(r: Reader, unit: UnitRef, i: number): Parsed<Order> {
  if (r.tokens[i] === undefined) {
    return fail('missing_unit', `${shown(r.tokens[i - 1] as string)} names no unit to support: write, for example, A BUR S A MUN - MAR.`);
  }
  const target = readUnit(r, i);
  if (!target.ok) return target;
  const j = target.value.next;
  const t = r.tokens[j];
  if (t === undefined) return ok({ kind: 'support', unit, target: target.value.unit, to: null });
  const verb = VERB_OF.get(t);
  if (verb === 'hold') return end(r, j + 1, { kind: 'support', unit, target: target.value.unit, to: null });
  const way = verb === 'move' ? readWay(r, afterTo(r, j), true, target.value.unit) : readWay(r, j, false, target.value.unit);
  if (!way.ok) return way;
  // VIA CONVOY on the supported move is accepted and dropped: a support does not care how.
  if (way.value.route.length > 0) return noRoute('A support names where the supported unit goes, not its route: write, for example, A BUR S A LON - NWY.');
  return end(r, way.value.next, { kind: 'support', unit, target: target.value.unit, to: way.value.to });
}

/** After "P" (or "PROXY", "PROXY TO"): the power the unit is handed to, by its name or adjective. */
function readProxy(r: Reader, unit: UnitRef, i: number): Parsed<ListOrder> {
  const t = r.tokens[i];
  if (t === undefined) {
    return fail('missing_power', `${untokenize(r.tokens)} does not say to whom: name the power after P, as in A BUR P FRANCE.`);
  }
  const power = powerNamed(r.map, t);
  if (power === null) {
    const names = [...r.map.powers.keys()];
    const known = names.length > 0 ? `: the powers are ${names.join(', ')}` : '';
    return fail('unknown_power', `${shown(t)} is not a power of this map${known}.`);
  }
  return end(r, i + 1, { kind: 'proxy', unit, to: power });
}

/** The power a word names: its name ("FRANCE") or its adjective ("FRENCH"). */
function powerNamed(map: GameMap, word: string): string | null {
  if (map.powers.has(word)) return word;
  for (const power of map.powers.values()) if (power.adjective === word) return power.name;
  return null;
}

/** After "C": the convoyed army and where it goes. */
function readConvoy(r: Reader, unit: UnitRef, i: number): Parsed<Order> {
  if (r.tokens[i] === undefined) {
    return fail('missing_unit', `${r.tokens[i - 1] as string} names no army to convoy: write, for example, F NTH C A LON - NWY.`);
  }
  const target = readUnit(r, i);
  if (!target.ok) return target;
  const j = target.value.next;
  const t = r.tokens[j];
  if (t === undefined || VERB_OF.get(t) === 'hold') {
    return fail('missing_destination', `A convoy says where the army goes: write, for example, F NTH C A LON - NWY.`);
  }
  // Only armies are convoyed: read the destination as an army's.
  const army: UnitRef = { kind: target.value.unit.kind ?? 'A', at: target.value.unit.at };
  const way = VERB_OF.get(t) === 'move' ? readWay(r, afterTo(r, j), true, army) : readWay(r, j, false, army);
  if (!way.ok) return way;
  if (way.value.route.length > 0) return noRoute('Each fleet of a convoy names where the army goes, not the route: write, for example, F NTH C A LON - NWY.');
  return end(r, way.value.next, { kind: 'convoy', unit, target: target.value.unit, to: way.value.to });
}
