import { describe, expect, it } from 'vitest';
import { call, expectStatus, processNow } from './support/api';
import { asMaster, asPower, deliverMail, keepMailEachTest, mailGame, type MailGame, outcomeOf, send, type SentMail, storedState } from './support/mail';

/*
 * EXCHANGE played at both doors (the seed: "Stock may be issued by (and purchased from) the
 * powers … during specific phases of the game"; MECHANICS §15.2–15.3, our reading in the
 * Payola README): a game made under it by mail, two investors (one by mail, one by the API)
 * buying shares from the IPOs at the prices France and England set, the year's income, a
 * dividend declared by France and paid before the bribes, England's withheld at the
 * deadline, each holder told his own dividends and annual reports, and nobody else's.
 */

const mail = keepMailEachTest();

/** The mail the game has sent since the last look (its outbox delivered). */
const drain = (game: MailGame): Promise<SentMail[]> => deliverMail(mail, game.id);

const DON = 'don@example.org';
const BOB = 'bob@example.org';
const REPORT = /Payola dividends and annual report 1901/;

describe('EXCHANGE', () => {
  it('sells shares, pays a dividend and withholds another, and tells each holder his own', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE EXCHANGE']);
    const master = { id: game.id, master: game.master.secret };
    const france = game.players.FRANCE!;
    const england = game.players.ENGLAND!;
    const italy = game.players.ITALY!;

    // Two investors: DonTrump by mail, bob by the API; each purse opens with the poorest power's treasury, 48 AgP.
    expect(outcomeOf(await send({ from: DON, body: `INV DonTrump@${game.id} iam_rich` }), `INV DonTrump@${game.id} ********`)).toMatch(/You invest/);
    const bob = expectStatus(await call('POST', `/api/games/${game.id}/invest`, { body: { name: 'bob', email: BOB } }), 201);

    // The IPOs' prices: France's by mail, England's by the API.
    expect(outcomeOf(await asPower(game, 'FRANCE', 'PRICE 2'), 'PRICE 2')).toBe("FRANCE's IPO sells its shares at 2 AgP each.");
    expectStatus(await call('PUT', `/api/games/${game.id}/share-price`, { secret: england.secret, body: { price: 3 } }), 200);

    // Buying: by mail, and by the API; refused with what was wrong.
    const don = (...lines: string[]) => send({ from: DON, body: [`SIGNON DonTrump@${game.id} iam_rich`, ...lines].join('\n') });
    expect(outcomeOf(await don('BUY 10 FRANCE'), 'BUY 10 FRANCE')).toMatch(/^Bought 10 shares of FRANCE/);
    expect(outcomeOf(await don('BUY 1 ITALY'), 'BUY 1 ITALY')).toMatch(/ITALY's IPO sells no shares/);
    expectStatus(await call('POST', `/api/games/${game.id}/shares`, { secret: bob.secret, body: { company: 'FRANCE', shares: 5 } }), 201);
    const bought = expectStatus(await call('POST', `/api/games/${game.id}/shares`, { secret: bob.secret, body: { company: 'ENGLAND', shares: 5 } }), 201);
    expect(bought.game.payola.exchange.purses).toEqual({ 'INVESTOR:bob': 48 - 10 - 15 });
    expect(bought.game.payola.exchange.holdings.FRANCE).toEqual({ FRANCE: 85, 'INVESTOR:bob': 5 });
    const tooMany = await call('POST', `/api/games/${game.id}/shares`, { secret: bob.secret, body: { company: 'FRANCE', shares: 30 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: 'bad_setting', message: expect.stringMatching(/cost 60 AgP: your purse holds 23/) });
    const early = await call('PUT', `/api/games/${game.id}/dividend`, { secret: france.secret, body: { perShare: 0 } });
    expect([early.status, early.body.error.code]).toEqual([409, 'no_orders_now']);

    // The year: Spring and Fall processed by the master (every unit holding), the income paid after the Fall.
    expectStatus(await processNow(master), 200);
    const fall = await call('POST', `/api/games/${game.id}/shares`, { secret: bob.secret, body: { company: 'FRANCE', shares: 1 } });
    expect([fall.status, fall.body.error.code]).toEqual([409, 'no_orders_now']);
    expectStatus(await processNow(master), 200);
    await drain(game);

    // S1902M, the dividend phase: France 48 + 30 + 48 = 126 AgP over 100 shares may pay 0 to 1.
    const over = outcomeOf(await asPower(game, 'FRANCE', 'DIVIDEND 2'), 'DIVIDEND 2');
    expect(over).toMatch(/0 to 1 AgP a share/);
    expect(outcomeOf(await asPower(game, 'FRANCE', 'DIVIDEND 1'), 'DIVIDEND 1')).toMatch(/declares a dividend of 1 AgP a share/);
    // England (bob holds 5 of its shares) declares nothing: the deadline (the master's PROCESS) withholds it.
    expect(outcomeOf(await asMaster(game, 'PROCESS!'), 'PROCESS!')).toMatch(/F1902M|Fall 1902/);
    const letters = await drain(game);
    const letterTo = (address: string) => letters.filter((m) => m.to === address && REPORT.test(m.subject));

    // DonTrump's letter: his dividend, his purse, France's report; not bob's line, nor England's report.
    const [donLetter] = letterTo(DON);
    expect(donLetter?.text).toMatch(/France paid investor DonTrump 10 AgP: 10 shares at 1 AgP/);
    expect(donLetter?.text).toMatch(/The purse of investor DonTrump: 38 AgP/);
    expect(donLetter?.text).toMatch(/Annual report of France to investor DonTrump: its treasury holds 111 AgP/);
    expect(donLetter?.text).not.toMatch(/paid investor bob|England/);
    // bob entered by the API, his address not confirmed: he reads his on the web (below), England's withholding with it.
    // France's player: its distribution, every line it paid.
    expect(letterTo(france.address)[0]?.text).toMatch(/France paid investor DonTrump 10 AgP[\s\S]*France paid investor bob 5 AgP/);
    // Italy holds nothing and has no holder: no letter.
    expect(letterTo(italy.address)).toEqual([]);

    // The same at the API: each viewer's record of S1902M.
    const s1902 = async (secret?: string) => {
      const page = expectStatus(await call('GET', `/api/games/${game.id}/history?limit=50`, secret === undefined ? {} : { secret }), 200);
      return page.phases.find((p: { position: { phase: string } }) => p.position.phase === 'S1902M').payola.exchange;
    };
    const bobSeen = await s1902(bob.secret);
    expect(bobSeen.dividends).toEqual({ lines: [{ company: 'FRANCE', holder: 'INVESTOR:bob', shares: 5, perShare: 1, amount: 5 }], withheld: ['ENGLAND'] });
    expect(bobSeen.reports.map((r: { company: string }) => r.company).sort()).toEqual(['ENGLAND', 'FRANCE']);
    expect(bobSeen.after.purses).toEqual({ 'INVESTOR:bob': 28 });
    const italySeen = await s1902(italy.secret);
    expect(italySeen.dividends.lines).toEqual([]);
    expect(italySeen.reports).toEqual([]);
    expect(italySeen.after.holdings.FRANCE).toEqual({ FRANCE: 85 });
    const strangerSeen = await s1902();
    expect(strangerSeen.dividends).toBeUndefined();
    expect(strangerSeen.after.purses).toEqual({});
    const masterSeen = await s1902(game.master.secret);
    expect(masterSeen.dividends.lines).toHaveLength(2);

    // The stored books: the purses paid, the declarations cleared.
    const state = await storedState(game.id);
    expect(state.payola.exchange.purses).toEqual({ 'INVESTOR:DonTrump': 38, 'INVESTOR:bob': 28 });
    expect(state.payola.exchange.declared).toBeUndefined();
  }, 120_000);

  it('trades shares between holders, entered by both sides, by mail and by the API', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE EXCHANGE', 'PURSE 30']);
    await send({ from: DON, body: `INV DonTrump@${game.id} iam_rich` });
    const bob = expectStatus(await call('POST', `/api/games/${game.id}/invest`, { body: { name: 'bob' } }), 201);
    await asPower(game, 'FRANCE', 'PRICE 2');
    const don = (...lines: string[]) => send({ from: DON, body: [`SIGNON DonTrump@${game.id} iam_rich`, ...lines].join('\n') });
    // DonTrump buys 10 from the IPO and offers bob 4 at 3 AgP each; bob takes them by the API.
    const offered = await don('BUY 10 FRANCE', 'SELL 4 FRANCE TO bob AT 3');
    expect(outcomeOf(offered, 'SELL 4 FRANCE TO bob AT 3')).toMatch(/^Offered 4 shares of FRANCE to bob at 3 AgP each/);
    expect(outcomeOf(await don('SELL 40 FRANCE TO bob AT 3'), 'SELL 40 FRANCE TO bob AT 3')).toMatch(/DonTrump holds 10 shares of FRANCE: 40 cannot be sold/);
    const notOffered = await call('POST', `/api/games/${game.id}/shares`, { secret: bob.secret, body: { company: 'FRANCE', shares: 4, from: 'GERMANY' } });
    expect([notOffered.status, notOffered.body.error.code]).toEqual([403, 'not_allowed']);
    const taken = expectStatus(await call('POST', `/api/games/${game.id}/shares`, { secret: bob.secret, body: { company: 'FRANCE', shares: 4, from: 'DonTrump' } }), 201);
    expect(taken.game.payola.exchange.holdings.FRANCE).toEqual({ FRANCE: 90, 'INVESTOR:bob': 4 });
    expect(taken.game.payola.exchange.purses).toEqual({ 'INVESTOR:bob': 30 - 12 });
    // bob offers 1 back through the API; DonTrump takes it by mail.
    expectStatus(await call('POST', `/api/games/${game.id}/share-sales`, { secret: bob.secret, body: { company: 'FRANCE', shares: 1, price: 5, to: 'DonTrump' } }), 201);
    expect(outcomeOf(await don('BUY 1 FRANCE FROM bob'), 'BUY 1 FRANCE FROM bob')).toMatch(/^Bought 1 share of FRANCE from bob/);
    const state = await storedState(game.id);
    expect(state.payola.exchange.holdings.FRANCE).toEqual({ FRANCE: 90, 'INVESTOR:DonTrump': 7, 'INVESTOR:bob': 3 });
    expect(state.payola.exchange.purses).toEqual({ 'INVESTOR:DonTrump': 30 - 20 + 12 - 5, 'INVESTOR:bob': 18 + 5 });
    // His STATUS: his purse, his shares, the market; not bob's.
    const status = (await don('STATUS')).text;
    expect(status).toMatch(/Your purse: 17 AgP\.\s+Your shares: France 7\./);
    expect(status).toMatch(/The IPOs: Austria 100 \(not for sale\), England 100 \(not for sale\), France 90 at 2 AgP/);
    expect(status).not.toMatch(/bob/);
  }, 60_000);
});
