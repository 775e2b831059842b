import type { Actor, GameState, PhaseRecord } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import type { GameView, ViewerView } from './types.js';
import type { ListView } from '../variants/crystal-ball/views.js';

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
  /** How each processed phase's record is cut for this viewer (Crystal Ball's lists, Payola's money); absent or null: shown whole. */
  readonly recordCut?: (state: GameState, viewer: ViewerView) => ((record: PhaseRecord) => PhaseRecord) | null;
  /** What goes with a page of processed phases (Crystal Ball's processed lists); absent: nothing. */
  readonly pageExtras?: (state: GameState, actor: Actor | null, records: readonly PhaseRecord[]) => VariantPageFields;
}

/** The fields a page of processed phases may carry for a variant. */
export interface VariantPageFields {
  readonly lists?: readonly ListView[];
}
