import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState } from '../types.js';

/** The master's SET LISTED and SET UNLISTED: whether the public lists show the game. */

type SetListed = Extract<Command, { type: 'set_listed' }>;

/**
 * The game listed or not, at any time of its life, as the DPjudge lets the master change
 * it "at any time". An unlisted game is still played, read and joined by those who know
 * its name; only the lists (the web's, the mail's LIST) leave it out. The same setting
 * again changes nothing.
 */
export function setListed(state: GameState, actor: Actor, command: SetListed): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master lists or unlists the game.');
  if (state.settings.listed === command.listed) return done(state);
  return done({ ...state, settings: { ...state.settings, listed: command.listed } }, [{ type: 'listing_changed', listed: command.listed }]);
}
