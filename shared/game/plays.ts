import { crystalPlay } from '../variants/crystal-ball/game.js';
import type { Play } from './play.js';
import { standardPlay } from './standard-play.js';
import type { GameState } from './types.js';

/** The hooks (play.ts) of the game's variant: the one place the core learns which variant it plays. */
export function playOf(state: GameState): Play {
  switch (state.settings.variant) {
    case 'standard':
      return standardPlay;
    case 'crystal_ball':
      return crystalPlay;
    case 'payola':
      // The engine's hooks are not built yet (issue 13): a Payola game cannot be created until they are.
      throw new Error(`Game ${state.id}: Payola games are not played yet.`);
  }
}
