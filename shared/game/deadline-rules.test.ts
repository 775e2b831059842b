import { describe, expect, test } from 'vitest';
import { nextWakeup } from './clock.js';
import { activeGame, DEADLINES, holds, master, MINUTE, must, player, POWERS, retreatPhase, system, T0, tryApply } from './test-game.js';
import type { GameEvent } from './types.js';

/** The rules of seed section 1.9 beside absences: NO_MINOR_WAIT, PLAYER_DEADLINES, NO_QUARTER, PREVIEW. */

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

describe('PREVIEW', () => {
  // "when any game-phase is ready to be processed, the would-be results are sent only to the
  // Master, and the game is left in its pre-processed state"
  test('the last orders in: the master gets the preview, the game stays', () => {
    let g = activeGame(['PREVIEW']);
    let events: readonly GameEvent[] = [];
    for (const power of POWERS) ({ state: g, events } = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }));
    expect(g.position.phase).toBe('S1901M');
    expect(g.history).toHaveLength(0);
    expect(events.map((e) => e.type)).toEqual(['orders_changed', 'preview']);
    expect(g.previewed).toEqual({ phase: 'S1901M', deadline: g.deadline });
    // Once: a change after it sends no second preview.
    const again = must(g, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: holds(g, 'FRANCE') });
    expect(again.events.map((e) => e.type)).toEqual(['orders_changed']);
    // "prior to releasing the results to the players (which is done by e-mailing a PROCESS command"
    const released = must(g, master, { type: 'process' }, T0 + MINUTE);
    expect(released.state.position.phase).toBe('F1901M');
    expect(released.events.map((e) => e.type)).toContain('phase_processed');
  });

  test('at the deadline the alarm previews once, then sleeps until the master acts', () => {
    const g = activeGame(['PREVIEW', 'CIVIL_DISORDER']);
    const at = g.deadline! + DEADLINES.grace * MINUTE;
    const ticked = must(g, system, { type: 'tick' }, at);
    expect(ticked.state.position.phase).toBe('S1901M');
    expect(ticked.events.map((e) => e.type)).toEqual(['preview']);
    expect(nextWakeup(ticked.state)).toBeNull();
    expect(must(ticked.state, system, { type: 'tick' }, at + MINUTE).events).toEqual([]);
    // A new deadline from the master: the alarm is back, and previews again when it passes.
    const moved = must(ticked.state, master, { type: 'set_deadline', at: at + 60 * MINUTE }, at);
    expect(nextWakeup(moved.state)).toBe(at + 60 * MINUTE + DEADLINES.grace * MINUTE);
  });

  test('without the rule, the last orders process the phase', () => {
    let g = activeGame();
    for (const power of POWERS) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
    expect(g.position.phase).toBe('F1901M');
  });
});
