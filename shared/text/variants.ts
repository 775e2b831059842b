import type { GameSettings, GameState } from '../game/types.js';
import { crystalTexts } from './lists.js';
import { payolaTexts } from './payola.js';
import type { VariantTexts } from './variant.js';
import { currentPhase, gameMap } from '../game/board.js';
import { bombForm } from '../variants/global/bomb-form.js';

/** Global's texts: a bombing order, kept as its unit's hold, is shown as the bombing order it is. */
const globalTexts: VariantTexts = {
  orderLine: (state, text) => (currentPhase(state).type === 'M' ? bombForm(gameMap(state.settings), text) : null),
};

/** The one place the texts learn which variant they speak of. */
const TEXTS: Readonly<Record<GameSettings['variant'], VariantTexts | null>> = {
  standard: null,
  crystal_ball: crystalTexts,
  payola: payolaTexts,
  solitaire: null,
  global: globalTexts,
  card: null,
};

/** The text hooks of the game's variant; null when it has none. */
export const variantTextsOf = (state: GameState): VariantTexts | null => TEXTS[state.settings.variant] ?? null;
