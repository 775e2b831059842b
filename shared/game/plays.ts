import { crystalPlay } from '../variants/crystal-ball/game.js';
import type { Play } from './play.js';
import { standardPlay } from './standard-play.js';
import { payolaPlay } from '../variants/payola/game.js';
import { solitairePlay } from '../variants/solitaire/game.js';
import { cardPlay } from '../variants/card/game.js';
import { globalPlay } from '../variants/global/game.js';
import type { GameSettings, GameState } from './types.js';

/**
 * The hooks (play.ts) of each variant, null for one not built yet: the one place the core
 * learns which variant it plays.
 */
const PLAYS: Readonly<Record<GameSettings['variant'], Play | null>> = {
  standard: standardPlay,
  crystal_ball: crystalPlay,
  payola: payolaPlay,
  solitaire: solitairePlay,
  global: globalPlay,
  card: cardPlay,
};

/** The hooks of the variant named (settings as sent, unchecked), or null when none is built by that name. */
export function variantPlay(variant: string): Play | null {
  return Object.hasOwn(PLAYS, variant) ? PLAYS[variant as GameSettings['variant']] : null;
}

/** The variants a game may be created in. */
export const builtVariants = (): string[] => Object.keys(PLAYS).filter((v) => variantPlay(v) !== null);

/** The hooks of the game's variant. */
export function playOf(state: GameState): Play {
  const play = variantPlay(state.settings.variant);
  // createGame makes no game of a variant not built: a stored one is a bug, not input.
  if (play === null) throw new Error(`Game ${state.id}: ${state.settings.variant} games are not played yet.`);
  return play;
}
