import type { MovementOutcome } from '../../adjudicate/movement.js';
import type { OrderReport } from '../../adjudicate/types.js';
import type { GameMap, Location, PowerName, ProvinceId } from '../../map/types.js';
import type { Board, CheckedMovement } from '../../orders/check.js';
import { formatBombOrder } from './strike-orders.js';
import type { BombOrder } from './strike-types.js';
import type { Attack, StrikeOutcome } from './strikes.js';

/**
 * The glue between the movement adjudicator and the strikes: what the resolved movement
 * tells the bombs, and what the bombs put in the phase record. The movement phase gives a
 * unit with a bombing order no order of its own (it holds), resolves movement, then calls
 * `attacksOf` and `resolveStrikes`, and reports with `strikeReports`.
 */

/**
 * Every move made this turn that counts as an attack on the province it aims at, whether it
 * succeeded or not. A convoyed move that found no convoy attacks nothing ("no convoy"), nor
 * does a void order; everything else does, bounced or not. And the provinces whose unit was
 * dislodged.
 */
export function attacksOf(
  board: Board,
  orders: readonly (CheckedMovement | null)[],
  outcome: MovementOutcome,
): { readonly attacks: readonly Attack[]; readonly dislodged: ReadonlySet<ProvinceId> } {
  const { graph } = board;
  const attacks: Attack[] = [];
  const dislodged = new Set<ProvinceId>();
  for (let u = 0; u < board.units.length; u++) {
    const unit = board.units[u]!;
    const from = graph.provinces[board.unitProvince[u]!]!;
    if (outcome.dislodgedBy[u]! >= 0) dislodged.add(from);
    const order = orders[u];
    if (!order || order.kind !== 'move') continue;
    const result = outcome.results[u];
    if (result === 'no convoy' || result === 'void') continue;
    attacks.push({ power: unit.power, from, to: graph.provinces[order.toProvince]! });
  }
  return { attacks, dislodged };
}

/**
 * The bombing orders' lines for the phase record: a launch succeeds when its bomb exploded
 * and fails with the reason otherwise; a carry order succeeds when a bomb it fits exploded
 * (it fits when its place is on that bomb's route), else fails.
 */
export function strikeReports(
  map: GameMap,
  orders: readonly { readonly power: PowerName; readonly order: BombOrder }[],
  outcome: StrikeOutcome,
): OrderReport[] {
  const provinceOf = (l: string): ProvinceId => map.locations.get(l)?.province ?? l;
  const carried = new Set<ProvinceId>();
  for (const s of outcome.strikes) if (s.exploded) for (const p of s.order.route) carried.add(p);
  return orders.map(({ power, order }): OrderReport => {
    const text = formatBombOrder(order);
    if (order.type === 'launch') {
      const strike = outcome.strikes.find((s) => s.order === order);
      if (strike?.exploded) return { power, order: text, result: 'succeeds' };
      return { power, order: text, result: 'fails', reason: strike?.failure ?? 'The bomb was not launched.' };
    }
    if (carried.has(provinceOf(order.unit.at))) return { power, order: text, result: 'succeeds' };
    return { power, order: text, result: 'fails', reason: 'No bomb it carries exploded.' };
  });
}

/**
 * The units left after the bombs: those standing in a destroyed space are lost, and so are
 * those dislodged there (the space they would retreat from is gone).
 */
export function survivors<U extends { readonly at: Location }>(map: GameMap, units: readonly U[], destroyedNow: readonly ProvinceId[]): U[] {
  const gone = new Set(destroyedNow);
  return units.filter((u) => !gone.has(map.locations.get(u.at)?.province ?? u.at));
}
