import { done, refuse, type Outcome } from '../step.js';
import type { Actor, GameState } from '../types.js';

/**
 * PURGE: the master removes a game, only while it is forming and nobody has joined it
 * (Email.txt: "a game, once started, is not the property of the GM, but of all
 * involved"). Nobody has joined means nobody at all, observers too: each of them holds a
 * password and a place in the game that a purge would take from him. The game answers
 * whether it may go; erasing it (its room, its archive rows) is the room's.
 */
export function purge(state: GameState, actor: Actor): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master purges a game.');
  if (state.status !== 'forming') {
    return refuse('wrong_status', `The game is ${state.status}: only a forming game nobody has joined is purged. End a game with TERMINATE; it stays in the archive.`);
  }
  const joined = state.players.length;
  if (joined > 0) {
    return refuse('wrong_status', `${joined === 1 ? 'Someone has' : `${joined} people have`} joined the game: resign ${joined === 1 ? 'him' : 'them'} first (RESIGN power), then purge it.`);
  }
  return done(state, [{ type: 'purged' }]);
}
