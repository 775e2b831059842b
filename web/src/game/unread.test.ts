import { describe, expect, test } from 'vitest';
import { loadSeen, newestPress, pageTitle, pressCountKey, pressSeenKey, saveSeen, unreadCount, unreadSince } from './unread.js';

const france = { kind: 'player' as const, playerId: 'p1', power: 'FRANCE' };
const press = [
  { id: 1, from: 'ENGLAND' },
  { id: 2, from: 'FRANCE' },
  { id: 3, from: 'MASTER' },
  { id: 5, from: 'OBSERVER', observer: 'o1' },
];

describe('unread press', () => {
  test('messages after the last seen, less one’s own', () => {
    expect(unreadCount(press, null, france)).toBe(3);
    expect(unreadCount(press, 1, france)).toBe(2);
    expect(unreadCount(press, 5, france)).toBe(0);
    expect(unreadCount(press, null, { kind: 'master' })).toBe(3);
    expect(unreadCount(press, null, { kind: 'observer', playerId: 'o1' })).toBe(3);
    expect(unreadCount(press, 3, { kind: 'observer', playerId: 'o2' })).toBe(1);
    expect(newestPress(press)).toBe(5);
    expect(newestPress([])).toBeNull();
  });

  test('what was seen survives a reload, kept by game and by viewer', () => {
    const store = new Map<string, string>();
    const kv = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const key = pressSeenKey('g1', france);
    expect(key).not.toBe(pressSeenKey('g1', { kind: 'master' }));
    expect(key).not.toBe(pressSeenKey('g2', france));
    expect(loadSeen(kv, key)).toBeNull();
    saveSeen(kv, key, 3);
    expect(loadSeen(kv, key)).toBe(3);
    expect(unreadCount(press, loadSeen(kv, key), france)).toBe(1);
    store.set(key, 'rubbish');
    expect(loadSeen(kv, key)).toBeNull();
  });

  test('after a long absence the count is the view’s, not the page loaded', () => {
    // He read 10 messages; 45 came since, 2 of them his own; only the newest page (20) is loaded.
    const loaded = Array.from({ length: 20 }, (_, i) => ({ id: 36 + i, from: i === 3 || i === 19 ? 'FRANCE' : 'ENGLAND' }));
    expect(unreadCount(loaded, 10, france)).toBe(18);
    expect(unreadSince(55, { id: 10, count: 10 }, loaded, france)).toBe(43);
    // Right after a reload nothing is loaded yet: the count is there at once.
    expect(unreadSince(55, { id: 10, count: 10 }, [], france)).toBe(45);
    // Never seen: everything he may read, less his own.
    expect(unreadSince(4, { id: null, count: null }, press, france)).toBe(3);
    // Read to the end: nothing.
    expect(unreadSince(55, { id: 55, count: 55 }, loaded, france)).toBe(0);
    // A browser that kept only the id counts the messages loaded, as before.
    expect(unreadSince(55, { id: 10, count: null }, loaded, france)).toBe(18);
  });

  test('the count read is kept beside the newest id, by game and viewer', () => {
    const store = new Map<string, string>();
    const kv = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const key = pressCountKey('g1', france);
    expect(key).not.toBe(pressSeenKey('g1', france));
    expect(key).not.toBe(pressCountKey('g1', { kind: 'master' }));
    saveSeen(kv, key, 55);
    expect(loadSeen(kv, key)).toBe(55);
  });

  test('the count leads the page’s title', () => {
    expect(pageTitle('Friday game', 2)).toBe('(2) Friday game — Cloud Judge');
    expect(pageTitle('Friday game', 0)).toBe('Friday game — Cloud Judge');
  });
});
