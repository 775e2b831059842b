import { adjudicateLines, type OrderLine } from '../../adjudicate/phase.js';
import { civilDisorderRemovals } from '../../adjudicate/civil-disorder.js';
import { checkPosition } from '../../adjudicate/position.js';
import type { OrderResult, Position, Unit } from '../../adjudicate/types.js';
import { mapGraph } from '../../map/graph.js';
import type { GameMap, Location, PowerName, UnitKind } from '../../map/types.js';
import { formatOrder } from '../../orders/format.js';
import type { Order, UnitRef } from '../../orders/types.js';
import { fail, ok, type Result } from '../../result.js';
import type { BuildListAnnotation, RemoveListAnnotation } from './annotations.js';
import { readListLine, unitPhrase, type ListError, type ListLine } from './lists.js';
import type { ListPhaseError, ListPhaseOutcome } from './retreat-list.js';

/**
 * The build and remove lists of the original rules (sections 6 and 7), used at an
 * adjustment phase. A power builds or removes, never both, so one winter uses one of its
 * two lists; the other's lines are marked NO MORE BUILDS or UNNECESSARY.
 *
 * Builds, from the top of the standing build list: a WAIVE, or a build that could never
 * be (a fleet in Moscow, a unit in a centre not a home), counts as a waive (WAIVE); a build
 * in a home centre not owned or occupied (by a unit, or by a build above it) is VOID;
 * the rest are carried out while units and waives fall short of the centres owned, and
 * then are NO MORE BUILDS. Builds still owed when the list runs out are waived.
 *
 * Removals, from the top of the remove list written before the Fall: a unit that does
 * not exist (or is no longer the power's) is INVALID; as many valid lines as removals are
 * owed are carried out, the rest are UNNECESSARY; removals still owed are made by the
 * civil-disorder rule.
 */

/** Where a unit named in a remove list stands now: null if it is gone. */
export type WhereNow = (power: PowerName, unit: UnitRef) => Location | null;

export interface AdjustmentListsInput {
  readonly map: GameMap;
  /** An adjustment phase. */
  readonly position: Position;
  /** Each power's build list (builds and WAIVEs) and remove list (removals), the lines of both in one array, each in its order. */
  readonly lists: Readonly<Record<PowerName, readonly ListLine[]>>;
  /**
   * Remove lists name units as they stood after the Spring retreats; this follows each
   * to where it stands now (through the Fall movement and retreats). Without it, units
   * are taken where they are named.
   */
  readonly whereNow?: WhereNow;
}

export type AdjustmentListAnnotation = BuildListAnnotation | RemoveListAnnotation;

type Report = ListPhaseOutcome<AdjustmentListAnnotation>['results'][number];

export function resolveAdjustmentLists(input: AdjustmentListsInput): Result<ListPhaseOutcome<AdjustmentListAnnotation>, ListPhaseError> {
  const { map, position, lists } = input;
  const phase = checkPosition(map, position);
  if (!phase.ok) return phase;
  if (phase.value.type !== 'A') return fail('wrong_phase', `${position.phase} is not an adjustment phase.`);
  for (const power of Object.keys(lists)) {
    if (!map.powers.has(power)) return fail('unknown_power', `${power} is not a power of the ${map.name} map.`);
  }
  const graph = mapGraph(map);
  const where: WhereNow = input.whereNow ?? ((_, unit) => unit.at);
  const results: Report[] = [];
  const added: Report[] = [];
  const lines: OrderLine[] = [];

  for (const power of map.powers.keys()) {
    const list = lists[power] ?? [];
    const centres = new Set(position.centers[power] ?? []);
    const mine = position.units.map((unit, index) => ({ unit, index })).filter((x) => x.unit.power === power);
    const delta = centres.size - mine.length;
    const reports: Report[] = list.map((line) => ({ power, order: line.text, result: 'ignored', annotation: 'unnecessary' }));

    // Builds.
    const built = new Set<number>();
    let used = 0;
    list.forEach((line, i) => {
      const order = line.order;
      if (order.kind !== 'build' && order.kind !== 'waive') return;
      const report = (annotation: BuildListAnnotation, result: OrderResult, reason?: string): void => {
        reports[i] = reason === undefined ? { power, order: line.text, result, annotation } : { power, order: line.text, result, annotation, reason };
      };
      if (delta <= 0) return report('no more builds', 'ignored', delta < 0 ? `${power} removes units this winter.` : `${power} has no builds to make.`);
      const site = order.kind === 'build' ? buildSite(map, power, order.unit) : null;
      if (site !== null && typeof site !== 'string') {
        const p = graph.provinceIndex.get(site.province)!;
        const name = map.provinces.get(site.province)!.name;
        if (!centres.has(site.province)) return report('void', 'void', `${power} does not own ${name}.`);
        if (position.units.some((u) => graph.locationProvince.get(u.at) === p) || built.has(p)) return report('void', 'void', `${name} is occupied.`);
      }
      if (used >= delta) return report('no more builds', 'ignored', `${power}'s units and waives already match its centres.`);
      used++;
      if (site === null) return report('waive', 'waived');
      if (typeof site === 'string') return report('waive', 'waived', `${site} It counts as a WAIVE.`);
      built.add(graph.provinceIndex.get(site.province)!);
      const unit: Unit = { power, kind: site.kind, at: site.at };
      lines.push({ power, text: formatOrder({ kind: 'build', unit }), order: ok({ kind: 'build', unit }) });
      report('ordered', 'succeeds');
    });
    for (let k = used; k < delta; k++) {
      added.push({ power, order: 'WAIVE', result: 'waived', reason: 'The build list ran out.', default: true, annotation: 'default' });
    }

    // Removals.
    const removed = new Set<number>();
    list.forEach((line, i) => {
      const order = line.order;
      if (order.kind !== 'disband') return;
      const report = (annotation: RemoveListAnnotation, result: OrderResult, reason?: string): void => {
        reports[i] = reason === undefined ? { power, order: line.text, result, annotation } : { power, order: line.text, result, annotation, reason };
      };
      const at = where(power, order.unit);
      const p = at === null ? undefined : graph.locationProvince.get(at);
      const found = mine.find((x) => graph.locationProvince.get(x.unit.at) === p && x.unit.kind === order.unit.kind);
      if (found === undefined) return report('invalid', 'void', `${power} has no ${unitPhrase(map, order.unit)}.`);
      if (delta >= 0) return report('unnecessary', 'ignored', `${power} has no units to remove.`);
      if (removed.has(found.index)) return report('unnecessary', 'ignored', 'The unit is already removed above.');
      if (removed.size >= -delta) return report('unnecessary', 'ignored', 'No more removals are owed.');
      removed.add(found.index);
      report('ordered', 'succeeds');
    });
    if (delta < 0 && removed.size < -delta) {
      const left = mine.filter((x) => !removed.has(x.index));
      for (const u of civilDisorderRemovals(graph, left, [...centres], -delta - removed.size)) {
        removed.add(u);
        const unit = position.units[u]!;
        added.push({ power, order: formatOrder({ kind: 'disband', unit }), result: 'disbanded', reason: 'Civil disorder: the remove list fell short.', default: true, annotation: 'default' });
      }
    }
    for (const u of removed) {
      const unit = position.units[u]!;
      lines.push({ power, text: formatOrder({ kind: 'disband', unit }), order: ok({ kind: 'disband', unit }) });
    }
    if (lists[power] !== undefined) results.push(...reports);
  }
  // The lists' own order of powers for the results, as given.
  const order = Object.keys(lists);
  results.sort((a, b) => order.indexOf(a.power) - order.indexOf(b.power));

  const outcome = adjudicateLines({ map, position, lines, rules: [] });
  if (!outcome.ok) return fail('bad_position', outcome.error.message);
  return ok({ results: [...results, ...added], next: outcome.value.next });
}

/**
 * Read each power's adjustment lines, build and remove lists together: builds and WAIVEs
 * for the one, removals for the other, each line where it stands.
 */
export function readAdjustmentLists(
  map: GameMap,
  lists: Readonly<Record<string, readonly string[]>>,
  options: { readonly needMoveMarks?: boolean } = {},
): Result<Record<PowerName, ListLine[]>, ListError> {
  const out: Record<PowerName, ListLine[]> = {};
  for (const [name, texts] of Object.entries(lists)) {
    const power = name.toUpperCase();
    if (!map.powers.has(power)) return fail('unknown_power', `${name} is not a power of the ${map.name} map.`);
    const lines: ListLine[] = (out[power] ??= []);
    for (const [i, text] of texts.entries()) {
      const asBuild = readListLine(map, power, text, { kind: 'build', proxies: false, ...options });
      const line = asBuild.ok || asBuild.error.code !== 'wrong_list' ? asBuild : readListLine(map, power, text, { kind: 'remove', proxies: false, ...options });
      if (!line.ok) return fail(line.error.code, `${power}, line ${i + 1} ("${text.trim()}"): ${line.error.message}`);
      lines.push(line.value);
    }
  }
  return ok(out);
}

/**
 * Where a build line would put its unit, if a build could ever stand there (a home centre
 * of the power, the kind able to stand in it, a coast named where one is needed);
 * otherwise the sentence saying why not: such a build counts as a WAIVE.
 */
function buildSite(map: GameMap, power: PowerName, ref: UnitRef): { province: string; at: Location; kind: UnitKind } | string {
  const loc = map.locations.get(ref.at);
  const province = loc?.province ?? ref.at;
  const name = map.provinces.get(province)?.name ?? province;
  if (!(map.powers.get(power)?.homes ?? []).includes(province)) return `${name} is not a home centre of ${power}.`;
  // The kind is always written in a build list (lists.ts refuses a line without it).
  const kind: UnitKind = ref.kind ?? 'A';
  if (kind === 'A') {
    return map.locations.get(province)?.armyCanStand ? { province, at: province, kind } : `An army cannot stand in ${name}.`;
  }
  if (loc?.fleetCanStand) return { province, at: ref.at, kind };
  const coasts = map.provinces.get(province)?.coasts ?? [];
  return coasts.length > 0 ? `Say on which coast of ${name} to build the fleet: ${coasts.join(' or ')}.` : `A fleet cannot stand in ${name}.`;
}

/**
 * The build list a power starts with (6.2): its starting units, as though built in the
 * winter before the game, in the alphabetical order of their provinces' names.
 */
export function initialBuildList(map: GameMap, power: PowerName): string[] {
  const name = (at: Location): string => map.provinces.get(map.locations.get(at)?.province ?? at)?.name ?? at;
  return [...(map.powers.get(power)?.units ?? [])]
    .sort((a, b) => (name(a.at) < name(b.at) ? -1 : name(a.at) > name(b.at) ? 1 : 0))
    .map((u) => formatOrder({ kind: 'build', unit: u } satisfies Order));
}
