import { fail, type Result } from '../result.js';
import type { Unit } from '../adjudicate/types.js';
import { checkMovementOrder, type Board } from './check.js';
import { checkImagined } from './imagined.js';
import type { MovementRules } from './movement-rules.js';
import type { Order } from './types.js';

/**
 * FICTIONAL_OK in a standard game, at entry: "Players may submit orders to and involving
 * units that do not exist ... the type (army or fleet) of each unit being ordered must be
 * specified by the player. Players are not told if their orders mention units that do not
 * exist." A movement order is taken when it could be legal were its units where it says
 * (checkImagined): the ordered unit as it stands when it is on the board, the units it
 * mentions imagined when they are not. What the board lacks is found out at processing
 * (adjudicate/phase.ts), never said at entry.
 */
export const FICTIONAL_ERRORS = ['unit_kind_needed'] as const;
export type FictionalError = (typeof FICTIONAL_ERRORS)[number];

export function checkFictional(board: Board, power: string, order: Order, rules: MovementRules): Result<unknown> {
  if (order.kind !== 'hold' && order.kind !== 'move' && order.kind !== 'support' && order.kind !== 'convoy') {
    return checkMovementOrder(board, power, order);
  }
  const unnamed = kindNeeded(order);
  if (unnamed !== null) return unnamed;
  const real = checkMovementOrder(board, power, order);
  // Another power's unit is no unit of one's own, whatever its kind: the board shows it.
  if (real.ok || real.error.code === 'not_your_unit') return real;
  const placed = ownUnitNamed(board, power, order);
  return checkImagined(board.graph, power, order, { rules, ...(placed === undefined ? {} : { placed }) });
}

/** A movement order whose unit's kind is not written, refused under FICTIONAL_OK (even with NO_CHECK); null when written. */
export function kindNeeded(order: Order): Result<never, FictionalError> | null {
  if (order.kind !== 'hold' && order.kind !== 'move' && order.kind !== 'support' && order.kind !== 'convoy') return null;
  if (order.unit.kind !== null) return null;
  return fail('unit_kind_needed', `Under FICTIONAL_OK write the kind of the unit ordered: A ${order.unit.at} or F ${order.unit.at}.`);
}

/** The power's own unit of the kind the order names, standing where it names, if there is one. */
function ownUnitNamed(board: Board, power: string, order: Extract<Order, { kind: 'hold' | 'move' | 'support' | 'convoy' }>): Unit | undefined {
  const p = board.graph.locationProvince.get(order.unit.at);
  const u = p === undefined ? -1 : board.unitAt[p]!;
  const unit = u >= 0 ? board.units[u]! : undefined;
  return unit !== undefined && unit.power === power && unit.kind === order.unit.kind ? unit : undefined;
}

/**
 * At processing, why an order of a unit on the board failed its check, under FICTIONAL_OK:
 * 'missing' when the supported or convoyed unit is not there, or the fleets a convoyed
 * move needs; 'other' when the order cannot be carried out for another reason.
 */
export function phantomOf(code: string, order: Order): 'missing' | 'other' {
  if (code === 'no_target') return 'missing';
  if (code === 'no_convoy_route' && order.kind === 'move') return 'missing';
  return 'other';
}
