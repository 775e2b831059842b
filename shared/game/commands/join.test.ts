import { describe, expect, test } from 'vitest';
import { apply } from '../apply.js';
import { createGame } from '../create.js';
import { DEFAULT_MAX_OBSERVERS, MAX_OBSERVERS_LIMIT } from '../observers.js';
import { activeGame, formingGame, idOf, master, must, POWERS, settings, T0, tryApply } from '../test-game.js';
import type { Actor, Command, GameState } from '../types.js';

const joinAs = (id: string, power?: string): Command => ({ type: 'join', playerId: id, name: id, secretHash: 'h', ...(power ? { power } : {}) });
const person = (id: string): Actor => ({ kind: 'player', playerId: id });

/** A forming game with the first `n` powers taken (in map order). */
function withJoined(n: number, rules: readonly string[] = []): GameState {
  let g = formingGame(rules);
  for (const power of POWERS.slice(0, n)) g = must(g, person(idOf(power)), joinAs(idOf(power))).state;
  return g;
}

describe('join', () => {
  test('takes a random open seat', () => {
    const g = formingGame();
    const r = apply(g, person('x'), joinAs('x'), { now: T0, random: () => 0.99 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.seats.TURKEY).toMatchObject({ status: 'taken', playerId: 'x' });
    expect(r.value.state.players).toEqual([{ id: 'x', name: 'x', power: 'TURKEY', secretHash: 'h', contact: { email: null, by: 'web' } }]);
    expect(r.value.events).toEqual([{ type: 'joined', playerId: 'x', power: 'TURKEY' }]);
    expect(r.value.state.revision).toBe(1);
    // The input is never changed.
    expect(g.players).toEqual([]);
  });

  test('the random choice is among open seats only', () => {
    const g = withJoined(6);
    const r = apply(g, person('x'), joinAs('x'), { now: T0, random: () => 0 });
    expect(r.ok && r.value.state.seats.TURKEY?.playerId).toBe('x');
  });

  test('under POWER_CHOICE a player names his power', () => {
    const r = must(formingGame(['POWER_CHOICE']), person('x'), joinAs('x', 'ITALY'));
    expect(r.state.seats.ITALY?.playerId).toBe('x');
  });

  test('the last seat taken starts the game, opening the first phase with its deadline', () => {
    const r = must(withJoined(6), person('x'), joinAs('x'), T0 + 5);
    expect(r.state.status).toBe('active');
    expect(r.state.deadline).toBe(T0 + 5 + 60 * 60_000);
    expect(r.events).toEqual([{ type: 'joined', playerId: 'x', power: 'TURKEY' }, { type: 'started', phase: 'S1901M' }]);
  });

  test('START_MASTER leaves the start to the master', () => {
    const g = must(withJoined(6, ['START_MASTER']), person('x'), joinAs('x')).state;
    expect(g.status).toBe('forming');
    expect(g.deadline).toBeNull();
    const started = must(g, master, { type: 'start' }, T0 + 7);
    expect(started.state.status).toBe('active');
    expect(started.state.deadline).toBe(T0 + 7 + 60 * 60_000);
  });

  test.each<[string, () => GameState, Actor, Command, string]>([
    ['joining for someone else', formingGame, person('y'), joinAs('x'), 'not_allowed'],
    ['the system joining', formingGame, { kind: 'system' }, joinAs('x'), 'not_allowed'],
    ['a second seat for one player', () => withJoined(1), person(idOf('AUSTRIA')), joinAs(idOf('AUSTRIA')), 'already_joined'],
    ['an observer joining as a player', () => must(formingGame(), person('o'), { type: 'observe', playerId: 'o', name: 'o', secretHash: 'h' }).state, person('o'), joinAs('o'), 'already_joined'],
    ['naming a power without POWER_CHOICE', formingGame, person('x'), joinAs('x', 'FRANCE'), 'not_allowed'],
    ['naming an unknown power', () => formingGame(['POWER_CHOICE']), person('x'), joinAs('x', 'SPAIN'), 'unknown_power'],
    ['naming a taken power', () => must(formingGame(['POWER_CHOICE']), person('a'), joinAs('a', 'FRANCE')).state, person('x'), joinAs('x', 'FRANCE'), 'seat_taken'],
    ['a full game', () => must(withJoined(6, ['START_MASTER']), person('z'), joinAs('z')).state, person('x'), joinAs('x'), 'game_full'],
    ['a running game', () => activeGame(), person('x'), joinAs('x'), 'wrong_status'],
  ])('refused: %s', (_, game, actor, command, code) => {
    expect(tryApply(game(), actor, command)).toBe(code);
  });

  test('the master may seat a player', () => {
    expect(tryApply(formingGame(), master, joinAs('x'))).toBe('accepted');
  });
});

describe('observe', () => {
  test('adds an observer, in any state of the game', () => {
    for (const g of [formingGame(), activeGame()]) {
      const r = must(g, { kind: 'observer', playerId: 'o' }, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'h' });
      expect(r.state.players.at(-1)).toMatchObject({ id: 'o', name: 'Olga', power: null });
      expect(r.events).toEqual([{ type: 'joined', playerId: 'o', power: null }]);
    }
  });

  test.each<[string, Actor, string]>([
    ['for someone else', { kind: 'observer', playerId: 'p' }, 'not_allowed'],
    ['twice', { kind: 'player', playerId: idOf('AUSTRIA') }, 'already_joined'],
  ])('refused: observing %s', (_, actor, code) => {
    const id = actor.kind === 'observer' ? 'o' : idOf('AUSTRIA');
    expect(tryApply(activeGame(), actor, { type: 'observe', playerId: id, name: 'n', secretHash: 'h' })).toBe(code);
  });
});

describe('start', () => {
  test('the master starts a game before it is full: the open seats become dummies', () => {
    const r = must(withJoined(2), master, { type: 'start' });
    expect(r.state.status).toBe('active');
    expect(Object.values(r.state.seats).map((s) => s.status)).toEqual(['taken', 'taken', 'dummy', 'dummy', 'dummy', 'dummy', 'dummy']);
    expect(r.events.filter((e) => e.type === 'seat_changed')).toHaveLength(5);
    expect(r.events.at(-1)).toEqual({ type: 'started', phase: 'S1901M' });
  });

  test('NO_DEADLINE: the first phase opens without a deadline', () => {
    expect(must(formingGame(['NO_DEADLINE']), master, { type: 'start' }).state.deadline).toBeNull();
  });

  test.each<[string, () => GameState, Actor, string]>([
    ['by a player', () => withJoined(2), { kind: 'player', playerId: idOf('AUSTRIA') }, 'not_allowed'],
    ['twice', () => activeGame(), master, 'wrong_status'],
  ])('refused: %s', (_, game, actor, code) => {
    expect(tryApply(game(), actor, { type: 'start' })).toBe(code);
  });
});

describe('POWER_CHOICE: a player who names no power is dealt one at the start', () => {
  const at = (id: string, email: string | null = null, power?: string): Command => ({
    type: 'join',
    playerId: id,
    name: id,
    secretHash: 'h',
    ...(power ? { power } : {}),
    contact: { email, by: email === null ? 'web' : 'mail' },
  });

  test('he takes no seat while the game forms: every open power stays free for the others to choose', () => {
    const r = must(formingGame(['POWER_CHOICE']), person('x'), joinAs('x'));
    expect(r.state.players).toEqual([{ id: 'x', name: 'x', power: null, awaitsPower: true, secretHash: 'h', contact: { email: null, by: 'web' } }]);
    expect(Object.values(r.state.seats).every((s) => s.status === 'open')).toBe(true);
    expect(r.events).toEqual([{ type: 'joined', playerId: 'x', power: null }]);
    // Another may still choose any power, and the first's place is kept for him.
    const chose = must(r.state, person('y'), joinAs('y', 'FRANCE'));
    expect(chose.state.seats.FRANCE).toMatchObject({ status: 'taken', playerId: 'y' });
  });

  test('the places are counted: six without a choice and one choosing fill seven powers, and the game starts, dealing the rest', () => {
    let g = formingGame(['POWER_CHOICE']);
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) g = must(g, person(id), joinAs(id)).state;
    expect(g.status).toBe('forming');
    const r = apply(g, person('z'), joinAs('z', 'ITALY'), { now: T0, random: () => 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.value.state;
    expect(s.status).toBe('active');
    expect(s.seats.ITALY?.playerId).toBe('z');
    // Dealt in the order they joined, from the powers nobody chose (random() = 0: the first open one).
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => s.players.find((p) => p.id === id)?.power)).toEqual(['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'RUSSIA', 'TURKEY']);
    expect(s.players.some((p) => p.awaitsPower === true)).toBe(false);
    for (const power of POWERS) expect(s.seats[power]?.status).toBe('taken');
    expect(r.value.events).toContainEqual({ type: 'seat_changed', power: 'AUSTRIA', status: 'taken' });
    // A place held is a place: an eighth finds the game full.
    let full = formingGame(['POWER_CHOICE']);
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) full = must(full, person(id), joinAs(id)).state;
    expect(full.status).toBe('active');
  });

  test('when the master starts the game, those waiting are dealt powers and the seats left become dummies', () => {
    let g = formingGame(['POWER_CHOICE']);
    g = must(g, person('a'), joinAs('a')).state;
    g = must(g, person('b'), joinAs('b', 'RUSSIA')).state;
    const r = apply(g, master, { type: 'start' }, { now: T0, random: () => 0.99 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.players.find((p) => p.id === 'a')?.power).toBe('TURKEY');
    expect(r.value.state.seats.TURKEY).toMatchObject({ status: 'taken', playerId: 'a' });
    expect(Object.values(r.value.state.seats).filter((s) => s.status === 'dummy')).toHaveLength(5);
  });

  test('the last choosable power is refused when the other places are held by players waiting to be dealt', () => {
    let g = formingGame(['POWER_CHOICE', 'START_MASTER']);
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) g = must(g, person(id), joinAs(id)).state;
    expect(tryApply(g, person('z'), joinAs('z', 'ITALY'))).toBe('game_full');
  });

  test('one address, one role: a second JOIN or OBSERVE from an address in the game is refused, unless the master allowed more', () => {
    let g = formingGame(['POWER_CHOICE']);
    g = must(g, person('a'), at('a', 'Ann@example.com', 'FRANCE')).state;
    const again = apply(g, person('a2'), at('a2', 'ann@example.com', 'ENGLAND'), { now: T0, random: () => 0 });
    expect(again.ok ? null : again.error).toEqual({ code: 'already_joined', message: expect.stringContaining('ann@example.com already plays FRANCE in this game: one address holds one role') });
    expect(tryApply(g, { kind: 'observer', playerId: 'o' }, { type: 'observe', playerId: 'o', name: 'Ann', secretHash: 'h', contact: { email: 'ann@example.com', by: 'mail' } })).toBe('already_joined');
    // Another address, or none (a web player), is another person.
    expect(tryApply(g, person('b'), at('b', 'bob@example.com', 'ENGLAND'))).toBe('accepted');
    expect(tryApply(g, person('c'), at('c', null, 'ENGLAND'))).toBe('accepted');
    // The master may allow one address more than one role when he makes the game.
    let many = formingGame(['POWER_CHOICE'], { multipleRoles: true });
    many = must(many, person('a'), at('a', 'ann@example.com', 'FRANCE')).state;
    expect(tryApply(many, person('a2'), at('a2', 'ann@example.com', 'ENGLAND'))).toBe('accepted');
  });

  test("one address, one role: the master's address may not also play or observe", () => {
    const g = { ...formingGame(['POWER_CHOICE']), masterContact: { email: 'gm@example.com', by: 'mail' as const } };
    const joined = apply(g, person('a'), at('a', 'GM@example.com', 'FRANCE'), { now: T0, random: () => 0 });
    expect(joined.ok ? null : joined.error).toEqual({ code: 'already_joined', message: expect.stringContaining("GM@example.com is the master's address in this game") });
    expect(tryApply(g, { kind: 'observer', playerId: 'o' }, { type: 'observe', playerId: 'o', name: 'Gm', secretHash: 'h', contact: { email: 'gm@example.com', by: 'mail' } })).toBe('already_joined');
    expect(tryApply({ ...g, settings: { ...g.settings, multipleRoles: true } }, person('a'), at('a', 'gm@example.com', 'FRANCE'))).toBe('accepted');
  });

  test('one address, one role: a TAKEOVER from an address that plays a power is refused', () => {
    let g = activeGame();
    const ann = g.players.find((p) => p.power === 'FRANCE')!;
    g = { ...g, players: g.players.map((p) => (p.id === ann.id ? { ...p, contact: { email: 'ann@example.com', by: 'mail' as const } } : p)) };
    g = must(g, master, { type: 'resign', power: 'ENGLAND' }).state;
    const take: Command = { type: 'takeover', power: 'ENGLAND', playerId: 'n', name: 'n', secretHash: 'h', contact: { email: 'ANN@example.com', by: 'mail' } };
    expect(tryApply(g, person('n'), take)).toBe('already_joined');
    expect(tryApply({ ...g, settings: { ...g.settings, multipleRoles: true } }, person('n'), take)).toBe('accepted');
  });
});

describe('the bound on observers', () => {
  const watcher = (i: number): [Actor, Command] => [{ kind: 'observer', playerId: `o${i}` }, { type: 'observe', playerId: `o${i}`, name: `Watcher${i}`, secretHash: `h${i}` }];
  /** The game with `n` observers more. */
  const watched = (g: GameState, n: number, from = 0): GameState => {
    for (let i = from; i < from + n; i++) g = must(g, ...watcher(i)).state;
    return g;
  };

  test(`${DEFAULT_MAX_OBSERVERS} by default: the next observer is refused, saying the bound; players still join`, () => {
    const full = watched(withJoined(3), DEFAULT_MAX_OBSERVERS);
    const r = apply(full, ...watcher(DEFAULT_MAX_OBSERVERS), { now: T0, random: () => 0 });
    expect(r.ok ? null : r.error).toEqual({ code: 'observers_full', message: expect.stringContaining(`at most ${DEFAULT_MAX_OBSERVERS} observers`) });
    expect(tryApply(full, master, watcher(DEFAULT_MAX_OBSERVERS)[1])).toBe('observers_full');
    expect(tryApply(full, person(idOf('ITALY')), joinAs(idOf('ITALY')))).toBe('accepted');
  });

  test('the bound the master set when he made the game; players waiting for a dealt power are not observers', () => {
    let g = formingGame(['POWER_CHOICE'], { maxObservers: 2 });
    g = must(g, person('p1'), joinAs('p1')).state;
    expect(g.players[0]?.awaitsPower).toBe(true);
    g = watched(g, 2);
    expect(tryApply(g, ...watcher(2))).toBe('observers_full');
    expect(tryApply(formingGame([], { maxObservers: 0 }), ...watcher(0))).toBe('observers_full');
  });

  test('an observer who takes over a power leaves room for another', () => {
    let g = watched(activeGame([], { maxObservers: 1 }), 1);
    expect(tryApply(g, ...watcher(1))).toBe('observers_full');
    g = must(g, person(idOf('FRANCE')), { type: 'resign', power: 'FRANCE' }).state;
    g = must(g, { kind: 'observer', playerId: 'o0' }, { type: 'takeover', power: 'FRANCE', playerId: 'o0', name: 'Watcher0', secretHash: 'h0' }).state;
    expect(tryApply(g, ...watcher(1))).toBe('accepted');
  });

  test('a bound out of range is refused when the game is made', () => {
    for (const maxObservers of [-1, 1.5, MAX_OBSERVERS_LIMIT + 1]) {
      const made = createGame({ id: 'g', settings: settings([], { maxObservers }), masterSecretHash: 'h', now: T0 });
      expect(made.ok ? null : made.error.code).toBe('bad_setting');
    }
  });
});
