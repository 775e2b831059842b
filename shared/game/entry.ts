import type { Position } from '../adjudicate/types.js';
import { mapGraph } from '../map/graph.js';
import type { PhaseType } from '../map/phase.js';
import type { GameMap, PowerName } from '../map/types.js';
import {
  checkAdjustmentOrder,
  checkMovementOrder,
  checkRetreatOrder,
  indexBoard,
  retreatOptions,
  type Board,
} from '../orders/check.js';
import { buildRule, centresToBuildFrom } from '../orders/build-sites.js';
import { movementRules } from '../orders/movement-rules.js';
import { checkFictional, kindNeeded } from '../orders/fictional.js';
import { formatOrder } from '../orders/format.js';
import { parseOrder } from '../orders/parse.js';
import type { Order } from '../orders/types.js';
import { fail, ok, type Problem, type Result } from '../result.js';
import { hasRule } from '../rules/index.js';
import { adjustmentsOf, provinceOf } from './duty.js';
import type { OrderAnswer, StoredOrder } from './types.js';

/**
 * Orders at entry: each line read by the grammar and checked against the position of the
 * phase, so that the player hears at once what is wrong, and the deadline adjudicates
 * only orders that passed.
 */

export interface EntryOptions {
  readonly phaseType: PhaseType;
  readonly needMoveMarks: boolean;
  /** The game's rules in force: where builds may go (orders/build-sites.ts). The standard game's without them. */
  readonly rules?: readonly string[];
  /** IMMOBILE_DUMMIES, and the power is a dummy: its units may hold, support and convoy, never move or retreat. */
  readonly immobile?: boolean;
}

export interface Entered {
  /** The power's orders after this entry, a later order to a unit having replaced an earlier one. */
  readonly orders: readonly StoredOrder[];
  readonly answers: readonly OrderAnswer[];
  /** How many lines were accepted. */
  readonly accepted: number;
}

/**
 * Why an order that passed the checks is still not taken: the power builds and this is a
 * removal (or the other way round), or it has ordered all it may; a dummy's unit asked to
 * move under IMMOBILE_DUMMIES; a support naming the coast of a fleet's move under NO_CHECK.
 */
export const ENTRY_ERRORS = ['wrong_adjustment', 'too_many', 'immobile', 'coast_in_support'] as const;
export type EntryError = (typeof ENTRY_ERRORS)[number];

/** What one accepted order is about: the unit (or build site) it orders; null for a waive. */
type Slot = string | null;

/** Enter `lines` for `power` on top of `kept` (empty to replace the power's orders). */
export function enterOrders(
  map: GameMap,
  position: Position,
  power: PowerName,
  kept: readonly StoredOrder[],
  lines: readonly string[],
  options: EntryOptions,
): Entered {
  const checked = checkerFor(map, position, power, options.phaseType, options.rules ?? []);
  const checker = options.immobile === true ? immobile(checked) : checked;
  const orders: { slot: Slot; stored: StoredOrder }[] = kept.map((stored) => ({ slot: slotOf(map, stored.order), stored }));
  const answers: OrderAnswer[] = [];
  let accepted = 0;
  for (const raw of lines) {
    const text = raw.trim();
    const parsed = parseOrder(map, text, { phaseType: options.phaseType, needMoveMarks: options.needMoveMarks });
    if (!parsed.ok) { answers.push({ text, accepted: false, error: parsed.error }); continue; }
    const checked = checker(parsed.value);
    if (!checked.ok) { answers.push({ text, accepted: false, error: checked.error }); continue; }
    const slot = slotOf(map, parsed.value);
    const stored: StoredOrder = { text, order: parsed.value };
    const same = slot === null ? -1 : orders.findIndex((o) => o.slot === slot);
    // Said back, so that a player who orders a unit twice knows which order stands.
    let replaces: string | undefined;
    if (same >= 0) {
      replaces = formatOrder(orders[same]!.stored.order);
      orders[same] = { slot, stored };
    } else {
      const room = roomFor(map, position, power, options.phaseType, orders.map((o) => o.stored.order), parsed.value, options.rules ?? []);
      if (room !== null) { answers.push({ text, accepted: false, error: room }); continue; }
      orders.push({ slot, stored });
    }
    accepted++;
    answers.push({ text, accepted: true, order: formatOrder(parsed.value), ...(replaces === undefined ? {} : { replaces }) });
  }
  return { orders: orders.map((o) => o.stored), answers, accepted };
}

/** The slot an order fills: the province of its unit or build site ("B" marks a build, which stands where no unit is). */
function slotOf(map: GameMap, order: Order): Slot {
  switch (order.kind) {
    case 'waive':
      return null;
    case 'build':
      return `B ${provinceOf(map, order.unit.at)}`;
    case 'hold':
    case 'move':
    case 'support':
    case 'convoy':
    case 'retreat':
    case 'disband':
      return provinceOf(map, order.unit.at);
  }
}

/** The entry check of the phase's kind, set up once for all the lines of an entry. */
function checkerFor(map: GameMap, position: Position, power: PowerName, type: PhaseType, rules: readonly string[]): (order: Order) => Result<unknown> {
  const graph = mapGraph(map);
  switch (type) {
    case 'M': {
      const moves = movementRules(rules);
      if (hasRule(rules, 'NO_CHECK')) return moves.fictional ? (order) => kindNeeded(order) ?? noCheck(order) : noCheck;
      // The movement options that change what an order may do (COASTAL_CONVOY: a fleet on a coast convoys).
      const board = indexBoard(graph, position.units, moves);
      // FICTIONAL_OK: orders to and involving units not on the board are taken if they could be legal.
      if (moves.fictional) return (order) => checkFictional(board, power, order, moves);
      return (order) => checkMovementOrder(board, power, order);
    }
    case 'R': {
      const occupied = new Set(position.units.map((u) => graph.locationProvince.get(u.at)));
      const standoffs = new Set(position.standoffs.map((s) => graph.provinceIndex.get(s)!));
      const options = position.dislodged.map((u) => retreatOptions(graph, u, (p) => occupied.has(p), standoffs));
      return (order) => checkRetreatOrder(graph, position.dislodged, options, power, order);
    }
    case 'A': {
      const board: Board = indexBoard(graph, position.units);
      const basis = centresToBuildFrom(map, position, power, buildRule(rules));
      const owned = new Set(basis.owned);
      return (order) => checkAdjustmentOrder(board, power, owned, order, basis.rule);
    }
  }
}

/**
 * NO_CHECK (standard games): a movement order is taken once the grammar has read it (every
 * place known, none ambiguous), whatever the board says; one that cannot be carried out is
 * void at processing, its unit holding, and the results say so. The one check left is the
 * rule's third: a support of a fleet's move names no coast.
 */
function noCheck(order: Order): Result<unknown> {
  if (order.kind === 'support' && order.to !== null && order.to.includes('/')) {
    return fail('coast_in_support', 'Under NO_CHECK a support of a fleet move may not name the coast it moves to: write the province alone.');
  }
  return ok(order);
}

/** IMMOBILE_DUMMIES: a dummy's units may hold, support and convoy; a move or a retreat is refused. */
function immobile(check: (order: Order) => Result<unknown>): (order: Order) => Result<unknown> {
  return (order) => {
    if (order.kind === 'move' || order.kind === 'retreat') {
      return fail('immobile', 'Under IMMOBILE_DUMMIES the units of a dummy power never move: they may hold, support or convoy.');
    }
    return check(order);
  };
}

/**
 * Whether one more adjustment order fits: no more builds (and waives) than the power may
 * make, no more removals than it owes, and none at all of the wrong kind. Movement and
 * retreat orders always fit: each has its own unit.
 */
function roomFor(map: GameMap, position: Position, power: PowerName, type: PhaseType, orders: readonly Order[], order: Order, rules: readonly string[]): Problem | null {
  if (type !== 'A') return null;
  const { builds, removals } = adjustmentsOf(map, position, power, rules);
  const building = order.kind === 'build' || order.kind === 'waive';
  if (building) {
    if (builds === 0) return problem('wrong_adjustment', removals > 0 ? `${power} must remove units this year, not build.` : `${power} has no builds to make.`);
    const used = orders.filter((o) => o.kind === 'build' || o.kind === 'waive').length;
    if (used >= builds) return problem('too_many', `${power} may build only ${builds} unit${builds === 1 ? '' : 's'}; more builds or waives are not accepted.`);
    return null;
  }
  if (removals === 0) return problem('wrong_adjustment', builds > 0 ? `${power} builds this year; it has nothing to remove.` : `${power} has no units to remove.`);
  const used = orders.filter((o) => o.kind === 'disband').length;
  if (used >= removals) return problem('too_many', `${power} must remove only ${removals} unit${removals === 1 ? '' : 's'}; more removals are not accepted.`);
  return null;
}

const problem = (code: EntryError, message: string): Problem<EntryError> => ({ code, message });
