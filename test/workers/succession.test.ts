import { describe, expect, it } from 'vitest';
import { call, expectStatus, fullGame } from './support/api';
import { asMaster, asPower, deliverMail, keepMailEachTest, mailGame, outcomeOf, send, type SentMail } from './support/mail';

/*
 * Whoever takes over a vacant power reads its private press only from then on: what was
 * written to or by the power before him stays his predecessor's, by the API, the socket's
 * view and by mail, until the master hands it over (HANDOVER). Broadcasts are everyone's.
 */

// The judge's mail kept, not sent (mail.sent: this test's); each test on the test clock.
const mail = keepMailEachTest();

/** Delivers what the room has waiting; what went out, forgotten after. */
const drain = (id: string): Promise<SentMail[]> => deliverMail(mail, id);

const press = async (id: string, secret: string, to: string[] | 'ALL', body: string) =>
  expectStatus(await call('POST', `/api/games/${id}/press`, { secret, body: { to, body } }), 201);
/** The bodies of the press this secret reads, oldest first (a page comes newest first). */
const readPress = async (id: string, secret: string): Promise<string[]> =>
  expectStatus(await call('GET', `/api/games/${id}/press`, { secret }), 200)
    .press.map((m: { body: string }) => m.body)
    .reverse();

describe('a successor, by the API', () => {
  async function succeeded() {
    const g = await fullGame();
    await press(g.id, g.seats.ENGLAND.secret, ['FRANCE'], 'England to France: the Channel is yours.');
    await press(g.id, g.seats.FRANCE.secret, ['ENGLAND'], 'France to England: and Belgium mine.');
    await press(g.id, g.master, ['FRANCE'], 'Master to France: mind the deadline.');
    await press(g.id, g.seats.GERMANY.secret, 'ALL', 'Germany to all: peace in our time.');
    expectStatus(await call('POST', `/api/games/${g.id}/resign`, { secret: g.seats.FRANCE.secret, body: {} }), 200);
    const heir = expectStatus(await call('POST', `/api/games/${g.id}/takeover`, { body: { power: 'FRANCE', name: 'Heir' } }), 201);
    return { g, heir: heir.secret as string };
  }

  it('reads none of the private press before the takeover, and all after', async () => {
    const { g, heir } = await succeeded();
    expect(await readPress(g.id, heir)).toEqual(['Germany to all: peace in our time.']);
    const view = JSON.stringify(expectStatus(await call('GET', `/api/games/${g.id}`, { secret: heir }), 200));
    for (const hidden of ['the Channel is yours', 'and Belgium mine', 'mind the deadline']) expect(view).not.toContain(hidden);

    await press(g.id, g.seats.ENGLAND.secret, ['FRANCE'], 'England to France: welcome.');
    await press(g.id, heir, ['ENGLAND'], 'France to England: thank you.');
    expect(await readPress(g.id, heir)).toEqual(['Germany to all: peace in our time.', 'England to France: welcome.', 'France to England: thank you.']);
    // England keeps his side of it all; the former player, gone from the game, reads nothing.
    expect(await readPress(g.id, g.seats.ENGLAND.secret)).toHaveLength(5);
    expectStatus(await call('GET', `/api/games/${g.id}/press`, { secret: g.seats.FRANCE.secret }), 401);
  });

  it('reads it all once the master hands it over', async () => {
    const { g, heir } = await succeeded();
    const handed = expectStatus(await call('POST', `/api/games/${g.id}/master/handover`, { secret: g.master, body: { power: 'FRANCE' } }), 200);
    expect(handed.game.viewer).toEqual({ kind: 'master' });
    expect(await readPress(g.id, heir)).toEqual([
      'England to France: the Channel is yours.',
      'France to England: and Belgium mine.',
      'Master to France: mind the deadline.',
      'Germany to all: peace in our time.',
    ]);
  });

  it("tells the master, and him alone, which seats hold back earlier press; the flag goes with the HANDOVER", async () => {
    const { g, heir } = await succeeded();
    const seatsAs = async (secret: string) =>
      (expectStatus(await call('GET', `/api/games/${g.id}`, { secret }), 200).game.seats as { power: string; pressHeldBack?: true }[]).filter((s) => s.pressHeldBack !== undefined);
    expect(await seatsAs(g.master)).toEqual([expect.objectContaining({ power: 'FRANCE', pressHeldBack: true })]);
    expect(await seatsAs(heir)).toEqual([]);
    expect(await seatsAs(g.seats.ENGLAND.secret)).toEqual([]);
    expectStatus(await call('POST', `/api/games/${g.id}/master/handover`, { secret: g.master, body: { power: 'FRANCE' } }), 200);
    expect(await seatsAs(g.master)).toEqual([]);
  });

  it('holds back nothing, and shows no flag, for a successor to a power nobody wrote to privately', async () => {
    const g = await fullGame();
    await press(g.id, g.seats.GERMANY.secret, 'ALL', 'Germany to all: peace in our time.');
    expectStatus(await call('POST', `/api/games/${g.id}/resign`, { secret: g.seats.TURKEY.secret, body: {} }), 200);
    expectStatus(await call('POST', `/api/games/${g.id}/takeover`, { body: { power: 'TURKEY', name: 'Heir' } }), 201);
    const seats = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200).game.seats as { pressHeldBack?: true }[];
    expect(seats.some((s) => s.pressHeldBack !== undefined)).toBe(false);
  });

  it.each([
    ['a player', 'heir', { power: 'FRANCE' }, 403, 'not_allowed'],
    ['nothing held back', 'master', { power: 'ENGLAND' }, 409, 'wrong_status'],
    ['no such power', 'master', { power: 'SPAIN' }, 400, 'unknown_power'],
    ['no power named', 'master', {}, 400, 'invalid_request'],
  ])('HANDOVER refused: %s', async (_, who, body, status, code) => {
    const { g, heir } = await succeeded();
    const answer = await call('POST', `/api/games/${g.id}/master/handover`, { secret: who === 'master' ? g.master : heir, body });
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
  });
});

describe('a successor, by mail', () => {
  it('is mailed press from his taking over on; HANDOVER mails him the earlier', async () => {
    const game = await mailGame();
    await drain(game.id);
    const england = await asPower(game, 'ENGLAND', 'PRESS TO FRANCE', 'Our secret plan for Belgium.', 'ENDPRESS');
    expect(outcomeOf(england, 'PRESS TO FRANCE')).toBe('Sent to FRANCE.');
    const france = game.players.FRANCE!;
    await send({ from: france.address, body: `RESIGN france@${game.id} ${france.password}` });
    await drain(game.id);

    const heir = 'heir@example.com';
    const taken = await send({ from: heir, name: 'The Heir', body: [`TAKEOVER france@${game.id} heirpw`, 'HISTORY', 'SUMMARY', 'STATUS'].join('\n') });
    expect(taken.text).toContain('You now play FRANCE');
    expect(taken.text).not.toContain('secret plan');
    let mail = await drain(game.id);
    expect(mail.filter((m) => m.to === heir).map((m) => m.text).join('\n')).not.toContain('secret plan');

    await asPower(game, 'ENGLAND', 'PRESS TO FRANCE', 'Welcome aboard.', 'ENDPRESS');
    mail = await drain(game.id);
    expect(mail.filter((m) => m.to === heir).map((m) => m.text).join('\n')).toContain('Welcome aboard.');
    // The former player is told nothing of it.
    expect(mail.some((m) => m.to === france.address)).toBe(false);

    const handed = await asMaster(game, 'HANDOVER FRANCE');
    expect(outcomeOf(handed, 'HANDOVER FRANCE')).toBe("FRANCE's player may now read its press from before he took it over (mailed to him, if he takes mail).");
    mail = await drain(game.id);
    const letters = mail.filter((m) => m.to === heir);
    expect(letters.map((m) => m.subject)).toEqual([`Diplomacy game ${game.id}: France's earlier press`]);
    const text = letters[0]!.text.replace(/\s+/g, ' ');
    expect(text).toContain('has handed you France\'s press from before you took it over: one message');
    expect(text).toContain('Our secret plan for Belgium.');
    expect(text).not.toContain('Welcome aboard.');
    // Nobody else is written to.
    expect(mail.map((m) => m.to)).toEqual([heir]);

    const again = await asMaster(game, 'HANDOVER FRANCE');
    expect(outcomeOf(again, 'HANDOVER FRANCE')).toContain('reads all of its press already');
    const bad = await asMaster(game, 'HANDOVER');
    expect(outcomeOf(bad, 'HANDOVER')).toContain('Write HANDOVER power.');
  });
});
