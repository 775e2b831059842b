import { describe, expect, test } from 'vitest';
import { formingGame, master, T0 } from '../game/test-game.js';
import { summarizeGame } from '../views/summary.js';
import { WIDTH } from './layout.js';
import { listLine, summaryText } from './summary.js';
import { playedYear } from './test-games.js';

/** A text's lines, as the judge ends it: with a newline. */
const lines = (...all: string[]): string => `${all.join('\n')}\n`;

describe('summaryText', () => {
  test('a running game, to the master: its phase, players, centres and units, centres by year', () => {
    expect(summaryText(playedYear().spring1902, master)).toBe(
      lines(
        "Summary of game 'Test' (g1), on the standard map.",
        "Status: active.",
        "Phase: Spring 1902 movement.",
        "Orders are due by Tuesday 1 January 2030, 01:40 UTC.",
        "Rules: none.",
        "",
        "Power    Player   Centres  Units",
        "Austria  austria        2      2",
        "England  england        3      3",
        "France   france         3      3",
        "Germany  germany        4      4",
        "Italy    italy          4      3",
        "Russia   russia         3      3",
        "Turkey   turkey         5      4",
        "",
        "Supply centres at the end of each year:",
        "",
        "         Start  1901",
        "Austria      3     2",
        "England      3     3",
        "France       3     3",
        "Germany      3     4",
        "Italy        3     4",
        "Russia       4     3",
        "Turkey       3     5",
      ),
    );
  });

  test('a forming game: the seats still open', () => {
    expect(summaryText(formingGame(), null)).toBe(
      lines(
        "Summary of game 'Test' (g1), on the standard map.",
        "Status: forming, 7 of 7 powers still open.",
        "Rules: none.",
        "",
        "Power    Player  Centres  Units",
        "Austria  (open)        3      3",
        "England  (open)        3      3",
        "France   (open)        3      3",
        "Germany  (open)        3      3",
        "Italy    (open)        3      3",
        "Russia   (open)        4      4",
        "Turkey   (open)        3      3",
        "",
        "Supply centres at the end of each year:",
        "",
        "         Start",
        "Austria      3",
        "England      3",
        "France       3",
        "Germany      3",
        "Italy        3",
        "Russia       4",
        "Turkey       3",
      ),
    );
  });

  test('a finished game: how it ended', () => {
    expect(summaryText(playedYear({ victory: 5 }).winter, null)).toBe(
      lines(
        "Summary of game 'Test' (g1), on the standard map.",
        "Status: finished.",
        "Turkey has won the game outright, with 5 supply centres.",
        "Rules: none.",
        "",
        "Power    Player   Centres  Units",
        "Austria  austria        2      3",
        "England  england        3      3",
        "France   france         3      3",
        "Germany  germany        4      3",
        "Italy    italy          4      3",
        "Russia   russia         3      3",
        "Turkey   turkey         5      3",
        "",
        "Supply centres at the end of each year:",
        "",
        "         Start  1901",
        "Austria      3     2",
        "England      3     3",
        "France       3     3",
        "Germany      3     4",
        "Italy        3     4",
        "Russia       4     3",
        "Turkey       3     5",
      ),
    );
  });

  test('a long game puts its years in blocks that fit the width', () => {
    const state = playedYear().spring1902;
    const years = Array.from({ length: 20 }, (_, i) => ({ ...state.history[0]!, position: { ...state.history[0]!.position, phase: `S${1902 + i}M` } }));
    const text = summaryText({ ...state, history: [...state.history, ...years] }, master);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(WIDTH);
    expect(text).toContain('  1912  1913');
  });
});

describe('listLine', () => {
  test.each([
    [{ id: 'abcdefghijkm', name: 'Friday game', variant: 'standard', status: 'forming', phase: 'S1901M', paused: false, deadline: null, openSeats: 3 },
      'abcdefghijkm Friday game         standard forming  S1901M 3 open'],
    [{ id: 'abcdefghijkm', name: 'A very long name for a game of Diplomacy', variant: 'standard', status: 'active', phase: 'F1902R', paused: false, deadline: T0, openSeats: 0 },
      'abcdefghijkm A very long name f… standard active   F1902R due 2030-01-01 00:00'],
    [{ id: 'g1', name: 'Paused', variant: 'standard', status: 'active', phase: 'S1903M', paused: true, deadline: null, openSeats: 0 },
      'g1           Paused              standard active   S1903M paused'],
    [{ id: 'g2', name: 'Over', variant: 'standard', status: 'finished', phase: 'W1910A', paused: false, deadline: null, openSeats: 0 },
      'g2           Over                standard finished W1910A'],
  ] as const)('%o', (game, line) => {
    expect(listLine(game)).toBe(line);
    expect(line.length).toBeLessThanOrEqual(WIDTH);
  });

  test('takes a live game\'s summary as it is', () => {
    expect(listLine(summarizeGame(formingGame()))).toBe('g1           Test                standard forming  S1901M 7 open');
  });
});
