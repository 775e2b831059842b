import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import worker from '../../../workers/index';

/*
 * Helpers for driving the judge through its HTTP API, as a client would.
 */

export interface Answer<T = any> {
  readonly status: number;
  readonly body: T;
}

export interface CallOptions {
  /** Sent as JSON unless a string or a stream (sent as it is). */
  readonly body?: unknown;
  readonly secret?: string;
  readonly headers?: Record<string, string>;
}

/** One request to the API; the answer's JSON body (or text, when not JSON). */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers = new Headers(options.headers);
  if (options.secret !== undefined) headers.set('authorization', `Bearer ${options.secret}`);
  let body: string | ReadableStream | undefined;
  if (options.body !== undefined) {
    body =
      typeof options.body === 'string' || options.body instanceof ReadableStream ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  // The Worker's own fetch handler, called as the runtime calls it, rather than through
  // `exports.default`: the pool (vitest-pool-workers 0.15) wraps its entrypoint's prototype in
  // one more Proxy at every request, so each request there costs more than the one before it,
  // and a file of a few hundred requests spent minutes in property lookups.
  const request = new Request(`http://judge.test${path}`, { method, headers, body });
  const res = await worker.fetch(request, env, createExecutionContext());
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the text itself.
  }
  return { status: res.status, body: parsed as T };
}

/** Asserts a status, showing the body when it differs. */
export function expectStatus<T>(answer: Answer<T>, status: number): T {
  if (answer.status !== status) {
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** A secret of the right form that opens nothing. */
/** The game as this secret's holder (none: a stranger) sees it through the API. */
export async function gameOf(id: string, secret?: string): Promise<any> {
  return expectStatus(await call('GET', `/api/games/${id}`, secret === undefined ? {} : { secret }), 200).game;
}

export function newSecretLike(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'] as const;
export type Power = (typeof POWERS)[number];

export interface Seat {
  readonly playerId: string;
  readonly secret: string;
}

export interface TestGame {
  readonly id: string;
  readonly master: string;
  readonly seats: Record<Power, Seat>;
}

/** Creates a game; the body's fields override sensible test defaults. */
export async function newGame(overrides: Record<string, unknown> = {}): Promise<{ id: string; master: string; game: any }> {
  const body = expectStatus(await call('POST', '/api/games', { body: { name: 'Test game', ...overrides } }), 201);
  return { id: body.id, master: body.masterSecret, game: body.game };
}

/** Creates a game and seats seven players in it, each choosing his power (POWER_CHOICE). */
export async function fullGame(overrides: Record<string, unknown> = {}): Promise<TestGame> {
  const rules = ['POWER_CHOICE', ...((overrides.rules as string[] | undefined) ?? [])];
  const { id, master } = await newGame({ ...overrides, rules });
  const seats = {} as Record<Power, Seat>;
  for (const power of POWERS) {
    const joined = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Player ${power}`, power } }), 201);
    seats[power] = { playerId: joined.playerId, secret: joined.secret };
  }
  return { id, master, seats };
}

/** Puts the clock of the test, and of every room in this isolate, at a fixed time. */
export function setNow(ms: number): void {
  vi.setSystemTime(ms);
}

/**
 * Freezes Date at a time far ahead of the real one, so that alarms the rooms set never fire
 * by themselves during a test: only runDurableObjectAlarm runs them.
 */
export function useTestClock(start = Date.UTC(2040, 0, 1)): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
}

/** The master processes the phase being played, naming it as his console does (a stale one is refused). */
export async function processNow(g: { readonly id: string; readonly master: string }): Promise<Answer> {
  const { game } = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200);
  return call('POST', `/api/games/${g.id}/master/process`, { secret: g.master, body: { phase: game.phase } });
}

/**
 * The whole game as the holder of `secret` may see it, in the shape the view had before it
 * was cut to the current phase (issue 11): the view of `game`, with `history` (every
 * processed phase, oldest first) and the processed lists (first in `lists`) read from the
 * history's pages, and `allPress` (every readable message, oldest first) from the press's.
 */
export async function withPages(id: string, game: any, secret?: string): Promise<any> {
  const auth = secret === undefined ? {} : { secret };
  const history: any[] = [];
  const processed: any[] = [];
  for (let before: number | null | undefined; before !== null; ) {
    const page = expectStatus(await call('GET', `/api/games/${id}/history?limit=50${before === undefined ? '' : `&before=${before}`}`, auth), 200);
    history.unshift(...page.phases);
    processed.unshift(...(page.lists ?? []));
    before = page.next;
  }
  const press: any[] = [];
  for (let before: number | null | undefined; before !== null; ) {
    const page = expectStatus(await call('GET', `/api/games/${id}/press?limit=50${before === undefined ? '' : `&before=${before}`}`, auth), 200);
    press.unshift(...[...page.press].reverse());
    before = page.next;
  }
  return { ...game, history, allPress: press, ...(game.lists === undefined ? {} : { lists: [...processed, ...game.lists] }) };
}
