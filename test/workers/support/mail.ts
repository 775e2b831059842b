import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import worker from '../../../workers/index';
import { RoomStore } from '../../../workers/room/store';
import { useTestClock } from './api';

/*
 * Helpers for driving the judge by mail, as Cloudflare Email Routing would: a raw RFC 822
 * message handed to the Worker's `email` handler as a ForwardableEmailMessage, its reply
 * caught and read back.
 */

export const JUDGE = 'judge@judge.example';
export const DOMAIN = 'judge.example';

/** A reply the handler sent, read back. */
export interface Reply {
  /** The envelope the handler gave its EmailMessage. */
  readonly from: string;
  readonly to: string;
  readonly raw: string;
  readonly headers: Headers;
  readonly text: string;
}

/** What one mail brought back: the reply, if any, and whether the mail was rejected. */
export interface Delivered {
  readonly replies: readonly Reply[];
  readonly rejected: string | null;
}

/** The raw text of an EmailMessage the handler made (miniflare keeps it under this key). */
function rawOf(message: EmailMessage): unknown {
  return (message as unknown as Record<string, unknown>)['EmailMessage::raw'];
}

/** A mail the judge sent through its MAIL binding, read back. */
export interface SentMail {
  readonly to: string;
  /** The sender's display name (the judge's letterhead). */
  readonly from: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Stubs the MAIL binding for a test: each message it is given is read back and put on the
 * list `into()` answers then (a test starts a new list whenever it likes), unless `refuse`
 * says the platform refuses its address: the send then throws, as a refused delivery does.
 */
export function keepSentMail(into: () => SentMail[], refuse: (to: string) => boolean = () => false): MockInstance<SendEmail['send']> {
  return vi.spyOn(env.MAIL, 'send').mockImplementation((async (message: EmailMessage) => {
    if (refuse(message.to)) throw new Error('550 mailbox unavailable');
    const parsed = await PostalMime.parse(await new Response(rawOf(message) as BodyInit).text());
    into().push({ to: message.to, from: parsed.from?.name ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' });
    return { messageId: 'stub' };
  }) as SendEmail['send']);
}

/**
 * For a test file whose tests each start on the test clock with the judge's mail kept, not
 * sent: registers the hooks, and gives the mail of the test running (`mail.sent`).
 */
export function keepMailEachTest(): { sent: SentMail[] } {
  const box = { sent: [] as SentMail[] };
  let spy: MockInstance<SendEmail['send']> | undefined;
  beforeEach(() => {
    useTestClock();
    box.sent = [];
    spy = keepSentMail(() => box.sent);
  });
  afterEach(() => {
    spy?.mockRestore();
    vi.useRealTimers();
  });
  return box;
}

/** Runs the game room's alarm, so that the mail it has waiting goes out; gives what went out and forgets it. */
export async function deliverMail(box: { sent: SentMail[] }, id: string): Promise<SentMail[]> {
  await runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
  const out = box.sent;
  box.sent = [];
  return out;
}

async function readReply(message: EmailMessage): Promise<Reply> {
  const raw = await new Response(rawOf(message) as BodyInit).text();
  const parsed = await PostalMime.parse(raw);
  return {
    from: message.from,
    to: message.to,
    raw,
    headers: new Headers(parsed.headers.map((h) => [h.key, h.value] as [string, string])),
    text: parsed.text ?? '',
  };
}

/** Hands a raw message to the Worker's email handler, from and to these envelope addresses. */
export async function deliver(raw: string | Uint8Array, envelope: { from: string; to?: string; replyFails?: boolean }): Promise<Delivered> {
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
  let headers: Headers;
  try {
    const parsed = await PostalMime.parse(bytes);
    headers = new Headers(parsed.headers.flatMap((h) => (/^[!#-'*+.0-9A-Z^-z|~-]+$/i.test(h.key) ? [[h.key, h.value] as [string, string]] : [])));
  } catch {
    headers = new Headers();
  }
  const sent: EmailMessage[] = [];
  let rejected: string | null = null;
  const message = {
    from: envelope.from,
    to: envelope.to ?? JUDGE,
    headers,
    raw: new Response(bytes).body!,
    rawSize: bytes.byteLength,
    setReject(reason: string) {
      rejected = reason;
    },
    async forward() {
      throw new Error('the judge never forwards mail');
    },
    async reply(reply: EmailMessage) {
      if (envelope.replyFails === true) throw new Error('reply refused by the platform');
      sent.push(reply);
      return { messageId: `<${crypto.randomUUID()}@test>` };
    },
  } satisfies ForwardableEmailMessage;
  await worker.email(message, env);
  return { replies: await Promise.all(sent.map(readReply)), rejected };
}

let counter = 0;

/** A plain-text mail, CRLF line ends, with the headers a mail program gives it. */
export function plainMail(o: { from: string; to?: string; subject?: string; body: string; headers?: Record<string, string>; name?: string }): string {
  counter++;
  const headers: Record<string, string> = {
    From: o.name === undefined ? o.from : `${o.name} <${o.from}>`,
    To: o.to ?? JUDGE,
    Subject: o.subject ?? 'Diplomacy',
    Date: 'Mon, 01 Jan 2040 12:00:00 +0000',
    'Message-ID': `<m${counter}.${crypto.randomUUID()}@example.com>`,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Transfer-Encoding': '8bit',
    ...o.headers,
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  return `${head}\r\n\r\n${o.body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** Sends a plain-text mail and insists on exactly one reply, which it gives. */
export async function send(o: { from: string; to?: string; body: string; name?: string; subject?: string }): Promise<Reply> {
  const delivered = await deliver(plainMail(o), { from: o.from, ...(o.to === undefined ? {} : { to: o.to }) });
  expect(delivered.replies, `one reply to the mail from ${o.from}`).toHaveLength(1);
  return delivered.replies[0]!;
}

/** The sentences the reply gives under a quoted line (the first quoted line that is exactly `line`). */
export function outcomeOf(reply: Reply, line: string): string {
  const lines = reply.text.split('\n');
  const at = lines.findIndex((l) => l === `> ${line}`);
  if (at < 0) throw new Error(`the reply does not quote "${line}":\n${reply.text}`);
  let i = at + 1;
  // A block (a press, a CREATE and its settings) is answered under its last line.
  if (!lines[i]?.startsWith('    ')) while (lines[i]?.startsWith('>')) i++;
  const notes: string[] = [];
  for (; i < lines.length && lines[i]!.startsWith('    '); i++) notes.push(lines[i]!.trim());
  return notes.join(' ');
}

/** The web secret a JOIN, OBSERVE, TAKEOVER or CREATE reply gives. */
export function secretIn(reply: Reply): string {
  const m = /\(shown this once, keep it\):\s+(\S+)/.exec(reply.text);
  if (m === null) throw new Error(`no secret in:\n${reply.text}`);
  return m[1]!;
}

/** The raw fixtures under fixtures/mail, by file name. */
export const FIXTURES: Record<string, string> = import.meta.glob('../fixtures/mail/*.eml', { query: '?raw', import: 'default', eager: true });

/** A fixture's raw text, by its file name without the extension. */
export function fixture(name: string): string {
  const raw = FIXTURES[`../fixtures/mail/${name}.eml`];
  if (raw === undefined) throw new Error(`no fixture ${name}.eml`);
  // Fixtures are kept with LF line ends; mail travels with CRLF.
  return raw.replace(/\r?\n/g, '\r\n');
}

export const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'] as const;

/** A mail player: his address, password, and the web secret his JOIN gave him. */
export interface MailPlayer {
  readonly address: string;
  readonly password: string;
  readonly secret: string;
}

/** A game made by mail and the players who joined it by mail. */
export interface MailGame {
  readonly id: string;
  readonly master: { readonly address: string; readonly password: string; readonly secret: string };
  readonly players: Partial<Record<(typeof POWERS)[number], MailPlayer>>;
}

let games = 0;

/**
 * Creates a game by mail (POWER_CHOICE and the given settings lines) and has the given
 * powers join it by mail, each choosing his own; all seven start it.
 */
export async function mailGame(settings: readonly string[] = [], powers: readonly (typeof POWERS)[number][] = POWERS): Promise<MailGame> {
  games++;
  const id = `mg${games}${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const master = { address: `master.${id}@example.com`, password: 'masterpw' };
  const created = await send({ from: master.address, body: [`CREATE ${id} ${master.password}`, 'RULE POWER_CHOICE', ...settings, 'SIGNOFF'].join('\n') });
  const players: MailGame['players'] = {};
  for (const power of powers) {
    const address = `${power.toLowerCase()}.${id}@example.com`;
    const password = `${power.toLowerCase()}pw`;
    const joined = await send({ from: address, name: `Player ${power}`, body: `JOIN ${power}@${id} ${password}` });
    players[power] = { address, password, secret: secretIn(joined) };
  }
  return { id, master: { ...master, secret: secretIn(created) }, players };
}

/** Sends lines as the power's player, signed on; the reply. */
export async function asPower(game: MailGame, power: (typeof POWERS)[number], ...lines: string[]): Promise<Reply> {
  const p = game.players[power]!;
  return send({ from: p.address, body: [`SIGNON ${power}@${game.id} ${p.password}`, ...lines].join('\n') });
}

/** Sends lines as the master, signed on; the reply. */
export async function asMaster(game: MailGame, ...lines: string[]): Promise<Reply> {
  return send({ from: game.master.address, body: [`SIGNON master@${game.id} ${game.master.password}`, ...lines].join('\n') });
}

/** The game's state as its room stores it (players, passwords and contacts included), read afresh from its rows. */
export async function storedState(id: string): Promise<any> {
  return runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) => new RoomStore(state.storage).load());
}
