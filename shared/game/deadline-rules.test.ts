import { describe, expect, test } from 'vitest';
import { activeGame, master, MINUTE, must, player, retreatPhase, T0, tryApply } from './test-game.js';

/** The rules of seed section 1.9 beside absences: NO_MINOR_WAIT, PLAYER_DEADLINES, NO_QUARTER. */

describe('NO_MINOR_WAIT', () => {
  // "players will only see (and be able to use) a "wait for processing" checkbox during movement phases."
  test('WAIT is refused in a retreat phase, taken in a movement phase', () => {
    const g = activeGame(['NO_MINOR_WAIT']);
    expect(tryApply(g, player('FRANCE'), { type: 'wait', power: 'FRANCE', wait: true })).toBe('accepted');
    expect(tryApply(retreatPhase(g), player('RUSSIA'), { type: 'wait', power: 'RUSSIA', wait: true })).toBe('not_allowed');
    // Without the rule, a retreat phase takes it.
    expect(tryApply(retreatPhase(activeGame()), player('RUSSIA'), { type: 'wait', power: 'RUSSIA', wait: true })).toBe('accepted');
  });

  // "Furthermore, if ALWAYS_WAIT is set, the latter rule will only apply to movement phases."
  test('with ALWAYS_WAIT, a retreat phase processes once its orders are in; without NO_MINOR_WAIT it waits', () => {
    const minor = must(retreatPhase(activeGame(['ALWAYS_WAIT', 'NO_MINOR_WAIT'])), player('RUSSIA'), { type: 'orders', power: 'RUSSIA', lines: ['F SEV - RUM'] });
    expect(minor.state.position.phase).not.toBe('F1901R');
    const always = must(retreatPhase(activeGame(['ALWAYS_WAIT'])), player('RUSSIA'), { type: 'orders', power: 'RUSSIA', lines: ['F SEV - RUM'] });
    expect(always.state.position.phase).toBe('F1901R');
  });
});

describe('PLAYER_DEADLINES', () => {
  // "This rule allows any participant in the game to issue the SET DEADLINE command."
  test('a player may set a later deadline', () => {
    const g = activeGame(['PLAYER_DEADLINES']);
    const later = g.deadline! + 60 * MINUTE;
    const r = must(g, player('ITALY'), { type: 'set_deadline', at: later });
    expect(r.state.deadline).toBe(later);
    expect(r.events).toEqual([{ type: 'deadline_changed', deadline: later }]);
  });

  // "Only the Master is permitted to shorten a deadline, however. All other participants may only lengthen the current deadline."
  test('only the master may shorten it', () => {
    const g = activeGame(['PLAYER_DEADLINES']);
    const sooner = g.deadline! - 30 * MINUTE;
    expect(tryApply(g, player('ITALY'), { type: 'set_deadline', at: sooner })).toBe('bad_deadline');
    expect(tryApply(g, player('ITALY'), { type: 'set_deadline', at: g.deadline! })).toBe('bad_deadline');
    expect(tryApply(g, master, { type: 'set_deadline', at: sooner })).toBe('accepted');
  });

  // "(Without this rule, only a game's Master may modify the current deadline.)"
  test('without the rule, the master only', () => {
    const g = activeGame();
    expect(tryApply(g, player('ITALY'), { type: 'set_deadline', at: g.deadline! + 60 * MINUTE })).toBe('not_allowed');
    expect(tryApply(activeGame(['PLAYER_DEADLINES']), { kind: 'observer', playerId: 'o' }, { type: 'set_deadline', at: T0 + 600 * MINUTE })).toBe('not_allowed');
  });
});

describe('NO_QUARTER', () => {
  // "This rule enforces both of the rules NO_RETREAT (described above) and NO_DRAW (described below)."
  test('brings NO_RETREAT and NO_DRAW: a draw vote is refused', () => {
    const g = activeGame(['NO_QUARTER']);
    expect(g.settings.rules).toEqual(expect.arrayContaining(['NO_QUARTER', 'NO_RETREAT', 'NO_DRAW']));
    expect(tryApply(g, player('ITALY'), { type: 'vote', power: 'ITALY', vote: { kind: 'draw' } })).toBe('bad_vote');
  });
});
