import { describe, expect, test } from 'vitest';
import { addPhases, addPress, fitHistory, gapBefore, NO_PAGES } from './pages.js';

const record = (phase: string) => ({ position: { phase, units: [], dislodged: [], standoffs: [], centers: {} }, orders: {}, results: [], processedAt: 0 });
const message = (id: number) => ({ id, at: id, phase: 'S1901M', from: 'FRANCE', to: ['ENGLAND'], kind: 'private' as const, body: `m${id}` });
const list = (phase: string) => ({ phase, power: 'FRANCE', status: 'processed' as const, lines: [], hidden: 0 });

describe('the history and press as the page has read them', () => {
  test('the view\'s count and last record; a page fills the holes before it; a rollback cuts', () => {
    let p = fitHistory(NO_PAGES, 30, record('F1915M'));
    expect(p.records).toHaveLength(30);
    expect(p.records[29]?.position.phase).toBe('F1915M');
    expect(p.from).toBe(29);
    p = addPhases(p, 10, Array.from({ length: 20 }, (_, i) => record(`X${i}`)), [list('X3')]);
    expect(p.from).toBe(10);
    expect(p.records.slice(0, 10).every((r) => r === undefined)).toBe(true);
    expect(p.lists.map((l) => l.phase)).toEqual(['X3']);
    p = fitHistory(p, 12, record('X1'));
    expect(p.records).toHaveLength(12);
    expect(p.records[11]?.position.phase).toBe('X1');
    expect(p.lists).toEqual([]);
  });

  test('messages from pages and pushes, each once, oldest first; the oldest page says whether more remain', () => {
    let p = addPress(NO_PAGES, [message(9), message(8), message(7)], 7);
    expect(p.olderPress).toBe(7);
    p = addPress(p, [message(10)]);
    p = addPress(p, [message(10), message(9)]);
    expect(p.press.map((m) => m.id)).toEqual([7, 8, 9, 10]);
    expect(p.olderPress).toBe(7);
    p = addPress(p, [message(6), message(5)], null);
    expect(p.press.map((m) => m.id)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(p.olderPress).toBeNull();
  });

  test('after the socket comes back, pages are read back until the messages read before are reached', () => {
    // Messages 1 to 30 were read; 31 to 75 came while the socket was down; a page is 20.
    let p = addPress(NO_PAGES, Array.from({ length: 20 }, (_, i) => message(30 - i)), 11);
    const known = 30;
    const pageOf = (before: number) => {
      const ids = Array.from({ length: Math.min(20, before - 1) }, (_, i) => before - 1 - i);
      return { press: ids.map(message), next: ids[ids.length - 1]! > 1 ? ids[ids.length - 1]! : null };
    };
    const read: number[] = [];
    let page = pageOf(76);
    for (;;) {
      p = addPress(p, page.press);
      const before = gapBefore(page, known);
      if (before === null) break;
      read.push(before);
      page = pageOf(before);
    }
    expect(read).toEqual([56, 36]);
    expect(p.press.map((m) => m.id)).toEqual(Array.from({ length: 65 }, (_, i) => 11 + i));
    expect(p.olderPress).toBe(11);
    // No gap: the newest page reaches what was read; a first read, or nothing older, asks nothing.
    expect(gapBefore({ press: [message(32), message(31), message(30)], next: 30 }, 30)).toBeNull();
    expect(gapBefore({ press: [message(40)], next: 40 }, null)).toBeNull();
    expect(gapBefore({ press: [message(40)], next: null }, 30)).toBeNull();
  });
});
