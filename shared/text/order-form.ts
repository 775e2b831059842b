import type { Position, Unit } from '../adjudicate/types.js';
import type { PhaseType } from '../map/phase.js';
import type { GameMap } from '../map/types.js';
import { formatOrder } from '../orders/format.js';
import { parseOrder } from '../orders/parse.js';
import type { Order, UnitRef } from '../orders/types.js';

/**
 * Orders as the judge prints them: abbreviations, upper case, each unit named with its
 * kind and exact place ("A PAR - BUR", "F SPA/NC - MAO"), however the player wrote it.
 */

/** The units an order of this phase may name: those on the board, and in retreats the dislodged. */
function unitsOf(position: Position, type: PhaseType): readonly Unit[] {
  return type === 'R' ? [...position.dislodged, ...position.units] : position.units;
}

/** The unit a reference names, as it stands on the board; the reference as written if none stands there. */
function exact(map: GameMap, units: readonly Unit[], ref: UnitRef): UnitRef {
  const province = map.locations.get(ref.at)?.province ?? ref.at;
  const unit = units.find((u) => (map.locations.get(u.at)?.province ?? u.at) === province);
  return unit === undefined ? ref : { kind: unit.kind, at: unit.at };
}

/** The order with every unit it names made exact against the position. */
export function exactOrder(map: GameMap, position: Position, type: PhaseType, order: Order): Order {
  const units = unitsOf(position, type);
  switch (order.kind) {
    case 'waive':
    case 'build':
      return order;
    case 'support':
    case 'convoy':
      return { ...order, unit: exact(map, units, order.unit), target: exact(map, position.units, order.target) };
    case 'hold':
    case 'move':
    case 'retreat':
    case 'disband':
      return { ...order, unit: exact(map, units, order.unit) };
  }
}

/** An order line read and printed in the judge's form, with what it was read as; null when it does not read. */
export function readOrder(map: GameMap, position: Position, type: PhaseType, text: string): { order: Order; form: string } | null {
  const parsed = parseOrder(map, text, { phaseType: type });
  if (!parsed.ok) return null;
  const order = exactOrder(map, position, type, parsed.value);
  return { order, form: formatOrder(order) };
}

/** An order line in the judge's form; a line that does not read is shown as written, in capitals. */
export function orderForm(map: GameMap, position: Position, type: PhaseType, text: string): string {
  return readOrder(map, position, type, text)?.form ?? text.trim().toUpperCase();
}
