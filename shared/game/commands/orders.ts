import type { PowerName } from '../../map/types.js';
import { actsFor } from '../actors.js';
import { currentPhase, phaseMap } from '../board.js';
import { crystalOrders, isCrystal } from '../crystal.js';
import { owesOrders } from '../duty.js';
import { enterOrders } from '../entry.js';
import { processIfReady } from '../ready.js';
import { inForce, lateChangesForbidden } from '../rules.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState, World } from '../types.js';

/** A power's orders for the phase, and its WAIT flag. */

type Orders = Extract<Command, { type: 'orders' }>;
type ClearOrders = Extract<Command, { type: 'clear_orders' }>;
type Wait = Extract<Command, { type: 'wait' }>;

/** Why this actor may not touch this power's orders now, or null if he may. */
function ordersRefusal(state: GameState, actor: Actor, power: PowerName, world: World): Outcome | null {
  if (state.seats[power] === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
  if (!actsFor(state, actor, power)) return refuse('not_allowed', `Only ${power}'s player (or the master) may order for ${power}.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: orders are taken only while it is active.`);
  const phase = currentPhase(state);
  // GARRISON: a power out of the game may build again in an adjustment phase (owesOrders says whether it may now).
  const out = state.seats[power]!.status === 'eliminated' && !(phase.type === 'A' && inForce(state.settings, 'GARRISON'));
  if (out || !owesOrders(phaseMap(state), state.position, phase.type, power, state.settings.rules)) {
    return refuse('no_orders_now', `${power} has nothing to order in ${state.position.phase}.`);
  }
  // The master may always set things right; players may not rewrite orders after the deadline.
  const late = state.deadline !== null && world.now > state.deadline;
  if (actor.kind !== 'master' && late && state.submitted.includes(power) && lateChangesForbidden(state.settings)) {
    return refuse('no_orders_now', `The deadline has passed: orders already submitted may no longer be changed in this game.`);
  }
  return null;
}

/**
 * Each line read and checked at once, answered in order; the accepted ones replace the
 * power's orders (or are added to them). A submission in which every line fails changes
 * nothing: a typo must not wipe out orders that stood. An empty submission is one: the
 * power orders nothing (its units will hold).
 */
export function orders(state: GameState, actor: Actor, command: Orders, world: World): Outcome {
  if (isCrystal(state)) return crystalOrders(state, actor, command, world);
  const refusal = ordersRefusal(state, actor, command.power, world);
  if (refusal) return refusal;
  // A phase named (a door's `phase`) must be the board's: orders meant for another phase are never taken for this one.
  if (command.phase !== undefined && command.phase.trim().toUpperCase() !== state.position.phase) {
    return refuse('no_orders_now', `Orders are taken for ${state.position.phase} now, not for ${command.phase.trim()}.`);
  }
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
  const out = processIfReady(next, [{ type: 'orders_changed', power: command.power }], world.now);
  return done(out.state, out.events, entered.answers);
}

/** The power takes back all its orders for the phase: it has submitted nothing. */
export function clearOrders(state: GameState, actor: Actor, command: ClearOrders, world: World): Outcome {
  if (isCrystal(state)) return refuse('no_orders_now', 'A Crystal Ball list is taken back by writing it again: send an empty list for the phase.');
  const refusal = ordersRefusal(state, actor, command.power, world);
  if (refusal) return refusal;
  const orders = { ...state.orders };
  delete orders[command.power];
  return done({ ...state, orders, submitted: state.submitted.filter((p) => p !== command.power) }, [{ type: 'orders_changed', power: command.power }]);
}

/** SET WAIT / SET NOWAIT: hold the phase for the deadline even when everyone is in. Refused under REAL_TIME. */
export function wait(state: GameState, actor: Actor, command: Wait, world: World): Outcome {
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  if (!actsFor(state, actor, command.power)) return refuse('not_allowed', `Only ${command.power}'s player (or the master) may set its WAIT flag.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: the WAIT flag is set only while it is active.`);
  if (inForce(state.settings, 'REAL_TIME')) return refuse('not_allowed', 'This game is played in real time (REAL_TIME): it never waits for the deadline.');
  if (seat.status === 'eliminated') return refuse('no_orders_now', `${command.power} is out of the game.`);
  if (seat.wait === command.wait) return done(state);
  const next: GameState = { ...state, seats: { ...state.seats, [command.power]: { ...seat, wait: command.wait } } };
  const out = processIfReady(next, [{ type: 'wait_changed', power: command.power }], world.now);
  return done(out.state, out.events);
}
