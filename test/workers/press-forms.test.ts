import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, fullGame, processNow } from './support/api';
import { asPower, keepMailEachTest, mailGame, outcomeOf, type MailGame } from './support/mail';

/*
 * Grey and fake press on every door: what each reader is told of who wrote a message
 * (the API's press pages, the mail each recipient is sent, the D1 archive and the MILA
 * export once the game has ended), and how the mail language and the API ask for them.
 */

const mail = keepMailEachTest();
const alarm = (id: string) => runDurableObjectAlarm(env.GAME_ROOM.getByName(id));

/** The messages this caller reads on the press pages, as `from>to: body`. */
async function pressSeen(game: MailGame, secret: string | null): Promise<string[]> {
  const page = expectStatus(await call('GET', `/api/games/${game.id}/press`, secret === null ? {} : { secret }), 200);
  return (page.press as { from: string; to: string[]; kind: string; body: string }[])
    .map((m) => `${m.from}>${m.kind === 'broadcast' ? 'ALL' : m.to.join(',')}: ${m.body}`)
    .reverse();
}

describe('grey press', () => {
  it('is anonymous to its readers on the web API, in the mail, the archive and the MILA export; the writer and the master know', async () => {
    const game = await mailGame(['RULE WHITE_GREY']);
    const reply = await asPower(game, 'FRANCE', 'PRESS GREY TO ENGLAND, ITALY', 'Guess who.', 'ENDPRESS', 'PRESS TO ENGLAND', 'Signed, France.', 'ENDPRESS');
    expect(outcomeOf(reply, 'PRESS GREY TO ENGLAND, ITALY')).toBe('Sent to ENGLAND, ITALY, without your name.');
    await alarm(game.id);

    // The mail: each recipient is told it came from nobody named; the writer gets no copy.
    const grey = mail.sent.filter((m) => m.text.includes('Guess who.'));
    expect(grey.map((m) => [m.to, m.subject]).sort()).toEqual(
      [game.players.ENGLAND!.address, game.players.ITALY!.address].map((to) => [to, `Diplomacy game ${game.id}: press from someone unnamed`]),
    );
    for (const m of grey) {
      expect(m.text).toContain('From someone unnamed (grey press) to England and Italy:');
      expect(m.text).not.toMatch(/France/);
    }
    expect(mail.sent.find((m) => m.text.includes('Signed, France.'))?.subject).toBe(`Diplomacy game ${game.id}: press from France`);

    // The press pages.
    const p = game.players;
    expect(await pressSeen(game, p.ENGLAND!.secret)).toEqual(['ANONYMOUS>ENGLAND,ITALY: Guess who.', 'FRANCE>ENGLAND: Signed, France.']);
    expect(await pressSeen(game, p.ITALY!.secret)).toEqual(['ANONYMOUS>ENGLAND,ITALY: Guess who.']);
    expect(await pressSeen(game, p.GERMANY!.secret)).toEqual([]);
    expect(await pressSeen(game, p.FRANCE!.secret)).toEqual(['FRANCE>ENGLAND,ITALY: Guess who.', 'FRANCE>ENGLAND: Signed, France.']);
    const england = expectStatus(await call('GET', `/api/games/${game.id}/press`, { secret: p.ENGLAND!.secret }), 200);
    expect(JSON.stringify(england)).not.toMatch(/"grey"|"claim"/);
    const france = expectStatus(await call('GET', `/api/games/${game.id}/press`, { secret: p.FRANCE!.secret }), 200);
    expect(france.press[1]).toMatchObject({ from: 'FRANCE', grey: true });

    // After the end: the archive and the export keep it anonymous.
    expectStatus(await call('POST', `/api/games/${game.id}/master/terminate`, { secret: game.master.secret, body: {} }), 200);
    await alarm(game.id);
    const { results } = await env.DB.prepare('SELECT "from" AS sender, body FROM press WHERE game_id = ? ORDER BY id').bind(game.id).all<{ sender: string; body: string }>();
    expect(results.map((r) => [r.sender, r.body])).toEqual([
      ['ANONYMOUS', 'Guess who.'],
      ['FRANCE', 'Signed, France.'],
    ]);
    const exported = expectStatus(await call('GET', `/api/games/${game.id}/export?press=true`), 200);
    const messages = JSON.stringify(exported);
    expect(messages).toContain('Guess who.');
    // MILA keeps the messages in their phases.
    const milaMessages = (JSON.parse(messages).phases as { messages: { sender: string; message: string }[] }[]).flatMap((ph) => ph.messages);
    expect(milaMessages.filter((m) => m.message === 'Guess who.').map((m) => m.sender)).toEqual(['ANONYMOUS', 'ANONYMOUS']);
  });

  it('is refused, naming the rule, where the game has none; the API takes grey and fake', async () => {
    const game = await mailGame();
    const refused = expectStatus(await call('POST', `/api/games/${game.id}/press`, { secret: game.players.FRANCE!.secret, body: { to: ['ENGLAND'], body: 'x', grey: true } }), 403);
    expect(refused.error).toMatchObject({ code: 'press_forbidden' });
    expect(refused.error.message).toMatch(/WHITE_GREY/);

    const fake = await mailGame(['RULE FAKE_PRESS']);
    expectStatus(
      await call('POST', `/api/games/${fake.id}/press`, { secret: fake.players.FRANCE!.secret, body: { to: ['ENGLAND'], body: 'Love, Germany.', fake: { from: 'GERMANY', to: 'ALL' } } }),
      201,
    );
    expect(await pressSeen(fake, fake.players.ENGLAND!.secret)).toEqual(['GERMANY>ALL: Love, Germany.']);
    expect(await pressSeen(fake, fake.players.GERMANY!.secret)).toEqual([]);
    const reply = await asPower(fake, 'ITALY', 'PRESS TO ENGLAND FROM AUSTRIA', 'Trust Vienna.', 'ENDPRESS', 'PRESS TO ENGLAND FROM MASTER', 'x', 'ENDPRESS');
    expect(outcomeOf(reply, 'PRESS TO ENGLAND FROM AUSTRIA')).toBe('Sent to ENGLAND as fake press.');
    expect(outcomeOf(reply, 'PRESS TO ENGLAND FROM MASTER')).toMatch(/^Not sent: No press may claim to come FROM the master/);
    await alarm(fake.id);
    const letter = mail.sent.find((m) => m.text.includes('Trust Vienna.'));
    expect(letter?.subject).toBe(`Diplomacy game ${fake.id}: press from Austria`);
    expect(letter?.text).not.toMatch(/Italy/);
  });
});

describe('what the master is sent by mail', () => {
  /** The subjects of the mail the master of this game was sent since the list was emptied. */
  const toMaster = (game: MailGame): string[] => mail.sent.filter((m) => m.to === game.master.address).map((m) => m.subject);

  it('EAVESDROP: a copy of private press; IGNORE_RESULTS: no results mail', async () => {
    for (const [rules, copies, results] of [
      [[], false, true],
      [['RULE EAVESDROP', 'RULE IGNORE_RESULTS'], true, false],
    ] as const) {
      const game = await mailGame(rules);
      await alarm(game.id);
      mail.sent = [];
      await asPower(game, 'FRANCE', 'PRESS TO ENGLAND', 'Between us.', 'ENDPRESS');
      await alarm(game.id);
      expect(toMaster(game), rules.join()).toEqual(copies ? [`Diplomacy game ${game.id}: press from France`] : []);
      expect(mail.sent.some((m) => m.to === game.players.ENGLAND!.address && m.text.includes('Between us.'))).toBe(true);
      mail.sent = [];
      expectStatus(await processNow({ id: game.id, master: game.master.secret }), 200);
      await alarm(game.id);
      const resultsSubject = `Diplomacy game ${game.id}: Spring 1901 movement results`;
      expect(toMaster(game).includes(resultsSubject), rules.join()).toBe(results);
      expect(mail.sent.some((m) => m.to === game.players.ENGLAND!.address && m.subject === resultsSubject)).toBe(true);
    }
  });

  it('PRESS_MASTER: broadcasts reach the master only when written to him', async () => {
    const game = await mailGame(['RULE PRESS_MASTER']);
    await alarm(game.id);
    mail.sent = [];
    await asPower(game, 'FRANCE', 'BROADCAST', 'Hello, all.', 'ENDBROADCAST', 'PRESS TO MASTER', 'Hello, master.', 'ENDPRESS');
    await alarm(game.id);
    expect(toMaster(game)).toEqual([`Diplomacy game ${game.id}: press from France`]);
    expect(mail.sent.some((m) => m.to === game.players.ENGLAND!.address && m.text.includes('Hello, all.'))).toBe(true);
  });
});

describe('the press rules that read the game, on the API', () => {
  const post = (id: string, secret: string, to: string[] | 'ALL') => call('POST', `/api/games/${id}/press`, { secret, body: { to, body: 'A word.' } });

  it('MUST_ORDER: 403 press_forbidden, naming the rule, until the power has entered orders', async () => {
    const g = await fullGame({ rules: ['MUST_ORDER'] });
    const refused = expectStatus(await post(g.id, g.seats.FRANCE.secret, ['ENGLAND']), 403);
    expect(refused.error.code).toBe('press_forbidden');
    expect(refused.error.message).toMatch(/MUST_ORDER/);
    expectStatus(await post(g.id, g.seats.FRANCE.secret, ['MASTER']), 201);
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR - BUR'] } }), 200);
    expectStatus(await post(g.id, g.seats.FRANCE.secret, ['ENGLAND']), 201);
  });

  it('TOUCH_PRESS and BACKSEAT_PRESS: refused with a sentence that names the rule', async () => {
    const touch = await fullGame({ rules: ['TOUCH_PRESS'] });
    expectStatus(await post(touch.id, touch.seats.ITALY.secret, ['AUSTRIA']), 201);
    expect(expectStatus(await post(touch.id, touch.seats.FRANCE.secret, ['GERMANY']), 403).error.message).toMatch(/TOUCH_PRESS/);
    const backseat = await fullGame({ rules: ['BACKSEAT_PRESS'] });
    expect(expectStatus(await post(backseat.id, backseat.seats.FRANCE.secret, 'ALL'), 403).error.message).toMatch(/BACKSEAT_PRESS/);
    const observer = expectStatus(await call('POST', `/api/games/${backseat.id}/observe`, { body: { name: 'Olga' } }), 201).secret;
    expectStatus(await post(backseat.id, observer, 'ALL'), 201);
  });
});
