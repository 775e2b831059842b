import { describe, expect, test } from 'vitest';
import { activeGame, formingGame, holds, idOf, master, must, player, POWERS, tryApply } from '../test-game.js';
import type { Actor, Command, GameState } from '../types.js';

const takeover = (power: string, playerId: string): Command => ({ type: 'takeover', power, playerId, name: playerId, secretHash: 'new' });
const person = (id: string): Actor => ({ kind: 'player', playerId: id });

describe('resign', () => {
  test('the seat falls vacant; its player leaves the game', () => {
    const r = must(activeGame(), player('FRANCE'), { type: 'resign', power: 'FRANCE' });
    expect(r.state.seats.FRANCE).toMatchObject({ status: 'vacant', playerId: null, wait: false, vote: null });
    expect(r.state.players.some((p) => p.id === idOf('FRANCE'))).toBe(false);
    expect(r.events).toEqual([{ type: 'seat_changed', power: 'FRANCE', status: 'vacant' }]);
  });

  test('in a forming game the seat opens again', () => {
    const g = must(formingGame(), person('a'), { type: 'join', playerId: 'a', name: 'a', secretHash: 'h' }).state;
    const r = must(g, person('a'), { type: 'resign', power: 'AUSTRIA' });
    expect(r.state.seats.AUSTRIA?.status).toBe('open');
    expect(r.state.players).toEqual([]);
  });

  test.each<[string, () => GameState, Actor, Command, string]>([
    ['another power', activeGame, player('ENGLAND'), { type: 'resign', power: 'FRANCE' }, 'not_allowed'],
    ['an unknown power', activeGame, master, { type: 'resign', power: 'SPAIN' }, 'unknown_power'],
    ['a vacant power', () => must(activeGame(), master, { type: 'resign', power: 'FRANCE' }).state, master, { type: 'resign', power: 'FRANCE' }, 'wrong_status'],
    ['in a finished game', () => must(activeGame(), master, { type: 'terminate' }).state, player('FRANCE'), { type: 'resign', power: 'FRANCE' }, 'wrong_status'],
  ])('refused: %s', (_, game, actor, command, code) => {
    expect(tryApply(game(), actor, command)).toBe(code);
  });
});

describe('takeover', () => {
  const vacant = () => must(activeGame(), player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state;
  const dummy = () => must(vacant(), master, { type: 'dummy', power: 'FRANCE' }).state;

  test('anyone not playing takes over a vacant power', () => {
    const r = must(vacant(), person('new'), takeover('FRANCE', 'new'));
    expect(r.state.seats.FRANCE).toMatchObject({ status: 'taken', playerId: 'new' });
    expect(r.state.players.at(-1)).toMatchObject({ id: 'new', power: 'FRANCE', secretHash: 'new' });
    expect(r.events).toEqual([{ type: 'joined', playerId: 'new', power: 'FRANCE' }, { type: 'seat_changed', power: 'FRANCE', status: 'taken' }]);
  });

  test('an observer who takes over becomes the player', () => {
    const g = must(vacant(), { kind: 'observer', playerId: 'o' }, { type: 'observe', playerId: 'o', name: 'o', secretHash: 'h' }).state;
    const r = must(g, { kind: 'observer', playerId: 'o' }, takeover('FRANCE', 'o'));
    expect(r.state.players.filter((p) => p.id === 'o')).toEqual([expect.objectContaining({ power: 'FRANCE' })]);
    // He now orders for France.
    expect(tryApply(r.state, person('o'), { type: 'orders', power: 'FRANCE', lines: holds(r.state, 'FRANCE') })).toBe('accepted');
  });

  test('a dummy gets a player only from the master', () => {
    expect(tryApply(dummy(), person('new'), takeover('FRANCE', 'new'))).toBe('not_allowed');
    expect(tryApply(dummy(), master, takeover('FRANCE', 'new'))).toBe('accepted');
  });

  test.each<[string, () => GameState, Actor, Command, string]>([
    ['a taken power', activeGame, person('new'), takeover('FRANCE', 'new'), 'seat_taken'],
    ['by a player already seated', vacant, player('ENGLAND'), takeover('FRANCE', idOf('ENGLAND')), 'already_joined'],
    ['for someone else', vacant, person('x'), takeover('FRANCE', 'new'), 'not_allowed'],
    ['an unknown power', vacant, person('new'), takeover('SPAIN', 'new'), 'unknown_power'],
    ['in a forming game', formingGame, person('new'), takeover('FRANCE', 'new'), 'wrong_status'],
  ])('refused: %s', (_, game, actor, command, code) => {
    expect(tryApply(game(), actor, command)).toBe(code);
  });
});

/** France resigned by the master: the seat vacant, its player gone. */
const resigned = (): GameState => must(activeGame(), master, { type: 'resign', power: 'FRANCE' }).state;

describe('dummy', () => {
  test('a played power is not dummied over its player\'s head: the master is told to resign him first', () => {
    const r = tryApply(activeGame(), master, { type: 'dummy', power: 'FRANCE' });
    expect(r).toBe('seat_taken');
  });

  test('a vacant seat becomes a dummy', () => {
    const r = must(resigned(), master, { type: 'dummy', power: 'FRANCE' });
    expect(r.state.seats.FRANCE).toMatchObject({ status: 'dummy', playerId: null });
    expect(r.state.players).toHaveLength(POWERS.length - 1);
    expect(r.events).toEqual([{ type: 'seat_changed', power: 'FRANCE', status: 'dummy' }]);
    // The phase no longer waits for France.
    let g = r.state;
    for (const power of POWERS) if (power !== 'FRANCE') g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
    expect(g.position.phase).toBe('F1901M');
  });

  test("the master's RESIGN of a dummy ends the dummy: the seat is vacant for a TAKEOVER", () => {
    const dummied = must(resigned(), master, { type: 'dummy', power: 'FRANCE' }).state;
    const r = must(dummied, master, { type: 'resign', power: 'FRANCE' });
    expect(r.state.seats.FRANCE).toMatchObject({ status: 'vacant', playerId: null });
    expect(r.events).toEqual([{ type: 'seat_changed', power: 'FRANCE', status: 'vacant' }]);
    expect(tryApply(r.state, person('new'), takeover('FRANCE', 'new'))).toBe('accepted');
  });

  test.each<[string, () => GameState, Actor, string]>([
    ['by a player', activeGame, player('FRANCE'), 'not_allowed'],
    ['twice', () => must(resigned(), master, { type: 'dummy', power: 'FRANCE' }).state, master, 'wrong_status'],
    ['in a finished game', () => must(activeGame(), master, { type: 'terminate' }).state, master, 'wrong_status'],
  ])('refused: %s', (_, game, actor, code) => {
    expect(tryApply(game(), actor, { type: 'dummy', power: 'FRANCE' })).toBe(code);
  });
});
