import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_ON_REFUSED } from '../../workers/game-room';
import { hashPassword, NO_PASSWORD } from '../../workers/room/passwords';
import { hashSecret } from '../../workers/room/secrets';
import { DEFAULT_LOCK_POLICY, lockPolicy } from '../../workers/room/sign-on-locks';
import { setNow, useTestClock } from './support/api';
import { asPower, mailGame, outcomeOf, send, type MailGame } from './support/mail';

/*
 * Guessing passwords by mail. Each SIGNON line once cost a 100,000-round PBKDF2 inside the
 * game's room: a mail of 100 lines was 100 guesses, held the game for 1.8 s, and a mail of
 * 190 lost its reply. Now a mail tries one sign-on, the slow hash runs in the Worker, and a
 * name that keeps failing is locked out for a while.
 */

const T0 = Date.UTC(2040, 0, 1);
beforeEach(() => useTestClock(T0));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Counts the PBKDF2 runs (and only those: SHA-256 digests are not deriveBits) from now on. */
function countHashes(): { readonly count: () => number } {
  const spy = vi.spyOn(crypto.subtle, 'deriveBits');
  return { count: () => spy.mock.calls.length };
}

/** A guesser of his own for each game: the mail gate counts each sender's mails in an hour. */
const attacker = (game: MailGame) => `guesser.${game.id}@example.net`;
const guess = (game: MailGame, who: string, password: string) => send({ from: attacker(game), body: `SIGNON ${who}@${game.id} ${password}` });

describe('one sign-on a mail', () => {
  it('100 SIGNON lines in one mail cost one hash and one reply; the rest are answered, not tried', async () => {
    const game = await mailGame();
    const lines = Array.from({ length: 100 }, (_, i) => `SIGNON france@${game.id} guess${i}`);
    const hashes = countHashes();
    const reply = await send({ from: attacker(game), body: lines.join('\n') });
    expect(hashes.count()).toBe(1);
    expect(outcomeOf(reply, `SIGNON france@${game.id} ********`)).toBe(SIGN_ON_REFUSED);
    const answers = reply.text.split('\n').filter((l) => l.trim().startsWith('Not tried:'));
    expect(answers).toHaveLength(99);
    // One guess was counted, not a hundred: the player signs on at once.
    expect(outcomeOf(await asPower(game, 'FRANCE'), `SIGNON FRANCE@${game.id} ********`)).toBe(`Signed on to ${game.id} as FRANCE.`);
  });

  it('a right password later in the same mail is not tried either, and what follows it is not done', async () => {
    const game = await mailGame();
    const france = game.players.FRANCE!;
    const reply = await send({ from: attacker(game), body: [`SIGNON france@${game.id} wrong-one`, `SIGNON france@${game.id} ${france.password}`, 'A PAR - BUR'].join('\n') });
    expect(reply.text.replace(/\s+/g, ' ')).toContain('Not tried: the judge tries one sign-on by password a mail, the first; send this one in a mail of its own.');
    expect(outcomeOf(reply, 'A PAR - BUR')).toBe('Not done: the sign-on above was not tried.');
  });
});

describe('one new password a mail', () => {
  it('150 SET PASSWORD lines cost one hash: the first is taken, the rest answered', async () => {
    const game = await mailGame();
    const lines = Array.from({ length: 150 }, (_, i) => `SET PASSWORD changed-${i}`);
    const hashes = countHashes();
    const reply = await asPower(game, 'FRANCE', ...lines);
    // One for the sign-on, one for the new password.
    expect(hashes.count()).toBe(2);
    const notes = reply.text.split('\n').map((l) => l.trim());
    expect(notes.filter((l) => l === 'Your password is changed.')).toHaveLength(1);
    expect(reply.text.replace(/\s+/g, ' ').split('Not done: the judge takes one new password a mail, the first').length - 1).toBe(149);
  });

  it('a second JOIN in the same mail is not carried out, nor what follows it', async () => {
    const game = await mailGame([], ['ENGLAND']);
    const hashes = countHashes();
    const reply = await send({ from: 'twice@example.com', body: [`JOIN france@${game.id} first-pw`, `JOIN italy@${game.id} second-pw`, 'A ROM H'].join('\n') });
    expect(hashes.count()).toBe(1);
    expect(outcomeOf(reply, `JOIN france@${game.id} ********`)).toMatch(/^Joined game \S+ as FRANCE/);
    expect(outcomeOf(reply, `JOIN italy@${game.id} ********`)).toBe('Not done: the judge takes one new password a mail, the first; send this one in a mail of its own.');
    expect(outcomeOf(reply, 'A ROM H')).toBe('Not done: the line above was not carried out.');
  });
});

describe('the slow hash runs in the Worker, never in the game room', () => {
  it('the room hands over the stored hash, or one of the same shape, and checks nothing slow itself', async () => {
    const game = await mailGame();
    const room = env.GAME_ROOM.getByName(game.id);
    const hashes = countHashes();
    const known = await room.signOnTicket('FRANCE');
    const unknown = await room.signOnTicket('GHOST');
    const noGame = await env.GAME_ROOM.getByName(`nosuch${crypto.randomUUID().slice(0, 8)}`).signOnTicket('FRANCE');
    expect(known.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    for (const other of [unknown, noGame]) {
      expect(other).toEqual({ passwordHash: NO_PASSWORD, lockedUntil: null });
      expect(other.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    }
    // Signed on with what the Worker verified: the room runs no PBKDF2 for it.
    const answer = await room.mail({ kind: 'password', who: 'FRANCE', verified: known.passwordHash, secretHash: await hashSecret('x') }, [], ['status']);
    expect(answer.ok && answer.value.role).toMatchObject({ kind: 'player', power: 'FRANCE' });
    const refused = await room.mail({ kind: 'password', who: 'FRANCE', verified: null, secretHash: await hashSecret('x') }, [], []);
    expect(refused.ok ? null : refused.error.code).toBe('bad_secret');
    expect(hashes.count()).toBe(0);
  });

  it('a hash verified before the password changed signs nobody on', async () => {
    const game = await mailGame();
    const room = env.GAME_ROOM.getByName(game.id);
    const before = await room.signOnTicket('FRANCE');
    await asPower(game, 'FRANCE', 'SET PASSWORD brand-new');
    const answer = await room.mail({ kind: 'password', who: 'FRANCE', verified: before.passwordHash, secretHash: await hashSecret('x') }, [], []);
    expect(answer.ok ? null : answer.error.code).toBe('bad_secret');
  });

  it('the web secret written as the password still signs on', async () => {
    const game = await mailGame();
    const reply = await send({ from: 'f@example.com', body: `SIGNON france@${game.id} ${game.players.FRANCE!.secret}` });
    expect(outcomeOf(reply, `SIGNON france@${game.id} ********`)).toBe(`Signed on to ${game.id} as FRANCE.`);
  });
});

describe('a name that keeps failing is locked out for a while', () => {
  const { failures, lockMs } = DEFAULT_LOCK_POLICY;
  const locked = (at: number) => expect.stringMatching(new RegExp(`^Too many wrong passwords were tried for that name in that game: it cannot sign on until .*${new Date(at).getUTCFullYear()}, \\d\\d:\\d\\d UTC\\.$`));

  it(`after ${failures} wrong passwords the right one is refused until the lock-out has passed`, async () => {
    const game = await mailGame();
    const france = game.players.FRANCE!;
    for (let i = 0; i < failures; i++) {
      expect(outcomeOf(await guess(game, 'france', `guess-${i}`), `SIGNON france@${game.id} ********`)).toBe(SIGN_ON_REFUSED);
    }
    // The right password from anywhere but France's own address waits for the lock-out.
    const elsewhere = `away.${game.id}@example.org`;
    const right = await send({ from: elsewhere, body: `SIGNON france@${game.id} ${france.password}\nA PAR - BUR` });
    expect(outcomeOf(right, `SIGNON france@${game.id} ********`)).toEqual(locked(T0 + lockMs));
    expect(outcomeOf(right, 'A PAR - BUR')).toBe('Not done: the sign-on above failed.');
    // Written another way (F for FRANCE), the name is the same name.
    expect(outcomeOf(await send({ from: elsewhere, body: `SIGNON f@${game.id} ${france.password}` }), `SIGNON f@${game.id} ********`)).toEqual(locked(T0 + lockMs));
    // The others are not held up.
    expect(outcomeOf(await asPower(game, 'ENGLAND'), `SIGNON ENGLAND@${game.id} ********`)).toBe(`Signed on to ${game.id} as ENGLAND.`);

    setNow(T0 + lockMs - 1000);
    expect(outcomeOf(await send({ from: elsewhere, body: `SIGNON france@${game.id} ${france.password}` }), `SIGNON france@${game.id} ********`)).toEqual(locked(T0 + lockMs));
    setNow(T0 + lockMs + 1000);
    const after = await send({ from: elsewhere, body: `SIGNON france@${game.id} ${france.password}\nA PAR - BUR` });
    expect(outcomeOf(after, 'A PAR - BUR')).toBe('Accepted: A PAR - BUR');
  });

  it("a stranger's guesses never lock the holder out writing from his own address; guesses written as that address lock only its own count", async () => {
    const game = await mailGame();
    const france = game.players.FRANCE!;
    for (let i = 0; i < failures; i++) await guess(game, 'france', `guess-${i}`);
    // A rival failing at France's password before the deadline does not keep France from his orders.
    expect(outcomeOf(await asPower(game, 'FRANCE', 'A PAR - BUR'), 'A PAR - BUR')).toBe('Accepted: A PAR - BUR');
    // Guesses sent as if from France's address are counted apart, and locked as any other.
    for (let i = 0; i < failures; i++) await send({ from: france.address, body: `SIGNON france@${game.id} wrong-${i}` });
    expect(outcomeOf(await asPower(game, 'FRANCE'), `SIGNON FRANCE@${game.id} ********`)).toEqual(locked(T0 + lockMs));
    // The address is read in any case.
    expect(outcomeOf(await send({ from: france.address.toUpperCase(), body: `SIGNON france@${game.id} ${france.password}` }), `SIGNON france@${game.id} ********`)).toEqual(locked(T0 + lockMs));
  });

  it('a name nobody holds is locked the same way, in the same words: the lock-out does not say whether it exists', async () => {
    const game = await mailGame();
    for (let i = 0; i < failures; i++) {
      await guess(game, 'france', `guess-${i}`);
      await guess(game, 'ghost', `guess-${i}`);
    }
    const france = outcomeOf(await guess(game, 'france', 'another'), `SIGNON france@${game.id} ********`);
    const ghost = outcomeOf(await guess(game, 'ghost', 'another'), `SIGNON ghost@${game.id} ********`);
    expect(france).toEqual(locked(T0 + lockMs));
    expect(ghost).toBe(france);
  });

  it('the master is counted too, by SIGNON and by TAKEOVER master alike, and his lock-out hashes nothing', async () => {
    const game = await mailGame();
    for (let i = 0; i < failures; i++) {
      const body = i % 2 === 0 ? `SIGNON master@${game.id} guess-${i}` : `TAKEOVER master@${game.id} guess-${i}`;
      await send({ from: attacker(game), body });
    }
    const hashes = countHashes();
    const reply = await send({ from: `away.${game.id}@example.org`, body: `SIGNON m@${game.id} ${game.master.password}` });
    expect(outcomeOf(reply, `SIGNON m@${game.id} ********`)).toEqual(locked(T0 + lockMs));
    expect(hashes.count()).toBe(0);
    // The master writing from his own address is not locked out by them.
    expect(outcomeOf(await send({ from: game.master.address, body: `SIGNON m@${game.id} ${game.master.password}` }), `SIGNON m@${game.id} ********`)).toBe(`Signed on to ${game.id} as the master.`);
  });

  it('a success clears the count: failures do not add up across good sign-ons', async () => {
    const game = await mailGame();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < failures - 1; i++) await guess(game, 'france', `guess-${i}`);
      expect(outcomeOf(await asPower(game, 'FRANCE'), `SIGNON FRANCE@${game.id} ********`)).toBe(`Signed on to ${game.id} as FRANCE.`);
    }
  });
});

describe('passwords have a minimum length', () => {
  const short = 'A password is one word of 6 to 64 characters.';

  it('JOIN, OBSERVE, TAKEOVER, CREATE and SET PASSWORD refuse a password under six characters, saying so', async () => {
    const game = await mailGame([], ['ENGLAND', 'FRANCE']);
    const id = `short${crypto.randomUUID().slice(0, 8)}`;
    expect(outcomeOf(await send({ from: 'a@example.com', body: `JOIN italy@${game.id} pw` }), `JOIN italy@${game.id} ********`)).toBe(`Not joined: ${short}`);
    expect(outcomeOf(await send({ from: 'b@example.com', body: `OBSERVE olga@${game.id} olga` }), `OBSERVE olga@${game.id} ********`)).toBe(`Not added: ${short}`);
    expect(outcomeOf(await send({ from: 'e@example.com', body: `TAKEOVER italy@${game.id} short` }), `TAKEOVER italy@${game.id} ********`)).toBe(`Not taken over: ${short}`);
    expect(outcomeOf(await send({ from: 'c@example.com', body: `CREATE ${id} abcde` }), `CREATE ${id} ********`)).toBe(`Not created: ${short}`);
    expect(outcomeOf(await asPower(game, 'FRANCE', 'SET PASSWORD abc'), 'SET PASSWORD ********')).toBe(`Not changed: ${short}`);
    expect(outcomeOf(await send({ from: 'd@example.com', body: `JOIN italy@${game.id} sixsix` }), `JOIN italy@${game.id} ********`)).toMatch(/^Joined game/);
  });

  it('a shorter password made before still signs on', async () => {
    const game = await mailGame();
    const france = game.players.FRANCE!;
    const set = await env.GAME_ROOM.getByName(game.id).act(france.secret, { type: 'set_password', passwordHash: await hashPassword('pw') });
    expect(set.ok).toBe(true);
    const reply = await send({ from: france.address, body: `SIGNON france@${game.id} pw` });
    expect(outcomeOf(reply, `SIGNON france@${game.id} ********`)).toBe(`Signed on to ${game.id} as FRANCE.`);
  });
});

describe('the count of a power is the same under each of its names, held or not', () => {
  it('a vacant seat is counted as a held one: F and FRANCE share the count either way', async () => {
    const game = await mailGame([], ['ENGLAND']);
    // France has no player in this forming game: five guesses as F lock FRANCE all the same.
    for (let i = 0; i < DEFAULT_LOCK_POLICY.failures; i++) await guess(game, 'f', `guess-${i}`);
    expect(outcomeOf(await guess(game, 'france', 'another'), `SIGNON france@${game.id} ********`)).toMatch(/^Too many wrong passwords/);
  });
});

describe("the host's settings", () => {
  it('SIGNON_FAILURES and SIGNON_LOCKOUT_MINUTES set the lock-out; absent or not a whole number above 0, the defaults hold', () => {
    expect(lockPolicy(env)).toEqual(DEFAULT_LOCK_POLICY);
    expect(lockPolicy({ SIGNON_FAILURES: '3', SIGNON_LOCKOUT_MINUTES: '60' })).toEqual({ failures: 3, lockMs: 60 * 60_000 });
    expect(lockPolicy({ SIGNON_FAILURES: '0', SIGNON_LOCKOUT_MINUTES: 'soon' })).toEqual(DEFAULT_LOCK_POLICY);
    expect(lockPolicy({})).toEqual(DEFAULT_LOCK_POLICY);
  });
});
