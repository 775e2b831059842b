import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState } from '../types.js';

/** The master's CONTROL: who plays a dummy (the DPjudge's CONTROL line in a power's stanza of the status file). */

type Control = Extract<Command, { type: 'control' }>;

/**
 * The master puts a dummy under the control of powers (the first now, the others in turn
 * under ROTATE) or of MASTER, or frees it with none. Only a dummy is controlled: a power a
 * player holds is his own. A controller is a power of the game with a player's seat (a
 * dummy controls nobody: "CONTROLLING POWER … IS A DUMMY"), never the power itself.
 */
export function control(state: GameState, actor: Actor, command: Control): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master says who controls a power.');
  const seat = state.seats[command.power];
  if (seat === undefined) return refuse('unknown_power', `${command.power} is not a power of this game.`);
  if (state.status === 'finished') return refuse('wrong_status', 'The game is over.');
  if (seat.status !== 'dummy') return refuse('wrong_status', `${command.power} is ${seat.status}: only a dummy is controlled by another power (make it one first: DUMMY ${command.power}).`);
  const names = command.controllers.map((c) => c.trim().toUpperCase());
  for (const n of names) {
    if (n === 'MASTER') continue;
    const other = state.seats[n];
    if (other === undefined) return refuse('unknown_power', `${n} is not a power of this game (a controller is a power, or MASTER).`);
    if (n === command.power) return refuse('bad_setting', `${n} cannot control itself.`);
    if (other.status === 'dummy') return refuse('bad_setting', `${n} is a dummy: a dummy controls nobody.`);
  }
  if (new Set(names).size !== names.length) return refuse('bad_setting', `A controller is named twice: ${names.join(' ')}.`);
  const same = (seat.controllers ?? []).join(' ') === names.join(' ');
  if (same) return done(state);
  const { controllers: _old, ...rest } = seat;
  const next = names.length === 0 ? rest : { ...rest, controllers: names };
  return done({ ...state, seats: { ...state.seats, [command.power]: next } });
}
