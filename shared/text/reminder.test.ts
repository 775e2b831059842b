import { describe, expect, test } from 'vitest';
import { activeGame, MINUTE, T0 } from '../game/test-game.js';
import { reminderText } from './reminder.js';
import { startedText } from './started.js';
import { playedYear, STEP } from './test-games.js';

/** A text's lines, as the judge ends it: with a newline. */
const lines = (...all: string[]): string => `${all.join('\n')}\n`;

describe('reminderText', () => {
  test('the deadline, how far off it is, and the orders as they stand', () => {
    expect(reminderText(playedYear().fall, 'ENGLAND', T0 + STEP + 20 * MINUTE)).toBe(
      lines(
        "A reminder from the judge, game 'Test' (g1).",
        "",
        "The judge has no orders from England for Fall 1901 movement yet. They are due",
        "by Tuesday 1 January 2030, 01:10 UTC, in 40 minutes.",
        "",
        "Orders of England for Fall 1901 movement, game 'Test' (g1):",
        "",
        "  F NTH  (no order yet)",
        "  F ENG  (no order yet)",
        "  A YOR  (no order yet)",
        "",
        "No orders are submitted yet.",
        "Orders are due by Tuesday 1 January 2030, 01:10 UTC.",
      ),
    );
  });
});

describe('startedText', () => {
  test('to a player: his power and the orders to give', () => {
    expect(startedText(activeGame(), 'FRANCE')).toBe(
      lines(
        "The game 'Test' (g1) has started with Spring 1901 movement.",
        "",
        "You play France.",
        "",
        "Orders of France for Spring 1901 movement, game 'Test' (g1):",
        "",
        "  F BRE  (no order yet)",
        "  A MAR  (no order yet)",
        "  A PAR  (no order yet)",
        "",
        "No orders are submitted yet.",
        "Orders are due by Tuesday 1 January 2030, 01:00 UTC.",
      ),
    );
  });

  test('to an observer: the phase and its deadline', () => {
    expect(startedText(activeGame(), null)).toBe(
      lines(
        "The game 'Test' (g1) has started with Spring 1901 movement.",
        "",
        "Orders are due by Tuesday 1 January 2030, 01:00 UTC.",
      ),
    );
  });
});
