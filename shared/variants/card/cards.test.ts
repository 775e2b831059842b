import { describe, expect, it } from 'vitest';
import { cardText, compareCards, DECK_SIZE, fullDeck, readCard, stackDeck, type Card } from './cards.js';
import { mayPass, placeIn, roundOf, MAX_PASSES } from './round.js';

const card = (text: string): Card => {
  const c = readCard(text);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
};

describe('cards', () => {
  it('reads cards as players write them, and says what a bad one lacks', () => {
    expect(cardText(card('as'))).toBe('AS');
    expect(cardText(card('10d'))).toBe('10D');
    expect(cardText(card('TD'))).toBe('10D');
    expect(cardText(card('joker'))).toBe('JOKER');
    const bad = readCard('11X');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/rank.*suit/);
  });

  it('rank first, then spades, diamonds, clubs, hearts (the seed rule 4)', () => {
    expect(compareCards(card('3C'), card('2S'))).toBeGreaterThan(0);
    expect(compareCards(card('QS'), card('QD'))).toBeGreaterThan(0);
    expect(compareCards(card('QD'), card('QC'))).toBeGreaterThan(0);
    expect(compareCards(card('QC'), card('QH'))).toBeGreaterThan(0);
    expect(compareCards(card('QH'), card('QH'))).toBe(0);
  });

  it('a joker beats every card, and two jokers are identical', () => {
    expect(compareCards(card('JOKER'), card('AS'))).toBeGreaterThan(0);
    expect(compareCards(card('AS'), card('JOKER'))).toBeLessThan(0);
    expect(compareCards(card('JOKER'), card('JOKER'))).toBe(0);
  });

  it('a deck is 52 cards and two jokers; a stacked top is kept, the rest shuffled', () => {
    expect(fullDeck()).toHaveLength(DECK_SIZE);
    const deck = stackDeck(['KS', 'joker', '2H'], () => 0.5);
    if (!deck.ok) throw new Error(deck.error.message);
    expect(deck.value).toHaveLength(DECK_SIZE);
    expect(deck.value.slice(0, 3).map(cardText)).toEqual(['KS', 'JOKER', '2H']);
    // The 50 other cards and the second joker.
    expect(new Set(deck.value.slice(3).map(cardText)).size).toBe(51);
  });

  it('a card stacked twice, or a third joker, is refused', () => {
    expect(stackDeck(['KS', 'ks'], Math.random)).toMatchObject({ ok: false });
    expect(stackDeck(['JOKER', 'JOKER', 'JOKER'], Math.random)).toMatchObject({ ok: false });
  });
});

describe('a round of cards', () => {
  it('the highest card orders first and the lowest last; those between may pass', () => {
    const round = roundOf([
      { power: 'FRANCE', card: card('7H') },
      { power: 'ENGLAND', card: card('KS') },
      { power: 'GERMANY', card: card('2C') },
      { power: 'ITALY', card: card('7S') },
    ]);
    expect(round.ladder).toEqual(['ENGLAND', 'ITALY', 'FRANCE', 'GERMANY']);
    expect(placeIn(round, 'ENGLAND')).toBe('first');
    expect(placeIn(round, 'GERMANY')).toBe('last');
    expect(mayPass(round, 'ENGLAND', 0)).toBe(false);
    expect(mayPass(round, 'GERMANY', 0)).toBe(false);
    expect(mayPass(round, 'ITALY', 0)).toBe(true);
    expect(mayPass(round, 'ITALY', MAX_PASSES)).toBe(false);
  });

  it('identical cards both pass, and the others keep their places', () => {
    const round = roundOf([
      { power: 'FRANCE', card: card('9D') },
      { power: 'ENGLAND', card: card('9D') },
      { power: 'GERMANY', card: card('4S') },
    ]);
    expect([...round.matched].sort()).toEqual(['ENGLAND', 'FRANCE']);
    expect(round.ladder).toEqual(['GERMANY']);
    expect(placeIn(round, 'FRANCE')).toBe('matched');
    // A lone card is first and last: it must order.
    expect(placeIn(round, 'GERMANY')).toBe('first');
    expect(mayPass(round, 'GERMANY', 0)).toBe(false);
  });

  it('a player with nothing left to order shows no card', () => {
    const round = roundOf([{ power: 'FRANCE', card: card('9D') }]);
    expect(placeIn(round, 'ENGLAND')).toBe('absent');
  });
});
