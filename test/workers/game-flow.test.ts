import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readArchivedGame } from '../../workers/db/archive';
import { gameView, historyResponse } from '../../shared/schemas/api';
import { call, expectStatus, fullGame, POWERS, useTestClock, type Power, type TestGame } from './support/api';

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

/** Every power submits its orders for the phase; the last one in processes it. */
async function play(g: TestGame, orders: Partial<Record<Power, string[]>>) {
  const answers: Record<string, unknown> = {};
  for (const power of POWERS) {
    const lines = orders[power] ?? [];
    const body = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { lines } }), 200);
    expect(body.power).toBe(power);
    for (const answer of body.answers) expect(answer, `${power}: ${answer.text}`).toMatchObject({ accepted: true });
    answers[power] = body.answers;
  }
  return answers;
}

const SPRING_1901: Record<Power, string[]> = {
  AUSTRIA: ['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB'],
  ENGLAND: ['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR'],
  FRANCE: ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO'],
  GERMANY: ['A BER - KIE', 'A MUN - RUH', 'F KIE - DEN'],
  ITALY: ['A ROM - APU', 'A VEN H', 'F NAP - ION'],
  RUSSIA: ['A WAR - UKR', 'A MOS H', 'F SEV - RUM', 'F STP/SC - BOT'],
  TURKEY: ['F ANK - BLA', 'A CON - BUL', 'A SMY - ARM'],
};

const FALL_1901: Record<Power, string[]> = {
  AUSTRIA: ['F ALB - GRE', 'A SER H', 'A GAL H'],
  ENGLAND: ['F NTH - NWY', 'F NWG H', 'A YOR H'],
  FRANCE: ['A BUR H', 'A SPA H', 'F MAO H'],
  GERMANY: ['A KIE H', 'A RUH H', 'F DEN H'],
  ITALY: ['A APU H', 'A VEN H', 'F ION - TUN'],
  RUSSIA: ['A UKR H', 'A MOS H', 'F RUM H', 'F BOT - SWE'],
  TURKEY: ['F BLA H', 'A BUL H', 'A ARM H'],
};

describe('a whole game through the API', () => {
  it('plays 1901 to a solo: Russia takes six centres where five win', async () => {
    const g = await fullGame({ victory: 5 });
    const stub = env.GAME_ROOM.getByName(g.id);

    let seen = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200);
    expect(seen.game).toMatchObject({ status: 'active', phase: 'S1901M', victory: 5 });
    expect(gameView.safeParse(seen.game).success).toBe(true);

    await play(g, SPRING_1901);
    seen = expectStatus(await call('GET', `/api/games/${g.id}`), 200);
    expect(seen.game.phase).toBe('F1901M');
    expect(seen.game.position.units).toContainEqual({ power: 'RUSSIA', kind: 'F', at: 'RUM' });

    await play(g, FALL_1901);
    seen = expectStatus(await call('GET', `/api/games/${g.id}`), 200);
    expect(seen.game.status).toBe('finished');
    expect(seen.game.ending).toEqual({ kind: 'solo', winner: 'RUSSIA' });
    expect(seen.game.seats.find((s: { power: string }) => s.power === 'RUSSIA').centers).toBe(6);

    const history = expectStatus(await call('GET', `/api/games/${g.id}/history`), 200);
    expect(historyResponse.safeParse(history).success).toBe(true);
    expect(history.phases.map((p: { position: { phase: string } }) => p.position.phase)).toEqual(['S1901M', 'F1901M']);
    expect(history.phases[0].orders.RUSSIA).toEqual(SPRING_1901.RUSSIA);
    expect(history.phases[1].results).toContainEqual(expect.objectContaining({ power: 'RUSSIA', order: 'F BOT - SWE', result: 'succeeds' }));

    // The game is over: orders are refused, and nothing changes.
    const late = await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A BUR - PAR'] } });
    expect(late.status).toBe(409);

    // The alarm delivers the archive: the game, both phases, the ending.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await stub.outbox()).pending).toEqual([]);
    const archived = await readArchivedGame(env.DB, g.id);
    expect(archived.ok).toBe(true);
    if (!archived.ok) return;
    expect(archived.value.game).toMatchObject({ status: 'finished', ending: { kind: 'solo', winner: 'RUSSIA' }, joined: 7 });
    expect(archived.value.phases.map((p) => p.phase)).toEqual(['S1901M', 'F1901M']);

    const list = expectStatus(await call('GET', `/api/games?state=finished&player=${g.seats.RUSSIA.playerId}`), 200);
    expect(list.games.map((x: { id: string }) => x.id)).toEqual([g.id]);
  });

  it('ends in a draw when every player votes for one', async () => {
    const g = await fullGame();
    await play(g, SPRING_1901);
    for (const [i, power] of POWERS.entries()) {
      const voted = expectStatus(await call('PUT', `/api/games/${g.id}/vote`, { secret: g.seats[power].secret, body: { vote: { kind: 'draw' } } }), 200);
      // Votes are secret: each sees his own, nobody another's, until the last one ends the game.
      expect(voted.game.votes).toEqual(i < POWERS.length - 1 ? { [power]: { kind: 'draw' } } : expect.anything());
      expect(voted.game.status).toBe(i < POWERS.length - 1 ? 'active' : 'finished');
    }
    const seen = expectStatus(await call('GET', `/api/games/${g.id}`), 200);
    expect(seen.game.ending).toEqual({ kind: 'draw', powers: [...POWERS] });
  });

  it('lets a player withdraw his vote before the others agree', async () => {
    const g = await fullGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/vote`, { secret: g.seats.ITALY.secret, body: { vote: { kind: 'draw' } } }), 200);
    const withdrawn = expectStatus(await call('PUT', `/api/games/${g.id}/vote`, { secret: g.seats.ITALY.secret, body: { vote: null } }), 200);
    expect(withdrawn.game.votes).toEqual({ ITALY: null });
  });
});

describe('DELETE /api/games/:id/orders', () => {
  it('takes back the caller’s orders; another power cannot clear them', async () => {
    const g = await fullGame();
    const orders = `/api/games/${g.id}/orders`;
    expectStatus(await call('PUT', orders, { secret: g.seats.FRANCE.secret, body: { lines: SPRING_1901.FRANCE } }), 200);

    // England may not clear France's orders: refused, and France's orders stand.
    const refused = await call('DELETE', orders, { secret: g.seats.ENGLAND.secret, body: { power: 'FRANCE' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('not_allowed');
    expect(expectStatus(await call('GET', orders, { secret: g.seats.FRANCE.secret }), 200).orders.FRANCE).toEqual(SPRING_1901.FRANCE);

    // France clears its own, without a body: the orders are gone and it has submitted nothing.
    const cleared = expectStatus(await call('DELETE', orders, { secret: g.seats.FRANCE.secret }), 200);
    expect(cleared.game.seats.find((s: { power: string }) => s.power === 'FRANCE').submitted).toBe(false);
    expect(expectStatus(await call('GET', orders, { secret: g.seats.FRANCE.secret }), 200).orders.FRANCE ?? []).toEqual([]);
    expect(expectStatus(await call('GET', orders, { secret: g.master }), 200).orders.FRANCE ?? []).toEqual([]);
  });
});
