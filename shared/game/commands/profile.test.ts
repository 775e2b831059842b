import { describe, expect, test } from 'vitest';
import { activeGame, formingGame, holds, idOf, master, must, player, POWERS, T0, tryApply } from '../test-game.js';
import type { Actor, GameState } from '../types.js';

/** What the mail door needs of the game: passwords kept as given, contacts, PROCESS without "!". */

const observer: Actor = { kind: 'observer', playerId: 'o' };

function watched(): GameState {
  return must(activeGame(), observer, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'h-o', passwordHash: 'pw-o' }).state;
}

describe('passwords', () => {
  test('join, observe and takeover keep the password hash the door gives', () => {
    const joined = must(formingGame(), { kind: 'player', playerId: 'x' }, { type: 'join', playerId: 'x', name: 'x', secretHash: 'h', passwordHash: 'pw' }).state;
    expect(joined.players[0]?.passwordHash).toBe('pw');
    expect(watched().players.find((p) => p.id === 'o')?.passwordHash).toBe('pw-o');
    const vacant = must(activeGame(), player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state;
    const taken = must(vacant, { kind: 'player', playerId: 'n' }, { type: 'takeover', power: 'FRANCE', playerId: 'n', name: 'n', secretHash: 'h-n', passwordHash: 'pw-n' }).state;
    expect(taken.players.find((p) => p.id === 'n')?.passwordHash).toBe('pw-n');
  });

  test('a web player has none until he sets one', () => {
    const g = activeGame();
    expect(g.players[0]).not.toHaveProperty('passwordHash');
    const r = must(g, player('FRANCE'), { type: 'set_password', passwordHash: 'new' });
    expect(r.state.players.find((p) => p.id === idOf('FRANCE'))?.passwordHash).toBe('new');
    expect(r.events).toEqual([]);
    expect(r.state.revision).toBe(g.revision + 1);
  });

  test('the master sets the master password; an observer his own', () => {
    expect(must(activeGame(), master, { type: 'set_password', passwordHash: 'm' }).state.masterPasswordHash).toBe('m');
    expect(must(watched(), observer, { type: 'set_password', passwordHash: 'o2' }).state.players.find((p) => p.id === 'o')?.passwordHash).toBe('o2');
  });

  test.each<[string, () => GameState, Actor, string]>([
    ['a stranger', activeGame, { kind: 'player', playerId: 'nobody' }, 'not_allowed'],
    ['the system', activeGame, { kind: 'system' }, 'not_allowed'],
    ['a finished game', () => must(activeGame(), master, { type: 'terminate' }).state, master, 'wrong_status'],
  ])('refused for %s', (_, game, actor, code) => {
    expect(tryApply(game(), actor, { type: 'set_password', passwordHash: 'x' })).toBe(code);
  });
});

describe('contacts', () => {
  test('a player gives his address and chooses mail, web or both; what he leaves out stays', () => {
    const g = must(activeGame(), player('ITALY'), { type: 'set_contact', email: 'it@example.com', by: 'mail' }).state;
    expect(g.players.find((p) => p.id === idOf('ITALY'))?.contact).toEqual({ email: 'it@example.com', by: 'mail' });
    const web = must(g, player('ITALY'), { type: 'set_contact', by: 'web' }).state;
    expect(web.players.find((p) => p.id === idOf('ITALY'))?.contact).toEqual({ email: 'it@example.com', by: 'web' });
    const moved = must(g, player('ITALY'), { type: 'set_contact', email: 'new@example.com' }).state;
    expect(moved.players.find((p) => p.id === idOf('ITALY'))?.contact).toEqual({ email: 'new@example.com', by: 'mail' });
  });

  test('the master gives his address (SET ADDRESS) and gets mail at it; he may ask for the web only', () => {
    expect(activeGame().masterContact).toBeUndefined();
    const g = must(activeGame(), master, { type: 'set_contact', email: 'gm@example.com' }).state;
    expect(g.masterContact).toEqual({ email: 'gm@example.com', by: 'mail' });
    expect(must(g, master, { type: 'set_contact', by: 'web' }).state.masterContact).toEqual({ email: 'gm@example.com', by: 'web' });
    expect(must(g, master, { type: 'set_contact', email: null }).state.masterContact).toEqual({ email: null, by: 'mail' });
  });

  test.each<[string, Actor, 'web' | 'mail' | 'both' | undefined, string | null | undefined, string]>([
    ['mail without an address', player('ITALY'), 'mail', undefined, 'not_allowed'],
    ['both without an address', player('ITALY'), 'both', null, 'not_allowed'],
    ['the master asking for mail without an address', master, 'mail', undefined, 'not_allowed'],
    ['a stranger', { kind: 'player', playerId: 'nobody' }, 'web', null, 'not_allowed'],
  ])('refused: %s', (_, actor, by, email, code) => {
    expect(tryApply(activeGame(), actor, { type: 'set_contact', ...(by === undefined ? {} : { by }), ...(email === undefined ? {} : { email }) })).toBe(code);
  });
});

describe('PROCESS without "!"', () => {
  test('is refused while a power still owes orders, naming it', () => {
    let g = activeGame();
    for (const power of POWERS.slice(0, 6)) g = must(g, player(power), { type: 'wait', power, wait: true }).state;
    for (const power of POWERS.slice(0, 6)) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
    expect(g.history).toHaveLength(0);
    expect(tryApply(g, master, { type: 'process', onlyIfComplete: true })).toBe('not_ready');
  });

  test('processes once every power is in, WAIT flags notwithstanding', () => {
    let g = activeGame();
    g = must(g, player('AUSTRIA'), { type: 'wait', power: 'AUSTRIA', wait: true }).state;
    for (const power of POWERS) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
    expect(g.history).toHaveLength(0);
    const r = must(g, master, { type: 'process', onlyIfComplete: true }, T0 + 1);
    expect(r.state.position.phase).toBe('F1901M');
  });

  test('dummies are not waited for', () => {
    let g = must(must(activeGame(), master, { type: 'resign', power: 'TURKEY' }).state, master, { type: 'dummy', power: 'TURKEY' }).state;
    g = must(g, player('AUSTRIA'), { type: 'wait', power: 'AUSTRIA', wait: true }).state;
    for (const power of POWERS.slice(0, 6)) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
    expect(must(g, master, { type: 'process', onlyIfComplete: true }).state.history).toHaveLength(1);
  });
});
