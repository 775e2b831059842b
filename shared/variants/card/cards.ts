import { fail, ok, type Result } from '../../result.js';

/**
 * The cards of Card Diplomacy: every player holds a standard poker deck, 52 cards and two
 * jokers. A card is written as players write it: rank then suit ("AS" the ace of spades,
 * "10D" or "TD", "QH", "2C"), or "JOKER".
 */

/** Spades, diamonds, clubs, hearts: the seed's order of suits for breaking ties, best first. */
export const SUITS = ['S', 'D', 'C', 'H'] as const;
export type Suit = (typeof SUITS)[number];

/** 2 to 10, then jack 11, queen 12, king 13, ace 14. */
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

export type Card = { readonly kind: 'suited'; readonly rank: Rank; readonly suit: Suit } | { readonly kind: 'joker' };

/** How many cards a deck holds: 52 and two jokers. */
export const DECK_SIZE = 54;

const RANK_WORDS: Readonly<Record<string, Rank>> = {
  '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10, T: 10,
  J: 11, Q: 12, K: 13, A: 14,
};
const RANK_TEXT: Readonly<Record<Rank, string>> = {
  2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9', 10: '10', 11: 'J', 12: 'Q', 13: 'K', 14: 'A',
};

/** A card as written, or why it is not one (a sentence). */
export function readCard(text: string): Result<Card> {
  const t = text.trim().toUpperCase();
  if (t === 'JOKER' || t === 'JK') return ok({ kind: 'joker' });
  const suit = t.slice(-1) as Suit;
  const rank = RANK_WORDS[t.slice(0, -1)];
  if (!SUITS.includes(suit) || rank === undefined) {
    return fail('bad_card', `"${text}" is not a card: write the rank (2-10, J, Q, K, A) and the suit (S, D, C, H), as "QH" or "10S", or JOKER.`);
  }
  return ok({ kind: 'suited', rank, suit });
}

export function cardText(card: Card): string {
  return card.kind === 'joker' ? 'JOKER' : `${RANK_TEXT[card.rank]}${card.suit}`;
}

/**
 * Which card ranks higher: positive when `a` beats `b`, negative when `b` does, 0 for
 * identical cards. Rank first, then suit (spades, diamonds, clubs, hearts). The seed does
 * not rank the jokers: here a joker beats every other card, and two jokers are identical
 * cards (README.md, "Jokers").
 */
export function compareCards(a: Card, b: Card): number {
  if (a.kind === 'joker' || b.kind === 'joker') return (a.kind === 'joker' ? 1 : 0) - (b.kind === 'joker' ? 1 : 0);
  if (a.rank !== b.rank) return a.rank - b.rank;
  return SUITS.indexOf(b.suit) - SUITS.indexOf(a.suit);
}

/** Every card of a deck, jokers last. */
export function fullDeck(): Card[] {
  const out: Card[] = [];
  for (const suit of SUITS) for (let rank = 2; rank <= 14; rank++) out.push({ kind: 'suited', rank: rank as Rank, suit });
  out.push({ kind: 'joker' }, { kind: 'joker' });
  return out;
}

/**
 * A deck stacked as its player wrote it: the cards he wants on top, in order, and the rest
 * of the deck shuffled beneath them (`random` gives numbers in [0, 1)). Giving all 54 stacks
 * the whole deck. Each card may be named once (the jokers twice), or the stacking is refused.
 */
export function stackDeck(top: readonly string[], random: () => number): Result<Card[]> {
  const left = fullDeck();
  const stacked: Card[] = [];
  for (const text of top) {
    const card = readCard(text);
    if (!card.ok) return card;
    const at = left.findIndex((c) => compareCards(c, card.value) === 0);
    if (at < 0) {
      return fail('bad_card', card.value.kind === 'joker' ? 'A deck holds two jokers: a third cannot be stacked.' : `${cardText(card.value)} is stacked twice: a deck holds each card once.`);
    }
    stacked.push(left.splice(at, 1)[0]!);
  }
  // Fisher-Yates on what is left.
  for (let i = left.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [left[i], left[j]] = [left[j]!, left[i]!];
  }
  return ok([...stacked, ...left]);
}
