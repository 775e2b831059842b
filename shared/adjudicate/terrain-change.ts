import { walksLand } from '../map/types.js';
import { mapForPhase } from '../map/phased.js';
import { parsePhase, type Phase } from '../map/phase.js';
import type { GameMap } from '../map/types.js';
import { trapped } from './position.js';
import type { OrderReport, PhaseOutcome, Unit } from './types.js';

/**
 * What becomes of the units when the map changes under them between the phase played and
 * the next (IN and FROM lines, map/phased.ts), as the DPjudge's morphMap and rule 1.3 say:
 * a unit that may still stand where it is stays; a fleet on a province that gained coasts
 * lands on the coast written last in the map file; under UNITS_ADAPT a fleet on what became
 * land turns army and an army on what became water turns fleet; under HIBERNATE, which
 * comes first, a unit on a place become shut, or a fleet on one become land, stays and may
 * only hold (orders/check.ts) until it opens again; any other is destroyed,
 * each said in a default report. The outcome unchanged when the map is the same.
 */
export function afterTerrainChange(map: GameMap, played: Phase, outcome: PhaseOutcome, rules: { readonly adapt: boolean; readonly hibernate: boolean }): PhaseOutcome {
  if (map.phased === undefined) return outcome;
  const next = parsePhase(outcome.next.phase);
  if (!next.ok) return outcome;
  const before = mapForPhase(map, played);
  const after = mapForPhase(map, next.value);
  if (after === before) return outcome;
  const reports: OrderReport[] = [];
  const units: Unit[] = [];
  for (const unit of outcome.next.units) {
    const changed = rules.hibernate && trapped(after, unit) && !trapped(before, unit) ? 'trapped' : moved(after, unit, rules.adapt, rules.hibernate);
    if (changed === 'trapped') {
      units.push(unit);
      reports.push({ power: unit.power, order: `${unit.kind} ${unit.at}`, result: 'succeeds', reason: `The map changes under it in ${outcome.next.phase}: it is trapped on ${placeName(after, unit.at)} and must hold (HIBERNATE).`, default: true });
    } else if (changed === unit) units.push(unit);
    else if (changed === null) reports.push({ power: unit.power, order: `${unit.kind} ${unit.at}`, result: 'disbanded', reason: `The map changes under it in ${outcome.next.phase}: it may not stand on ${placeName(after, unit.at)} and is destroyed.`, default: true });
    else {
      units.push(changed);
      const what = changed.kind !== unit.kind ? `becomes ${walksLand(changed.kind) ? 'an army' : 'a fleet'} (UNITS_ADAPT)` : `is landed on ${placeName(after, changed.at)}`;
      reports.push({ power: unit.power, order: `${unit.kind} ${unit.at}`, result: 'succeeds', reason: `The map changes under it in ${outcome.next.phase}: it ${what}.`, default: true });
    }
  }
  if (reports.length === 0) return outcome;
  return { results: [...outcome.results, ...reports], next: { ...outcome.next, units } };
}

/** The unit as it stands on the changed map: itself, changed, or null when destroyed. */
function moved(map: GameMap, unit: Unit, adapt: boolean, hibernate: boolean): Unit | null {
  const here = map.locations.get(unit.at);
  if (walksLand(unit.kind) ? here?.armyCanStand : here?.fleetCanStand) return unit;
  // Trapped before and trapped still (HIBERNATE): it stays, holding.
  if (hibernate && trapped(map, unit)) return unit;
  const province = map.provinces.get(here?.province ?? unit.at);
  if (province === undefined) return null;
  // A fleet on a province that gained coasts: the coast written last (Map.txt, UNITS_ADAPT).
  const coast = province.coasts[province.coasts.length - 1];
  if (unit.kind === 'F' && coast !== undefined && map.locations.get(coast)?.fleetCanStand) return { ...unit, at: coast };
  // A fleet on a coast of a province that lost its coasts stays in the province.
  if (unit.kind === 'F' && map.locations.get(province.id)?.fleetCanStand) return { ...unit, at: province.id };
  if (!adapt) return null;
  const other = walksLand(unit.kind) ? 'F' : 'A';
  const spot = map.locations.get(province.id);
  if (other === 'A' ? spot?.armyCanStand : spot?.fleetCanStand) return { ...unit, kind: other, at: province.id };
  return null;
}

const placeName = (map: GameMap, at: string): string => map.locations.get(at)?.name ?? at;
