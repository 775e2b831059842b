import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import type { GameView, ViewerView } from './types.js';

/** The fields of the game's view that only some variant has. */
export type VariantFields = Partial<Pick<GameView, 'edition' | 'lists' | 'pipe' | 'payola' | 'card' | 'global'>>;

/**
 * What a variant adds to the game's view, as `Play` (game/play.ts) is what it adds to the
 * game: its own fields cut for the viewer, and the orders of a power where the variant keeps
 * them its own way. The standard game adds nothing.
 */
export interface VariantViews {
  /** The variant's own fields of the view, as this viewer may see them. */
  readonly fields: (state: GameState, viewer: ViewerView) => VariantFields;
  /** A power's orders as its player (or the master) is shown them; absent: the stored orders' text. */
  readonly orders?: (state: GameState, power: PowerName) => string[];
}
