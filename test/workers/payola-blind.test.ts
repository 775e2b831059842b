import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { asMaster, asPower, keepMailEachTest, mailGame, outcomeOf, storedState, type MailGame, type SentMail } from './support/mail';

/*
 * BLIND Payola ("Tin Cup", rules 3.4) at the doors. France bids by mail for Russia's army
 * in Moscow, far out of its sight, and for an army in the Ukraine, where there is none:
 * both lines are taken exactly as any is; the Ukraine one is void and costs nothing. France
 * is told, by mail and by the API, that a Russian unit took 5 AgP of its money, never the
 * order it gave; Russia reads its own unit's order and not who paid; England nothing.
 */

const mail = keepMailEachTest();

async function drain(game: MailGame): Promise<SentMail[]> {
  await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
  const out = mail.sent;
  mail.sent = [];
  return out;
}

describe('a BLIND Payola game', () => {
  it('takes offers for units out of sight untold, voids those that name nothing, and tells the offering power the owner but not the order', async () => {
    const game = await mailGame(['VARIANT payola', 'RULE BLIND']);
    await drain(game);
    const france = await asPower(game, 'FRANCE', '5 : A MOS - STP', '4 : A UKR H', '0 : A MOS H');
    expect(outcomeOf(france, '5 : A MOS - STP')).toBe('Accepted: 5 : A MOS - STP');
    expect(outcomeOf(france, '4 : A UKR H')).toBe('Accepted: 4 : A UKR H');
    const zero = outcomeOf(france, '0 : A MOS H');
    expect(zero).toMatch(/^Refused: /);
    expect(zero).not.toMatch(/Russia|RUSSIA/);

    // The API answers the same way.
    const api = expectStatus(await call('PUT', `/api/games/${game.id}/orders`, { secret: game.players.FRANCE!.secret, body: { lines: ['5 : A MOS - STP', '4 : A UKR H'] } }), 200);
    expect(api.answers.map((a: { accepted: boolean }) => a.accepted)).toEqual([true, true]);

    await asMaster(game, 'PROCESS!');
    const spring = await drain(game);
    const state = await storedState(game.id);
    expect(state.position.phase).toBe('F1901M');
    // The Ukraine offer was void: France paid 5, not 9.
    expect(state.payola.funds.FRANCE).toBe(48 - 5);

    const ledgerOf = (address: string) => spring.find((m) => m.to === address && /account statement/.test(m.subject))?.text ?? '';
    const all = (address: string) => spring.filter((m) => m.to === address).map((m) => m.text).join('\n');
    const frenchLedger = ledgerOf(game.players.FRANCE!.address);
    expect(frenchLedger).toMatch(/Your accepted offers were:\n\s+5 AgP {2}A MOS \(Russia\)/);
    // Its sheet as written is its own; past it, nothing France was sent tells the order Moscow gave.
    const sheetAt = frenchLedger.indexOf('Your offer sheet was:');
    expect(frenchLedger.slice(0, sheetAt)).not.toContain('MOS - STP');
    expect(all(game.players.FRANCE!.address).replace(frenchLedger, '')).not.toContain('MOS - STP');
    expect(all(game.players.RUSSIA!.address)).not.toContain('France');
    expect(all(game.players.ENGLAND!.address)).not.toContain('A MOS');

    // By the API: France's record has the unit with its owner and its share, no order.
    const historyOf = async (secret: string) => expectStatus(await call('GET', `/api/games/${game.id}/history`, { secret }), 200).phases[0];
    const french = await historyOf(game.players.FRANCE!.secret);
    expect(french.payola.units).toContainEqual({ unit: 'A MOS', power: 'RUSSIA', paid: { FRANCE: 5 } });
    expect(french.results.some((r: { order: string }) => r.order.startsWith('A MOS'))).toBe(false);
    const russian = await historyOf(game.players.RUSSIA!.secret);
    expect(russian.payola.units.find((u: { unit: string }) => u.unit === 'A MOS')).toMatchObject({ order: 'A MOS - STP' });
    expect(JSON.stringify(russian.payola)).not.toContain('FRANCE');
    const english = await historyOf(game.players.ENGLAND!.secret);
    expect(JSON.stringify(english.payola)).not.toContain('MOS');
    // An observer and a stranger: no money, no Moscow.
    const { secret: watcher } = expectStatus(await call('POST', `/api/games/${game.id}/observe`, { body: { name: 'Watcher' } }), 201);
    const observed = await historyOf(watcher);
    expect(observed.payola.units ?? []).toEqual([]);
    expect(JSON.stringify(observed)).not.toContain('MOS');
    const stranger = expectStatus(await call('GET', `/api/games/${game.id}/history`), 200).phases[0];
    expect(JSON.stringify(stranger)).not.toContain('MOS');
    const master = await historyOf(game.master.secret);
    expect(master.payola.units.find((u: { unit: string }) => u.unit === 'A MOS')).toMatchObject({ order: 'A MOS - STP', paid: { FRANCE: 5 } });
  }, 120_000);
});
