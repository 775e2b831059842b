import { describe, expect, it } from 'vitest';
import { call, expectStatus, processNow } from './support/api';
import { asPower, deliverMail, keepMailEachTest, mailGame, type MailGame, outcomeOf, send, type SentMail, storedState } from './support/mail';

/*
 * EXCHANGE's CEO by stockholder vote at both doors (the seed: players "can become the CEO by
 * stockholder vote"; the DPjudge's `ELECT company:candidate`; our count in the Payola
 * README): DonTrump votes by mail, bob by the API, a vote refused with its reason, votes
 * kept secret until the phase is processed, the count told to everyone, and the elected
 * investor then setting France's price while France's own player may not.
 */

const mail = keepMailEachTest();

/** The mail the game has sent since the last look (its outbox delivered). */
const drain = (game: MailGame): Promise<SentMail[]> => deliverMail(mail, game.id);

const DON = 'don@example.org';

describe('EXCHANGE CEO elections', () => {
  it('takes votes by mail and API, counts them by shares at processing, and hands the company to the winner', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE EXCHANGE', 'PURSE 30']);
    const master = { id: game.id, master: game.master.secret };
    const italy = game.players.ITALY!;
    await send({ from: DON, body: `INV DonTrump@${game.id} iam_rich` });
    const bob = expectStatus(await call('POST', `/api/games/${game.id}/invest`, { body: { name: 'bob' } }), 201);
    await asPower(game, 'FRANCE', 'PRICE 1');
    const don = (...lines: string[]) => send({ from: DON, body: [`SIGNON DonTrump@${game.id} iam_rich`, ...lines].join('\n') });
    await don('BUY 10 FRANCE');
    expectStatus(await call('POST', `/api/games/${game.id}/shares`, { secret: bob.secret, body: { company: 'FRANCE', shares: 6 } }), 201);

    // DonTrump votes for himself by mail; bob for France's own player by the API.
    expect(outcomeOf(await don('ELECT FRANCE:DonTrump'), 'ELECT FRANCE:DonTrump')).toMatch(/vote for DonTrump as FRANCE's CEO is taken/);
    expect(outcomeOf(await don('ELECT FRANCE'), 'ELECT FRANCE')).toMatch(/Write ELECT, the company, a colon/);
    const voted = expectStatus(await call('PUT', `/api/games/${game.id}/ceo-vote`, { secret: bob.secret, body: { company: 'FRANCE', candidate: 'FRANCE' } }), 200);
    expect(voted.game.payola.exchange.votes).toEqual({ 'INVESTOR:bob': { FRANCE: 'FRANCE' } });
    // Italy holds no share of France: refused with why.
    const refused = await call('PUT', `/api/games/${game.id}/ceo-vote`, { secret: italy.secret, body: { company: 'FRANCE', candidate: 'ITALY' } });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'not_allowed']);
    expect(refused.body.error.message).toMatch(/ITALY holds no shares of FRANCE/);
    // Secret until counted: France's player sees no vote.
    const seen = expectStatus(await call('GET', `/api/games/${game.id}`, { secret: game.players.FRANCE!.secret }), 200);
    expect(seen.game.payola.exchange.votes).toBeUndefined();

    await drain(game);
    expectStatus(await processNow(master), 200);
    const letters = (await drain(game)).filter((m) => /Payola CEO elections S1901M/.test(m.subject));
    // Everyone is told the result (Italy holds nothing and hears it too), and the shares behind each candidate.
    expect(letters.map((m) => m.to)).toEqual(expect.arrayContaining([DON, italy.address, game.players.FRANCE!.address]));
    expect(letters[0]?.text).toMatch(/France: run from now on by investor DonTrump \(shares voted: investor DonTrump 10, its own player 6\)/);

    // The count in the public record; the CEO in everyone's view.
    const stranger = expectStatus(await call('GET', `/api/games/${game.id}/history?limit=50`), 200);
    const s1901 = stranger.phases.find((p: { position: { phase: string } }) => p.position.phase === 'S1901M').payola.exchange;
    expect(s1901.elections).toEqual([{ company: 'FRANCE', tally: { 'INVESTOR:DonTrump': 10, FRANCE: 6 }, ceo: 'INVESTOR:DonTrump', changed: true }]);
    expect(s1901.book.votes).toBeUndefined();
    expect((await storedState(game.id)).payola.exchange.ceos).toEqual({ FRANCE: 'INVESTOR:DonTrump' });

    // The CEO sets France's price; its own player no longer does, and the phase is closed to votes.
    expect(outcomeOf(await don('PRICE FOR FRANCE 3'), 'PRICE FOR FRANCE 3')).toBe("FRANCE's IPO sells its shares at 3 AgP each.");
    expect(outcomeOf(await asPower(game, 'FRANCE', 'PRICE 2'), 'PRICE 2')).toMatch(/Only FRANCE's CEO/);
    const closed = await call('PUT', `/api/games/${game.id}/ceo-vote`, { secret: bob.secret, body: { company: 'FRANCE', candidate: 'bob' } });
    expect([closed.status, closed.body.error.code]).toEqual([409, 'no_orders_now']);
  }, 120_000);

  it('takes an investor\'s offer sheet by the API and pays it from his purse', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE EXCHANGE', 'PURSE 30']);
    const master = { id: game.id, master: game.master.secret };
    const bob = expectStatus(await call('POST', `/api/games/${game.id}/invest`, { body: { name: 'bob' } }), 201);
    const sent = expectStatus(await call('PUT', `/api/games/${game.id}/orders`, { secret: bob.secret, body: { lines: ['4 : A MUN - RUH', '1 : A XYZ H'] } }), 200);
    expect(sent.answers.map((a: { accepted: boolean }) => a.accepted)).toEqual([true, false]);
    expect(sent.game.payola.offers).toEqual({ 'INVESTOR:bob': ['4 : A MUN - RUH'] });
    // Germany's player sees no investor's sheet.
    const germany = expectStatus(await call('GET', `/api/games/${game.id}`, { secret: game.players.GERMANY!.secret }), 200);
    expect(germany.game.payola.offers['INVESTOR:bob']).toBeUndefined();
    // DonTrump writes his by mail, signed on as the investor he is.
    await send({ from: DON, body: `INV DonTrump@${game.id} iam_rich` });
    const byMail = await send({ from: DON, body: [`SIGNON DonTrump@${game.id} iam_rich`, '2 : F LON - NTH'].join('\n') });
    expect(byMail.text).toMatch(/2 : F LON - NTH/);
    expect((await storedState(game.id)).payola.offers['INVESTOR:DonTrump']).toEqual(['2 : F LON - NTH']);
    await drain(game);
    expectStatus(await processNow(master), 200);
    const state = await storedState(game.id);
    expect(state.payola.exchange.purses).toEqual({ 'INVESTOR:bob': 26, 'INVESTOR:DonTrump': 28 });
    // His account statement by mail: his offer taken, his purse before and after.
    const statement = (await drain(game)).find((m) => m.to === DON && /ACCOUNT STATEMENT/.test(m.text));
    expect(statement?.text).toMatch(/Your accepted offers were:\s+2 AgP\s+F LON - NTH \(England\)/);
    expect(statement?.text).toMatch(/Balance before the offers:\s+30 AgP[\s\S]*Balance after the offers:\s+28 AgP/);
    expect(state.position.units).toContainEqual({ power: 'GERMANY', kind: 'A', at: 'RUH' });
  }, 60_000);
});
