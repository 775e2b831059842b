import { describe, expect, test } from 'vitest';
import { activeGame, formingGame, holds, master, MINUTE, must, player, POWERS, T0, tryApply } from '../test-game.js';
import type { Actor, Command, GameState } from '../types.js';
import { apply } from '../apply.js';

/** Every power orders; the phase is processed by the last. */
function playAll(state: GameState, orders: Record<string, string[]> = {}, now = T0): GameState {
  let g = state;
  for (const power of POWERS) g = must(g, player(power), { type: 'orders', power, lines: orders[power] ?? holds(g, power) }, now).state;
  return g;
}

describe('process and preview', () => {
  test('process plays the phase now, the judge ordering for the silent', () => {
    const g = must(activeGame(), player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['F LON - NTH'] }).state;
    const r = must(g, master, { type: 'process' }, T0 + 5 * MINUTE);
    expect(r.state.position.phase).toBe('F1901M');
    expect(r.state.history[0]?.processedAt).toBe(T0 + 5 * MINUTE);
    expect(r.state.deadline).toBe(T0 + 65 * MINUTE);
    expect(r.events).toEqual([{ type: 'phase_processed', record: r.state.history[0], next: 'F1901M' }]);
  });

  test('preview shows the would-be record and changes nothing', () => {
    const g = must(activeGame(), player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['F LON - NTH'] }).state;
    const r = must(g, master, { type: 'preview' });
    expect(r.state).toBe(g);
    expect(r.events).toHaveLength(1);
    const e = r.events[0]!;
    expect(e.type === 'preview' && e.next).toBe('F1901M');
    expect(e.type === 'preview' && e.record.results[0]).toEqual({ power: 'ENGLAND', order: 'F LON - NTH', result: 'succeeds' });
  });

  test.each<[Command['type'], () => GameState, Actor, string]>([
    ['process', activeGame, player('FRANCE'), 'not_allowed'],
    ['process', formingGame, master, 'wrong_status'],
    ['preview', activeGame, { kind: 'observer', playerId: 'o' }, 'not_allowed'],
    ['preview', formingGame, master, 'wrong_status'],
    ['terminate', activeGame, player('FRANCE'), 'not_allowed'],
    ['pause', activeGame, player('FRANCE'), 'not_allowed'],
    ['pause', formingGame, master, 'wrong_status'],
    ['resume', activeGame, master, 'wrong_status'],
    ['rollback', activeGame, master, 'nothing_to_roll'],
    ['rollback', activeGame, player('FRANCE'), 'not_allowed'],
    ['rollback', formingGame, master, 'wrong_status'],
    ['rollforward', activeGame, master, 'nothing_to_roll'],
    ['rollforward', activeGame, { kind: 'system' }, 'not_allowed'],
  ])('refused: %s %#', (type, game, actor, code) => {
    expect(tryApply(game(), actor, { type } as Command)).toBe(code);
  });
});

describe('rollback and rollforward', () => {
  test('FULL: the settings the phase was played under come back (Email.txt: "undo any persistent settings"); without it they stay', () => {
    const spring = playAll(activeGame(), SPRING);
    const unlisted = must(spring, master, { type: 'set_listed', listed: false }).state;
    const fall = playAll(unlisted, FALL);
    expect(fall.settings.listed).toBe(false);
    expect(must(fall, master, { type: 'rollback', phase: 'S1901M' }).state.settings.listed).toBe(false);
    const full = must(fall, master, { type: 'rollback', phase: 'S1901M', full: true }).state;
    expect(full.settings.listed).toBe(true);
    // To the Fall, played unlisted: unlisted it stays.
    expect(must(fall, master, { type: 'rollback', phase: 'F1901M', full: true }).state.settings.listed).toBe(false);
    // One entry a change, not one a phase.
    expect(fall.settingsAt?.map((e) => e.at)).toEqual([0, 1]);
    expect(playAll(playAll(activeGame(), SPRING), FALL).settingsAt?.map((e) => e.at)).toEqual([0]);
  });

  test('FORMING: the game forms again with everyone on his power, no orders, no deadline; started again, it plays forward', () => {
    const spring = playAll(activeGame(), SPRING);
    const back = must(spring, master, { type: 'rollback', phase: 'FORMING' });
    expect(back.events).toEqual([{ type: 'rolled_back', phase: 'S1901M', forming: true }]);
    expect(back.state.status).toBe('forming');
    expect(back.state.deadline).toBeNull();
    expect(back.state.history).toEqual([]);
    expect(back.state.orders).toEqual({});
    expect(Object.values(back.state.seats).map((s) => s.status)).toEqual(Object.values(spring.seats).map((s) => s.status));
    expect(back.state.seats.FRANCE?.playerId).toBe(spring.seats.FRANCE?.playerId);
    // ROLLFORWARD starts it again and plays the phase undone.
    const forward = must(back.state, master, { type: 'rollforward' });
    expect(forward.state.status).toBe('active');
    expect(forward.state.position).toEqual(spring.position);
    expect(forward.events.map((e) => e.type)).toContain('started');
    // Or ACTIVATE: the first phase again, its orders to give.
    const started = must(back.state, master, { type: 'start' }).state;
    expect([started.status, started.position.phase, started.undone.length]).toEqual(['active', 'S1901M', 1]);
  });

  test('FORMING before any phase is played: what was ordered goes', () => {
    const ordered = must(activeGame(), player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['F LON - ENG'] }).state;
    const back = must(ordered, master, { type: 'rollback', phase: 'FORMING' }).state;
    expect([back.status, back.position.phase, back.orders]).toEqual(['forming', 'S1901M', {}]);
  });

  const SPRING = { ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'] };
  const FALL = { ENGLAND: ['F NWG - NWY', 'F NTH H', 'A YOR H'] };

  test('back to the previous phase, its orders cleared (Email.txt: "all player orders will be cleared"), a new deadline set', () => {
    const spring = playAll(activeGame(), SPRING, T0 + MINUTE);
    const fall = playAll(spring, FALL, T0 + 2 * MINUTE);
    const back = must(fall, master, { type: 'rollback' }, T0 + 3 * MINUTE);
    expect(back.events).toEqual([{ type: 'rolled_back', phase: 'F1901M' }]);
    expect(back.state.position).toEqual(spring.position);
    expect(back.state.orders).toEqual({});
    expect(back.state.submitted).toEqual([]);
    expect(back.state.deadline).toBe(T0 + 3 * MINUTE + 60 * MINUTE);
    // ROLLFORWARD still plays the phase with the orders it had.
    expect(must(back.state, master, { type: 'rollforward' }).state.position).toEqual(fall.position);
  });

  test('RESTORE: back to the previous phase, its orders as entered; forward again to the same result', () => {
    const spring = playAll(activeGame(), SPRING, T0 + MINUTE);
    const fall = playAll(spring, FALL, T0 + 2 * MINUTE);
    expect(fall.position.phase).toBe('W1901A');

    const back = must(fall, master, { type: 'rollback', restore: true }, T0 + 3 * MINUTE);
    expect(back.events).toEqual([{ type: 'rolled_back', phase: 'F1901M', restored: true }]);
    expect(back.state.position).toEqual(spring.position);
    expect(back.state.history).toEqual(fall.history.slice(0, 1));
    expect(back.state.undone).toEqual(fall.history.slice(1));
    expect(back.state.orders.ENGLAND?.map((o) => o.text)).toEqual(FALL.ENGLAND);
    expect(back.state.submitted).toEqual([...POWERS]);
    expect(back.state.deadline).toBe(T0 + 3 * MINUTE + 60 * MINUTE);

    const forward = must(back.state, master, { type: 'rollforward' }, T0 + 4 * MINUTE);
    expect(forward.events[0]).toEqual({ type: 'rolled_forward', phase: 'F1901M' });
    expect(forward.state.position).toEqual(fall.position);
    expect(forward.state.history).toEqual(fall.history);
    expect(forward.state.undone).toEqual([]);
    expect(tryApply(forward.state, master, { type: 'rollforward' })).toBe('nothing_to_roll');
  });

  test('back to a named earlier phase, then forward one phase at a time', () => {
    const spring = playAll(activeGame(), SPRING);
    const fall = playAll(spring, FALL);
    const back = must(fall, master, { type: 'rollback', phase: 's1901m' }).state;
    expect(back.position.phase).toBe('S1901M');
    expect(back.history).toEqual([]);
    expect(back.undone.map((r) => r.position.phase)).toEqual(['S1901M', 'F1901M']);
    const one = must(back, master, { type: 'rollforward' }).state;
    expect(one.position).toEqual(spring.position);
    const two = must(one, master, { type: 'rollforward' }).state;
    expect(two.position).toEqual(fall.position);
  });

  test('forward to a named phase: every undone phase replayed in one change', () => {
    const spring = playAll(activeGame(), SPRING);
    const fall = playAll(spring, FALL);
    const back = must(fall, master, { type: 'rollback', phase: 'S1901M' }).state;
    const forward = must(back, master, { type: 'rollforward', phase: 'w1901a' });
    expect(forward.state.position).toEqual(fall.position);
    expect(forward.state.history).toEqual(fall.history);
    expect(forward.events.map((e) => e.type)).toEqual(['rolled_forward', 'phase_processed', 'rolled_forward', 'phase_processed']);
    // A phase the replay never comes to is refused, and nothing is replayed.
    expect(tryApply(back, master, { type: 'rollforward', phase: 'S1902M' })).toBe('nothing_to_roll');
  });

  test('new orders after a rollback make a new history: the undone phases are forgotten', () => {
    const spring = playAll(activeGame(), SPRING);
    const back = must(spring, master, { type: 'rollback', restore: true }).state;
    // Every power's orders came back complete: England's change completes the phase again.
    const replayed = must(back, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['F LON - ENG', 'F EDI - NTH', 'A LVP - WAL'] }).state;
    expect(replayed.history).toHaveLength(1);
    expect(replayed.undone).toEqual([]);
    expect(replayed.position.units).toContainEqual({ power: 'ENGLAND', kind: 'F', at: 'ENG' });
    expect(tryApply(replayed, master, { type: 'rollforward' })).toBe('nothing_to_roll');
  });

  test('a phase not in the history cannot be rolled back to', () => {
    expect(tryApply(playAll(activeGame()), master, { type: 'rollback', phase: 'F1905M' })).toBe('nothing_to_roll');
  });

  test('a solo can be rolled back into play; a terminated game cannot', () => {
    const g = playAll(activeGame([], { victory: 5 }), {
      RUSSIA: ['A WAR - UKR', 'A MOS H', 'F SEV H', 'F STP/SC - BOT'],
    });
    const won = playAll(g, { RUSSIA: ['A UKR - RUM', 'F SEV S A UKR - RUM', 'F BOT - SWE', 'A MOS H'] });
    expect(won.ending).toEqual({ kind: 'solo', winner: 'RUSSIA' });
    const back = must(won, master, { type: 'rollback' }).state;
    expect(back.status).toBe('active');
    expect(back.ending).toBeNull();
    const ended = must(g, master, { type: 'terminate' }).state;
    expect(tryApply(ended, master, { type: 'rollback' })).toBe('wrong_status');
  });
});

describe('pause and resume', () => {
  test('a paused game keeps its remaining time and gets it back on resume', () => {
    const g = activeGame(['CIVIL_DISORDER']);
    const paused = must(g, master, { type: 'pause' }, T0 + 20 * MINUTE);
    expect(paused.state.paused).toBe(true);
    expect(paused.state.deadline).toBeNull();
    expect(paused.state.remaining).toBe(40 * MINUTE);
    expect(paused.events).toEqual([{ type: 'paused' }]);
    expect(tryApply(paused.state, master, { type: 'pause' })).toBe('paused');
    expect(tryApply(paused.state, master, { type: 'set_deadline', at: T0 + 500 * MINUTE })).toBe('paused');

    const resumed = must(paused.state, master, { type: 'resume' }, T0 + 1000 * MINUTE);
    expect(resumed.state.paused).toBe(false);
    expect(resumed.state.deadline).toBe(T0 + 1040 * MINUTE);
    expect(resumed.state.remaining).toBeNull();
    expect(resumed.events).toEqual([{ type: 'resumed' }]);
  });

  test('orders completing the phase while paused wait for the resume', () => {
    const paused = must(activeGame(), master, { type: 'pause' }).state;
    const ready = playAll(paused);
    expect(ready.position.phase).toBe('S1901M');
    const resumed = must(ready, master, { type: 'resume' }, T0 + MINUTE);
    expect(resumed.state.position.phase).toBe('F1901M');
    expect(resumed.events.map((e) => e.type)).toEqual(['resumed', 'phase_processed']);
  });

  test('a phase processed by the master while paused keeps its whole time for the resume', () => {
    const paused = must(activeGame(), master, { type: 'pause' }).state;
    const processed = must(paused, master, { type: 'process' }, T0 + MINUTE).state;
    expect(processed.paused).toBe(true);
    expect(processed.deadline).toBeNull();
    expect(processed.remaining).toBe(60 * MINUTE);
  });
});

describe('set_deadline', () => {
  test('a new deadline in the future', () => {
    const r = must(activeGame(), master, { type: 'set_deadline', at: T0 + 5 * MINUTE });
    expect(r.state.deadline).toBe(T0 + 5 * MINUTE);
    expect(r.events).toEqual([{ type: 'deadline_changed', deadline: T0 + 5 * MINUTE }]);
  });

  test.each<[string, readonly string[], number | null, string]>([
    ['none, in a game with deadlines', [], null, 'bad_deadline'],
    ['in the past', [], T0 - 1, 'bad_deadline'],
    ['now', [], T0, 'bad_deadline'],
    ['none, under NO_DEADLINE', ['NO_DEADLINE'], null, 'accepted'],
    ['one, under NO_DEADLINE', ['NO_DEADLINE'], T0 + MINUTE, 'accepted'],
  ])('%s', (_, rules, at, code) => {
    expect(tryApply(activeGame(rules), master, { type: 'set_deadline', at })).toBe(code);
  });

  test('only the master, only while active', () => {
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'set_deadline', at: T0 + MINUTE })).toBe('not_allowed');
    expect(tryApply(formingGame(), master, { type: 'set_deadline', at: T0 + MINUTE })).toBe('wrong_status');
  });
});

describe('terminate', () => {
  test('ends a forming or an active game, once', () => {
    for (const g of [formingGame(), activeGame()]) {
      const r = must(g, master, { type: 'terminate' });
      expect(r.state.status).toBe('finished');
      expect(r.state.ending).toEqual({ kind: 'terminated' });
      expect(r.state.deadline).toBeNull();
      expect(r.events).toEqual([{ type: 'finished', ending: { kind: 'terminated' } }]);
      expect(tryApply(r.state, master, { type: 'terminate' })).toBe('wrong_status');
    }
  });
});

describe('set_max_observers', () => {
  const watch = (g: GameState, id: string): GameState => must(g, { kind: 'observer', playerId: id }, { type: 'observe', playerId: id, name: id, secretHash: id }).state;

  test('the master raises and lowers the bound at any time; observers already in stay', () => {
    let g = watch(watch(activeGame([], { maxObservers: 2 }), 'a'), 'b');
    expect(tryApply(g, { kind: 'observer', playerId: 'c' }, { type: 'observe', playerId: 'c', name: 'c', secretHash: 'c' })).toBe('observers_full');
    g = must(g, master, { type: 'set_max_observers', max: 3 }).state;
    expect(g.settings.maxObservers).toBe(3);
    g = watch(g, 'c');
    g = must(g, master, { type: 'set_max_observers', max: 1 }).state;
    expect(g.players.filter((p) => p.power === null)).toHaveLength(3);
    expect(tryApply(g, { kind: 'observer', playerId: 'd' }, { type: 'observe', playerId: 'd', name: 'd', secretHash: 'd' })).toBe('observers_full');
    // The same bound again changes nothing.
    expect(must(g, master, { type: 'set_max_observers', max: 1 }).state).toBe(g);
    expect(tryApply(formingGame(), master, { type: 'set_max_observers', max: 0 })).toBe('accepted');
  });

  test.each<[string, Actor, number, string]>([
    ['a player', player('FRANCE'), 10, 'not_allowed'],
    ['an observer', { kind: 'observer', playerId: 'a' }, 10, 'not_allowed'],
    ['a negative bound', master, -1, 'bad_setting'],
    ['a fraction', master, 2.5, 'bad_setting'],
    ['past the highest', master, 1001, 'bad_setting'],
  ])('%s is refused', (_, actor, max, code) => {
    expect(tryApply(watch(activeGame(), 'a'), actor, { type: 'set_max_observers', max })).toBe(code);
  });
});

describe('a command that moves the game names the phase the master saw', () => {
  test('two processes meant for the same phase: the first plays it, the second is stale', () => {
    const first = must(activeGame(), master, { type: 'process', from: 'S1901M' }, T0 + MINUTE).state;
    expect(first.position.phase).toBe('F1901M');
    const second = apply(first, master, { type: 'process', from: 'S1901M' }, { now: T0 + MINUTE, random: Math.random });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.error.code).toBe('stale_phase');
    expect(second.error.message).toContain('F1901M is being played now');
  });

  test('the phase may be written in any case; without one the command is taken as it comes', () => {
    expect(must(activeGame(), master, { type: 'process', from: ' s1901m ' }).state.position.phase).toBe('F1901M');
    expect(must(activeGame(), master, { type: 'process' }).state.position.phase).toBe('F1901M');
  });

  test.each<[string, () => GameState, Command]>([
    ['start', formingGame, { type: 'start', from: 'F1901M' }],
    ['rollback', () => playAll(activeGame()), { type: 'rollback', from: 'S1901M' }],
    ['rollforward', () => must(playAll(activeGame()), master, { type: 'rollback' }).state, { type: 'rollforward', from: 'F1901M' }],
    ['terminate', activeGame, { type: 'terminate', from: 'F1901M' }],
  ])('%s naming another phase is refused, the game untouched', (_, game, command) => {
    const g = game();
    const r = apply(g, master, command, { now: T0 + MINUTE, random: Math.random });
    expect(r.ok ? 'done' : r.error.code).toBe('stale_phase');
    const meant = { ...command, from: g.position.phase } as Command;
    expect(apply(g, master, meant, { now: T0 + MINUTE, random: Math.random }).ok).toBe(true);
  });

  test('only the master hears that a phase is stale: anyone else is refused as before', () => {
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'process', from: 'F1901M' })).toBe('not_allowed');
  });
});
