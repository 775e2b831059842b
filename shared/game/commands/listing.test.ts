import { describe, expect, test } from 'vitest';
import { activeGame, formingGame, master, must, player, tryApply } from '../test-game.js';

// Email.txt: "The GM can change this at any time by sending a new message with either SET LISTED or SET UNLISTED in it."
describe('SET LISTED and SET UNLISTED', () => {
  test('the master unlists a running game and lists it again; the archive is told each time', () => {
    const g = activeGame();
    expect(g.settings.listed).toBe(true);
    const off = must(g, master, { type: 'set_listed', listed: false });
    expect(off.state.settings.listed).toBe(false);
    expect(off.events).toEqual([{ type: 'listing_changed', listed: false }]);
    const on = must(off.state, master, { type: 'set_listed', listed: true });
    expect(on.state.settings.listed).toBe(true);
    expect(on.events).toEqual([{ type: 'listing_changed', listed: true }]);
  });

  test('a forming game too; the same setting again changes nothing', () => {
    const g = formingGame();
    const same = must(g, master, { type: 'set_listed', listed: true });
    expect(same.state).toBe(g);
    expect(same.events).toEqual([]);
    expect(must(g, master, { type: 'set_listed', listed: false }).state.settings.listed).toBe(false);
  });

  test('only the master may', () => {
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'set_listed', listed: false })).toBe('not_allowed');
  });
});
