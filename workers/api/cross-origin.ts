import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors';
import type { AppEnv } from './route';

/*
 * What the API tells browsers about pages of other sites. The judge's own web client is
 * served from the Worker's own origin and needs no CORS; a host may let the pages of other
 * origins call the API too, by listing them in CORS_ORIGINS. Every other origin is refused:
 * its preflight is answered 403 with no Access-Control-Allow-* header, so the browser sends
 * nothing that needs one (a JSON body, a secret), and its WebSocket is refused, since
 * browsers apply no CORS to WebSockets.
 *
 * Not hono/cors: it answers every preflight 204 with the allowed methods and headers,
 * whatever the origin, and writes its headers onto the answer before the route runs, which
 * would make the room's WebSocket upgrade (a 101 passed through as it is) be copied.
 * Here the headers are prepared before the route and land on every answer the API writes,
 * its errors included; the 101 is left alone.
 */

const ALLOW_METHODS = 'GET, POST, PUT, DELETE';
const ALLOW_HEADERS = 'Authorization, Content-Type';
/** How long a browser may keep a granted preflight, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

/** An origin as browsers write it (`https://host[:port]`), or null if the text is not one. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The origins of CORS_ORIGINS. An entry that is not an origin (a path, a wildcard, a typo)
 * allows nothing, and is logged.
 */
export function allowedOrigins(list: string | undefined): Set<string> {
  if (list === lastList.text) return lastList.origins;
  const origins = new Set<string>();
  for (const entry of (list ?? '').split(',')) {
    if (entry.trim() === '') continue;
    const origin = originOf(entry);
    if (origin === null) console.warn(`CORS_ORIGINS: "${entry.trim()}" is not an origin (scheme://host[:port]); it allows nothing.`);
    else origins.add(origin);
  }
  lastList = { text: list, origins };
  return origins;
}

/** The list last read: it is the same on every request, and read (and any warning logged) once. */
let lastList: { text: string | undefined; origins: Set<string> } = { text: undefined, origins: new Set() };

/** Headers on every answer of the API, whoever asks. */
const DEFENSIVE_HEADERS: Record<string, string> = {
  // JSON is read as JSON, never sniffed into something a browser would run.
  'X-Content-Type-Options': 'nosniff',
  // Answers hold secrets (the master's, a newcomer's) and private views; nothing is worth
  // a cached copy, and every game changes under it.
  'Cache-Control': 'no-store',
  // An answer is data: it loads nothing, and no page may frame it.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

/** CORS for the origins the host allows, and defensive headers, on every answer under /api. */
export const crossOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const sent = c.req.header('origin');
  const origin = sent === undefined ? null : originOf(sent);
  const allowed = origin !== null && allowedOrigins(c.env.CORS_ORIGINS).has(origin);

  for (const [name, value] of Object.entries(DEFENSIVE_HEADERS)) c.header(name, value);
  // The answer differs with the Origin (the allow header, the resource policy): a cache must key on it.
  c.header('Vary', 'Origin');
  // A page elsewhere may not even embed an answer, unless its origin is allowed.
  c.header('Cross-Origin-Resource-Policy', allowed ? 'cross-origin' : 'same-origin');
  if (allowed) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Expose-Headers', 'Retry-After');
  }

  const preflight = c.req.method === 'OPTIONS' && sent !== undefined && c.req.header('access-control-request-method') !== undefined;
  if (preflight) {
    if (!allowed) throw refused(sent);
    c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
    c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
    c.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
    return c.body(null, 204);
  }

  // A browser opens a WebSocket to any site from any page, with no preflight: the Origin
  // it sends is the only thing that tells a page elsewhere from the judge's own client.
  const upgrade = c.req.header('upgrade')?.toLowerCase() === 'websocket';
  if (upgrade && sent !== undefined && !allowed && origin !== new URL(c.req.url).origin) throw refused(sent);

  return next();
};

function refused(origin: string): ApiError {
  return new ApiError(
    403,
    'origin_not_allowed',
    `Pages at ${origin.slice(0, 200)} may not use this judge's API from a browser; its host lists the origins that may in CORS_ORIGINS.`,
  );
}
