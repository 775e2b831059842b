import { describe, expect, it } from 'vitest';
import { apply } from '../game/apply.js';
import { activeGame, holds, master, must, player, POWERS } from '../game/test-game.js';
import type { Actor, GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { exportMila } from '../export/mila.js';
import { historyFor, recordFor } from './history.js';
import { historyPage } from './pages.js';
import { viewGame } from './view.js';

/**
 * What each viewer sees of a Crystal Ball game's processed movement phases: his own lists
 * only (secret), all (PUBLIC_LISTS), the first lines of each (LIMIT_LISTS: as many as the
 * largest power's centres on that board: Russia's 4 on the S1901 board), everything to
 * all once the game has ended.
 */

/** Long lists: more lines than any power has centres, so that LIMIT_LISTS cuts them. */
const LONG: Readonly<Record<PowerName, readonly string[]>> = {
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR', 'A YOR - LON', 'F NTH - HOL'],
  FRANCE: ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO', 'A BUR - BEL', 'A PIC - BEL'],
};

/** S1901 lists in and locked, F1901 lists in: S1901 processed. */
function playedS1901(rules: readonly string[]): GameState {
  let s = activeGame(rules, { variant: 'crystal_ball' });
  for (const phase of ['S1901M', 'F1901M']) {
    for (const power of POWERS) {
      s = must(s, player(power), { type: 'orders', power, phase, lines: LONG[power] ?? holds(s, power) }).state;
    }
  }
  expect(s.history.map((r) => r.position.phase)).toEqual(['S1901M']);
  return s;
}

const anyone = null;
const linesOf = (state: GameState, actor: Actor | null, power: PowerName): readonly string[] | undefined => historyFor(state, actor)[0]!.orders[power];
const resultsOf = (state: GameState, actor: Actor | null, power: PowerName): readonly string[] =>
  historyFor(state, actor)[0]!.results.filter((r) => r.power === power).map((r) => r.order);

describe('a Crystal Ball game\'s history, as each viewer sees it', () => {
  it('secret lists: a power sees only his own lines and results, the master all, anyone none; the board stays', () => {
    const s = playedS1901([]);
    expect(linesOf(s, player('FRANCE'), 'FRANCE')).toEqual(LONG.FRANCE);
    expect(resultsOf(s, player('FRANCE'), 'FRANCE')).toEqual(LONG.FRANCE);
    for (const viewer of [player('ENGLAND'), anyone]) {
      expect(linesOf(s, viewer, 'FRANCE')).toBeUndefined();
      expect(resultsOf(s, viewer, 'FRANCE')).toEqual([]);
    }
    expect(Object.keys(historyFor(s, player('ENGLAND'))[0]!.orders)).toEqual(['ENGLAND']);
    expect(historyFor(s, anyone)[0]!.position).toEqual(s.history[0]!.position);
    expect(historyFor(s, master)).toBe(s.history);
    // Which phases are in the pipe, and locked, is everyone's to know.
    expect(viewGame(s, anyone).pipe).toEqual([{ phase: 'F1901M', locked: true }, { phase: 'S1902M', locked: false }]);
  });

  it('PUBLIC_LISTS: everyone sees every list and result', () => {
    const s = playedS1901(['PUBLIC_LISTS']);
    expect(historyFor(s, anyone)).toBe(s.history);
    expect(historyFor(s, player('ENGLAND'))).toBe(s.history);
  });

  it('LIMIT_LISTS: others see as many first lines of a list as the largest power\'s centres (4 on the S1901 board), never the judge\'s defaults', () => {
    const s = playedS1901(['LIMIT_LISTS']);
    expect(linesOf(s, player('ENGLAND'), 'FRANCE')).toEqual(LONG.FRANCE!.slice(0, 4));
    expect(resultsOf(s, anyone, 'FRANCE')).toEqual(LONG.FRANCE!.slice(0, 4));
    expect(linesOf(s, player('FRANCE'), 'FRANCE')).toEqual(LONG.FRANCE);
    // A list no longer than the limit shows whole.
    expect(resultsOf(s, anyone, 'GERMANY')).toEqual(holds(activeGame([], { variant: 'crystal_ball' }), 'GERMANY'));
  });

  it('reveals every list to everyone once the game has ended', () => {
    const s = playedS1901([]);
    const ended = must(s, master, { type: 'terminate' }).state;
    expect(ended.status).toBe('finished');
    expect(historyFor(ended, anyone)).toBe(ended.history);
    expect(recordFor(ended, ended.history[0]!, player('ENGLAND'))).toBe(ended.history[0]);
  });

  it('cuts the saved-game export the same way (anyone by default)', () => {
    const s = playedS1901([]);
    const ordersOf = (viewer: Actor | null | undefined): string[] =>
      Object.entries(exportMila(s, viewer === undefined ? {} : { viewer }).phases[0]!.orders).filter(([, o]) => o !== null && o.length > 0).map(([p]) => p);
    expect(ordersOf(undefined)).toEqual([]);
    expect(ordersOf(player('FRANCE'))).toEqual(['FRANCE']);
    expect(ordersOf(master)).toEqual([...POWERS]);
  });

  it('original rules: every processed list is revealed to all (3.4); the standing lists stay their writer\'s', () => {
    let s = activeGame([], { variant: 'crystal_ball', edition: 'original' });
    s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', phase: 'RETREATS', lines: ['A PAR - GAS'] }).state;
    for (const phase of ['S1901M', 'F1901M']) {
      for (const power of POWERS) s = must(s, player(power), { type: 'orders', power, phase, lines: LONG[power] ?? holds(s, power) }).state;
    }
    expect(s.history[0]?.position.phase).toBe('S1901M');
    expect(historyFor(s, anyone)).toBe(s.history);
    const standing = (actor: Actor | null) =>
      (viewGame(s, actor).lists ?? []).filter((l) => l.status === 'standing').map((l) => `${l.power} ${l.phase}: ${l.lines.map((x) => x.order).join(', ')}`);
    expect(standing(player('FRANCE'))).toEqual(['FRANCE RETREATS: A PAR - GAS', 'FRANCE BUILDS: F BRE B, A MAR B, A PAR B']);
    expect(standing(anyone)).toEqual([]);
    expect(standing(master)).toHaveLength(8);
    // The processed S1901 lists are everyone's; the F1901 lists in the pipe are not.
    // (The processed ones come with their phase's page of the history, the pipe's with the view.)
    const england = [...(historyPage(s, player('ENGLAND'), {}).lists ?? []), ...(viewGame(s, player('ENGLAND')).lists ?? [])];
    expect(england.filter((l) => l.power === 'FRANCE').map((l) => [l.phase, l.status])).toEqual([['S1901M', 'processed']]);
  });

  it('leaves a standard game\'s history whole for everyone', () => {
    const s = activeGame([]);
    const done = apply(s, master, { type: 'process' }, { now: s.createdAt + 1, random: () => 0 });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(historyFor(done.value.state, anyone)).toBe(done.value.state.history);
  });
});
