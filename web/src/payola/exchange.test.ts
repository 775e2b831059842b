import { describe, expect, it } from 'vitest';
import type { GameView } from '../api.js';
import { dividendLimitOf, holderLabel, holderOf, sharesHeld, type Book } from './exchange.js';

const book: Book = {
  holdings: { FRANCE: { FRANCE: 81, 'INVESTOR:alice': 10, GERMANY: 4 }, ENGLAND: { ENGLAND: 100 } },
  purses: { 'INVESTOR:alice': 20 },
  prices: { FRANCE: 2 },
};
const viewer = (v: GameView['viewer']) => ({ viewer: v }) as GameView;

describe('the EXCHANGE books on the web', () => {
  it('knows the viewer as a holder: his power, or his investor\'s name where the books give him a purse', () => {
    expect(holderOf(viewer({ kind: 'observer', playerId: 'i', name: 'alice' }), null, book)).toBe('INVESTOR:alice');
    expect(holderOf(viewer({ kind: 'observer', playerId: 'o', name: 'olga' }), null, book)).toBeNull();
    expect(holderOf(viewer({ kind: 'player', playerId: 'p', name: 'g', power: 'GERMANY' }), 'GERMANY', book)).toBe('GERMANY');
  });
  it('lists the shares held, never the holder\'s own IPO, and names holders', () => {
    expect(sharesHeld(book, 'INVESTOR:alice')).toEqual([['FRANCE', 10]]);
    expect(sharesHeld(book, 'FRANCE')).toEqual([]);
    expect(holderLabel('INVESTOR:alice')).toBe('investor alice');
  });
  it('gives the dividend limit as the rules do: the treasury over every share, the IPO included', () => {
    expect(dividendLimitOf(book, 'FRANCE', 134)).toBe(1);
    expect(dividendLimitOf(book, 'FRANCE', undefined)).toBeNull();
  });
});
