/**
 * What the door tells from a mail's envelope and headers before it reads a word of it:
 * whether it was sent by a machine (and so must never be answered, lest two machines
 * answer each other for ever), and which of the judge's addresses it came to. Pure.
 */

/** The judge's addresses: its own, and `<game>@` its domain for each game. */
export interface OwnAddresses {
  /** The judge's address, lower case. */
  readonly judge: string;
  /** Its domain, lower case. */
  readonly domain: string;
}

export function ownAddresses(judgeAddress: string): OwnAddresses {
  const judge = judgeAddress.trim().toLowerCase();
  return { judge, domain: judge.slice(judge.lastIndexOf('@') + 1) };
}

/** The address alone, lower case, from `Name <a@b>` or `a@b`; null when there is none. */
export function bareAddress(value: string | null): string | null {
  if (value === null) return null;
  const angled = /<([^<>]*)>/.exec(value);
  const address = (angled === null ? value : angled[1]!).trim().toLowerCase();
  return address === '' ? null : address;
}

const localPart = (address: string): string => address.slice(0, address.lastIndexOf('@')).replace(/\+.*$/, '');
const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1);

/** Senders that are mail systems, not people. */
const SYSTEM_SENDERS = /^(mailer-daemon|postmaster|mail-daemon|mailer|listserv|majordomo|bounces?|no-?reply|do-?not-?reply)$/;

/**
 * Why this mail must go unanswered, or null when a person may have written it: it says it
 * was sent automatically (Auto-Submitted other than "no"), comes from a list or a bulk
 * sender (Precedence, List-Id, List-Unsubscribe), asks not to be answered automatically
 * (X-Auto-Response-Suppress), is a delivery report or a bounce (no envelope sender,
 * multipart/report, MAILER-DAEMON, postmaster), has been through this judge before
 * (X-Loop), or comes from one of the judge's own addresses.
 */
export function automaticReason(envelopeFrom: string, headers: Headers, own: OwnAddresses): string | null {
  const auto = headers.get('auto-submitted');
  if (auto !== null && auto.trim().toLowerCase().split(/[\s;]/)[0] !== 'no') return `Auto-Submitted: ${auto}`;
  const precedence = headers.get('precedence')?.trim().toLowerCase();
  if (precedence === 'bulk' || precedence === 'list' || precedence === 'junk') return `Precedence: ${precedence}`;
  if (headers.has('list-id')) return 'a List-Id header';
  if (headers.has('list-unsubscribe')) return 'a List-Unsubscribe header';
  const suppress = headers.get('x-auto-response-suppress');
  if (suppress !== null && suppress.trim().toLowerCase() !== 'none') return `X-Auto-Response-Suppress: ${suppress}`;
  if (/^\s*multipart\/report\b/i.test(headers.get('content-type') ?? '')) return 'a delivery report (multipart/report)';
  const loop = headers.get('x-loop');
  if (loop !== null && loop.toLowerCase().includes(own.domain)) return `X-Loop: ${loop}`;
  const envelope = bareAddress(envelopeFrom);
  if (envelope === null || envelope === '<>' || !envelope.includes('@')) return 'no envelope sender (a bounce)';
  for (const address of [envelope, bareAddress(headers.get('from')), bareAddress(headers.get('sender'))]) {
    if (address === null || !address.includes('@')) continue;
    if (SYSTEM_SENDERS.test(localPart(address))) return `sent by ${address}`;
    if (address === own.judge || domainOf(address) === own.domain) return `sent from the judge's own address ${address}`;
  }
  return null;
}

/** Game names as the parser takes them (commands.ts). */
const GAME_NAME = /^[a-z0-9]{1,40}$/;

/**
 * The game a mail was sent to the address of (`<game>@` the judge's domain), or null for
 * the judge's own address (or any address the judge does not read as a game's).
 */
export function addressedGame(to: string, own: OwnAddresses): string | null {
  const address = bareAddress(to);
  if (address === null || address === own.judge || domainOf(address) !== own.domain) return null;
  const local = localPart(address);
  if (local === localPart(own.judge)) return null;
  return GAME_NAME.test(local) ? local : null;
}
