import type { Board } from '../../orders/check.js';
import { formatOrder } from '../../orders/format.js';
import type { GameMap, PowerName } from '../../map/types.js';
import type { OriginalMovementAnnotation } from './annotations.js';
import { considered, unitNamed, unitPhrase, type ListLimits, type ListLine, type MovementOrder } from './lists.js';
import { final, type Fate, type Settlement, type UnitOrder } from './settle.js';

/**
 * The original rules' movement lists (sections 4.3 to 4.7): the first orders of each list
 * are considered, as many as the largest power's centres; an order for a unit the power
 * does not have there is NO SUCH UNIT; two different considered orders to one unit are
 * CONTRADICTED, all of them, and the unit holds. The same order written twice is one order.
 * (VOID is decided by the pipeline, which knows what the board holds.)
 */
export function settleOriginal(
  map: GameMap,
  board: Board,
  lists: Readonly<Record<PowerName, readonly ListLine[]>>,
  limits: ListLimits,
): Settlement<OriginalMovementAnnotation> {
  const fates: Record<PowerName, Fate<OriginalMovementAnnotation>[]> = {};
  // Each unit's considered lines: where they are, and the order each gives.
  const given = new Map<number, { power: PowerName; index: number; line: ListLine }[]>();
  for (const [power, lines] of Object.entries(lists)) {
    const counted = considered(lines, limits);
    fates[power] = lines.map((line, i) => {
      if (!counted[i]) return final('ignored', 'ignored', `Beyond the ${limits.orders} orders considered in each list (the centres of the largest power).`);
      const order = line.order as MovementOrder;
      const u = unitNamed(board, order.unit);
      if (u < 0 || board.units[u]!.power !== power) return final('no such unit', 'ignored', `${power} has no ${unitPhrase(map, order.unit)}.`);
      given.set(u, [...(given.get(u) ?? []), { power, index: i, line }]);
      return { kind: 'follows', annotation: 'ordered', unit: u };
    });
  }
  const orders: (UnitOrder | null | undefined)[] = board.units.map(() => undefined);
  for (const [u, lines] of given) {
    const unit = board.units[u]!;
    // Orders are the same when they read the same once the unit is named as it stands.
    const forms = new Set(lines.map(({ line }) => formatOrder({ ...(line.order as MovementOrder), unit })));
    if (forms.size > 1) {
      for (const { power, index } of lines) {
        fates[power]![index] = final('contradicted', 'void', 'Different orders were considered for this unit; it holds.');
      }
      orders[u] = null;
    } else {
      const first = lines[0]!.line;
      orders[u] = { order: first.order as MovementOrder, text: first.text };
    }
  }
  return { fates, orders };
}
