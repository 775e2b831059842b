import { canStep, mapGraph, type MapGraph } from '../../map/graph.js';
import type { GameMap, PowerName, ProvinceId } from '../../map/types.js';
import { fail, ok, type Result } from '../../result.js';
import type { BombOrder, CarryOrder, LaunchOrder, StrikeUnit } from './strike-types.js';

/**
 * Global Diplomacy's nuclear strikes (seed XII+ and its Q&A): a bomb leaves an arsenal,
 * is carried by a chain of units "each unit carrying the bomb to a space to which it could
 * give support", and is dropped on a target, which is destroyed for the rest of the game.
 * All of a season's bombs land at once, after movement and before retreats.
 */

/** A bombing chain as the arsenal's order lays it out, checked against the board. */
export interface Chain {
  readonly power: PowerName;
  readonly arsenal: StrikeUnit;
  /** The carriers, in the order the bomb passes them. */
  readonly carriers: readonly StrikeUnit[];
  readonly target: ProvinceId;
}

export type ChainError = 'no_arsenal' | 'no_carrier' | 'out_of_range' | 'target_destroyed' | 'link_destroyed';

const provinceOf = (map: GameMap, location: string): ProvinceId => map.locations.get(location)?.province ?? location;

/** The unit standing in a province (one at most after movement), or undefined. */
function unitIn(map: GameMap, units: readonly StrikeUnit[], province: ProvinceId): StrikeUnit | undefined {
  return units.find((u) => provinceOf(map, u.at) === province);
}

/** Steps from `from` to `to` by any unit's edges over any space, destroyed or not; at most `limit`. */
function withinSteps(graph: MapGraph, from: ProvinceId, to: ProvinceId, limit: number): boolean {
  const a = graph.provinceIndex.get(from);
  const b = graph.provinceIndex.get(to);
  if (a === undefined || b === undefined) return false;
  let frontier = [a];
  const seen = new Set([a]);
  for (let step = 0; step < limit; step++) {
    const next: number[] = [];
    for (const p of frontier) {
      for (const q of graph.neighbours[p]!) {
        if (q === b) return true;
        if (!seen.has(q)) {
          seen.add(q);
          next.push(q);
        }
      }
    }
    frontier = next;
  }
  return false;
}

/**
 * May this unit hand the bomb on to `to`? Arsenals and air forces reach two steps by any
 * route, over destroyed or occupied spaces ("air forces may continue to fly support (or
 * carry more bombs) over it"). Armies and navies reach as they support: a place they could
 * move to, never a destroyed one (no unit may move there again). Seasons do not matter:
 * "support orders and bomb carrying orders can be followed by units in these spaces in all
 * seasons" (VII.3.y), and the Q&A reads support range "in a season when movement to that
 * space is allowed".
 */
export function carries(map: GameMap, unit: StrikeUnit, to: ProvinceId, destroyed: ReadonlySet<ProvinceId>): boolean {
  const graph = mapGraph(map);
  const from = provinceOf(map, unit.at);
  if (unit.kind === 'AS' || unit.kind === 'AF') return withinSteps(graph, from, to, 2);
  if (destroyed.has(to)) return false;
  const p = graph.provinceIndex.get(to);
  return p !== undefined && canStep(graph, unit.kind, unit.at, p);
}

/**
 * Checks an arsenal's order on the board: the arsenal there and the power's, a unit in
 * every place of the route, each link in its carrier's range, the target not already laid
 * waste. Who the carriers belong to does not matter ("units of any number of superpowers").
 */
export function checkChain(
  map: GameMap,
  units: readonly StrikeUnit[],
  destroyed: ReadonlySet<ProvinceId>,
  power: PowerName,
  order: LaunchOrder,
): Result<Chain, ChainError> {
  const home = provinceOf(map, order.unit.at);
  const arsenal = unitIn(map, units, home);
  if (!arsenal || arsenal.kind !== 'AS' || arsenal.power !== power) return fail('no_arsenal', `${power} has no arsenal in ${home}.`);
  if (destroyed.has(order.target)) return fail('target_destroyed', `${order.target} is already destroyed.`);
  const carriers: StrikeUnit[] = [];
  for (const place of order.route) {
    const unit = unitIn(map, units, place);
    if (!unit) return fail('no_carrier', `There is no unit in ${place} to carry the bomb.`);
    if (unit.kind === 'AS') return fail('no_carrier', `The arsenal in ${place} cannot carry another arsenal's bomb: only armies, navies and air forces carry.`);
    carriers.push(unit);
  }
  const links = [arsenal, ...carriers];
  const stops = [...order.route, order.target];
  for (let k = 0; k < links.length; k++) {
    const unit = links[k]!;
    const to = stops[k]!;
    if (!carries(map, unit, to, destroyed)) {
      const what = unit.kind === 'AS' || unit.kind === 'AF' ? 'two steps' : 'a place it could support';
      return fail('out_of_range', `${describe(map, unit)} cannot carry the bomb to ${to}: it reaches only ${what}.`);
    }
  }
  return ok({ power, arsenal, carriers, target: order.target });
}

const KIND_NAMES = { A: 'The army', F: 'The navy', AF: 'The air force', AS: 'The arsenal' } as const;
const describe = (map: GameMap, unit: StrikeUnit): string => `${KIND_NAMES[unit.kind]} in ${provinceOf(map, unit.at)}`;

/**
 * Does the carrier's order fit this chain? Its FROM places must come before it on the
 * route (the arsenal's place counts), its VIA places after it, its target the chain's.
 * Null when it fits, else why not.
 */
export function carrierMisfit(map: GameMap, chain: Chain, index: number, order: CarryOrder): string | null {
  const route = [provinceOf(map, chain.arsenal.at), ...chain.carriers.map((c) => provinceOf(map, c.at))];
  const before = route.slice(0, index + 1);
  const after = [...route.slice(index + 2), chain.target];
  const here = route[index + 1]!;
  if (!inOrder(order.from, before)) return `its FROM ${order.from.join(' ')} is not the route before ${here} (${before.join(' ')})`;
  if (!inOrder(order.via, after)) return `its VIA ${order.via.join(' ')} is not the route after ${here} (${after.join(' ')})`;
  if (order.target !== null && order.target !== chain.target) return `it drops on ${order.target}, not ${chain.target}`;
  return null;
}

/** `some` appears in `all` in the same order (not necessarily side by side). */
function inOrder(some: readonly ProvinceId[], all: readonly ProvinceId[]): boolean {
  let k = 0;
  for (const p of some) {
    while (k < all.length && all[k] !== p) k++;
    if (k === all.length) return false;
    k++;
  }
  return true;
}

/** A move ordered this turn, as far as it counts as an attack: who, from where, into where. */
export interface Attack {
  readonly power: PowerName;
  readonly from: ProvinceId;
  readonly to: ProvinceId;
}

/** What the movement phase tells the strikes. */
export interface StrikeInput {
  readonly map: GameMap;
  /** Every unit on the board after movement (the chain's units held, so stand where they were). */
  readonly units: readonly StrikeUnit[];
  readonly destroyed: ReadonlySet<ProvinceId>;
  /** The bombing orders given, each with the power that gave it. */
  readonly orders: readonly { readonly power: PowerName; readonly order: BombOrder }[];
  /** The moves into other units' provinces this turn, successful or not (a convoyed army with no convoy is none). */
  readonly attacks: readonly Attack[];
  /** The provinces whose unit was dislodged. */
  readonly dislodged: ReadonlySet<ProvinceId>;
  /**
   * Provinces whose units cannot be cut this season: the seasonal space closed now (the Q&A:
   * "the support cannot be cut during the cold seasons"). Empty by default.
   */
  readonly uncuttable?: ReadonlySet<ProvinceId>;
}

/** One arsenal's mission and what came of it. */
export interface StrikeResult {
  readonly power: PowerName;
  readonly order: LaunchOrder;
  readonly exploded: boolean;
  /** Why the bomb exploded nowhere; null when it exploded. */
  readonly failure: string | null;
}

export interface StrikeOutcome {
  readonly strikes: readonly StrikeResult[];
  /** The provinces destroyed this season, sorted. Their units are lost, their centres gone. */
  readonly destroyed: readonly ProvinceId[];
  /** The units standing in them after movement, lost with them. */
  readonly lost: readonly StrikeUnit[];
}

/**
 * Resolves a season's strikes. A mission fails when its chain does not check, when a unit
 * of it has no fitting carry order ("no correct order written for that unit"), or when any
 * unit of it is attacked, "whether successful or not", by another power: an attack cuts a
 * bomb "just as a supporting action by the same unit would be cut", so a power's own units
 * do not cut it, but an attack from the target does ("Air Force Tibet to Pakistan will also
 * destroy the mission"). Surviving bombs all land at once, so two arsenals bombing each
 * other are both destroyed.
 */
export function resolveStrikes(input: StrikeInput): StrikeOutcome {
  const { map, units } = input;
  const carryOrders = new Map<ProvinceId, { power: PowerName; order: CarryOrder }>();
  for (const { power, order } of input.orders) {
    if (order.type === 'carry') carryOrders.set(provinceOf(map, order.unit.at), { power, order });
  }
  const strikes: StrikeResult[] = [];
  const hit = new Set<ProvinceId>();
  for (const { power, order } of input.orders) {
    if (order.type !== 'launch') continue;
    const failure = missionFailure(input, carryOrders, power, order);
    strikes.push({ power, order, exploded: failure === null, failure });
    if (failure === null) hit.add(order.target);
  }
  const lost = units.filter((u) => hit.has(provinceOf(map, u.at)));
  return { strikes, destroyed: [...hit].sort(), lost };
}

function missionFailure(
  input: StrikeInput,
  carryOrders: ReadonlyMap<ProvinceId, { power: PowerName; order: CarryOrder }>,
  power: PowerName,
  order: LaunchOrder,
): string | null {
  const { map } = input;
  // A dislodged link first: its dislodger now stands in its place, and the chain would
  // otherwise be refused for the newcomer's want of an order.
  for (const place of [provinceOf(map, order.unit.at), ...order.route]) {
    if (input.dislodged.has(place)) return `The unit in ${place} was dislodged.`;
  }
  const chain = checkChain(map, input.units, input.destroyed, power, order);
  if (!chain.ok) return chain.error.message;
  const links = [chain.value.arsenal, ...chain.value.carriers];
  for (let k = 0; k < chain.value.carriers.length; k++) {
    const carrier = chain.value.carriers[k]!;
    const given = carryOrders.get(provinceOf(map, carrier.at));
    if (!given || given.power !== carrier.power) return `${describe(map, carrier)} was not ordered to carry the bomb.`;
    if (given.order.unit.kind !== carrier.kind) return `${describe(map, carrier)} was ordered as ${given.order.unit.kind}, so its order does not stand.`;
    const misfit = carrierMisfit(map, chain.value, k, given.order);
    if (misfit !== null) return `${describe(map, carrier)} does not carry this bomb: ${misfit}.`;
  }
  for (const unit of links) {
    const place = provinceOf(map, unit.at);
    if (input.uncuttable?.has(place)) continue;
    const attack = input.attacks.find((a) => a.to === place && a.power !== unit.power);
    if (attack) return `${describe(map, unit)} was attacked from ${attack.from}.`;
  }
  return null;
}
