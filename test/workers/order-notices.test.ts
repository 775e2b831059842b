import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { call, expectStatus, newGame, POWERS, useTestClock, type Power } from './support/api';

/*
 * ALWAYS_CONFIRM and BROADCAST_ORDERS (section 1.3 of the rule set), through the mail
 * out: a confirmation of a power's orders after each change to them, to its player with a
 * copy to the master; under BROADCAST_ORDERS, the orders to everyone in the game.
 */

interface Sent {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

const rawOf = (message: EmailMessage): unknown => (message as unknown as Record<string, unknown>)['EmailMessage::raw'];

let sent: Sent[];
let send: MockInstance<SendEmail['send']>;

beforeEach(() => {
  useTestClock();
  sent = [];
  send = vi.spyOn(env.MAIL, 'send').mockImplementation((async (message: EmailMessage) => {
    const parsed = await PostalMime.parse(await new Response(rawOf(message) as BodyInit).text());
    sent.push({ to: message.to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
    return { messageId: 'stub' };
  }) as SendEmail['send']);
});
afterEach(() => {
  send.mockRestore();
  vi.useRealTimers();
});

const alarm = (id: string) => runDurableObjectAlarm(env.GAME_ROOM.getByName(id));

/** The holder of `secret` confirms `email` with the code the judge mailed it. */
async function confirm(id: string, secret: string, email: string): Promise<void> {
  await alarm(id);
  const mail = sent.find((m) => m.to === email && m.subject.endsWith('confirm your address'));
  const code = /the code (\S+) on/.exec(mail?.text.replace(/\s+/g, ' ') ?? '')?.[1];
  if (code === undefined) throw new Error(`No code for ${email}`);
  expectStatus(await call('POST', `/api/games/${id}/contact/confirm`, { secret, body: { code } }), 200);
}

/** A started game whose master, France and England take mail; the mail so far delivered and forgotten. */
async function game(rules: string[]): Promise<{ id: string; master: string; secrets: Record<Power, string> }> {
  const { id, master } = await newGame({ rules: ['POWER_CHOICE', ...rules] });
  expectStatus(await call('PUT', `/api/games/${id}/contact`, { secret: master, body: { email: 'gm@example.org' } }), 200);
  await confirm(id, master, 'gm@example.org');
  const secrets = {} as Record<Power, string>;
  for (const power of POWERS) {
    const email = power === 'FRANCE' || power === 'ENGLAND' ? `${power.toLowerCase()}@example.org` : null;
    secrets[power] = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Player ${power}`, power, ...(email === null ? {} : { email }) } }), 201).secret;
    if (email !== null) await confirm(id, secrets[power], email);
  }
  await alarm(id);
  sent = [];
  return { id, master, secrets };
}

const order = (id: string, secret: string, lines: string[]) => call('PUT', `/api/games/${id}/orders`, { secret, body: { lines } });

describe('ALWAYS_CONFIRM', () => {
  it("mails the power's player his orders after each change, with a copy to the master", async () => {
    const g = await game(['ALWAYS_CONFIRM']);
    expectStatus(await order(g.id, g.secrets.FRANCE, ['A PAR - BUR', 'F BRE - MAO']), 200);
    await alarm(g.id);
    expect(sent.map((m) => m.to).sort()).toEqual(['france@example.org', 'gm@example.org']);
    for (const m of sent) {
      expect(m.subject).toBe(`Diplomacy game ${g.id}: confirmation: orders of France for Spring 1901 movement`);
      expect(m.text).toContain('A PAR - BUR');
      expect(m.text).toContain('F BRE - MAO');
    }
    // A change made by the master for England is confirmed to England's player: orders he did not give are seen at once.
    sent = [];
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.master, body: { power: 'ENGLAND', lines: ['F LON - NTH'] } }), 200);
    await alarm(g.id);
    expect(sent.map((m) => m.to).sort()).toEqual(['england@example.org', 'gm@example.org']);
    expect(sent[0]!.text).toContain('F LON - NTH');
  });

  it('sends nothing for an order change without the rule', async () => {
    const g = await game([]);
    expectStatus(await order(g.id, g.secrets.FRANCE, ['A PAR - BUR']), 200);
    await alarm(g.id);
    expect(sent).toEqual([]);
  });
});

describe('BROADCAST_ORDERS', () => {
  it('mails the orders entered to everyone who takes mail, the master too', async () => {
    const g = await game(['BROADCAST_ORDERS']);
    expectStatus(await order(g.id, g.secrets.ITALY, ['A VEN - TYR']), 200);
    await alarm(g.id);
    expect(sent.map((m) => m.to).sort()).toEqual(['england@example.org', 'france@example.org', 'gm@example.org']);
    expect(sent.every((m) => m.subject === `Diplomacy game ${g.id}: orders of Italy for Spring 1901 movement` && m.text.includes('A VEN - TYR'))).toBe(true);
  });
});
