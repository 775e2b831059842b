import type { MailDone, MailStep } from '../room/mail';
import type { MailBoard } from './board';
import type { MailCommand } from './commands';
import { powerNamed } from './powers';
import { phaseTitle } from '../../shared/text/words';
import { cardText } from '../../shared/variants/card/cards';
import { stackedDeckFor } from '../../shared/variants/card/seed';

/**
 * DECK by mail (Card Diplomacy): the power's deck stacked for the coming Spring or Fall
 * turn, answered with the deck as the game took it, top first: the cards named, then the
 * rest as the game's own seed shuffled them. The answer goes to the sender alone, who may
 * see that deck (his own, or any as the master); the room says whether he may stack it.
 */
export function planDeck(c: Extract<MailCommand, { kind: 'deck' }>, game: string, board: MailBoard): { step: MailStep; said: (done: MailDone) => string } | { told: string } {
  if (board.variant !== 'card') return { told: 'Not taken: DECK stacks a deck in a Card Diplomacy game, and this game is not one.' };
  const power = c.for === undefined ? undefined : powerNamed(board.map, c.for);
  if (power === null) return { told: `Not taken: ${c.for} is not a power of this game.` };
  return {
    step: { type: 'card_stack', cards: c.cards, ...(power === undefined ? {} : { power }) },
    said: (done) => {
      const whose = power ?? done.power;
      // The room stacked this very deck (the same seed), or refused: a failure here is a bug.
      const deck = whose === undefined ? null : stackedDeckFor(game, done.phase, whose, c.cards);
      if (deck === null || !deck.ok) return `${whose ?? 'The'} deck is stacked.`;
      const left = deck.value.length - c.cards.length;
      const named =
        c.cards.length === 0 ? `all ${left} shuffled` : left === 0 ? 'all as you named them' : `${c.cards.length === 1 ? 'the first as you named it' : `the first ${c.cards.length} as you named them`}, the other ${left} shuffled`;
      return `${power === undefined ? 'Your' : `${power}'s`} deck for ${phaseTitle(board.map, done.phase)} is stacked (${named}), top first: ${deck.value.map(cardText).join(' ')}.`;
    },
  };
}
