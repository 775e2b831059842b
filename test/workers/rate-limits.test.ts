import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app, { ROUTES } from '../../workers/app';
import { openApiPath } from '../../workers/api/openapi';
import { clientKey, NO_ADDRESS, RETRY_AFTER_SECONDS } from '../../workers/api/client-limits';
import type { Env } from '../../workers/env';
import { call, expectStatus, newGame } from './support/api';

/*
 * The per-client rate limits on creating games, entering them (join, observe, takeover)
 * and opening sockets. The suites run with wrangler.toml's limits raised out of their way
 * (vitest.config.ts); here a door is put behind TIGHT_LIMITER, 3 a minute, by handing the
 * app an env where the door's binding is that one.
 */

const TIGHT = 3;

/** A fresh client address for each test, so that no two share a count. */
function address(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

interface Options {
  readonly ip?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** One request through the app with this env, from this address. */
function send(using: Env, method: string, path: string, options: Options = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.ip !== undefined) headers.set('cf-connecting-ip', options.ip);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return Promise.resolve(app.fetch(new Request(`http://judge.test${path}`, { method, headers, body }), using));
}

const createGame = (using: Env, ip: string) => send(using, 'POST', '/api/games', { ip, body: { name: 'Burst' } });

/**
 * Sends until the first 429 (a bounded number of tries), and returns how many were served
 * before it and the refusal. The window is fixed: one that turns during the burst starts
 * the count again, so up to twice the limit may be served.
 */
async function burst(request: () => Promise<Response>, limit = TIGHT): Promise<{ served: number[]; refused: Response }> {
  const served: number[] = [];
  for (let i = 0; i < 2 * limit + 2; i++) {
    const res = await request();
    if (res.status === 429) return { served, refused: res };
    served.push(res.status);
    res.webSocket?.accept();
    res.webSocket?.close();
    if (res.webSocket === null) await res.body?.cancel();
  }
  throw new Error(`no 429 after ${served.length} requests: ${served.join(', ')}`);
}

/** The refusal is a 429 in the API's error shape, saying when to come back. */
async function expectRateLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/from your address: wait a minute/) } });
}

function expectServedUpToTheLimit(served: number[], status: number): void {
  expect(served.length).toBeGreaterThanOrEqual(TIGHT);
  expect(served.length).toBeLessThanOrEqual(2 * TIGHT);
  expect(new Set(served)).toEqual(new Set([status]));
}

describe('rate limits per client', () => {
  it('refuse a burst of creates from one client with 429, while another client is still served', async () => {
    const tight: Env = { ...env, CREATE_LIMITER: env.TIGHT_LIMITER };
    const flooder = address();
    const { served, refused } = await burst(() => createGame(tight, flooder));
    expectServedUpToTheLimit(served, 201);
    await expectRateLimited(refused);
    // Still refused, whatever the body: the count comes before anything is read.
    expect((await send(tight, 'POST', '/api/games', { ip: flooder, body: { nonsense: true } })).status).toBe(429);

    expect((await createGame(tight, address())).status).toBe(201);
  });

  it('count joins, observes and takeovers together, per client', async () => {
    const tight: Env = { ...env, ENTER_LIMITER: env.TIGHT_LIMITER };
    const { id } = await newGame({ rules: ['POWER_CHOICE'] });
    const flooder = address();
    const { served, refused } = await burst(() => send(tight, 'POST', `/api/games/${id}/observe`, { ip: flooder, body: { name: 'Eve' } }));
    expectServedUpToTheLimit(served, 201);
    await expectRateLimited(refused);
    await expectRateLimited(await send(tight, 'POST', `/api/games/${id}/join`, { ip: flooder, body: { name: 'Eve', power: 'ITALY' } }));
    await expectRateLimited(await send(tight, 'POST', `/api/games/${id}/takeover`, { ip: flooder, body: { name: 'Eve', power: 'ITALY' } }));

    const other = address();
    expect((await send(tight, 'POST', `/api/games/${id}/join`, { ip: other, body: { name: 'Ann', power: 'FRANCE' } })).status).toBe(201);
    expect((await send(tight, 'POST', `/api/games/${id}/observe`, { ip: other, body: { name: 'Ann' } })).status).toBe(201);
  });

  it('refuse a burst of joins', async () => {
    const tight: Env = { ...env, ENTER_LIMITER: env.TIGHT_LIMITER };
    const { id } = await newGame();
    const flooder = address();
    let n = 0;
    const { served, refused } = await burst(() => send(tight, 'POST', `/api/games/${id}/join`, { ip: flooder, body: { name: `Joiner ${n++}` } }));
    expectServedUpToTheLimit(served, 201);
    await expectRateLimited(refused);
    expect((await send(tight, 'POST', `/api/games/${id}/join`, { ip: address(), body: { name: 'Latecomer' } })).status).toBe(201);
  });

  it('refuse a burst of socket opens, while another client still gets his socket', async () => {
    const tight: Env = { ...env, SOCKET_LIMITER: env.TIGHT_LIMITER };
    const { id } = await newGame();
    const open = (ip: string) => send(tight, 'GET', `/api/games/${id}/ws`, { ip, headers: { upgrade: 'websocket' } });
    const flooder = address();
    const { served, refused } = await burst(() => open(flooder));
    expectServedUpToTheLimit(served, 101);
    await expectRateLimited(refused);

    const other = await open(address());
    expect(other.status).toBe(101);
    other.webSocket?.accept();
    other.webSocket?.close();
  });

  it('keep each door’s count apart: a client refused games may still join', async () => {
    const tight: Env = { ...env, CREATE_LIMITER: env.TIGHT_LIMITER };
    const flooder = address();
    await expectRateLimited((await burst(() => createGame(tight, flooder))).refused);
    const { id } = await newGame();
    expect((await send(tight, 'POST', `/api/games/${id}/join`, { ip: flooder, body: { name: 'Still welcome' } })).status).toBe(201);
  });

  it('count an IPv6 client by its /64, so that fresh addresses in it do not escape', async () => {
    const tight: Env = { ...env, CREATE_LIMITER: env.TIGHT_LIMITER };
    const [a, b] = crypto.getRandomValues(new Uint16Array(2));
    const net = `2001:db8:${a!.toString(16)}:${b!.toString(16)}`;
    let n = 0;
    const { refused } = await burst(() => createGame(tight, `${net}:${(++n).toString(16)}::1`));
    await expectRateLimited(refused);
    expect((await createGame(tight, `${net}::beef`)).status).toBe(429);
    expect((await createGame(tight, `2001:db8:${a!.toString(16)}:${((b! + 1) % 0x10000).toString(16)}::1`)).status).toBe(201);
  });

  it('let through the addresses the host exempts (RATE_LIMIT_EXEMPT)', async () => {
    const own = address();
    const tight: Env = { ...env, CREATE_LIMITER: env.TIGHT_LIMITER, RATE_LIMIT_EXEMPT: ` 192.0.2.1, ${own} ` };
    for (let i = 0; i < 2 * TIGHT + 2; i++) expect((await createGame(tight, own)).status).toBe(201);
    const stranger = address();
    await expectRateLimited((await burst(() => createGame(tight, stranger))).refused);
  });

  it('leave a door open, not broken, when the host removed its binding', async () => {
    const { CREATE_LIMITER: _removed, ...rest } = env;
    const unbound = rest as Env;
    const ip = address();
    for (let i = 0; i < 2 * TIGHT + 2; i++) expect((await createGame(unbound, ip)).status).toBe(201);
  });

  it('carry the defensive headers on a refusal too', async () => {
    const tight: Env = { ...env, CREATE_LIMITER: env.TIGHT_LIMITER };
    const flooder = address();
    const { refused } = await burst(() => createGame(tight, flooder));
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    await refused.body?.cancel();
  });

  it('are bound in wrangler.toml, one for each door', () => {
    for (const limiter of [env.CREATE_LIMITER, env.ENTER_LIMITER, env.SOCKET_LIMITER]) expect(typeof limiter?.limit).toBe('function');
  });

  it('are named in the OpenAPI document: 429 on every limited route', async () => {
    const doc = expectStatus(await call('GET', '/api/openapi.json'), 200) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const limited = [
      ['post', '/api/games'],
      ['post', '/api/games/{id}/join'],
      ['post', '/api/games/{id}/observe'],
      ['post', '/api/games/{id}/invest'],
      ['post', '/api/games/{id}/takeover'],
      ['get', '/api/games/{id}/ws'],
    ] as const;
    for (const [method, path] of limited) expect(doc.paths[path]?.[method]?.responses['429'], `${method} ${path}`).toBeDefined();
    // And only those, besides a route whose own answer may be 429 for a rule of the game
    // (press sent too fast, too many confirmation codes): a route that counts against a
    // limit says so, and no other does.
    for (const { spec } of ROUTES) {
      const documented = doc.paths[openApiPath(spec.path)]?.[spec.method]?.responses['429'] !== undefined;
      expect(documented, `${spec.method} ${spec.path}`).toBe(spec.limit !== undefined || spec.errors.includes(429));
    }
    expect(ROUTES.filter((r) => r.spec.limit !== undefined)).toHaveLength(limited.length);
  });
});

describe('the client of a request', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address, by its /64', '2001:DB8:0:42:1:2:3:4', '2001:db8:0:42::/64'],
    ['a compressed IPv6 address', '2001:db8::1', '2001:db8:0:0::/64'],
    ['the IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['no address', undefined, NO_ADDRESS],
    ['an empty header', '  ', NO_ADDRESS],
  ])('is %s', (_what, header, key) => {
    expect(clientKey(header)).toBe(key);
  });

  it('is bounded when the header is no address at all', () => {
    expect(clientKey('x'.repeat(500))).toHaveLength(64);
  });
});
