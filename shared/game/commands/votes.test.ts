import { describe, expect, test } from 'vitest';
import { activeGame, formingGame, master, must, player, POWERS, tryApply } from '../test-game.js';
import type { Actor, Command, GameState, Vote } from '../types.js';

const vote = (power: string, v: Vote | null): Command => ({ type: 'vote', power, vote: v });

describe('vote', () => {
  test('a vote is recorded, secretly, and may change or be withdrawn', () => {
    let r = must(activeGame(), player('FRANCE'), vote('FRANCE', { kind: 'draw' }));
    expect(r.state.seats.FRANCE?.vote).toEqual({ kind: 'draw' });
    expect(r.events).toEqual([{ type: 'vote_changed', power: 'FRANCE' }]);
    r = must(r.state, player('FRANCE'), vote('FRANCE', { kind: 'concede', to: 'ITALY' }));
    expect(r.state.seats.FRANCE?.vote).toEqual({ kind: 'concede', to: 'ITALY' });
    r = must(r.state, player('FRANCE'), vote('FRANCE', null));
    expect(r.state.seats.FRANCE?.vote).toBeNull();
  });

  test('dummies do not vote: the players decide alone', () => {
    let g = must(formingGame(), { kind: 'player', playerId: 'a' }, { type: 'join', playerId: 'a', name: 'a', secretHash: 'h' }).state;
    g = must(g, { kind: 'player', playerId: 'e' }, { type: 'join', playerId: 'e', name: 'e', secretHash: 'h' }).state;
    g = must(g, master, { type: 'start' }).state;
    g = must(g, { kind: 'player', playerId: 'a' }, vote('AUSTRIA', { kind: 'draw' })).state;
    const r = must(g, { kind: 'player', playerId: 'e' }, vote('ENGLAND', { kind: 'draw' }));
    // The draw is of every surviving power, dummies too.
    expect(r.state.ending).toEqual({ kind: 'draw', powers: [...POWERS] });
  });

  test('NO_DRAW: no draw votes, and all conceding elsewhere is no draw', () => {
    let g = activeGame(['NO_DRAW']);
    expect(tryApply(g, player('FRANCE'), vote('FRANCE', { kind: 'draw' }))).toBe('bad_vote');
    for (const power of POWERS) g = must(g, player(power), vote(power, { kind: 'concede', to: power === 'ITALY' ? 'FRANCE' : 'ITALY' })).state;
    expect(g.status).toBe('active');
  });

  test('a resignation can settle the vote: the remaining players agree', () => {
    let g = activeGame();
    for (const power of POWERS.slice(1)) g = must(g, player(power), vote(power, { kind: 'concede', to: 'TURKEY' })).state;
    expect(g.status).toBe('active');
    const r = must(g, player('AUSTRIA'), { type: 'resign', power: 'AUSTRIA' });
    expect(r.state.ending).toEqual({ kind: 'concession', winner: 'TURKEY' });
  });

  test.each<[string, () => GameState, Actor, Command, string]>([
    ['for another power', activeGame, player('ENGLAND'), vote('FRANCE', { kind: 'draw' }), 'not_allowed'],
    ['for an unknown power', activeGame, master, vote('SPAIN', { kind: 'draw' }), 'unknown_power'],
    ['a concession to an unknown power', activeGame, player('FRANCE'), vote('FRANCE', { kind: 'concede', to: 'SPAIN' }), 'unknown_power'],
    ['before the game starts', formingGame, master, vote('FRANCE', { kind: 'draw' }), 'wrong_status'],
    ['for a vacant power', () => must(activeGame(), player('FRANCE'), { type: 'resign', power: 'FRANCE' }).state, master, vote('FRANCE', { kind: 'draw' }), 'bad_vote'],
    ['by an observer', activeGame, { kind: 'observer', playerId: 'o' }, vote('FRANCE', { kind: 'draw' }), 'not_allowed'],
  ])('refused: %s', (_, game, actor, command, code) => {
    expect(tryApply(game(), actor, command)).toBe(code);
  });
});
