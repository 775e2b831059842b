import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/game/types';
import { openExchange } from '../../shared/variants/payola/exchange';
import { call, expectStatus } from './support/api';
import { keepMailEachTest, mailGame, outcomeOf, send, storedState } from './support/mail';

/*
 * INVEST at both doors (Email.txt: "you could use INVESTOR or INVEST or INV to become an
 * investor"; `INVEST DonTrump@monopoly iam_rich`). The EXCHANGE game here is a Payola
 * game given the rule and its opening books in its room's storage, as one made under it
 * holds them (test/workers/payola-exchange.test.ts makes one under it and plays it).
 */

keepMailEachTest();

/** The room's stored game, changed as `change` says, committed through the room's own store. */
async function rewrite(id: string, change: (state: GameState) => GameState): Promise<void> {
  await runInDurableObject(env.GAME_ROOM.getByName(id), (room, state) => {
    const store = (room as unknown as { store: { load(): GameState; commit(next: GameState, entries: () => readonly never[], now: number): void } }).store;
    void state;
    store.commit(change(store.load()), () => [], Date.now());
  });
}

const underExchange = (s: GameState): GameState => ({
  ...s,
  settings: { ...s.settings, rules: [...s.settings.rules, 'EXCHANGE'] },
  payola: { ...s.payola!, exchange: openExchange(Object.keys(s.payola!.funds)) },
});

describe('INVEST', () => {
  it('is refused, with the reason, by mail and by the API, in a Payola game without EXCHANGE and in a standard game', async () => {
    const payola = await mailGame(['VARIANT payola'], ['FRANCE']);
    const line = `INVEST DonTrump@${payola.id} iam_rich`;
    const reply = await send({ from: 'don@example.org', body: line });
    expect(outcomeOf(reply, `INVEST DonTrump@${payola.id} ********`)).toMatch(/^Not added: .*not played under EXCHANGE, so it has no investors/);
    const api = await call('POST', `/api/games/${payola.id}/invest`, { body: { name: 'bob' } });
    expect(api.status).toBe(403);
    expect(api.body.error).toMatchObject({ code: 'not_allowed', message: expect.stringMatching(/not played under EXCHANGE/) });

    const standard = await mailGame([], ['FRANCE']);
    const refused = await call('POST', `/api/games/${standard.id}/invest`, { body: { name: 'bob' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/investors: they belong to Payola games played under EXCHANGE/);
    expect((await storedState(standard.id)).players.some((p: { name: string }) => p.name === 'bob')).toBe(false);
  }, 60_000);

  it('seats two investors in an EXCHANGE game, one by mail and one by the API, each with his opening purse', async () => {
    const game = await mailGame(['VARIANT payola'], ['FRANCE']);
    await rewrite(game.id, underExchange);

    const reply = await send({ from: 'don@example.org', body: `INV DonTrump@${game.id} iam_rich` });
    expect(outcomeOf(reply, `INV DonTrump@${game.id} ********`)).toMatch(new RegExp(`You invest in game ${game.id} as DonTrump`));
    const bob = expectStatus(await call('POST', `/api/games/${game.id}/invest`, { body: { name: 'bob', email: 'bob@example.org' } }), 201);
    expect(bob.power).toBeNull();

    const state = await storedState(game.id);
    const investors = state.players.filter((p: { investor?: boolean }) => p.investor === true).map((p: { name: string }) => p.name);
    expect(investors).toEqual(['DonTrump', 'bob']);
    expect(state.payola.exchange.purses).toEqual({ 'INVESTOR:DonTrump': 48, 'INVESTOR:bob': 48 });
    expect(state.payola.exchange.holdings.FRANCE).toEqual({ FRANCE: 100 });

    // A name already investing is refused (409), as an address already holding a role.
    expect((await call('POST', `/api/games/${game.id}/invest`, { body: { name: 'bob' } })).status).toBe(409);
    expect((await call('POST', `/api/games/${game.id}/invest`, { body: { name: 'carol', email: 'bob@example.org' } })).status).toBe(409);
  }, 60_000);
});
