import type { PowerName } from '../../map/types.js';
import { compareCards, type Card } from './cards.js';

/**
 * One play round of a Card Diplomacy movement turn (the seed's rules 3 and 4): every player
 * with units still to order shows a card at once; the highest card must order first and the
 * lowest must order last; those between order in card order or pass, three passes a turn at
 * most; identical cards pass, both of them.
 */

/** Passes a player may choose in one movement turn. */
export const MAX_PASSES = 3;

export interface Shown {
  readonly power: PowerName;
  readonly card: Card;
}

export interface Round {
  /** The powers that act this round, highest card first. */
  readonly ladder: readonly PowerName[];
  /** Powers whose card was identical to another's: they pass this round, by rule 4. */
  readonly matched: readonly PowerName[];
}

/** What a power's card makes it this round. */
export type Place = 'first' | 'last' | 'between' | 'matched' | 'absent';

/**
 * The round the cards make. A matched pass is not one of the player's three: he did not
 * choose it (README.md, "Identical cards").
 */
export function roundOf(shown: readonly Shown[]): Round {
  const matched = shown.filter((s) => shown.some((o) => o !== s && compareCards(o.card, s.card) === 0));
  const ladder = shown
    .filter((s) => !matched.includes(s))
    .sort((a, b) => compareCards(b.card, a.card))
    .map((s) => s.power);
  return { ladder, matched: matched.map((s) => s.power) };
}

export function placeIn(round: Round, power: PowerName): Place {
  if (round.matched.includes(power)) return 'matched';
  const i = round.ladder.indexOf(power);
  if (i < 0) return 'absent';
  if (i === 0) return 'first';
  if (i === round.ladder.length - 1) return 'last';
  return 'between';
}

/**
 * Whether the power may pass at its turn in the round: only between the first and the last
 * (who must order: a lone card is both), and only with a pass of its three left.
 */
export function mayPass(round: Round, power: PowerName, passesUsed: number): boolean {
  return placeIn(round, power) === 'between' && passesUsed < MAX_PASSES;
}
