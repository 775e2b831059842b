import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, processNow, fullGame, POWERS, useTestClock } from './support/api';
import { TestSocket } from './support/socket';

/*
 * What each caller may read, through the API: a power's orders are its own (and the
 * master's) until the phase is processed; press is read by its sender and recipients.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const FRENCH = ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO'];

describe('orders', () => {
  it('are read by their own power and the master only, until processed', async () => {
    const g = await fullGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: FRENCH } }), 200);
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.GERMANY.secret, body: { lines: ['A MUN - BUR'] } }), 200);

    const read = async (secret?: string) =>
      expectStatus(await call('GET', `/api/games/${g.id}/orders`, secret === undefined ? {} : { secret }), 200);
    expect(await read(g.seats.FRANCE.secret)).toEqual({ phase: 'S1901M', orders: { FRANCE: FRENCH } });
    expect(await read(g.seats.GERMANY.secret)).toEqual({ phase: 'S1901M', orders: { GERMANY: ['A MUN - BUR'] } });
    expect(await read(g.seats.ENGLAND.secret)).toEqual({ phase: 'S1901M', orders: { ENGLAND: [] } });
    expect(await read()).toEqual({ phase: 'S1901M', orders: {} });
    expect((await read(g.master)).orders).toMatchObject({ FRANCE: FRENCH, GERMANY: ['A MUN - BUR'] });

    // Nothing else a player reads gives them away: the game, the history, the export.
    for (const path of ['', '/history', '/export', '/press']) {
      const answer = expectStatus(await call('GET', `/api/games/${g.id}${path}`, { secret: g.seats.ENGLAND.secret }), 200);
      expect(JSON.stringify(answer), path).not.toMatch(/BUR|MAO/);
    }
    // Who has submitted is public; what, is not.
    const seen = expectStatus(await call('GET', `/api/games/${g.id}`), 200);
    expect(seen.game.seats.find((s: { power: string }) => s.power === 'FRANCE').submitted).toBe(true);

    // Once processed, they are history, for everyone.
    expectStatus(await processNow(g), 200);
    const history = expectStatus(await call('GET', `/api/games/${g.id}/history`), 200);
    expect(history.phases[0].orders.FRANCE).toEqual(FRENCH);
  });

  it('never reach another power through the WebSocket', async () => {
    const g = await fullGame();
    const sockets = new Map<string, TestSocket>();
    for (const power of ['GERMANY', 'ENGLAND'] as const) {
      const s = await TestSocket.open(g.id, { secret: g.seats[power].secret });
      if (!(s instanceof TestSocket)) throw new Error(`no socket: ${s.status}`);
      sockets.set(power, s);
    }
    const anonymous = await TestSocket.open(g.id);
    const master = await TestSocket.open(g.id, { secret: g.master });
    if (!(anonymous instanceof TestSocket) || !(master instanceof TestSocket)) throw new Error('no socket');
    // The first message is the game as it stands.
    for (const s of [...sockets.values(), anonymous, master]) expect((await s.next()).type).toBe('game');

    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: FRENCH } }), 200);

    for (const [power, s] of sockets) {
      const pushed = await s.next();
      expect(pushed.game.viewer).toMatchObject({ kind: 'player', power });
      expect(pushed.game.orders).toEqual({ [power]: [] });
      expect(JSON.stringify(pushed)).not.toMatch(/BUR|MAO/);
    }
    const seenByAnyone = await anonymous.next();
    expect(seenByAnyone.game.orders).toEqual({});
    expect(JSON.stringify(seenByAnyone)).not.toMatch(/BUR|MAO/);
    expect((await master.next()).game.orders.FRANCE).toEqual(FRENCH);
    for (const s of [...sockets.values(), anonymous, master]) s.close();
  });
});

describe('press', () => {
  it('is read by its sender and recipients only; a broadcast by all', async () => {
    const g = await fullGame();
    const send = (power: (typeof POWERS)[number], body: object) =>
      call('POST', `/api/games/${g.id}/press`, { secret: g.seats[power].secret, body });
    expectStatus(await send('FRANCE', { to: ['ENGLAND'], body: 'Channel is yours.' }), 201);
    expectStatus(await send('ITALY', { to: ['MASTER'], body: 'A question for the master.' }), 201);
    expectStatus(await send('TURKEY', { to: 'ALL', body: 'Peace to all.' }), 201);

    const bodies = async (secret?: string) =>
      // Oldest first here; the API pages newest first.
      expectStatus(await call('GET', `/api/games/${g.id}/press`, secret === undefined ? {} : { secret }), 200)
        .press.map((m: { body: string }) => m.body)
        .reverse();
    expect(await bodies(g.seats.FRANCE.secret)).toEqual(['Channel is yours.', 'Peace to all.']);
    expect(await bodies(g.seats.ENGLAND.secret)).toEqual(['Channel is yours.', 'Peace to all.']);
    expect(await bodies(g.seats.GERMANY.secret)).toEqual(['Peace to all.']);
    expect(await bodies(g.seats.ITALY.secret)).toEqual(['A question for the master.', 'Peace to all.']);
    expect(await bodies(g.master)).toEqual(['A question for the master.', 'Peace to all.']);
    expect(await bodies()).toEqual(['Peace to all.']);

    // Nor does the game view, or the export, give it away.
    for (const path of ['', '/export?press=true']) {
      const text = JSON.stringify(expectStatus(await call('GET', `/api/games/${g.id}${path}`, { secret: g.seats.GERMANY.secret }), 200));
      expect(text, path).not.toContain('Channel');
      expect(text, path).not.toContain('question');
    }
  });

  it('cannot be sent as another power', async () => {
    const g = await fullGame();
    const forged = await call('POST', `/api/games/${g.id}/press`, {
      secret: g.seats.FRANCE.secret,
      body: { to: ['ENGLAND'], body: 'Signed, Germany', from: 'GERMANY' },
    });
    expect(forged.status).toBe(403);
    const english = expectStatus(await call('GET', `/api/games/${g.id}/press`, { secret: g.seats.ENGLAND.secret }), 200);
    expect(english.press).toEqual([]);
  });
});

describe('votes', () => {
  it('are secret from everyone but the voter, the master included', async () => {
    const g = await fullGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/vote`, { secret: g.seats.AUSTRIA.secret, body: { vote: { kind: 'concede', to: 'AUSTRIA' } } }), 200);
    const own = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.seats.AUSTRIA.secret }), 200);
    expect(own.game.votes).toEqual({ AUSTRIA: { kind: 'concede', to: 'AUSTRIA' } });
    for (const secret of [g.master, g.seats.RUSSIA.secret, undefined]) {
      const other = expectStatus(await call('GET', `/api/games/${g.id}`, secret === undefined ? {} : { secret }), 200);
      expect(JSON.stringify(other.game.votes)).not.toContain('concede');
    }
  });
});
