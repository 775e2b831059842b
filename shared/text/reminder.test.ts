import { describe, expect, test } from 'vitest';
import { activeGame, holds, MINUTE, must, player, POWERS, T0 } from '../game/test-game.js';
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

describe('the reminder to a power whose orders are in but incomplete', () => {
  test('says they are incomplete, and which units lack an order', () => {
    const fall = must(playedYear().fall, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['F NTH H'] }, T0 + STEP).state;
    const text = reminderText(fall, 'ENGLAND', T0 + STEP + 20 * MINUTE);
    expect(text).toContain('The orders the judge has from England for Fall 1901 movement are incomplete.');
    expect(text).toContain('  F ENG  (no order yet)');
    expect(text).toContain('These orders are submitted, but incomplete.');
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

describe('a Crystal Ball game\'s mail', () => {
  const crystal = () => activeGame([], { variant: 'crystal_ball' });

  test('the start gives the player his lists to write, not orders for units', () => {
    const text = startedText(crystal(), 'FRANCE');
    expect(text).toContain('Lists of France');
    expect(text).toContain("Spring 1901 movement, open: a list sent for it replaces this one:\n  No list yet: France's units would hold.");
    expect(text).not.toContain('(no order yet)');
  });

  test('the reminder asks for the list of the open phase, and shows the locked one', () => {
    let s = crystal();
    for (const power of POWERS) s = must(s, player(power), { type: 'orders', power, phase: 'S1901M', lines: holds(s, power) }).state;
    const text = reminderText(s, 'FRANCE', T0 + MINUTE);
    expect(text).toContain('The judge has no list from France for Fall 1901 movement yet. It is due by');
    expect(text).toContain('Spring 1901 movement, locked, to be processed next:\n  F BRE H\n  A MAR H\n  A PAR H');
  });
});
