import { masterContact, playerOf } from '../actors.js';
import { contactAddresses, MAX_ADDRESSES, sameAddress } from '../contact.js';
import { secondRole } from './join.js';
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
  const email = command.email === undefined ? before.email : command.email;
  // Several addresses: those given replace the others; an address taken away takes them too.
  const also = email === null ? [] : (command.also ?? before.also ?? []);
  const contact: Contact = { email, by: command.by ?? before.by, ...(also.length === 0 ? {} : { also }) };
  // The master's mail without an address is his state before he gives one: he may go back to it.
  const bare = actor.kind === 'master' && command.by === undefined;
  if (contact.by !== 'web' && contact.email === null && !bare) return refuse('not_allowed', 'Mail needs an address: give one before asking for mail.');
  const all = contactAddresses(contact);
  if (all.length > MAX_ADDRESSES) return refuse('bad_setting', `The judge writes to at most ${MAX_ADDRESSES} addresses for one person; ${all.length} were given.`);
  if (all.some((a, i) => all.findIndex((b) => sameAddress(a, b)) !== i)) return refuse('bad_setting', 'The same address is given twice.');
  if (actor.kind !== 'master') {
    for (const a of all.slice(1)) {
      const second = secondRole(state, a, me!.id);
      if (second !== null) return second;
    }
  }
  if (actor.kind === 'master') return done({ ...state, masterContact: contact });
  return done(withPlayer(state, actor, (p) => ({ ...p, contact }))!);
}
