import { describe, expect, test } from 'vitest';
import { readSocketMessage, socketProtocols, socketUrl } from './api.js';
import { powerColour, powerLabel } from './powers.js';
import { href, parseRoute } from './route.js';
import { forgetCredential, loadCredential, saveCredential, savedGames, type Credential, type KeyStore } from './secrets.js';

/** localStorage's shape over a Map. */
function memoryStore(): KeyStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('routes', () => {
  test.each([
    ['', { page: 'list' }],
    ['#/', { page: 'list' }],
    ['#/new', { page: 'new' }],
    ['#/games/abc-123', { page: 'game', id: 'abc-123' }],
    ['#/games/abc-123/', { page: 'game', id: 'abc-123' }],
    ['#/nowhere', { page: 'missing', hash: '#/nowhere' }],
  ] as const)('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
    if (route.page !== 'missing' && hash.length > 2 && !hash.endsWith('/')) expect(href(route)).toBe(hash);
  });
});

describe('secrets kept per game', () => {
  const ann: Credential = { secret: 's1', role: 'player', power: 'FRANCE', name: 'Ann', savedAt: 2 };
  const master: Credential = { secret: 's2', role: 'master', power: null, name: 'Friday', savedAt: 5 };

  test('saved, read back, listed newest first, forgotten', () => {
    const store = memoryStore();
    saveCredential(store, 'g1', ann);
    saveCredential(store, 'g2', master);
    store.setItem('other-app', 'x');
    expect(loadCredential(store, 'g1')).toEqual(ann);
    expect(savedGames(store).map((g) => g.gameId)).toEqual(['g2', 'g1']);
    forgetCredential(store, 'g1');
    expect(loadCredential(store, 'g1')).toBeNull();
  });

  test('a key that does not read is as good as absent', () => {
    const store = memoryStore();
    store.setItem('cloud-judge:game:g1', '{not json');
    store.setItem('cloud-judge:game:g2', JSON.stringify({ secret: 's', role: 'king' }));
    expect(loadCredential(store, 'g1')).toBeNull();
    expect(loadCredential(store, 'g2')).toBeNull();
    expect(savedGames(store)).toEqual([]);
  });
});

describe('the API client', () => {
  test('the socket address never carries the secret (it goes as a subprotocol), over wss on https', () => {
    expect(socketUrl({ protocol: 'https:', host: 'judge.example' }, 'g1')).toBe('wss://judge.example/api/games/g1/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:8787' }, 'g1')).toBe('ws://127.0.0.1:8787/api/games/g1/ws');
    // The secret goes as a subprotocol beside cloud-judge, never in the address.
    expect(socketProtocols('s3cret')).toEqual(['cloud-judge', 's3cret']);
    expect(socketProtocols(null)).toEqual(['cloud-judge']);
  });

  test('pushed messages are read with the API’s schema', () => {
    expect(readSocketMessage(JSON.stringify({ type: 'error', error: { code: 'x', message: 'y' } }))).toEqual({ type: 'error', error: { code: 'x', message: 'y' } });
    expect(readSocketMessage('{"type":"game"}')).toBeNull();
    expect(readSocketMessage('not json')).toBeNull();
    expect(readSocketMessage(new ArrayBuffer(2))).toBeNull();
  });

  test('powers have their colours and names', () => {
    expect(powerColour('FRANCE')).toMatch(/^#/);
    expect(powerColour('ATLANTIS')).toMatch(/^#[0-9a-f]{6}$/);
    expect(powerLabel('FRANCE')).toBe('France');
  });
});
