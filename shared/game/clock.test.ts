import { describe, expect, test } from 'vitest';
import { DEFAULT_REMINDER_MINUTES, reminderTime } from './clock.js';
import { activeGame, formingGame, master, MINUTE, must, T0 } from './test-game.js';

describe('reminderTime', () => {
  test('the game\'s minutes before the deadline, the default when it names none', () => {
    const game = activeGame();
    expect(game.deadline).toBe(T0 + 60 * MINUTE);
    expect(reminderTime(game)).toBe(T0 + 60 * MINUTE - DEFAULT_REMINDER_MINUTES * MINUTE);
    expect(reminderTime(activeGame([], { reminderMinutes: 15 }))).toBe(T0 + 45 * MINUTE);
  });

  test.each([
    ['no reminder asked for', activeGame([], { reminderMinutes: 0 })],
    ['a forming game', formingGame()],
    ['a paused game', must(activeGame(), master, { type: 'pause' }).state],
    ['a game without deadlines', activeGame(['NO_DEADLINE'])],
    ['a finished game', must(activeGame(), master, { type: 'terminate' }).state],
  ])('none for %s', (_, state) => {
    expect(reminderTime(state)).toBeNull();
  });
});
