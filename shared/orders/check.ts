import { walksLand } from '../map/types.js';
import type { Unit } from '../adjudicate/types.js';
import { canMove, canStep, edgeMark, reachableIn, type MapGraph, type Mover } from '../map/graph.js';
import type { Location, PowerName, ProvinceId, UnitKind } from '../map/types.js';
import { seasonalRefusal } from '../map/seasonal.js';
import { fail, ok, type Result } from '../result.js';
import { buildRefusal, closedAlternative, HOME_CENTRE_BUILDS, openBuildSites, type BuildRule } from './build-sites.js';
import { leagueRefusal } from './leagues.js';
import { capRefusal } from './caps.js';
import { coastalConvoyLinks, type ConvoyLinks } from './convoy-links.js';
import type { MovementRules } from './movement-rules.js';
import type { Order, UnitRef } from './types.js';

/**
 * The checks made when an order is entered, against the position it is entered for.
 *
 * An order that passes is legal in the DATC's sense (section 4.E.1): it could be valid
 * whatever the other orders are. Whether it *is* valid (a support matching the supported
 * unit's order, a convoy route actually ordered) is the adjudicator's business.
 */

export const CHECK_ERRORS = [
  'no_unit',
  'not_your_unit',
  'wrong_phase',
  'same_place',
  'not_adjacent',
  'army_to_sea',
  'coast_needed',
  'unreachable_coast',
  'no_convoy_route',
  'fleet_convoyed',
  'cannot_support',
  'no_target',
  'impossible_supported_move',
  'cannot_convoy',
  'not_on_route',
  'convoyer_twice',
  'cannot_retreat',
  'not_dislodged',
  'cannot_build',
  'season_closed',
] as const;
export type CheckError = (typeof CHECK_ERRORS)[number];

/** The units of a position indexed by province, built once per phase. */
export interface Board {
  readonly graph: MapGraph;
  readonly units: readonly Unit[];
  /** The unit index standing in each province, -1 when empty. */
  readonly unitAt: readonly number[];
  /** The province number of each unit. */
  readonly unitProvince: readonly number[];
  /** COASTAL_CONVOY: how convoy routes join places in this phase; absent, by `graph.touches` among fleets at sea. */
  readonly convoy?: ConvoyLinks;
  /** SIGNAL_SUPPORT: a support that could not be given is taken as a signal, void, instead of refused. */
  readonly signals?: true;
  /** CONVOY_BACK: a route may pass a convoying fleet more than once, and a fleet may offer to carry on such a route. */
  readonly convoyBack?: true;
  /** PORTAGE_CONVOY ('any') or MULTI_COAST_PORTAGE: armies carry fleets overland (checkPortage). */
  readonly portage?: 'any' | 'multi-coast';
  /**
   * FICTIONAL_OK: "A LON" and "F LON" are two units, so an order names its unit's kind and
   * names no unit of the other kind; no LEAGUE is checked (the rule text: it "obviates any
   * and all LEAGUE settings").
   */
  readonly fictional?: true;
}

/** The board of a phase; `rules`, when given, the movement options that change what an order may do there. */
export function indexBoard(graph: MapGraph, units: readonly Unit[], rules?: MovementRules): Board {
  const unitAt = new Array<number>(graph.provinces.length).fill(-1);
  const unitProvince = new Array<number>(units.length);
  for (let i = 0; i < units.length; i++) {
    const p = graph.locationProvince.get(units[i]!.at) ?? -1;
    unitProvince[i] = p;
    if (p >= 0) unitAt[p] = i;
  }
  if (rules === undefined || (!rules.coastalConvoy && !rules.signalSupport && !rules.convoyBack && rules.portage === null && !rules.fictional)) {
    return { graph, units, unitAt, unitProvince };
  }
  return {
    graph,
    units,
    unitAt,
    unitProvince,
    ...(rules.coastalConvoy ? { convoy: coastalConvoyLinks(graph, units, unitAt, unitProvince) } : {}),
    ...(rules.signalSupport ? { signals: true as const } : {}),
    ...(rules.convoyBack ? { convoyBack: true as const } : {}),
    ...(rules.portage !== null ? { portage: rules.portage } : {}),
    ...(rules.fictional ? { fictional: true as const } : {}),
  };
}

/** A movement-phase order that passed the entry checks, with places made exact. */
export type CheckedMovement =
  | { readonly kind: 'hold'; readonly unit: number }
  | {
      readonly kind: 'move';
      readonly unit: number;
      /** The exact destination: the province for armies, the coast for fleets. */
      readonly to: Location;
      readonly toProvince: number;
      /** The destination can be reached without a convoy. */
      readonly adjacent: boolean;
      /** The player asked for a convoy (`VIA CONVOY` or a route). */
      readonly viaConvoy: boolean;
    }
  | {
      readonly kind: 'support';
      readonly unit: number;
      readonly target: number;
      /** -1: support to hold. */
      readonly toProvince: number;
      /** The coast the support names, if it names one. */
      readonly toCoast: Location | null;
      /** SIGNAL_SUPPORT: a support that cannot be given, taken as a signal; it is void. */
      readonly signal?: true;
    }
  | { readonly kind: 'convoy'; readonly unit: number; readonly target: number; readonly toProvince: number };

type Check<T> = Result<T, CheckError>;

const KIND_NAME: Record<UnitKind, string> = { A: 'army', F: 'fleet', AF: 'air force', AS: 'arsenal' };

function provinceOf(graph: MapGraph, at: Location): number {
  return graph.locationProvince.get(at) ?? -1;
}

const placeName = (graph: MapGraph, at: Location): string => graph.map.locations.get(at)?.name ?? at;

/** The power's own unit named by an order. The coast written for it does not matter (DATC 4.B.5). */
function ownUnit(board: Board, power: PowerName, ref: UnitRef): Check<number> {
  const u = ownUnitIndex(board, power, ref);
  return u >= 0 ? ok(u) : notOwnUnit(board, power, ref);
}

/**
 * The index of the power's own unit an order names, or -1: the movement checks ask it of
 * every order, so the answer is a number rather than a result made for it.
 */
function ownUnitIndex(board: Board, power: PowerName, ref: UnitRef): number {
  const p = provinceOf(board.graph, ref.at);
  const u = p >= 0 ? board.unitAt[p]! : -1;
  if (u < 0 || board.units[u]!.power !== power) return -1;
  return board.fictional && ref.kind !== null && board.units[u]!.kind !== ref.kind ? -1 : u;
}

/**
 * HIBERNATE: a unit kept on a place that has become shut, or a fleet on one that has become
 * land (adjudicate/terrain-change.ts), may only hold until the place opens again.
 */
function trappedRefusal(board: Board, power: PowerName, order: Extract<Order, { kind: 'move' | 'support' | 'convoy' }>): Check<never> | null {
  const own = ownUnitIndex(board, power, order.unit);
  if (own < 0) return null;
  const unit = board.units[own]!;
  const place = board.graph.map.locations.get(unit.at);
  if (place === undefined || (walksLand(unit.kind) ? place.armyCanStand : place.fleetCanStand)) return null;
  const code = order.kind === 'move' ? 'not_adjacent' : order.kind === 'support' ? 'cannot_support' : 'cannot_convoy';
  return fail(code, `The unit on ${place.name} is trapped there (HIBERNATE) and may only hold until it opens again.`);
}

/** Why the order names no unit of the power's own. */
function notOwnUnit(board: Board, power: PowerName, ref: UnitRef): Check<never> {
  const p = provinceOf(board.graph, ref.at);
  const u = p >= 0 ? board.unitAt[p]! : -1;
  if (u < 0) return fail('no_unit', `There is no unit in ${placeName(board.graph, ref.at)}.`);
  const unit = board.units[u]!;
  if (unit.power === power) return fail('no_unit', `There is no ${KIND_NAME[ref.kind ?? unit.kind]} in ${placeName(board.graph, ref.at)}.`);
  return fail('not_your_unit', `The ${KIND_NAME[unit.kind]} in ${placeName(board.graph, unit.at)} belongs to ${unit.power}, not ${power}.`);
}

/**
 * Where a move of this unit to `to` lands exactly: armies ignore a written coast (DATC
 * 4.B.6); fleets need a coast they can reach, and may leave it out when only one can be
 * reached (4.B.2, 4.B.3).
 */
export function destination(
  graph: MapGraph,
  kind: UnitKind,
  from: Location,
  to: Location,
  mover?: Mover,
): Check<{ to: Location; province: number; adjacent: boolean }> {
  const province = provinceOf(graph, to);
  if (province < 0) return fail('not_adjacent', `${to} is not a place on this map.`);
  if (province === provinceOf(graph, from)) return fail('same_place', `A unit cannot move to the province it stands in.`);
  // The province's name only for a sentence: most orders need none.
  const nameOf = (): string => graph.map.provinces.get(graph.provinces[province]!)!.name;
  if (walksLand(kind)) {
    const main = graph.provinces[province]!;
    if (!graph.map.locations.get(main)?.armyCanStand) return fail('army_to_sea', `An army cannot go to ${nameOf()}.`);
    return ok({ to: main, province, adjacent: canStep(graph, 'A', from, province, mover) });
  }
  const reachable = reachableIn(graph, 'F', from, province, mover);
  const coasts = graph.coasts[province]!;
  if (coasts.length > 0 && to !== graph.provinces[province]) {
    if (!reachable.includes(to)) return fail('unreachable_coast', `A fleet in ${placeName(graph, from)} cannot reach ${placeName(graph, to)}.`);
    return ok({ to, province, adjacent: true });
  }
  if (reachable.length === 0) {
    if (!graph.map.locations.get(graph.provinces[province]!)?.fleetCanStand && coasts.length === 0) {
      return fail('not_adjacent', `A fleet cannot go to ${nameOf()}.`);
    }
    return fail('not_adjacent', `A fleet in ${placeName(graph, from)} cannot reach ${nameOf()}.`);
  }
  if (reachable.length > 1) {
    return fail('coast_needed', `Say which coast of ${nameOf()} the fleet goes to: ${reachable.join(' or ')}.`);
  }
  return ok({ to: reachable[0]!, province, adjacent: true });
}

/**
 * A carrier stands in each province of the route, and the route joins `from` to `to`:
 * fleets for an army, or, under PORTAGE_CONVOY, armies for a fleet (`carrier` 'A'), each
 * joined to the next and to both ends by any edge of the map.
 */
function convoyRouteExists(board: Board, from: number, to: number, avoid: number, carrier: UnitKind = 'F'): boolean {
  const { graph, unitAt, units } = board;
  const seen = new Array<number>(graph.provinces.length).fill(0);
  const queue: number[] = [];
  const { convoys, reach, link } = carrier === 'A' ? portageLinks(graph) : routeLinks(board);
  const count = graph.provinces.length;
  const fleetAt = (p: number): boolean => {
    const u = unitAt[p]!;
    return p !== avoid && !!convoys[p] && u >= 0 && units[u]!.kind === carrier;
  };
  for (const n of graph.neighbours[from]!) if (fleetAt(n) && reach[n * count + from]) { seen[n] = 1; queue.push(n); }
  while (queue.length > 0) {
    const p = queue.pop()!;
    for (const n of graph.neighbours[p]!) {
      if (n === to && reach[p * count + to]) return true;
      if (!seen[n] && fleetAt(n) && link[p * count + n]) { seen[n] = 1; queue.push(n); }
    }
  }
  return false;
}

/**
 * The fleet in province `via` could carry the army from `from` to `to` only on a route that
 * passes some fleet twice (CONVOY_BACK's `F ADR C A GRE-NAP`, where both ways from the
 * Adriatic go through the Ionian Sea): fleets join it to where the army boards and to where
 * it lands, yet no route passing each fleet once goes through it. A fleet on such a route
 * that no route needs is DATC 6.G.19's case, which the rule leaves as it is.
 */
function onlyPassingTwice(board: Board, from: number, to: number, via: number): boolean {
  return fleetsJoin(board, from, via, to) && fleetsJoin(board, to, via, from) && !onSimpleRoute(board, from, to, via);
}

/**
 * Some route of fleets from `from` to `to`, passing each once, goes through `via`. Searched
 * path by path to a generous bound, past which it answers yes (the fleet is then judged by
 * the minimal routes, as without the rule).
 */
function onSimpleRoute(board: Board, from: number, to: number, via: number): boolean {
  const { graph, unitAt, units } = board;
  const { convoys, reach, link } = routeLinks(board);
  const count = graph.provinces.length;
  const onPath = new Uint8Array(count);
  let budget = 20000;
  const extend = (p: number, passed: boolean): boolean => {
    if (--budget < 0) return true;
    if (passed && reach[p * count + to]) return true;
    onPath[p] = 1;
    for (const n of graph.neighbours[p]!) {
      if (n === from || n === to || onPath[n] || !link[p * count + n] || !convoys[n]) continue;
      const u = unitAt[n]!;
      if (u < 0 || units[u]!.kind !== 'F') continue;
      if (extend(n, passed || n === via)) { onPath[p] = 0; return true; }
    }
    onPath[p] = 0;
    return false;
  };
  for (const n of graph.neighbours[from]!) {
    const u = unitAt[n]!;
    if (n === to || !convoys[n] || u < 0 || units[u]!.kind !== 'F' || !reach[n * count + from]) continue;
    if (extend(n, n === via)) return true;
  }
  return false;
}

/** Fleets (none standing in `avoid`) join the place `start` to the fleet province `goal`. */
function fleetsJoin(board: Board, start: number, goal: number, avoid: number): boolean {
  const { graph, unitAt, units } = board;
  const { convoys, reach, link } = routeLinks(board);
  const count = graph.provinces.length;
  const seen = new Uint8Array(count);
  const queue: number[] = [];
  const fleetAt = (p: number): boolean => {
    const u = unitAt[p]!;
    return p !== avoid && p !== start && !!convoys[p] && u >= 0 && units[u]!.kind === 'F';
  };
  for (const n of graph.neighbours[start]!) if (fleetAt(n) && reach[n * count + start]) { seen[n] = 1; queue.push(n); }
  while (queue.length > 0) {
    const p = queue.pop()!;
    if (p === goal) return true;
    for (const n of graph.neighbours[p]!) if (!seen[n] && fleetAt(n) && link[p * count + n]) { seen[n] = 1; queue.push(n); }
  }
  return false;
}

/**
 * Without CONVOY_BACK, a written route names each place once: it passes no fleet twice and
 * comes back neither to a place it passed nor to where the army stands (the rule text's
 * `A GRE-ION-ADR-ION-NAP`). Under the rule it may; the adjudicator, as the DATC reads a
 * route, asks only that some route of convoying fleets carries the army.
 */
function routeRevisits(board: Board, at: Location, route: readonly ProvinceId[], to: Location, kind: UnitKind = 'A'): Check<never> | null {
  const graph = board.graph;
  const home = graph.provinces[provinceOf(graph, at)] ?? at;
  const end = graph.provinces[provinceOf(graph, to)] ?? to;
  // A fleet carried overland may land on another coast of its own province (PORTAGE_CONVOY).
  const places = walksLand(kind) ? [home, ...route, end] : [...route, end];
  for (let i = 1; i < places.length; i++) {
    if (places.indexOf(places[i]!) === i) continue;
    if (board.convoyBack) continue;
    if (i === places.length - 1 && places[i] === home) {
      return fail('same_place', `An army may be convoyed back to ${placeName(graph, at)}, where it stands, only in a game with CONVOY_BACK.`);
    }
    return fail('convoyer_twice', `The route passes ${placeName(graph, places[i]!)} twice; a convoy passes each place once unless the game has CONVOY_BACK.`);
  }
  return null;
}

type RouteLinks = { readonly convoys: ArrayLike<number | boolean>; readonly reach: ArrayLike<number>; readonly link: ArrayLike<number> };

/** What joins the places of a convoy route: the map's own edges among fleets at sea, or COASTAL_CONVOY's links. */
function routeLinks(board: Board): RouteLinks {
  if (board.convoy) return board.convoy;
  let links = mapLinks.get(board.graph);
  if (!links) {
    links = { convoys: board.graph.convoyable, reach: board.graph.touches, link: board.graph.touches };
    mapLinks.set(board.graph, links);
  }
  return links;
}

/** The standard game's links, one per map rather than one per order checked. */
const mapLinks = new WeakMap<MapGraph, RouteLinks>();

/** PORTAGE_CONVOY: armies anywhere carry a fleet from one to the next across any edge of the map. */
export function portageLinks(graph: MapGraph): RouteLinks {
  let links = armyLinks.get(graph);
  if (!links) {
    links = { convoys: new Uint8Array(graph.provinces.length).fill(1), reach: graph.touches, link: graph.touches };
    armyLinks.set(graph, links);
  }
  return links;
}

const armyLinks = new WeakMap<MapGraph, RouteLinks>();

/** An army could reach `to` from `from` over land or through fleets now on the board. */
function armyCouldReach(board: Board, armyUnit: number, to: Location, avoid: number): Check<{ adjacent: boolean; province: number; to: Location }> {
  const unit = board.units[armyUnit]!;
  const back = convoyedBack(board, armyUnit, to, avoid);
  if (back) return back;
  const dest = destination(board.graph, 'A', unit.at, to, { power: unit.power });
  if (!dest.ok) return dest;
  if (dest.value.adjacent) return dest;
  const from = board.unitProvince[armyUnit]!;
  if (convoyRouteExists(board, from, dest.value.province, avoid)) return dest;
  return fail('no_convoy_route', `An army in ${placeName(board.graph, unit.at)} can reach ${placeName(board.graph, dest.value.to)} neither over land nor through the fleets on the board.`);
}

/**
 * CONVOY_BACK: an army may be convoyed back to the province it stands in (`A GRE - ION -
 * GRE`) when a fleet on the board touches it; null when the move is no such return, or the
 * rule is not in force (then the move is refused as a move to where the unit stands).
 */
function convoyedBack(board: Board, armyUnit: number, to: Location, avoid: number): Check<{ adjacent: boolean; province: number; to: Location }> | null {
  const from = board.unitProvince[armyUnit]!;
  if (!board.convoyBack || provinceOf(board.graph, to) !== from) return null;
  const home = board.graph.provinces[from]!;
  if (convoyRouteExists(board, from, from, avoid)) return ok({ to: home, province: from, adjacent: false });
  return fail('no_convoy_route', `No fleets on the board could convoy the army in ${placeName(board.graph, home)} out and back.`);
}

/**
 * The fleets on some minimal convoy route from `from` to `to`: routes with no fleet to
 * spare (DATC 6.G.19: a fleet that no route needs cannot legally convoy). A minimal
 * route is an induced path of fleet-held sea provinces; the search is cut off at a
 * generous bound, past which every fleet on any route counts.
 */
export function fleetsOnMinimalRoutes(board: Board, from: number, to: number, carrier: UnitKind = 'F'): Set<number> {
  const { graph, unitAt, units } = board;
  const needed = new Set<number>();
  const { convoys, reach, link } = carrier === 'A' ? portageLinks(graph) : routeLinks(board);
  const count = graph.provinces.length;
  const isFleetSea = (p: number): boolean => {
    const u = unitAt[p]!;
    return !!convoys[p] && u >= 0 && units[u]!.kind === carrier;
  };
  // Between two fleets, and between a fleet and where the army boards or lands.
  const adjacent = (a: number, b: number): boolean => link[a * count + b] === 1;
  const touches = (fleet: number, place: number): boolean => reach[fleet * count + place] === 1;
  const path: number[] = [];
  let budget = 20000;
  const extend = (p: number): void => {
    if (--budget < 0) return;
    path.push(p);
    if (touches(p, to)) {
      for (const q of path) needed.add(q);
    } else {
      for (const n of graph.neighbours[p]!) {
        if (n === from || n === to || !isFleetSea(n) || path.includes(n) || !adjacent(p, n)) continue;
        if (touches(n, from)) continue;
        let chord = false;
        for (let i = 0; i < path.length - 1; i++) if (adjacent(n, path[i]!)) { chord = true; break; }
        if (!chord) extend(n);
      }
    }
    path.pop();
  };
  for (const n of graph.neighbours[from]!) if (isFleetSea(n) && touches(n, from)) extend(n);
  if (budget < 0) {
    // Too many routes to enumerate: be lenient rather than refuse a possible convoy.
    for (let p = 0; p < graph.provinces.length; p++) if (isFleetSea(p)) needed.add(p);
  }
  return needed;
}

/** Check a movement-phase order of `power`. */
export function checkMovementOrder(board: Board, power: PowerName, order: Order): Check<CheckedMovement> {
  const { graph } = board;
  if (order.kind === 'move' || order.kind === 'support' || order.kind === 'convoy') {
    const trapped = trappedRefusal(board, power, order);
    if (trapped !== null) return trapped;
  }
  if (order.kind === 'move' || order.kind === 'support' || order.kind === 'convoy') {
    const own = ownUnitIndex(board, power, order.unit);
    if (own >= 0 && board.units[own]!.kind === 'AS') {
      const code = order.kind === 'move' ? 'not_adjacent' : order.kind === 'support' ? 'cannot_support' : 'cannot_convoy';
      return fail(code, `A nuclear arsenal only holds: the arsenal in ${placeName(graph, board.units[own]!.at)} cannot ${order.kind === 'move' ? 'move' : order.kind}.`);
    }
  }
  switch (order.kind) {
    case 'hold': {
      const u = ownUnitIndex(board, power, order.unit);
      return u >= 0 ? ok({ kind: 'hold', unit: u }) : notOwnUnit(board, power, order.unit);
    }
    case 'move': {
      const own = ownUnitIndex(board, power, order.unit);
      if (own < 0) return notOwnUnit(board, power, order.unit);
      const unit = board.units[own]!;
      if (unit.kind === 'F') {
        if (board.portage) return checkPortedMove(board, own, order);
        if (order.viaConvoy) return fail('fleet_convoyed', 'Only armies can be convoyed.');
        const dest = destination(graph, 'F', unit.at, order.to, { power });
        if (!dest.ok) return dest;
        const closed = seasonClosed(board, board.unitProvince[own]!, dest.value.province, 'move');
        if (closed !== null) return fail('season_closed', closed);
        return ok({ kind: 'move', unit: own, to: dest.value.to, toProvince: dest.value.province, adjacent: true, viaConvoy: false });
      }
      if (order.route.length > 0) {
        const twice = routeRevisits(board, unit.at, order.route, order.to);
        if (twice) return twice;
      }
      const dest = armyCouldReach(board, own, order.to, -1);
      if (!dest.ok) return dest;
      if (dest.value.province === board.unitProvince[own] && !order.viaConvoy) {
        return fail('same_place', `An army goes back to ${placeName(graph, unit.at)}, where it stands, only by convoy: write the route it takes, or VIA CONVOY.`);
      }
      if (order.viaConvoy && !convoyRouteExists(board, board.unitProvince[own]!, dest.value.province, -1)) {
        return fail('no_convoy_route', `No fleets on the board could convoy the army in ${placeName(graph, unit.at)} to ${placeName(graph, dest.value.to)}.`);
      }
      const closed = seasonClosed(board, board.unitProvince[own]!, dest.value.province, dest.value.adjacent && !order.viaConvoy ? 'move' : 'convoy');
      if (closed !== null) return fail('season_closed', closed);
      return ok({
        kind: 'move',
        unit: own,
        to: dest.value.to,
        toProvince: dest.value.province,
        adjacent: dest.value.adjacent,
        viaConvoy: order.viaConvoy,
      });
    }
    case 'support':
      return checkSupport(board, power, order);
    case 'convoy':
      return checkConvoy(board, power, order);
    case 'retreat':
    case 'disband':
    case 'build':
    case 'waive':
      return fail('wrong_phase', `${describeKind(order.kind)} orders are given in ${order.kind === 'retreat' ? 'a retreat' : order.kind === 'disband' ? 'a retreat or an adjustment' : 'an adjustment'} phase, not in a movement phase.`);
  }
}

function describeKind(kind: Order['kind']): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

function targetUnit(board: Board, ref: UnitRef): Check<number> {
  const p = provinceOf(board.graph, ref.at);
  const t = p >= 0 ? board.unitAt[p]! : -1;
  if (t < 0) return fail('no_target', `There is no unit in ${placeName(board.graph, ref.at)} to support or convoy.`);
  return ok(t);
}

function checkSupport(board: Board, power: PowerName, order: Extract<Order, { kind: 'support' }>): Check<CheckedMovement> {
  const { graph } = board;
  const own = ownUnitIndex(board, power, order.unit);
  if (own < 0) return notOwnUnit(board, power, order.unit);
  const t = targetUnit(board, order.target);
  if (!t.ok) return t;
  const supporter = board.units[own]!;
  if (t.value === own) return fail('cannot_support', 'A unit cannot support itself.');
  const target = board.units[t.value]!;
  // Global: air forces and arsenals are never supported, holding or moving.
  if (target.kind === 'AF' || target.kind === 'AS') {
    return fail('cannot_support', `An ${KIND_NAME[target.kind]} can never be supported; the one in ${placeName(graph, target.at)} stands on its own strength.`);
  }
  if (order.to === null) {
    const held = board.unitProvince[t.value]!;
    if (!supporterReaches(board, own, held)) {
      return signalOr(board, own, t.value, -1, fail('cannot_support', `The ${KIND_NAME[supporter.kind]} in ${placeName(graph, supporter.at)} cannot reach ${placeName(graph, target.at)}, so cannot support it.`));
    }
    if (edgeMark(graph, supporter.at, held) !== null) return signalOr(board, own, t.value, -1, acrossMark(board, own, target.at));
    // Under SIGNAL_SUPPORT a support the league forbids is a signal too, as the DPjudge has it (Game.validOrder).
    const forbidden = board.fictional ? null : leagueRefusal(graph.map, supporter.power, target.power, null, 'support');
    if (forbidden) return signalOr(board, own, t.value, -1, fail('cannot_support', forbidden));
    return ok({ kind: 'support', unit: own, target: t.value, toProvince: -1, toCoast: null });
  }
  const toProvince = provinceOf(graph, order.to);
  if (toProvince < 0) return fail('not_adjacent', `${order.to} is not a place on this map.`);
  if (!supporterReaches(board, own, toProvince)) {
    return signalOr(board, own, t.value, toProvince, fail('cannot_support', `The ${KIND_NAME[supporter.kind]} in ${placeName(graph, supporter.at)} cannot reach ${placeName(graph, order.to)}, so cannot support a move there.`));
  }
  if (edgeMark(graph, supporter.at, toProvince) !== null) return signalOr(board, own, t.value, toProvince, acrossMark(board, own, order.to));
  // The supported move must itself be possible, without the supporter's own help as a convoy (DATC 6.D.31).
  const hasCoast = target.kind === 'F' && order.to !== graph.provinces[toProvince];
  if (target.kind === 'F') {
    const dest = hasCoast
      ? destination(graph, 'F', target.at, order.to, { power: target.power })
      : canStep(graph, 'F', target.at, toProvince, { power: target.power })
        ? ok(null)
        : fail('not_adjacent' as const, '');
    const ported = !dest.ok && board.portage !== undefined && portedLanding(board, t.value, hasCoast ? order.to : graph.provinces[toProvince]!, board.unitProvince[own]!).ok;
    if (!dest.ok && !ported) return signalOr(board, own, t.value, toProvince, fail('impossible_supported_move', `The fleet in ${placeName(graph, target.at)} cannot move to ${placeName(graph, order.to)}, so that move cannot be supported.`));
  } else {
    const dest = armyCouldReach(board, t.value, order.to, board.unitProvince[own]!);
    if (!dest.ok) return signalOr(board, own, t.value, toProvince, fail('impossible_supported_move', `The army in ${placeName(graph, target.at)} cannot move to ${placeName(graph, order.to)}, so that move cannot be supported.`));
  }
  const forbidden = board.fictional ? null : leagueRefusal(graph.map, supporter.power, target.power, board.units[board.unitAt[toProvince]!]?.power ?? null, 'support');
  if (forbidden) return signalOr(board, own, t.value, toProvince, fail('cannot_support', forbidden));
  return ok({ kind: 'support', unit: own, target: t.value, toProvince, toCoast: hasCoast ? order.to : null });
}

/**
 * The supporting unit could move to the province (not its own) itself. A function of its
 * own rather than a closure in checkSupport: one closure and one mover fewer for each
 * support read, which counts while the engine still interprets the checks.
 */
function supporterReaches(board: Board, own: number, province: number): boolean {
  const supporter = board.units[own]!;
  const at = board.unitProvince[own]!;
  if (province === at) return false;
  // Global IX.1: an air force supports into any space, land or sea, next to a space next to
  // its own, by any route; what stands in (or became of) the space between does not matter.
  if (supporter.kind === 'AF') {
    const near = board.graph.neighbours;
    return near[at]!.includes(province) || near[at]!.some((mid) => near[mid]!.includes(province));
  }
  return canStep(board.graph, supporter.kind, supporter.at, province, { power: supporter.power });
}

/**
 * Global VII.3.y: no move, and no convoyed move, into or out of a seasonal space closed in
 * this season (the map in force in the phase says which: `GameMap.closed`). A support into
 * one, or by a unit in one, is given as ever.
 */
function seasonClosed(board: Board, from: number, to: number, what: 'move' | 'convoy'): string | null {
  const map = board.graph.map;
  if (map.closed === undefined) return null;
  return seasonalRefusal(map, board.graph.provinces[to]!, what) ?? seasonalRefusal(map, board.graph.provinces[from]!, what);
}

/** No support crosses an edge marked ~ (a strait) or * (half strength): Map.txt. */
function acrossMark(board: Board, own: number, to: Location): Check<CheckedMovement> {
  const from = board.units[own]!.at;
  return fail('cannot_support', `No support is given across the edge from ${placeName(board.graph, from)} to ${placeName(board.graph, to)}.`);
}

/** SIGNAL_SUPPORT: a support that could not be given is taken as a signal, void at the deadline. */
function signalOr(board: Board, own: number, target: number, to: number, refused: Check<CheckedMovement>): Check<CheckedMovement> {
  return board.signals ? ok({ kind: 'support', unit: own, target, toProvince: to, toCoast: null, signal: true }) : refused;
}

function checkConvoy(board: Board, power: PowerName, order: Extract<Order, { kind: 'convoy' }>): Check<CheckedMovement> {
  const { graph } = board;
  const u = ownUnit(board, power, order.unit);
  if (!u.ok) return u;
  const fleet = board.units[u.value]!;
  const at = board.unitProvince[u.value]!;
  if (fleet.kind === 'A' && board.portage) return checkPortage(board, u.value, order);
  if (fleet.kind !== 'F' || !(board.convoy ? board.convoy.convoys[at] : graph.convoyable[at])) {
    const where = board.convoy ? 'at sea or on a coast' : 'at sea';
    return fail('cannot_convoy', `Only a fleet ${where} can convoy; the ${KIND_NAME[fleet.kind]} in ${placeName(graph, fleet.at)} cannot.`);
  }
  const t = targetUnit(board, order.target);
  if (!t.ok) return t;
  const army = board.units[t.value]!;
  // Under FICTIONAL_OK the army named is not there: the fleet in its place is another unit.
  // Global's air forces are convoyed as armies are.
  if (army.kind !== 'A' && army.kind !== 'AF') return fail(board.fictional ? 'no_target' : 'cannot_convoy', 'Only armies and air forces can be convoyed.');
  const back = provinceOf(graph, order.to) === board.unitProvince[t.value] && board.convoyBack;
  const dest = back ? ok({ to: army.at, province: board.unitProvince[t.value]! }) : destination(graph, 'A', army.at, order.to);
  if (!dest.ok) return fail('cannot_convoy', `The army in ${placeName(graph, army.at)} cannot be convoyed to ${placeName(graph, order.to)}: ${dest.error.message}`);
  const from = board.unitProvince[t.value]!;
  const to = dest.value.province;
  // A convoy across a closed space is given (a navy in the Polar Arctic convoys in every season); into or out of one, not.
  const closed = seasonClosed(board, from, to, 'convoy');
  if (closed !== null) return fail('cannot_convoy', closed);
  if (!fleetsOnMinimalRoutes(board, from, to).has(at) && !(board.convoyBack && onlyPassingTwice(board, from, to, at))) {
    if (board.convoyBack === undefined && onlyPassingTwice(board, from, to, at)) {
      return fail('convoyer_twice', `The fleet in ${placeName(graph, fleet.at)} could carry the army in ${placeName(graph, army.at)} to ${placeName(graph, dest.value.to)} only on a route that passes another fleet twice, which only CONVOY_BACK allows.`);
    }
    return fail('not_on_route', `The fleet in ${placeName(graph, fleet.at)} is on no convoy route from ${placeName(graph, army.at)} to ${placeName(graph, dest.value.to)}.`);
  }
  const forbidden = board.fictional ? null : leagueRefusal(graph.map, fleet.power, army.power, board.units[board.unitAt[dest.value.province]!]?.power ?? null, 'convoy');
  if (forbidden) return fail('cannot_convoy', forbidden);
  return ok({ kind: 'convoy', unit: u.value, target: t.value, toProvince: dest.value.province });
}

// ---- PORTAGE_CONVOY and MULTI_COAST_PORTAGE ----------------------------------------------

const onCoast = (graph: MapGraph, p: number): boolean => {
  const terrain = graph.map.provinces.get(graph.provinces[p]!)!.terrain;
  return terrain === 'COAST' || terrain === 'PORT';
};

/**
 * Where a fleet carried overland lands, if armies could carry it there (leaving out the
 * army in `avoid`, a supporter's own): a coastal province, its coast named when it has
 * more than one, reached through a chain of armies from the fleet's province; under
 * MULTI_COAST_PORTAGE only another coast of the province the fleet stands in.
 */
function portedLanding(board: Board, fleet: number, to: Location, avoid: number): Check<{ to: Location; province: number }> {
  const { graph } = board;
  const unit = board.units[fleet]!;
  const from = board.unitProvince[fleet]!;
  const province = provinceOf(graph, to);
  if (province < 0) return fail('not_adjacent', `${to} is not a place on this map.`);
  if (!onCoast(graph, from)) return fail('fleet_convoyed', `Only a fleet on a coast is carried overland; the fleet in ${placeName(graph, unit.at)} is at sea.`);
  if (!onCoast(graph, province)) return fail('fleet_convoyed', `A fleet is carried overland only to a coast, and ${placeName(graph, to)} is none.`);
  if (board.portage === 'multi-coast' && province !== from) {
    return fail('fleet_convoyed', `Under MULTI_COAST_PORTAGE a fleet is carried overland only between two coasts of the province it stands in.`);
  }
  const coasts = graph.coasts[province]!;
  let landing = to;
  if (coasts.length > 0 && !coasts.includes(to)) {
    const others = coasts.filter((c) => c !== unit.at);
    if (others.length !== 1) return fail('coast_needed', `Say which coast of ${placeName(graph, graph.provinces[province]!)} the fleet goes to: ${others.join(' or ')}.`);
    landing = others[0]!;
  }
  if (landing === unit.at) return fail('same_place', 'A unit cannot move to where it stands.');
  if (coasts.length === 0 && !graph.map.locations.get(landing)?.fleetCanStand) return fail('not_adjacent', `A fleet cannot go to ${placeName(graph, landing)}.`);
  if (!convoyRouteExists(board, from, province, avoid, 'A')) {
    return fail('no_convoy_route', `No armies on the board could carry the fleet in ${placeName(graph, unit.at)} overland to ${placeName(graph, landing)}.`);
  }
  return ok({ to: landing, province });
}

/**
 * A fleet's move under PORTAGE_CONVOY: by sea as ever when it can go there and asks for no
 * carrying (`VIA CONVOY` or a route), else carried overland by armies (portedLanding).
 */
function checkPortedMove(board: Board, own: number, order: Extract<Order, { kind: 'move' }>): Check<CheckedMovement> {
  const { graph } = board;
  const unit = board.units[own]!;
  if (order.route.length > 0) {
    const twice = routeRevisits(board, unit.at, order.route, order.to, 'F');
    if (twice) return twice;
  }
  const direct = destination(graph, 'F', unit.at, order.to, { power: unit.power });
  if (direct.ok && !order.viaConvoy) {
    return ok({ kind: 'move', unit: own, to: direct.value.to, toProvince: direct.value.province, adjacent: true, viaConvoy: false });
  }
  const ported = portedLanding(board, own, direct.ok ? direct.value.to : order.to, -1);
  // A move no army could ever carry (inland, to sea, under MULTI_COAST_PORTAGE to another
  // province) is refused as a fleet's move by sea; one the armies on the board fail, for that.
  if (!ported.ok) return !direct.ok && !order.viaConvoy && ported.error.code !== 'no_convoy_route' ? direct : ported;
  return ok({ kind: 'move', unit: own, to: ported.value.to, toProvince: ported.value.province, adjacent: direct.ok, viaConvoy: true });
}

/** `A BUR C F SPA/NC - SPA`: an army carries a fleet overland (PORTAGE_CONVOY). */
function checkPortage(board: Board, own: number, order: Extract<Order, { kind: 'convoy' }>): Check<CheckedMovement> {
  const { graph } = board;
  const army = board.units[own]!;
  const t = targetUnit(board, order.target);
  if (!t.ok) return t;
  const fleet = board.units[t.value]!;
  if (fleet.kind !== 'F') return fail('cannot_convoy', `An army carries only fleets overland; the army in ${placeName(graph, fleet.at)} cannot be carried.`);
  if (order.to !== graph.provinces[provinceOf(graph, order.to)]) {
    return fail('cannot_convoy', `A convoy names the province the fleet goes to, not its coast: write ${graph.provinces[provinceOf(graph, order.to)] ?? order.to}.`);
  }
  const landing = portedLanding(board, t.value, order.to, -1);
  if (!landing.ok && landing.error.code !== 'coast_needed') return fail('cannot_convoy', `The fleet in ${placeName(graph, fleet.at)} cannot be carried to ${placeName(graph, order.to)}: ${landing.error.message}`);
  const province = provinceOf(graph, order.to);
  if (!fleetsOnMinimalRoutes(board, board.unitProvince[t.value]!, province, 'A').has(board.unitProvince[own]!)) {
    return fail('not_on_route', `The army in ${placeName(graph, army.at)} is on no route carrying the fleet in ${placeName(graph, fleet.at)} overland to ${placeName(graph, order.to)}.`);
  }
  const attacked = province === board.unitProvince[t.value] ? -1 : board.unitAt[province]!;
  const forbidden = board.fictional ? null : leagueRefusal(graph.map, army.power, fleet.power, board.units[attacked]?.power ?? null, 'convoy');
  if (forbidden) return fail('cannot_convoy', forbidden);
  return ok({ kind: 'convoy', unit: own, target: t.value, toProvince: province });
}

/** A dislodged unit waiting to retreat, as the retreat checks see it. */
export interface RetreatingUnit extends Unit {
  readonly from?: ProvinceId;
}

export type CheckedRetreat =
  | { readonly kind: 'retreat'; readonly unit: number; readonly to: Location; readonly toProvince: number }
  | { readonly kind: 'disband'; readonly unit: number };

/**
 * The places a dislodged unit may retreat to: next to it for its kind, empty after the
 * movement, not where its attacker came from over land, not left empty by a standoff.
 */
export function retreatOptions(
  graph: MapGraph,
  unit: RetreatingUnit,
  occupied: (province: number) => boolean,
  standoffs: ReadonlySet<number>,
): Location[] {
  const loc = graph.map.locations.get(unit.at);
  // Global VII.1: an arsenal never retreats; dislodged, it is disbanded.
  if (!loc || unit.kind === 'AS') return [];
  // Global XI: no retreat into or out of a seasonal space closed this season.
  const closed = graph.map.closed?.provinces;
  if (closed !== undefined && closed.includes(loc.province)) return [];
  const attacker = unit.from === undefined ? -1 : (graph.provinceIndex.get(unit.from) ?? -1);
  const mover: Mover = { power: unit.power };
  const out: Location[] = [];
  for (const abut of loc.abuts) {
    if (!(walksLand(unit.kind) ? abut.army : abut.fleet)) continue;
    if (!canMove(graph.map, unit.kind, unit.at, abut.to, mover)) continue;
    const p = graph.locationProvince.get(abut.to);
    if (p === undefined || p === attacker || standoffs.has(p) || occupied(p)) continue;
    if (closed !== undefined && closed.includes(graph.provinces[p]!)) continue;
    if (!out.includes(abut.to)) out.push(abut.to);
  }
  return out;
}

export function checkRetreatOrder(
  graph: MapGraph,
  retreating: readonly RetreatingUnit[],
  options: readonly (readonly Location[])[],
  power: PowerName,
  order: Order,
): Check<CheckedRetreat> {
  if (order.kind !== 'retreat' && order.kind !== 'disband' && order.kind !== 'move') {
    return fail('wrong_phase', 'Only retreats and disbands can be ordered in a retreat phase.');
  }
  const p = provinceOf(graph, order.unit.at);
  const u = retreating.findIndex((r) => provinceOf(graph, r.at) === p);
  if (u < 0) return fail('not_dislodged', `No unit was dislodged in ${placeName(graph, order.unit.at)}.`);
  const unit = retreating[u]!;
  if (unit.power !== power) return fail('not_your_unit', `The unit dislodged in ${placeName(graph, unit.at)} belongs to ${unit.power}, not ${power}.`);
  if (order.kind === 'disband') return ok({ kind: 'disband', unit: u });
  const dest = destination(graph, unit.kind, unit.at, order.to, { power });
  if (!dest.ok) return fail('cannot_retreat', dest.error.message);
  const closed = seasonalRefusal(graph.map, graph.provinces[dest.value.province]!, 'retreat') ?? seasonalRefusal(graph.map, graph.provinces[p]!, 'retreat');
  if (closed !== null) return fail('season_closed', closed);
  if (!options[u]!.includes(dest.value.to)) {
    return fail('cannot_retreat', `The ${KIND_NAME[unit.kind]} dislodged in ${placeName(graph, unit.at)} cannot retreat to ${placeName(graph, dest.value.to)}.`);
  }
  return ok({ kind: 'retreat', unit: u, to: dest.value.to, toProvince: dest.value.province });
}

export type CheckedAdjustment =
  | { readonly kind: 'build'; readonly unitKind: UnitKind; readonly at: Location; readonly province: number }
  | { readonly kind: 'remove'; readonly unit: number }
  | { readonly kind: 'waive' };

/** Check an adjustment order: a build where the power may build, a removal of its own unit. */
export function checkAdjustmentOrder(
  board: Board,
  power: PowerName,
  owned: ReadonlySet<ProvinceId>,
  order: Order,
  // Where builds may go: the game's rules (build-sites.ts); the standard game's without them.
  builds: BuildRule = HOME_CENTRE_BUILDS,
  // Global XII+: the arsenals the power may still build (one for each all-hold movement turn, less those built).
  arsenals = 0,
): Check<CheckedAdjustment> {
  const { graph } = board;
  switch (order.kind) {
    case 'waive':
      return ok({ kind: 'waive' });
    case 'disband': {
      const u = ownUnit(board, power, order.unit);
      return u.ok ? ok({ kind: 'remove', unit: u.value }) : u;
    }
    case 'build': {
      const province = provinceOf(graph, order.unit.at);
      if (province < 0) return fail('cannot_build', `${order.unit.at} is not a place on this map.`);
      const id = graph.provinces[province]!;
      const name = graph.map.provinces.get(id)!.name;
      const refused = buildRefusal(graph.map, builds, power, owned, id);
      if (refused !== null) return fail('cannot_build', refused);
      if (board.unitAt[province]! >= 0) return fail('cannot_build', `${name} is occupied.`);
      if (graph.map.powers.get(power)?.alternatives?.some((a) => a.centre === id)) {
        const open = openBuildSites(graph.map, builds, power, [...owned], (c) => { const p = graph.provinceIndex.get(c); return p === undefined || board.unitAt[p]! >= 0; });
        const closed = closedAlternative(graph.map, open, power, id);
        if (closed !== null) return fail('cannot_build', closed);
      }
      // A missing unit kind is an army on land and a fleet where a coast is written (DATC 4.C.3).
      const written = order.unit.at;
      const kind: UnitKind | null = order.unit.kind ?? (written !== id ? 'F' : graph.map.locations.get(id)?.fleetCanStand ? null : 'A');
      if (kind === null) return fail('cannot_build', `Say whether to build an army or a fleet in ${name}.`);
      const capped = capRefusal(graph.map, power, kind, board.units.filter((u) => u.power === power && u.kind === kind).length);
      if (capped !== null) return fail('cannot_build', capped);
      // Global XII+: "by ordering all units to hold during one movement turn … may elect to build an arsenal".
      if (kind === 'AS' && arsenals <= 0) {
        return fail('cannot_build', `An arsenal is built only by a power entitled to one by a movement turn in which all its units held, one arsenal for each such turn; ${power} has none to build.`);
      }
      if (walksLand(kind)) {
        if (!graph.map.locations.get(id)?.armyCanStand) return fail('cannot_build', `An ${KIND_NAME[kind]} cannot stand in ${name}.`);
        return ok({ kind: 'build', unitKind: kind, at: id, province });
      }
      if (graph.coasts[province]!.length > 0) {
        if (written === id) return fail('coast_needed', `Say on which coast of ${name} to build the fleet: ${graph.coasts[province]!.join(' or ')}.`);
        if (!graph.map.locations.get(written)?.fleetCanStand) return fail('cannot_build', `A fleet cannot stand on ${placeName(graph, written)}.`);
        return ok({ kind: 'build', unitKind: 'F', at: written, province });
      }
      if (!graph.map.locations.get(id)?.fleetCanStand) return fail('cannot_build', `A fleet cannot be built in ${name}, which has no coast.`);
      return ok({ kind: 'build', unitKind: 'F', at: id, province });
    }
    case 'hold':
    case 'move':
    case 'support':
    case 'convoy':
    case 'retreat':
      return fail('wrong_phase', 'Only builds, removals and waives can be ordered in an adjustment phase.');
  }
}

