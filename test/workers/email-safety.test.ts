import { describe, expect, it } from 'vitest';
import { MAIL_PER_HOUR } from '../../workers/room/mail-gate';
import { MAX_COMMANDS, MAX_LINE_LENGTH, MAX_LINES, MAX_RAW_BYTES } from '../../workers/email/limits';
import { call, expectStatus } from './support/api';
import { asPower, deliver, DOMAIN, fixture, JUDGE, mailGame, outcomeOf, plainMail, send, storedState, type MailGame } from './support/mail';

/**
 * Mail the judge must not be fooled by: automatic mail that would start a loop (dropped,
 * unanswered), mail too large or too long, without text, binary, with broken headers, a
 * wrong password, an unknown game, a sender over his hourly limit. None of it crashes the
 * door, and none of it loses what was accepted before.
 */

const raw = (name: string, game: string) => fixture(name).replace(/fixturegame/g, game);

const FRANCE_ORDERS = ['A PAR - BUR', 'F BRE - MAO', 'A MAR - SPA'];

/** A running game in which France's orders are in. */
async function gameWithOrders(): Promise<MailGame> {
  const game = await mailGame();
  await asPower(game, 'FRANCE', ...FRANCE_ORDERS);
  return game;
}

async function franceOrders(game: MailGame): Promise<unknown> {
  return expectStatus(await call('GET', `/api/games/${game.id}/orders`, { secret: game.players.FRANCE!.secret }), 200).orders;
}

describe('automatic mail is dropped unanswered, on purpose', () => {
  it.each<[string, string]>([
    ['an out-of-office reply (Auto-Submitted)', 'auto-reply'],
    ['a newsletter (Precedence: bulk)', 'bulk'],
    ['a mailing list (List-Id)', 'mailing-list'],
    ['a bounce from MAILER-DAEMON (multipart/report)', 'bounce'],
    ['mail from the judge itself', 'own-address'],
    ['mail without a Message-ID (it cannot be answered)', 'no-message-id'],
  ])('%s', async (_, name) => {
    const game = await gameWithOrders();
    const revision = (await storedState(game.id)).revision;
    const from = name === 'bounce' ? '' : name === 'own-address' ? JUDGE : 'someone@example.com';
    const d = await deliver(raw(name, game.id), { from, to: name === 'own-address' ? `${game.id}@${DOMAIN}` : JUDGE });
    expect(d.replies).toEqual([]);
    expect(d.rejected).toBeNull();
    expect((await storedState(game.id)).revision).toBe(revision);
  });

  it.each<[string, Record<string, string>, string]>([
    ['Auto-Submitted: auto-generated', { 'Auto-Submitted': 'auto-generated' }, 'ann@example.com'],
    ['Precedence: list', { Precedence: 'list' }, 'ann@example.com'],
    ['Precedence: junk', { Precedence: 'junk' }, 'ann@example.com'],
    ['X-Auto-Response-Suppress: All', { 'X-Auto-Response-Suppress': 'All' }, 'ann@example.com'],
    ['X-Loop naming the judge', { 'X-Loop': `judge@${DOMAIN}` }, 'ann@example.com'],
    ['List-Unsubscribe', { 'List-Unsubscribe': '<mailto:x@example.com>' }, 'ann@example.com'],
    ['a postmaster', {}, 'postmaster@example.com'],
    ['a no-reply address', {}, 'no-reply@example.com'],
    ['another address of the judge', {}, `friday@${DOMAIN}`],
  ])('%s', async (_, headers, from) => {
    const d = await deliver(plainMail({ from, body: 'LIST', headers }), { from });
    expect(d.replies).toEqual([]);
  });

  it('Auto-Submitted: no is a person writing', async () => {
    const d = await deliver(plainMail({ from: 'ann@example.com', body: 'LIST', headers: { 'Auto-Submitted': 'no' } }), { from: 'ann@example.com' });
    expect(d.replies).toHaveLength(1);
  });

  it('our replies say they are automatic, so that no well-behaved mailer answers them', async () => {
    const reply = await send({ from: 'ann2@example.com', body: 'LIST' });
    expect(reply.headers.get('auto-submitted')).toBe('auto-replied');
  });
});

describe('bad mail gets a clear reply, and nothing is done', () => {
  it.each<[string, string, RegExp]>([
    ['no text part, only an attachment', 'no-text', /it has no text: the judge reads the plain text/],
    ['binary in a text part', 'binary', /its text is not text/],
  ])('%s', async (_, name, why) => {
    const game = await gameWithOrders();
    const d = await deliver(raw(name, game.id), { from: 'paul@example.com' });
    expect(d.replies).toHaveLength(1);
    expect(d.replies[0]!.text).toMatch(why);
    expect(d.replies[0]!.text).toContain('Nothing in it was done.');
    expect(await franceOrders(game)).toEqual({ FRANCE: FRANCE_ORDERS });
  });

  it('malformed headers: answered for what can be read, never a crash', async () => {
    const game = await gameWithOrders();
    const d = await deliver(raw('malformed-headers', game.id), { from: 'mal@example.com' });
    expect(d.replies).toHaveLength(1);
    expect(d.replies[0]!.text).toContain(`> LIST ${game.id}`);
    expect(d.replies[0]!.headers.get('in-reply-to')).toBe('<malformed-7@example.com>');
  });

  it('too large', async () => {
    const game = await gameWithOrders();
    const body = `SIGNON france@${game.id} ${game.players.FRANCE!.password}\nCLEAR\n${'x'.repeat(MAX_RAW_BYTES)}`;
    const d = await deliver(plainMail({ from: game.players.FRANCE!.address, body }), { from: game.players.FRANCE!.address });
    expect(d.replies[0]!.text).toMatch(/it is larger than 256 KiB/);
    expect(await franceOrders(game)).toEqual({ FRANCE: FRANCE_ORDERS });
  });

  it.each<[string, (game: MailGame) => string, RegExp]>([
    // Counting the SIGNON and the CLEAR before.
    ['too many lines', () => Array.from({ length: MAX_LINES - 1 }, () => 'A PAR H').join('\n'), new RegExp(`has ${MAX_LINES + 1} lines; the judge reads at most ${MAX_LINES}`)],
    [
      'too many commands',
      // Blank lines are no commands.
      () => Array.from({ length: MAX_COMMANDS - 1 }, () => 'A PAR H\n').join('\n'),
      new RegExp(`has ${MAX_COMMANDS + 1} commands; the judge carries out at most ${MAX_COMMANDS}`),
    ],
    ['a line too long', () => `LIST\n${'A'.repeat(MAX_LINE_LENGTH + 1)}`, new RegExp(`line 4 is longer than ${MAX_LINE_LENGTH} characters`)],
  ])('%s: not read at all', async (_, body, why) => {
    const game = await gameWithOrders();
    const france = game.players.FRANCE!;
    const reply = await send({ from: france.address, body: `SIGNON france@${game.id} ${france.password}\nCLEAR\n${body(game)}` });
    expect(reply.text).toMatch(why);
    expect(await franceOrders(game)).toEqual({ FRANCE: FRANCE_ORDERS });
  });

  it('a wrong password and an unknown game get the same answer; nothing is done', async () => {
    const game = await gameWithOrders();
    const wrong = (await deliver(raw('wrong-password', game.id), { from: 'eve@example.com' })).replies[0]!;
    const unknown = (await deliver(raw('unknown-game', game.id), { from: 'eve@example.com' })).replies[0]!;
    const nobody = await send({ from: 'eve@example.com', body: `SIGNON kibitzer@${game.id} guess1\nA PAR - BUR` });
    // And so does the master's seat with a wrong password.
    const webOnly = await send({ from: 'eve@example.com', body: `SIGNON master@${game.id} guess1` });
    const said = outcomeOf(wrong, `SIGNON france@${game.id} ********`);
    expect(said).toBe('No one in that game signs on with that name and password.');
    expect(outcomeOf(unknown, 'SIGNON france@nosuchgame ********')).toBe(said);
    expect(outcomeOf(nobody, `SIGNON kibitzer@${game.id} ********`)).toBe(said);
    expect(outcomeOf(webOnly, `SIGNON master@${game.id} ********`)).toBe(said);
    expect(outcomeOf(wrong, 'A PAR - BUR')).toBe('Not done: the sign-on above failed.');
    expect(outcomeOf(unknown, 'A PAR - BUR')).toBe('Not done: the sign-on above failed.');
    expect(await franceOrders(game)).toEqual({ FRANCE: FRANCE_ORDERS });
  });

  it('an unknown game named by LIST is said to be unknown', async () => {
    const reply = await send({ from: 'curious@example.com', body: 'LIST nosuchgame\nSUMMARY nosuchgame' });
    expect(outcomeOf(reply, 'LIST nosuchgame')).toBe('There is no game named nosuchgame.');
  });

  it('a reply the platform refuses is logged: the commands stay done', async () => {
    const game = await mailGame();
    const france = game.players.FRANCE!;
    const mail = plainMail({ from: france.address, body: `SIGNON france@${game.id} ${france.password}\n${FRANCE_ORDERS.join('\n')}` });
    const d = await deliver(mail, { from: france.address, replyFails: true });
    expect(d.replies).toEqual([]);
    expect(await franceOrders(game)).toEqual({ FRANCE: FRANCE_ORDERS });
  });
});

describe('the rate limit per sender', () => {
  it(`reads ${MAIL_PER_HOUR} mails an hour, answers the next once, and drops the rest`, async () => {
    const from = 'chatty@example.com';
    for (let i = 0; i < MAIL_PER_HOUR; i++) {
      const d = await deliver(plainMail({ from, body: 'FORM' }), { from });
      expect(d.replies).toHaveLength(1);
    }
    const over = await deliver(plainMail({ from, body: 'FORM' }), { from });
    expect(over.replies).toHaveLength(1);
    expect(over.replies[0]!.text).toMatch(/more mail this hour than the judge reads from one address/);
    const dropped = await deliver(plainMail({ from, body: 'FORM' }), { from });
    expect(dropped.replies).toEqual([]);
    // Another sender is not held back.
    expect((await deliver(plainMail({ from: 'quiet@example.com', body: 'FORM' }), { from: 'quiet@example.com' })).replies).toHaveLength(1);
  });
});
