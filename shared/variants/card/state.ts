import type { OrderResult } from '../../adjudicate/types.js';
import type { PowerName } from '../../map/types.js';
import type { Card } from './cards.js';
import type { Round } from './round.js';
import type { CardTurn } from './turn.js';

/**
 * A live Card game's own state (GameState.card), kept only while a Spring or Fall movement
 * turn is played: its phase names the turn, and a state left from another phase is stale
 * (game.ts reads it as a fresh one). Plain JSON: the room stores it as it is.
 */
export interface CardGame {
  /** The movement phase this state belongs to ("S1901M"). */
  readonly phase: string;
  /** Each power's deck, top first, as it stacked it for this turn; a card shown leaves it. */
  readonly decks: Readonly<Record<PowerName, readonly Card[]>>;
  /** The powers whose deck is stacked for this turn, in the order they stacked. */
  readonly stacked: readonly PowerName[];
  /** The turn, one order at a time (turn.ts); null while the decks are being stacked. */
  readonly turn: CardTurn | null;
  /** The round being played; null between rounds and while stacking. */
  readonly round: CardRound | null;
  /** Passes each power chose this turn (at most MAX_PASSES; a matched pass is not one). */
  readonly passes: Readonly<Record<PowerName, number>>;
  /** What was done this turn, in order: the history replays the turn from it. */
  readonly steps: readonly CardTurnStep[];
  /** When the decision now due must be made, epoch milliseconds; null when none is due. */
  readonly due: number | null;
}

export interface CardRound {
  /** Every card shown this round, in the order of the powers' names. */
  readonly shown: readonly { readonly power: PowerName; readonly card: Card }[];
  readonly ladder: Round['ladder'];
  readonly matched: Round['matched'];
  /** The index in `ladder` of the power whose decision it is. */
  readonly at: number;
}

/** One step of a turn, as pushes carry it and the history keeps it. */
export type CardTurnStep =
  | { readonly kind: 'round'; readonly at: number; readonly shown: readonly { readonly power: PowerName; readonly card: string }[]; readonly matched: readonly PowerName[] }
  | {
      readonly kind: 'order';
      readonly at: number;
      readonly power: PowerName;
      readonly order: string;
      readonly result: OrderResult;
      readonly reason?: string;
      /** The unit this move dislodged ("A MUN"), waiting for its retreat. */
      readonly dislodged?: string;
      /** Its clock ran out: the judge held the unit named. */
      readonly timeout?: true;
    }
  /** `timeout`: the clock ran out and the judge passed for it. */
  | { readonly kind: 'pass'; readonly at: number; readonly power: PowerName; readonly timeout?: true };

/** A Card turn as the phase record keeps it: its steps, to replay it step by step. */
export interface CardRecord {
  readonly steps: readonly CardTurnStep[];
}
