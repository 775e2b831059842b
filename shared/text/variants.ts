import type { GameSettings, GameState } from '../game/types.js';
import { crystalTexts } from './lists.js';
import { payolaTexts } from './payola.js';
import type { VariantTexts } from './variant.js';

/** The one place the texts learn which variant they speak of. */
const TEXTS: Readonly<Record<GameSettings['variant'], VariantTexts | null>> = {
  standard: null,
  crystal_ball: crystalTexts,
  payola: payolaTexts,
  solitaire: null,
  global: null,
  card: null,
};

/** The text hooks of the game's variant; null when it has none. */
export const variantTextsOf = (state: GameState): VariantTexts | null => TEXTS[state.settings.variant] ?? null;
