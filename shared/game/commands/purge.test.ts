import { describe, expect, test } from 'vitest';
import { activeGame, formingGame, idOf, master, must, player, tryApply } from '../test-game.js';
import { apply } from '../apply.js';

// Email.txt: "The game must either be in the preparation phase or forming and no player may have joined yet. If they did, make them resign."
describe('PURGE', () => {
  test('a forming game nobody joined may go: the state is untouched, the room erases it', () => {
    const g = formingGame();
    const r = must(g, master, { type: 'purge' });
    expect(r.state).toBe(g);
    expect(r.events).toEqual([{ type: 'purged' }]);
  });

  test('not once someone joined, until he resigns', () => {
    const g = must(formingGame(['POWER_CHOICE']), player('FRANCE'), { type: 'join', playerId: idOf('FRANCE'), name: 'F', secretHash: 'h', power: 'FRANCE' }).state;
    const refused = apply(g, master, { type: 'purge' }, { now: 0, random: () => 0 });
    expect(refused.ok ? '' : refused.error.message).toBe('Someone has joined the game: resign him first (RESIGN power), then purge it.');
    const left = must(g, master, { type: 'resign', power: 'FRANCE' }).state;
    expect(must(left, master, { type: 'purge' }).events).toEqual([{ type: 'purged' }]);
  });

  test('not a running game, and not by a player', () => {
    expect(tryApply(activeGame(), master, { type: 'purge' })).toBe('wrong_status');
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'purge' })).toBe('not_allowed');
  });
});
