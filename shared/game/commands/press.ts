import type { PowerName } from '../../map/types.js';
import { playerOf, powerOf } from '../actors.js';
import { hasRule } from '../../rules/index.js';
import { done, refuse, type Outcome } from '../step.js';
import { nextPressId } from '../succession.js';
import { pressBoardRefusal } from './press-board.js';
import { pressForm } from './press-forms.js';
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

/** Longest OFFICIAL subject, in characters, as Email.txt limits the command. */
export const MAX_OFFICIAL_SUBJECT = 60;

/**
 * Why this OFFICIAL subject may not go out (null: it may): the master's alone, a line of
 * MAX_OFFICIAL_SUBJECT characters at most, with something in it.
 */
export function officialRefusal(actor: Actor, subject: string): string | null {
  if (actor.kind !== 'master') return 'Only the master sends official press (OFFICIAL).';
  const line = subject.trim();
  if (line.length === 0) return 'An official message needs a subject.';
  if (line.length > MAX_OFFICIAL_SUBJECT) return `The official subject is ${line.length} characters long, more than the ${MAX_OFFICIAL_SUBJECT} it may have.`;
  if (/[\r\n]/.test(subject)) return 'The official subject is one line.';
  return null;
}

/** Longest body taken, in characters: a letter, not a file (every reader's view and mail carries it). */
export const MAX_PRESS_LENGTH = 8_000;

/**
 * How much press one sender (a power, or one observer) may send: at most PRESS_BURST
 * messages in any PRESS_WINDOW_MS, counted by the times the messages were sent. Enough for
 * a lively negotiation, too little to fill a game's store or its readers' mailboxes. The
 * master is not counted: he runs the game.
 */
export const PRESS_BURST = 20;
export const PRESS_WINDOW_MS = 10 * 60_000;

/** A time span in words, rounded up to whole seconds or minutes. */
function span(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Why this sender may send no more press now (the rate above), or null when he may. */
function tooFast(state: GameState, sender: { from: PressSender; observer?: string }, now: number): string | null {
  if (sender.from === 'MASTER') return null;
  const since = now - PRESS_WINDOW_MS;
  const recent = state.press.filter((m) => m.from === sender.from && m.observer === sender.observer && m.at > since);
  if (recent.length < PRESS_BURST) return null;
  // The press list is in the order sent: the oldest counted is the first to leave the window.
  const free = recent[recent.length - PRESS_BURST]!.at + PRESS_WINDOW_MS - now;
  return `You have sent ${PRESS_BURST} messages in the last ${span(PRESS_WINDOW_MS)}, the most the judge takes from one sender: send again in ${span(free)}.`;
}

/**
 * Send a message. A player writes as his power (naming another in `from` is refused), the
 * master as MASTER, an observer as OBSERVER; whom each may write to is `pressRefusal`'s.
 */
export function press(state: GameState, actor: Actor, command: Press, world: World): Outcome {
  const sender = senderOf(state, actor, command);
  if (!sender.ok) return sender.outcome;
  const body = command.body.trim();
  if (body.length === 0) return refuse('press_forbidden', 'The message is empty.');
  if (body.length > MAX_PRESS_LENGTH) {
    return refuse('press_too_long', `The message is ${body.length} characters long, more than the ${MAX_PRESS_LENGTH} a message may have: send it in parts, or shorter.`);
  }
  const official = command.official === undefined ? null : officialRefusal(actor, command.official);
  if (official !== null) return refuse(actor.kind === 'master' ? 'press_forbidden' : 'not_allowed', official);
  const fast = tooFast(state, sender, world.now);
  if (fast !== null) return refuse('press_too_fast', fast);
  const everyone: Recipient[] = [...Object.keys(state.seats), 'MASTER'];
  let to: Recipient[];
  if (command.to === 'ALL') {
    // PRESS_MASTER: the master is not sent broadcasts; a player writes to him to reach him.
    to = hasRule(state.settings.rules, 'PRESS_MASTER') && actor.kind !== 'master' ? everyone.filter((r) => r !== 'MASTER') : everyone;
  } else {
    const unknown = command.to.filter((r) => r !== 'MASTER' && state.seats[r] === undefined);
    if (unknown.length > 0) return refuse('unknown_power', `${unknown.join(', ')}: no such power in this game.`);
    to = [...new Set(command.to)];
  }
  const broadcast = command.to === 'ALL';
  const forbidden = pressRefusal(state.settings.rules, sender.from, broadcast ? 'ALL' : to);
  if (forbidden !== null) return refuse('press_forbidden', forbidden);
  const held = pressBoardRefusal(state, sender.from, to, broadcast);
  if (held !== null) return refuse('press_forbidden', held);
  const form = pressForm(state, sender.from, command, to, broadcast);
  if (!form.ok) return refuse('press_forbidden', form.error.message);
  const message: PressMessage = {
    id: nextPressId(state),
    at: world.now,
    phase: state.position.phase,
    from: sender.from,
    ...(sender.observer === undefined ? {} : { observer: sender.observer }),
    to,
    kind: broadcast ? 'broadcast' : 'private',
    body,
    ...form.value,
    ...(command.official === undefined ? {} : { official: command.official.trim() }),
    ...afterTheEnd(state, broadcast),
  };
  return done({ ...state, press: [...state.press, message] }, [{ type: 'press', message }]);
}

/**
 * Press sent once the game is over: marked so; a broadcast is an end-of-game statement,
 * archived with the game's press, unless NO_EOG keeps such broadcasts out of the archive.
 */
function afterTheEnd(state: GameState, broadcast: boolean): { afterEnd?: true; eog?: true } {
  if (state.status !== 'finished') return {};
  return broadcast && !hasRule(state.settings.rules, 'NO_EOG') ? { afterEnd: true, eog: true } : { afterEnd: true };
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
      if (player.monitor === true) return { ok: false, outcome: refuse('not_allowed', 'A monitor sends no press: observe the game (OBSERVE) to write.') };
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
