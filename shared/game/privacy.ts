import { refuse, type Outcome } from './step.js';
import type { Actor, GameState } from './types.js';

/**
 * A private game (the DPjudge's PRIVATE status line) lets in by JOIN or TAKEOVER only those
 * who give its privacy password, which the master hands to the players he invites. The
 * slow hash is the door's to run: it gives the stored hash it matched (`given`), and the
 * game takes it only if it is still the game's. The master seats anyone.
 */
export function privacyRefusal(state: GameState, actor: Actor, given: string | undefined): Outcome | null {
  const wanted = state.settings.privacyHash;
  if (wanted === undefined || actor.kind === 'master' || given === wanted) return null;
  return refuse('private_game', given === undefined ? 'This is a private game: give its privacy password (the master has it) after your own.' : 'That is not the privacy password of this game.');
}
