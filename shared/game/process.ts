import { settingsRecorded } from './settings-log.js';
import type { Position } from '../adjudicate/types.js';
import { adjudicateLines, type OrderLine } from '../adjudicate/phase.js';
import { CD_SUPPORT_REASON, cdSupportOrders } from '../adjudicate/civil-disorder.js';
import { CD_BUILD_REASON, CD_RETREAT_REASON, cdBuildOrders, cdRetreatOrders, seededPick } from '../adjudicate/cd-orders.js';
import { buildRule } from '../orders/build-sites.js';
import { mapGraph } from '../map/graph.js';
import { mapForPhase } from '../map/phased.js';
import { passesAdjustment } from '../map/calendar.js';
import { parsePhase, phaseTypeOf } from '../map/phase.js';
import { formatOrder } from '../orders/format.js';
import type { GameMap, PowerName } from '../map/types.js';
import type { RuleName } from '../rules/catalogue.js';
import { ok } from '../result.js';
import { boardRules } from '../rules/built.js';
import { asRequest } from '../rules/resolve.js';
import { gameMap } from './board.js';
import { openClock } from './clock.js';
import { controlRecorded, rotatedSeats, settleVassals } from './control.js';
import { powersOwing } from './duty.js';
import { inForce } from './rules.js';
import { eliminate, lastManStanding, seatsBack, settleVotes, victoryEnding, type KeptIn } from './endings.js';
import type { GameEvent, GameState, PhaseRecord, Seat, StoredOrder } from './types.js';

/** Playing a phase: the stored orders adjudicated, the record kept, the next phase opened. */

/** A phase adjudicated but not yet applied: what PROCESS applies and PREVIEW only shows. */
export interface Played {
  readonly record: PhaseRecord;
  readonly next: Position;
}

/** Every power's stored orders as the history keeps them: the text as entered. */
export function ordersAsEntered(state: GameState): Record<PowerName, string[]> {
  const out: Record<PowerName, string[]> = {};
  for (const power of Object.keys(state.seats)) {
    const orders = state.orders[power];
    if (state.submitted.includes(power) || (orders !== undefined && orders.length > 0)) out[power] = (orders ?? []).map((o) => o.text);
  }
  return out;
}

/** Adjudicate the phase being played from the orders stored; the judge's defaults fill the gaps. */
export function playPhase(state: GameState, now: number): Played {
  return adjudicateStored(gameMap(state.settings), state, state.position, state.orders, ordersAsEntered(state), now);
}

/** Adjudicate `position` with these orders (re-read from a record for ROLLFORWARD, or the stored ones). */
export function adjudicateStored(
  map: GameMap,
  state: GameState,
  position: Position,
  orders: Readonly<Record<PowerName, readonly StoredOrder[]>>,
  entered: Readonly<Record<PowerName, readonly string[]>>,
  now: number,
): Played {
  const lines: OrderLine[] = [];
  for (const power of map.powers.keys()) {
    for (const o of orders[power] ?? []) lines.push({ power, text: o.text, order: ok(o.order) });
  }
  const disorder = civilDisorderLines(map, state, position, orders, entered);
  const dummies = Object.keys(state.seats).filter((p) => state.seats[p]!.status === 'dummy');
  const outcome = adjudicateLines({ map, position, lines: [...lines, ...disorder.lines], rules: asRequest(boardRules(state.settings.rules) as RuleName[]), dummies });
  // Our own position, orders checked at entry, rules resolved at creation: a failure is a bug, not input.
  if (!outcome.ok) throw new Error(`Game ${state.id}, ${position.phase}: ${outcome.error.message}`);
  const results = disorder.powers.size === 0
    ? outcome.value.results
    : outcome.value.results.map((r) => (disorder.powers.has(r.power) && r.default !== true ? { ...r, reason: disorder.reason, default: true as const } : r));
  return { record: { position, orders: entered, results, processedAt: now }, next: outcome.value.next };
}

/**
 * The orders a power that entered nothing (whoever was to order for it) is given instead
 * of the adjudicator's hold, disband and waive: CD_SUPPORTS's sensible supports in a
 * movement phase (shared/adjudicate/civil-disorder.ts), CD_RETREATS's retreats and
 * CD_BUILDS's builds (shared/adjudicate/cd-orders.ts), drawn by a chance seeded with the
 * game and the phase. Worked out again from the position whenever the phase is played (a
 * replay too): the record keeps only what was entered.
 */
function civilDisorderLines(
  map: GameMap,
  state: GameState,
  position: Position,
  orders: Readonly<Record<PowerName, readonly StoredOrder[]>>,
  entered: Readonly<Record<PowerName, readonly string[]>>,
): { lines: OrderLine[]; powers: Set<PowerName>; reason: string } {
  const type = phaseTypeOf(position.phase);
  const rule = type === 'M' ? 'CD_SUPPORTS' : type === 'R' ? 'CD_RETREATS' : 'CD_BUILDS';
  const reason = type === 'M' ? CD_SUPPORT_REASON : type === 'R' ? CD_RETREAT_REASON : CD_BUILD_REASON;
  if (!inForce(state.settings, rule)) return { lines: [], powers: new Set(), reason };
  const silent = (power: PowerName) => (orders[power] ?? []).length === 0 && entered[power] === undefined;
  const phase = parsePhase(position.phase);
  // The units stand on the board as it is in this phase (IN/FROM lines: map/phased.ts).
  const graph = mapGraph(phase.ok ? mapForPhase(map, phase.value) : map);
  const pick = seededPick(`${state.id} ${position.phase}`);
  const builds = buildRule(state.settings.rules);
  const given = type === 'M' ? cdSupportOrders(graph, position.units, silent)
    : type === 'R' ? cdRetreatOrders(graph, position, silent, pick, builds)
    : cdBuildOrders(graph, position, silent, pick, builds);
  return { lines: given.map(({ power, order }) => ({ power, text: formatOrder(order), order: ok(order) })), powers: new Set(given.map((g) => g.power)), reason };
}

/**
 * Supply centres changed hands between the phase played and the next: the calendar went
 * into an adjustment phase, or past one nobody owed anything in (map/calendar.ts).
 */
function centresChangedHands(map: GameMap, played: string, next: string): boolean {
  const a = parsePhase(played);
  const b = parsePhase(next);
  return a.ok && b.ok && passesAdjustment(map, a.value, b.value);
}

/**
 * Apply a played phase: the record joins the history, the position moves on, this
 * phase's orders, submissions and WAIT flags are cleared, the next clock starts, the
 * phases kept for ROLLFORWARD are forgotten. Then powers with nothing left are
 * eliminated (unless the variant keeps them in for now: `keptIn`), and the game ends on a
 * solo or on votes the eliminations settled.
 */
export function advanceGame(
  state: GameState,
  played: Played,
  now: number,
  undone: GameState['undone'] = [],
  keptIn?: KeptIn,
): { state: GameState; events: GameEvent[] } {
  let seats: Record<PowerName, Seat> = {};
  for (const [power, seat] of Object.entries(state.seats)) seats[power] = seat.wait ? { ...seat, wait: false } : seat;
  const map = gameMap(state.settings);
  const changed = centresChangedHands(map, played.record.position.phase, played.next.phase);
  let position = played.next;
  if (changed && inForce(state.settings, 'VASSAL_DUMMIES')) {
    // VASSAL_DUMMIES (game/control.ts): the vassals settled once the centres have changed hands.
    const homes = (p: PowerName) => played.next.homes?.[p] ?? map.powers.get(p)?.homes ?? [];
    const v = settleVassals(map, seats, played.record.position.centers, played.next, homes, inForce(state.settings, 'TORN_ALLEGIANCE'));
    seats = v.seats;
    position = v.position;
  }
  // Who was late at the last deadline belongs to the phase just played (its record says it).
  const { late: _played, ...rest } = state;
  let next: GameState = {
    ...rest,
    seats,
    position,
    orders: {},
    submitted: [],
    history: [...state.history, played.record],
    undone,
    // Who controlled whom as the phase was played, for a ROLLBACK to it (game/control.ts).
    ...controlRecorded(state.controlAt, state.seats, seats, state.history.length),
    // The settings it was played under, for a ROLLBACK FULL to it (game/settings-log.ts).
    ...settingsRecorded(state.settingsAt, state.settings, state.history.length),
  };
  // GARRISON: a power out of the game that built again is back in it (its seat as before).
  if (inForce(state.settings, 'GARRISON')) next = { ...next, seats: seatsBack(next.seats, (p) => next.position.units.some((u) => u.power === p)) };
  next = { ...next, ...openClock(next, now) };
  if (map.rotate !== undefined) next = rotateControl(next, map.rotate, played.record.position.phase);
  const events: GameEvent[] = [{ type: 'phase_processed', record: played.record, next: played.next.phase }];
  const out = eliminate(next, keptIn);
  next = out.state;
  events.push(...out.events);
  if (inForce(state.settings, 'LAST_MAN_STANDING')) {
    // A Last Man Standing puzzle is won by bringing the board down to one unit, never by centres.
    const last = lastManStanding(next);
    if (last !== null) return finishWith(next, last, events);
  } else if (changed) {
    const won = victoryEnding(next, map, parsePhaseYear(played.record.position.phase), state.position.centers);
    if (won !== null) return finishWith(next, won, events);
  }
  const votes = settleVotes(next);
  if (votes.ending !== null) return finishWith(next, votes.ending, events);
  return { state: next, events };
}

/** ROTATE (map/control.ts): control handed round after the phase played and before the next opens. */
function rotateControl(state: GameState, rotation: NonNullable<GameMap['rotate']>, played: string): GameState {
  const owing = new Set(powersOwing(state));
  const opening = parsePhase(state.position.phase);
  const seats = rotatedSeats(state.seats, rotation, phaseTypeOf(played), opening.ok ? opening.value.type : null, (p) => owing.has(p));
  return { ...state, seats };
}

const parsePhaseYear = (phase: string): number => {
  const p = parsePhase(phase);
  return p.ok ? p.value.year : 0;
};

/** The game is over: no deadline, no clock, the ending recorded. */
export function finishWith(state: GameState, ending: NonNullable<GameState['ending']>, events: GameEvent[] = []): { state: GameState; events: GameEvent[] } {
  return {
    state: { ...state, status: 'finished', ending, deadline: null, remaining: null, paused: false },
    events: [...events, { type: 'finished', ending }],
  };
}
