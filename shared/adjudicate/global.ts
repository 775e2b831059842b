import { mapGraph } from '../map/graph.js';
import { parsePhase } from '../map/phase.js';
import { mapForPhase } from '../map/phased.js';
import type { GameMap, PowerName, ProvinceId } from '../map/types.js';
import { checkMovementOrder, indexBoard, type CheckedMovement } from '../orders/check.js';
import { parseOrder } from '../orders/parse.js';
import { fail, ok, type Result } from '../result.js';
import { readBombOrder } from '../variants/global/strike-orders.js';
import { attacksOf, strikeReports, survivors } from '../variants/global/strike-turn.js';
import type { BombOrder } from '../variants/global/strike-types.js';
import { resolveStrikes } from '../variants/global/strikes.js';
import { closedRefusal, seasonEnds, type Wasteland } from '../variants/global/wasteland.js';
import { centresStillOwned, readWasteland } from '../variants/global/wasteland-input.js';
import { resolveMovement } from './movement.js';
import { adjudicatePhase, type AdjudicationError } from './phase.js';
import type { OrderReport, Position } from './types.js';

/**
 * A Global phase for the command line (DESIGN.md, "Global Diplomacy"). A movement phase: the
 * moves by the standard adjudicator, a unit with a bombing order holding; then the season's
 * strikes (variants/global/strike-turn.ts); then the season's end on the scarred board. A
 * retreat or adjustment phase: the standard one, with no retreat or build into a destroyed
 * space, and arsenals built by the powers entitled to them. The calendar, the seasonal
 * spaces and the caps are the board's (global.map), as for every phase.
 */
export interface GlobalOutcome {
  readonly results: readonly OrderReport[];
  readonly next: Position;
  readonly wasteland: Wasteland;
  /** The powers that ordered every unit to hold this turn (seed IX+: entitled to build an arsenal); none but in a movement phase. */
  readonly nuclear: readonly PowerName[];
  /** The arsenals each power may still build after the phase: those given, one more for an all-hold turn, one fewer for each built. */
  readonly entitled: Readonly<Record<PowerName, number>>;
}

export type GlobalError = AdjudicationError | 'bad_wasteland' | 'wrong_phase';

/** The scars a request gives (`destroyed`, `removed`, `cutOff`), read against the board. */
export function globalWasteland(map: GameMap, req: { destroyed?: unknown; removed?: unknown; cutOff?: unknown }): Result<Wasteland, 'bad_wasteland'> {
  return readWasteland(map, { destroyed: req.destroyed, removed: req.removed, cutOff: req.cutOff });
}

/** A Global phase of any type: see GlobalOutcome. `entitled`: the arsenals each power may build (absent: none). */
export function globalPhase(
  map: GameMap,
  position: Position,
  orders: Readonly<Record<PowerName, readonly string[]>>,
  rules: readonly string[],
  wasteland: Wasteland,
  entitled: Readonly<Record<PowerName, number>> = {},
): Result<GlobalOutcome, GlobalError> {
  const phase = parsePhase(position.phase);
  if (!phase.ok) return fail('bad_position', phase.error.message);
  if (phase.value.type === 'M') {
    const moved = globalMovementPhase(map, position, orders, rules, wasteland);
    if (!moved.ok) return moved;
    const more: Record<PowerName, number> = { ...entitled };
    for (const power of moved.value.nuclear) more[power] = (more[power] ?? 0) + 1;
    return ok({ ...moved.value, entitled: withoutNone(more) });
  }
  return retreatOrAdjustment(map, position, phase.value.type, orders, rules, wasteland, entitled);
}

/**
 * A Global retreat or adjustment phase: a retreat or a build into a destroyed space is void
 * with the sentence (the adjudicator knows nothing of bombs), every other line goes to the
 * standard phase, which closes the seasonal spaces and keeps the caps as the board says, and
 * builds an arsenal only for a power entitled to one. The scars stay as they are: the season
 * ended with its movement phase.
 */
function retreatOrAdjustment(
  map: GameMap,
  position: Position,
  type: 'R' | 'A',
  orders: Readonly<Record<PowerName, readonly string[]>>,
  rules: readonly string[],
  wasteland: Wasteland,
  entitled: Readonly<Record<PowerName, number>>,
): Result<GlobalOutcome, GlobalError> {
  // Each line's report where the line stood: null for a line the adjudicator reports.
  const voided: (OrderReport | null)[] = [];
  const plain: Record<PowerName, string[]> = {};
  for (const power in orders) {
    const list = (plain[power] ??= []);
    for (const text of orders[power]!) {
      const closed = closedFor(map, wasteland, text, type);
      if (closed === null) list.push(text);
      voided.push(closed === null ? null : { power, order: text.trim(), result: 'void', reason: closed });
    }
  }
  const out = adjudicatePhase({ map, position, orders: plain, rules, arsenals: entitled });
  if (!out.ok) return out;
  const given = out.value.results;
  let at = 0;
  const results = voided.map((r) => r ?? given[at++]!);
  for (; at < given.length; at++) results.push(given[at]!);
  const left: Record<PowerName, number> = { ...entitled };
  if (type === 'A') {
    const before = new Set(position.units.filter((u) => u.kind === 'AS').map((u) => `${u.power} ${u.at}`));
    for (const u of out.value.next.units) if (u.kind === 'AS' && !before.has(`${u.power} ${u.at}`)) left[u.power] = (left[u.power] ?? 0) - 1;
  }
  const next: Position = { ...out.value.next, centers: centresStillOwned(out.value.next.centers, wasteland) };
  return ok({ results, next, wasteland, nuclear: [], entitled: withoutNone(left) });
}

/** The powers with arsenals to build, and how many: none at 0. */
function withoutNone(entitled: Readonly<Record<PowerName, number>>): Record<PowerName, number> {
  const out: Record<PowerName, number> = {};
  for (const power of Object.keys(entitled).sort()) if (entitled[power]! > 0) out[power] = entitled[power]!;
  return out;
}

function globalMovementPhase(
  map: GameMap,
  position: Position,
  orders: Readonly<Record<PowerName, readonly string[]>>,
  rules: readonly string[],
  wasteland: Wasteland,
): Result<Omit<GlobalOutcome, 'entitled'>, GlobalError> {
  const phase = parsePhase(position.phase);
  if (!phase.ok) return fail('bad_position', phase.error.message);
  if (phase.value.type !== 'M') return fail('wrong_phase', `${position.phase} is not a movement phase: globalPhase plays the others.`);
  const provinceOf = (l: string): ProvinceId => map.locations.get(l)?.province ?? l;
  const standing = (power: PowerName, kind: string, at: string) =>
    position.units.find((u) => u.power === power && u.kind === kind && provinceOf(u.at) === provinceOf(at));

  // Bombing lines apart: their units hold for the adjudicator; every other line goes to it.
  // `lines` keeps each line's place, so that the results follow the lines as written.
  const bombs: { power: PowerName; order: BombOrder }[] = [];
  const lines: ({ kind: 'plain' } | { kind: 'bomb'; bomb: number } | { kind: 'bad'; report: OrderReport })[] = [];
  const plain: Record<PowerName, string[]> = {};
  const bombHolds = new Set<string>();
  for (const power in orders) {
    const list = (plain[power] ??= []);
    for (const text of orders[power]!) {
      const bomb = readBombOrder(map, text);
      const voided = (reason: string) => lines.push({ kind: 'bad', report: { power, order: text.trim(), result: 'void', reason } });
      if (!bomb.ok && bomb.error.code === 'not_a_bomb_order') {
        const closed = closedFor(map, wasteland, text, 'M');
        if (closed !== null) { voided(closed); continue; }
        list.push(text);
        lines.push({ kind: 'plain' });
        continue;
      }
      if (!bomb.ok) { voided(bomb.error.message); continue; }
      const unit = standing(power, bomb.value.unit.kind, bomb.value.unit.at);
      if (!unit) { voided(`${power} has no ${bomb.value.unit.kind} in ${bomb.value.unit.at} to give a bombing order.`); continue; }
      const hold = `${unit.kind} ${unit.at} H`;
      bombHolds.add(`${power} ${hold}`);
      list.push(hold);
      lines.push({ kind: 'bomb', bomb: bombs.length });
      bombs.push({ power, order: bomb.value });
    }
  }
  const moved = adjudicatePhase({ map, position, orders: plain, rules });
  if (!moved.ok) return moved;

  // The moves again, checked as the adjudicator checked them, to learn what attacked what.
  // On the map in force in the phase: a move into a seasonal space closed now is void, no attack.
  const board = indexBoard(mapGraph(mapForPhase(map, phase.value)), position.units);
  const checked: (CheckedMovement | null)[] = new Array(board.units.length).fill(null);
  // Units held by a line their player wrote as a hold (not a bombing order's hold).
  const heldAsOrdered = new Array<boolean>(board.units.length).fill(false);
  for (const power in plain) {
    for (const text of plain[power]!) {
      const order = parseOrder(map, text, { phaseType: 'M' });
      if (!order.ok) continue;
      const c = checkMovementOrder(board, power, order.value);
      if (!c.ok) continue;
      checked[c.value.unit] = c.value;
      heldAsOrdered[c.value.unit] = c.value.kind === 'hold' && !bombHolds.has(`${power} ${text}`);
    }
  }
  const { attacks, dislodged } = attacksOf(board, checked, resolveMovement(board, checked));
  const after = moved.value.next;
  const struck = resolveStrikes({
    map,
    units: after.units,
    destroyed: new Set(wasteland.destroyed),
    orders: bombs,
    attacks,
    dislodged,
  });
  const bombReports = strikeReports(map, bombs, struck);

  // The results as the lines were written, each bombing line where its unit's hold stood,
  // then the default orders: the adjudicator reports each line it was given in order.
  const results: OrderReport[] = [];
  const given = moved.value.results;
  let next = 0;
  for (const line of lines) {
    if (line.kind === 'bad') { results.push(line.report); continue; }
    const r = given[next++]!;
    if (line.kind === 'plain') { results.push(r); continue; }
    const report = bombReports[line.bomb]!;
    results.push(r.result === 'dislodged' && report.result === 'fails' ? { ...report, reason: 'The unit was dislodged.' } : report);
  }
  for (; next < given.length; next++) results.push(given[next]!);

  const scarred = seasonEnds(map, wasteland, struck.destroyed);
  const nextPosition: Position = {
    ...after,
    units: survivors(map, after.units, struck.destroyed),
    dislodged: survivors(map, after.dislodged, struck.destroyed),
    standoffs: after.standoffs.filter((p) => !scarred.destroyed.includes(p)),
    centers: centresStillOwned(after.centers, scarred),
  };
  return ok({ results, next: nextPosition, wasteland: scarred, nuclear: allHold(board.units, heldAsOrdered) });
}

/**
 * Why an order goes into or through a destroyed space, or null: a move, a support or convoy
 * to one, a route through one; in a retreat phase a retreat into one; in an adjustment phase
 * a build in one.
 */
function closedFor(map: GameMap, wasteland: Wasteland, text: string, type: 'M' | 'R' | 'A'): string | null {
  if (wasteland.destroyed.length === 0) return null;
  const order = parseOrder(map, text, { phaseType: type });
  if (!order.ok) return null;
  const o = order.value;
  if (type === 'R' && (o.kind === 'retreat' || o.kind === 'move')) return closedRefusal(map, wasteland, o.to, 'retreat');
  if (o.kind === 'build') return closedRefusal(map, wasteland, o.unit.at, 'build');
  if (o.kind === 'move') {
    for (const p of o.route) {
      const refusal = closedRefusal(map, wasteland, p, 'convoy');
      if (refusal !== null) return refusal;
    }
    return closedRefusal(map, wasteland, o.to, 'move');
  }
  if ((o.kind === 'support' && o.to !== null) || o.kind === 'convoy') return closedRefusal(map, wasteland, o.to!, 'move');
  return null;
}

/**
 * "A superpower may elect to become a nuclear power by ordering all units to hold during
 * one movement turn" (IX+): a power with units, every one of them given a hold order it
 * wrote. A unit left without orders was not ordered to hold, and a bombing order is not a
 * hold order, though the unit holds.
 */
function allHold(units: readonly { readonly power: PowerName }[], held: readonly boolean[]): PowerName[] {
  const powers = new Map<PowerName, boolean>();
  for (let u = 0; u < units.length; u++) powers.set(units[u]!.power, (powers.get(units[u]!.power) ?? true) && held[u]!);
  return [...powers].filter(([, all]) => all).map(([p]) => p).sort();
}
