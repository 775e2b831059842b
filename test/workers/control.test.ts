import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { asMaster, asPower, keepMailEachTest, mailGame, outcomeOf, storedState } from './support/mail';

/*
 * Power control (seed 1.8) at the doors: the master puts a dummy under a power's CONTROL
 * (by mail, CONTROL ITALY AUSTRIA; by the API, POST …/master/control), and that power's
 * player orders it, by the API (PUT …/orders naming the power) and by mail (ORDERS ITALY),
 * as "Powers receive CONTROL of their vassal states (and are thus able to log in and issue
 * orders for them)". Nobody else may.
 */

keepMailEachTest();

/** Six players by mail; the master starts the game, Italy becomes a dummy, and puts it under Austria's control. */
async function controlledItaly() {
  const g = await mailGame([], ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'RUSSIA', 'TURKEY']);
  const started = await asMaster(g, 'ACTIVATE', 'CONTROL ITALY AUSTRIA');
  expect(outcomeOf(started, 'CONTROL ITALY AUSTRIA')).toContain('ITALY is controlled by AUSTRIA now.');
  return g;
}

describe('a controlled dummy', () => {
  it('is ordered by its controller\'s player by mail (ORDERS ITALY) and by the API; his view holds its orders and says who controls it', async () => {
    const g = await controlledItaly();
    const mailed = await asPower(g, 'AUSTRIA', 'ORDERS ITALY', 'A VEN - TYR', 'A ROM - APU');
    expect(outcomeOf(mailed, 'A VEN - TYR')).toContain('Accepted');
    let state = await storedState(g.id);
    expect(state.orders.ITALY.map((o: { text: string }) => o.text)).toEqual(['A VEN - TYR', 'A ROM - APU']);

    const api = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.players.AUSTRIA!.secret, body: { power: 'ITALY', lines: ['F NAP - ION'] } }), 200);
    expect(api.answers[0].accepted).toBe(true);
    state = await storedState(g.id);
    expect(state.orders.ITALY.map((o: { text: string }) => o.text)).toEqual(['F NAP - ION']);

    const view = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.players.AUSTRIA!.secret }), 200).game;
    expect(view.orders.ITALY).toEqual(['F NAP - ION']);
    expect(view.seats.find((s: { power: string }) => s.power === 'ITALY').controller).toBe('AUSTRIA');
  });

  it('is refused to any other player, by either door, with a sentence', async () => {
    const g = await controlledItaly();
    const refused = await call('PUT', `/api/games/${g.id}/orders`, { secret: g.players.FRANCE!.secret, body: { power: 'ITALY', lines: ['A VEN H'] } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('ITALY');
    const mailed = await asPower(g, 'FRANCE', 'ORDERS ITALY', 'A VEN H');
    expect(outcomeOf(mailed, 'A VEN H')).not.toContain('Accepted');
    const state = await storedState(g.id);
    expect(state.orders.ITALY).toBeUndefined();
  });

  it('the master\'s control by the API: a played power is refused (409), a dummy controller 400, none frees it', async () => {
    const g = await controlledItaly();
    const master = g.master.secret;
    expect((await call('POST', `/api/games/${g.id}/master/control`, { secret: master, body: { power: 'FRANCE', controllers: ['AUSTRIA'] } })).status).toBe(409);
    const dummy = await call('POST', `/api/games/${g.id}/master/control`, { secret: master, body: { power: 'ITALY', controllers: ['ITALY'] } });
    expect(dummy.status).toBe(400);
    expect(dummy.body.error.message).toContain('ITALY');
    const freed = expectStatus(await call('POST', `/api/games/${g.id}/master/control`, { secret: master, body: { power: 'ITALY', controllers: [] } }), 200).game;
    expect(freed.seats.find((s: { power: string }) => s.power === 'ITALY').controller).toBeUndefined();
    expect((await call('PUT', `/api/games/${g.id}/orders`, { secret: g.players.AUSTRIA!.secret, body: { power: 'ITALY', lines: ['A VEN H'] } })).status).toBe(403);
    const player = await call('POST', `/api/games/${g.id}/master/control`, { secret: g.players.AUSTRIA!.secret, body: { power: 'ITALY', controllers: ['AUSTRIA'] } });
    expect([401, 403]).toContain(player.status);
  });
});
