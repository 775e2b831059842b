import { describe, expect, test } from 'vitest';
import { addPhases, addPress, fitHistory, NO_PAGES } from './pages.js';

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
});
