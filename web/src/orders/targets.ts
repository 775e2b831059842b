import { mapGraph } from '../../../shared/map/graph.js';
import type { Location } from '../../../shared/map/types.js';
import { checkAdjustmentOrder, checkMovementOrder, checkRetreatOrder, indexBoard, retreatOptions } from '../../../shared/orders/check.js';
import type { Order } from '../../../shared/orders/types.js';
import type { ClickContext, Pick } from './clicking.js';

/**
 * The places the next click can usefully name, found by putting each candidate order
 * through the judge's entry checks: the board highlights them and makes them reachable by
 * keyboard. A place left out here can still be clicked; the checks then say why not.
 */
export function targetsFor(pick: Pick, ctx: ClickContext): Location[] {
  const { map, position, power } = ctx;
  const graph = mapGraph(map);
  const board = indexBoard(graph, position.units);
  // Fleets go to coasts, so a province with coasts is named by its coasts; armies by the province.
  const places = (kind: 'A' | 'F'): Location[] =>
    [...map.locations.values()]
      .filter((l) => (kind === 'A' ? l.coast === null : l.fleetCanStand || (l.coast === null && (map.provinces.get(l.province)?.coasts.length ?? 0) === 0)))
      .map((l) => l.id);
  const passing = (candidates: Location[], order: (to: Location) => Order) =>
    candidates.filter((to) => checkMovementOrder(board, power, order(to)).ok);
  switch (ctx.phaseType) {
    case 'M': {
      if (pick.step === 'idle') return [];
      const unit = { kind: pick.unit.kind, at: pick.unit.at };
      if (pick.step === 'unit') {
        if (ctx.mode === 'move' || ctx.mode === 'hold') {
          return passing(places(pick.unit.kind), (to) => ({ kind: 'move', unit, to, viaConvoy: false, route: [] }));
        }
        return [];
      }
      const target = { kind: pick.target.kind, at: pick.target.at };
      if (ctx.mode === 'convoy') return passing(places('A'), (to) => ({ kind: 'convoy', unit, target, to }));
      const moves = passing(places(pick.target.kind), (to) => ({ kind: 'support', unit, target, to }));
      const hold = checkMovementOrder(board, power, { kind: 'support', unit, target, to: null }).ok ? [pick.target.at] : [];
      return [...hold, ...moves];
    }
    case 'R': {
      if (pick.step === 'idle') return [];
      const occupied = new Set(position.units.map((u) => graph.locationProvince.get(u.at)));
      const standoffs = new Set(position.standoffs.map((s) => graph.provinceIndex.get(s)!));
      const options = position.dislodged.map((u) => retreatOptions(graph, u, (p) => occupied.has(p), standoffs));
      const unit = { kind: pick.unit.kind, at: pick.unit.at };
      return places(pick.unit.kind).filter((to) => checkRetreatOrder(graph, position.dislodged, options, power, { kind: 'retreat', unit, to }).ok);
    }
    case 'A': {
      const owned = new Set(position.centers[power] ?? []);
      const homes = map.powers.get(power)?.homes ?? [];
      return homes
        .flatMap((h) => (ctx.build === 'F' ? [...(map.provinces.get(h)?.coasts ?? []), h] : [h]))
        .filter((at) => checkAdjustmentOrder(board, power, owned, { kind: 'build', unit: { kind: ctx.build, at } }).ok);
    }
  }
}
