import type { GameSettings, GameState } from '../game/types.js';
import { cardViews } from './card.js';
import { crystalViews } from './crystal.js';
import { globalViews } from './global.js';
import { payolaViews } from './payola.js';
import type { VariantViews } from './variant.js';

/** The one place the views learn which variant they show. */
const VIEWS: Readonly<Record<GameSettings['variant'], VariantViews | null>> = {
  standard: null,
  crystal_ball: crystalViews,
  payola: payolaViews,
  solitaire: null,
  global: globalViews,
  card: cardViews,
};

/** The view hooks of the game's variant; null when it adds nothing. */
export const variantViewsOf = (state: GameState): VariantViews | null => VIEWS[state.settings.variant] ?? null;
