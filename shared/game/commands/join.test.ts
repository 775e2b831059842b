import { describe, expect, test } from 'vitest';
import { apply } from '../apply.js';
import { activeGame, formingGame, idOf, master, must, POWERS, T0, tryApply } from '../test-game.js';
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
