/**
 * Card Diplomacy (Edi Birsan): orders played one at a time in the order of cards shown,
 * each carried out at once. README.md in this folder gives the rules as built, and every
 * question the text leaves open with its answer.
 */
export { cardText, compareCards, DECK_SIZE, fullDeck, readCard, stackDeck, SUITS, type Card, type Rank, type Suit } from './cards.js';
export { MAX_PASSES, mayPass, placeIn, roundOf, type Place, type Round, type Shown } from './round.js';
export {
  endTurn,
  playOrder,
  startTurn,
  turnPosition,
  type CardStep,
  type CardTurn,
  type PlacedConvoy,
  type PlacedSupport,
  type TurnUnit,
  type WaitingUnit,
} from './turn.js';
