import { unitWord } from '../text/words.js';
import type { Unit } from '../adjudicate/types.js';
import { standingPlaces, type MapGraph } from '../map/graph.js';
import type { Location, PowerName, UnitKind } from '../map/types.js';
import { fail, ok, type Result } from '../result.js';
import { checkMovementOrder, indexBoard, type CheckError } from './check.js';
import type { MovementRules } from './movement-rules.js';
import type { ListOrder, UnitRef } from './types.js';

/**
 * The entry check of an order for units the writer imagines (DPjudge's FICTIONAL_OK, as a
 * Crystal Ball list is written for a board nobody has seen): could the order ever be
 * legal, were its units where it says? An army in the sea, a fleet inland, a move to a
 * place out of reach even by convoy, a support the supporter could never give: these are
 * refused when written. Whether the units are there is left to processing.
 *
 * The check builds the boards the order imagines (each place a fleet could stand in a
 * province of several coasts; the supported unit of either kind when not named; a fleet
 * in every sea for a move that needs a convoy) and asks the ordinary entry check of each:
 * one that passes is enough.
 *
 * `placed`: the ordered unit as it stands, when it is on the board (a standard game's
 * FICTIONAL_OK: only the units the order mentions are imagined). `rules`: the movement
 * options the imagined boards are checked under (SIGNAL_SUPPORT's signals).
 */
export function checkImagined(
  graph: MapGraph,
  power: PowerName,
  order: ListOrder,
  options: { readonly placed?: Unit; readonly rules?: MovementRules } = {},
): Result<void, CheckError | 'cannot_stand'> {
  switch (order.kind) {
    case 'proxy':
      return stands(graph, order.unit);
    case 'hold':
    case 'move':
    case 'support':
    case 'convoy':
      break;
    default:
      return ok(undefined);
  }
  const own = stands(graph, order.unit);
  if (!own.ok) return own;
  const target = order.kind === 'support' || order.kind === 'convoy' ? order.target : null;
  if (target !== null && target.kind !== null) {
    const t = stands(graph, target);
    if (!t.ok) return t;
  }
  const sea = order.kind === 'hold' ? [] : seaFleets(graph);
  let first: Result<void, CheckError> | null = null;
  for (const unit of options.placed === undefined ? imagine(graph, power, order.unit) : [options.placed]) {
    for (const other of target === null ? [null] : imagine(graph, power, target)) {
      if (other !== null && sameProvince(graph, unit.at, other.at)) continue;
      const placed = other === null ? [unit] : [unit, other];
      const taken = new Set(placed.map((u) => graph.locationProvince.get(u.at)));
      const fleets = sea.filter((f) => !taken.has(graph.locationProvince.get(f.at)));
      const checked = checkMovementOrder(indexBoard(graph, [...placed, ...fleets], options.rules), power, order);
      if (checked.ok) return ok(undefined);
      first ??= checked;
    }
  }
  return first ?? fail('cannot_support', 'A unit cannot support or convoy itself.');
}

/** The unit can stand where the line puts it: no army at sea, no fleet inland. */
function stands(graph: MapGraph, ref: UnitRef): Result<void, 'cannot_stand'> {
  const province = graph.locationProvince.get(ref.at);
  if (province === undefined) return fail('cannot_stand', `${ref.at} is not a place on this map.`);
  const kinds: UnitKind[] = ref.kind === null ? ['A', 'F'] : [ref.kind];
  if (kinds.some((k) => standingPlaces(graph, k, province).length > 0)) return ok(undefined);
  const name = graph.map.provinces.get(graph.provinces[province]!)?.name ?? ref.at;
  return fail('cannot_stand', ref.kind === null || ref.kind === 'F' ? `A fleet cannot be in ${name}.` : `An ${unitWord(ref.kind)} cannot be in ${name}.`);
}

/** Every way the line's unit could stand: each kind it may be, each place of that kind in the province. */
function imagine(graph: MapGraph, power: PowerName, ref: UnitRef): Unit[] {
  const province = graph.locationProvince.get(ref.at)!;
  const kinds: UnitKind[] = ref.kind === null ? ['A', 'F'] : [ref.kind];
  return kinds.flatMap((kind) => standingPlaces(graph, kind, province).map((at): Unit => ({ power, kind, at })));
}

const sameProvince = (graph: MapGraph, a: Location, b: Location): boolean => graph.locationProvince.get(a) === graph.locationProvince.get(b);

/** A fleet in every sea a convoy may cross, so that any route the map allows is there. */
const seaFleets = (graph: MapGraph): Unit[] =>
  graph.provinces.flatMap((id, p) => (graph.convoyable[p] && graph.map.locations.get(id)?.fleetCanStand ? [{ power: '', kind: 'F' as const, at: id }] : []));
