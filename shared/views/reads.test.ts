import { describe, expect, test } from 'vitest';
import { activeGame, master, must, player, POWERS, T0 } from '../game/test-game.js';
import type { GameState } from '../game/types.js';
import { historyPage, pressPage } from './pages.js';
import { viewGame } from './view.js';

/*
 * What one request reads of a game must not grow with the game's past: the view reads no
 * message and, once per phase, the processed phases; a page reads the messages or phases it
 * shows. Counted, not timed: each message's body and each processed phase is watched, and
 * a game twice as long must read no more.
 */

/** A game of GREY_PRESS (every message disguised, so made up anew for whoever reads it) with `phases` processed and `messages` broadcast. */
function longGame(phases: number, messages: number): GameState {
  let g = activeGame(['GREY_PRESS']);
  for (let i = 0; i < phases; i++) g = must(g, master, { type: 'process' }).state;
  for (let i = 0; i < messages; i++) {
    // A minute apart, each power in turn: within the press rate.
    g = must(g, player(POWERS[i % 7]!), { type: 'press', to: 'ALL', body: `${i} ${'x'.repeat(600)}` }, T0 + i * 60_000).state;
  }
  return g;
}

/** The game with its messages' bodies and its processed phases watched: which were read since the last `reset`. */
function watched(g: GameState) {
  const bodies = new Set<number>();
  const phases = new Set<number>();
  const press = g.press.map((m) => new Proxy(m, { get: (target, key, receiver) => (key === 'body' && bodies.add(target.id), Reflect.get(target, key, receiver)) }));
  const history = g.history.map((r, i) => new Proxy(r, { get: (target, key, receiver) => (phases.add(i), Reflect.get(target, key, receiver)) }));
  return {
    state: { ...g, press, history } as GameState,
    bodies,
    phases,
    reset: () => (bodies.clear(), phases.clear()),
  };
}

/** What each request read of a game of this length, for a player. */
function readsOf(phases: number, messages: number) {
  const g = watched(longGame(phases, messages));
  const france = player('FRANCE');
  // The first view of a phase finds the centre chart's boards; every later one has them.
  viewGame(g.state, france);
  g.reset();
  const view = viewGame(g.state, france);
  const seen = { viewBodies: g.bodies.size, viewPhases: g.phases.size, count: view.press.count };
  g.reset();
  const press = pressPage(g.state, france, {});
  const pressRead = { bodies: g.bodies.size, shown: press.press.length };
  g.reset();
  const history = historyPage(g.state, france, {});
  return { ...seen, press: pressRead, historyRead: g.phases.size, historyShown: history.phases.length };
}

describe('a request reads what it answers, not the game\'s past', () => {
  const short = readsOf(30, 200);
  const long = readsOf(60, 400);

  test('the view reads no message, and no processed phase but the last', () => {
    expect([short.count, long.count]).toEqual([200, 400]);
    for (const reads of [short, long]) {
      expect(reads.viewBodies).toBe(0);
      expect(reads.viewPhases).toBeLessThanOrEqual(1);
    }
  });

  test('a press page reads the messages it shows, however many there are', () => {
    // France's own messages on the page he reads as they are; the others are made up for him.
    expect(short.press.shown).toBe(20);
    expect(short.press.bodies).toBeGreaterThan(0);
    expect(short.press.bodies).toBeLessThanOrEqual(short.press.shown);
    expect(long.press).toEqual(short.press);
  });

  test('a history page reads at most the phases it shows', () => {
    for (const reads of [short, long]) {
      expect(reads.historyShown).toBe(20);
      expect(reads.historyRead).toBeLessThanOrEqual(reads.historyShown);
    }
  });
});
