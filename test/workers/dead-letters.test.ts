import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { utcTime } from '../../shared/text/time';
import { MAX_ATTEMPTS } from '../../workers/room/dead-letters';
import { retryDelay } from '../../workers/room/outbox';
import { call, expectStatus, processNow, setNow, useTestClock } from './support/api';
import { keepSentMail, send, type SentMail } from './support/mail';

/*
 * Issue 11: a delivery the platform refused was retried for ever. After MAX_ATTEMPTS
 * tries it becomes a dead letter: out of the outbox, no longer waking the room, kept with
 * its last error, and shown to the master (GET …/master/dead-letters, and his STATUS by
 * mail). `MAIL.send` is a stub that refuses the addresses the test names.
 */

let sent: SentMail[];
let refuse: (to: string) => boolean;
let spy: MockInstance<SendEmail['send']>;

beforeEach(() => {
  useTestClock();
  sent = [];
  refuse = () => false;
  spy = keepSentMail(() => sent, (to) => refuse(to));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const stub = (id: string) => env.GAME_ROOM.getByName(id);
const alarmOf = (id: string) => runInDurableObject(stub(id), (_room, state) => state.storage.getAlarm());
const BOUNCING = 'gone@example.org';

/** A game (made by mail, so that the master may ask STATUS by mail) with an observer by mail at an address that now bounces. */
async function bouncingGame() {
  const id = `dl${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const created = await send({ from: 'gm@mail.example', body: `CREATE ${id} gmpassword\nRULE POWER_CHOICE\nSIGNOFF` });
  const master = /\(shown this once, keep it\):\s+(\S+)/.exec(created.text)![1]!;
  await send({ from: BOUNCING, body: `OBSERVE Olga@${id} olgapassword` });
  for (const power of ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']) {
    expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: `Player ${power}`, power } }), 201);
  }
  await runDurableObjectAlarm(stub(id));
  sent = [];
  refuse = (to) => to === BOUNCING;
  return { id, master };
}

describe('a delivery refused every time', () => {
  it(`becomes a dead letter after ${MAX_ATTEMPTS} tries: out of the outbox, no longer waking the room, and shown to the master`, async () => {
    const { id, master } = await bouncingGame();
    expectStatus(await processNow({ id, master }), 200);
    let t = Date.now();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await runDurableObjectAlarm(stub(id));
      const mail = (await stub(id).outbox()).pending.filter((e) => e.kind === 'mail');
      if (attempt < MAX_ATTEMPTS - 1) {
        expect(mail).toEqual([expect.objectContaining({ attempts: attempt + 1, due: t + retryDelay(attempt) })]);
        // Until its last try, the room wakes for it.
        expect(await alarmOf(id)).toBe(t + retryDelay(attempt));
        t += retryDelay(attempt);
        setNow(t);
      } else {
        expect(mail).toEqual([]);
      }
    }
    // The master's mail went; the observer's is given up and the room no longer wakes for
    // it: only for the game's own deadline, if it has one.
    expect(sent.map((m) => m.to)).toEqual(['gm@mail.example']);
    expect((await stub(id).outbox()).pending).toEqual([]);
    const game = expectStatus(await call('GET', `/api/games/${id}`), 200).game;
    expect(await alarmOf(id)).toBe(game.deadline ?? null);
    const calls = spy.mock.calls.length;
    setNow(t + retryDelay(MAX_ATTEMPTS));
    await runDurableObjectAlarm(stub(id));
    expect(spy.mock.calls.length).toBe(calls);

    // The master sees it, with its last error; nobody else may.
    const dead = expectStatus(await call('GET', `/api/games/${id}/master/dead-letters`, { secret: master }), 200);
    expect(dead).toEqual({
      total: 1,
      latest: [
        {
          kind: 'mail',
          to: BOUNCING,
          subject: `Diplomacy game ${id}: Spring 1901 movement results`,
          attempts: MAX_ATTEMPTS,
          lastError: `The mail to ${BOUNCING} was not sent: 550 mailbox unavailable`,
          at: t,
        },
      ],
    });
    const player = expectStatus(await call('POST', `/api/games/${id}/observe`, { body: { name: 'Nosy' } }), 201).secret;
    expectStatus(await call('GET', `/api/games/${id}/master/dead-letters`, { secret: player }), 403);
    expectStatus(await call('GET', `/api/games/${id}/master/dead-letters`), 401);

    // And in his STATUS by mail.
    const status = await send({ from: 'gm@mail.example', body: `SIGNON master@${id} gmpassword\nSTATUS` });
    expect(status.text.replace(/\s+/g, ' ')).toContain(
      `1 delivery was given up after every try failed: ${utcTime(t)} to ${BOUNCING}`,
    );
    expect(status.text.replace(/\s+/g, ' ')).toContain(
      `to ${BOUNCING} (Diplomacy game ${id}: Spring 1901 movement results), after ${MAX_ATTEMPTS} tries: The mail to ${BOUNCING} was not sent: 550 mailbox unavailable`,
    );
  });

  it('no longer holds back the later mail to the same address, which is tried on its own', async () => {
    const { id, master } = await bouncingGame();
    expectStatus(await processNow({ id, master }), 200);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await runDurableObjectAlarm(stub(id));
      setNow(Date.now() + retryDelay(attempt));
    }
    refuse = () => false;
    expectStatus(await processNow({ id, master }), 200);
    await runDurableObjectAlarm(stub(id));
    expect(sent.filter((m) => m.to === BOUNCING).map((m) => m.subject)).toEqual([`Diplomacy game ${id}: Fall 1901 movement results`]);
  });
});
