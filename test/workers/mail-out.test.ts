import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { utcTime } from '../../shared/text/time';
import { retryDelay } from '../../workers/room/outbox';
import { call, expectStatus, processNow, newGame, POWERS, setNow, useTestClock, type Power } from './support/api';

/*
 * The judge's mail out: what a change puts in the outbox for the players who asked for
 * mail, and how the alarm hands it to the send_email binding. `MAIL.send` is replaced by a
 * stub that keeps every message it is given.
 */

const MINUTE = 60_000;

/** A message the stub was given, read back with the same parser the mail door uses. */
interface Sent {
  readonly from: string;
  readonly to: string;
  readonly raw: string;
  readonly headers: Map<string, string>;
  readonly subject: string;
  readonly text: string;
}

/** The raw text of an EmailMessage (miniflare keeps it under this key). */
const rawOf = (message: EmailMessage): unknown => (message as unknown as Record<string, unknown>)['EmailMessage::raw'];

let sent: Sent[];
/** Messages the stub refused. */
let refused: Sent[];
let send: MockInstance<SendEmail['send']>;

/** The stub: keeps each message; `refuse` makes it throw, as a refusing binding does. */
let refuse: (to: string) => boolean;

beforeEach(() => {
  useTestClock();
  sent = [];
  refuse = () => false;
  refused = [];
  send = vi.spyOn(env.MAIL, 'send').mockImplementation((async (message: EmailMessage) => {
    const raw = await new Response(rawOf(message) as BodyInit).text();
    const parsed = await PostalMime.parse(raw);
    const mail: Sent = {
      from: message.from,
      to: message.to,
      raw,
      headers: new Map(parsed.headers.map((h) => [h.key, h.value])),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
    };
    if (refuse(message.to)) {
      refused.push(mail);
      throw new Error('the mail service is down');
    }
    sent.push(mail);
    return { messageId: 'stub' };
  }) as SendEmail['send']);
});
afterEach(() => {
  send.mockRestore();
  vi.useRealTimers();
});

const address = (power: Power): string => `${power.toLowerCase()}@example.org`;

interface MailGame {
  readonly id: string;
  readonly master: string;
  readonly secrets: Record<Power, string>;
  readonly observer: string;
  /** The deadline of the first phase. */
  readonly deadline: number;
}

/**
 * A game with a day to each movement phase and a reminder an hour before the deadline.
 * France and England play by mail, Germany gave an address but then asked for the web
 * only, the others never gave one; an observer, Olga, takes mail too. The mail of the
 * start is delivered and forgotten.
 */
async function mailGame(): Promise<MailGame> {
  const { id, master } = await newGame({ rules: ['POWER_CHOICE'], deadlines: { movement: 1440 }, reminderMinutes: 60 });
  const observer = expectStatus(await call('POST', `/api/games/${id}/observe`, { body: { name: 'Olga', email: 'olga@example.org' } }), 201).secret;
  await confirm(id, observer, 'olga@example.org');
  const secrets = {} as Record<Power, string>;
  // The players who give an address join first, and confirm it before the game starts.
  const byMail: Power[] = ['FRANCE', 'ENGLAND', 'GERMANY'];
  for (const power of [...byMail, ...POWERS.filter((p) => !byMail.includes(p))]) {
    const email = byMail.includes(power) ? { email: address(power) } : {};
    secrets[power] = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Player ${power}`, power, ...email } }), 201).secret;
    if (byMail.includes(power)) await confirm(id, secrets[power], address(power));
  }
  expectStatus(await call('PUT', `/api/games/${id}/contact`, { secret: secrets.GERMANY, body: { by: 'web' } }), 200);
  const game = expectStatus(await call('GET', `/api/games/${id}`), 200).game;
  await runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
  sent = [];
  return { id, master, secrets, observer, deadline: game.deadline };
}

const pending = async (id: string) => (await env.GAME_ROOM.getByName(id).outbox()).pending;
const mailPending = async (id: string) => (await pending(id)).filter((e) => e.kind === 'mail');
const alarm = (id: string) => runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
const alarmTime = (id: string) => runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) => state.storage.getAlarm());

/** The code in the one mail the judge sent an address given on the web. */
const codeIn = (mail: Sent | undefined): string => {
  const code = /the code (\S+) on/.exec(mail?.text.replace(/\s+/g, ' ') ?? '')?.[1];
  if (code === undefined) throw new Error(`No confirmation code in ${JSON.stringify(mail?.text)}`);
  return code;
};

/**
 * The holder of `secret` confirms `email` as he would: the alarm delivers the code's mail,
 * and he gives the code back. The code's mail is taken out of `sent`.
 */
async function confirm(id: string, secret: string, email: string): Promise<void> {
  await alarm(id);
  const mail = sent.find((m) => m.to === email && m.subject.endsWith('confirm your address'));
  expectStatus(await call('POST', `/api/games/${id}/contact/confirm`, { secret, body: { code: codeIn(mail) } }), 200);
  sent = sent.filter((m) => m !== mail);
}

describe('the mail out', () => {
  it('mails the start to every mail player, and leaves out one who has since asked for the web', async () => {
    const { id } = await newGame({ rules: ['POWER_CHOICE'] });
    for (const power of ['ITALY', ...POWERS.filter((p) => p !== 'ITALY')]) {
      const body = { name: `Player ${power}`, power, ...(power === 'ITALY' ? { email: 'italy@example.org' } : {}) };
      const { secret } = expectStatus(await call('POST', `/api/games/${id}/join`, { body }), 201);
      if (power === 'ITALY') await confirm(id, secret, 'italy@example.org');
    }
    expect(await mailPending(id)).toHaveLength(1);
    await alarm(id);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['italy@example.org', `Diplomacy game ${id} has started`]]);
    expect(sent[0]!.text).toContain('You play Italy.');
    expect(sent[0]!.text).toContain('  F NAP  (no order yet)');
  });

  it('puts one mail a mail player in the outbox for a processed phase, and delivers it with proper headers', async () => {
    const g = await mailGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.secrets.FRANCE, body: { lines: ['A PAR - BUR', 'F BRE - MAO'] } }), 200);
    expect(await mailPending(g.id)).toEqual([]);
    expectStatus(await processNow(g), 200);

    const queued = await mailPending(g.id);
    // France, England, and the observer; not Germany (the web only), nor those without an address.
    expect(queued).toHaveLength(3);
    expect(queued.every((e) => e.attempts === 0 && e.due === Date.now())).toBe(true);

    await alarm(g.id);
    expect(await mailPending(g.id)).toEqual([]);
    expect(sent.map((m) => m.to).sort()).toEqual(['england@example.org', 'france@example.org', 'olga@example.org']);
    const france = sent.find((m) => m.to === 'france@example.org')!;
    expect(france.from).toBe(env.JUDGE_ADDRESS);
    expect(france.headers.get('from')).toBe(`"Cloud Judge" <${env.JUDGE_ADDRESS}>`);
    expect(france.headers.get('to')).toBe('"Player FRANCE" <france@example.org>');
    expect(france.subject).toBe(`Diplomacy game ${g.id}: Spring 1901 movement results`);
    expect(france.headers.get('date')).toBe(new Date(Date.now()).toUTCString().replace('GMT', '+0000'));
    expect(france.headers.get('message-id')).toMatch(new RegExp(`^<${g.id}\\.\\d+@judge\\.example>$`));
    expect(france.headers.get('auto-submitted')).toBe('auto-generated');
    expect(france.headers.get('mime-version')).toBe('1.0');
    expect(france.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // Lines end in CRLF, the header ends with an empty line.
    expect(france.raw).toMatch(/^From: .*\r\nTo: .*\r\n/);
    expect(france.raw).toContain('\r\n\r\nResults of Spring 1901 movement, ');
    expect(france.text).toContain('France:   A PAR - BUR\n');
    expect(france.text).toContain('France:   F BRE - MAO\n');
    expect(france.text).toContain('England:  F LON H  (*default*)\n');
    expect(france.text).toContain('The next phase is Fall 1901 movement.\n');
    expect(france.text.split('\n').every((l) => l.length <= 78)).toBe(true);
    // Everyone gets the same results, each message its own id.
    expect(new Set(sent.map((m) => m.text)).size).toBe(1);
    expect(new Set(sent.map((m) => m.headers.get('message-id'))).size).toBe(3);
  });

  it('keeps a mail the service refused, tries it again later with the same Message-ID, and sends it once', async () => {
    const g = await mailGame();
    refuse = (to) => to === 'england@example.org';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expectStatus(await processNow(g), 200);
    const t0 = Date.now();
    await alarm(g.id);
    expect(sent.map((m) => m.to).sort()).toEqual(['france@example.org', 'olga@example.org']);
    const waiting = await mailPending(g.id);
    expect(waiting).toEqual([
      expect.objectContaining({ kind: 'mail', attempts: 1, due: t0 + retryDelay(0), lastError: expect.stringContaining('england@example.org was not sent: the mail service is down') }),
    ]);

    // Too early: left alone.
    await alarm(g.id);
    expect((await mailPending(g.id))[0]?.attempts).toBe(1);

    const ids = send.mock.calls.length;
    refuse = () => false;
    setNow(t0 + retryDelay(0));
    await alarm(g.id);
    expect(send.mock.calls.length).toBe(ids + 1);
    expect(await mailPending(g.id)).toEqual([]);
    const england = sent.filter((m) => m.to === 'england@example.org');
    expect(england).toHaveLength(1);
    expect(refused.map((m) => m.headers.get('message-id'))).toEqual([england[0]!.headers.get('message-id')]);
    expect(england[0]!.subject).toBe(`Diplomacy game ${g.id}: Spring 1901 movement results`);
    // Written when the phase was processed, not when it was at last sent.
    expect(england[0]!.headers.get('date')).toBe(new Date(t0).toUTCString().replace('GMT', '+0000'));

    // Nothing more on later alarms.
    await alarm(g.id);
    expect(sent.filter((m) => m.to === 'england@example.org')).toHaveLength(1);
    warn.mockRestore();
  });

  it("keeps an address's mail in the order written: the results played again wait for the rollback's notice that failed", async () => {
    const g = await mailGame();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expectStatus(await processNow(g), 200);
    await alarm(g.id);
    sent = [];
    refuse = (to) => to === 'france@example.org';
    const t0 = Date.now();
    expectStatus(await call('POST', `/api/games/${g.id}/master/rollback`, { secret: g.master, body: {} }), 200);
    await alarm(g.id);
    refuse = () => false;
    expectStatus(await call('POST', `/api/games/${g.id}/master/rollforward`, { secret: g.master, body: {} }), 200);
    await alarm(g.id);
    // England has both; France nothing yet: his results wait behind the notice.
    expect(sent.filter((m) => m.to === 'england@example.org').map((m) => m.subject)).toEqual([
      `Diplomacy game ${g.id}: rolled back to Spring 1901 movement`,
      `Diplomacy game ${g.id}: Spring 1901 movement results (rolled forward)`,
    ]);
    expect(sent.filter((m) => m.to === 'france@example.org')).toEqual([]);
    setNow(t0 + retryDelay(0));
    await alarm(g.id);
    expect(sent.filter((m) => m.to === 'france@example.org').map((m) => m.subject)).toEqual([
      `Diplomacy game ${g.id}: rolled back to Spring 1901 movement`,
      `Diplomacy game ${g.id}: Spring 1901 movement results (rolled forward)`,
    ]);
    expect(await mailPending(g.id)).toEqual([]);
    warn.mockRestore();
  });

  it('reminds the late mail players once, before the deadline, and nobody who has sent orders', async () => {
    const g = await mailGame();
    const reminders = (await pending(g.id)).filter((e) => e.kind === 'mail_reminder');
    // Queued at the start for the powers whose players take mail, due an hour before the deadline.
    expect(reminders.map((e) => e.key).sort()).toEqual(['remind:ENGLAND', 'remind:FRANCE', 'remind:GERMANY']);
    expect(reminders.every((e) => e.due === g.deadline - 60 * MINUTE)).toBe(true);
    expect(await alarmTime(g.id)).toBe(g.deadline - 60 * MINUTE);

    // France's orders are complete; an incomplete list is reminded all the same: "in" is complete.
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.secrets.FRANCE, body: { lines: ['A PAR H', 'A MAR H', 'F BRE H'] } }), 200);
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.secrets.ENGLAND, body: { lines: ['F LON H'] } }), 200);
    await alarm(g.id);
    expect(sent).toEqual([]);

    setNow(g.deadline - 60 * MINUTE);
    await alarm(g.id);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['england@example.org', `Diplomacy game ${g.id}: orders for England due`]]);
    expect(sent[0]!.text.replace(/\s+/g, ' ')).toContain('The orders the judge has from England for Spring 1901 movement are incomplete.');
    expect(sent[0]!.text).toContain('in 1 hour.');
    expect(sent[0]!.text).toContain('  A LVP  (no order yet)');
    expect(sent[0]!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(await pending(g.id)).toEqual([]);

    // Once: later alarms in the same phase send no other.
    setNow(g.deadline - 30 * MINUTE);
    await alarm(g.id);
    await alarm(g.id);
    expect(sent).toHaveLength(1);
  });

  it('mails a late notice to the late mail players once the deadline has passed: the game waits for the master', async () => {
    const g = await mailGame();
    // France's orders are complete; England sent one of three; Germany (web only) none.
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.secrets.FRANCE, body: { lines: ['A PAR H', 'A MAR H', 'F BRE H'] } }), 200);
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.secrets.ENGLAND, body: { lines: ['F LON H'] } }), 200);
    setNow(g.deadline - 60 * MINUTE);
    await alarm(g.id);
    sent = [];
    setNow(g.deadline + 1);
    await alarm(g.id);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['england@example.org', `Diplomacy game ${g.id}: England late for Spring 1901 movement`]]);
    const text = sent[0]!.text.replace(/\s+/g, ' ');
    expect(text).toContain('Your orders for England for Spring 1901 movement');
    expect(text).toContain('The game waits for the master.');
    expect(text).toContain('F EDI (no order yet)');
    // Once a deadline.
    await alarm(g.id);
    expect(sent).toHaveLength(1);
  });

  it('under civil disorder the late notice says the units held, and the results name the powers in civil disorder', async () => {
    const { id } = await newGame({ rules: ['POWER_CHOICE', 'CIVIL_DISORDER'], deadlines: { movement: 60 }, reminderMinutes: 0 });
    const secrets = {} as Record<Power, string>;
    for (const power of POWERS) {
      secrets[power] = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Player ${power}`, power, email: address(power) } }), 201).secret;
      // The last to join starts the game: its start is mailed only to those confirmed by then.
      await confirm(id, secrets[power], address(power));
    }
    const game = expectStatus(await call('GET', `/api/games/${id}`), 200).game;
    for (const power of POWERS.filter((p) => p !== 'TURKEY')) {
      const lines = game.position.units.filter((u: { power: string }) => u.power === power).map((u: { kind: string; at: string }) => `${u.kind} ${u.at} H`);
      expectStatus(await call('PUT', `/api/games/${id}/orders`, { secret: secrets[power], body: { lines } }), 200);
    }
    await alarm(id);
    sent = [];
    setNow(game.deadline + 1);
    await alarm(id);
    await alarm(id);
    const late = sent.filter((m) => m.subject.includes('late for'));
    expect(late.map((m) => m.to)).toEqual(['turkey@example.org']);
    expect(late[0]!.text.replace(/\s+/g, ' ')).toContain('Turkey was put in civil disorder: its units without orders held.');
    const results = sent.filter((m) => m.subject.endsWith('Spring 1901 movement results'));
    expect(results).toHaveLength(7);
    expect(results[0]!.text).toContain("Turkey was in civil disorder: the orders marked (*default*) are the judge's.");
  });

  it('moves a waiting reminder with the deadline, and drops it when the phase ends first', async () => {
    const g = await mailGame();
    const later = g.deadline + 120 * MINUTE;
    expectStatus(await call('POST', `/api/games/${g.id}/master/deadline`, { secret: g.master, body: { at: later } }), 200);
    const reminders = (await pending(g.id)).filter((e) => e.kind === 'mail_reminder');
    expect(reminders.map((e) => [e.key, e.due])).toEqual([
      // Queued at the start, when Germany still took mail: it will be dropped.
      ['remind:GERMANY', g.deadline - 60 * MINUTE],
      ['remind:ENGLAND', later - 60 * MINUTE],
      ['remind:FRANCE', later - 60 * MINUTE],
    ]);

    setNow(g.deadline - 60 * MINUTE);
    await alarm(g.id);
    // No reminder yet; the players who take mail are told of the new deadline.
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual(
      ['england@example.org', 'france@example.org', 'olga@example.org'].map((to) => [to, `Diplomacy game ${g.id}: new deadline for Spring 1901 movement`]),
    );
    expect(sent[0]!.text).toContain(`Orders are due by ${utcTime(later)}.`);
    sent = [];
    expect((await pending(g.id)).map((e) => e.key)).toEqual(['remind:ENGLAND', 'remind:FRANCE']);

    // Processed before the reminder's time: the next phase's reminders replace these.
    expectStatus(await processNow(g), 200);
    await alarm(g.id);
    expect(sent.every((m) => m.subject.endsWith('Spring 1901 movement results'))).toBe(true);
    const next = (await pending(g.id)).filter((e) => e.kind === 'mail_reminder');
    const game = expectStatus(await call('GET', `/api/games/${g.id}`), 200).game;
    expect(next.every((e) => e.due === game.deadline - 60 * MINUTE)).toBe(true);
    sent = [];
    setNow(game.deadline - 60 * MINUTE);
    await alarm(g.id);
    expect(sent.map((m) => m.subject).sort()).toEqual([
      `Diplomacy game ${g.id}: orders for England due`,
      `Diplomacy game ${g.id}: orders for France due`,
    ]);
    expect(sent[0]!.text).toContain('Fall 1901 movement');
  });

  it('sends nothing to a player on the web only, nor to a game without mail players', async () => {
    const g = await mailGame();
    for (const power of ['FRANCE', 'ENGLAND'] as const) {
      expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { secret: g.secrets[power], body: { by: 'web' } }), 200);
    }
    expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { secret: g.observer, body: { email: null, by: 'web' } }), 200);
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.secrets.ITALY, body: { to: 'ALL', body: 'Hello, all.' } }), 201);
    expectStatus(await processNow(g), 200);
    expect(await mailPending(g.id)).toEqual([]);
    setNow(g.deadline);
    await alarm(g.id);
    expect(sent).toEqual([]);
  });

  it('mails press only to its readers, never back to its writer', async () => {
    const g = await mailGame();
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.secrets.FRANCE, body: { to: ['ENGLAND'], body: 'Shall we share the Channel?' } }), 201);
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.secrets.ITALY, body: { to: ['FRANCE', 'GERMANY'], body: 'A word about Piedmont.' } }), 201);
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.secrets.FRANCE, body: { to: 'ALL', body: 'France wants peace.' } }), 201);
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.observer, body: { to: ['MASTER'], body: 'May I take a seat?' } }), 201);
    await alarm(g.id);
    const got = sent.map((m) => [m.to, m.subject]);
    expect(got).toEqual([
      ['england@example.org', `Diplomacy game ${g.id}: press from France`],
      ['france@example.org', `Diplomacy game ${g.id}: press from Italy`],
      ['olga@example.org', `Diplomacy game ${g.id}: broadcast from France`],
      ['england@example.org', `Diplomacy game ${g.id}: broadcast from France`],
    ]);
    expect(sent[0]!.text).toContain('From France to England:\n\nShall we share the Channel?\n');
    expect(sent[1]!.text).toContain('From Italy to France and Germany:\n\nA word about Piedmont.\n');
    expect(sent[2]!.text).toContain('Broadcast from France to everyone:\n\nFrance wants peace.\n');
    for (const m of sent) expect(m.text).not.toContain('May I take a seat?');
  });

  it('mails the end of the game to everyone who takes mail', async () => {
    const g = await mailGame();
    expectStatus(await call('POST', `/api/games/${g.id}/master/terminate`, { secret: g.master }), 200);
    await alarm(g.id);
    expect(sent.map((m) => m.to).sort()).toEqual(['england@example.org', 'france@example.org', 'olga@example.org']);
    expect(sent[0]!.subject).toBe(`Diplomacy game ${g.id} is over`);
    expect(sent[0]!.text).toContain('The master has ended the game without a result.');
    // The reminders of a game that has ended are dropped at their time, never sent.
    sent = [];
    setNow(g.deadline - 60 * MINUTE);
    await alarm(g.id);
    expect(sent).toEqual([]);
    expect(await pending(g.id)).toEqual([]);
  });
});

describe('PUT /api/games/:id/contact', () => {
  it('changes what it names and keeps the rest', async () => {
    const g = await mailGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { secret: g.secrets.ITALY, body: { email: 'italy@example.org' } }), 200);
    expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { secret: g.secrets.ITALY, body: { by: 'mail' } }), 200);
    // Asking for mail at it is what sends the code.
    await confirm(g.id, g.secrets.ITALY, 'italy@example.org');
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.master, body: { to: ['ITALY'], body: 'Welcome.' } }), 201);
    await alarm(g.id);
    expect(sent.map((m) => m.to)).toEqual(['italy@example.org']);
  });

  it.each([
    ['mail without an address', 'AUSTRIA', { by: 'mail' }, 403],
    ['a wrong way', 'FRANCE', { by: 'fax' }, 400],
    ['a malformed address', 'FRANCE', { email: 'not an address' }, 400],
    ['an unknown field', 'FRANCE', { phone: '123' }, 400],
  ] as const)('refuses %s', async (_, power, body, status) => {
    const g = await mailGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { secret: g.secrets[power], body }), status);
  });

  it('is for the master too: once he gives his address he gets every result, with all the orders', async () => {
    const g = await mailGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { secret: g.master, body: { email: 'gm@example.org' } }), 200);
    await confirm(g.id, g.master, 'gm@example.org');
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.secrets.ITALY, body: { lines: ['A VEN - TYR'] } }), 200);
    expectStatus(await processNow(g), 200);
    await alarm(g.id);
    const mail = sent.filter((m) => m.to === 'gm@example.org');
    expect(mail.map((m) => m.subject)).toEqual([`Diplomacy game ${g.id}: Spring 1901 movement results`]);
    expect(mail[0]!.text).toContain('Italy:    A VEN - TYR\n');
    // He may ask for the web only again.
    expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { secret: g.master, body: { by: 'web' } }), 200);
    expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { body: { by: 'web' } }), 401);
  });
});
