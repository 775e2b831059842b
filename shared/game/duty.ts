import type { Position } from '../adjudicate/types.js';
import type { PhaseType } from '../map/phase.js';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { buildRule, centresToBuildFrom, openBuildSites } from '../orders/build-sites.js';
import { currentPhase, phaseMap } from './board.js';
import { lateNow } from './clock.js';
import { playedBySomeone } from './control.js';
import { inForce } from './rules.js';
import { alwaysWaits, waitFlagsCount } from './waits.js';
import type { GameState, StoredOrder } from './types.js';

/**
 * What each power owes in a phase, and whether what it has sent is enough: the facts
 * behind "process as soon as everyone is in".
 */

/** Builds a power may make and removals it must make in an adjustment phase. */
export interface Adjustments {
  readonly builds: number;
  readonly removals: number;
}

/**
 * Builds: one for each centre owned beyond its units, no more than the owned and empty
 * centres it may build in allow (its home centres, unless the game's rules say otherwise:
 * orders/build-sites.ts). Removals: one for each unit beyond its centres.
 */
export function adjustmentsOf(map: GameMap, position: Position, power: PowerName, rules: readonly string[] = []): Adjustments {
  // The units it may have: a centre each, and what the map gives beyond (RESERVES, MILITIA).
  const { owned, count: allowance, rule } = centresToBuildFrom(map, position, power, buildRule(rules));
  const units = position.units.filter((u) => u.power === power).length;
  if (allowance < units) return { builds: 0, removals: units - allowance };
  const occupied = new Set(position.units.map((u) => provinceOf(map, u.at)));
  // Alternative home centres add a place to build, not a build (openBuildSites).
  const sites = openBuildSites(map, rule, power, owned, (c) => occupied.has(c)).limit;
  return { builds: Math.min(allowance - units, sites), removals: 0 };
}

/** The province a location lies in ("SPA/NC" → "SPA"). */
export const provinceOf = (map: GameMap, at: string): ProvinceId => map.locations.get(at)?.province ?? at;

/** The power has something to order in this phase of this position. */
export function owesOrders(map: GameMap, position: Position, type: PhaseType, power: PowerName, rules: readonly string[] = []): boolean {
  switch (type) {
    case 'M':
      return position.units.some((u) => u.power === power);
    case 'R':
      return position.dislodged.some((u) => u.power === power);
    case 'A': {
      const a = adjustmentsOf(map, position, power, rules);
      return a.builds + a.removals > 0;
    }
  }
}

/** The powers that owe orders in the phase being played, in the map's order. */
export function powersOwing(state: GameState): PowerName[] {
  const map = phaseMap(state);
  const type = currentPhase(state).type;
  // GARRISON: a power out of the game whose player is still there may owe a build.
  const garrison = type === 'A' && inForce(state.settings, 'GARRISON');
  const playing = (p: PowerName) => state.seats[p]?.status !== 'eliminated' || (garrison && state.seats[p]?.playerId != null);
  return [...map.powers.keys()].filter((p) => playing(p) && owesOrders(map, state.position, type, p, state.settings.rules));
}

/** The province an order's unit stands in, or null for a waive. */
export function orderedProvince(map: GameMap, order: StoredOrder): ProvinceId | null {
  return order.order.kind === 'waive' ? null : provinceOf(map, order.order.unit.at);
}

/**
 * The power's orders leave nothing to the judge's defaults: every unit (movement) or
 * dislodged unit (retreats) has an order, every build or removal is ordered or waived.
 * Under DEFAULT_UNORDERED a movement phase asks only that something was submitted.
 */
export function ordersComplete(state: GameState, power: PowerName): boolean {
  const map = phaseMap(state);
  const type = currentPhase(state).type;
  const orders = state.orders[power] ?? [];
  const ordered = new Set(orders.map((o) => orderedProvince(map, o)));
  switch (type) {
    case 'M':
      if (inForce(state.settings, 'DEFAULT_UNORDERED') && state.submitted.includes(power)) return true;
      return state.position.units.every((u) => u.power !== power || ordered.has(provinceOf(map, u.at)));
    case 'R':
      return state.position.dislodged.every((u) => u.power !== power || ordered.has(provinceOf(map, u.at)));
    case 'A': {
      const a = adjustmentsOf(map, state.position, power, state.settings.rules);
      return orders.length >= a.builds + a.removals;
    }
  }
}

/**
 * The phase may be processed now, before its deadline: the game runs (active, not paused,
 * not ALWAYS_WAIT), and every power that owes orders, dummies nobody controls excepted, is in and has no
 * WAIT flag set (REAL_TIME: has submitted, whatever it sent). When only dummies owe
 * orders, the phase waits for its deadline or the master, lest the game run on by itself.
 * Once the deadline has passed and the game waits for late powers, WAIT flags and
 * ALWAYS_WAIT hold it no longer: the last orders in process it. `isIn` says whether a power
 * is in: all its orders given (a variant may ask less: a Payola sheet sent).
 */
export function readyToProcess(state: GameState, isIn: (state: GameState, power: PowerName) => boolean = ordersComplete): boolean {
  const type = currentPhase(state).type;
  // NO_MINOR_WAIT: flags and ALWAYS_WAIT hold movement phases only (waits.ts).
  const waits = lateNow(state) === null && waitFlagsCount(state.settings, type);
  if (state.status !== 'active' || state.paused || (waits && alwaysWaits(state.settings, type))) return false;
  const owing = powersOwing(state).filter((p) => playedBySomeone(state.seats, p));
  if (owing.length === 0) return false;
  if (inForce(state.settings, 'REAL_TIME')) return owing.every((p) => state.submitted.includes(p));
  return owing.every((p) => isIn(state, p) && !(waits && state.seats[p]?.wait));
}
