import type { MapGraph } from '../map/graph.js';
import type { Location, PowerName, ProvinceId } from '../map/types.js';
import { centresToBuildFrom, homesOf, openBuildSites, type BuildRule } from '../orders/build-sites.js';
import { retreatOptions } from '../orders/check.js';
import type { Order } from '../orders/types.js';
import type { Position } from './types.js';

/**
 * CD_RETREATS and CD_BUILDS: the orders a power in civil disorder is given in retreat and
 * adjustment phases instead of disbanding and waiving, as DPjudge gives them. DPjudge
 * chooses at random; `pick(n)` (0 ≤ pick < n) is the caller's chance, so that a phase
 * played again (a replay, ROLLFORWARD) can be given the same draw. The orders come back for
 * the caller to adjudicate as the power's own: the adjudicator checks them as any other.
 */

/** What the results say of an order CD_RETREATS or CD_BUILDS gave. */
export const CD_RETREAT_REASON = 'Civil disorder: under CD_RETREATS the judge gave this retreat.';
export const CD_BUILD_REASON = 'Civil disorder: under CD_BUILDS the judge gave this build.';

/** A choice among `n`: an index below n. */
export type Pick = (n: number) => number;

/**
 * CD_RETREATS: each dislodged unit of a power in civil disorder retreats to one of its
 * places, preferring supply centres (first a home centre it has lost, then any centre it
 * does not own, then its own home centres, then its other centres, then anywhere); no two
 * of its units to one province. A unit with nowhere to go is disbanded.
 */
export function cdRetreatOrders(graph: MapGraph, position: Position, silent: (power: PowerName) => boolean, pick: Pick, rule: BuildRule): { power: PowerName; order: Order }[] {
  const occupied = new Set(position.units.map((u) => graph.locationProvince.get(u.at)!));
  const standoffs = new Set(position.standoffs.map((s) => graph.provinceIndex.get(s)!));
  const out: { power: PowerName; order: Order }[] = [];
  const taken = new Map<PowerName, Set<ProvinceId>>();
  for (const unit of position.dislodged) {
    if (!silent(unit.power)) continue;
    const mine = taken.get(unit.power) ?? new Set<ProvinceId>();
    taken.set(unit.power, mine);
    const provinceOf = (l: Location): ProvinceId => graph.provinces[graph.locationProvince.get(l)!]!;
    const sites = retreatOptions(graph, unit, (p) => occupied.has(p), standoffs).filter((l) => !mine.has(provinceOf(l)));
    const owned = new Set(position.centers[unit.power] ?? []);
    const homes = new Set(position.homes?.[unit.power] ?? homesOf(graph.map, rule, unit.power));
    const centre = (l: Location): boolean => graph.supplyCenter[graph.locationProvince.get(l)!] === true;
    let options: Location[] = sites;
    for (const [own, his] of [[false, true], [false, false], [true, true], [true, false]] as const) {
      const these = sites.filter((l) => centre(l) && owned.has(provinceOf(l)) === own && homes.has(provinceOf(l)) === his);
      if (these.length > 0) { options = these; break; }
    }
    const ref = { kind: unit.kind, at: unit.at };
    if (options.length === 0) { out.push({ power: unit.power, order: { kind: 'disband', unit: ref } }); continue; }
    const to = options[pick(options.length)]!;
    mine.add(provinceOf(to));
    out.push({ power: unit.power, order: { kind: 'retreat', unit: ref, to } });
  }
  return out;
}

/**
 * CD_BUILDS: a power in civil disorder that may build builds as many units as it may, each
 * an army or a fleet in one of its open sites (a coast of it for a fleet), drawn among all
 * the units that could stand there; a group of alternative home centres is never filled
 * whole (orders/build-sites.ts openBuildSites). Removals are not given here: the
 * adjudicator's own civil-disorder removals stand.
 */
export function cdBuildOrders(graph: MapGraph, position: Position, silent: (power: PowerName) => boolean, pick: Pick, rule: BuildRule): { power: PowerName; order: Order }[] {
  const map = graph.map;
  const occupied = new Set(position.units.map((u) => graph.provinces[graph.locationProvince.get(u.at)!]!));
  const out: { power: PowerName; order: Order }[] = [];
  for (const power of map.powers.keys()) {
    if (!silent(power)) continue;
    const { owned, count, rule: its } = centresToBuildFrom(map, position, power, rule);
    const delta = count - position.units.filter((u) => u.power === power).length;
    if (delta <= 0) continue;
    const open = openBuildSites(map, its, power, owned, (c) => occupied.has(c));
    let need = Math.min(delta, open.limit);
    // Every unit that could be built: an army on the province, a fleet on it or on each coast.
    let options: { kind: 'A' | 'F'; at: Location; province: ProvinceId }[] = [];
    for (const site of open.sites) {
      const province = map.provinces.get(site);
      if (!province) continue;
      if (map.locations.get(site)?.armyCanStand) options.push({ kind: 'A', at: site, province: site });
      for (const at of province.coasts.length > 0 ? province.coasts : [site]) {
        if (map.locations.get(at)?.fleetCanStand) options.push({ kind: 'F', at, province: site });
      }
    }
    const groups = open.groups.map((g) => [...g]);
    while (need > 0 && options.length > 0) {
      const unit = options[pick(options.length)]!;
      out.push({ power, order: { kind: 'build', unit: { kind: unit.kind, at: unit.at } } });
      need--;
      // The site is built in; a group of alternatives down to its last place closes that place too.
      const closing = [unit.province];
      while (closing.length > 0) {
        const site = closing.shift()!;
        options = options.filter((o) => o.province !== site);
        for (const g of groups) {
          const i = g.indexOf(site);
          if (i < 0) continue;
          g.splice(i, 1);
          if (g.length === 1) { closing.push(g[0]!); g.length = 0; }
        }
      }
    }
  }
  return out;
}

/**
 * A chance that is the same each time a phase of a game is played: drawn from the game's
 * id and the phase (FNV-1a for the seed, then mulberry32), so that a replay gives the same
 * civil-disorder orders.
 */
export function seededPick(seed: string): Pick {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) { h ^= seed.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  let a = h;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.min(n - 1, Math.floor(r * n));
  };
}
