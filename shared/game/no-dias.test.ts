import { describe, expect, test } from 'vitest';
import { settleVotes } from './endings.js';
import { activeGame, must, player, POWERS, tryApply } from './test-game.js';
import type { Ending, GameState, Vote } from './types.js';

/*
 * NO_DIAS: "each player may vote either for the maximum size of a draw that he will accept
 * which must include his power, or for a solo victory by his power, or for any result that
 * does not include his power. Note that if all players are ever found to be voting for a
 * result that does not include their own power, a draw shared among all surviving powers
 * will be declared." Email.txt: "If the same number of people agree to that or a bigger
 * draw and the remaining survivors concede the game, the draw succeeds."
 */

const way = (most: number): Vote => ({ kind: 'draw', most });
const dias: Vote = { kind: 'draw' };
const concede = (to: string): Vote => ({ kind: 'concede', to });

function voted(votes: Record<string, Vote>, rules: readonly string[] = ['NO_DIAS']): GameState {
  let s = activeGame(rules);
  for (const [power, vote] of Object.entries(votes)) {
    const seat = s.seats[power]!;
    s = { ...s, seats: { ...s.seats, [power]: { ...seat, vote } } };
  }
  return s;
}

/** Everyone not named concedes (to Austria, which does not matter under NO_DIAS). */
const rest = (named: Record<string, Vote>): Record<string, Vote> => ({
  ...Object.fromEntries(POWERS.map((p) => [p, concede(p === 'AUSTRIA' ? 'TURKEY' : 'AUSTRIA')])),
  ...named,
});

describe('NO_DIAS', () => {
  test.each<[string, Record<string, Vote>, Ending | null]>([
    ['three ask for a 3-way draw, the rest concede: the three draw', rest({ FRANCE: way(3), ENGLAND: way(3), GERMANY: way(4) }), { kind: 'draw', powers: ['ENGLAND', 'FRANCE', 'GERMANY'] }],
    ['three want in, one of them at most two: no ending', rest({ FRANCE: way(2), ENGLAND: way(3), GERMANY: way(3) }), null],
    ['a draw of all survivors (DIAS) accepts any smaller one', rest({ FRANCE: dias, ENGLAND: way(2) }), { kind: 'draw', powers: ['ENGLAND', 'FRANCE'] }],
    ['one claims the game, the rest concede: the game is his', rest({ ITALY: concede('ITALY') }), { kind: 'concession', winner: 'ITALY' }],
    ['two claim the game: no ending', rest({ ITALY: concede('ITALY'), FRANCE: concede('FRANCE') }), null],
    ['everyone votes for an ending without himself: a draw of all survivors', rest({}), { kind: 'draw', powers: [...POWERS] }],
  ])('%s', (_, votes, ending) => {
    expect(settleVotes(voted(votes)).ending).toEqual(ending);
  });

  test('nothing ends until every player has voted', () => {
    const { TURKEY: _, ...some } = rest({ FRANCE: way(2), ENGLAND: way(2) });
    expect(settleVotes(voted(some)).ending).toBeNull();
  });

  test('the last vote ends the game, by the vote command', () => {
    const { TURKEY: _, ...some } = rest({ FRANCE: way(2), ENGLAND: way(2) });
    const s = must(voted(some), player('TURKEY'), { type: 'vote', power: 'TURKEY', vote: concede('FRANCE') }).state;
    expect(s.ending).toEqual({ kind: 'draw', powers: ['ENGLAND', 'FRANCE'] });
  });

  test('a smaller draw needs NO_DIAS, and at least two powers', () => {
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'vote', power: 'FRANCE', vote: way(3) })).toBe('bad_vote');
    expect(tryApply(activeGame(['NO_DIAS']), player('FRANCE'), { type: 'vote', power: 'FRANCE', vote: way(1) })).toBe('bad_vote');
    expect(tryApply(activeGame(['NO_DIAS']), player('FRANCE'), { type: 'vote', power: 'FRANCE', vote: way(3) })).toBe('accepted');
  });

  test('cannot go with PROPOSE_DIAS', () => {
    expect(() => activeGame(['NO_DIAS', 'PROPOSE_DIAS'])).toThrow(/NO_DIAS|PROPOSE_DIAS/);
  });
});
