import { describe, expect, test } from 'vitest';
import { activeGame, master, must, player, POWERS, T0 } from '../game/test-game.js';
import type { Actor, GameState, PressMessage } from '../game/types.js';
import { recordFor } from './history.js';
import { historyPage, PAGE_MAX, pressPage } from './pages.js';
import { viewGame } from './view.js';

/**
 * 30 processed phases and 560 messages of 8,000 characters (the most a message may have), one in
 * four a broadcast, the rest from one power to another; a minute apart, within the press rate.
 */
function longGame(): GameState {
  let g = activeGame();
  for (let i = 0; i < 30; i++) g = must(g, master, { type: 'process' }).state;
  for (let i = 0; i < 560; i++) {
    const from = POWERS[i % 7]!;
    const to = i % 4 === 0 ? 'ALL' : [POWERS[(i + 1) % 7]!];
    g = must(g, player(from), { type: 'press', to, body: `${String(i).padStart(4, '0')}:${'x'.repeat(7_995)}` }, T0 + i * 60_000).state;
  }
  return g;
}

const bytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/** Every page of the press for this actor, following `next` from the newest. */
function allPress(g: GameState, actor: Actor | null, limit?: number): PressMessage[] {
  const out: PressMessage[] = [];
  let before: number | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const page = pressPage(g, actor, { ...(before === undefined ? {} : { before }), ...(limit === undefined ? {} : { limit }) });
    out.push(...page.press);
    if (page.next === null) return out;
    before = page.next;
  }
  throw new Error('the pages never end');
}

describe('a long game\'s view stays the size of one phase', () => {
  const g = longGame();

  test('30 phases and 560 messages of 8 KB: the view is a few KB, for every viewer', () => {
    expect(g.history).toHaveLength(30);
    expect(bytes(g.press)).toBeGreaterThan(4_400_000);
    const fresh = bytes(viewGame(activeGame(), master));
    for (const actor of [null, master, player('FRANCE')]) {
      const size = bytes(viewGame(g, actor));
      // The last phase's record and the chart's one point a year are all it adds to a new game's view.
      expect(size).toBeLessThan(12_000);
      expect(size - fresh).toBeLessThan(6_000);
    }
    const french = g.press.filter((m) => m.kind === 'broadcast' || m.from === 'FRANCE' || m.to.includes('FRANCE'));
    expect(viewGame(g, player('FRANCE')).press).toEqual({ count: french.length, newest: french.at(-1)!.id });
  });

  test('the chart\'s figures: the start and one point a year', () => {
    const centres = viewGame(g, null).centres;
    expect(centres.map((c) => c.phase)).toEqual(['S1901M', ...Array.from({ length: 15 }, (_, i) => `F${1901 + i}M`), 'S1916M']);
    expect(centres[0]!.counts).toEqual({ AUSTRIA: 3, ENGLAND: 3, FRANCE: 3, GERMANY: 3, ITALY: 3, RUSSIA: 4, TURKEY: 3 });
  });
});

describe('the history a page at a time', () => {
  const g = longGame();

  test('the newest page first, oldest first within it, and a cursor to the older ones', () => {
    const newest = historyPage(g, null, {});
    expect(newest).toMatchObject({ from: 10, total: 30, next: 10 });
    expect(newest.phases).toEqual(g.history.slice(10));
    const older = historyPage(g, null, { before: newest.next!, limit: 20 });
    expect(older).toMatchObject({ from: 0, total: 30, next: null });
    expect(older.phases).toEqual(g.history.slice(0, 10));
    expect(historyPage(g, null, { before: 12, limit: 5 })).toMatchObject({ from: 7, next: 7, phases: g.history.slice(7, 12) });
  });

  test('a page holds at most PAGE_MAX; a cursor past either end is brought within it', () => {
    const long = activeGame();
    let g2 = long;
    for (let i = 0; i < PAGE_MAX + 5; i++) g2 = must(g2, master, { type: 'process' }).state;
    expect(historyPage(g2, null, { limit: 10_000 }).phases).toHaveLength(PAGE_MAX);
    expect(historyPage(g2, null, { before: 1_000_000, limit: 3 }).from).toBe(PAGE_MAX + 2);
    expect(historyPage(g2, null, { before: 0 })).toMatchObject({ phases: [], from: 0, next: null });
    expect(historyPage(g2, null, { limit: 0 }).phases).toHaveLength(1);
  });

  test('each record as the viewer may see it', () => {
    for (const actor of [null, master, player('ITALY')]) {
      expect(historyPage(g, actor, { before: 3, limit: 3 }).phases).toEqual(g.history.slice(0, 3).map((r) => recordFor(g, r, actor)));
    }
  });
});

describe('the press a page at a time', () => {
  const g = longGame();

  test('newest first, each page older than the one before, and all of them the readable press', () => {
    const first = pressPage(g, master, {});
    expect(first.press).toHaveLength(20);
    const ids = first.press.map((m) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(first.next).toBe(ids.at(-1));
    const all = allPress(g, master, 7);
    expect(all.map((m) => m.id)).toEqual(g.press.filter((m) => m.kind === 'broadcast').map((m) => m.id).reverse());
    expect(first.total).toBe(all.length);
  });

  test('a power pages through its own press only: never into others\'', () => {
    for (const power of POWERS) {
      const all = allPress(g, player(power), PAGE_MAX);
      expect(all.length).toBe(pressPage(g, player(power), {}).total);
      for (const m of all) expect(m.kind === 'broadcast' || m.from === power || m.to.includes(power)).toBe(true);
      // A cursor anywhere gives nothing more: the pages before and after it are cut the same way.
      for (const before of [561, 300, 2]) {
        for (const m of pressPage(g, player(power), { before, limit: PAGE_MAX }).press) {
          expect(m.id).toBeLessThan(before);
          expect(m.kind === 'broadcast' || m.from === power || m.to.includes(power)).toBe(true);
        }
      }
    }
    expect(allPress(g, null)).toEqual(allPress(g, master).filter((m) => m.kind === 'broadcast'));
  });

  test('a page holds at most PAGE_MAX messages', () => {
    expect(pressPage(g, null, { limit: 10_000 }).press).toHaveLength(PAGE_MAX);
  });
});
