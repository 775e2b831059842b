import { crystalPlay } from './crystal.js';
import type { Play } from './play.js';
import { standardPlay } from './standard-play.js';
import { payolaPlay } from '../variants/payola/game.js';
import type { GameState } from './types.js';

/** The hooks (play.ts) of the game's variant: the one place the core learns which variant it plays. */
export function playOf(state: GameState): Play {
  switch (state.settings.variant) {
    case 'standard':
      return standardPlay;
    case 'crystal_ball':
      return crystalPlay;
    case 'payola':
      return payolaPlay;
  }
}
