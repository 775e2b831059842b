import { describe, expect, test } from 'vitest';
import { apply } from '../apply.js';
import { nextWakeup } from '../clock.js';
import { lateNow } from '../late.js';
import { activeGame, formingGame, holds, master, MINUTE, must, player, POWERS, retreatPhase, system, T0, tryApply } from '../test-game.js';
import type { GameState } from '../types.js';

const DEADLINE = T0 + 60 * MINUTE;
const GRACE_END = DEADLINE + 10 * MINUTE;

const tick = (state: GameState, now: number) => must(state, system, { type: 'tick' }, now);

describe('tick', () => {
  test('CIVIL_DISORDER: after deadline and grace the late powers hold', () => {
    let g = activeGame(['CIVIL_DISORDER']);
    g = must(g, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['F LON - NTH'] }).state;
    expect(nextWakeup(g)).toBe(GRACE_END);
    // Before the grace period is over, nothing.
    const early = tick(g, GRACE_END - 1);
    expect(early.state).toBe(g);
    expect(early.events).toEqual([]);
    const r = tick(g, GRACE_END);
    expect(r.state.position.phase).toBe('F1901M');
    expect(r.state.revision).toBe(g.revision + 1);
    const record = r.state.history[0]!;
    expect(record.orders).toEqual({ ENGLAND: ['F LON - NTH'] });
    expect(record.results.filter((x) => x.default)).toHaveLength(21);
    expect(r.state.deadline).toBe(GRACE_END + 60 * MINUTE);
    expect(nextWakeup(r.state)).toBe(GRACE_END + 70 * MINUTE);
  });

  test('a double tick processes once', () => {
    const g = activeGame(['CIVIL_DISORDER']);
    const once = tick(g, GRACE_END);
    const twice = tick(once.state, GRACE_END);
    expect(twice.state).toBe(once.state);
    expect(twice.events).toEqual([]);
    expect(twice.state.history).toHaveLength(1);
  });

  test('without CIVIL_DISORDER a movement phase waits for its late powers, named once at the deadline; the master can force it', () => {
    let g = activeGame();
    for (const power of POWERS.filter((p) => p !== 'TURKEY' && p !== 'ITALY')) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
    g = must(g, player('ITALY'), { type: 'orders', power: 'ITALY', lines: ['A ROM H'] }).state;
    expect(nextWakeup(g)).toBe(GRACE_END);
    expect(lateNow(g)).toBeNull();
    const r = tick(g, GRACE_END);
    expect(r.state.position.phase).toBe('S1901M');
    // Italy sent something but not for every unit: late as much as Turkey.
    expect(r.events).toEqual([{ type: 'late', phase: 'S1901M', deadline: DEADLINE, powers: ['ITALY', 'TURKEY'], civilDisorder: false }]);
    expect(lateNow(r.state)).toEqual(['ITALY', 'TURKEY']);
    expect(nextWakeup(r.state)).toBeNull();
    const again = tick(r.state, GRACE_END + 1000 * MINUTE);
    expect(again.state).toBe(r.state);
    expect(again.events).toEqual([]);
    const forced = must(r.state, master, { type: 'process' }, GRACE_END + 1000 * MINUTE);
    expect(forced.state.position.phase).toBe('F1901M');
    expect(forced.state.history[0]!.late).toEqual(['ITALY', 'TURKEY']);
    expect(forced.state.late).toBeUndefined();
  });

  test('while the game waits after its deadline, the last orders process it, WAIT flags and ALWAYS_WAIT notwithstanding', () => {
    for (const rules of [[], ['ALWAYS_WAIT']]) {
      let g = activeGame(rules);
      g = must(g, player('FRANCE'), { type: 'wait', power: 'FRANCE', wait: true }).state;
      for (const power of POWERS.filter((p) => p !== 'TURKEY')) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
      g = tick(g, GRACE_END).state;
      expect(lateNow(g)).toEqual(['TURKEY']);
      const r = must(g, player('TURKEY'), { type: 'orders', power: 'TURKEY', lines: holds(g, 'TURKEY') }, GRACE_END + MINUTE);
      expect(r.state.position.phase).toBe('F1901M');
      expect(r.state.history[0]!.late).toBeUndefined();
    }
  });

  test('a new deadline from the master forgets who was late at the old one', () => {
    const g = tick(activeGame(), GRACE_END).state;
    expect(lateNow(g)).toHaveLength(7);
    const moved = must(g, master, { type: 'set_deadline', at: GRACE_END + 60 * MINUTE }, GRACE_END).state;
    expect(lateNow(moved)).toBeNull();
    expect(nextWakeup(moved)).toBe(GRACE_END + 70 * MINUTE);
  });

  test('without CIVIL_DISORDER, nobody late: a WAIT flag holds only until the deadline', () => {
    let g = activeGame();
    for (const power of POWERS) {
      if (power === 'FRANCE') g = must(g, player(power), { type: 'wait', power, wait: true }).state;
      g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
    }
    expect(g.position.phase).toBe('S1901M');
    const r = tick(g, GRACE_END);
    expect(r.state.position.phase).toBe('F1901M');
    expect(r.events.some((e) => e.type === 'late')).toBe(false);
    expect(r.state.history[0]!.late).toBeUndefined();
  });

  test('CIVIL_DISORDER: the late powers are named, and the record says who was in civil disorder', () => {
    let g = activeGame(['CIVIL_DISORDER']);
    for (const power of POWERS.filter((p) => p !== 'TURKEY')) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
    const r = tick(g, GRACE_END);
    expect(r.events[0]).toEqual({ type: 'late', phase: 'S1901M', deadline: DEADLINE, powers: ['TURKEY'], civilDisorder: true });
    expect(r.events[1]?.type).toBe('phase_processed');
    expect(r.state.history[0]!.late).toEqual(['TURKEY']);
    expect(r.state.history[0]!.results.filter((x) => x.default).map((x) => x.power)).toEqual(['TURKEY', 'TURKEY', 'TURKEY']);
  });

  test('without CIVIL_DISORDER retreats still take their defaults at the deadline, as on the DPjudge', () => {
    const g = retreatPhase(activeGame());
    const withDeadline = { ...g, deadline: T0 + 30 * MINUTE };
    expect(nextWakeup(withDeadline)).toBe(T0 + 40 * MINUTE);
    const r = tick(withDeadline, T0 + 40 * MINUTE);
    expect(r.state.history[0]?.results).toEqual([
      { power: 'RUSSIA', order: 'F SEV D', result: 'disbanded', reason: 'No retreat was ordered.', default: true },
    ]);
  });

  test('a phase only a dummy owes waits for its deadline', () => {
    let g = must(formingGame(), { kind: 'player', playerId: 'a' }, { type: 'join', playerId: 'a', name: 'a', secretHash: 'h' }).state;
    g = must(g, master, { type: 'start' }).state;
    g = retreatPhase(g);
    expect(g.seats.RUSSIA?.status).toBe('dummy');
    // Something that might process it: Austria, owing nothing, sets and drops its WAIT flag.
    g = must(g, { kind: 'player', playerId: 'a' }, { type: 'wait', power: 'AUSTRIA', wait: true }).state;
    g = must(g, { kind: 'player', playerId: 'a' }, { type: 'wait', power: 'AUSTRIA', wait: false }).state;
    expect(g.position.phase).toBe('F1901R');
    expect(tick(g, GRACE_END).state.position.phase).toBe('W1901A');
  });

  test('nothing on a paused, forming, finished or deadline-less game', () => {
    const paused = must(activeGame(['CIVIL_DISORDER']), master, { type: 'pause' }).state;
    const finished = must(activeGame(['CIVIL_DISORDER']), master, { type: 'terminate' }).state;
    const none = must(formingGame(['NO_DEADLINE', 'CIVIL_DISORDER']), master, { type: 'start' }).state;
    for (const g of [paused, formingGame(['CIVIL_DISORDER']), finished, none]) {
      expect(nextWakeup(g)).toBeNull();
      expect(tick(g, GRACE_END + 1e9).state).toBe(g);
    }
  });

  test('only the system ticks', () => {
    expect(tryApply(activeGame(), master, { type: 'tick' })).toBe('not_allowed');
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'tick' })).toBe('not_allowed');
  });

  test('no grace: processing at the deadline itself', () => {
    const g = activeGame(['CIVIL_DISORDER'], { deadlines: { movement: 60, retreats: 30, adjustments: 30, grace: 0 } });
    expect(nextWakeup(g)).toBe(DEADLINE);
    const r = apply(g, system, { type: 'tick' }, { now: DEADLINE, random: () => 0 });
    expect(r.ok && r.value.state.position.phase).toBe('F1901M');
  });

  test('a game complete before the deadline has been processed already: the tick finds the next phase', () => {
    let g = activeGame(['CIVIL_DISORDER']);
    for (const power of Object.keys(g.seats)) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }, T0 + MINUTE).state;
    expect(g.position.phase).toBe('F1901M');
    expect(tick(g, GRACE_END).state).toBe(g);
  });
});
