import type { PowerName } from '../../map/types.js';
import { playerOf, powerOf } from '../actors.js';
import { inForce } from '../rules.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState, PressMessage, World } from '../types.js';

/** Press: private letters and broadcasts, within what the game's press rules allow. */

type Press = Extract<Command, { type: 'press' }>;

type Recipient = PowerName | 'MASTER';

/** Longest body taken, in characters: a letter, not a file. */
export const MAX_PRESS_LENGTH = 20_000;

/**
 * Send a message. A player writes as his power (naming another in `from` is refused), the
 * master as MASTER, an observer as OBSERVER and only to the master. NO_PRESS: players
 * write only to the master. PUBLIC_PRESS: players write to everyone or to the master,
 * never privately to another power. The master may always write to anyone.
 */
export function press(state: GameState, actor: Actor, command: Press, world: World): Outcome {
  const sender = senderOf(state, actor, command);
  if (!sender.ok) return sender.outcome;
  const body = command.body.trim();
  if (body.length === 0) return refuse('press_forbidden', 'The message is empty.');
  if (body.length > MAX_PRESS_LENGTH) return refuse('press_forbidden', `The message is longer than ${MAX_PRESS_LENGTH} characters.`);
  const everyone: Recipient[] = [...Object.keys(state.seats), 'MASTER'];
  let to: Recipient[];
  if (command.to === 'ALL') {
    to = everyone;
  } else {
    if (command.to.length === 0) return refuse('press_forbidden', 'The message names no recipient.');
    const unknown = command.to.filter((r) => r !== 'MASTER' && state.seats[r] === undefined);
    if (unknown.length > 0) return refuse('unknown_power', `${unknown.join(', ')}: no such power in this game.`);
    to = [...new Set(command.to)];
  }
  const broadcast = command.to === 'ALL';
  const onlyMaster = !broadcast && to.every((r) => r === 'MASTER');
  if (sender.from === 'OBSERVER') {
    if (!onlyMaster) return refuse('press_forbidden', 'Observers may write to the master only.');
  } else if (sender.from !== 'MASTER') {
    if (inForce(state.settings, 'NO_PRESS') && !onlyMaster) return refuse('press_forbidden', 'This game has no press (NO_PRESS): write to the master only.');
    if (inForce(state.settings, 'PUBLIC_PRESS') && !broadcast && !onlyMaster) {
      return refuse('press_forbidden', 'Press in this game is public (PUBLIC_PRESS): write to everyone or to the master only.');
    }
  }
  const message: PressMessage = {
    id: state.press.length === 0 ? 1 : state.press[state.press.length - 1]!.id + 1,
    at: world.now,
    phase: state.position.phase,
    from: sender.from,
    ...(sender.observer === undefined ? {} : { observer: sender.observer }),
    to,
    kind: broadcast ? 'broadcast' : 'private',
    body,
  };
  return done({ ...state, press: [...state.press, message] }, [{ type: 'press', message }]);
}

type Sender =
  | { readonly ok: true; readonly from: PressMessage['from']; readonly observer?: string }
  | { readonly ok: false; readonly outcome: Outcome };

function senderOf(state: GameState, actor: Actor, command: Press): Sender {
  switch (actor.kind) {
    case 'master':
      return { ok: true, from: 'MASTER' };
    case 'system':
      return { ok: false, outcome: refuse('not_allowed', 'The judge itself sends no press.') };
    case 'observer': {
      const player = playerOf(state, actor);
      if (player === null) return { ok: false, outcome: refuse('not_allowed', 'Only people in the game may send press.') };
      return { ok: true, from: 'OBSERVER', observer: player.id };
    }
    case 'player': {
      const power = powerOf(state, actor);
      if (power === null) return { ok: false, outcome: refuse('not_allowed', 'You play no power in this game.') };
      if (command.from !== undefined && command.from !== power) {
        return { ok: false, outcome: refuse('not_allowed', `You write as ${power}, not as ${command.from}.`) };
      }
      return { ok: true, from: power };
    }
  }
}
