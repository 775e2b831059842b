import { describe, expect, test } from 'vitest';
import { DAY, deadlineOutside } from '../absences.js';
import { activeGame, DEADLINES, holds, master, MINUTE, must, player, POWERS, T0, tryApply } from '../test-game.js';
import type { GameState } from '../types.js';

/** Every power orders holds at `now`; the last processes the phase. */
function playAll(state: GameState, now: number): GameState {
  let g = state;
  for (const power of POWERS) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }, now).state;
  return g;
}

const HOUR = 60 * MINUTE;

describe('SET ABSENCE', () => {
  // Email.txt: "Note that the game's current deadline is completely unaffected by a SET ABSENCE command."
  test('the deadline already set stays; the next phase is given none inside the absence', () => {
    const g = activeGame();
    const first = g.deadline!;
    const r = must(g, player('FRANCE'), { type: 'set_absence', from: T0, to: T0 + 5 * HOUR });
    expect(r.state.deadline).toBe(first);
    expect(r.state.absences).toEqual([{ from: T0, to: T0 + 5 * HOUR, by: 'FRANCE' }]);
    expect(r.events).toEqual([{ type: 'absence_set', absence: { from: T0, to: T0 + 5 * HOUR, by: 'FRANCE' } }]);
    // The spring is played at once: its 60-minute fall would end at T0 + 61 min, inside the absence.
    const next = playAll(r.state, T0 + MINUTE);
    expect(next.position.phase).toBe('F1901M');
    expect(next.deadline).toBe(T0 + 5 * HOUR);
  });

  test('without a start, the absence runs from now', () => {
    const r = must(activeGame(), master, { type: 'set_absence', to: T0 + 2 * HOUR }, T0 + MINUTE);
    expect(r.state.absences).toEqual([{ from: T0 + MINUTE, to: T0 + 2 * HOUR, by: 'MASTER' }]);
  });

  // Email.txt: "Any player may use the SET ABSENCE command; however, only the Master may introduce any absence longer than fourteen days."
  test('a player may not go past fourteen days; the master may', () => {
    const long = { type: 'set_absence', from: T0, to: T0 + 15 * DAY } as const;
    expect(tryApply(activeGame(), player('ITALY'), long)).toBe('bad_absence');
    expect(tryApply(activeGame(), player('ITALY'), { ...long, to: T0 + 14 * DAY })).toBe('accepted');
    expect(tryApply(activeGame(), master, long)).toBe('accepted');
  });

  test('an absence over already, or ending before it starts, is refused', () => {
    expect(tryApply(activeGame(), player('ITALY'), { type: 'set_absence', from: T0 - 2 * HOUR, to: T0 - HOUR })).toBe('bad_absence');
    expect(tryApply(activeGame(), player('ITALY'), { type: 'set_absence', from: T0 + 2 * HOUR, to: T0 + HOUR })).toBe('bad_absence');
    expect(tryApply(activeGame(), { kind: 'observer', playerId: 'nobody' }, { type: 'set_absence', to: T0 + HOUR })).toBe('not_allowed');
  });

  // Seed, NO_ABSENCES: "Games using this rule will reject as illegal any use of the SET ABSENCE command by anyone other than the Master."
  test('NO_ABSENCES: only the master', () => {
    const g = activeGame(['NO_ABSENCES']);
    expect(tryApply(g, player('ITALY'), { type: 'set_absence', to: T0 + HOUR })).toBe('not_allowed');
    expect(tryApply(g, master, { type: 'set_absence', to: T0 + HOUR })).toBe('accepted');
  });

  test('clearing: a player drops his own, the master every one', () => {
    let g = must(activeGame(), player('ITALY'), { type: 'set_absence', to: T0 + HOUR }).state;
    g = must(g, player('FRANCE'), { type: 'set_absence', to: T0 + 2 * HOUR }).state;
    const italy = must(g, player('ITALY'), { type: 'clear_absences' });
    expect(italy.state.absences?.map((a) => a.by)).toEqual(['FRANCE']);
    expect(italy.events).toEqual([{ type: 'absences_cleared', by: 'ITALY' }]);
    expect(must(g, master, { type: 'clear_absences' }).state.absences).toEqual([]);
  });

  test('an absence over is dropped when the next is set', () => {
    const g = must(activeGame(), player('ITALY'), { type: 'set_absence', to: T0 + HOUR }).state;
    const later = must(g, player('FRANCE'), { type: 'set_absence', to: T0 + 3 * HOUR }, T0 + 2 * HOUR).state;
    expect(later.absences?.map((a) => a.by)).toEqual(['FRANCE']);
  });
});

describe('a deadline moved out of absences', () => {
  test('a day-long phase keeps its time of day, moved by whole days', () => {
    const deadline = T0 + 2 * DAY + 12 * HOUR;
    expect(deadlineOutside(deadline, 3 * DAY, [{ from: T0 + 2 * DAY, to: T0 + 4 * DAY, by: 'ITALY' }])).toBe(T0 + 4 * DAY + 12 * HOUR);
  });

  test('absences one after another are all passed', () => {
    const absences = [
      { from: T0, to: T0 + 2 * HOUR, by: 'ITALY' },
      { from: T0 + 2 * HOUR, to: T0 + 3 * HOUR, by: 'FRANCE' },
    ] as const;
    expect(deadlineOutside(T0 + HOUR, DEADLINES.movement * MINUTE, absences)).toBe(T0 + 3 * HOUR);
  });

  test('a deadline outside every absence stays', () => {
    expect(deadlineOutside(T0 + 5 * HOUR, HOUR, [{ from: T0, to: T0 + 2 * HOUR, by: 'MASTER' }])).toBe(T0 + 5 * HOUR);
  });
});
