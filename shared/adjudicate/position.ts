import { mapGraph } from '../map/graph.js';
import { parsePhase, type Phase } from '../map/phase.js';
import { inCalendar } from '../map/calendar.js';
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
export function checkPosition(map: GameMap, position: Position): Result<Phase, 'bad_position'> {
  const phase = parsePhase(position.phase);
  if (!phase.ok) return fail('bad_position', phase.error.message);
  if (!inCalendar(map, phase.value)) return fail('bad_position', `${position.phase} is not a phase of the ${map.name} map's calendar.`);
  const graph = mapGraph(map);
  const taken = new Map<number, string>();
  const place = (u: Unit, what: string): string | null => {
    if (!map.powers.has(u.power)) return `${what}: ${u.power} is not a power of the ${map.name} map.`;
    const loc = map.locations.get(u.at);
    if (!loc) return `${what}: ${u.at} is not a place on the ${map.name} map.`;
    if (!(u.kind === 'A' ? loc.armyCanStand : loc.fleetCanStand)) {
      return `${what}: ${u.kind === 'A' ? 'an army' : 'a fleet'} cannot stand on ${loc.name}${loc.coast === null && graph.coasts[graph.locationProvince.get(u.at)!]!.length > 0 ? ' without a coast' : ''}.`;
    }
    return null;
  };
  for (const u of position.units) {
    const problem = place(u, `${u.power} ${u.kind} ${u.at}`);
    if (problem) return fail('bad_position', problem);
    const p = graph.locationProvince.get(u.at)!;
    const other = taken.get(p);
    if (other) return fail('bad_position', `Two units stand in ${graph.provinces[p]}: ${other} and ${u.power} ${u.kind} ${u.at}.`);
    taken.set(p, `${u.power} ${u.kind} ${u.at}`);
  }
  if (position.dislodged.length > 0 && phase.value.type !== 'R') {
    return fail('bad_position', `Dislodged units are given, but ${position.phase} is not a retreat phase.`);
  }
  const dislodgedAt = new Set<number>();
  for (const u of position.dislodged) {
    const problem = place(u, `dislodged ${u.power} ${u.kind} ${u.at}`);
    if (problem) return fail('bad_position', problem);
    const p = graph.locationProvince.get(u.at)!;
    if (dislodgedAt.has(p)) return fail('bad_position', `Two dislodged units in ${graph.provinces[p]}.`);
    dislodgedAt.add(p);
    if (u.from !== undefined && !map.provinces.has(u.from)) return fail('bad_position', `Dislodged ${u.kind} ${u.at}: ${u.from} is not a province.`);
  }
  for (const s of position.standoffs) if (!map.provinces.has(s)) return fail('bad_position', `Standoff: ${s} is not a province.`);
  const owner = new Map<ProvinceId, PowerName>();
  for (const [power, list] of Object.entries(position.centers)) {
    if (!map.powers.has(power)) return fail('bad_position', `Centres: ${power} is not a power of the ${map.name} map.`);
    for (const c of list) {
      if (!map.supplyCenters.has(c)) return fail('bad_position', `Centres: ${c} is not a supply centre.`);
      const before = owner.get(c);
      if (before) return fail('bad_position', `Centres: ${c} is owned by both ${before} and ${power}.`);
      owner.set(c, power);
    }
  }
  return ok(phase.value);
}
