import { masterContact, playerOf } from '../actors.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, Contact, GameState, Player } from '../types.js';

/** What a person in the game keeps about himself: his mail password and how he is reached. */

type SetPassword = Extract<Command, { type: 'set_password' }>;
type SetContact = Extract<Command, { type: 'set_contact' }>;

/** The caller's own player record, replaced by `change`; null when the caller is nobody in the game. */
function withPlayer(state: GameState, actor: Actor, change: (p: Player) => Player): GameState | null {
  const me = playerOf(state, actor);
  if (me === null) return null;
  return { ...state, players: state.players.map((p) => (p.id === me.id ? change(p) : p)) };
}

/**
 * SET PASSWORD: the master, a player or an observer changes the password he signs on with
 * by mail. The door hashes it (slowly); the game only keeps the hash. A game that is over
 * keeps its passwords as they were.
 */
export function setPassword(state: GameState, actor: Actor, command: SetPassword): Outcome {
  if (state.status === 'finished') return refuse('wrong_status', 'The game is over.');
  if (actor.kind === 'master') return done({ ...state, masterPasswordHash: command.passwordHash });
  const next = withPlayer(state, actor, (p) => ({ ...p, passwordHash: command.passwordHash }));
  if (next === null) return refuse('not_allowed', 'Only the master and the people in the game have a password in it.');
  return done(next);
}

/**
 * SET ADDRESS and the choice of mail, web or both: how the master, a player or an
 * observer hears from the judge. What the command leaves out stays as it was. Mail needs
 * an address to go to.
 */
export function setContact(state: GameState, actor: Actor, command: SetContact): Outcome {
  const me = playerOf(state, actor);
  const before: Contact | null = actor.kind === 'master' ? masterContact(state) : (me?.contact ?? null);
  if (before === null) return refuse('not_allowed', 'Only the master, players and observers keep an address in the game.');
  const contact = { email: command.email === undefined ? before.email : command.email, by: command.by ?? before.by };
  // The master's mail without an address is his state before he gives one: he may go back to it.
  const bare = actor.kind === 'master' && command.by === undefined;
  if (contact.by !== 'web' && contact.email === null && !bare) return refuse('not_allowed', 'Mail needs an address: give one before asking for mail.');
  if (actor.kind === 'master') return done({ ...state, masterContact: contact });
  return done(withPlayer(state, actor, (p) => ({ ...p, contact }))!);
}
