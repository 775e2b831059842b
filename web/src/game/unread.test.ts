import { describe, expect, test } from 'vitest';
import { loadSeen, newestPress, pageTitle, pressSeenKey, saveSeen, unreadCount } from './unread.js';

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

  test('the count leads the page’s title', () => {
    expect(pageTitle('Friday game', 2)).toBe('(2) Friday game — Cloud Judge');
    expect(pageTitle('Friday game', 0)).toBe('Friday game — Cloud Judge');
  });
});
