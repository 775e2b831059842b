import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readArchivedGame } from '../../workers/db/archive';
import { previewResponse } from '../../shared/schemas/api';
import { call, expectStatus, fullGame, newGame, POWERS, setNow, useTestClock } from './support/api';

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const view = async (id: string, secret?: string) =>
  expectStatus(await call('GET', `/api/games/${id}`, secret === undefined ? {} : { secret }), 200).game;

const master = (id: string, secret: string, command: string, body?: object) =>
  call('POST', `/api/games/${id}/master/${command}`, { secret, ...(body === undefined ? {} : { body }) });

describe('the master', () => {
  it('starts a game before it is full: the empty seats become dummies', async () => {
    const { id, master: m } = await newGame();
    expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: 'Solo' } }), 201);
    const started = expectStatus(await master(id, m, 'start'), 200);
    expect(started.game.status).toBe('active');
    expect(started.game.seats.filter((s: { status: string }) => s.status === 'dummy')).toHaveLength(6);
  });

  it('previews a phase without changing anything', async () => {
    const g = await fullGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR - BUR'] } }), 200);
    const before = await view(g.id, g.master);
    const preview = expectStatus(await master(g.id, g.master, 'preview'), 200);
    expect(previewResponse.safeParse(preview).success).toBe(true);
    expect(preview.next).toBe('F1901M');
    expect(preview.record.results).toContainEqual(expect.objectContaining({ power: 'FRANCE', order: 'A PAR - BUR', result: 'succeeds' }));
    expect(await view(g.id, g.master)).toEqual(before);
  });

  it('rolls back a phase with its orders, and forward again', async () => {
    const g = await fullGame();
    const stub = env.GAME_ROOM.getByName(g.id);
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR - BUR'] } }), 200);
    expectStatus(await master(g.id, g.master, 'process', { phase: 'S1901M' }), 200);
    expect((await view(g.id)).phase).toBe('F1901M');

    // RESTORE gives the orders back; a plain ROLLBACK (below) clears them, as the DPjudge's.
    const back = expectStatus(await master(g.id, g.master, 'rollback', { restore: true }), 200);
    expect(back.game).toMatchObject({ phase: 'S1901M', phases: 0, lastPhase: null, rollforward: 1 });
    expect(back.game.orders.FRANCE).toEqual(['A PAR - BUR']);
    // The player finds his orders as he left them.
    expect((await view(g.id, g.seats.FRANCE.secret)).orders).toEqual({ FRANCE: ['A PAR - BUR'] });

    const forward = expectStatus(await master(g.id, g.master, 'rollforward'), 200);
    expect(forward.game).toMatchObject({ phase: 'F1901M', rollforward: 0 });
    expect(forward.game.phases).toBe(1);
    const nothing = await master(g.id, g.master, 'rollforward');
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.code).toBe('nothing_to_roll');

    // Back again, and played differently: the archive keeps each processing, in order.
    const cleared = expectStatus(await master(g.id, g.master, 'rollback', { phase: 'S1901M' }), 200);
    expect(Object.values(cleared.game.orders).flat()).toEqual([]);
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR - PIC'] } }), 200);
    expectStatus(await master(g.id, g.master, 'process', { phase: 'S1901M' }), 200);
    await runDurableObjectAlarm(stub);
    const archived = await readArchivedGame(env.DB, g.id);
    if (!archived.ok) throw new Error(archived.error.message);
    expect(archived.value.phases.map((p) => [p.seq, p.phase, p.record.orders.FRANCE])).toEqual([
      [1, 'S1901M', ['A PAR - BUR']],
      [2, 'S1901M', ['A PAR - BUR']],
      [3, 'S1901M', ['A PAR - PIC']],
    ]);
  });

  it('makes a power a dummy, whose units take default orders under CIVIL_DISORDER', async () => {
    const g = await fullGame({ rules: ['CIVIL_DISORDER'] });
    const stub = env.GAME_ROOM.getByName(g.id);
    // A played power is never dummied over its player's head: resign him first.
    const refused = await master(g.id, g.master, 'dummy', { power: 'italy' });
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toBe('ITALY has a player: resign him first (RESIGN ITALY), then make the power a dummy.');
    expectStatus(await call('POST', `/api/games/${g.id}/resign`, { secret: g.master, body: { power: 'ITALY' } }), 200);
    const dummied = expectStatus(await master(g.id, g.master, 'dummy', { power: 'italy' }), 200);
    expect(dummied.game.seats.find((s: { power: string }) => s.power === 'ITALY')).toMatchObject({ status: 'dummy', player: null });
    // Italy's player is out of the game: his secret opens nothing now.
    expect((await call('GET', `/api/games/${g.id}`, { secret: g.seats.ITALY.secret })).status).toBe(401);

    // Everyone but the dummy submits; at the deadline the dummy's units hold.
    for (const power of POWERS.filter((p) => p !== 'ITALY' && p !== 'AUSTRIA')) {
      expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { lines: [] } }), 200);
    }
    const { deadline } = await view(g.id);
    setNow(deadline);
    await runDurableObjectAlarm(stub);
    const after = await view(g.id);
    expect(after.phase).toBe('F1901M');
    for (const unit of ['A ROM H', 'A VEN H', 'F NAP H', 'A VIE H']) {
      expect(after.lastPhase.results).toContainEqual(expect.objectContaining({ order: unit, default: true }));
    }
  });

  it('terminates a game', async () => {
    const g = await fullGame();
    const ended = expectStatus(await master(g.id, g.master, 'terminate'), 200);
    expect(ended.game).toMatchObject({ status: 'finished', ending: { kind: 'terminated' } });
  });
});

describe('seats', () => {
  it('a player resigns; anyone takes the vacant power over with a new secret', async () => {
    const g = await fullGame();
    const resigned = expectStatus(await call('POST', `/api/games/${g.id}/resign`, { secret: g.seats.ENGLAND.secret }), 200);
    expect(resigned.game.seats.find((s: { power: string }) => s.power === 'ENGLAND')).toMatchObject({ status: 'vacant', player: null });
    expect((await call('GET', `/api/games/${g.id}`, { secret: g.seats.ENGLAND.secret })).status).toBe(401);

    const taken = expectStatus(await call('POST', `/api/games/${g.id}/takeover`, { body: { power: 'england', name: 'Newcomer' } }), 201);
    expect(taken).toMatchObject({ power: 'ENGLAND', playerId: expect.any(String), secret: expect.any(String) });
    const mine = await view(g.id, taken.secret);
    expect(mine.viewer).toMatchObject({ kind: 'player', power: 'ENGLAND', name: 'Newcomer' });
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: taken.secret, body: { lines: ['F LON - NTH'] } }), 200);

    const again = await call('POST', `/api/games/${g.id}/takeover`, { body: { power: 'ENGLAND', name: 'Late' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('seat_taken');
  });

  it('an observer watches and, under MUTE_OBSERVERS, may write to the master only', async () => {
    const g = await fullGame({ rules: ['MUTE_OBSERVERS'] });
    const obs = expectStatus(await call('POST', `/api/games/${g.id}/observe`, { body: { name: 'Owl', email: 'owl@example.org' } }), 201);
    expect(obs.power).toBeNull();
    const seen = await view(g.id, obs.secret);
    expect(seen.viewer).toMatchObject({ kind: 'observer', name: 'Owl' });
    expect(seen.observers).toBe(1);
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: obs.secret, body: { to: ['MASTER'], body: 'Hello' } }), 201);
    const refused = await call('POST', `/api/games/${g.id}/press`, { secret: obs.secret, body: { to: ['FRANCE'], body: 'Psst' } });
    expect(refused.status).toBe(403);
    const orders = await call('PUT', `/api/games/${g.id}/orders`, { secret: obs.secret, body: { lines: ['A PAR H'] } });
    expect(orders.status).toBe(400);
    expect(orders.body.error.code).toBe('power_required');
    const forFrance = await call('PUT', `/api/games/${g.id}/orders`, { secret: obs.secret, body: { power: 'FRANCE', lines: ['A PAR H'] } });
    expect(forFrance.status).toBe(403);
  });

  it('the master enters orders for any power, naming it', async () => {
    const g = await fullGame();
    const done = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.master, body: { power: 'Turkey', lines: ['F ANK - BLA'] } }), 200);
    expect(done.power).toBe('TURKEY');
    const unnamed = await call('PUT', `/api/games/${g.id}/orders`, { secret: g.master, body: { lines: ['F ANK - BLA'] } });
    expect(unnamed.body.error.code).toBe('power_required');
  });
});

describe('orders', () => {
  it('answers each line; add extends, a new list replaces', async () => {
    const g = await fullGame();
    const put = (body: object) => call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.AUSTRIA.secret, body });
    const first = expectStatus(await put({ lines: ['a vie-gal', 'A BUD - XYZ'] }), 200);
    expect(first.answers).toEqual([
      { text: 'a vie-gal', accepted: true, order: 'A VIE - GAL' },
      { text: 'A BUD - XYZ', accepted: false, error: { code: expect.any(String), message: expect.stringContaining('XYZ') } },
    ]);
    expectStatus(await put({ lines: ['F TRI - ALB'], add: true }), 200);
    expect((await view(g.id, g.seats.AUSTRIA.secret)).orders).toEqual({ AUSTRIA: ['a vie-gal', 'F TRI - ALB'] });
    expectStatus(await put({ lines: ['A BUD - SER'] }), 200);
    expect((await view(g.id, g.seats.AUSTRIA.secret)).orders).toEqual({ AUSTRIA: ['A BUD - SER'] });
  });

  it('wait: a WAIT flag holds the phase until the last one is dropped', async () => {
    const g = await fullGame();
    expectStatus(await call('PUT', `/api/games/${g.id}/wait`, { secret: g.seats.RUSSIA.secret, body: { wait: true } }), 200);
    const { position } = await view(g.id);
    for (const power of POWERS) {
      const holds = position.units.filter((u: { power: string }) => u.power === power).map((u: { kind: string; at: string }) => `${u.kind} ${u.at} H`);
      expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { lines: holds } }), 200);
    }
    expect((await view(g.id)).phase).toBe('S1901M');
    const dropped = expectStatus(await call('PUT', `/api/games/${g.id}/wait`, { secret: g.seats.RUSSIA.secret, body: { wait: false } }), 200);
    expect(dropped.game.phase).toBe('F1901M');
  });
});

describe('a command that moves the game names the phase', () => {
  it('two processes sent at once for the same phase: one plays it, the other is refused as stale', async () => {
    const g = await fullGame();
    const answers = await Promise.all([0, 1].map(() => master(g.id, g.master, 'process', { phase: 'S1901M' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error.code).toBe('stale_phase');
    expect(refused.body.error.message).toContain('F1901M is being played now');
    const game = await view(g.id, g.master);
    expect(game.phase).toBe('F1901M');
    expect(game.phases).toBe(1);
    expect(expectStatus(await call('GET', `/api/games/${g.id}/history`, { secret: g.master }), 200).total).toBe(1);
  });

  it('process without the phase is a 400 that says what is missing', async () => {
    const g = await fullGame();
    const answer = await master(g.id, g.master, 'process', {});
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.error)).toContain('phase');
    expect((await view(g.id)).phase).toBe('S1901M');
  });

  it.each([
    ['rollback', { from: 'S1901M' }],
    ['rollforward', { from: 'S1901M' }],
    ['terminate', { phase: 'S1901M' }],
  ])('%s naming a phase already past is a 409, the game untouched', async (command, body) => {
    const g = await fullGame();
    expectStatus(await master(g.id, g.master, 'process', { phase: 'S1901M' }), 200);
    if (command === 'rollforward') expectStatus(await master(g.id, g.master, 'rollback', { from: 'F1901M' }), 200);
    const before = await view(g.id, g.master);
    const stale = await master(g.id, g.master, command, command === 'rollforward' ? { from: 'F1901M' } : body);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_phase');
    expect(await view(g.id, g.master)).toEqual(before);
  });

  it('start names the phase the game would start in; a stale one is refused', async () => {
    const { id, master: m } = await newGame();
    expect((await master(id, m, 'start', { phase: 'F1901M' })).body.error.code).toBe('stale_phase');
    expect(expectStatus(await master(id, m, 'start', { phase: 'S1901M' }), 200).game.status).toBe('active');
  });
});
