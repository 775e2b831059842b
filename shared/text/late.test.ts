import { describe, expect, test } from 'vitest';
import { activeGame, holds, MINUTE, must, player, POWERS, system, T0 } from '../game/test-game.js';
import type { GameEvent, GameState } from '../game/types.js';
import { deadlineSentence } from './clock.js';
import { lateText, orderStatusLine } from './late.js';
import { ordersText } from './orders.js';

const AFTER = T0 + 70 * MINUTE;

/** The text with its lines folded back into one, to read sentences across the wrapping. */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** Every power but Turkey orders its units to hold; the alarm rings after the deadline. */
function lateTurkey(rules: readonly string[]): { state: GameState; late: Extract<GameEvent, { type: 'late' }> } {
  let g = activeGame(rules);
  for (const power of POWERS.filter((p) => p !== 'TURKEY')) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
  const r = must(g, system, { type: 'tick' }, AFTER);
  const late = r.events.find((e) => e.type === 'late');
  if (late?.type !== 'late') throw new Error('no late event');
  return { state: r.state, late };
}

describe('after a deadline with a late power', () => {
  test('without civil disorder: the clock says the game waits for the master, and who was late', () => {
    const { state } = lateTurkey([]);
    expect(deadlineSentence(state)).toBe('The deadline, Tuesday 1 January 2030, 01:00 UTC, has passed: the game waits for the master. Turkey was late.');
    // STATUS ends with the same sentence.
    expect(flat(ordersText(state, 'TURKEY'))).toContain('the game waits for the master. Turkey was late.');
  });

  test('without civil disorder: the late notice says the game waits, and shows the orders', () => {
    const { state, late } = lateTurkey([]);
    const text = flat(lateText(state, late, 'TURKEY'));
    expect(text).toContain('Your orders for Turkey for Spring 1901 movement');
    expect(text).toContain('were due by Tuesday 1 January 2030, 01:00 UTC');
    expect(text).toContain('The game waits for the master. If he processes the phase, its units without orders will hold.');
    expect(text).toContain('(no order yet)');
    expect(text).not.toContain('civil disorder');
  });

  test('under civil disorder: the late notice says the units held', () => {
    const { state, late } = lateTurkey(['CIVIL_DISORDER']);
    expect(late.civilDisorder).toBe(true);
    const text = flat(lateText(state, late, 'TURKEY'));
    expect(text).toContain('Turkey was put in civil disorder: its units without orders held.');
    expect(text).not.toContain('waits for the master');
    // The game went on: its clock is the next phase's.
    expect(deadlineSentence(state)).toBe('Orders are due by Tuesday 1 January 2030, 02:10 UTC.');
  });
});

describe("whose orders are in (LIST, the master's STATUS)", () => {
  test('a dummy owes nothing: it is named apart, never among those with no orders yet', () => {
    const g = activeGame();
    const state: GameState = { ...g, seats: { ...g.seats, AUSTRIA: { ...g.seats.AUSTRIA!, status: 'dummy', playerId: null } } };
    expect(orderStatusLine(state)).toBe('None yet: England, France, Germany, Italy, Russia, Turkey. Austria is a dummy: the judge orders for it.');
  });
});
