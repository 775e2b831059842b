import { adjudicateLines, type OrderLine } from '../../adjudicate/phase.js';
import { checkPosition } from '../../adjudicate/position.js';
import type { Position } from '../../adjudicate/types.js';
import { mapGraph } from '../../map/graph.js';
import type { GameMap, Location, PowerName } from '../../map/types.js';
import { checkMovementOrder, indexBoard, type Board, type CheckedMovement } from '../../orders/check.js';
import { formatOrder } from '../../orders/format.js';
import { fail, ok, type Result } from '../../result.js';
import type { Annotation, ListReport } from './annotations.js';
import { listLimits, unitPhrase, type Edition, type ListLine, type MovementOrder } from './lists.js';
import { settleOriginal } from './original.js';
import { settleRevised } from './proxies.js';
import type { Settlement } from './settle.js';

/**
 * The phase pipeline of a Crystal Ball movement phase: the powers' lists in, each line
 * annotated and the next position out.
 *
 * 1. Settle the lists by the rule text in force (proxies.ts, original.ts): which lines are
 *    considered, which name no unit, who orders each unit.
 * 2. Find the orders void for what they name that the board does not hold, beyond what the
 *    standard checks see: a supported or convoyed unit of another kind; under the original
 *    rules, a support that leaves out the kind, a convoy route through an empty sea, and a
 *    support to hold for a unit whose move was void.
 * 3. Hand each unit's one order to the standard adjudicator (`adjudicateLines`), so that the
 *    result and the next position are those of the DATC-exact engine; a void unit holds.
 * 4. Report every line in list order, then the judge's default HOLDs.
 */

export interface MovementListsInput {
  readonly map: GameMap;
  /** The position the lists are processed in: a movement phase, its centres those "at the time". */
  readonly position: Position;
  /** Each power's movement list, in the order written; lists in the order results should follow. */
  readonly lists: Readonly<Record<PowerName, readonly ListLine[]>>;
  readonly edition: Edition;
}

/** A unit that moved, from where to where: the original remove lists name units as they stood. */
export interface Moved {
  readonly power: PowerName;
  readonly from: Location;
  readonly to: Location;
}

export interface MovementListsOutcome {
  /** Every list line in list order, then the default HOLDs (and units destroyed with nowhere to retreat). */
  readonly results: readonly ListReport[];
  readonly next: Position;
  /**
   * The orders handed to the standard adjudicator, one a unit ordered, in the board's order
   * of units, each under the unit's owner: a void order or a contradicted unit as a HOLD.
   * Units not here got the default HOLD.
   */
  readonly orders: readonly OrderLine[];
  readonly moved: readonly Moved[];
}

export const MOVEMENT_LIST_ERRORS = ['bad_position', 'unknown_power', 'wrong_phase'] as const;
export type MovementListError = (typeof MOVEMENT_LIST_ERRORS)[number];

export function resolveMovementLists(input: MovementListsInput): Result<MovementListsOutcome, MovementListError> {
  const { map, position, lists, edition } = input;
  const phase = checkPosition(map, position);
  if (!phase.ok) return phase;
  if (phase.value.type !== 'M') return fail('wrong_phase', `${position.phase} is not a movement phase: its orders are not given in lists.`);
  for (const power of Object.keys(lists)) {
    if (!map.powers.has(power)) return fail('unknown_power', `${power} is not a power of the ${map.name} map.`);
  }
  const graph = mapGraph(map);
  const board = indexBoard(graph, position.units);
  const limits = listLimits(position);
  const settled: Settlement<Annotation> = edition === 'revised' ? settleRevised(map, board, lists, limits) : settleOriginal(map, board, lists, limits);

  const voided = voidOrders(map, board, settled, edition);
  const lines: OrderLine[] = [];
  const lineOf = board.units.map(() => -1);
  settled.orders.forEach((given, u) => {
    if (given === undefined) return;
    const unit = board.units[u]!;
    lineOf[u] = lines.length;
    lines.push(given === null || voided.reasons[u] !== null
      ? { power: unit.power, text: formatOrder({ kind: 'hold', unit }), order: ok({ kind: 'hold', unit }) }
      : { power: unit.power, text: given.text, order: ok(given.order) });
  });
  const outcome = adjudicateLines({ map, position, lines, rules: [] });
  // The position was checked and every order names a unit on the board: nothing to refuse.
  if (!outcome.ok) return fail('bad_position', outcome.error.message);
  const reports = outcome.value.results;

  const results: ListReport[] = [];
  for (const [power, fates] of Object.entries(settled.fates)) {
    fates.forEach((fate, i) => {
      const text = lists[power]![i]!.text;
      if (fate.kind === 'final') {
        results.push(withReason({ power, order: text, result: fate.result, annotation: fate.annotation }, fate.reason));
        return;
      }
      const reason = voided.reasons[fate.unit];
      const report = reports[lineOf[fate.unit]!]!;
      const result = reason !== null && reason !== undefined ? 'void' : report.result;
      // Under the original rules a void order is marked VOID; the revised rules keep "ordered".
      const annotation = edition === 'original' && result === 'void' ? 'void' : fate.annotation;
      results.push(withReason({ power, order: text, result, annotation }, reason ?? report.reason));
    });
  }
  for (const report of reports.slice(lines.length)) results.push({ ...report, annotation: 'default' });

  const moved: Moved[] = [];
  voided.checked.forEach((c, u) => {
    if (c?.kind !== 'move' || voided.reasons[u] !== null) return;
    if (reports[lineOf[u]!]?.result === 'succeeds') moved.push({ power: board.units[u]!.power, from: board.units[u]!.at, to: c.to });
  });
  return ok({ results, next: outcome.value.next, orders: lines, moved });
}

const withReason = (report: ListReport, reason: string | undefined): ListReport => (reason === undefined ? report : { ...report, reason });

/**
 * For each unit, why its order is void (null: it is not, or it has none), and its order
 * as the standard checks read it.
 */
function voidOrders(
  map: GameMap,
  board: Board,
  settled: Settlement<Annotation>,
  edition: Edition,
): { reasons: (string | null)[]; checked: (CheckedMovement | null)[] } {
  const reasons: (string | null)[] = board.units.map(() => null);
  const checked: (CheckedMovement | null)[] = board.units.map(() => null);
  settled.orders.forEach((given, u) => {
    if (!given) return;
    const absent = namesAbsent(map, board, given.order, edition);
    if (absent !== null) { reasons[u] = absent; return; }
    const c = checkMovementOrder(board, board.units[u]!.power, given.order);
    // The standard check's sentence is the adjudicator's to give; only note the failure.
    if (c.ok) checked[u] = c.value;
  });
  if (edition === 'original') {
    // 4.4: a unit whose move was void holds, but may not be supported in holding.
    const voidMover = (u: number): boolean => {
      const given = settled.orders[u];
      return given?.order.kind === 'move' && (reasons[u] !== null || checked[u] === null);
    };
    settled.orders.forEach((given, u) => {
      if (given?.order.kind !== 'support' || given.order.to !== null || reasons[u] !== null) return;
      const p = board.graph.locationProvince.get(given.order.target.at);
      const t = p === undefined ? -1 : board.unitAt[p]!;
      if (t >= 0 && voidMover(t)) {
        reasons[u] = `The ${unitPhrase(map, board.units[t]!)} was ordered to move, and its move was void; it cannot be supported in holding.`;
      }
    });
  }
  return { reasons, checked };
}

/**
 * Why an order is void for a unit it names that is not on the board, in ways the standard
 * checks do not look at (they take a supported unit for whatever stands there); null if none.
 */
function namesAbsent(map: GameMap, board: Board, order: MovementOrder, edition: Edition): string | null {
  switch (order.kind) {
    case 'support':
    case 'convoy': {
      const p = board.graph.locationProvince.get(order.target.at);
      const t = p === undefined ? -1 : board.unitAt[p]!;
      const verb = order.kind === 'support' ? 'support' : 'convoy';
      if (order.target.kind === null) {
        // 4.1 of the original rules: the kind of a supported unit must be written.
        if (edition === 'original' && order.kind === 'support') {
          return `The original rules need the kind of the unit supported: write A ${order.target.at} or F ${order.target.at}.`;
        }
        return null;
      }
      if (t >= 0 && board.units[t]!.kind === order.target.kind) return null;
      return `There is no ${unitPhrase(map, order.target)} to ${verb}.`;
    }
    case 'move': {
      // 4.2 of the original rules: a route written must be complete, or the army holds.
      if (edition === 'revised') return null;
      for (const stop of order.route) {
        const p = board.graph.provinceIndex.get(stop);
        const t = p === undefined ? -1 : board.unitAt[p]!;
        if (t < 0 || board.units[t]!.kind !== 'F') {
          return `No fleet stands in ${map.provinces.get(stop)?.name ?? stop}, on the convoy route written.`;
        }
      }
      return null;
    }
    case 'hold':
      return null;
  }
}

