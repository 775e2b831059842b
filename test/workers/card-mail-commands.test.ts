import { describe, expect, test } from 'vitest';
import { readMail, type MailCommand } from '../../workers/email/commands';
import { planDeck } from '../../workers/email/card-deck';
import { standardMap } from '../../shared/map/standard';

/** Card Diplomacy's lines by mail, as the reader reads them: DECK, and PLAY and PASS refused with why. */

const one = (line: string): MailCommand => {
  const read = readMail([line], { game: 'friday' });
  expect(read.items).toHaveLength(1);
  return read.items[0]!.command;
};

describe('DECK', () => {
  test.each<[string, MailCommand]>([
    ['DECK AS KH 10D', { kind: 'deck', cards: ['AS', 'KH', '10D'] }],
    ['deck as, kh,10d joker', { kind: 'deck', cards: ['AS', 'KH', '10D', 'JOKER'] }],
    ['DECK', { kind: 'deck', cards: [] }],
    ['DECK FOR FRANCE AS KH', { kind: 'deck', for: 'FRANCE', cards: ['AS', 'KH'] }],
    ['DECK FOR F', { kind: 'deck', for: 'F', cards: [] }],
  ])('%s', (line, command) => expect(one(line)).toEqual(command));

  test('DECK FOR without a power says how to write it', () => {
    expect(one('DECK FOR')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/DECK FOR FRANCE AS KH 10D/) });
  });

  test('in a game that is not Card Diplomacy, or for a power the board has not, DECK is answered at once', () => {
    const map = standardMap();
    expect(planDeck({ kind: 'deck', cards: ['AS'] }, 'friday', { map, variant: 'standard', phase: 'S1901M' })).toEqual({ told: 'Not taken: DECK stacks a deck in a Card Diplomacy game, and this game is not one.' });
    expect(planDeck({ kind: 'deck', for: 'NARNIA', cards: ['AS'] }, 'friday', { map, variant: 'card', phase: 'S1901M' })).toEqual({ told: 'Not taken: NARNIA is not a power of this game.' });
    expect(planDeck({ kind: 'deck', for: 'F', cards: ['AS'] }, 'friday', { map, variant: 'card', phase: 'S1901M' })).toMatchObject({ step: { type: 'card_stack', power: 'FRANCE', cards: ['AS'] } });
  });
});

describe('PLAY and PASS', () => {
  test.each(['PLAY A PAR - BUR', 'PASS'])('%s is refused by mail: the table is live, each decision on a clock of seconds', (line) => {
    const c = one(line);
    expect(c.kind).toBe('unbuilt');
    expect(c).toMatchObject({ message: expect.stringMatching(/is not taken by mail\. A Card Diplomacy movement turn is played live .* clock of seconds, on the game's web page/) });
  });
});
