import type { Result } from '../../result.js';
import { stackDeck, type Card } from './cards.js';

/**
 * The randomness of a Card game (the cards a player left to chance) drawn from the game
 * itself, so that the same game replayed deals the same decks: a string hashed (FNV-1a)
 * seeds a small generator (a 32-bit xorshift). Nothing here is a secret worth a better one.
 */
export function deckSeed(game: string, phase: string, power: string, draw: number): () => number {
  let h = 0x811c9dc5;
  for (const ch of `${game}/${phase}/${power}/${draw}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let x = h === 0 ? 0x9e3779b9 : h;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/**
 * The deck a power stacks for a turn: `top` as written, the rest shuffled from the game's
 * own seed. The engine stacks with it, and a door that must tell the player his deck as
 * taken (the mail's DECK) draws the same deck from it without reading the game's secrets.
 */
export function stackedDeckFor(game: string, phase: string, power: string, top: readonly string[]): Result<Card[]> {
  return stackDeck(top, deckSeed(game, phase, power, 0));
}
