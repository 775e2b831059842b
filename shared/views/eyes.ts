import type { Position, Unit } from '../adjudicate/types.js';
import { mapGraph, type MapGraph } from '../map/graph.js';
import { walksLand, type GameMap, type PowerName, type ProvinceId, type UnitKind } from '../map/types.js';

/**
 * BLIND's sight (seed 1.6), below every module that needs it: what one power's eyes reach
 * on one board, by the rules' modifiers (blind.ts says how, and cuts the views by it). It
 * imports nothing of the game or its views, so that the rules of a variant (Payola's
 * offers under BLIND) may ask it too.
 */

/** What one power's eyes reach on one board. */
export interface Eyes {
  /** The power whose eyes these are. */
  readonly power: PowerName;
  /** Provinces whose armies he sees. */
  readonly armies: ReadonlySet<ProvinceId>;
  /** Provinces whose fleets he sees. */
  readonly fleets: ReadonlySet<ProvinceId>;
  /** Supply centres whose owner he sees. */
  readonly centres: ReadonlySet<ProvinceId>;
}

/** The game is played blind (BLIND, or a modifier, which brings it in). */
export function isBlind(rules: readonly string[]): boolean {
  return rules.includes('BLIND');
}

export const province = (map: GameMap, at: string): ProvinceId => map.locations.get(at)?.province ?? at.split('/')[0]!;

/** The province and every neighbour, for any kind of unit. */
function around(graph: MapGraph, at: ProvinceId, into: Set<ProvinceId>): void {
  into.add(at);
  const i = graph.provinceIndex.get(at);
  if (i === undefined) return;
  for (const n of graph.neighbours[i]!) into.add(graph.provinces[n]!);
}

/** What `power` sees of `position`, by the game's rules. */
export function eyesOn(map: GameMap, position: Position, power: PowerName, rules: readonly string[]): Eyes {
  const graph = mapGraph(map);
  const has = (rule: string) => rules.includes(rule);
  const armies = new Set<ProvinceId>();
  const fleets = new Set<ProvinceId>();
  const centreRange = new Set<ProvinceId>();
  const own = [...position.units, ...position.dislodged].filter((u) => u.power === power);
  if (!has('NO_UNITS_SEE')) {
    for (const unit of own) {
      const reach = new Set<ProvinceId>();
      around(graph, province(map, unit.at), reach);
      for (const p of reach) {
        centreRange.add(p);
        const sees: readonly UnitKind[] = has('UNITS_SEE_SAME') ? [unit.kind] : has('UNITS_SEE_OTHER') ? [walksLand(unit.kind) ? 'F' : 'A'] : ['A', 'F'];
        if (sees.includes('A')) armies.add(p);
        if (sees.includes('F')) fleets.add(p);
      }
    }
  }
  if (!has('NO_SCS_SEE')) {
    const info = map.powers.get(power);
    const sites = has('OWN_SCS_SEE')
      ? [...(position.centers[power] ?? [])]
      : [...(position.homes?.[power] ?? info?.homes ?? []), ...(has('MOBILIZE') ? [] : (info?.units ?? []).map((u) => province(map, u.at)))];
    // Under UNITS_SEE_SAME or _OTHER, centres tell who owns what near them, but show no unit.
    const showUnits = !has('UNITS_SEE_SAME') && !has('UNITS_SEE_OTHER');
    for (const site of sites) {
      const reach = new Set<ProvinceId>();
      around(graph, site, reach);
      for (const p of reach) {
        centreRange.add(p);
        if (showUnits) {
          armies.add(p);
          fleets.add(p);
        }
      }
    }
  }
  if (has('SEE_NO_UNITS')) {
    armies.clear();
    fleets.clear();
  }
  for (const unit of own) (walksLand(unit.kind) ? armies : fleets).add(province(map, unit.at));
  const centres = new Set<ProvinceId>(position.centers[power] ?? []);
  if (has('SEE_ALL_SCS')) for (const c of map.supplyCenters) centres.add(c);
  else if (!has('SEE_NO_SCS')) for (const c of map.supplyCenters) if (centreRange.has(c)) centres.add(c);
  return { power, armies, fleets, centres };
}

/** Whether these eyes see a unit of this kind on this place. */
export function seesUnit(map: GameMap, eyes: Eyes, unit: Pick<Unit, 'kind' | 'at' | 'power'>): boolean {
  if (unit.power === eyes.power) return true;
  return (walksLand(unit.kind) ? eyes.armies : eyes.fleets).has(province(map, unit.at));
}
