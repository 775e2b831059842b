import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, fullGame, setNow, useTestClock, gameOf } from './support/api';

/**
 * HIDE_LATE_POWERS on the API: "The power-identity of players who are late with orders is
 * not revealed to the players, and each late player is told only of his own tardiness.
 * Only the Master is sent the complete list of late powers."
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const FRANCE_ORDERS = ['A PAR H', 'A MAR H', 'F BRE H'];


describe('HIDE_LATE_POWERS through the API', () => {
  it('tells each player only of his own lateness and order status, and the master all', async () => {
    const g = await fullGame({ rules: ['HIDE_LATE_POWERS'], deadlines: { movement: 60 } });
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: FRANCE_ORDERS } }), 200);

    const france = await gameOf(g.id, g.seats.FRANCE.secret);
    expect(france.seats.find((s: { power: string }) => s.power === 'FRANCE')).toEqual(expect.objectContaining({ orderStatus: 'complete' }));
    expect(france.seats.find((s: { power: string }) => s.power === 'GERMANY')).toEqual(expect.objectContaining({ submitted: false, orderStatus: 'none', lateHidden: true }));
    const anyone = await gameOf(g.id);
    expect(anyone.seats.every((s: { lateHidden?: boolean }) => s.lateHidden === true)).toBe(true);

    const stub = env.GAME_ROOM.getByName(g.id);
    await runDurableObjectAlarm(stub);
    setNow((await gameOf(g.id)).deadline + 1);
    await runDurableObjectAlarm(stub);

    const master = await gameOf(g.id, g.master);
    expect(master.late).toEqual(['AUSTRIA', 'ENGLAND', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']);
    expect(master.seats.find((s: { power: string }) => s.power === 'FRANCE').orderStatus).toBe('complete');
    expect((await gameOf(g.id, g.seats.GERMANY.secret)).late).toEqual(['GERMANY']);
    expect((await gameOf(g.id, g.seats.FRANCE.secret)).late).toEqual([]);
    expect((await gameOf(g.id)).late).toEqual([]);
  });

  it('LIST_WAITERS: every power\'s WAIT flag is in everyone\'s view', async () => {
    const g = await fullGame({ rules: ['LIST_WAITERS'] });
    expectStatus(await call('PUT', `/api/games/${g.id}/wait`, { secret: g.seats.FRANCE.secret, body: { wait: true } }), 200);
    const anyone = await gameOf(g.id);
    expect(anyone.waits.FRANCE).toBe(true);
    expect(anyone.waits.ITALY).toBe(false);
    const plain = await fullGame({});
    expectStatus(await call('PUT', `/api/games/${plain.id}/wait`, { secret: plain.seats.FRANCE.secret, body: { wait: true } }), 200);
    expect((await gameOf(plain.id)).waits).toEqual({});
  });
});
