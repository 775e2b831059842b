import { walksLand } from './types.js';
import type { Abut, GameMap, Location, PowerName, ProvinceId, UnitKind } from './types.js';

/**
 * The map as the adjudicator walks it: provinces numbered, adjacency by unit kind, the
 * places a fleet may convoy through. Built once per map and cached, so that order checks
 * and adjudication cost a few array reads rather than string work.
 */
export interface MapGraph {
  readonly map: GameMap;
  /** Province abbreviations by number. */
  readonly provinces: readonly ProvinceId[];
  readonly provinceIndex: ReadonlyMap<ProvinceId, number>;
  /** The province number of every location (coasts included). */
  readonly locationProvince: ReadonlyMap<Location, number>;
  /** Provinces next to each province for any kind of unit: convoy routes and distances. */
  readonly neighbours: readonly (readonly number[])[];
  /** The same as a matrix: `touches[a * provinces.length + b]` is 1 when a and b are neighbours. */
  readonly touches: Uint8Array;
  /** Fleets there may convoy: water, or a PORT. */
  readonly convoyable: readonly boolean[];
  /** Provinces whose name sorts them for the civil-disorder rules (English long names). */
  readonly names: readonly string[];
  readonly supplyCenter: readonly boolean[];
  /** The supply centres, in alphabetical order of their abbreviations. */
  readonly centersInOrder: readonly number[];
  /** The coasts of a multi-coast province, empty for the others. */
  readonly coasts: readonly (readonly Location[])[];
  /** Some edge is marked `~` or `*` (edgeMark): on other maps nobody need look. */
  readonly markedEdges: boolean;
  /** For each location, the province each of its `abuts` leads to (-1: none), in the same order. */
  readonly abutProvinces: ReadonlyMap<Location, readonly number[]>;
  /**
   * For each location, the provinces an army there may step into (its main place), 1 where it
   * may; null for a location with an edge only some powers, or owners of some centres, may use
   * (`canMove` decides there). The order checks ask this of nearly every order.
   */
  readonly armySteps: ReadonlyMap<Location, Uint8Array | null>;
  /** The same for a fleet: the provinces with a place it may reach. */
  readonly fleetSteps: ReadonlyMap<Location, Uint8Array | null>;
}

const cache = new WeakMap<GameMap, MapGraph>();

export function mapGraph(map: GameMap): MapGraph {
  const known = cache.get(map);
  if (known) return known;
  const provinces = [...map.provinces.keys()];
  const provinceIndex = new Map(provinces.map((p, i) => [p, i]));
  const locationProvince = new Map<Location, number>();
  for (const loc of map.locations.values()) {
    const p = provinceIndex.get(loc.province);
    if (p !== undefined) locationProvince.set(loc.id, p);
  }
  const neighbourSets = provinces.map(() => new Set<number>());
  for (const loc of map.locations.values()) {
    const from = locationProvince.get(loc.id);
    if (from === undefined) continue;
    for (const abut of loc.abuts) {
      const to = locationProvince.get(abut.to);
      if (to !== undefined && to !== from && (abut.army || abut.fleet)) neighbourSets[from]!.add(to);
    }
  }
  const abutProvinces = new Map<Location, number[]>();
  for (const loc of map.locations.values()) abutProvinces.set(loc.id, loc.abuts.map((a) => locationProvince.get(a.to) ?? -1));
  const count = provinces.length;
  const armySteps = new Map<Location, Uint8Array | null>();
  const fleetSteps = new Map<Location, Uint8Array | null>();
  for (const loc of map.locations.values()) {
    if (loc.abuts.some((a) => a.powers !== null || a.centers !== null)) {
      armySteps.set(loc.id, null);
      fleetSteps.set(loc.id, null);
      continue;
    }
    const army = new Uint8Array(count);
    const fleet = new Uint8Array(count);
    for (const abut of loc.abuts) {
      const p = locationProvince.get(abut.to);
      if (p === undefined) continue;
      if (abut.army && abut.to === provinces[p]) army[p] = 1;
      if (abut.fleet) fleet[p] = 1;
    }
    armySteps.set(loc.id, army);
    fleetSteps.set(loc.id, fleet);
  }
  const touches = new Uint8Array(count * count);
  neighbourSets.forEach((set, a) => set.forEach((b) => { touches[a * count + b] = 1; }));
  const graph: MapGraph = {
    map,
    touches,
    provinces,
    provinceIndex,
    locationProvince,
    neighbours: neighbourSets.map((s) => [...s].sort((a, b) => a - b)),
    convoyable: provinces.map((p) => {
      const terrain = map.provinces.get(p)!.terrain;
      return terrain === 'WATER' || terrain === 'PORT';
    }),
    names: provinces.map((p) => map.provinces.get(p)!.name.toUpperCase()),
    supplyCenter: provinces.map((p) => map.provinces.get(p)!.supplyCenter),
    centersInOrder: provinces
      .map((p, i) => [p, i] as const)
      .filter(([p]) => map.provinces.get(p)!.supplyCenter)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, i]) => i),
    coasts: provinces.map((p) => map.provinces.get(p)!.coasts),
    markedEdges: [...map.locations.values()].some((l) => l.abuts.some((a) => a.weak || a.half)),
    abutProvinces,
    armySteps,
    fleetSteps,
  };
  cache.set(map, graph);
  return graph;
}

/** Who is moving, for power- and centre-limited edges (`EI:NAF`, `AEG(CON,SMY)`). */
export interface Mover {
  readonly power: PowerName;
  /** The centres the mover's power owns; needed only on maps with centre-limited edges. */
  readonly owns?: ReadonlySet<ProvinceId>;
}

/** Whether the edge is open to this mover. */
export function edgeOpen(abut: Abut, mover: Mover | undefined): boolean {
  if (abut.powers && (!mover || !abut.powers.includes(mover.power))) return false;
  if (abut.centers && (!mover || !mover.owns || !abut.centers.every((c) => mover.owns!.has(c)))) return false;
  return true;
}

/** The edge from `from` to exactly `to` a unit of this kind may use, if any. */
export function edge(map: GameMap, kind: UnitKind, from: Location, to: Location, mover?: Mover): Abut | undefined {
  const loc = map.locations.get(from);
  if (!loc) return undefined;
  for (const abut of loc.abuts) {
    if (abut.to !== to) continue;
    if (!(walksLand(kind) ? abut.army : abut.fleet)) continue;
    if (edgeOpen(abut, mover)) return abut;
  }
  return undefined;
}

/** A unit of this kind at `from` may move to exactly `to` without a convoy. */
export const canMove = (map: GameMap, kind: UnitKind, from: Location, to: Location, mover?: Mover): boolean =>
  edge(map, kind, from, to, mover) !== undefined;

/**
 * A unit of this kind at `from` may step into province `province` without a convoy: an
 * army to its main place, a fleet to any place of it it can reach. From the tables made
 * once per map where every edge is open to all, else edge by edge.
 */
export function canStep(graph: MapGraph, kind: UnitKind, from: Location, province: number, mover?: Mover): boolean {
  const open = (walksLand(kind) ? graph.armySteps : graph.fleetSteps).get(from);
  if (open) return open[province] === 1;
  return walksLand(kind)
    ? canMove(graph.map, 'A', from, graph.provinces[province]!, mover)
    : reachableIn(graph, 'F', from, province, mover).length > 0;
}

/**
 * The locations in province `province` a unit of this kind at `from` may reach: the
 * province itself for armies, the reachable coast(s) for fleets.
 */
export function reachableIn(graph: MapGraph, kind: UnitKind, from: Location, province: number, mover?: Mover): Location[] {
  const loc = graph.map.locations.get(from);
  if (!loc) return [];
  // The province of each edge is looked up once per map rather than once an edge a call:
  // this runs for every fleet's move and support checked.
  const into = graph.abutProvinces.get(from)!;
  const out: Location[] = [];
  for (let i = 0; i < loc.abuts.length; i++) {
    if (into[i] !== province) continue;
    const abut = loc.abuts[i]!;
    if (!(walksLand(kind) ? abut.army : abut.fleet)) continue;
    if (edgeOpen(abut, mover) && !out.includes(abut.to)) out.push(abut.to);
  }
  return out;
}

/** Where a unit of this kind may stand in a province: the main place for armies, each coast for fleets. */
export function standingPlaces(graph: MapGraph, kind: UnitKind, province: number): Location[] {
  const id = graph.provinces[province]!;
  const places = graph.coasts[province]!.length > 0 ? [id, ...graph.coasts[province]!] : [id];
  return places.filter((p) => {
    const info = graph.map.locations.get(p);
    return info !== undefined && (walksLand(kind) ? info.armyCanStand : info.fleetCanStand);
  });
}

/**
 * The mark of the edge from `from` into `province` (Map.txt, "Special Restrictions"): `~`
 * (weak: a strait) or `*` (half strength); null when unmarked. The mark belongs to the
 * pair of places, as in DPjudge, whatever kind of unit crosses.
 */
export function edgeMark(graph: MapGraph, from: Location, province: number): 'weak' | 'half' | null {
  if (!graph.markedEdges) return null;
  const loc = graph.map.locations.get(from);
  if (!loc) return null;
  for (const abut of loc.abuts) {
    if (graph.locationProvince.get(abut.to) !== province) continue;
    if (abut.weak) return 'weak';
    if (abut.half) return 'half';
  }
  return null;
}
