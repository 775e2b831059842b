import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardInfo } from '../../shared/map/boards';
import { call, expectStatus, processNow, useTestClock } from './support/api';
import { US } from '../support/global-powers';

/*
 * The Global board (maps/global/) at the API door: its calendar (the Fall 2100 builds on an
 * empty board, then Winter 2101) and its seasonal spaces (the Polar Arctic closed in Winter,
 * open in Spring), heard by a player when the order is entered (VII.6, VII.3.y).
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

describe('a game on the Global board', () => {
  it('opens with builds, plays Winter next, and refuses a move into the Polar Arctic until Spring', async () => {
    const made = expectStatus(await call('POST', '/api/games', { body: { name: 'Global board', map: 'global', rules: ['POWER_CHOICE'] } }), 201);
    const g = { id: made.id as string, master: made.masterSecret as string };
    expect(made.game).toMatchObject({ map: 'global', phase: 'F2100A', victory: 16 });
    const secrets: Record<string, string> = {};
    for (const power of boardInfo('global')!.powers) {
      secrets[power] = expectStatus(await call('POST', `/api/games/${g.id}/join`, { body: { name: `Player ${power}`, power } }), 201).secret;
    }
    const built = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: secrets[US], body: { lines: ['BUILD F CAN', 'BUILD AF SUS'] } }), 200);
    expect(built.answers).toMatchObject([{ accepted: true }, { accepted: true }]);
    expectStatus(await processNow(g), 200);

    let { game } = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200);
    expect(game.phase).toBe('W2101M');
    expect(game.position.units).toEqual(expect.arrayContaining([expect.objectContaining({ power: US, kind: 'F', at: 'CAN' })]));

    const winter = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: secrets[US], body: { lines: ['F CAN - POL', 'AF SUS H'] } }), 200);
    expect(winter.answers[0]).toMatchObject({
      accepted: false,
      error: { code: 'season_closed', message: 'No unit may move into or out of Polar Arctic in Winter: it is open to movement only in Spring and Summer.' },
    });
    expect(winter.answers[1]).toMatchObject({ accepted: true });
    expectStatus(await processNow(g), 200);

    // No retreats and no builds in Winter: Spring follows, and the Polar Arctic is open.
    ({ game } = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200));
    expect(game.phase).toBe('S2101M');
    const spring = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: secrets[US], body: { lines: ['F CAN - POL'] } }), 200);
    expect(spring.answers[0]).toMatchObject({ accepted: true });
  });
});
