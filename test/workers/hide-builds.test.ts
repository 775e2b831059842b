import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, fullGame, processNow, useTestClock, gameOf } from './support/api';

/**
 * HIDE_BUILDS on the API: "Builds are not revealed until the next movement turn gets
 * processed. The results for the Winter turn will only declare how many units were built,
 * but not where or what type, by including BUILD HIDDEN lines."
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());


const germanUnits = (game: { position: { units: { power: string; at: string }[] } }) => game.position.units.filter((u) => u.power === 'GERMANY').map((u) => u.at).sort();

describe('HIDE_BUILDS through the API', () => {
  it('shows the others BUILD HIDDEN and leaves the new fleet off their board until the spring results', async () => {
    const g = await fullGame({ rules: ['HIDE_BUILDS'] });
    // Kiel's fleet takes Holland; Germany builds a fleet in Kiel in the winter.
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.GERMANY.secret, body: { lines: ['F KIE - HOL'] } }), 200);
    expectStatus(await processNow(g), 200);
    expectStatus(await processNow(g), 200);
    expect((await gameOf(g.id)).phase).toBe('W1901A');
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.GERMANY.secret, body: { lines: ['BUILD F KIE'] } }), 200);
    if ((await gameOf(g.id)).phase === 'W1901A') expectStatus(await processNow(g), 200);

    const france = await gameOf(g.id, g.seats.FRANCE.secret);
    expect(france.phase).toBe('S1902M');
    expect(france.lastPhase.results.filter((r: { power: string }) => r.power === 'GERMANY')).toEqual([{ power: 'GERMANY', order: 'BUILD HIDDEN', result: 'succeeds' }]);
    expect(germanUnits(france)).toEqual(['BER', 'HOL', 'MUN']);
    expect(france.seats.find((s: { power: string }) => s.power === 'GERMANY').units).toBe(4);
    expect(germanUnits(await gameOf(g.id))).toEqual(['BER', 'HOL', 'MUN']);

    const germany = await gameOf(g.id, g.seats.GERMANY.secret);
    expect(germany.lastPhase.results.filter((r: { power: string }) => r.power === 'GERMANY').map((r: { order: string }) => r.order)).toEqual(['BUILD F KIE']);
    expect(germanUnits(germany)).toEqual(['BER', 'HOL', 'KIE', 'MUN']);
    expect(germanUnits(await gameOf(g.id, g.master))).toEqual(['BER', 'HOL', 'KIE', 'MUN']);

    // The spring results show the fleet to everyone.
    expectStatus(await processNow(g), 200);
    expect(germanUnits(await gameOf(g.id, g.seats.FRANCE.secret))).toEqual(['BER', 'HOL', 'KIE', 'MUN']);
  });
});
