import type { PowerName, UnitKind } from '../map/types.js';
import type { CardTurnStep } from '../variants/card/state.js';

/** A Card game's movement turn as one viewer may see it (shared/views/card.ts). */
export interface CardView {
  readonly phase: string;
  /** The seconds each decision has. */
  readonly clock: number;
  /** The powers that play cards this turn, and those whose deck is stacked. */
  readonly players: readonly PowerName[];
  readonly stacked: readonly PowerName[];
  /** The cards are being played; false: the decks are being stacked. */
  readonly playing: boolean;
  /** This round's cards, as everyone at the table sees them. */
  readonly shown: readonly { readonly power: PowerName; readonly card: string }[];
  readonly ladder: readonly PowerName[];
  readonly matched: readonly PowerName[];
  readonly toDecide: PowerName | null;
  readonly due: number | null;
  readonly mayPass: boolean;
  readonly passes: Readonly<Record<PowerName, number>>;
  readonly steps: readonly CardTurnStep[];
  /** The board as the turn has left it so far (the game's position is the turn's start): each unit, and whether it has had its order. */
  readonly units: readonly { readonly power: PowerName; readonly kind: UnitKind; readonly at: string; readonly ordered: boolean }[];
  /** Units dislodged this turn, waiting for their owner's retreat (at their owner's decision). */
  readonly waiting: readonly { readonly power: PowerName; readonly kind: UnitKind; readonly at: string }[];
  /** The decks the viewer may see, top first: a player his own power's, the master every one; absent for anyone else. */
  readonly decks?: Readonly<Record<PowerName, readonly string[]>>;
}
