import type { Board } from '../../orders/check.js';
import type { GameMap, PowerName } from '../../map/types.js';
import type { RevisedAnnotation } from './annotations.js';
import { considered, isProxy, unitKey, unitNamed, unitPhrase, type ListLimits, type ListLine, type MovementOrder } from './lists.js';
import { final, type Fate, type Settlement, type UnitOrder } from './settle.js';

/**
 * The revised rules' movement lists: considered orders and proxies, revoked lines, and
 * who orders which unit.
 *
 * - Orders are considered from the top up to the largest power's centres; proxies,
 *   wherever they stand, up to the smallest surviving power's centres.
 * - Of a power's considered lines for one unit, the last wins: earlier ones are revoked,
 *   so a later order takes a unit back from a proxy, and a later proxy hands it over.
 * - A proxy counts only from the unit's owner. A receiver who proxies the unit on again
 *   (reProxy) has given it no order, so it holds and the owner's proxy is refused.
 * - DPjudge marks a proxy of a foreign unit "no unit"; the rule text's annotations are
 *   followed instead: reProxy when it came by proxy, noProxy when it did not.
 */
export function settleRevised(
  map: GameMap,
  board: Board,
  lists: Readonly<Record<PowerName, readonly ListLine[]>>,
  limits: ListLimits,
): Settlement<RevisedAnnotation> {
  const fates: Record<PowerName, (Pending | null)[]> = {};
  const orders: (UnitOrder | undefined)[] = board.units.map(() => undefined);
  // The live lines (considered, not revoked) of every list, for the passes below.
  const live: { power: PowerName; index: number; line: ListLine; unit: number }[] = [];

  for (const [power, lines] of Object.entries(lists)) {
    const counted = considered(lines, limits);
    const later = new Set<string>();
    const mine: (Pending | null)[] = lines.map(() => null);
    const mineLive: typeof live = [];
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = lines[i]!;
      if (!counted[i]) {
        mine[i] = final('ignored', 'ignored', isProxy(line.order)
          ? `Beyond the ${limits.proxies} proxies considered in each list (the centres of the smallest power).`
          : `Beyond the ${limits.orders} orders considered in each list (the centres of the largest power).`);
        continue;
      }
      const key = unitKey(map, line.order as Exclude<typeof line.order, { kind: 'waive' }>);
      if (later.has(key)) {
        mine[i] = final('revoked', 'ignored', 'A later considered line of this list is for the same unit.');
        continue;
      }
      later.add(key);
      mineLive.push({ power, index: i, line, unit: unitNamed(board, (line.order as MovementOrder).unit) });
    }
    fates[power] = mine;
    live.push(...mineLive.reverse());
  }

  const owner = (u: number): PowerName => board.units[u]!.power;
  const noUnit = (line: ListLine): Fate<RevisedAnnotation> =>
    final('no unit', 'ignored', `There is no ${unitPhrase(map, (line.order as MovementOrder).unit)}.`);
  const noProxy = (power: PowerName, u: number): Fate<RevisedAnnotation> =>
    final('noProxy', 'ignored', `The ${unitPhrase(map, board.units[u]!)} belongs to ${owner(u)}, which gave ${power} no proxy for it.`);

  // The proxy table: each unit its owner hands over, and to whom.
  const table = new Map<number, PowerName>();
  for (const { power, index, line, unit } of live) {
    if (line.order.kind !== 'proxy') continue;
    if (unit < 0) fates[power]![index] = noUnit(line);
    else if (owner(unit) === power) {
      table.set(unit, line.order.to);
      fates[power]![index] = { kind: 'proxy', unit, to: line.order.to };
    }
  }
  for (const { power, index, line, unit } of live) {
    if (unit < 0 || owner(unit) === power) continue;
    if (line.order.kind === 'proxy') {
      fates[power]![index] = table.get(unit) === power
        ? final('reProxy', 'void', `${power} received this unit by proxy and cannot hand it on; it holds.`)
        : noProxy(power, unit);
    }
  }
  for (const { power, index, line, unit } of live) {
    if (line.order.kind === 'proxy') continue;
    const order: UnitOrder = { order: line.order as MovementOrder, text: line.text };
    if (unit < 0) fates[power]![index] = noUnit(line);
    else if (owner(unit) === power) {
      orders[unit] = order;
      fates[power]![index] = { kind: 'follows', annotation: 'ordered', unit };
    } else if (table.get(unit) === power) {
      orders[unit] = order;
      fates[power]![index] = { kind: 'follows', annotation: 'byProxy', unit };
    } else fates[power]![index] = noProxy(power, unit);
  }
  // A proxy is used when its receiver gave the unit an order.
  const settled: Record<PowerName, Fate<RevisedAnnotation>[]> = {};
  for (const [power, list] of Object.entries(fates)) {
    settled[power] = list.map((fate): Fate<RevisedAnnotation> => {
      // Every line got its fate above: ignored, revoked, or live.
      const f = fate!;
      if (f.kind !== 'proxy') return f;
      return orders[f.unit] === undefined ? final('refused', 'fails', `${f.to} gave the unit no order; it holds.`) : final('proxied', 'succeeds');
    });
  }
  return { fates: settled, orders };
}

/** A line on its way: a proxy in the table waits to learn whether its receiver used it. */
type Pending = Fate<RevisedAnnotation> | { readonly kind: 'proxy'; readonly unit: number; readonly to: PowerName };
