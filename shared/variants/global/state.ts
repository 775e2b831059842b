import type { PowerName, ProvinceId } from '../../map/types.js';
import type { Wasteland } from './wasteland.js';

/**
 * A Global game's own state (GameState.global) and what a viewer is shown of it
 * (GameView.global): below the game's types and the views, so that both import it and
 * neither imports the variant's rules.
 */

export interface GlobalState {
  /** What the bombs have left of the board: destroyed spaces, removed and cut-off centres. */
  readonly wasteland: Wasteland;
  /**
   * The arsenals each power may still build (XII+): one more for every movement turn in
   * which all its units held, one fewer for each arsenal built. Absent or 0: none.
   */
  readonly entitled: Readonly<Record<PowerName, number>>;
}

/** What everyone is shown of a Global game: the scars are on the board for all to see. */
export interface GlobalView {
  readonly destroyed: readonly ProvinceId[];
  readonly removed: readonly ProvinceId[];
  /** Centres cut off at the end of last season: gone at the end of this one. */
  readonly cutOff: readonly ProvinceId[];
  /** The seasonal spaces (ANT, POL) no unit may enter or leave in the current phase. */
  readonly closed: readonly ProvinceId[];
  /** Arsenals each power may build: an all-hold turn is announced in the results, so this is public. */
  readonly entitled: Readonly<Record<PowerName, number>>;
}
