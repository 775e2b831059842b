import { adjudicateLines, type OrderLine } from '../../adjudicate/phase.js';
import { checkPosition } from '../../adjudicate/position.js';
import type { OrderResult, Position } from '../../adjudicate/types.js';
import { mapGraph } from '../../map/graph.js';
import type { GameMap, Location, PowerName } from '../../map/types.js';
import { destination, retreatOptions } from '../../orders/check.js';
import { formatOrder } from '../../orders/format.js';
import type { Order } from '../../orders/types.js';
import { fail, ok, type Result } from '../../result.js';
import type { ListReport, RetreatListAnnotation } from './annotations.js';
import { considered, listLimits, unitPhrase, type ListLine } from './lists.js';

/**
 * The standing retreat lists of the original rules (section 5), used at a retreat phase.
 *
 * - The first lines of each list are considered, as many as the largest power's centres.
 * - A line for a unit that was not dislodged is UNUSED; so is any line for a unit after
 *   the first of its lines that is not VOID, which is the one followed.
 * - A retreat to a place the unit cannot go is VOID.
 * - Two units retreating to one place both disband: DISBANDS DUE TO CONFLICT.
 * - A dislodged unit given no considered line at all retreats to the one place left to it
 *   after the ordered retreats, if there is exactly one, and disbands otherwise; one given
 *   only VOID lines disbands.
 */

export interface RetreatListsInput {
  readonly map: GameMap;
  /** A retreat phase, its dislodged units and standoffs. */
  readonly position: Position;
  /** Each power's retreat list (retreats and disbands, the unit's kind optional). */
  readonly lists: Readonly<Record<PowerName, readonly ListLine[]>>;
}

export interface ListPhaseOutcome<A extends ListReport['annotation']> {
  /** Every list line in list order, then the lines the judge added. */
  readonly results: readonly ListReport<A>[];
  readonly next: Position;
}

/** Where each dislodged unit went: a place, or null when it disbanded. */
export interface Retreated {
  readonly power: PowerName;
  readonly from: Location;
  readonly to: Location | null;
}

export const LIST_PHASE_ERRORS = ['bad_position', 'unknown_power', 'wrong_phase'] as const;
export type ListPhaseError = (typeof LIST_PHASE_ERRORS)[number];

type Fate =
  | { readonly kind: 'final'; readonly annotation: RetreatListAnnotation; readonly result: OrderResult; readonly reason?: string }
  /** The line followed for a dislodged unit. */
  | { readonly kind: 'followed'; readonly unit: number };

/** What each dislodged unit does: retreat to a place, or disband. */
type Move = { readonly to: Location; readonly province: number } | { readonly to: null };

export function resolveRetreatLists(input: RetreatListsInput): Result<ListPhaseOutcome<RetreatListAnnotation> & { readonly retreated: readonly Retreated[] }, ListPhaseError> {
  const { map, position, lists } = input;
  const phase = checkPosition(map, position);
  if (!phase.ok) return phase;
  if (phase.value.type !== 'R') return fail('wrong_phase', `${position.phase} is not a retreat phase.`);
  for (const power of Object.keys(lists)) {
    if (!map.powers.has(power)) return fail('unknown_power', `${power} is not a power of the ${map.name} map.`);
  }
  const graph = mapGraph(map);
  const retreating = position.dislodged;
  const occupied = new Set(position.units.map((u) => graph.locationProvince.get(u.at)!));
  const standoffs = new Set(position.standoffs.map((s) => graph.provinceIndex.get(s)!));
  const options = retreating.map((u) => retreatOptions(graph, u, (p) => occupied.has(p), standoffs));
  const limits = listLimits(position);

  const moves: (Move | null)[] = retreating.map(() => null);
  const received = retreating.map(() => false);
  const fates: Record<PowerName, Fate[]> = {};
  for (const [power, lines] of Object.entries(lists)) {
    const counted = considered(lines, limits);
    fates[power] = lines.map((line, i): Fate => {
      if (!counted[i]) return { kind: 'final', annotation: 'ignored', result: 'ignored', reason: `Beyond the ${limits.orders} orders considered in each list (the centres of the largest power).` };
      const order = line.order as Extract<Order, { kind: 'retreat' | 'disband' }>;
      const p = graph.locationProvince.get(order.unit.at);
      const u = retreating.findIndex((r) => r.power === power && graph.locationProvince.get(r.at) === p && (order.unit.kind === null || order.unit.kind === r.kind));
      if (u < 0) return { kind: 'final', annotation: 'unused', result: 'ignored', reason: `${power} has no ${unitPhrase(map, order.unit)} to retreat.` };
      received[u] = true;
      let move: Move = { to: null };
      if (order.kind === 'retreat') {
        const unit = retreating[u]!;
        const dest = destination(graph, unit.kind, unit.at, order.to, { power });
        if (!dest.ok) return { kind: 'final', annotation: 'void', result: 'void', reason: dest.error.message };
        if (!options[u]!.includes(dest.value.to)) {
          return { kind: 'final', annotation: 'void', result: 'void', reason: `The ${unitPhrase(map, unit)} cannot retreat to ${map.locations.get(dest.value.to)?.name ?? dest.value.to}.` };
        }
        move = { to: dest.value.to, province: dest.value.province };
      }
      if (moves[u] !== null) return { kind: 'final', annotation: 'unused', result: 'ignored', reason: 'An earlier line of the list already retreats this unit.' };
      moves[u] = move;
      return { kind: 'followed', unit: u };
    });
  }

  // Two or more ordered retreats to one place: all of them disband.
  const heading = new Map<number, number>();
  for (const m of moves) if (m?.to) heading.set(m.province, (heading.get(m.province) ?? 0) + 1);
  const conflict = moves.map((m) => m !== null && m.to !== null && heading.get(m.province)! > 1);

  // Units given no line at all: the one place left after the ordered retreats, or disband.
  const taken = new Set(occupied);
  moves.forEach((m, u) => { if (m?.to && !conflict[u]) taken.add(m.province); });
  const automatic: (Move | null)[] = retreating.map((unit, u) => {
    if (received[u]) return null;
    const left = retreatOptions(graph, unit, (p) => taken.has(p), standoffs);
    return left.length === 1 ? { to: left[0]!, province: graph.locationProvince.get(left[0]!)! } : { to: null };
  });
  const autoHeading = new Map<number, number>();
  for (const m of automatic) if (m?.to) autoHeading.set(m.province, (autoHeading.get(m.province) ?? 0) + 1);

  const results: ListReport<RetreatListAnnotation>[] = [];
  for (const [power, list] of Object.entries(fates)) {
    list.forEach((fate, i) => {
      const order = lists[power]![i]!.text;
      if (fate.kind === 'final') {
        results.push(fate.reason === undefined ? { power, order, result: fate.result, annotation: fate.annotation } : { power, order, result: fate.result, annotation: fate.annotation, reason: fate.reason });
      } else if (conflict[fate.unit]) {
        results.push({ power, order, result: 'disbanded', annotation: 'disbands due to conflict', reason: 'Another unit retreated to the same place.' });
      } else {
        results.push({ power, order, result: 'succeeds', annotation: 'ordered' });
      }
    });
  }
  // What each unit finally does, for the reports the judge adds and the next position.
  const final: Move[] = retreating.map((_, u) => {
    const m = moves[u] ?? automatic[u] ?? { to: null };
    if (m.to === null || conflict[u]) return { to: null };
    if (automatic[u]?.to && autoHeading.get(m.province)! > 1) return { to: null };
    return m;
  });
  retreating.forEach((unit, u) => {
    if (received[u] && moves[u] !== null) return;
    const m = final[u]!;
    const why = received[u] ? 'Its retreat orders were void.' : reasonUnordered(automatic[u]!, m, options[u]!.length);
    const order = m.to === null ? formatOrder({ kind: 'disband', unit }) : formatOrder({ kind: 'retreat', unit, to: m.to });
    results.push({ power: unit.power, order, result: m.to === null ? 'disbanded' : 'succeeds', reason: why, default: true, annotation: 'default' });
  });

  const lines: OrderLine[] = retreating.map((unit, u) => {
    const m = final[u]!;
    const order: Order = m.to === null ? { kind: 'disband', unit } : { kind: 'retreat', unit, to: m.to };
    return { power: unit.power, text: formatOrder(order), order: ok(order) };
  });
  const outcome = adjudicateLines({ map, position, lines, rules: [] });
  if (!outcome.ok) return fail('bad_position', outcome.error.message);
  const retreated = retreating.map((unit, u): Retreated => ({ power: unit.power, from: unit.at, to: final[u]!.to }));
  return ok({ results, next: outcome.value.next, retreated });
}

/** Why the judge moved or disbanded a unit given no retreat. */
function reasonUnordered(automatic: Move, done: Move, options: number): string {
  if (done.to !== null) return 'No retreat was ordered: it retreats to the one place left.';
  if (automatic.to !== null) return 'No retreat was ordered, and another unit was sent to the one place left to it.';
  return options === 0 ? 'It had nowhere to retreat.' : 'No retreat was ordered, and it had more than one place to go, or none.';
}
