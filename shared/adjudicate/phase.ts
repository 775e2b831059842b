import { phaseAfter } from '../map/calendar.js';
import { edgeMark, mapGraph, type MapGraph } from '../map/graph.js';
import { formatPhase, parsePhase, type Phase } from '../map/phase.js';
import { mapForPhase } from '../map/phased.js';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { capRefusal } from '../orders/caps.js';
import {
  checkAdjustmentOrder,
  checkMovementOrder,
  checkRetreatOrder,
  indexBoard,
  retreatOptions,
  type Board,
  type CheckedAdjustment,
  type CheckedMovement,
  type CheckedRetreat,
} from '../orders/check.js';
import { alternativeRefusal, buildRule, centresToBuildFrom, homesOf, openBuildSites, type BuildRule, type OpenSites } from '../orders/build-sites.js';
import { movementRules, type MovementRules } from '../orders/movement-rules.js';
import { phantomOf } from '../orders/fictional.js';
import { formatOrder } from '../orders/format.js';
import { parseOrder, type ParseOptions } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import { fail, ok, type Result } from '../result.js';
import { CD_SUPPORT_REASON, cdSupportOrders, civilDisorderRemovals } from './civil-disorder.js';
import { CD_BUILD_REASON, CD_RETREAT_REASON, cdBuildOrders, cdRetreatOrders, seededPick } from './cd-orders.js';
import { resolveMovement } from './movement.js';
import { afterTerrainChange } from './terrain-change.js';
import { builtRules } from '../rules/built.js';
import { hasRule, resolveRules, type RuleName } from '../rules/index.js';
import { checkPosition } from './position.js';
import type { DislodgedUnit, OrderReport, PhaseOutcome, Position, Unit } from './types.js';

/** What the adjudicator is asked: a position, each power's order lines, the rules in force. */
export interface PhaseInput {
  readonly map: GameMap;
  readonly position: Position;
  readonly orders: Readonly<Record<PowerName, readonly string[]>>;
  readonly rules?: readonly string[];
  /** How order text is read: the grammar itself unless a caller keeps what it read before. */
  readonly parse?: (map: GameMap, text: string, options: ParseOptions) => Result<Order>;
  /** Global XII+: the arsenals each power may build in this adjustment phase. Absent: none. */
  readonly arsenals?: Readonly<Record<PowerName, number>>;
}

export const ADJUDICATION_ERRORS = ['bad_position', 'unknown_power', 'unsupported_rule'] as const;
export type AdjudicationError = (typeof ADJUDICATION_ERRORS)[number];

/**
 * The rules in force, as the catalogue reads them (aliases, implications). A rule that is
 * not in the catalogue, or that the judge has not built, is refused, never ignored: a
 * game must not be played under rules it only appears to follow.
 */
function rulesInForce(rules: readonly string[]): Result<readonly RuleName[], AdjudicationError> {
  if (rules.length === 0) return ok([]);
  // A game asks with the same few rules at every phase: resolve each set once.
  const key = rules.join(' ');
  let known = resolvedRules.get(key);
  if (known === undefined) {
    const resolved = resolveRules(rules, 'standard', builtRules('standard'));
    known = resolved.ok ? resolved : fail('unsupported_rule', resolved.error.message);
    if (resolvedRules.size >= 256) resolvedRules.clear();
    resolvedRules.set(key, known);
  }
  return known;
}

const resolvedRules = new Map<string, Result<readonly RuleName[], AdjudicationError>>();

/** Adjudicate one phase of a standard game from order text and say where the game goes next. */
export function adjudicatePhase(input: PhaseInput): Result<PhaseOutcome, AdjudicationError> {
  const rules = rulesInForce(input.rules ?? []);
  if (!rules.ok) return rules;
  const phase = parsePhase(input.position.phase);
  const needMoveMarks = hasRule(rules.value, 'NEED_MOVE_MARKS');
  const options: ParseOptions = phase.ok ? { phaseType: phase.value.type, needMoveMarks } : { needMoveMarks };
  const parse = input.parse ?? parseOrder;
  const lines: OrderLine[] = [];
  for (const power in input.orders) {
    const list = input.orders[power]!;
    for (let i = 0; i < list.length; i++) lines.push({ power, text: list[i]!.trim(), order: parse(input.map, list[i]!, options) });
  }
  const cd = !phase.ok ? null : phase.value.type === 'M' ? 'CD_SUPPORTS' : phase.value.type === 'R' ? 'CD_RETREATS' : 'CD_BUILDS';
  if (cd !== null && hasRule(rules.value, cd)) return withCivilDisorder(input, lines, rules.value);
  return adjudicateLines({ map: input.map, position: input.position, lines, rules: rules.value, ...(input.arsenals === undefined ? {} : { arsenals: input.arsenals }) });
}

/**
 * CD_SUPPORTS, CD_RETREATS and CD_BUILDS, asked of a phase given whole (the CLI): a power
 * given no orders at all (not even an empty list) is in civil disorder, and gives sensible
 * support instead of holding, retreats instead of disbanding, builds instead of waiving.
 * The chance CD_RETREATS and CD_BUILDS draw with is seeded with the phase, so that the same
 * request gets the same answer.
 */
function withCivilDisorder(input: PhaseInput, lines: OrderLine[], rules: readonly RuleName[]): Result<PhaseOutcome, AdjudicationError> {
  const checked = checkPosition(input.map, input.position);
  if (!checked.ok) return adjudicateLines({ map: input.map, position: input.position, lines, rules });
  const graph = mapGraph(mapForPhase(input.map, checked.value));
  const silent = (power: PowerName) => !(power in input.orders);
  const pick = seededPick(input.position.phase);
  const type = checked.value.type;
  const given = type === 'M' ? cdSupportOrders(graph, input.position.units, silent)
    : type === 'R' ? cdRetreatOrders(graph, input.position, silent, pick, buildRule(rules))
    : cdBuildOrders(graph, input.position, silent, pick, buildRule(rules));
  const reason = type === 'M' ? CD_SUPPORT_REASON : type === 'R' ? CD_RETREAT_REASON : CD_BUILD_REASON;
  const powers = new Set(given.map((g) => g.power));
  const extra = given.map(({ power, order }): OrderLine => ({ power, text: formatOrder(order), order: ok(order) }));
  const outcome = adjudicateLines({ map: input.map, position: input.position, lines: [...lines, ...extra], rules, ...(input.arsenals === undefined ? {} : { arsenals: input.arsenals }) });
  if (!outcome.ok || powers.size === 0) return outcome;
  const results = outcome.value.results.map((r) => (powers.has(r.power) && r.default !== true ? { ...r, reason, default: true as const } : r));
  return ok({ ...outcome.value, results });
}

/**
 * One order line as the judge keeps it: who gave it, what was written, and what the
 * grammar made of it. A game parses each order once, when it is entered, and adjudicates
 * the lines it kept at the deadline.
 */
export interface OrderLine {
  readonly power: PowerName;
  readonly text: string;
  readonly order: Result<Order>;
}

export interface LinesInput {
  readonly map: GameMap;
  readonly position: Position;
  readonly lines: readonly OrderLine[];
  readonly rules: readonly string[];
  /** The dummy powers, which DUMMY_FIRE puts under FRIENDLY_FIRE (the game knows its seats; the CLI names none). */
  readonly dummies?: readonly PowerName[];
  /** Global XII+: the arsenals each power may build in this adjustment phase. Absent: none. */
  readonly arsenals?: Readonly<Record<PowerName, number>>;
}

/** Adjudicate one phase from order lines already parsed. */
export function adjudicateLines(input: LinesInput): Result<PhaseOutcome, AdjudicationError> {
  const { map, position, lines } = input;
  const rules = rulesInForce(input.rules);
  if (!rules.ok) return rules;
  const phase = checkPosition(map, position, hasRule(rules.value, 'HIBERNATE'));
  if (!phase.ok) return phase;
  // A power's lines come together: each run of them is checked once.
  let known: PowerName | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.power === known) continue;
    known = line.power;
    if (!map.powers.has(line.power)) return fail('unknown_power', `${line.power} is not a power of the ${map.name} map.`);
  }
  // The map in force in this phase (IN and FROM lines: map/phased.ts); the map itself on most boards.
  const graph = mapGraph(mapForPhase(map, phase.value));
  const builds = buildRule(rules.value);
  const outcome = ((): PhaseOutcome => {
    switch (phase.value.type) {
      case 'M':
        return movementPhase(graph, position, phase.value, lines, builds, hasRule(rules.value, 'NO_RETREAT'), withDummyFire(movementRules(rules.value), rules.value, input.dummies));
      case 'R':
        return retreatPhase(graph, position, phase.value, lines, builds);
      case 'A':
        return adjustmentPhase(graph, position, phase.value, lines, builds, input.arsenals);
    }
  })();
  return ok(afterTerrainChange(map, phase.value, outcome, { adapt: hasRule(rules.value, 'UNITS_ADAPT'), hibernate: hasRule(rules.value, 'HIBERNATE') }));
}

/** DUMMY_FIRE: FRIENDLY_FIRE for the dummy powers only. */
function withDummyFire(read: MovementRules, rules: readonly RuleName[], dummies: readonly PowerName[] | undefined): MovementRules {
  if (!hasRule(rules, 'DUMMY_FIRE') || dummies === undefined || dummies.length === 0) return read;
  return { ...read, firePowers: new Set(dummies) };
}

type Line = OrderLine;

/** Line by line: its report, once known. */
type Reports = (OrderReport | null)[];

const voidReport = (line: Line, reason: string): OrderReport => ({ power: line.power, order: line.text, result: 'void', reason });

const IGNORED = 'Replaced by a later order to the same unit.';
const SIGNAL = 'A signal (SIGNAL_SUPPORT): a support that could not be given, shown but counted for nothing.';

// The movement phase runs for every phase of every game a stream replays: it is written
// as plain loops over arrays, without a closure or a spread per order, which the engine
// runs fast even before it has optimized anything (most of a short stream's time).
/**
 * `noRetreat`: NO_RETREAT is in force, and every dislodged unit is destroyed where it stood.
 * `moves`: the board options that change the resolution (movement-rules.ts).
 */
function movementPhase(graph: MapGraph, position: Position, phase: Phase, lines: readonly Line[], builds: BuildRule, noRetreat: boolean, moves: MovementRules): PhaseOutcome {
  const board = indexBoard(graph, position.units, moves);
  const n = board.units.length;
  const checked: (CheckedMovement | null)[] = new Array(n).fill(null);
  const lineOf = new Array<number>(n).fill(-1);
  const named = new Array<number>(n).fill(0);
  const reports: Reports = new Array(lines.length).fill(null);
  // FICTIONAL_OK without SHOW_PHANTOM: lines shown as the holds they became.
  let shown: (string | null)[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.order.ok) { reports[i] = voidReport(line, line.order.error.message); continue; }
    let c = checkMovementOrder(board, line.power, line.order.value);
    if (!c.ok && moves.fictional) {
      // FICTIONAL_OK: an order naming units that are not there (fictional.ts) does nothing.
      const fiction = fictionalReport(board, line, c.error.code, moves.showPhantom);
      if (fiction !== null) {
        if (fiction.unit >= 0) named[fiction.unit] = 1;
        if (fiction.holds === undefined) { reports[i] = fiction.report; continue; }
        // Shown as the hold it became, with the hold's fate.
        (shown ??= new Array(lines.length).fill(null))[i] = fiction.holds;
        c = ok({ kind: 'hold', unit: fiction.unit });
      }
    }
    if (!c.ok) {
      reports[i] = voidReport(line, c.error.message);
      markNamed(board, line, named);
      continue;
    }
    const u = c.value.unit;
    named[u] = 1;
    // A later order to the same unit replaces an earlier one, as on every judge.
    if (lineOf[u]! >= 0) reports[lineOf[u]!] = { power: line.power, order: lines[lineOf[u]!]!.text, result: 'ignored', reason: IGNORED };
    lineOf[u] = i;
    checked[u] = c.value;
  }

  const outcome = resolveMovement(board, checked, moves);
  for (let u = 0; u < n; u++) {
    const i = lineOf[u]!;
    if (i >= 0) {
      const result = outcome.results[u]!;
      const c = checked[u]!;
      reports[i] = result === 'void'
        ? voidReport(lines[i]!, c.kind === 'support' && c.signal ? SIGNAL : 'The unit supported or convoyed does not make that move.')
        : { power: lines[i]!.power, order: shown?.[i] ?? lines[i]!.text, result };
    }
  }
  const results: OrderReport[] = [];
  for (let i = 0; i < reports.length; i++) if (reports[i] !== null) results.push(reports[i]!);
  for (let u = 0; u < n; u++) {
    if (named[u]) continue;
    const unit = board.units[u]!;
    results.push({ power: unit.power, order: formatOrder({ kind: 'hold', unit }), result: outcome.results[u]!, default: true });
  }

  // The board after the moves.
  const units: Unit[] = [];
  const dislodged: DislodgedUnit[] = [];
  const occupied = new Array<number>(graph.provinces.length).fill(0);
  let anyDislodged = false;
  for (let u = 0; u < n; u++) {
    const unit = board.units[u]!;
    if (outcome.moved[u]) {
      const o = checked[u] as Extract<CheckedMovement, { kind: 'move' }>;
      units.push({ power: unit.power, kind: unit.kind, at: o.to });
      occupied[o.toProvince] = 1;
    } else if (outcome.dislodgedBy[u]! < 0) {
      units.push(unit);
      occupied[board.unitProvince[u]!] = 1;
    } else anyDislodged = true;
  }
  if (anyDislodged) {
    const standoffs = new Set(outcome.standoffs);
    const isOccupied = (p: number): boolean => occupied[p] === 1;
    for (let u = 0; u < n; u++) {
      const by = outcome.dislodgedBy[u]!;
      if (by < 0) continue;
      const unit = board.units[u]!;
      const from = outcome.byConvoy[by] ? undefined : graph.provinces[board.unitProvince[by]!]!;
      const retreating: DislodgedUnit = from === undefined ? { power: unit.power, kind: unit.kind, at: unit.at } : { power: unit.power, kind: unit.kind, at: unit.at, from };
      if (noRetreat) {
        results.push({ power: unit.power, order: formatOrder({ kind: 'disband', unit }), result: 'disbanded', reason: 'Dislodged, and under NO_RETREAT no unit retreats.', default: true });
      } else if (retreatOptions(graph, retreating, isOccupied, standoffs).length > 0) {
        dislodged.push(retreating);
      } else {
        // Nowhere to go: the unit is destroyed at once.
        const reason = unit.kind === 'AS' ? 'Dislodged, and an arsenal never retreats.' : 'Dislodged with nowhere to retreat.';
        results.push({ power: unit.power, order: formatOrder({ kind: 'disband', unit }), result: 'disbanded', reason, default: true });
      }
    }
  }
  const standoffs: ProvinceId[] = new Array(outcome.standoffs.length);
  for (let k = 0; k < standoffs.length; k++) standoffs[k] = graph.provinces[outcome.standoffs[k]!]!;
  const next = advance(graph, phase, builds, withHomes({ phase: formatPhase(phase), units, dislodged, standoffs, centers: position.centers }, position.homes));
  return { results, next };
}

const PHANTOM = 'Offered to a unit that is not there (SHOW_PHANTOM): it does nothing.';
const NO_SUCH_UNIT = 'There is no such unit: the order does nothing (FICTIONAL_OK).';

/**
 * FICTIONAL_OK, at processing: what becomes of an order that failed its check (`code`).
 * An order for a unit not on the board does nothing (void; a unit of the other kind
 * standing there is not ordered by it). A support or convoy offered to a unit not there,
 * and a move by convoy through fleets not there, are void; the DPjudge shows them as the
 * holds they become, and under SHOW_PHANTOM as given (a move, as convoyed in vain). Any
 * other failure is the usual void (null). `holds`: the line is shown as this hold, its unit's.
 */
function fictionalReport(board: Board, line: Line, code: string, showPhantom: boolean): { report: OrderReport; unit: number; holds?: undefined } | { report: null; unit: number; holds: string } | null {
  const order = line.order.ok ? line.order.value : null;
  if (order === null || order.kind === 'waive') return null;
  if (code === 'no_unit') return { report: voidReport(line, NO_SUCH_UNIT), unit: -1 };
  const p = board.graph.locationProvince.get(order.unit.at);
  const unit = p === undefined ? -1 : board.unitAt[p]!;
  if (unit < 0 || phantomOf(code, order) !== 'missing') return null;
  if (!showPhantom) return { report: null, unit, holds: formatOrder({ kind: 'hold', unit: board.units[unit]! }) };
  if (order.kind === 'move') return { report: { power: line.power, order: line.text, result: 'no convoy' }, unit };
  return { report: voidReport(line, PHANTOM), unit };
}

/** Mark the unit an order names, even a void one, so that it gets no default order besides. */
function markNamed(board: Board, line: Line, named: number[]): void {
  if (!line.order.ok || line.order.value.kind === 'waive') return;
  const p = board.graph.locationProvince.get(line.order.value.unit.at);
  const u = p === undefined ? -1 : board.unitAt[p]!;
  if (u >= 0 && board.units[u]!.power === line.power) named[u] = 1;
}

/**
 * The retreats destroyed in preference to others heading for the same province, as
 * DPjudge has it: while two or more head there, those crossing a ~ edge, then those
 * crossing a * edge, give way. Nothing gives way on a map without marked edges.
 */
function retreatsGivingWay(graph: MapGraph, retreating: readonly DislodgedUnit[], checked: readonly (CheckedRetreat | null)[]): boolean[] {
  const gives = checked.map(() => false);
  if (!graph.markedEdges) return gives;
  const provinces = new Set(checked.flatMap((c) => (c?.kind === 'retreat' ? [c.toProvince] : [])));
  for (const p of provinces) {
    const here = checked.flatMap((c, u) => (c?.kind === 'retreat' && c.toProvince === p ? [u] : []));
    let left = here;
    for (const mark of ['weak', 'half'] as const) {
      if (left.length < 2) break;
      const crossing = left.filter((u) => edgeMark(graph, retreating[u]!.at, p) === mark);
      for (const u of crossing) gives[u] = true;
      left = left.filter((u) => !crossing.includes(u));
    }
  }
  return gives;
}

function retreatPhase(graph: MapGraph, position: Position, phase: Phase, lines: readonly Line[], builds: BuildRule): PhaseOutcome {
  const retreating = position.dislodged;
  const occupied = new Array<number>(graph.provinces.length).fill(0);
  for (const u of position.units) occupied[graph.locationProvince.get(u.at)!] = 1;
  const standoffs = new Set(position.standoffs.map((s) => graph.provinceIndex.get(s)!));
  const options = retreating.map((u) => retreatOptions(graph, u, (p) => occupied[p] === 1, standoffs));
  const checked: (CheckedRetreat | null)[] = retreating.map(() => null);
  const lineOf = retreating.map(() => -1);
  const named = retreating.map(() => false);
  const reports: Reports = lines.map(() => null);
  lines.forEach((line, i) => {
    if (!line.order.ok) { reports[i] = voidReport(line, line.order.error.message); return; }
    const c = checkRetreatOrder(graph, retreating, options, line.power, line.order.value);
    if (!c.ok) {
      reports[i] = voidReport(line, c.error.message);
      if (line.order.value.kind !== 'waive') {
        const p = graph.locationProvince.get(line.order.value.unit.at);
        const u = retreating.findIndex((r) => graph.locationProvince.get(r.at) === p && r.power === line.power);
        if (u >= 0) named[u] = true;
      }
      return;
    }
    const u = c.value.unit;
    named[u] = true;
    if (lineOf[u]! >= 0) reports[lineOf[u]!] = { power: line.power, order: lines[lineOf[u]!]!.text, result: 'ignored', reason: IGNORED };
    lineOf[u] = i;
    checked[u] = c.value;
  });
  // Two or more units retreating to one province are all destroyed; but one crossing an
  // edge marked ~, and then one crossing an edge marked *, gives way first (Map.txt), so
  // that the other may go on alone.
  const gives = retreatsGivingWay(graph, retreating, checked);
  const heading = new Map<number, number>();
  checked.forEach((c, u) => {
    if (c?.kind === 'retreat' && !gives[u]) heading.set(c.toProvince, (heading.get(c.toProvince) ?? 0) + 1);
  });
  const units: Unit[] = [...position.units];
  retreating.forEach((unit, u) => {
    const c = checked[u];
    const i = lineOf[u]!;
    if (c?.kind === 'retreat' && !gives[u] && heading.get(c.toProvince) === 1) {
      units.push({ power: unit.power, kind: unit.kind, at: c.to });
      reports[i] = { power: unit.power, order: lines[i]!.text, result: 'succeeds' };
    } else if (c?.kind === 'retreat') {
      const reason = gives[u] ? 'Another unit retreated to the same province, and this one crossed a weaker edge.' : 'Another unit retreated to the same province.';
      reports[i] = { power: unit.power, order: lines[i]!.text, result: 'disbanded', reason };
    } else if (c?.kind === 'disband') {
      reports[i] = { power: unit.power, order: lines[i]!.text, result: 'succeeds' };
    }
  });
  const results = reports.filter((r): r is OrderReport => r !== null);
  // A unit with no valid retreat order is disbanded: say so, void order or none.
  retreating.forEach((unit, u) => {
    if (checked[u]) return;
    const reason = named[u] ? 'Its retreat order was void.' : 'No retreat was ordered.';
    results.push({ power: unit.power, order: formatOrder({ kind: 'disband', unit }), result: 'disbanded', reason, default: true });
  });
  const next = advance(graph, phase, builds, withHomes({ phase: formatPhase(phase), units, dislodged: [], standoffs: [], centers: position.centers }, position.homes));
  return { results, next };
}

function adjustmentPhase(graph: MapGraph, given: Position, phase: Phase, lines: readonly Line[], rule: BuildRule, arsenals?: Readonly<Record<PowerName, number>>): PhaseOutcome {
  // Done on the way in (advance); again here for a position given whole, as the CLI's, so that both agree.
  const position = graph.map.homeYears ? withHomes(given, reassignedHomes(graph, phase, given)) : given;
  const board = indexBoard(graph, position.units);
  const reports: Reports = lines.map(() => null);
  const removed = new Set<number>();
  const built: Unit[] = [];
  const defaults: OrderReport[] = [];
  // MOBILIZE: a home centre built in by a power still choosing one becomes its own.
  let centers = position.centers;
  // &SC: a centre built in by a power with a claim left becomes its home for good.
  let homes = position.homes;
  for (const power of graph.map.powers.keys()) {
    // The units it may have: a centre each, and what the map gives beyond (RESERVES, MILITIA).
    const { owned, count: allowance, rule: its } = centresToBuildFrom(graph.map, position, power, rule);
    const ownedSet = new Set(owned);
    const mine = board.units.map((unit, index) => ({ unit, index })).filter((x) => x.unit.power === power);
    const delta = allowance - mine.length;
    const open = delta > 0 ? buildSites(graph, board, power, owned, its) : null;
    const builds = open !== null ? Math.min(delta, open.limit) : 0;
    let used = 0;
    let claimed = 0;
    const buildAt = new Set<number>();
    lines.forEach((line, i) => {
      if (line.power !== power) return;
      if (!line.order.ok) { reports[i] = voidReport(line, line.order.error.message); return; }
      // Global XII+: the arsenals built in this phase count against those the power may build.
      const arsenalsLeft = arsenals === undefined ? 0 : (arsenals[power] ?? 0) - built.filter((b) => b.power === power && b.kind === 'AS').length;
      const c = checkAdjustmentOrder(board, power, ownedSet, line.order.value, its, arsenalsLeft);
      if (!c.ok) { reports[i] = voidReport(line, c.error.message); return; }
      const verdict = adjustmentVerdict(c.value, delta, used, removed, buildAt) ?? (open !== null && c.value.kind === 'build' ? alternativeRefusal(graph.map, open, graph.provinces[c.value.province]!, [...buildAt].map((p) => graph.provinces[p]!)) : null);
      if (verdict !== null) { reports[i] = voidReport(line, verdict); return; }
      // CAPS: the builds of this phase count with the units on the board.
      if (c.value.kind === 'build') {
        const kind = c.value.unitKind;
        const have = mine.filter((x) => x.unit.kind === kind).length + built.filter((b) => b.power === power && b.kind === kind).length;
        const capped = capRefusal(graph.map, power, kind, have);
        if (capped !== null) { reports[i] = voidReport(line, capped); return; }
      }
      const claim = c.value.kind === 'build' && (its.claims ?? 0) > 0 && claimsAHome(graph, its, power, c.value.province);
      if (claim && claimed >= its.claims!) {
        reports[i] = voidReport(line, `${power} has no claim left to make ${graph.map.provinces.get(graph.provinces[c.value.province]!)?.name ?? ''} a home centre, and builds only in its homes.`);
        return;
      }
      used++;
      switch (c.value.kind) {
        case 'build':
          buildAt.add(c.value.province);
          built.push({ power, kind: c.value.unitKind, at: c.value.at });
          if (claim) {
            claimed++;
            const all = homes ?? mapHomes(graph.map);
            homes = { ...all, [power]: [...(all[power] ?? []), graph.provinces[c.value.province]!] };
          }
          if ((position.unplaced?.[power] ?? 0) > 0 && !(position.centers[power] ?? []).includes(graph.provinces[c.value.province]!)) {
            centers = { ...centers, [power]: [...(centers[power] ?? []), graph.provinces[c.value.province]!] };
          }
          reports[i] = { power, order: line.text, result: 'succeeds' };
          break;
        case 'remove':
          removed.add(c.value.unit);
          reports[i] = { power, order: line.text, result: 'succeeds' };
          break;
        case 'waive':
          reports[i] = { power, order: line.text, result: 'waived' };
          break;
      }
    });
    if (delta < 0 && used < -delta) {
      const left = mine.filter((x) => !removed.has(x.index));
      for (const u of civilDisorderRemovals(graph, left, owned, -delta - used)) {
        removed.add(u);
        defaults.push({ power, order: formatOrder({ kind: 'disband', unit: board.units[u]! }), result: 'disbanded', reason: 'Civil disorder: too few removals were ordered.', default: true });
      }
    }
    for (let k = used; k < builds; k++) defaults.push({ power, order: 'WAIVE', result: 'waived', reason: 'No build was ordered.', default: true });
  }
  const results = [...reports.filter((r): r is OrderReport => r !== null), ...defaults];
  const units = [...board.units.filter((_, i) => !removed.has(i)), ...built];
  // Home centres still unchosen are gone with the phase: a power that waived has none.
  const next = advance(graph, phase, rule, withHomes({ phase: formatPhase(phase), units, dislodged: [], standoffs: [], centers }, homes));
  return { results, next };
}

/** `&SC`: a build in this owned centre makes it a home of the power (it is not one yet, nor a site its map gives). */
function claimsAHome(graph: MapGraph, rule: BuildRule, power: PowerName, province: number): boolean {
  const id = graph.provinces[province]!;
  return graph.supplyCenter[province] === true && !homesOf(graph.map, rule, power).includes(id);
}

/** Every power's home centres as its map gives them. */
function mapHomes(map: GameMap): Record<PowerName, readonly ProvinceId[]> {
  const out: Record<PowerName, readonly ProvinceId[]> = {};
  for (const [name, info] of map.powers) out[name] = info.homes;
  return out;
}

/** The position with the game's homes, when it has them (absent otherwise, as in a standard game). */
function withHomes(position: Position, homes: Position['homes']): Position {
  return homes === undefined ? position : { ...position, homes };
}

/** NEWHOMES: entering this adjustment phase makes each power's owned centres its homes (Map.txt). */
function reassignedHomes(graph: MapGraph, phase: Phase, position: Position): Position['homes'] {
  if (!graph.map.homeYears?.includes(phase.year)) return position.homes;
  const homes: Record<PowerName, readonly ProvinceId[]> = {};
  for (const power of graph.map.powers.keys()) homes[power] = (position.centers[power] ?? []).slice();
  return homes;
}

/** Why an otherwise legal adjustment order cannot be carried out, or null if it can. */
function adjustmentVerdict(order: CheckedAdjustment, delta: number, used: number, removed: ReadonlySet<number>, buildAt: ReadonlySet<number>): string | null {
  if (delta === 0) return 'This power has no adjustments to make.';
  switch (order.kind) {
    case 'build':
    case 'waive':
      if (delta < 0) return 'This power must remove units, not build.';
      if (used >= delta) return 'No more builds are allowed.';
      if (order.kind === 'build' && buildAt.has(order.province)) return 'A unit is already being built there.';
      return null;
    case 'remove':
      if (delta > 0) return 'This power builds this year; it has nothing to remove.';
      if (removed.has(order.unit)) return 'That unit is already being removed.';
      if (used >= -delta) return 'No more removals are needed.';
      return null;
  }
}

/** The empty sites the power may build in, and how many builds they hold (alternative home centres add no build). */
function buildSites(graph: MapGraph, board: Board, power: PowerName, owned: readonly ProvinceId[], rule: BuildRule): OpenSites {
  return openBuildSites(graph.map, rule, power, owned, (centre) => {
    const p = graph.provinceIndex.get(centre);
    return p === undefined || board.unitAt[p]! >= 0;
  });
}

/**
 * Step from the phase just played to the next one with something to order: retreats
 * only when a unit must retreat, adjustments only when a power may build or must remove.
 * Supply centres change hands on the way into the adjustment phase (after Fall).
 */
function advance(graph: MapGraph, played: Phase, builds: BuildRule, after: Position): Position {
  let position: Position = after;
  let phase = played;
  // A full year of empty phases cannot happen on a sane calendar; the bound only guards a broken one.
  for (let step = 0; step < 16; step++) {
    const next = phaseAfter(graph.map, phase);
    if (!next) break;
    phase = next;
    if (next.type === 'R' && position.dislodged.length > 0) break;
    if (next.type === 'M') break;
    if (next.type === 'A') {
      // Written out rather than spread: a spread costs more than the rest of this step.
      position = withHomes({ phase: position.phase, units: position.units, dislodged: position.dislodged, standoffs: position.standoffs, centers: takeCenters(graph, position) }, position.homes);
      if (graph.map.homeYears) position = withHomes(position, reassignedHomes(graph, next, position));
      if (needsAdjustment(mapGraph(mapForPhase(graph.map, next)), position, builds)) break;
    }
  }
  // Standoffs are those of the movement phase just played, for whoever reads the result;
  // only a retreat phase needs them.
  return withHomes({ phase: formatPhase(phase), units: position.units, dislodged: phase.type === 'R' ? position.dislodged : [], standoffs: position.standoffs, centers: position.centers }, position.homes);
}

/** Each supply centre with a unit in it belongs to the unit's power. */
function takeCenters(graph: MapGraph, position: Position): Record<PowerName, ProvinceId[]> {
  const owner = new Array<PowerName | undefined>(graph.provinces.length);
  for (const power in position.centers) {
    const list = position.centers[power]!;
    for (let i = 0; i < list.length; i++) owner[graph.provinceIndex.get(list[i]!)!] = power;
  }
  const units = position.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const p = graph.locationProvince.get(u.at)!;
    if (graph.supplyCenter[p]) owner[p] = u.power;
  }
  const centers: Record<PowerName, ProvinceId[]> = {};
  for (const power of graph.map.powers.keys()) centers[power] = [];
  const order = graph.centersInOrder;
  for (let i = 0; i < order.length; i++) {
    const p = order[i]!;
    const power = owner[p];
    if (power !== undefined) (centers[power] ??= []).push(graph.provinces[p]!);
  }
  return centers;
}

function needsAdjustment(graph: MapGraph, position: Position, builds: BuildRule): boolean {
  // Units counted by power in one pass, the board indexed only when a power may build.
  const count = new Map<PowerName, number>();
  const units = position.units;
  for (let i = 0; i < units.length; i++) count.set(units[i]!.power, (count.get(units[i]!.power) ?? 0) + 1);
  let board: Board | undefined;
  for (const power of graph.map.powers.keys()) {
    // The units it may have: a centre each, and what the map gives beyond (RESERVES, MILITIA).
    const { owned, count: allowance, rule } = centresToBuildFrom(graph.map, position, power, builds);
    const own = count.get(power) ?? 0;
    if (allowance < own) return true;
    if (allowance > own && buildSites(graph, (board ??= indexBoard(graph, position.units)), power, owned, rule).limit > 0) return true;
  }
  return false;
}
