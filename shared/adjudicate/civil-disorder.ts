import type { MapGraph } from '../map/graph.js';
import type { ProvinceId } from '../map/types.js';
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
