import type { PowerName } from '../map/types.js';
import { parsePhase } from '../map/phase.js';
import { parseOrder } from '../orders/parse.js';
import { fail, ok } from '../result.js';
import { actsFor } from './actors.js';
import { currentPhase, gameMap, phaseMap } from './board.js';
import { openClock } from './clock.js';
import { playedBySomeone } from './control.js';
import { previewInstead } from './preview.js';
import { ordersComplete, owesOrders, powersOwing, readyToProcess } from './duty.js';
import { seatsBack } from './endings.js';
import { enterOrders } from './entry.js';
import type { ClearOrdersCommand, Moved, OrdersCommand, OrderStatus, Play } from './play.js';
import { adjudicateStored, advanceGame, playPhase, type Played } from './process.js';
import { inForce, lateChangesForbidden } from './rules.js';
import { done, refuse, type Outcome } from './step.js';
import type { Actor, GameEvent, GameState, PhaseRecord, StoredOrder, World } from './types.js';

/**
 * The standard game's hooks (play.ts): orders checked at entry and stored, the phase
 * adjudicated from them. Variants that play some phases as the standard game does (Payola's
 * retreats and adjustments) call these too.
 */

/** Why this actor may not touch this power's orders now, or null if he may. */
export function ordersRefusal(state: GameState, actor: Actor, power: PowerName, world: World): Outcome | null {
  if (state.seats[power] === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
  if (!actsFor(state, actor, power)) return refuse('not_allowed', `Only ${power}'s player (or the master) may order for ${power}.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: orders are taken only while it is active.`);
  const phase = currentPhase(state);
  // GARRISON: a power out of the game may build again in an adjustment phase (owesOrders says whether it may now).
  const out = state.seats[power]!.status === 'eliminated' && !(phase.type === 'A' && inForce(state.settings, 'GARRISON'));
  if (out || !owesOrders(phaseMap(state), state.position, phase.type, power, state.settings.rules)) {
    return refuse('no_orders_now', `${power} has nothing to order in ${state.position.phase}.`);
  }
  return lateRefusal(state, actor, power, world);
}

/** The master may always set things right; players may not rewrite what they sent after the deadline. */
export function lateRefusal(state: GameState, actor: Actor, power: PowerName, world: World): Outcome | null {
  const late = state.deadline !== null && world.now > state.deadline;
  if (actor.kind !== 'master' && late && state.submitted.includes(power) && lateChangesForbidden(state.settings)) {
    return refuse('no_orders_now', `The deadline has passed: orders already submitted may no longer be changed in this game.`);
  }
  return null;
}

/** A phase named (a door's `phase`) must be the board's: orders meant for another phase are never taken for this one. */
export function phaseRefusal(state: GameState, phase: string | undefined): Outcome | null {
  if (phase === undefined || phase.trim().toUpperCase() === state.position.phase) return null;
  return refuse('no_orders_now', `Orders are taken for ${state.position.phase} now, not for ${phase.trim()}.`);
}

/**
 * Each line read and checked at once, answered in order; the accepted ones replace the
 * power's orders (or are added to them). A submission in which every line fails changes
 * nothing: a typo must not wipe out orders that stood. An empty submission is one: the
 * power orders nothing (its units will hold). Nothing is processed here: variants that
 * play a phase as the standard game does (Payola's retreats and adjustments) take the
 * orders so and process the phase their own way.
 */
export function takeOrders(state: GameState, actor: Actor, command: OrdersCommand, world: World): Outcome {
  const refusal = ordersRefusal(state, actor, command.power, world) ?? phaseRefusal(state, command.phase);
  if (refusal) return refusal;
  const map = phaseMap(state);
  const kept = command.add ? (state.orders[command.power] ?? []) : [];
  const entered = enterOrders(map, state.position, command.power, kept, command.lines, {
    phaseType: currentPhase(state).type,
    needMoveMarks: inForce(state.settings, 'NEED_MOVE_MARKS'),
    rules: state.settings.rules,
    immobile: inForce(state.settings, 'IMMOBILE_DUMMIES') && state.seats[command.power]!.status === 'dummy',
  });
  if (command.lines.length > 0 && entered.accepted === 0) return done(state, [], entered.answers);
  const next: GameState = {
    ...state,
    orders: { ...state.orders, [command.power]: entered.orders },
    submitted: state.submitted.includes(command.power) ? state.submitted : [...state.submitted, command.power],
  };
  return done(next, [{ type: 'orders_changed', power: command.power }], entered.answers);
}

/** The orders taken, and the phase processed if they completed it. */
function orders(state: GameState, actor: Actor, command: OrdersCommand, world: World): Outcome {
  const taken = takeOrders(state, actor, command, world);
  if (!taken.ok || taken.value.state === state) return taken;
  const out = processIfReady(taken.value.state, taken.value.events, world.now);
  return done(out.state, out.events, taken.value.answers);
}

/** The power takes back all its orders for the phase: it has submitted nothing. */
function clearOrders(state: GameState, actor: Actor, command: ClearOrdersCommand, world: World): Outcome {
  const refusal = ordersRefusal(state, actor, command.power, world);
  if (refusal) return refusal;
  const orders = { ...state.orders };
  delete orders[command.power];
  return done({ ...state, orders, submitted: state.submitted.filter((p) => p !== command.power) }, [{ type: 'orders_changed', power: command.power }]);
}

function orderStatus(state: GameState, power: PowerName): OrderStatus {
  const sent = state.submitted.includes(power) || (state.orders[power] ?? []).length > 0;
  if (!sent) return 'none';
  return ordersComplete(state, power) ? 'complete' : 'incomplete';
}

/** Dummies are never late (nobody plays them, and their units take the judge's defaults), unless a power controls them. */
const missing = (state: GameState): PowerName[] =>
  powersOwing(state).filter((p) => playedBySomeone(state.seats, p) && orderStatus(state, p) !== 'complete');

/** A played phase whose record names the powers that took the judge's defaults. */
export const withLate = (played: Played, powers: readonly PowerName[]): Played =>
  powers.length === 0 ? played : { ...played, record: { ...played.record, late: [...powers] } };

function processIfReady(state: GameState, events: readonly GameEvent[], now: number): Moved {
  if (!readyToProcess(state)) return { state, events: [...events] };
  const out = advanceGame(state, playPhase(state, now), now);
  // PREVIEW: the would-be results go to the master instead.
  return previewInstead(state, events, { state: out.state, events: [...events, ...out.events] }, now, standardPlay.preview);
}

/** Orders of a record read again, as they were when entered (they passed the grammar then). */
export function ordersOf(state: GameState, record: PhaseRecord): Record<PowerName, StoredOrder[]> {
  const map = gameMap(state.settings);
  const phase = parsePhase(record.position.phase);
  const options = { needMoveMarks: inForce(state.settings, 'NEED_MOVE_MARKS'), ...(phase.ok ? { phaseType: phase.value.type } : {}) };
  const out: Record<PowerName, StoredOrder[]> = {};
  for (const [power, lines] of Object.entries(record.orders)) {
    const stored: StoredOrder[] = [];
    for (const text of lines) {
      const order = parseOrder(map, text, options);
      if (order.ok) stored.push({ text, order: order.value });
    }
    out[power] = stored;
  }
  return out;
}

const hasAnything = (record: PhaseRecord, power: PowerName): boolean =>
  (record.position.centers[power] ?? []).length > 0 || record.position.units.some((u) => u.power === power);

/**
 * The position of `history[at]` returns; with RESTORE the orders as they were entered,
 * submitted, so that the phase processes as soon as any change to them leaves every power
 * complete, as it would have before; without it none (the DPjudge clears them). Powers
 * eliminated since come back to their seats.
 */
function rollback(state: GameState, at: number, now: number, restore: boolean) {
  const record = state.history[at]!;
  const seats = seatsBack(state.seats, (power) => hasAnything(record, power));
  const next: GameState = {
    ...state,
    status: 'active',
    ending: null,
    seats,
    position: record.position,
    orders: restore ? ordersOf(state, record) : {},
    submitted: restore ? Object.keys(record.orders) : [],
    history: state.history.slice(0, at),
    undone: [...state.history.slice(at), ...state.undone],
  };
  return ok({ ...next, ...openClock(next, now) });
}

/** The phase undone played again from its record's orders, late powers as they were. */
function rollforward(state: GameState, now: number) {
  const record = state.undone[0];
  if (record === undefined || record.position.phase !== state.position.phase) return fail('nothing_to_roll', 'No phase was rolled back here to roll forward.');
  const replayed = withLate(adjudicateStored(gameMap(state.settings), state, record.position, ordersOf(state, record), record.orders, record.processedAt), record.late ?? []);
  return ok({ ...advanceGame(state, replayed, now, state.undone.slice(1)), phase: record.position.phase });
}

export const standardPlay: Play = {
  orders,
  clearOrders,
  missing,
  orderStatus,
  processNow: (state, now, late) => ok(advanceGame(state, withLate(playPhase(state, now), late), now)),
  processIfReady,
  preview: (state, now) => {
    const played = playPhase(state, now);
    return ok({ record: played.record, next: played.next.phase });
  },
  rollback,
  rollforward,
};
