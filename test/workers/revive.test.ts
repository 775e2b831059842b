import { describe, expect, it } from 'vitest';
import { call, expectStatus, fullGame, newGame } from './support/api';
import { asMaster, asPower, deliverMail, keepMailEachTest, mailGame, outcomeOf, send, type SentMail } from './support/mail';

/*
 * REVIVE (DPjudge Email page): "the resignation will be undone and the player will regain
 * his power … You can optionally add a password as a second parameter. If omitted a random
 * one is created. In either case the player is informed of the new password in the welcome
 * back mail."
 */

const mail = keepMailEachTest();
const drain = (id: string): Promise<SentMail[]> => deliverMail(mail, id);
const flat = (text: string): string => text.replace(/\s+/g, ' ');

describe('REVIVE by mail', () => {
  async function resigned() {
    const game = await mailGame();
    const france = game.players.FRANCE!;
    await send({ from: france.address, body: `RESIGN france@${game.id} ${france.password}` });
    await drain(game.id);
    return { game, france };
  }

  it('without a password: one is made, the player is welcomed back with it, and it signs him on (the old one does not)', async () => {
    const { game, france } = await resigned();
    const reply = await asMaster(game, 'REVIVE FRANCE');
    const said = outcomeOf(reply, 'REVIVE FRANCE');
    expect(said).toMatch(/^Revived: FRANCE's last player plays it again\. His new password is '[a-z2-9]{10}' \(made by the judge\)/);
    const made = /password is '([^']+)'/.exec(said)![1]!;

    const letters = (await drain(game.id)).filter((m) => m.to === france.address);
    expect(letters.map((m) => m.subject)).toEqual([`Diplomacy game ${game.id}: welcome back to France`]);
    const text = flat(letters[0]!.text);
    expect(text).toContain('The master has undone your resignation: you are again France');
    expect(text).toContain(`Your password is now '${made}': sign on with SIGNON france@${game.id} ${made}.`);
    expect(text).toContain('You may change it with SET PASSWORD.');
    expect(text).toMatch(/Your secret for the web \(keep it\): [A-Za-z0-9_-]{43}/);
    expect(text).toContain('Welcome back to the judge.');

    // The web secret in the letter is his: the API knows him as France.
    const secret = /Your secret for the web \(keep it\): ([A-Za-z0-9_-]{43})/.exec(text)![1]!;
    const seen = expectStatus(await call('GET', `/api/games/${game.id}`, { secret }), 200);
    expect(seen.game.viewer).toMatchObject({ kind: 'player', power: 'FRANCE' });

    const signed = await send({ from: france.address, body: [`SIGNON france@${game.id} ${made}`, 'STATUS'].join('\n') });
    expect(signed.text).not.toContain('No one in that game signs on with that name and password.');
    expect(outcomeOf(signed, 'STATUS')).not.toContain('sign on first');
    const old = await send({ from: france.address, body: `SIGNON france@${game.id} ${france.password}` });
    expect(old.text).toContain('No one in that game signs on with that name and password.');
  });

  it('with the password the master gives: that one is mailed, and works', async () => {
    const { game, france } = await resigned();
    const reply = await asMaster(game, 'REVIVE FRANCE backagain');
    // The reply quotes the line with the password masked.
    expect(reply.text).not.toContain('backagain');
    expect(outcomeOf(reply, 'REVIVE FRANCE ********')).toContain('His new password is the one you gave');
    const mailed = await drain(game.id);
    const letter = mailed.find((m) => m.to === france.address)!;
    expect(flat(letter.text)).toContain(`Your password is now 'backagain'`);
    // The others hear that France is played again; nobody else is sent the password.
    const others = mailed.filter((m) => m.to !== france.address);
    expect(others.length).toBeGreaterThan(0);
    for (const m of others) {
      expect(m.subject).toBe(`Diplomacy game ${game.id}: France played again`);
      expect(m.text).not.toContain('backagain');
    }
    const signed = await send({ from: france.address, body: `SIGNON france@${game.id} backagain` });
    expect(signed.text).not.toContain('No one in that game signs on');
  });

  it('refused: not the master, a seat taken, a short password, no such power', async () => {
    const { game } = await resigned();
    const byPlayer = await asPower(game, 'ENGLAND', 'REVIVE FRANCE');
    expect(outcomeOf(byPlayer, 'REVIVE FRANCE')).toContain('Only the master revives a player');
    const taken = await asMaster(game, 'REVIVE ENGLAND');
    expect(outcomeOf(taken, 'REVIVE ENGLAND')).toContain('ENGLAND has a player: resign him first (RESIGN ENGLAND)');
    const short = await asMaster(game, 'REVIVE FRANCE pw');
    expect(outcomeOf(short, 'REVIVE FRANCE ********')).toContain('Not revived: A password is one word');
    const spain = await asMaster(game, 'REVIVE SPAIN');
    expect(outcomeOf(spain, 'REVIVE SPAIN')).toContain('SPAIN is not a power of this game');
  });
});

describe('POST /api/games/:id/master/revive', () => {
  it('gives the master the new password and secret of a player the judge cannot write to; the old secret is dead', async () => {
    const g = await fullGame();
    expectStatus(await call('POST', `/api/games/${g.id}/resign`, { secret: g.seats.FRANCE.secret, body: {} }), 200);
    const before = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200);
    expect(before.game.seats.find((s: { power: string }) => s.power === 'FRANCE').revivable).toEqual({ name: 'Player FRANCE', mail: false });

    const answer = expectStatus(await call('POST', `/api/games/${g.id}/master/revive`, { secret: g.master, body: { power: 'FRANCE', password: 'chosen1' } }), 200);
    expect(answer.revived).toMatchObject({ power: 'FRANCE', password: 'chosen1' });
    expect(answer.game.seats.find((s: { power: string }) => s.power === 'FRANCE')).toMatchObject({ status: 'taken' });

    const seen = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: answer.revived.secret }), 200);
    expect(seen.game.viewer).toMatchObject({ kind: 'player', power: 'FRANCE', playerId: g.seats.FRANCE.playerId });
    expect((await call('GET', `/api/games/${g.id}`, { secret: g.seats.FRANCE.secret })).status).toBe(401);
  });

  it.each([
    ['not the master', 'player', { power: 'FRANCE' }, 403, 'not_allowed'],
    ['a seat taken', 'master', { power: 'ENGLAND' }, 409, 'seat_taken'],
    ['no such power', 'master', { power: 'SPAIN' }, 400, 'unknown_power'],
    ['a short password', 'master', { power: 'FRANCE', password: 'pw' }, 400, 'invalid_request'],
  ])('refused: %s', async (_, who, body, status, code) => {
    const g = await fullGame();
    expectStatus(await call('POST', `/api/games/${g.id}/resign`, { secret: g.seats.FRANCE.secret, body: {} }), 200);
    const answer = await call('POST', `/api/games/${g.id}/master/revive`, { secret: who === 'master' ? g.master : g.seats.ENGLAND.secret, body });
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
  });

  it('refused: nobody left the seat (409 nobody_left)', async () => {
    const { id, master } = await newGame();
    const answer = await call('POST', `/api/games/${id}/master/revive`, { secret: master, body: { power: 'FRANCE' } });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('nobody_left');
  });
});
