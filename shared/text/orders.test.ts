import { describe, expect, test } from 'vitest';
import { formingGame, master, MINUTE, must, player, T0 } from '../game/test-game.js';
import { ordersText } from './orders.js';
import { playedYear, STEP } from './test-games.js';

/** A text's lines, as the judge ends it: with a newline. */
const lines = (...all: string[]): string => `${all.join('\n')}\n`;

const year = playedYear();

describe('ordersText', () => {
  test('nothing in yet: every unit without an order, and the deadline', () => {
    expect(ordersText(year.fall, 'FRANCE')).toBe(
      lines(
        "Orders of France for Fall 1901 movement, game 'Test' (g1):",
        "",
        "  F BRE  (no order yet)",
        "  A MAR  (no order yet)",
        "  A BUR  (no order yet)",
        "",
        "No orders are submitted yet.",
        "Orders are due by Tuesday 1 January 2030, 01:10 UTC.",
      ),
    );
  });

  test('orders in the judge\'s form, the unit still unordered, the WAIT flag', () => {
    let state = must(year.fall, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['a bur h', 'f bre-mao'] }, T0 + STEP).state;
    state = must(state, player('FRANCE'), { type: 'wait', power: 'FRANCE', wait: true }, T0 + STEP).state;
    expect(ordersText(state, 'FRANCE')).toBe(
      lines(
        "Orders of France for Fall 1901 movement, game 'Test' (g1):",
        "",
        "  A BUR H",
        "  F BRE - MAO",
        "  A MAR  (no order yet)",
        "",
        "These orders are submitted, but incomplete. WAIT is set: the phase will not be",
        "processed before its deadline.",
        "Orders are due by Tuesday 1 January 2030, 01:10 UTC.",
      ),
    );
  });

  test('complete orders are said complete: "submitted" never hides "incomplete"', () => {
    const state = must(year.fall, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['a bur h', 'f bre-mao', 'a mar h'] }, T0 + STEP).state;
    expect(ordersText(state, 'FRANCE')).toContain('\nThese orders are submitted and complete.\n');
  });

  test('retreats: the dislodged unit; a power with none has nothing to order', () => {
    expect(ordersText(year.retreats, 'FRANCE')).toBe(
      lines(
        "Orders of France for Fall 1901 retreats, game 'Test' (g1):",
        "",
        "  A BUR  (no order yet)",
        "",
        "No orders are submitted yet.",
        "Orders are due by Tuesday 1 January 2030, 00:50 UTC.",
      ),
    );
    expect(ordersText(year.retreats, 'RUSSIA')).toBe(
      lines(
        "Orders of Russia for Fall 1901 retreats, game 'Test' (g1):",
        "",
        "Russia has nothing to order in this phase.",
        "",
        "Orders are due by Tuesday 1 January 2030, 00:50 UTC.",
      ),
    );
  });

  test('adjustments: the builds or removals owed against those ordered', () => {
    const state = must(year.winter, player('TURKEY'), { type: 'orders', power: 'TURKEY', lines: ['BUILD F ANK'] }, T0 + 3 * STEP).state;
    expect(ordersText(state, 'TURKEY')).toBe(
      lines(
        "Orders of Turkey for Winter 1901 adjustments, game 'Test' (g1):",
        "",
        "  F ANK B",
        "",
        "Turkey may build 2 units; 1 ordered so far.",
        "",
        "These orders are submitted, but incomplete.",
        "Orders are due by Tuesday 1 January 2030, 01:00 UTC.",
      ),
    );
    expect(ordersText(state, 'AUSTRIA')).toBe(
      lines(
        "Orders of Austria for Winter 1901 adjustments, game 'Test' (g1):",
        "",
        "Austria must remove 1 unit; none ordered so far.",
        "",
        "No orders are submitted yet.",
        "Orders are due by Tuesday 1 January 2030, 01:00 UTC.",
      ),
    );
  });

  test('a paused game tells the time left; a forming game has no orders yet', () => {
    const paused = must(year.fall, master, { type: 'pause' }, T0 + STEP + 5 * MINUTE).state;
    expect(ordersText(paused, 'ENGLAND')).toBe(
      lines(
        "Orders of England for Fall 1901 movement, game 'Test' (g1):",
        "",
        "  F NTH  (no order yet)",
        "  F ENG  (no order yet)",
        "  A YOR  (no order yet)",
        "",
        "No orders are submitted yet.",
        "The game is paused, with 55 minutes left to the deadline.",
      ),
    );
    expect(ordersText(formingGame(), 'FRANCE')).toBe(
      lines(
        "Orders of France for Spring 1901 movement, game 'Test' (g1):",
        "",
        "The game has not started yet.",
      ),
    );
  });
});
