import { reachableIn, type MapGraph } from '../map/graph.js';
import type { PowerName, ProvinceId } from '../map/types.js';
import type { Order } from '../orders/types.js';
import type { Unit } from './types.js';

/**
 * The units a power that ordered too few removals loses, by the 2023 rulebook (DATC
 * 4.D.8): the farthest from any supply centre it owns, counting steps across land and sea
 * alike for every unit; on a tie fleets go before armies, then by the province's English
 * name in alphabetical order.
 */
export function civilDisorderRemovals(
  graph: MapGraph,
  units: readonly { index: number; unit: Unit }[],
  owned: readonly ProvinceId[],
  count: number,
): number[] {
  const distance = new Int32Array(graph.provinces.length).fill(-1);
  const queue: number[] = [];
  for (const c of owned) {
    const p = graph.provinceIndex.get(c);
    if (p !== undefined && distance[p] === -1) { distance[p] = 0; queue.push(p); }
  }
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head]!;
    for (const q of graph.neighbours[p]!) if (distance[q] === -1) { distance[q] = distance[p]! + 1; queue.push(q); }
  }
  const far = (u: Unit): number => {
    const d = distance[graph.locationProvince.get(u.at)!]!;
    return d < 0 ? Number.MAX_SAFE_INTEGER : d;
  };
  const name = (u: Unit): string => graph.names[graph.locationProvince.get(u.at)!]!;
  return [...units]
    .sort((a, b) => far(b.unit) - far(a.unit) || (a.unit.kind === b.unit.kind ? 0 : a.unit.kind === 'F' ? -1 : 1) || (name(a.unit) < name(b.unit) ? -1 : name(a.unit) > name(b.unit) ? 1 : 0))
    .slice(0, count)
    .map((u) => u.index);
}

/**
 * CD_SUPPORTS: the "sensible support" a power in civil disorder gives in a movement phase
 * instead of holding everywhere, as DPjudge gives it. Its units are taken in ascending
 * order of the foreign units that could move into their province; each supports in place
 * the one of its neighbours (of the same power) that could be attacked by two or more
 * foreign units, choosing first a unit on a supply centre still short of support, then the
 * one short of most supports, then the one facing the largest attack. A unit with no such
 * neighbour is given no order (it holds by default). DPjudge draws among equals at random; here the first by the province's
 * name is taken, so that the same position always gets the same orders (a replay too).
 * The orders come back for the caller to adjudicate as the power's own.
 */
export function sensibleSupports(graph: MapGraph, units: readonly Unit[], power: PowerName): Order[] {
  const mine = units.filter((u) => u.power === power);
  if (mine.length === 0) return [];
  const foreign = units.filter((u) => u.power !== power);
  const provinceOf = (u: Unit): number => graph.locationProvince.get(u.at)!;
  // A unit reaches a province (any coast) as it could support into it.
  const reaches = (u: Unit, target: Unit): boolean => reachableIn(graph, u.kind, u.at, provinceOf(target), { power: u.power }).length > 0;
  const name = (u: Unit): string => graph.names[provinceOf(u)]!;
  const threat = new Map<Unit, number>(mine.map((u) => [u, foreign.filter((f) => reaches(f, u)).length]));
  const order = [...mine].sort((a, b) => threat.get(a)! - threat.get(b)! || compare(name(a), name(b)));
  const supporting = new Map<Unit, Unit>();
  const out: Order[] = [];
  for (const unit of order) {
    let best: { key: readonly number[]; other: Unit } | null = null;
    for (const other of order) {
      if (other === unit || !reaches(unit, other)) continue;
      const needs = threat.get(other)! - 1;
      if (needs <= 0) continue;
      const has = [...supporting.values()].filter((s) => s === other).length;
      const key = [(graph.supplyCenter[provinceOf(other)] ? 1 : 0) - (has >= needs ? 1 : 0), needs - has, needs];
      if (best === null || greater(key, best.key) || (same(key, best.key) && compare(name(other), name(best.other)) < 0)) best = { key, other };
    }
    // Nothing worth supporting: the unit holds, as the judge's default has it.
    if (best === null) continue;
    supporting.set(unit, best.other);
    out.push({ kind: 'support', unit: { kind: unit.kind, at: unit.at }, target: { kind: best.other.kind, at: best.other.at }, to: null });
  }
  return out;
}

/** What the results say of an order CD_SUPPORTS gave. */
export const CD_SUPPORT_REASON = 'Civil disorder: under CD_SUPPORTS the judge gave this support.';

/** The sensible supports of every power in civil disorder (`silent`), each with its power, in map order. */
export function cdSupportOrders(graph: MapGraph, units: readonly Unit[], silent: (power: PowerName) => boolean): { power: PowerName; order: Order }[] {
  const out: { power: PowerName; order: Order }[] = [];
  for (const power of graph.map.powers.keys()) {
    if (!silent(power)) continue;
    for (const order of sensibleSupports(graph, units, power)) out.push({ power, order });
  }
  return out;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const same = (a: readonly number[], b: readonly number[]): boolean => a.every((x, i) => x === b[i]);
function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
