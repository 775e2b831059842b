import { unitWord } from '../text/words.js';
import { walksLand } from '../map/types.js';
import { mapGraph } from '../map/graph.js';
import { parsePhase, type Phase } from '../map/phase.js';
import { inCalendar } from '../map/calendar.js';
import { mapForPhase } from '../map/phased.js';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { fail, ok, type Result } from '../result.js';
import type { Position, Unit } from './types.js';

/** The map's own starting position. */
export function startingPosition(map: GameMap): Position {
  const units: Unit[] = [];
  const centers: Record<PowerName, ProvinceId[]> = {};
  for (const power of map.powers.values()) {
    for (const u of power.units) units.push({ power: power.name, kind: u.kind, at: u.at });
    centers[power.name] = [...power.centers];
  }
  return { phase: map.begin, units, dislodged: [], standoffs: [], centers };
}

/** The starting ownership of supply centres on this map. */
export function startingCenters(map: GameMap): Record<PowerName, ProvinceId[]> {
  const centers: Record<PowerName, ProvinceId[]> = {};
  for (const power of map.powers.values()) centers[power.name] = [...power.centers];
  return centers;
}

/**
 * Check that a position given from outside can stand on this map: known powers and
 * places, units where their kind can stand, one unit a province, centres owned once.
 */
export function checkPosition(given: GameMap, position: Position, hibernate = false): Result<Phase, 'bad_position'> {
  const phase = parsePhase(position.phase);
  if (!phase.ok) return fail('bad_position', phase.error.message);
  // Units stand on the map as it is in this phase (IN and FROM lines: a sea open only in spring).
  const map = mapForPhase(given, phase.value);
  if (!inCalendar(map, phase.value)) return fail('bad_position', `${position.phase} is not a phase of the ${map.name} map's calendar.`);
  const graph = mapGraph(map);
  // One unit a province: `taken[p]` is the index of the unit there, plus one.
  const taken = new Array<number>(graph.provinces.length).fill(0);
  const units = position.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const problem = hibernate && trapped(map, u) ? null : misplaced(map, graph, u);
    if (problem) return fail('bad_position', `${describe(u)}: ${problem}`);
    const p = graph.locationProvince.get(u.at)!;
    const other = taken[p]!;
    if (other > 0) return fail('bad_position', `Two units stand in ${graph.provinces[p]}: ${describe(units[other - 1]!)} and ${describe(u)}.`);
    taken[p] = i + 1;
  }
  if (position.dislodged.length > 0 && phase.value.type !== 'R') {
    return fail('bad_position', `Dislodged units are given, but ${position.phase} is not a retreat phase.`);
  }
  const dislodgedAt = new Set<number>();
  for (const u of position.dislodged) {
    const problem = misplaced(map, graph, u);
    if (problem) return fail('bad_position', `dislodged ${describe(u)}: ${problem}`);
    const p = graph.locationProvince.get(u.at)!;
    if (dislodgedAt.has(p)) return fail('bad_position', `Two dislodged units in ${graph.provinces[p]}.`);
    dislodgedAt.add(p);
    if (u.from !== undefined && !map.provinces.has(u.from)) return fail('bad_position', `Dislodged ${u.kind} ${u.at}: ${u.from} is not a province.`);
  }
  for (const s of position.standoffs) if (!map.provinces.has(s)) return fail('bad_position', `Standoff: ${s} is not a province.`);
  const owner = new Array<PowerName | undefined>(graph.provinces.length);
  for (const power in position.centers) {
    if (!map.powers.has(power)) return fail('bad_position', `Centres: ${power} is not a power of the ${map.name} map.`);
    const list = position.centers[power]!;
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      const p = graph.provinceIndex.get(c);
      if (p === undefined || !graph.supplyCenter[p]) return fail('bad_position', `Centres: ${c} is not a supply centre.`);
      const before = owner[p];
      if (before !== undefined) return fail('bad_position', `Centres: ${c} is owned by both ${before} and ${power}.`);
      owner[p] = power;
    }
  }
  return ok(phase.value);
}

const describe = (u: Unit): string => `${u.power} ${u.kind} ${u.at}`;

/** Why this unit cannot stand where it is said to, or null when it can. */
/** HIBERNATE keeps a unit on a place that has become shut, and a fleet on one that has become land. */
export function trapped(map: GameMap, u: Unit): boolean {
  const terrain = map.locations.get(u.at)?.terrain;
  return terrain === 'SHUT' || (u.kind === 'F' && terrain === 'LAND');
}

function misplaced(map: GameMap, graph: ReturnType<typeof mapGraph>, u: Unit): string | null {
  if (!map.powers.has(u.power)) return `${u.power} is not a power of the ${map.name} map.`;
  const loc = map.locations.get(u.at);
  if (!loc) return `${u.at} is not a place on the ${map.name} map.`;
  if (walksLand(u.kind) ? loc.armyCanStand : loc.fleetCanStand) return null;
  const multiCoast = loc.coast === null && graph.coasts[graph.locationProvince.get(u.at)!]!.length > 0;
  return `${u.kind === 'F' ? 'a fleet' : `an ${unitWord(u.kind)}`} cannot stand on ${loc.name}${multiCoast ? ' without a coast' : ''}.`;
}
