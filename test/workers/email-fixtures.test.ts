import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { DOMAIN, deliver, fixture, outcomeOf, secretIn, send, storedState, type Reply } from './support/mail';

/**
 * Mail as real mail programs write it, from raw RFC 822 fixtures: a CREATE, a Gmail reply
 * (multipart, quoted-printable, a signature and the judge's last answer quoted below), an
 * Outlook reply (the original pasted below "-----Original Message-----"), HTML alone,
 * ISO-8859-1 press, the wireless line break. Each fixture names the game "fixturegame";
 * every test gives it a name of its own.
 */

let made = 0;

/** The fixture with its game renamed. */
const raw = (name: string, game: string) => fixture(name).replace(/fixturegame/g, game);

async function only(name: string, game: string, from: string, to?: string): Promise<Reply> {
  const d = await deliver(raw(name, game), { from, ...(to === undefined ? {} : { to }) });
  expect(d.replies).toHaveLength(1);
  return d.replies[0]!;
}

/** The fixture game, made from create-game.eml, with four players joined by plain mail. */
async function fixtureGame(): Promise<{ game: string; secrets: Record<string, string> }> {
  made++;
  const game = `fx${made}${crypto.randomUUID().replace(/-/g, '').slice(0, 6)}`;
  const created = await only('create-game', game, 'margaret@example.com');
  expect(outcomeOf(created, `CREATE ${game} ********`)).toContain(`Game ${game} is made and forming`);
  const secrets: Record<string, string> = {};
  for (const [power, from, password] of [
    ['ENGLAND', 'ann@example.com', 'annpass'],
    ['GERMANY', 'bob@example.com', 'bobpass'],
    ['FRANCE', 'francois@example.com', 'françois'],
    ['ITALY', 'will@example.com', 'willpw'],
    ['AUSTRIA', 'a@example.com', 'a-pass'],
    ['RUSSIA', 'r@example.com', 'r-pass'],
    ['TURKEY', 't@example.com', 't-pass'],
  ] as const) {
    secrets[power] = secretIn(await send({ from, body: `JOIN ${power}@${game} ${password}` }));
  }
  return { game, secrets };
}

const ordersOf = async (game: string, secret: string): Promise<Record<string, string[]>> =>
  expectStatus(await call('GET', `/api/games/${game}/orders`, { secret }), 200).orders;

describe('mail as mail programs write it', () => {
  it('a CREATE with its settings makes the game they describe', async () => {
    const { game } = await fixtureGame();
    const state = await storedState(game);
    expect(state.settings).toMatchObject({ name: game, rules: expect.arrayContaining(['POWER_CHOICE']), victory: 5, deadlines: { movement: 1440, retreats: 720, adjustments: 720 } });
    expect(state.masterPasswordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(JSON.stringify(state)).not.toContain('masterpw');
    expect(state.status).toBe('active');
  });

  it('a Gmail reply to the game address: the orders read, the signature and the quoted answer not', async () => {
    const { game, secrets } = await fixtureGame();
    const reply = await only('gmail-reply', game, 'ann@example.com', `${game}@${DOMAIN}`);
    // Our From is the game's address the mail came to, threaded under the mail answered.
    expect(reply.from).toBe(`${game}@${DOMAIN}`);
    expect(reply.headers.get('in-reply-to')).toBe('<CAGmail-2@mail.example.com>');
    expect(reply.headers.get('references')).toBe('<earlier@judge.example> <CAGmail-2@mail.example.com>');
    expect(reply.headers.get('auto-submitted')).toBe('auto-replied');
    expect(reply.headers.get('subject')).toBe(`Re: Diplomacy game ${game}`);
    expect(outcomeOf(reply, 'SIGNON england ********')).toBe(`Signed on to ${game} as ENGLAND.`);
    expect(outcomeOf(reply, 'F EDI - NWG')).toBe('Accepted: F EDI - NWG');
    expect(reply.text).not.toContain('> Ann Anglaise');
    expect(reply.text).not.toContain('A LVP - WAL');
    expect(reply.text).not.toContain('annpass');
    expect(await ordersOf(game, secrets.ENGLAND!)).toEqual({ ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'] });
  });

  it('an Outlook reply: nothing of the original pasted below is read', async () => {
    const { game, secrets } = await fixtureGame();
    const reply = await only('outlook-reply', game, 'bob@example.com');
    expect(outcomeOf(reply, 'A MUN - RUH')).toBe('Accepted: A MUN - RUH');
    expect(reply.text).not.toMatch(/^> A MUN H/m);
    expect(await ordersOf(game, secrets.GERMANY!)).toEqual({ GERMANY: ['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH'] });
  });

  it('HTML alone is read as its text', async () => {
    const { game } = await fixtureGame();
    const reply = await only('html-only', game, 'hanna@example.com');
    expect(reply.text).toContain(`> LIST ${game}`);
    expect(reply.text).toMatch(/ENGLAND\s+Player|ENGLAND /);
    expect(reply.text).toContain(`> SUMMARY ${game}`);
    expect(reply.text).toMatch(/Supply centres at the end of each year/);
  });

  it('press in ISO-8859-1 quoted-printable, signed on with a password that is not ASCII', async () => {
    const { game, secrets } = await fixtureGame();
    const reply = await only('latin1-press', game, 'francois@example.com');
    expect(outcomeOf(reply, `SIGNON france@${game} ********`)).toBe(`Signed on to ${game} as FRANCE.`);
    expect(outcomeOf(reply, 'PRESS TO ENGLAND')).toBe('Sent to ENGLAND.');
    expect(outcomeOf(reply, 'A PAR - BUR')).toBe('Accepted: A PAR - BUR');
    const press = expectStatus(await call('GET', `/api/games/${game}/press`, { secret: secrets.ENGLAND! }), 200).press;
    expect(press).toEqual([expect.objectContaining({ from: 'FRANCE', to: ['ENGLAND'], kind: 'private', body: 'Chère Angleterre, la Manche est à nous deux. Entente cordiale ?' })]);
  });

  it('a line that declares its own line breaks', async () => {
    const { game, secrets } = await fixtureGame();
    const reply = await only('wireless', game, 'will@example.com');
    expect(outcomeOf(reply, 'A VEN H')).toBe('Accepted: A VEN H');
    expect(await ordersOf(game, secrets.ITALY!)).toEqual({ ITALY: ['F NAP - ION', 'A ROM - APU', 'A VEN H'] });
  });
});
