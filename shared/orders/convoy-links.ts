import type { MapGraph } from '../map/graph.js';
import type { Unit } from '../adjudicate/types.js';

/**
 * How a convoy route joins places under COASTAL_CONVOY, where fleets on coasts convoy as if
 * the coast were a PORT. A coast is no open sea: a route through a fleet on one coast of a
 * province goes on only along that coast's own edges (a fleet in Spain's south coast joins
 * the Gulf of Lyon, not Gascony), so the province matrix of the map will not do. These
 * are worked out once for the units of a phase, and only when the rule is in force: the
 * standard game's routes read `graph.touches`, as before.
 */
export interface ConvoyLinks {
  /** `convoys[p]`: a fleet standing in province p may convoy. */
  readonly convoys: Uint8Array;
  /**
   * `reach[f * P + p]` (and `[p * P + f]`): the fleet in province f could sail into p; an
   * army in p may board it there, or land in p from it.
   */
  readonly reach: Uint8Array;
  /** `link[f * P + g]`: the fleets standing in f and g touch by sea, each where it stands. */
  readonly link: Uint8Array;
}

export function coastalConvoyLinks(graph: MapGraph, units: readonly Unit[], unitAt: readonly number[], unitProvince: readonly number[]): ConvoyLinks {
  const count = graph.provinces.length;
  const convoys = new Uint8Array(count);
  const reach = new Uint8Array(count * count);
  const link = new Uint8Array(count * count);
  for (let p = 0; p < count; p++) {
    convoys[p] = graph.convoyable[p] || graph.map.provinces.get(graph.provinces[p]!)!.terrain === 'COAST' ? 1 : 0;
  }
  for (let u = 0; u < units.length; u++) {
    const fleet = units[u]!;
    const f = unitProvince[u]!;
    if (fleet.kind !== 'F' || f < 0 || !convoys[f]) continue;
    for (const abut of graph.map.locations.get(fleet.at)?.abuts ?? []) {
      if (!abut.fleet) continue;
      const p = graph.locationProvince.get(abut.to);
      if (p === undefined) continue;
      reach[f * count + p] = 1;
      reach[p * count + f] = 1;
      const v = unitAt[p]!;
      if (v >= 0 && units[v]!.kind === 'F' && units[v]!.at === abut.to) link[f * count + p] = 1;
    }
  }
  return { convoys, reach, link };
}
