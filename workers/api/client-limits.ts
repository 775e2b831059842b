import type { Env } from '../env';
import { RetryLater } from '../errors';

/*
 * Rate limits per client on the doors that make something new: a game, a newcomer to a
 * game (joining, observing, taking over) and a WebSocket. Each is a Workers rate-limiting
 * binding of its own ([[ratelimits]] in wrangler.toml, where the host sets limit and
 * period), counted per client address.
 *
 * A binding the host removed, or one that fails, lets the request through: the limits are
 * a guard against floods, and a judge that refused everybody because its guard is missing
 * or hiccuping would be worse than one that is briefly unguarded. Each is logged.
 */

/** The doors with a limit of their own, each counted by its binding. */
export type ClientLimit = 'create' | 'enter' | 'socket';

interface Door {
  readonly binding: 'CREATE_LIMITER' | 'ENTER_LIMITER' | 'SOCKET_LIMITER';
  /** What the refused client was doing, in the 429's sentence. */
  readonly what: string;
}

const DOORS: Record<ClientLimit, Door> = {
  create: { binding: 'CREATE_LIMITER', what: 'Too many games were created from your address' },
  enter: { binding: 'ENTER_LIMITER', what: 'Too many joins, observers and takeovers came from your address' },
  socket: { binding: 'SOCKET_LIMITER', what: 'Too many WebSockets were opened from your address' },
};

/**
 * What a refused client is told to wait, in seconds. The binding does not say when its
 * window ends, and a host may set a period of 10 or 60 seconds: after 60 there is always
 * room again.
 */
export const RETRY_AFTER_SECONDS = 60;

/** The key of a request that carries no address: only outside Cloudflare (tests, in-process calls). */
export const NO_ADDRESS = 'no-address';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

/** The eight groups of an IPv6 address, its `::` filled in; null if it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const split = (half: string | undefined) => (half === undefined || half === '' ? [] : half.split(':'));
  const left = split(halves[0]);
  const right = split(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...right];
  return groups.every((g) => HEXTET.test(g)) ? groups.map((g) => parseInt(g, 16).toString(16)) : null;
}

/**
 * The client a request is counted against: its address as Cloudflare saw it
 * (`CF-Connecting-IP`, which the edge sets and a client cannot forge there). An IPv6
 * address counts as its /64, since one subscriber is usually given a whole /64 and could
 * otherwise take a fresh address for every request; an IPv4-mapped one counts as the IPv4.
 *
 * Without the header (only tests and in-process calls; `wrangler dev` sets it to the
 * local peer), every such request shares one key, so that leaving it out can never be a
 * way around the limit.
 */
export function clientKey(header: string | null | undefined): string {
  const address = (header ?? '').trim().toLowerCase();
  if (address === '') return NO_ADDRESS;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (IPV4.test(v4)) return v4;
  const groups = ipv6Groups(address);
  if (groups !== null) return `${groups.slice(0, 4).join(':')}::/64`;
  // Not an address: counted as it is (bounded, so that a long one costs nothing).
  return address.slice(0, 64);
}

/** The clients the host exempts (RATE_LIMIT_EXEMPT, a comma-separated list of addresses): their keys. */
function exemptKeys(list: string | undefined): Set<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '')
      .map(clientKey),
  );
}

const warned = new Set<string>();

/** Logs once per isolate, so that a missing binding does not fill the log. */
function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/**
 * Counts one request of the client at this door; over the door's limit it is refused with
 * 429 `rate_limited` and a Retry-After.
 */
export async function admitClient(env: Env, limit: ClientLimit, address: string | null | undefined): Promise<void> {
  const door = DOORS[limit];
  const key = clientKey(address);
  if (key !== NO_ADDRESS && exemptKeys(env.RATE_LIMIT_EXEMPT).has(key)) return;
  const limiter = env[door.binding];
  if (limiter === undefined) {
    warnOnce(door.binding, `${door.binding} is not bound (wrangler.toml [[ratelimits]]): this door is not rate limited.`);
    return;
  }
  let success: boolean;
  try {
    ({ success } = await limiter.limit({ key }));
  } catch (err) {
    console.error(`${door.binding} failed; the request is let through`, err);
    return;
  }
  if (!success) {
    throw new RetryLater(
      429,
      'rate_limited',
      `${door.what}: wait a minute and try again.`,
      RETRY_AFTER_SECONDS,
    );
  }
}
