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

// Email.txt: "RENAME gamename newgamename password"; the game's id (its address) stays here.
describe('RENAME', () => {
  test('the master gives the game a new name to be shown with; its id stays, and the event says what it was', () => {
    const g = activeGame();
    const r = must(g, master, { type: 'rename', name: '  Friday Night  ' });
    expect(r.state.settings.name).toBe('Friday Night');
    expect(r.state.id).toBe(g.id);
    expect(r.events).toEqual([{ type: 'renamed', from: g.settings.name, name: 'Friday Night' }]);
    expect(must(r.state, master, { type: 'rename', name: 'Friday Night' }).events).toEqual([]);
  });

  test('a name empty or too long is refused, and a player may not rename', () => {
    expect(tryApply(activeGame(), master, { type: 'rename', name: '   ' })).toBe('bad_setting');
    expect(tryApply(activeGame(), master, { type: 'rename', name: 'x'.repeat(81) })).toBe('bad_setting');
    expect(tryApply(formingGame(), player('FRANCE'), { type: 'rename', name: 'Mine' })).toBe('not_allowed');
  });
});
