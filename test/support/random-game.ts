/**
 * Random but mostly sensible orders, for the property tests and the benchmark: moves to
 * neighbours, supports that match (and some that do not), convoys along real routes,
 * retreats, builds and removals. Seeded, so every run is the same.
 */
import { mapGraph, reachableIn, type MapGraph } from '../../shared/map/graph.js';
import { parsePhase } from '../../shared/map/phase.js';
import type { GameMap, PowerName } from '../../shared/map/types.js';
import { formatOrder } from '../../shared/orders/format.js';
import type { Order } from '../../shared/orders/types.js';
import type { Position, Unit } from '../../shared/adjudicate/types.js';
import { seeded } from '../../shared/variants/payola/chance.js';

/** A small fast PRNG (mulberry32): the one the rules draw chance from (Payola's '?'). */
export const rng: (seed: number) => () => number = seeded;

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function shuffle<T>(random: () => number, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Every place a unit could move to directly. */
function moves(graph: MapGraph, unit: Unit): string[] {
  const out: string[] = [];
  for (const p of graph.neighbours[graph.locationProvince.get(unit.at)!]!) out.push(...reachableIn(graph, unit.kind, unit.at, p));
  return out;
}

/** Orders for every unit of a movement phase, keyed by power. */
export function randomMovementOrders(map: GameMap, position: Position, random: () => number): Record<PowerName, string[]> {
  const graph = mapGraph(map);
  const unitAt = new Map<number, Unit>();
  for (const u of position.units) unitAt.set(graph.locationProvince.get(u.at)!, u);
  const chosen = new Map<Unit, Order>();
  // First moves, holds and convoys; supports afterwards, so that most of them match.
  for (const unit of shuffle(random, [...position.units])) {
    if (chosen.has(unit)) continue;
    const here = graph.locationProvince.get(unit.at)!;
    const r = random();
    if (unit.kind === 'F' && graph.convoyable[here] && r < 0.25) {
      const army = graph.neighbours[here]!.map((p) => unitAt.get(p)).find((u) => u?.kind === 'A' && !chosen.has(u));
      if (army) {
        const shores = graph.neighbours[here]!.filter((p) => p !== graph.locationProvince.get(army.at) && map.locations.get(graph.provinces[p]!)?.armyCanStand);
        if (shores.length > 0) {
          const to = graph.provinces[pick(random, shores)]!;
          chosen.set(unit, { kind: 'convoy', unit, target: army, to });
          chosen.set(army, { kind: 'move', unit: army, to, viaConvoy: true, route: [] });
          continue;
        }
      }
    }
    const targets = moves(graph, unit);
    if (r < 0.15 || targets.length === 0) chosen.set(unit, { kind: 'hold', unit });
    else if (r < 0.7) chosen.set(unit, { kind: 'move', unit, to: pick(random, targets), viaConvoy: false, route: [] });
  }
  for (const unit of position.units) {
    if (chosen.has(unit)) continue;
    const reach = new Set(moves(graph, unit).map((l) => graph.locationProvince.get(l)!));
    const helpable = position.units.filter((u) => {
      if (u === unit) return false;
      const o = chosen.get(u);
      const p = o?.kind === 'move' ? graph.locationProvince.get(o.to)! : graph.locationProvince.get(u.at)!;
      return reach.has(p) && p !== graph.locationProvince.get(unit.at);
    });
    if (helpable.length === 0) {
      chosen.set(unit, { kind: 'hold', unit });
      continue;
    }
    const target = pick(random, helpable);
    const o = chosen.get(target);
    // One support in ten is given to a move that is not made, to exercise void supports.
    const toMove = o?.kind === 'move' ? random() > 0.1 : random() < 0.1;
    const to = o?.kind === 'move' ? graph.provinces[graph.locationProvince.get(o.to)!]! : null;
    chosen.set(unit, { kind: 'support', unit, target, to: toMove ? to : null });
  }
  const orders: Record<PowerName, string[]> = {};
  for (const [unit, order] of chosen) (orders[unit.power] ??= []).push(formatOrder(order));
  return orders;
}

export function randomRetreatOrders(map: GameMap, position: Position, random: () => number): Record<PowerName, string[]> {
  const graph = mapGraph(map);
  const orders: Record<PowerName, string[]> = {};
  for (const unit of position.dislodged) {
    const options = moves(graph, unit);
    const order: Order = random() < 0.2 || options.length === 0 ? { kind: 'disband', unit } : { kind: 'retreat', unit, to: pick(random, options) };
    (orders[unit.power] ??= []).push(formatOrder(order));
  }
  return orders;
}

export function randomAdjustmentOrders(map: GameMap, position: Position, random: () => number): Record<PowerName, string[]> {
  const graph = mapGraph(map);
  const occupied = new Set(position.units.map((u) => graph.locationProvince.get(u.at)!));
  const orders: Record<PowerName, string[]> = {};
  for (const power of map.powers.values()) {
    const owned = position.centers[power.name] ?? [];
    const mine = position.units.filter((u) => u.power === power.name);
    const list: string[] = (orders[power.name] = []);
    if (owned.length < mine.length) {
      // Sometimes too few removals, to exercise civil disorder.
      const count = random() < 0.3 ? 0 : mine.length - owned.length;
      for (const unit of shuffle(random, [...mine]).slice(0, count)) list.push(formatOrder({ kind: 'disband', unit }));
    } else if (owned.length > mine.length) {
      const sites = power.homes.filter((h) => owned.includes(h) && !occupied.has(graph.provinceIndex.get(h)!));
      for (const home of shuffle(random, [...sites]).slice(0, owned.length - mine.length)) {
        const p = graph.provinceIndex.get(home)!;
        const coasts = graph.coasts[p]!;
        const fleetOk = coasts.length > 0 || map.locations.get(home)!.fleetCanStand;
        const fleet = fleetOk && random() < 0.5;
        const at = fleet && coasts.length > 0 ? pick(random, coasts) : home;
        list.push(formatOrder({ kind: 'build', unit: { kind: fleet ? 'F' : 'A', at } }));
      }
    }
  }
  return orders;
}

/** Orders of the right kind for whatever phase the position is in. */
export function randomOrders(map: GameMap, position: Position, random: () => number): Record<PowerName, string[]> {
  const phase = parsePhase(position.phase);
  if (!phase.ok) throw new Error(phase.error.message);
  switch (phase.value.type) {
    case 'M':
      return randomMovementOrders(map, position, random);
    case 'R':
      return randomRetreatOrders(map, position, random);
    case 'A':
      return randomAdjustmentOrders(map, position, random);
  }
}
