import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState } from '../types.js';

/** How the game is shown to the world: listed or not (SET LISTED / UNLISTED), and under which name (RENAME). */

type SetListed = Extract<Command, { type: 'set_listed' }>;
type Rename = Extract<Command, { type: 'rename' }>;

/** The longest name a game is shown with, as at its creation. */
export const MAX_GAME_NAME = 80;

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

/**
 * The DPjudge's RENAME gives a game a new name, by which it is then addressed. Here a
 * game's id names its room, its archive rows and its mail address, and mail already
 * written to it must keep arriving: so the id stays, and RENAME changes the name the game
 * is shown with (the one CREATE's NAME line or the web form gave). Every player is told,
 * since the Email.txt warns that a name change unnoticed confuses them.
 */
export function rename(state: GameState, actor: Actor, command: Rename): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master renames the game.');
  const name = command.name.trim();
  if (name.length === 0 || name.length > MAX_GAME_NAME) return refuse('bad_setting', `A game's name is 1 to ${MAX_GAME_NAME} characters.`);
  if (name === state.settings.name) return done(state);
  return done({ ...state, settings: { ...state.settings, name } }, [{ type: 'renamed', from: state.settings.name, name }]);
}
