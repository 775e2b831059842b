import type { z } from 'zod';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { fail, ok, type Result } from '../result.js';
import { TextMemo } from '../orders/memo.js';
import { parseLocation, parseOrder, parseUnit, type ParseOptions } from '../orders/parse.js';
import type { Order, UnitRef } from '../orders/types.js';
import { GLOBAL_FIELDS, PAYOLA_FIELDS, readAdjudicateRequest, type AdjudicateRequest, type AdjudicateResponse, type positionOutput } from '../schemas/adjudicate.js';
import { checkFunds, incomePhaseOf, payolaIncome, payolaMovementPhase, payolaRulesOf } from './payola.js';
import { cardTurn, isCardTurn } from './card.js';
import { globalPhase, globalWasteland } from './global.js';
import { adjudicatePhase } from './phase.js';
import { startingCenters } from './position.js';
import type { DislodgedUnit, OrderReport, Position, Unit } from './types.js';
import { parsePhase } from '../map/phase.js';
import { shortPhase } from '../map/season.js';
import { BUILT_RULES } from '../rules/built.js';
import type { RuleName } from '../rules/index.js';
import {
  crystalBallRules,
  readAdjustmentLists,
  readLists,
  resolveAdjustmentLists,
  resolveMovementLists,
  resolveRetreatLists,
  type ListReport,
} from '../variants/crystal-ball/index.js';

/**
 * A province named in a position: its abbreviation as the judge writes it (exact, so that
 * a name the map marks ambiguous, like TYR, still means the province of that id), or any
 * name the grammar reads.
 */
function provinceNamed(map: GameMap, text: string): Result<ProvinceId> {
  // Nearly always the abbreviation itself, as the judge writes it: no new string to make.
  if (map.provinces.has(text)) return ok(text);
  const upper = text.trim().toUpperCase();
  if (map.provinces.has(upper)) return ok(upper);
  const p = parseLocation(map, text);
  return p.ok ? ok(map.locations.get(p.value)?.province ?? p.value) : p;
}

// A stream of requests names the same units and orders over and over: each text is read
// once (orders/memo.ts). The limits keep a stream of texts all different small.
const unitsRead = new TextMemo<Result<UnitRef>>(parseUnit, 10_000);
const ordersRead = new Map<string, TextMemo<Result<Order>>>();
let lastOptions: ParseOptions | undefined;
let lastOrders: TextMemo<Result<Order>> | undefined;

/** `parseOrder`, each text read once for each phase type and choice of move marks. */
function orderRead(map: GameMap, text: string, options: ParseOptions = {}): Result<Order> {
  // adjudicatePhase gives all the orders of a phase one options object.
  if (options !== lastOptions || lastOrders === undefined) {
    const key = `${options.phaseType ?? ''}${options.needMoveMarks === true ? '!' : ''}`;
    lastOrders = ordersRead.get(key);
    if (lastOrders === undefined) {
      lastOrders = new TextMemo((m, t) => parseOrder(m, t, options), 100_000);
      ordersRead.set(key, lastOrders);
    }
    lastOptions = options;
  }
  return lastOrders.get(map, text);
}

/** The maps the command line knows, by name (a variant's name stands for its own map). */
export type MapsByVariant = (variant: string) => GameMap | undefined;

type ErrorLine = Extract<AdjudicateResponse, { error: unknown }>;
type AdjudicateResponseResults = Extract<AdjudicateResponse, { results: unknown }>['results'];

const error = (id: unknown, code: string, message: string): ErrorLine =>
  id === undefined ? { error: { code, message } } : { id, error: { code, message } };

/**
 * Answer one request of `judge adjudicate`: parse it, adjudicate it, and say what came of
 * it, or why it could not be read. Never throws: one bad line gives one error line.
 */
export function answerAdjudicateRequest(raw: unknown, maps: MapsByVariant): AdjudicateResponse {
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? (raw as { id: unknown }).id : undefined;
  const parsed = readAdjudicateRequest(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return error(id, 'bad_request', `${issue.path.length > 0 ? issue.path.join('.') + ': ' : ''}${issue.message}`);
  }
  const req = parsed.data;
  if (req.variant !== 'standard' && req.variant !== 'crystal_ball' && req.variant !== 'payola' && req.variant !== 'card' && req.variant !== 'global') {
    return error(id, 'unsupported_variant', `The variant ${req.variant} is not built into the adjudicator yet.`);
  }
  if (req.crystalBall !== undefined && req.variant !== 'crystal_ball') {
    return error(id, 'bad_request', `crystalBall: it chooses the rules of the crystal_ball variant, not of ${req.variant}.`);
  }
  if (req.variant !== 'payola') {
    const money = PAYOLA_FIELDS.find((f) => req[f] !== undefined);
    if (money !== undefined) return error(id, 'bad_request', `${money}: it belongs to a payola request, not to ${req.variant}.`);
  }
  if (req.variant !== 'global') {
    const scar = GLOBAL_FIELDS.find((f) => req[f] !== undefined);
    if (scar !== undefined) return error(id, 'bad_request', `${scar}: it belongs to a global request, not to ${req.variant}.`);
  }
  // `map` names the board; without it, the variant's own (Crystal Ball's and Payola's is the standard board).
  const map = maps(req.map ?? (req.variant === 'standard' || req.variant === 'global' ? req.variant : 'standard'));
  if (!map && req.map !== undefined) return error(id, 'unknown_map', `There is no map named "${req.map}": a map is named as its folder in maps/ ("standard", "pure").`);
  if (!map) return error(id, 'unsupported_variant', `No map is known for the variant ${req.variant}.`);

  const position = readPosition(map, req);
  if (typeof position === 'string') return error(id, 'bad_position', position);
  if (req.variant === 'payola') return payolaAnswer(id, map, position, req);
  if (req.variant === 'global') return globalAnswer(id, map, position, req);
  if (req.sequence !== undefined && (req.variant !== 'card' || !isCardTurn(position))) {
    return error(id, 'bad_request', req.variant === 'card' ? `sequence: ${position.phase} is not a movement turn; retreats and adjustments are ordered in orders.` : `sequence: it belongs to a card request, not to ${req.variant}.`);
  }
  if (req.variant === 'card' && isCardTurn(position)) {
    const turn = cardTurn(map, position, req);
    if (!turn.ok) return error(id, turn.error.code, turn.error.message);
    const body = { ...turn.value, next: positionJson(turn.value.next) };
    return id === undefined ? body : { id, ...body };
  }
  const orders: Record<PowerName, string[]> = {};
  for (const power in req.orders) orders[power.toUpperCase()] = req.orders[power]!;

  const outcome = req.variant === 'crystal_ball'
    ? crystalBallPhase(map, position, orders, req.rules, req.crystalBall ?? 'revised')
    : adjudicatePhase({ map, position, orders, rules: req.rules, parse: orderRead });
  if (!outcome.ok) return error(id, outcome.error.code, outcome.error.message);
  // Written out rather than spread, which costs more here than it seems (id first, as it always was).
  // The list is the phase's own, made for this answer: it is handed on, not copied.
  const results = outcome.value.results as AdjudicateResponseResults;
  const next = positionJson(outcome.value.next);
  return id === undefined ? { results, next } : { id, results, next };
}

/**
 * A Payola request (DESIGN.md, "Payola movement phases"; payola.ts): a movement phase
 * bought with offers, a year's income (phase letter I) answered with the treasuries only,
 * and retreats and adjustments ordered by the owners as in the standard game, the
 * treasuries, when given, carried through unchanged.
 */
function payolaAnswer(id: unknown, map: GameMap, position: Position, req: AdjudicateRequest): AdjudicateResponse {
  const answer = (results: AdjudicateResponseResults, next: Position, funds: Readonly<Record<PowerName, number>> | undefined, reductions?: Readonly<Record<PowerName, number>>): AdjudicateResponse => {
    const body = { results, ...(reductions === undefined ? {} : { reductions: { ...reductions } }), next: { ...positionJson(next), ...(funds === undefined ? {} : { funds: { ...funds } }) } };
    return id === undefined ? body : { id, ...body };
  };
  const income = incomePhaseOf(map, position.phase);
  if (income !== undefined) {
    const funds = income.ok ? payolaIncome(map, position, income.value, req) : income;
    if (!funds.ok) return error(id, funds.error.code, funds.error.message);
    return id === undefined ? { next: { funds: funds.value } } : { id, next: { funds: funds.value } };
  }
  const phase = parsePhase(position.phase);
  if (phase.ok && phase.value.type === 'M') {
    const outcome = payolaMovementPhase(map, position, req);
    if (!outcome.ok) return error(id, outcome.error.code, outcome.error.message);
    return answer(outcome.value.results as AdjudicateResponseResults, outcome.value.next, outcome.value.funds, outcome.value.reductions);
  }
  if (req.offers !== undefined) return error(id, 'wrong_phase', `offers: ${position.phase} is not a movement phase: only movement phases take offers; retreats and adjustments are ordered in orders.`);
  const rules = payolaRulesOf(req.rules);
  if (!rules.ok) return error(id, rules.error.code, rules.error.message);
  let funds: Record<PowerName, number> | undefined;
  if (req.funds !== undefined) {
    const checked = checkFunds(map, Object.fromEntries(Object.entries(req.funds).map(([p, n]) => [p.toUpperCase(), n])), new Set(), '');
    if (!checked.ok) return error(id, checked.error.code, checked.error.message);
    funds = checked.value;
  }
  const orders: Record<PowerName, string[]> = {};
  for (const power in req.orders) orders[power.toUpperCase()] = req.orders[power]!;
  const outcome = adjudicatePhase({ map, position, orders, rules: rules.value.standard, parse: orderRead });
  if (!outcome.ok) return error(id, outcome.error.code, outcome.error.message);
  return answer(outcome.value.results as AdjudicateResponseResults, outcome.value.next, funds);
}

/**
 * A Global request (DESIGN.md, "Global Diplomacy"; global.ts): a phase (movement with its
 * bombing orders, retreats, adjustments), the scars given in (`destroyed`, `removed`,
 * `cutOff`) and carried out in `next` with them, `nuclear` (the powers whose units all held
 * this turn) and `entitled` (the arsenals each power may build), in and out.
 */
function globalAnswer(id: unknown, map: GameMap, position: Position, req: AdjudicateRequest): AdjudicateResponse {
  if (req.sequence !== undefined) return error(id, 'bad_request', 'sequence: it belongs to a card request, not to global.');
  const scars = globalWasteland(map, req);
  if (!scars.ok) return error(id, scars.error.code, scars.error.message);
  const orders: Record<PowerName, string[]> = {};
  for (const power in req.orders) orders[power.toUpperCase()] = req.orders[power]!;
  const entitled: Record<PowerName, number> = {};
  for (const power in req.entitled) entitled[power.toUpperCase()] = req.entitled[power]!;
  const outcome = globalPhase(map, position, orders, req.rules, scars.value, entitled);
  if (!outcome.ok) return error(id, outcome.error.code, outcome.error.message);
  const { results, wasteland, nuclear } = outcome.value;
  const next = { ...positionJson(outcome.value.next), destroyed: [...wasteland.destroyed], removed: [...wasteland.removed], cutOff: [...wasteland.cutOff], nuclear: [...nuclear], entitled: outcome.value.entitled };
  const body = { results: results as AdjudicateResponseResults, next };
  return id === undefined ? body : { id, ...body };
}

/**
 * The position a request gives, read against the map, or why it cannot be (a sentence).
 * Records are walked with for…in and lists by index, and a sentence is made only for a
 * position that is wrong: this runs for every line of a stream.
 */
function readPosition(map: GameMap, req: AdjudicateRequest): Position | string {
  const units: Unit[] = [];
  for (const power in req.units) {
    const owner = power.toUpperCase();
    const list = req.units[power]!;
    for (let i = 0; i < list.length; i++) {
      const text = list[i]!;
      const u = unitsRead.get(map, text);
      if (!u.ok) return `units.${power}: ${u.error.message}`;
      if (u.value.kind === null) return `units.${power}: "${text}" must say A or F.`;
      units.push({ power: owner, kind: u.value.kind, at: u.value.at });
    }
  }
  const dislodged: DislodgedUnit[] = [];
  for (const power in req.dislodged) {
    for (const d of req.dislodged[power]!) {
      const u = unitsRead.get(map, d.unit);
      if (!u.ok) return `dislodged.${power}: ${u.error.message}`;
      if (u.value.kind === null) return `dislodged.${power}: "${d.unit}" must say A or F.`;
      let from: ProvinceId | undefined;
      if (d.from !== undefined) {
        const f = provinceNamed(map, d.from);
        if (!f.ok) return `dislodged.${power}: ${f.error.message}`;
        from = f.value;
      }
      const unit: DislodgedUnit = { power: power.toUpperCase(), kind: u.value.kind, at: u.value.at };
      dislodged.push(from === undefined ? unit : { power: unit.power, kind: unit.kind, at: unit.at, from });
    }
  }
  const standoffs = provinceList(map, req.standoffs);
  if (typeof standoffs === 'string') return `standoffs: ${standoffs}`;
  // The starting centres only when none are given: a stream of games nearly always gives them.
  let centers: Record<PowerName, ProvinceId[]>;
  if (!req.centers) centers = startingCenters(map);
  else {
    centers = {};
    for (const power in req.centers) {
      const owned = provinceList(map, req.centers[power]!);
      if (typeof owned === 'string') return `centers.${power}: ${owned}`;
      centers[power.toUpperCase()] = owned;
    }
  }
  // A phase written long ("SUMMER 2101 MOVEMENT") is read by the map's calendar (U2101M).
  const position: Position = { phase: shortPhase(map, req.phase), units, dislodged, standoffs, centers };
  if (!req.homes) return position;
  const homes: Record<PowerName, ProvinceId[]> = {};
  for (const power in req.homes) {
    const list = provinceList(map, req.homes[power]!);
    if (typeof list === 'string') return `homes.${power}: ${list}`;
    homes[power.toUpperCase()] = list;
  }
  return { ...position, homes };
}

/** Provinces named in a position, or why one of them is not (a sentence). */
function provinceList(map: GameMap, list: readonly string[]): ProvinceId[] | string {
  const out: ProvinceId[] = [];
  for (let i = 0; i < list.length; i++) {
    // Nearly always the abbreviation itself: taken as it is, with no result made for it.
    if (map.provinces.has(list[i]!)) { out.push(list[i]!); continue; }
    const p = provinceNamed(map, list[i]!);
    if (!p.ok) return p.error.message;
    out.push(p.value);
  }
  return out;
}

/**
 * A Crystal Ball phase (DESIGN.md): a movement phase from the powers' lists, each line
 * annotated. Retreats and adjustments are ordered as they occur under the revised rules,
 * so the standard adjudicator serves; under the original rules they come from the
 * standing retreat and build lists and the remove list (`orders` holds the power's build
 * and remove lines together, removals naming units where they stand now).
 */
function crystalBallPhase(
  map: GameMap,
  position: Position,
  orders: Readonly<Record<PowerName, readonly string[]>>,
  requested: readonly string[],
  edition: 'revised' | 'original',
): Result<{ results: readonly (OrderReport | ListReport)[]; next: Position }> {
  const rules = crystalBallRules(requested, edition);
  if (!rules.ok) return rules;
  const phase = parsePhase(position.phase);
  if (!phase.ok) return fail('bad_position', phase.error.message);
  const { proxies, needMoveMarks } = rules.value;
  switch (phase.value.type) {
    case 'M': {
      const lists = readLists(map, orders, { kind: 'movement', proxies, needMoveMarks });
      return lists.ok ? resolveMovementLists({ map, position, lists: lists.value, edition }) : lists;
    }
    case 'R': {
      if (edition === 'revised') return standardPhase(map, position, orders, rules.value.rules);
      const lists = readLists(map, orders, { kind: 'retreat', proxies: false, needMoveMarks });
      return lists.ok ? resolveRetreatLists({ map, position, lists: lists.value }) : lists;
    }
    case 'A': {
      if (edition === 'revised') return standardPhase(map, position, orders, rules.value.rules);
      const lists = readAdjustmentLists(map, orders, { needMoveMarks });
      return lists.ok ? resolveAdjustmentLists({ map, position, lists: lists.value }) : lists;
    }
  }
}

/** A retreat or adjustment phase of a Crystal Ball game under the revised rules: a standard phase. */
function standardPhase(map: GameMap, position: Position, orders: Readonly<Record<PowerName, readonly string[]>>, rules: readonly RuleName[]) {
  // FICTIONAL_OK and PROXY_OK concern the lists only; the standard phase gets the rest.
  return adjudicatePhase({ map, position, orders, rules: rules.filter((r) => BUILT_RULES.has(r)) });
}

/** A position in the wire form of the command line. */
export function positionJson(position: Position): z.infer<typeof positionOutput> {
  const units: Record<string, string[]> = {};
  const list = position.units;
  for (let i = 0; i < list.length; i++) (units[list[i]!.power] ??= []).push(unitText(list[i]!));
  const dislodged: Record<string, { unit: string; from?: string }[]> = {};
  for (const d of position.dislodged) {
    (dislodged[d.power] ??= []).push(d.from === undefined ? { unit: unitText(d) } : { unit: unitText(d), from: d.from });
  }
  const centers: Record<string, string[]> = {};
  for (const power in position.centers) centers[power] = position.centers[power]!.slice();
  const out = { phase: position.phase, units, dislodged, standoffs: position.standoffs.slice(), centers };
  if (position.homes === undefined) return out;
  const homes: Record<string, string[]> = {};
  for (const power in position.homes) homes[power] = position.homes[power]!.slice();
  return { ...out, homes };
}

// "A PAR" for each kind and place, made once: a phase writes some thirty of them, and a
// string joined anew each time costs more than finding the one made before.
const unitTexts: Record<Unit['kind'], Map<string, string>> = { A: new Map(), F: new Map(), AF: new Map(), AS: new Map() };

function unitText(unit: Unit): string {
  const known = unitTexts[unit.kind];
  let text = known.get(unit.at);
  if (text === undefined) {
    text = `${unit.kind} ${unit.at}`;
    // Bounded like the memos above: places are few on any map, but a caller's may be many.
    if (known.size >= 10_000) known.clear();
    known.set(unit.at, text);
  }
  return text;
}

/**
 * Answer one line of text of `judge adjudicate`: a JSON request in, a JSON line out. A
 * line that is not JSON, or not an object, gets an error line of its own.
 */
export function answerJsonLine(line: string, maps: MapsByVariant): string {
  if (line.trim() === '') return JSON.stringify(error(undefined, 'empty_line', 'The line is empty: each line must hold one JSON request.'));
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (e) {
    return JSON.stringify(error(undefined, 'bad_json', `The line is not JSON: ${(e as Error).message}`));
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return JSON.stringify(error(undefined, 'bad_request', 'Each line must be a JSON object.'));
  }
  try {
    return JSON.stringify(answerAdjudicateRequest(raw, maps));
  } catch (e) {
    // A bug of ours must not end the stream: say so on this line and go on.
    const id = 'id' in raw ? (raw as { id: unknown }).id : undefined;
    return JSON.stringify(error(id, 'internal_error', `The adjudicator failed on this line: ${(e as Error).message}`));
  }
}
