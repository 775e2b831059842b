import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, processNow } from './support/api';
import { asMaster, asPower, keepMailEachTest, mailGame, outcomeOf, send } from './support/mail';

/*
 * MONITOR (Email.txt): "A MONITOR receives only the game's results (and deadline change
 * notices, and draw or concession agreements). An OBSERVER is eligible to send and receive
 * press messages. Also, an OBSERVER shows up on the Web as someone who can 'Log In,' while
 * a MONITOR does not."
 */

const mail = keepMailEachTest();
const alarm = (id: string) => runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
const NOSY = 'nosy.parker@example.com';

describe('MONITOR', () => {
  it('is mailed the results, the deadline changes and the end, and nothing else; it is no observer on the page', async () => {
    const game = await mailGame();
    const joined = await send({ from: NOSY, body: `MONITOR nosy@${game.id} peeping1` });
    const answer = outcomeOf(joined, `MONITOR nosy@${game.id} ********`);
    expect(answer).toMatch(/^You monitor game .* as nosy: the judge mails you its results, every change of its deadline and its end, and nothing else/);
    // No secret for the web: a monitor does not log in there.
    expect(joined.text).not.toMatch(/secret/i);
    const view = expectStatus(await call('GET', `/api/games/${game.id}`), 200);
    expect(view.game.observers).toBe(0);

    mail.sent = [];
    await asPower(game, 'FRANCE', 'BROADCAST', 'Hello, world.', 'ENDPRESS');
    await asMaster(game, 'SET DEADLINE 5 JAN 2040 18:00');
    await processNow({ id: game.id, master: game.master.secret });
    await alarm(game.id);
    const toNosy = mail.sent.filter((m) => m.to === NOSY);
    expect(toNosy.some((m) => /results/.test(m.subject))).toBe(true);
    expect(toNosy.some((m) => /deadline/i.test(m.text))).toBe(true);
    expect(toNosy.some((m) => m.text.includes('Hello, world.'))).toBe(false);

    mail.sent = [];
    expectStatus(await call('POST', `/api/games/${game.id}/master/terminate`, { secret: game.master.secret, body: {} }), 200);
    await alarm(game.id);
    expect(mail.sent.filter((m) => m.to === NOSY).map((m) => m.subject)).toEqual([`Diplomacy game ${game.id} is over`]);
  });

  it('sends no press', async () => {
    const game = await mailGame();
    await send({ from: NOSY, body: `MONITOR nosy@${game.id} peeping1` });
    const reply = await send({ from: NOSY, body: [`SIGNON nosy@${game.id} peeping1`, 'BROADCAST', 'Psst.', 'ENDPRESS'].join('\n') });
    expect(reply.text).toMatch(/A monitor sends no press/);
  });

  it('is refused a malformed line with how to write it', async () => {
    const reply = await send({ from: NOSY, body: 'MONITOR nosy' });
    expect(outcomeOf(reply, 'MONITOR ********')).toMatch(/MONITOR name@game password/);
  });
});
