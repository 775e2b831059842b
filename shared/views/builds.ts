import { parsePhase, phaseTypeOf } from '../map/phase.js';
import { mapForPhase } from '../map/phased.js';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import type { OrderReport, Position, Unit } from '../adjudicate/types.js';
import { parseOrder } from '../orders/parse.js';
import { hasRule } from '../rules/index.js';
import { gameMap } from '../game/board.js';
import type { GameState, PhaseRecord } from '../game/types.js';
import type { ViewerView } from './types.js';

/**
 * HIDE_BUILDS (section 1.6 of the rule set): "Builds are not revealed until the next
 * movement turn gets processed. The results for the Winter turn will only declare how many
 * units were built, but not where or what type, by including BUILD HIDDEN lines … Note that
 * builds can also be hidden for individual home centers by using the appropriate map
 * syntax" (a `~` site of the map file: Map.txt, zeus.map). Who may see a power's builds is
 * the caller's `sees` (the master, and the power's own player); to the others an
 * adjustment record shows each hidden build as BUILD HIDDEN, and the next movement phase's
 * board leaves the built units out until its results show them.
 */

/** What a hidden build is shown as. */
export const BUILD_HIDDEN = 'BUILD HIDDEN';

/** Whether a build of `power` in `province`, in this adjustment phase, is hidden: every build under HIDE_BUILDS, else those on a `~` site of the map in force then. */
export function buildHidden(map: GameMap, rules: readonly string[], phase: string, power: PowerName, province: ProvinceId): boolean {
  if (hasRule(rules, 'HIDE_BUILDS')) return true;
  const parsed = parsePhase(phase);
  const board = parsed.ok ? mapForPhase(map, parsed.value) : map;
  return board.powers.get(power)?.hiddenBuilds?.includes(province) === true;
}

/** Whether the map or the rules may hide a build at all (so most games skip the work). */
export function buildsMayHide(map: GameMap, rules: readonly string[]): boolean {
  if (hasRule(rules, 'HIDE_BUILDS')) return true;
  const any = (m: GameMap) => [...m.powers.values()].some((p) => (p.hiddenBuilds?.length ?? 0) > 0);
  return any(map) || (map.phased ?? []).length > 0;
}

/** The province an order line builds in, or null when it is no build. */
function builtIn(map: GameMap, text: string): { province: ProvinceId; kind: Unit['kind'] | null } | null {
  if (text === BUILD_HIDDEN) return null;
  const order = parseOrder(map, text, { phaseType: 'A' });
  if (!order.ok || order.value.kind !== 'build') return null;
  const province = map.locations.get(order.value.unit.at)?.province;
  return province === undefined ? null : { province, kind: order.value.unit.kind };
}

/**
 * An adjustment record as a viewer who does not see every power's builds may read it:
 * each hidden build of a power he does not see is BUILD HIDDEN, in the orders entered and
 * in the results (a hidden build that failed is left out: only the number built is told).
 */
export function hideBuildsInRecord(map: GameMap, rules: readonly string[], record: PhaseRecord, sees: (power: PowerName) => boolean): PhaseRecord {
  if (phaseTypeOf(record.position.phase) !== 'A') return record;
  const phase = record.position.phase;
  const hidden = (power: PowerName, text: string): boolean => {
    if (sees(power)) return false;
    const b = builtIn(map, text);
    return b !== null && buildHidden(map, rules, phase, power, b.province);
  };
  let changed = false;
  const results: OrderReport[] = [];
  for (const r of record.results) {
    if (!hidden(r.power, r.order)) { results.push(r); continue; }
    changed = true;
    if (r.result === 'succeeds') results.push({ power: r.power, order: BUILD_HIDDEN, result: 'succeeds', ...(r.default ? { default: true as const } : {}) });
  }
  const orders: Record<PowerName, readonly string[]> = {};
  for (const [power, lines] of Object.entries(record.orders)) {
    orders[power] = lines.map((l) => (hidden(power, l) ? ((changed = true), BUILD_HIDDEN) : l));
  }
  return changed ? { ...record, orders, results } : record;
}

/**
 * The board of a movement phase as such a viewer sees it: the units built, hidden, in the
 * adjustment phase just before it (`last`, the record of the phase processed last) are
 * left out until this phase's results show them.
 */
export function hideNewUnits(map: GameMap, rules: readonly string[], position: Position, last: PhaseRecord | undefined, sees: (power: PowerName) => boolean): Position {
  if (last === undefined || phaseTypeOf(last.position.phase) !== 'A' || phaseTypeOf(position.phase) !== 'M') return position;
  const gone = new Set<string>();
  for (const r of last.results) {
    if (r.result !== 'succeeds' || sees(r.power)) continue;
    const b = builtIn(map, r.order);
    if (b !== null && buildHidden(map, rules, last.position.phase, r.power, b.province)) gone.add(`${r.power} ${b.province}`);
  }
  if (gone.size === 0) return position;
  const units = position.units.filter((u) => !gone.has(`${u.power} ${map.locations.get(u.at)?.province ?? u.at}`));
  return { ...position, units };
}

/** Whose builds this viewer sees: the master every power's, a player his own power's, anyone else none. */
function buildsSeenBy(viewer: ViewerView): (power: PowerName) => boolean {
  if (viewer.kind === 'master') return () => true;
  const own = viewer.kind === 'player' ? viewer.power : null;
  return (power) => power === own;
}

/** The cut of a game's records for this viewer, or null when nothing is hidden from him. */
export function buildsRecordCut(state: GameState, viewer: ViewerView): ((record: PhaseRecord) => PhaseRecord) | null {
  const map = gameMap(state.settings);
  if (viewer.kind === 'master' || !buildsMayHide(map, state.settings.rules)) return null;
  const sees = buildsSeenBy(viewer);
  return (record) => hideBuildsInRecord(map, state.settings.rules, record, sees);
}

/** The board of the phase being played as this viewer sees it (`hideNewUnits`). */
export function positionFor(state: GameState, viewer: ViewerView): Position {
  const map = gameMap(state.settings);
  if (viewer.kind === 'master' || !buildsMayHide(map, state.settings.rules)) return state.position;
  return hideNewUnits(map, state.settings.rules, state.position, state.history.at(-1), buildsSeenBy(viewer));
}
