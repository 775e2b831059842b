import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { Env } from '../env';
import { ApiError } from '../errors';
import type { DoorCommand } from '../room/commands';
import type { JsonText } from '../room/json-text';
import { admitClient, type ClientLimit } from './client-limits';
import { roomOf } from './rooms';
import { unwrap } from './statuses';

/*
 * A route of the API as data: its method, path, who may call it, what its body and query
 * hold and what it answers. The same record registers the handler with Hono and writes
 * the route into the OpenAPI document, so the two cannot drift apart.
 */

export type AppEnv = { Bindings: Env };
export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Who may call: `none` needs no secret and ignores one; `optional` answers each caller as
 * their secret allows (anybody without one); `secret` needs one.
 */
export type Access = 'none' | 'optional' | 'secret';

export interface RouteSpec<B extends z.ZodType | undefined = z.ZodType | undefined, Q extends z.ZodType | undefined = z.ZodType | undefined> {
  readonly method: Method;
  /** In Hono's form: `/api/games/:id/orders`. */
  readonly path: string;
  /** Groups routes in the document. */
  readonly tag: 'games' | 'play' | 'master' | 'meta';
  readonly summary: string;
  readonly access: Access;
  readonly body?: B;
  readonly query?: Q;
  /** The answer's body; absent for a WebSocket upgrade. */
  readonly response?: z.ZodType;
  readonly status: 200 | 201 | 101;
  /** The error statuses the route may answer with, besides 400 for a malformed request. */
  readonly errors: readonly ContentfulStatusCode[];
  /** The per-client rate limit the route counts against (client-limits.ts); it then lists 429. */
  readonly limit?: ClientLimit;
}

/** What a handler is given: the request, parsed. */
export interface Call<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  readonly c: Context<AppEnv>;
  readonly env: Env;
  readonly body: B extends z.ZodType ? z.output<B> : undefined;
  readonly query: Q extends z.ZodType ? z.output<Q> : undefined;
  /** The caller's bearer secret, or null. */
  readonly secret: string | null;
  param(name: string): string;
}

export interface Route {
  readonly spec: RouteSpec;
  readonly handle: (c: Context<AppEnv>) => Promise<Response>;
}

/** Secrets are base64url; anything else in the header cannot be one. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;

/**
 * The caller's secret from `Authorization: Bearer …`. A header that is there but is not a
 * bearer secret is a wrong secret, answered as any other wrong one.
 */
export function bearerSecret(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = BEARER.exec(header.trim());
  if (match?.[1] === undefined) throw new ApiError(401, 'bad_secret', 'That secret does not open this game.');
  return match[1];
}

/**
 * A body sent as JSON: `application/json` (or a `+json` type). A browser sends a form or
 * `text/plain` to another site without asking it first, and JSON only after a preflight
 * the API does not grant, so refusing every other type keeps pages elsewhere from creating,
 * joining, observing or taking over in a visitor's name.
 */
const JSON_MEDIA = /^application\/([a-z0-9.+-]+\+)?json$/i;

/** The body as JSON: empty stands for `{}`, so commands without fields need no body. */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', `The body must be sent as application/json${type === '' ? ' (no Content-Type was given)' : `, not ${type}`}.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'bad_json', 'The body is not valid JSON.');
  }
}

/** Parses at the door: a zod failure is a 400 with every issue as details. */
function parseWith<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const where = first === undefined || first.path.length === 0 ? '' : ` (at ${first.path.join('.')})`;
  throw new ApiError(400, 'invalid_request', `The ${what} is not as expected: ${first?.message ?? 'invalid'}${where}.`, parsed.error.issues);
}

/** A route: its spec and the handler, which answers with the body or a whole Response. */
export function route<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<B, Q>,
  handler: (call: Call<B, Q>) => Promise<unknown>,
): Route {
  const handle = async (c: Context<AppEnv>): Promise<Response> => {
    // First, so that every attempt counts, a malformed one too, and a refusal costs nothing.
    if (spec.limit !== undefined) await admitClient(c.env, spec.limit, c.req.header('cf-connecting-ip'));
    const secret = spec.access === 'none' ? null : bearerSecret(c.req.header('authorization'));
    if (spec.access === 'secret' && secret === null) {
      throw new ApiError(401, 'secret_required', 'This needs your secret: send it as Authorization: Bearer <secret>.');
    }
    const body = (spec.body === undefined ? undefined : parseWith(spec.body, await readJson(c), 'body')) as Call<B, Q>['body'];
    const query = (spec.query === undefined ? undefined : parseWith(spec.query, c.req.query(), 'query')) as Call<B, Q>['query'];
    const answer = await handler({ c, env: c.env, body, query, secret, param: (name) => c.req.param(name) ?? '' });
    if (answer instanceof Response) return answer;
    return c.json(answer as object, spec.status === 201 ? 201 : 200);
  };
  return { spec: spec as RouteSpec, handle };
}

/** The answer for JSON the room wrote already (`JsonText`): sent on as it is, as `c.json` sends a value. */
export function writtenJson(c: Context<AppEnv>, text: JsonText<unknown>): Response {
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}

/**
 * A route that turns its body into one command for the game of `:id`, acts it with the
 * caller's secret and answers with the game as the command left it.
 */
export function actRoute<B extends z.ZodType>(spec: RouteSpec<B, undefined>, toCommand: (body: z.output<B>) => DoorCommand): Route {
  return route(spec, async ({ env, secret, body, param }) => ({
    game: unwrap(await roomOf(env, param('id')).act(secret, toCommand(body as z.output<B>))).game,
  }));
}

/** Registers every route with the app. */
export function mount(app: Hono<AppEnv>, routes: readonly Route[]): void {
  for (const r of routes) app.on(r.spec.method.toUpperCase(), r.spec.path, r.handle);
}
