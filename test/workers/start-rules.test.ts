import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameView } from '../../shared/schemas/api';
import { call, expectStatus, fullGame, processNow, useTestClock } from './support/api';

/*
 * MOBILIZE and FLEX_SETUP through the API: the game opens at Winter 1900 on an empty
 * board, the view says what may be built (and, under MOBILIZE, which home centres are yet
 * to choose), the builds are taken through PUT orders, and Spring 1901 opens with them.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

describe('the opening adjustments through the API', () => {
  it('MOBILIZE: one build in a home centre, owned from then on', async () => {
    const g = await fullGame({ rules: ['MOBILIZE'] });
    let seen = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.seats.ENGLAND.secret }), 200);
    expect(gameView.safeParse(seen.game).success).toBe(true);
    expect(seen.game.phase).toBe('W1900A');
    expect(seen.game.position.units).toEqual([]);
    expect(seen.game.position.unplaced).toMatchObject({ ENGLAND: 1, RUSSIA: 1 });
    const two = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.ENGLAND.secret, body: { lines: ['BUILD F LON', 'BUILD A EDI'] } }), 200);
    expect(two.answers.map((a: { accepted: boolean }) => a.accepted)).toEqual([true, false]);
    expectStatus(await processNow(g), 200);
    seen = expectStatus(await call('GET', `/api/games/${g.id}`), 200);
    expect(seen.game.phase).toBe('S1901M');
    expect(seen.game.position.units).toEqual([{ power: 'ENGLAND', kind: 'F', at: 'LON' }]);
    expect(seen.game.position.centers.ENGLAND).toEqual(['LON']);
    expect(seen.game.position.unplaced).toBeUndefined();
  });

  it('FLEX_SETUP: a build of the kind chosen in each home centre', async () => {
    const g = await fullGame({ rules: ['BLANK_BOARD'] });
    const seen = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.seats.FRANCE.secret }), 200);
    expect(seen.game.phase).toBe('W1900A');
    expect(seen.game.position.units).toEqual([]);
    const france = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['BUILD F MAR', 'BUILD F BRE', 'BUILD F PAR'] } }), 200);
    expect(france.answers.map((a: { accepted: boolean }) => a.accepted)).toEqual([true, true, false]);
  });
});
