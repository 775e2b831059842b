import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import type { PayolaView } from '../variants/payola/state.js';

/**
 * What a variant says its own way in the judge's texts, as `Play` (game/play.ts) is what it
 * does its own way in the game: a power's orders where it keeps another kind of them, and
 * what the phase waits for. The standard game says nothing of its own.
 */
export interface VariantTexts {
  /**
   * A power's orders as they stand, as the mail ends its replies with them, where the variant
   * keeps its own kind (Crystal Ball's lists, Payola's offer sheet); null: the standard text.
   * `money`: a Payola game's money as the view shows it to the reader.
   */
  readonly orders?: (state: GameState, power: PowerName, money?: PayolaView) => string | null;
  /** A stored order in the judge's form where the variant stores it as another (Global's bombing order as its unit's hold); null: the stored order's. */
  readonly orderLine?: (state: GameState, text: string) => string | null;
  /** What the phase waits for from a power, where it is not the phase's orders (Crystal Ball's list for the open phase). */
  readonly awaited?: (state: GameState) => { readonly what: string; readonly phase: string } | null;
}
