import type { PowerName } from '../../map/types.js';
import { playerOf, powerOf } from '../actors.js';
import { hasRule } from '../../rules/index.js';
import { done, refuse, type Outcome } from '../step.js';
import { nextPressId } from '../succession.js';
import type { Actor, Command, GameState, PressMessage, World } from '../types.js';

/** Press: private letters and broadcasts, within what the game's press rules allow. */

type Press = Extract<Command, { type: 'press' }>;

type Recipient = PowerName | 'MASTER';

/** Who writes: a power's player, the master, or an observer. */
export type PressSender = PressMessage['from'];

/**
 * Why the game's press rules (its `rules` in force) forbid `from` writing to `to` (every
 * power and the master, or these recipients), or null when they allow it. The one reading
 * of the rules, for the engine and for any client that offers only what the judge takes.
 * The master may always write to anyone. An observer writes as the players do (the
 * DPjudge's observers may send press), and under MUTE_OBSERVERS only to the master.
 * NO_PRESS: players and observers write only to the master. PUBLIC_PRESS: they write to
 * everyone or to the master, never privately to a power. Whether the recipients exist is
 * not its business.
 */
export function pressRefusal(rules: readonly string[], from: PressSender, to: readonly string[] | 'ALL'): string | null {
  if (to !== 'ALL' && to.length === 0) return 'The message names no recipient.';
  const broadcast = to === 'ALL';
  const onlyMaster = !broadcast && to.every((r) => r === 'MASTER');
  if (from === 'MASTER') return null;
  if (from === 'OBSERVER' && hasRule(rules, 'MUTE_OBSERVERS') && !onlyMaster) return 'Observers may write to the master only in this game (MUTE_OBSERVERS).';
  if (hasRule(rules, 'NO_PRESS') && !onlyMaster) return 'This game has no press (NO_PRESS): write to the master only.';
  if (hasRule(rules, 'PUBLIC_PRESS') && !broadcast && !onlyMaster) {
    return 'Press in this game is public (PUBLIC_PRESS): write to everyone or to the master only.';
  }
  return null;
}

/** Whether the game's press rules let `from` write to `to`: `pressRefusal` finds no reason against. */
export const pressAllowed = (rules: readonly string[], from: PressSender, to: readonly string[] | 'ALL'): boolean =>
  pressRefusal(rules, from, to) === null;

/** Longest body taken, in characters: a letter, not a file. */
export const MAX_PRESS_LENGTH = 20_000;

/**
 * Send a message. A player writes as his power (naming another in `from` is refused), the
 * master as MASTER, an observer as OBSERVER; whom each may write to is `pressRefusal`'s.
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
    const unknown = command.to.filter((r) => r !== 'MASTER' && state.seats[r] === undefined);
    if (unknown.length > 0) return refuse('unknown_power', `${unknown.join(', ')}: no such power in this game.`);
    to = [...new Set(command.to)];
  }
  const broadcast = command.to === 'ALL';
  const forbidden = pressRefusal(state.settings.rules, sender.from, broadcast ? 'ALL' : to);
  if (forbidden !== null) return refuse('press_forbidden', forbidden);
  const message: PressMessage = {
    id: nextPressId(state),
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
