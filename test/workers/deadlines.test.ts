import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameRoom } from '../../workers/game-room';
import { call, expectStatus, processNow, fullGame, setNow, useTestClock, gameOf } from './support/api';

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

const alarmOf = (id: string) => runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) => state.storage.getAlarm());


describe('deadlines, through the alarm', () => {
  it('process a late phase with default orders at the deadline (CIVIL_DISORDER)', async () => {
    const g = await fullGame({ rules: ['CIVIL_DISORDER'], deadlines: { movement: 60 } });
    const stub = env.GAME_ROOM.getByName(g.id);
    const start = await gameOf(g.id);
    expect(start.deadline).toBe(Date.now() + 60 * MINUTE);

    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR - BUR'] } }), 200);
    // The room delivers its outbox first, then sleeps until the deadline.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await alarmOf(g.id)).toBe(start.deadline);

    // An alarm before the deadline (a early or spurious one) changes nothing.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await gameOf(g.id)).phase).toBe('S1901M');

    setNow(start.deadline + 1);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const after = await gameOf(g.id);
    expect(after.phase).toBe('F1901M');
    const results = after.lastPhase.results;
    expect(results).toContainEqual(expect.objectContaining({ power: 'FRANCE', order: 'A PAR - BUR', result: 'succeeds' }));
    // The late powers' units held by default.
    expect(results).toContainEqual(expect.objectContaining({ power: 'ENGLAND', order: 'F LON H', default: true }));
    expect(after.deadline).toBe(start.deadline + 1 + 60 * MINUTE);
  });

  it('process a phase once when the alarm fires twice', async () => {
    const g = await fullGame({ rules: ['CIVIL_DISORDER'] });
    const stub = env.GAME_ROOM.getByName(g.id);
    const { deadline } = await gameOf(g.id);
    setNow(deadline + 1);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const once = await gameOf(g.id);
    expect(once.phase).toBe('F1901M');

    // Again through the scheduler, and twice more by hand, as a duplicated delivery would.
    await runDurableObjectAlarm(stub);
    await runInDurableObject(stub, async (room: GameRoom) => {
      await room.alarm();
      await room.alarm();
    });
    const twice = await gameOf(g.id);
    expect(twice.phases).toBe(1);
    expect(twice.revision).toBe(once.revision);
    expect(twice.phase).toBe('F1901M');
  });

  it('wait out the grace period before putting late powers in disorder', async () => {
    const g = await fullGame({ rules: ['CIVIL_DISORDER'], deadlines: { movement: 60, grace: 30 } });
    const stub = env.GAME_ROOM.getByName(g.id);
    const { deadline } = await gameOf(g.id);
    await runDurableObjectAlarm(stub);
    expect(await alarmOf(g.id)).toBe(deadline + 30 * MINUTE);

    setNow(deadline + 1);
    await runDurableObjectAlarm(stub);
    expect((await gameOf(g.id)).phase).toBe('S1901M');

    setNow(deadline + 30 * MINUTE);
    await runDurableObjectAlarm(stub);
    expect((await gameOf(g.id)).phase).toBe('F1901M');
  });

  it('leave a movement phase waiting for late powers without CIVIL_DISORDER, naming them once', async () => {
    const g = await fullGame();
    const stub = env.GAME_ROOM.getByName(g.id);
    const { deadline } = await gameOf(g.id);
    for (const power of Object.keys(g.seats).filter((p) => p !== 'TURKEY')) {
      const units = (await gameOf(g.id)).position.units.filter((u: { power: string }) => u.power === power);
      const lines = units.map((u: { kind: string; at: string }) => `${u.kind} ${u.at} H`);
      expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power as keyof typeof g.seats].secret, body: { lines } }), 200);
    }
    await runDurableObjectAlarm(stub);
    // The room wakes at the deadline to say who was late.
    expect(await alarmOf(g.id)).toBe(deadline);
    expect((await gameOf(g.id)).late).toBeNull();
    setNow(deadline + 1);
    await runDurableObjectAlarm(stub);
    const waiting = await gameOf(g.id);
    expect(waiting.phase).toBe('S1901M');
    expect(waiting.late).toEqual(['TURKEY']);
    expect(waiting.seats.find((s: { power: string }) => s.power === 'TURKEY').orderStatus).toBe('none');
    expect(waiting.seats.find((s: { power: string }) => s.power === 'FRANCE').orderStatus).toBe('complete');
    // Then nothing to wake for: a passed deadline changes nothing more.
    expect(await alarmOf(g.id)).toBeNull();
    await runInDurableObject(stub, (room: GameRoom) => room.alarm());
    expect((await gameOf(g.id)).revision).toBe(waiting.revision);
    // The master processes it by hand; the record says who was in civil disorder.
    expectStatus(await processNow(g), 200);
    const after = await gameOf(g.id);
    expect(after.phase).toBe('F1901M');
    expect(after.late).toBeNull();
    expect(after.lastPhase.late).toEqual(['TURKEY']);
  });

  it('follow the deadline the master sets', async () => {
    const g = await fullGame({ rules: ['CIVIL_DISORDER'] });
    const stub = env.GAME_ROOM.getByName(g.id);
    const at = Date.now() + 5 * MINUTE;
    const set = expectStatus(await call('POST', `/api/games/${g.id}/master/deadline`, { secret: g.master, body: { at: new Date(at).toISOString() } }), 200);
    expect(set.game.deadline).toBe(at);
    await runDurableObjectAlarm(stub);
    expect(await alarmOf(g.id)).toBe(at);
    const past = await call('POST', `/api/games/${g.id}/master/deadline`, { secret: g.master, body: { at: Date.now() - 1 } });
    expect(past.status).toBe(400);
    expect(past.body.error.code).toBe('bad_deadline');
    setNow(at);
    await runDurableObjectAlarm(stub);
    expect((await gameOf(g.id)).phase).toBe('F1901M');
  });

  it('stop while paused and run again on resume', async () => {
    const g = await fullGame({ rules: ['CIVIL_DISORDER'], deadlines: { movement: 60 } });
    const stub = env.GAME_ROOM.getByName(g.id);
    const { deadline } = await gameOf(g.id);
    setNow(deadline - 10 * MINUTE);
    expectStatus(await call('POST', `/api/games/${g.id}/master/pause`, { secret: g.master }), 200);
    await runDurableObjectAlarm(stub);
    expect(await alarmOf(g.id)).toBeNull();
    setNow(deadline + 60 * MINUTE);
    await runInDurableObject(stub, (room: GameRoom) => room.alarm());
    expect((await gameOf(g.id)).phase).toBe('S1901M');
    const resumed = expectStatus(await call('POST', `/api/games/${g.id}/master/resume`, { secret: g.master }), 200);
    // The ten minutes that were left are given back.
    expect(resumed.game.deadline).toBe(Date.now() + 10 * MINUTE);
    await runDurableObjectAlarm(stub);
    expect(await alarmOf(g.id)).toBe(resumed.game.deadline);
  });
});

describe('nothing accepted is lost', () => {
  it('keeps orders and the deadline across a restart of the room', async () => {
    const g = await fullGame({ rules: ['CIVIL_DISORDER'] });
    const stub = env.GAME_ROOM.getByName(g.id);
    const { deadline } = await gameOf(g.id);
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.GERMANY.secret, body: { lines: ['A MUN - RUH'] } }), 200);

    // Every instance is thrown away, memory and all; only storage remains.
    await abortAllDurableObjects();

    const mine = await gameOf(g.id, g.seats.GERMANY.secret);
    expect(mine.orders).toEqual({ GERMANY: ['A MUN - RUH'] });
    await runDurableObjectAlarm(stub);
    expect(await alarmOf(g.id)).toBe(deadline);
    setNow(deadline);
    await runDurableObjectAlarm(stub);
    const after = await gameOf(g.id);
    expect(after.lastPhase.results).toContainEqual(expect.objectContaining({ power: 'GERMANY', order: 'A MUN - RUH', result: 'succeeds' }));
  });

  it('keeps nothing of a change that failed half-way: state and outbox are one transaction', async () => {
    const g = await fullGame();
    const stub = env.GAME_ROOM.getByName(g.id);
    await runDurableObjectAlarm(stub);
    const before = await gameOf(g.id, g.master);

    const outcome = await runInDurableObject(stub, (room) => {
      // Reach into the room's store: a commit whose outbox entries fail after the state was written.
      const store = (room as unknown as { store: { commit: (s: unknown, e: () => unknown[], n: number) => void; load: () => { revision: number } } }).store;
      const state = store.load();
      try {
        store.commit({ ...state, revision: state.revision + 1, paused: true }, () => [{ key: 'x', kind: 'archive_game', payload: { at: 1n } }], Date.now());
        return 'committed';
      } catch {
        return 'refused';
      }
    });
    expect(outcome).toBe('refused');
    expect(await gameOf(g.id, g.master)).toEqual(before);
    expect((await stub.outbox()).pending).toEqual([]);

    // And after a restart, storage says the same.
    await abortAllDurableObjects();
    expect(await gameOf(g.id, g.master)).toEqual(before);
  });
});
