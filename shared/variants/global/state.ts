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

/**
 * What a Global phase's record keeps (PhaseRecord.global): the variant's state as the phase
 * found it, so that a ROLLBACK gives it back and a ROLLFORWARD plays from it; and what the
 * phase did to it, for the results.
 */
export interface GlobalRecord {
  /** GameState.global at the start of the phase. */
  readonly before: GlobalState;
  /** The spaces the phase's bombs destroyed; absent: none. */
  readonly destroyed?: readonly ProvinceId[];
  /**
   * The powers that ordered all their units to hold in this movement turn (XII+): each is
   * owed one more arsenal, "a screw's turn away" from the bomb, announced with the results.
   */
  readonly nuclear?: readonly PowerName[];
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
  /** The board's setup for fewer players (XIV.2: global5, global4, global3); absent: the six-player board. */
  readonly setup?: string;
  /** III's option (GameSettings.firstElimination): the game ends at the end of the first year a power is eliminated. */
  readonly firstElimination?: true;
}
