import { describe, expect, it } from 'vitest';
import { cardTurnLines } from './card-turn.js';

/** A Card turn told in its results mail: rounds, cards shown, matched cards, each decision and its result. */
describe('cardTurnLines', () => {
  it('tells each round, the identical cards that pass, orders with what became of them, passes and the judge\'s decisions', () => {
    const text = cardTurnLines({
      steps: [
        { kind: 'round', at: 1, shown: [{ power: 'FRANCE', card: 'AS' }, { power: 'GERMANY', card: 'QD' }, { power: 'ITALY', card: 'QD' }], matched: ['GERMANY', 'ITALY'] },
        { kind: 'order', at: 2, power: 'FRANCE', order: 'A PAR - BUR', result: 'succeeds' },
        { kind: 'round', at: 3, shown: [{ power: 'FRANCE', card: 'KH' }, { power: 'GERMANY', card: 'JOKER' }, { power: 'ITALY', card: '2C' }], matched: [] },
        { kind: 'order', at: 4, power: 'GERMANY', order: 'A MUN - BUR', result: 'fails', reason: 'Strength 1 against 1.' },
        { kind: 'pass', at: 5, power: 'FRANCE', timeout: true },
        { kind: 'order', at: 6, power: 'ITALY', order: 'A VEN - TYR', result: 'succeeds', dislodged: 'A TYR' },
      ],
    });
    expect(text.split('\n')).toEqual([
      'The turn was played card by card: 2 rounds, 3 orders and 1 pass.',
      '',
      'Round 1: France AS, Germany QD and Italy QD.',
      '  Germany and Italy showed the same card and pass.',
      '  France: A PAR - BUR.',
      '',
      'Round 2: France KH, Germany JOKER and Italy 2C.',
      '  Germany: A MUN - BUR (*fails*). Strength 1 against 1.',
      '  France passes (out of time: the judge decided).',
      '  Italy: A VEN - TYR, dislodging A TYR.',
    ]);
  });

  it('says so when the turn ended before a card was shown', () => {
    expect(cardTurnLines({ steps: [] })).toContain('No card was shown');
  });
});
