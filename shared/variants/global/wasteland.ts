import { mapGraph } from '../../map/graph.js';
import type { GameMap, Location, PowerName, ProvinceId } from '../../map/types.js';

/**
 * What nuclear destruction leaves of the board (seed V, II and XII+): spaces destroyed for
 * good, centres cut off from every other centre and removed a season later, and the end of
 * the game when too few centres are left.
 */

/** The board's nuclear scars, kept in the game's state from season to season. */
export interface Wasteland {
  /** Provinces destroyed by bombs, sorted. */
  readonly destroyed: readonly ProvinceId[];
  /** Centres removed because they were cut off (their spaces live on), sorted. */
  readonly removed: readonly ProvinceId[];
  /** Centres cut off at the end of the last season: removed at the end of this one. */
  readonly cutOff: readonly ProvinceId[];
}

export const UNSCARRED: Wasteland = { destroyed: [], removed: [], cutOff: [] };

/**
 * No unit may move, retreat, be built or be convoyed into or through a destroyed space
 * ("No unit may ever move or retreat into that space again"). The movement, retreat and
 * build phases ask this of every place they would use. Air forces' support and bombs fly
 * over it; that is `carries` in strikes.ts, not this.
 */
export function isClosed(map: GameMap, wasteland: Wasteland, location: Location): boolean {
  const province = map.locations.get(location)?.province ?? location;
  return wasteland.destroyed.includes(province);
}

/**
 * The sentence refusing a move, retreat or build into a destroyed space, or a convoy
 * through one; null when the place is open.
 */
export function closedRefusal(map: GameMap, wasteland: Wasteland, location: Location, what: 'move' | 'retreat' | 'build' | 'convoy'): string | null {
  if (!isClosed(map, wasteland, location)) return null;
  const province = map.locations.get(location)?.province ?? location;
  const name = map.provinces.get(province)?.name ?? province;
  const verb = { move: 'No unit may move into', retreat: 'No unit may retreat into', build: 'No unit may be built in', convoy: 'No convoy passes through' }[what];
  return `${verb} ${name}: it was destroyed by a nuclear bomb.`;
}

/** The centres still counted: not destroyed and not removed. */
export function centresLeft(map: GameMap, wasteland: Wasteland): ProvinceId[] {
  const gone = new Set([...wasteland.destroyed, ...wasteland.removed]);
  return [...map.supplyCenters].filter((c) => !gone.has(c)).sort();
}

/**
 * The provinces joined to each province by land or sea through spaces not destroyed (any
 * unit's edges; impassable places join nothing): one number per group, -1 when destroyed.
 */
export function regions(map: GameMap, destroyed: readonly ProvinceId[]): Map<ProvinceId, number> {
  const graph = mapGraph(map);
  const dead = new Set(destroyed);
  const group = new Map<ProvinceId, number>();
  let next = 0;
  for (const start of graph.provinces) {
    if (group.has(start)) continue;
    if (dead.has(start)) {
      group.set(start, -1);
      continue;
    }
    const id = next++;
    group.set(start, id);
    const queue = [graph.provinceIndex.get(start)!];
    while (queue.length > 0) {
      const p = queue.pop()!;
      for (const q of graph.neighbours[p]!) {
        const name = graph.provinces[q]!;
        if (group.has(name) || dead.has(name)) continue;
        group.set(name, id);
        queue.push(q);
      }
    }
  }
  return group;
}

/** The centres left that no other centre left can be reached from, sorted. */
export function centresCutOff(map: GameMap, wasteland: Wasteland): ProvinceId[] {
  const left = centresLeft(map, wasteland);
  const group = regions(map, wasteland.destroyed);
  const count = new Map<number, number>();
  for (const c of left) count.set(group.get(c)!, (count.get(group.get(c)!) ?? 0) + 1);
  return left.filter((c) => count.get(group.get(c)!) === 1);
}

/**
 * The end of a season, after its strikes (and its builds, in a building season): the
 * centres found cut off at the end of the last season go now, and those cut off now are
 * marked to go at the end of the next. So V's India example: the last link destroyed in
 * season B, India cut off at the end of B, removed at the end of C.
 */
export function seasonEnds(map: GameMap, wasteland: Wasteland, destroyedNow: readonly ProvinceId[]): Wasteland {
  const destroyed = [...new Set([...wasteland.destroyed, ...destroyedNow])].sort();
  const removed = [...new Set([...wasteland.removed, ...wasteland.cutOff])].filter((c) => !destroyed.includes(c)).sort();
  const after: Wasteland = { destroyed, removed, cutOff: [] };
  return { ...after, cutOff: centresCutOff(map, after) };
}

/**
 * Whether the game ends for the bombs (II): fewer centres left than victory needs ("the
 * globe is declared uninhabitable and all players lose"), or no power able "even in
 * principle" to hold that many: a draw. In principle means simply this: a power's units
 * never cross a destroyed space, so it can only ever hold centres in a region where it has
 * a unit or a centre; it can win only if such a region holds `victory` centres or more.
 * (Cut-off centres still standing count: they go only at the season's end.)
 */
export function nuclearEnd(
  map: GameMap,
  wasteland: Wasteland,
  victory: number,
  holdings: ReadonlyMap<PowerName, { readonly units: readonly Location[]; readonly centres: readonly ProvinceId[] }>,
): 'uninhabitable' | 'draw' | null {
  const left = centresLeft(map, wasteland);
  if (left.length < victory) return 'uninhabitable';
  const group = regions(map, wasteland.destroyed);
  const inRegion = new Map<number, number>();
  for (const c of left) inRegion.set(group.get(c)!, (inRegion.get(group.get(c)!) ?? 0) + 1);
  const provinceOf = (l: Location): ProvinceId => map.locations.get(l)?.province ?? l;
  for (const { units, centres } of holdings.values()) {
    const mine = new Set([...units.map(provinceOf), ...centres].map((p) => group.get(p) ?? -1));
    for (const g of mine) if (g >= 0 && (inRegion.get(g) ?? 0) >= victory) return null;
  }
  return 'draw';
}
