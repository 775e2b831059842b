import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Addresses, CODE_TRIES, CODES_PER_GAME } from '../../workers/room/addresses';
import type { RoomStore } from '../../workers/room/store';
import { call, expectStatus, fullGame, newGame, processNow } from './support/api';
import { keepMailEachTest, outcomeOf, secretIn, send, type SentMail } from './support/mail';

/*
 * Issue 11: an observer could give any address over HTTP, and a flood sent 14,739 mails to
 * one. The judge now mails an address given over HTTP only its confirmation code, once,
 * until the code comes back; a mail player is confirmed by writing; a game mails a bounded
 * number of codes. `MAIL.send` is a stub that keeps every message.
 */

type Sent = SentMail;

// The judge's mail kept, not sent (mail.sent: this test's); each test on the test clock.
const mail = keepMailEachTest();

const alarm = (id: string) => runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
const to = (address: string) => mail.sent.filter((m) => m.to === address);
const isCode = (m: Sent) => m.subject.endsWith('confirm your address');
const codeIn = (m: Sent): string => /the code (\S+) on/.exec(m.text.replace(/\s+/g, ' '))![1]!;
const process = async (id: string, master: string) => expectStatus(await processNow({ id, master }), 200);
const contact = (id: string, secret: string, body: object) => call('PUT', `/api/games/${id}/contact`, { secret, body });
const confirm = (id: string, secret: string, code: string) => call('POST', `/api/games/${id}/contact/confirm`, { secret, body: { code } });

describe('an address given over HTTP', () => {
  it('gets its code alone, and nothing else until the code comes back; then it gets the results', async () => {
    const g = await fullGame();
    const france = g.seats.FRANCE.secret;
    expectStatus(await contact(g.id, france, { email: 'france@example.org', by: 'both' }), 200);
    await alarm(g.id);
    expect(to('france@example.org').map((m) => m.subject)).toEqual([`Diplomacy game ${g.id}: confirm your address`]);
    const code = codeIn(to('france@example.org')[0]!);
    expect(code).toMatch(/^[a-z2-9]{8}$/);

    // Unconfirmed: a phase processed, press to France, a new deadline: none of it is mailed there.
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.master, body: { to: ['FRANCE'], body: 'Hello.' } }), 201);
    await process(g.id, g.master);
    await alarm(g.id);
    expect(to('france@example.org')).toHaveLength(1);

    // A wrong code is refused, and confirms nothing.
    const wrong = await confirm(g.id, france, 'notthis1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'bad_code', message: 'That is not the code mailed to france@example.org.' });
    // Someone with no address given has nothing to confirm.
    expectStatus(await confirm(g.id, g.seats.ITALY.secret, code), 409);
    // Without a secret, nobody.
    expectStatus(await call('POST', `/api/games/${g.id}/contact/confirm`, { body: { code } }), 401);

    expect(expectStatus(await confirm(g.id, france, code.toUpperCase()), 200)).toEqual({ email: 'france@example.org', confirmed: true });
    mail.sent = [];
    await process(g.id, g.master);
    await alarm(g.id);
    expect(to('france@example.org').map((m) => m.subject)).toEqual([`Diplomacy game ${g.id}: Fall 1901 movement results`]);
  });

  it(`takes ${CODE_TRIES} wrong codes for an address, then refuses even the right one (429), and the address stays unmailed`, async () => {
    const g = await fullGame();
    const france = g.seats.FRANCE.secret;
    expectStatus(await contact(g.id, france, { email: 'guessed@example.org', by: 'both' }), 200);
    await alarm(g.id);
    const code = codeIn(to('guessed@example.org')[0]!);
    for (let i = 0; i < CODE_TRIES; i++) expect((await confirm(g.id, france, `wrong${String(i).padStart(3, '2')}`)).status).toBe(400);
    const locked = await confirm(g.id, france, code);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('too_many_tries');
    await process(g.id, g.master);
    await alarm(g.id);
    expect(to('guessed@example.org').map(isCode)).toEqual([true]);
  });

  it('is mailed one code however often it is given, by whomever in the game', async () => {
    const g = await fullGame();
    const victim = 'victim@example.org';
    for (let i = 0; i < 40; i++) {
      const power = (['FRANCE', 'ENGLAND', 'ITALY', 'RUSSIA'] as const)[i % 4]!;
      expectStatus(await contact(g.id, g.seats[power].secret, { email: i % 2 === 0 ? victim : `other${i % 4}@example.org`, by: 'both' }), 200);
    }
    // And an observer arriving with it (the game's first holder of it since let it go).
    expectStatus(await contact(g.id, g.seats.FRANCE.secret, { email: null, by: 'web' }), 200);
    expectStatus(await contact(g.id, g.seats.ITALY.secret, { email: null, by: 'web' }), 200);
    expectStatus(await call('POST', `/api/games/${g.id}/observe`, { body: { name: 'Watcher', email: victim } }), 201);
    for (let i = 0; i < 3; i++) {
      await process(g.id, g.master);
      await alarm(g.id);
    }
    expect(to(victim).map((m) => m.subject)).toEqual([`Diplomacy game ${g.id}: confirm your address`]);
    // The other addresses too: one code each, nothing more.
    for (const n of [1, 3]) expect(to(`other${n}@example.org`).map(isCode)).toEqual([true]);
  });

  it("bounds a flood of new addresses: a game mails at most its cap of codes, then refuses a new address with 429", async () => {
    const { id, master } = await newGame();
    const { secret } = expectStatus(await call('POST', `/api/games/${id}/observe`, { body: { name: 'Flooder' } }), 201);
    let refused = 0;
    for (let i = 0; i < CODES_PER_GAME + 10; i++) {
      const answer = await contact(id, secret, { email: `target${i}@example.org`, by: 'mail' });
      if (answer.status === 429) {
        refused++;
        expect(answer.body.error).toMatchObject({ code: 'too_many_codes' });
        expect(answer.body.error.message).toContain(`has mailed the ${CODES_PER_GAME} confirmation codes it may`);
      } else expect(answer.status).toBe(200);
    }
    expect(refused).toBe(10);
    // A join with a new address is refused the same way, and nothing of it is kept.
    const join = await call('POST', `/api/games/${id}/join`, { body: { name: 'Late', email: 'late@example.org' } });
    expect(join.status).toBe(429);
    await alarm(id);
    expect(mail.sent.filter(isCode)).toHaveLength(CODES_PER_GAME);
    expect(new Set(mail.sent.map((m) => m.to)).size).toBe(CODES_PER_GAME);
    // An address already mailed its code may still be given again.
    expectStatus(await contact(id, secret, { email: 'target0@example.org' }), 200);
    // The master's address given over HTTP is one of them, and waits for its code like any other.
    expect((await contact(id, master, { email: 'gm@example.org' })).status).toBe(429);
  });

  it('is told in the caller\'s own view only: none, then waiting for its code, then confirmed; after too many wrong codes, unconfirmed', async () => {
    const g = await fullGame();
    const view = async (secret: string | null) => expectStatus(await call('GET', `/api/games/${g.id}`, secret === null ? {} : { secret }), 200).game;
    // No address given: the console once offered a code box all the same.
    expect((await view(g.master)).contact).toEqual({ email: null, state: 'none' });
    expect((await view(g.seats.FRANCE.secret)).contact).toEqual({ email: null, state: 'none' });
    expect((await view(null)).contact).toBeUndefined();

    const given = expectStatus(await contact(g.id, g.seats.FRANCE.secret, { email: 'France@example.org', by: 'both' }), 200);
    expect(given.game.contact).toEqual({ email: 'France@example.org', state: 'waiting' });
    expect((await view(g.seats.FRANCE.secret)).contact).toEqual({ email: 'France@example.org', state: 'waiting' });
    // Nobody else is told of it: not the master, not another player, not a stranger.
    for (const other of [g.master, g.seats.ITALY.secret, null]) expect(JSON.stringify(await view(other))).not.toContain('France@example.org');

    await alarm(g.id);
    expectStatus(await confirm(g.id, g.seats.FRANCE.secret, codeIn(to('France@example.org')[0]!)), 200);
    expect((await view(g.seats.FRANCE.secret)).contact).toEqual({ email: 'France@example.org', state: 'confirmed' });

    // The web only: the judge mails him nothing, whatever address he keeps.
    expectStatus(await contact(g.id, g.seats.FRANCE.secret, { by: 'web' }), 200);
    expect((await view(g.seats.FRANCE.secret)).contact).toEqual({ email: null, state: 'none' });

    // Too many wrong codes: no box any more, only a mail from it confirms it.
    expectStatus(await contact(g.id, g.seats.ITALY.secret, { email: 'italy@example.org', by: 'both' }), 200);
    for (let i = 0; i < CODE_TRIES; i++) await confirm(g.id, g.seats.ITALY.secret, 'notthis1');
    expect((await view(g.seats.ITALY.secret)).contact).toEqual({ email: 'italy@example.org', state: 'unconfirmed' });
  });

  it("is the master's too: his address given over HTTP gets its code, then the game's mail", async () => {
    const g = await fullGame();
    expectStatus(await contact(g.id, g.master, { email: 'gm@example.org' }), 200);
    await process(g.id, g.master);
    await alarm(g.id);
    expect(to('gm@example.org').map(isCode)).toEqual([true]);
    expectStatus(await confirm(g.id, g.master, codeIn(to('gm@example.org')[0]!)), 200);
    await process(g.id, g.master);
    await alarm(g.id);
    expect(to('gm@example.org').map((m) => m.subject)).toEqual([
      `Diplomacy game ${g.id}: confirm your address`,
      `Diplomacy game ${g.id}: Fall 1901 movement results`,
    ]);
  });

  it('given by a game made before the rule (no table of addresses yet) is taken as confirmed', async () => {
    const g = await fullGame();
    expectStatus(await contact(g.id, g.seats.FRANCE.secret, { email: 'old@example.org', by: 'both' }), 200);
    await alarm(g.id);
    mail.sent = [];
    // As an old room stood: the address in its state, and no table.
    await runInDurableObject(env.GAME_ROOM.getByName(g.id), (room, state) => {
      state.storage.sql.exec('DROP TABLE address');
      const store = (room as unknown as { store: RoomStore }).store;
      new Addresses(state.storage.sql).adopt(() => store.load());
    });
    await process(g.id, g.master);
    await alarm(g.id);
    expect(to('old@example.org').map((m) => m.subject)).toEqual([`Diplomacy game ${g.id}: Spring 1901 movement results`]);
  });
});

describe('an address a mail player writes from', () => {
  it('is confirmed by writing: JOIN and SIGNON from it; SET ADDRESS to another gets that one only its code', async () => {
    const id = `ad${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const { secret: master } = await newGameNamed(id);
    const joined = await send({ from: 'fr@mail.example', name: 'Frank', body: `JOIN FRANCE@${id} frpassword` });
    expect(outcomeOf(joined, `JOIN FRANCE@${id} ********`)).toMatch(/^Joined game/);
    // The others join on the web; the game starts.
    for (const power of ['AUSTRIA', 'ENGLAND', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']) {
      expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Player ${power}`, power } }), 201);
    }
    await alarm(id);
    expect(to('fr@mail.example').map((m) => m.subject)).toEqual([`Diplomacy game ${id} has started`]);

    // SET ADDRESS to another: it gets its code, and nothing else.
    const moved = await send({ from: 'fr@mail.example', body: `SIGNON FRANCE@${id} frpassword\nSET ADDRESS fr@elsewhere.example` });
    expect(outcomeOf(moved, 'SET ADDRESS fr@elsewhere.example')).toContain('once it is confirmed');
    await process(id, master);
    await alarm(id);
    expect(to('fr@elsewhere.example').map(isCode)).toEqual([true]);

    // Then a mail that signs on from it confirms it.
    await send({ from: 'fr@elsewhere.example', body: `SIGNON FRANCE@${id} frpassword\nSTATUS` });
    await process(id, master);
    await alarm(id);
    expect(to('fr@elsewhere.example').map((m) => m.subject)).toEqual([
      `Diplomacy game ${id}: confirm your address`,
      `Diplomacy game ${id}: Fall 1901 movement results`,
    ]);
  });

  it('SET ADDRESS with several: each gets its code, then every letter once confirmed; at most three; the API lists them', async () => {
    const id = `am${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const { secret: master } = await newGameNamed(id);
    const secret = secretIn(await send({ from: 'fr@mail.example', name: 'Frank', body: `JOIN FRANCE@${id} frpassword` }));
    for (const power of ['AUSTRIA', 'ENGLAND', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']) {
      expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Player ${power}`, power } }), 201);
    }
    await alarm(id);

    const tooMany = await send({ from: 'fr@mail.example', body: `SIGNON FRANCE@${id} frpassword\nSET ADDRESS a@x.example, b@x.example, c@x.example, d@x.example` });
    expect(outcomeOf(tooMany, 'SET ADDRESS a@x.example, b@x.example, c@x.example, d@x.example')).toMatch(/at most 3 addresses/);

    const both = await send({ from: 'fr@mail.example', body: `SIGNON FRANCE@${id} frpassword\nSET ADDRESS fr@mail.example, fr@office.example` });
    expect(outcomeOf(both, 'SET ADDRESS fr@mail.example, fr@office.example')).toBe(
      'The judge now writes to fr@mail.example. The judge writes to fr@office.example once it is confirmed, if it is not already: by the code mailed there (once), or by a mail from it that signs on.',
    );
    await process(id, master);
    await alarm(id);
    expect(to('fr@office.example').map(isCode)).toEqual([true]);
    expect(to('fr@mail.example').map((m) => m.subject)).toContain(`Diplomacy game ${id}: Spring 1901 movement results`);

    // The code given back on the web confirms the second address; from then on both get every letter.
    const code = /give the code (\S+) on/.exec(to('fr@office.example')[0]!.text.replace(/\s+/g, ' '))![1]!;
    const seen = expectStatus(await call('GET', `/api/games/${id}`, { secret }), 200).game;
    expect(seen.contact).toEqual({ email: 'fr@mail.example', state: 'confirmed', also: [{ email: 'fr@office.example', state: 'waiting' }] });
    expect(expectStatus(await call('POST', `/api/games/${id}/contact/confirm`, { secret, body: { code } }), 200)).toEqual({ email: 'fr@office.example', confirmed: true });
    await process(id, master);
    await alarm(id);
    expect(to('fr@office.example').map((m) => m.subject)).toContain(`Diplomacy game ${id}: Fall 1901 movement results`);
    expect(to('fr@mail.example').map((m) => m.subject)).toContain(`Diplomacy game ${id}: Fall 1901 movement results`);
  });

  it("CREATE by mail confirms the master's address", async () => {
    const id = `ac${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    await send({ from: 'gm@mail.example', body: `CREATE ${id} gmpassword\nRULE POWER_CHOICE\nSIGNOFF` });
    for (const power of ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']) {
      expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Player ${power}`, power } }), 201);
    }
    await alarm(id);
    expect(to('gm@mail.example').some(isCode)).toBe(false);
    expect(to('gm@mail.example').map((m) => m.subject)).toContain(`Diplomacy game ${id} has started`);
  });
});

/** A game made by mail with this id, whose master then takes his secret to the web. */
async function newGameNamed(id: string): Promise<{ secret: string }> {
  const created = await send({ from: 'master@mail.example', body: `CREATE ${id} gmpassword\nRULE POWER_CHOICE\nSIGNOFF` });
  return { secret: secretIn(created) };
}
