import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { asMaster, asPower, keepMailEachTest, mailGame, outcomeOf, storedState, type MailGame, type SentMail } from './support/mail';

/*
 * VASSAL_DUMMIES in a Payola game at the doors (rules 3.2: "the DUMMY powers do not earn
 * income unless they are vassal states … All income earned by vassal state is added
 * directly to its controlling Great Power's treasury"). Italy is left a dummy and put
 * under Austria's control; Austria's player bids from Italy's purse by mail, may not write
 * Italy an acceptance list by the API, and Italy's income reaches Austria's treasury, told
 * to Austria's player (and the master) in the income report and the history, to no one else.
 */

const mail = keepMailEachTest();

async function drain(game: MailGame): Promise<SentMail[]> {
  await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
  const out = mail.sent;
  mail.sent = [];
  return out;
}

describe('a Payola game under VASSAL_DUMMIES', () => {
  it("pays a vassal's income to its controller, bids from the vassal's own purse, and tells the income only to the controller and the master", async () => {
    const game = await mailGame(['VARIANT payola', 'RULE VASSAL_DUMMIES'], ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'RUSSIA', 'TURKEY']);
    const started = await asMaster(game, 'ACTIVATE', 'CONTROL ITALY AUSTRIA');
    expect(outcomeOf(started, 'CONTROL ITALY AUSTRIA')).toContain('ITALY is controlled by AUSTRIA now.');
    await drain(game);
    const before = (await storedState(game.id)).payola.funds;

    // Austria's player writes Italy's sheet by mail: Italy's silver pays for it.
    await asPower(game, 'AUSTRIA', 'ORDERS ITALY', '5 : A VEN - PIE');
    expect((await storedState(game.id)).payola.offers.ITALY).toEqual(['5 : A VEN - PIE']);

    // Italy's acceptance list is Austria's: one written for it is refused, with the reason.
    const refused = await call('PUT', `/api/games/${game.id}/accept`, { secret: game.players.AUSTRIA!.secret, body: { power: 'ITALY', list: 'AI' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain("ITALY is AUSTRIA's vassal");

    const sent: SentMail[] = [];
    for (let i = 0; i < 4 && (await storedState(game.id)).position.phase !== 'S1902M'; i++) {
      await asMaster(game, 'PROCESS!');
      sent.push(...(await drain(game)));
    }
    const state = await storedState(game.id);
    expect(state.position.phase).toBe('S1902M');
    expect(state.position.units).toContainEqual({ power: 'ITALY', kind: 'A', at: 'PIE' });
    const fall = state.history.find((r: any) => r.payola?.income !== undefined);
    expect(fall.payola.income.ITALY).toEqual({ forward: before.ITALY - 5, income: 0, balance: before.ITALY - 5 });
    expect(fall.payola.income.AUSTRIA).toEqual({ forward: before.AUSTRIA, income: 96, balance: before.AUSTRIA + 96, vassals: { ITALY: 48 } });

    // The income report: Austria's names what Italy earned for it; France's says nothing of Italy or Austria.
    const report = (address: string) => sent.find((m) => m.to === address && /Payola income report 1901/.test(m.subject))!;
    expect(report(game.players.AUSTRIA!.address).text).toMatch(/Austria:\n  Balance forward:\s+48 AgP\n  Income:\s+96 AgP\n    from Italy:\s+48 AgP\n  Current balance:\s+144 AgP/);
    const france = report(game.players.FRANCE!.address).text;
    expect(france).not.toContain('Italy');
    expect(france).not.toContain('Austria');
    expect(report(game.master.address).text).toContain('from Italy:');

    // The history by the API: the line is Austria's, seen by Austria and the master only.
    const historyOf = async (secret: string) => expectStatus(await call('GET', `/api/games/${game.id}/history`, { secret }), 200);
    const incomeIn = (h: any) => h.phases.find((r: any) => r.payola?.income !== undefined)?.payola.income;
    expect(incomeIn(await historyOf(game.players.AUSTRIA!.secret)).AUSTRIA.vassals).toEqual({ ITALY: 48 });
    expect(incomeIn(await historyOf(game.players.FRANCE!.secret)).AUSTRIA).toBeUndefined();
    expect(incomeIn(await historyOf(game.master.secret)).AUSTRIA.vassals).toEqual({ ITALY: 48 });
  }, 120_000);
});
