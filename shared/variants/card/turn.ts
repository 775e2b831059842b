import type { OrderResult, Position, Unit } from '../../adjudicate/types.js';
import { mapGraph, type MapGraph } from '../../map/graph.js';
import type { GameMap, PowerName, ProvinceId } from '../../map/types.js';
import { checkMovementOrder, checkRetreatOrder, indexBoard, retreatOptions, type CheckedMovement } from '../../orders/check.js';
import { parseOrder } from '../../orders/parse.js';
import { adjudicatePhase } from '../../adjudicate/phase.js';
import { fail, ok, type Result } from '../../result.js';
import type { Order } from '../../orders/types.js';

/**
 * A Card Diplomacy movement turn, played one order at a time (README.md): every order is
 * carried out against the board as it stands, a support or a convoy is placed and counts for
 * the moves that come after it, and a dislodged unit waits for its owner's retreat, which may
 * come at any later point of the turn, and may be dislodged again after it.
 */

/** A unit on the board during a turn, known by an id that follows it when it moves or retreats. */
export interface TurnUnit extends Unit {
  readonly id: number;
}

/** A unit dislodged this turn, waiting for its retreat. */
export interface WaitingUnit extends TurnUnit {
  /** The province its attacker came from over land; absent when the attacker was convoyed. */
  readonly from?: ProvinceId;
}

/** A support placed on the board: it counts for the supported unit's move (or hold) while it stands. */
export interface PlacedSupport {
  readonly supporter: number;
  readonly target: number;
  /** The province the supported unit stood in when the support was placed. */
  readonly targetAt: number;
  /** The province supported into; -1 for a support to hold. */
  readonly to: number;
  /** An attack on the supporter has cut it. */
  readonly cut: boolean;
}

/** A convoy placed on the board: the fleet carries that army to that province while it stands. */
export interface PlacedConvoy {
  readonly fleet: number;
  readonly army: number;
  readonly from: number;
  readonly to: number;
}

export interface CardTurn {
  readonly phase: string;
  readonly units: readonly TurnUnit[];
  readonly waiting: readonly WaitingUnit[];
  readonly supports: readonly PlacedSupport[];
  readonly convoys: readonly PlacedConvoy[];
  /** The units given their one order this turn (a retreat is not that order). */
  readonly ordered: readonly number[];
  /** Units whose move failed: they stay where they are and, as in the standard game, take no support to hold. */
  readonly failed: readonly number[];
  readonly centers: Position['centers'];
  readonly nextId: number;
}

/** What one order did. */
export interface CardStep {
  readonly power: PowerName;
  readonly order: string;
  readonly result: OrderResult;
  /** Why the order did nothing (void, fails, no convoy), in a sentence. */
  readonly reason?: string;
  /** The unit this move dislodged, now waiting for its retreat. */
  readonly dislodged?: WaitingUnit;
}

/** The turn at its start: the movement position's units, nothing placed, nobody ordered. */
export function startTurn(position: Position): CardTurn {
  return {
    phase: position.phase,
    units: position.units.map((u, id) => ({ id, power: u.power, kind: u.kind, at: u.at })),
    waiting: [],
    supports: [],
    convoys: [],
    ordered: [],
    failed: [],
    centers: position.centers,
    nextId: position.units.length,
  };
}

const provinceOf = (graph: MapGraph, at: string): number => graph.locationProvince.get(at) ?? -1;
const placeName = (graph: MapGraph, at: string): string => graph.map.locations.get(at)?.name ?? at;
const unitName = (graph: MapGraph, u: Unit): string => `the ${u.kind === 'A' ? 'army' : 'fleet'} in ${placeName(graph, u.at)}`;

/** Carry out one order of `power`, written as text, against the turn as it stands. */
export function playOrder(map: GameMap, turn: CardTurn, power: PowerName, text: string): { turn: CardTurn; step: CardStep } {
  const graph = mapGraph(map);
  const voided = (reason: string) => ({ turn, step: { power, order: text.trim(), result: 'void' as const, reason } });
  const parsed = parseOrder(map, text);
  if (!parsed.ok) return voided(parsed.error.message);
  const order = parsed.value;
  if (order.kind === 'build' || order.kind === 'waive') return voided('Builds and waives belong to the winter adjustments, not to a movement turn.');
  const at = provinceOf(graph, order.unit.at);
  // An order naming a unit of the power's that waits for its retreat is that retreat: a
  // unit standing in the same place is the attacker's.
  const waiting = turn.waiting.find((w) => w.power === power && provinceOf(graph, w.at) === at);
  if (waiting !== undefined && (order.kind === 'move' || order.kind === 'retreat' || order.kind === 'disband')) {
    return retreat(graph, turn, power, text, order, waiting);
  }
  if (order.kind === 'retreat' || order.kind === 'disband') {
    return voided(`No unit of ${power} waits for a retreat in ${placeName(graph, order.unit.at)}.`);
  }
  const board = indexBoard(graph, turn.units);
  const checked = checkMovementOrder(board, power, order);
  if (!checked.ok) return voided(checked.error.message);
  const unit = turn.units[checked.value.unit]!;
  if (turn.ordered.includes(unit.id)) return voided(`${capital(unitName(graph, unit))} has had its order this turn: a unit is ordered once.`);
  const done = { ...turn, ordered: [...turn.ordered, unit.id] };
  const step = (result: OrderResult, reason?: string, dislodged?: WaitingUnit): CardStep => ({
    power,
    order: text.trim(),
    result,
    ...(reason === undefined ? {} : { reason }),
    ...(dislodged === undefined ? {} : { dislodged }),
  });
  switch (checked.value.kind) {
    case 'hold':
      return { turn: done, step: step('succeeds') };
    case 'support': {
      const c = checked.value;
      const target = turn.units[c.target]!;
      // A support for a move already made is placed too late to matter (the seed's rule 6).
      if (c.toProvince >= 0 && turn.ordered.includes(target.id)) {
        return { turn: done, step: step('void', `${capital(unitName(graph, target))} has had its order this turn: support given after the fact is irrelevant.`) };
      }
      const placed: PlacedSupport = { supporter: unit.id, target: target.id, targetAt: provinceOf(graph, target.at), to: c.toProvince, cut: false };
      return { turn: { ...done, supports: [...done.supports, placed] }, step: step('succeeds') };
    }
    case 'convoy': {
      const c = checked.value;
      const army = turn.units[c.target]!;
      if (turn.ordered.includes(army.id)) {
        return { turn: done, step: step('void', `${capital(unitName(graph, army))} has had its order this turn: a convoy placed after it carries nothing.`) };
      }
      const placed: PlacedConvoy = { fleet: unit.id, army: army.id, from: provinceOf(graph, army.at), to: c.toProvince };
      return { turn: { ...done, convoys: [...done.convoys, placed] }, step: step('succeeds') };
    }
    case 'move':
      return move(graph, done, unit, checked.value, step);
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A move, carried out at once against the units standing and the supports placed. */
function move(
  graph: MapGraph,
  turn: CardTurn,
  unit: TurnUnit,
  c: Extract<CheckedMovement, { kind: 'move' }>,
  step: (result: OrderResult, reason?: string, dislodged?: WaitingUnit) => CardStep,
): { turn: CardTurn; step: CardStep } {
  const from = provinceOf(graph, unit.at);
  const failed = (result: OrderResult, reason: string) => ({ turn: { ...turn, failed: [...turn.failed, unit.id] }, step: step(result, reason) });
  // A move asking for a convoy it has not got goes overland when it can (README.md, "Convoys").
  const byConvoy = (c.viaConvoy || !c.adjacent) && convoyRoute(graph, turn, unit, from, c.toProvince);
  if (!byConvoy && !c.adjacent) return failed('no convoy', `No fleets placed to convoy ${unitName(graph, unit)} to ${placeName(graph, c.to)} stand on a route there.`);
  const standing = turn.units.findIndex((u) => provinceOf(graph, u.at) === c.toProvince);
  const defender = standing < 0 ? undefined : turn.units[standing]!;
  // Any attack cuts the defender's placed support, as in the standard game: unless it comes
  // from the province that support is given into, or from a unit of the supporter's own power.
  const supports = defender === undefined || defender.power === unit.power
    ? turn.supports
    : turn.supports.map((s) => (s.supporter === defender.id && s.to !== from ? { ...s, cut: true } : s));
  const moved = (units: readonly TurnUnit[]) => units.map((u) => (u.id === unit.id ? { ...u, at: c.to } : u));
  if (defender === undefined) {
    return { turn: { ...turn, units: moved(turn.units), supports }, step: step('succeeds') };
  }
  const after = { ...turn, supports };
  if (defender.power === unit.power) {
    return { turn: { ...after, failed: [...after.failed, unit.id] }, step: step('fails', `${capital(unitName(graph, defender))} is ${unit.power}'s own: a power cannot dislodge its own unit.`) };
  }
  const attack = 1 + countSupports(turn, unit, from, c.toProvince, defender.power);
  const hold = 1 + (turn.failed.includes(defender.id) ? 0 : countSupports(turn, defender, c.toProvince, -1, null));
  if (attack <= hold) {
    return { turn: { ...after, failed: [...after.failed, unit.id] }, step: step('fails', `Its strength ${attack} does not beat the ${hold} holding ${placeName(graph, defender.at)}.`) };
  }
  const dislodged: WaitingUnit = byConvoy
    ? { id: defender.id, power: defender.power, kind: defender.kind, at: defender.at }
    : { id: defender.id, power: defender.power, kind: defender.kind, at: defender.at, from: graph.provinces[from]! };
  return {
    turn: {
      ...after,
      units: moved(turn.units.filter((u) => u.id !== defender.id)),
      waiting: [...turn.waiting, dislodged],
      // A dislodged unit's own support and convoy are gone with it.
      supports: supports.filter((s) => s.supporter !== defender.id),
      convoys: turn.convoys.filter((v) => v.fleet !== defender.id),
    },
    step: step('succeeds', undefined, dislodged),
  };
}

/**
 * The supports that count for `unit` from `from` into `to` (-1: to hold where it stands):
 * placed for it where it stood, by a unit still on the board, not cut, and (for an attack)
 * not given by the power whose unit it would dislodge.
 */
function countSupports(turn: CardTurn, unit: TurnUnit, from: number, to: number, defender: PowerName | null): number {
  let n = 0;
  for (const s of turn.supports) {
    if (s.target !== unit.id || s.targetAt !== from || s.to !== to || s.cut) continue;
    const supporter = turn.units.find((u) => u.id === s.supporter);
    if (supporter === undefined || supporter.power === defender) continue;
    n++;
  }
  return n;
}

/** Whether fleets standing with a convoy placed for this army and destination join its province to it. */
function convoyRoute(graph: MapGraph, turn: CardTurn, army: TurnUnit, from: number, to: number): boolean {
  const fleets = new Set<number>();
  for (const v of turn.convoys) {
    if (v.army !== army.id || v.from !== from || v.to !== to) continue;
    const fleet = turn.units.find((u) => u.id === v.fleet);
    if (fleet !== undefined) fleets.add(provinceOf(graph, fleet.at));
  }
  const n = graph.provinces.length;
  const seen = new Set<number>();
  const queue = [...fleets].filter((f) => graph.touches[from * n + f] === 1);
  for (const f of queue) seen.add(f);
  while (queue.length > 0) {
    const f = queue.shift()!;
    if (graph.touches[f * n + to] === 1) return true;
    for (const g of fleets) {
      if (!seen.has(g) && graph.touches[f * n + g] === 1) {
        seen.add(g);
        queue.push(g);
      }
    }
  }
  return false;
}

/** A retreat (or a disband) of a unit waiting since it was dislodged. */
function retreat(graph: MapGraph, turn: CardTurn, power: PowerName, text: string, order: Order, unit: WaitingUnit): { turn: CardTurn; step: CardStep } {
  const occupied = new Set(turn.units.map((u) => provinceOf(graph, u.at)));
  const options = retreatOptions(graph, unit, (p) => occupied.has(p), new Set());
  const asRetreat: Order = order.kind === 'move' ? { kind: 'retreat', unit: order.unit, to: order.to } : order;
  const checked = checkRetreatOrder(graph, [unit], [options], power, asRetreat);
  if (!checked.ok) return { turn, step: { power, order: text.trim(), result: 'void', reason: checked.error.message } };
  const waiting = turn.waiting.filter((w) => w.id !== unit.id);
  if (checked.value.kind === 'disband') {
    return { turn: { ...turn, waiting }, step: { power, order: text.trim(), result: 'disbanded' } };
  }
  const back: TurnUnit = { id: unit.id, power: unit.power, kind: unit.kind, at: checked.value.to };
  return { turn: { ...turn, waiting, units: [...turn.units, back] }, step: { power, order: text.trim(), result: 'succeeds' } };
}

/** The turn's board as a position: the units standing, the centres as they were (they change after Fall). */
export function turnPosition(turn: CardTurn): Position {
  return {
    phase: turn.phase,
    units: turn.units.map((u) => ({ power: u.power, kind: u.kind, at: u.at })),
    dislodged: turn.waiting.map((w) => (w.from === undefined ? { power: w.power, kind: w.kind, at: w.at } : { power: w.power, kind: w.kind, at: w.at, from: w.from })),
    standoffs: [],
    centers: turn.centers,
  };
}

/**
 * The turn's end: a unit still waiting for its retreat is disbanded (README.md, "Retreats"),
 * and the game goes on as after a standard movement phase whose retreats are done: centres
 * change hands after Fall, the winter adjustments come when someone builds or removes.
 */
export function endTurn(map: GameMap, turn: CardTurn): Result<{ readonly disbanded: readonly WaitingUnit[]; readonly next: Position }> {
  // Every unit standing holds: nothing moves, and the standard calendar steps on.
  const standing = { ...turnPosition(turn), dislodged: [] };
  const after = adjudicatePhase({ map, position: standing, orders: {} });
  if (!after.ok) return fail(after.error.code, after.error.message);
  return ok({ disbanded: turn.waiting, next: after.value.next });
}
