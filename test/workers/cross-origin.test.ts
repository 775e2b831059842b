import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../../workers/app';
import type { Env } from '../../workers/env';
import { newGame } from './support/api';

/*
 * Pages of other sites and the API. By default (CORS_ORIGINS empty) no origin but the
 * judge's own may use it from a browser; a host may allow some, configured here by handing
 * the app an env with CORS_ORIGINS set.
 */

const OWN = 'http://judge.test';
const FRIEND = 'https://friend.example';
const STRANGER = 'https://evil.example';

const withOrigins = (list: string): Env => ({ ...env, CORS_ORIGINS: list });
const allowing = withOrigins(` ${FRIEND}, https://other.example:8443 `);

function send(using: Env, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return Promise.resolve(app.fetch(new Request(`${OWN}${path}`, init), using));
}

/** A browser's preflight before a JSON POST with a secret. */
const preflight = (using: Env, origin: string, path = '/api/games') =>
  send(using, 'OPTIONS', path, {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization, content-type',
  });

const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  it('refuses the preflight of an origin not allowed: 403 and no CORS allow header', async () => {
    for (const using of [env, allowing]) {
      const res = await preflight(using, STRANGER);
      expect(res.status).toBe(403);
      expect(corsHeaders(res)).toEqual([]);
      expect(res.headers.get('vary')).toMatch(/origin/i);
      expect(await res.json()).toEqual({ error: { code: 'origin_not_allowed', message: expect.stringContaining(STRANGER) } });
    }
  });

  it('refuses every origin when the host allows none (the default)', async () => {
    expect(env.CORS_ORIGINS).toBe('');
    const res = await preflight(env, FRIEND);
    expect(res.status).toBe(403);
    expect(corsHeaders(res)).toEqual([]);
  });

  it('grants the preflight of an allowed origin: its methods and headers, Authorization and Content-Type', async () => {
    for (const origin of [FRIEND, 'https://other.example:8443']) {
      const res = await preflight(allowing, origin, '/api/games/abc/orders');
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toEqual(['authorization', 'content-type']);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/origin/i);
    }
  });

  it('lets an allowed origin read the answers, and no other', async () => {
    const granted = await send(allowing, 'POST', '/api/games', { origin: FRIEND }, { name: 'From a friend' });
    expect(granted.status).toBe(201);
    expect(granted.headers.get('access-control-allow-origin')).toBe(FRIEND);
    expect(granted.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
    expect(granted.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    await granted.body?.cancel();

    const other = await send(allowing, 'GET', '/api/health', { origin: STRANGER });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(other.headers.get('vary')).toMatch(/origin/i);
  });

  it('allows nothing for an entry that is not an origin', async () => {
    for (const list of ['*', 'https://friend.example/app', 'friend.example', 'null']) {
      const using = withOrigins(list);
      expect((await preflight(using, FRIEND)).status, list).toBe(403);
      expect((await preflight(using, 'null')).status, list).toBe(403);
    }
  });
});

describe('the defensive headers', () => {
  it.each([
    ['an answer', 'GET', '/api/health', 200],
    ['an answer with a secret', 'POST', '/api/games', 201],
    ['an error', 'GET', '/api/nothing-here', 404],
  ])('are on %s', async (_what, method, path, status) => {
    const res = await send(env, method, path, {}, method === 'POST' ? { name: 'Headers' } : undefined);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('vary')).toMatch(/origin/i);
    await res.body?.cancel();
  });
});

describe('a WebSocket from a page elsewhere', () => {
  const upgrade = (using: Env, id: string, origin?: string) =>
    send(using, 'GET', `/api/games/${id}/ws`, { upgrade: 'websocket', ...(origin === undefined ? {} : { origin }) });

  it('is refused, since browsers ask no preflight for one', async () => {
    const { id } = await newGame();
    const res = await upgrade(env, id, STRANGER);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'origin_not_allowed' } });
  });

  it('is opened for the judge’s own pages, an allowed origin and a client that sends none', async () => {
    const { id } = await newGame();
    for (const [using, origin] of [[env, OWN], [allowing, FRIEND], [env, undefined]] as const) {
      const res = await upgrade(using, id, origin);
      expect(res.status, String(origin)).toBe(101);
      res.webSocket?.accept();
      res.webSocket?.close();
    }
  });
});
