import { describe, expect, test } from 'vitest';
import { master, must, player, POWERS, T0 } from '../game/test-game.js';
import type { GameState, Vote } from '../game/types.js';
import { endingText } from './ending.js';
import { playedYear, STEP } from './test-games.js';

/** A text's lines, as the judge ends it: with a newline. */
const lines = (...all: string[]): string => `${all.join('\n')}\n`;

const year = playedYear();

/** Every power votes the same. */
function allVote(vote: Vote): GameState {
  let state = year.spring1902;
  for (const p of POWERS) state = must(state, player(p), { type: 'vote', power: p, vote }, T0 + 5 * STEP).state;
  return state;
}

describe('endingText', () => {
  test('a solo', () => {
    const won = playedYear({ victory: 5 }).winter;
    expect(won.ending).toEqual({ kind: 'solo', winner: 'TURKEY' });
    expect(endingText(won)).toBe(
      lines(
        "The game 'Test' (g1) is over.",
        "",
        "Turkey has won the game outright, with 5 supply centres. The last phase played",
        "was Fall 1901 retreats.",
        "",
        "Supply centres at the end:",
        "",
        "Turkey     5  turkey",
        "Germany    4  germany",
        "Italy      4  italy",
        "England    3  england",
        "France     3  france",
        "Russia     3  russia",
        "Austria    2  austria",
      ),
    );
  });

  test('a draw', () => {
    expect(endingText(allVote({ kind: 'draw' }))).toBe(
      lines(
        "The game 'Test' (g1) is over.",
        "",
        "The game is drawn between Austria, England, France, Germany, Italy, Russia and",
        "Turkey. The last phase played was Winter 1901 adjustments.",
        "",
        "Supply centres at the end:",
        "",
        "Turkey     5  turkey",
        "Germany    4  germany",
        "Italy      4  italy",
        "England    3  england",
        "France     3  france",
        "Russia     3  russia",
        "Austria    2  austria",
      ),
    );
  });

  test('a concession', () => {
    expect(endingText(allVote({ kind: 'concede', to: 'TURKEY' }))).toBe(
      lines(
        "The game 'Test' (g1) is over.",
        "",
        "The game is conceded to Turkey. The last phase played was Winter 1901",
        "adjustments.",
        "",
        "Supply centres at the end:",
        "",
        "Turkey     5  turkey",
        "Germany    4  germany",
        "Italy      4  italy",
        "England    3  england",
        "France     3  france",
        "Russia     3  russia",
        "Austria    2  austria",
      ),
    );
  });

  test('terminated by the master', () => {
    expect(endingText(must(year.spring1902, master, { type: 'terminate' }, T0 + 5 * STEP).state)).toBe(
      lines(
        "The game 'Test' (g1) is over.",
        "",
        "The master has ended the game without a result. The last phase played was",
        "Winter 1901 adjustments.",
        "",
        "Supply centres at the end:",
        "",
        "Turkey     5  turkey",
        "Germany    4  germany",
        "Italy      4  italy",
        "England    3  england",
        "France     3  france",
        "Russia     3  russia",
        "Austria    2  austria",
      ),
    );
  });
});
