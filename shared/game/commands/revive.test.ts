import { describe, expect, test } from 'vitest';
import { readablePress, viewGame } from '../../views/view.js';
import { activeGame, formingGame, idOf, master, must, player, tryApply } from '../test-game.js';
import type { Actor, Command, GameState } from '../types.js';

/*
 * REVIVE (DPjudge Email page): "the resignation will be undone and the player will regain
 * his power"; a master's command; "if in the meantime someone else took the spot … RESIGN
 * him first, and then REVIVE the original player".
 */

const revive = (power = 'FRANCE'): Command => ({ type: 'revive', power, passwordHash: 'pw2', secretHash: 'sec2', letter: { password: 'newpass', secret: 'newsecret' } });
const france = idOf('FRANCE');
const heir: Actor = { kind: 'player', playerId: 'heir' };
const takeover: Command = { type: 'takeover', power: 'FRANCE', playerId: 'heir', name: 'Heir', secretHash: 'heir' };
const send = (g: GameState, actor: Actor, to: Extract<Command, { type: 'press' }>['to'], body: string): GameState => must(g, actor, { type: 'press', to, body }).state;
const bodies = (g: GameState, actor: Actor): string[] => readablePress(g, actor).map((m) => m.body);

/** France resigns (of his own will). */
const resigned = (g = activeGame()): GameState => must(g, player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state;

describe('the seat keeps who left it', () => {
  test('his id, name and contact, never his password or secret', () => {
    const before = activeGame().players.find((p) => p.id === france)!;
    const left = resigned().seats.FRANCE!.left;
    expect(left).toEqual({ id: france, name: before.name, contact: before.contact });
    expect(JSON.stringify(left)).not.toContain(before.secretHash);
  });

  test('a newcomer who leaves in the phase he took the seat leaves no trace: the one before stays', () => {
    let g = must(resigned(), heir, takeover).state;
    g = must(g, master, { type: 'resign', power: 'FRANCE' }).state;
    expect(g.seats.FRANCE!.left?.id).toBe(france);
  });

  test('a newcomer who played a phase and leaves is the last to have left', () => {
    let g = must(resigned(), heir, takeover).state;
    g = must(g, master, { type: 'process', onlyIfComplete: false }).state;
    g = must(g, master, { type: 'resign', power: 'FRANCE' }).state;
    expect(g.seats.FRANCE!.left?.id).toBe('heir');
  });
});

describe('revive', () => {
  test('the resignation is undone: the same player, new password and secret, his power again', () => {
    const r = must(resigned(), master, revive());
    const back = r.state.players.find((p) => p.id === france)!;
    expect(back).toMatchObject({ id: france, power: 'FRANCE', passwordHash: 'pw2', secretHash: 'sec2' });
    expect(back).not.toHaveProperty('pressFrom');
    expect(r.state.seats.FRANCE).toMatchObject({ status: 'taken', playerId: france });
    expect(r.state.seats.FRANCE).not.toHaveProperty('left');
    expect(r.events).toEqual([
      { type: 'seat_changed', power: 'FRANCE', status: 'taken' },
      { type: 'revived', power: 'FRANCE', playerId: france, letter: { password: 'newpass', secret: 'newsecret' } },
    ]);
    // He orders for France again.
    expect(tryApply(r.state, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: [] })).not.toBe('not_allowed');
  });

  test('he reads his power\'s press as before he left, and what came to it while it stood vacant', () => {
    let g = activeGame();
    g = send(g, player('ENGLAND'), ['FRANCE'], 'to france, before');
    g = send(g, player('FRANCE'), ['ENGLAND'], 'from france, before');
    g = resigned(g);
    g = send(g, player('ENGLAND'), ['FRANCE'], 'to france, while vacant');
    g = must(g, master, revive()).state;
    expect(bodies(g, player('FRANCE'))).toEqual(['to france, before', 'from france, before', 'to france, while vacant']);
    // Nothing of his is held back from him: the master's view flags nothing.
    expect(viewGame(g, master).seats.find((s) => s.power === 'FRANCE')).not.toHaveProperty('pressHeldBack');
  });

  test('the master RESIGNs a newcomer of this phase, then REVIVEs the original player', () => {
    let g = must(resigned(), heir, takeover).state;
    expect(tryApply(g, master, revive())).toBe('seat_taken');
    g = must(g, master, { type: 'resign', power: 'FRANCE' }).state;
    g = must(g, master, revive()).state;
    expect(g.seats.FRANCE!.playerId).toBe(france);
    expect(g.players.some((p) => p.id === 'heir')).toBe(false);
  });

  test('a dummy is revived once the master has ended it (RESIGN)', () => {
    let g = must(resigned(), master, { type: 'dummy', power: 'FRANCE' }).state;
    expect(tryApply(g, master, revive())).toBe('wrong_status');
    g = must(g, master, { type: 'resign', power: 'FRANCE' }).state;
    expect(must(g, master, revive()).state.seats.FRANCE!.playerId).toBe(france);
  });

  test('the master sees whom he may revive; nobody else does', () => {
    const g = resigned();
    expect(viewGame(g, master).seats.find((s) => s.power === 'FRANCE')?.revivable).toMatchObject({ name: expect.any(String) });
    expect(viewGame(g, player('ENGLAND')).seats.find((s) => s.power === 'FRANCE')).not.toHaveProperty('revivable');
    expect(viewGame(must(g, master, revive()).state, master).seats.find((s) => s.power === 'FRANCE')).not.toHaveProperty('revivable');
  });

  test.each<[string, () => GameState, Actor, Command, string]>([
    ['not by the master', resigned, player('ENGLAND'), revive(), 'not_allowed'],
    ['a seat with a player', activeGame, master, revive(), 'seat_taken'],
    ['a seat nobody left', formingGame, master, revive(), 'nobody_left'],
    ['an unknown power', resigned, master, revive('SPAIN'), 'unknown_power'],
    ['twice', () => must(resigned(), master, revive()).state, master, revive(), 'seat_taken'],
    ['a game over', () => must(resigned(), master, { type: 'terminate' }).state, master, revive(), 'wrong_status'],
    ['a player back in the game as an observer', () => must(resigned(), { kind: 'observer', playerId: france }, { type: 'observe', playerId: france, name: 'f', secretHash: 'h' }).state, master, revive(), 'nobody_left'],
  ])('refused: %s', (_, game, actor, command, code) => {
    expect(tryApply(game(), actor, command)).toBe(code);
  });
});
