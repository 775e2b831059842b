/**
 * What a movement phase's resolver is given, made as the full path makes it
 * (shared/adjudicate/phase.ts): the board of the units, and each unit's order as the grammar
 * reads it and `checkMovementOrder` passes it, a later order to a unit replacing an earlier
 * one. For comparing and timing the resolvers (plain-resolver.test.ts, bench/resolvers.ts).
 */
import type { Unit } from '../shared/adjudicate/types.js';
import { mapGraph } from '../shared/map/graph.js';
import type { GameMap, PowerName } from '../shared/map/types.js';
import { checkMovementOrder, indexBoard, type Board, type CheckedMovement } from '../shared/orders/check.js';
import { parseOrder } from '../shared/orders/parse.js';

export interface ResolverPhase {
  readonly board: Board;
  readonly orders: (CheckedMovement | null)[];
}

export function resolverPhase(map: GameMap, units: readonly Unit[], given: Record<PowerName, readonly string[]>): ResolverPhase {
  const board = indexBoard(mapGraph(map), units);
  const orders: (CheckedMovement | null)[] = new Array(units.length).fill(null);
  for (const power in given) {
    for (const text of given[power]!) {
      const order = parseOrder(map, text, { phaseType: 'M' });
      if (!order.ok) continue;
      const checked = checkMovementOrder(board, power, order.value);
      if (checked.ok) orders[checked.value.unit] = checked.value;
    }
  }
  return { board, orders };
}
