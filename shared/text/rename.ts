import type { GameState } from '../game/types.js';
import { blocks, paragraph } from './layout.js';
import { gameSubject, type Notice } from './subjects.js';

/**
 * The master renamed the game: the players are told the new name, and that nothing they
 * write changes (the game's address and sign-on name are its id, which stays).
 */
export function renameNotice(state: GameState, from: string): Notice {
  return {
    subject: gameSubject(state, `now named '${state.settings.name}'`),
    body: blocks(
      paragraph(`The master has renamed the game '${from}': it is now shown as '${state.settings.name}'.`),
      paragraph(`Nothing changes in what you write: the game is still ${state.id}, at the same address, and you sign on as before (SIGNON power@${state.id}).`),
    ),
  };
}
