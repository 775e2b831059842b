import { actsFor } from '../actors.js';
import { currentPhase } from '../board.js';
import { waitFlagsCount } from '../waits.js';
import type { LiveCommand, VariantCommand } from '../play.js';
import { playOf } from '../plays.js';
import { processIfReady } from '../ready.js';
import { inForce } from '../rules.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState, World } from '../types.js';

/** A power's orders for the phase, and its WAIT flag. */

type Orders = Extract<Command, { type: 'orders' }>;
type ClearOrders = Extract<Command, { type: 'clear_orders' }>;
type Wait = Extract<Command, { type: 'wait' }>;

/** The power's lines for the phase, as the game's variant takes them (play.ts). */
export const orders = (state: GameState, actor: Actor, command: Orders, world: World): Outcome => playOf(state).orders(state, actor, command, world);

/** The power takes back all it sent for the phase. */
export const clearOrders = (state: GameState, actor: Actor, command: ClearOrders, world: World): Outcome =>
  playOf(state).clearOrders(state, actor, command, world);

/** A command of the variant's own (Payola's acceptance lists and transfers); refused in a game whose variant has none. */
export function variantCommand(state: GameState, actor: Actor, command: VariantCommand, world: World): Outcome {
  const play = playOf(state);
  if (play.command === undefined) return refuse('wrong_variant', variantRefusal(state, command));
  return play.command(state, actor, command, world);
}

function variantRefusal(state: GameState, command: VariantCommand): string {
  if (command.type === 'accept' || command.type === 'transfer') return `This is a ${state.settings.variant} game: ${command.type === 'accept' ? 'acceptance lists' : 'transfers'} belong to Payola.`;
  return `This is a ${state.settings.variant} game: shares and dividends belong to Payola games played under EXCHANGE.`;
}

/** Card's stack, play and pass: refused in a game whose variant plays no turn live. */
export function liveCommand(state: GameState, actor: Actor, command: LiveCommand, world: World): Outcome {
  const play = playOf(state);
  if (play.live === undefined) return refuse('wrong_variant', `This is a ${state.settings.variant} game: stacking a deck, playing a card's order and passing belong to Card Diplomacy.`);
  return play.live(state, actor, command, world);
}

/** SET WAIT / SET NOWAIT: hold the phase for the deadline even when everyone is in. Refused under REAL_TIME. */
export function wait(state: GameState, actor: Actor, command: Wait, world: World): Outcome {
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  if (!actsFor(state, actor, command.power)) return refuse('not_allowed', `Only ${command.power}'s player (or the master) may set its WAIT flag.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: the WAIT flag is set only while it is active.`);
  if (inForce(state.settings, 'REAL_TIME')) return refuse('not_allowed', 'This game is played in real time (REAL_TIME): it never waits for the deadline.');
  if (seat.status === 'eliminated') return refuse('no_orders_now', `${command.power} is out of the game.`);
  if (command.wait && !waitFlagsCount(state.settings, currentPhase(state).type)) {
    return refuse('not_allowed', 'This game waits for the deadline in movement phases only (NO_MINOR_WAIT): WAIT is set then.');
  }
  if (seat.wait === command.wait) return done(state);
  const next: GameState = { ...state, seats: { ...state.seats, [command.power]: { ...seat, wait: command.wait } } };
  const out = processIfReady(next, [{ type: 'wait_changed', power: command.power }], world.now);
  return done(out.state, out.events);
}
