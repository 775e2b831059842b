import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readArchivedGame } from '../../workers/db/archive';
import { retryDelay } from '../../workers/room/outbox';
import { call, expectStatus, processNow, fullGame, newGame, setNow, useTestClock } from './support/api';

/*
 * The outbox: archive writes wait in the room's storage until D1 takes them. To make D1
 * fail for one game only (test files share the database), a trigger refuses its rows.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

async function breakArchive(table: 'games' | 'phases', gameId: string): Promise<() => Promise<void>> {
  const name = `fail_${table}_${gameId}`;
  await env.DB.exec(
    `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} WHEN NEW.${table === 'games' ? 'id' : 'game_id'} = '${gameId}' BEGIN SELECT RAISE(ABORT, 'archive down'); END;`,
  );
  return async () => {
    await env.DB.exec(`DROP TRIGGER ${name};`);
  };
}

const alarmOf = (id: string) => runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) => state.storage.getAlarm());

describe('the outbox', () => {
  it('delivers the archive at the alarm after each change', async () => {
    const { id } = await newGame({ name: 'Listed game' });
    const stub = env.GAME_ROOM.getByName(id);
    expect((await stub.outbox()).pending).toMatchObject([{ key: 'game', kind: 'archive_game', attempts: 0 }]);
    // The room wakes at once for it.
    expect(await alarmOf(id)).toBe(Date.now());
    await runDurableObjectAlarm(stub);
    expect((await stub.outbox()).pending).toEqual([]);
    expect(await alarmOf(id)).toBeNull();
    const listed = expectStatus(await call('GET', '/api/games?state=forming&limit=100'), 200);
    expect(listed.games.find((x: { id: string }) => x.id === id)).toMatchObject({ name: 'Listed game', status: 'forming', joined: 0 });
  });

  it('keeps a write D1 refused, retries it later and later, and delivers it once D1 is back', async () => {
    const g = await fullGame();
    const stub = env.GAME_ROOM.getByName(g.id);
    await runDurableObjectAlarm(stub);
    const repair = await breakArchive('phases', g.id);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expectStatus(await processNow(g), 200);
    const t0 = Date.now();
    await runDurableObjectAlarm(stub);
    let pending = (await stub.outbox()).pending;
    // The game's row went through; the phase waits, with the reason and its next try.
    expect(pending).toEqual([{ key: 'phase:1', kind: 'archive_phase', attempts: 1, due: t0 + retryDelay(0), lastError: expect.stringContaining('could not save phase 1') }]);
    expect(await alarmOf(g.id)).toBe(t0 + retryDelay(0));

    // An alarm before it is due leaves it alone.
    await runDurableObjectAlarm(stub);
    expect((await stub.outbox()).pending[0]?.attempts).toBe(1);

    // Due, and D1 still refusing: the pause doubles.
    setNow(t0 + retryDelay(0));
    await runDurableObjectAlarm(stub);
    pending = (await stub.outbox()).pending;
    expect(pending[0]).toMatchObject({ attempts: 2, due: t0 + retryDelay(0) + retryDelay(1) });
    expect(retryDelay(1)).toBe(2 * retryDelay(0));

    // Meanwhile the game goes on, and its next phase waits in the outbox too.
    expectStatus(await processNow(g), 200);

    await repair();
    setNow(t0 + retryDelay(0) + retryDelay(1));
    await runDurableObjectAlarm(stub);
    expect((await stub.outbox()).pending).toEqual([]);
    const archived = await readArchivedGame(env.DB, g.id);
    if (!archived.ok) throw new Error(archived.error.message);
    expect(archived.value.phases.map((p) => [p.seq, p.phase])).toEqual([
      [1, 'S1901M'],
      [2, 'F1901M'],
    ]);
    expect(archived.value.game.phase).toBe('S1902M');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps the newest write of the game row only, and never turns the archive back', async () => {
    const { id } = await newGame();
    const stub = env.GAME_ROOM.getByName(id);
    const repair = await breakArchive('games', id);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await runDurableObjectAlarm(stub);
    expect((await stub.outbox()).pending).toMatchObject([{ key: 'game', attempts: 1 }]);
    // A change while the first write waits replaces it: one entry, tried afresh.
    expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: 'Ann' } }), 201);
    expect((await stub.outbox()).pending).toMatchObject([{ key: 'game', attempts: 0, due: Date.now() }]);
    await repair();
    await runDurableObjectAlarm(stub);
    const archived = await readArchivedGame(env.DB, id);
    if (!archived.ok) throw new Error(archived.error.message);
    expect(archived.value.game.joined).toBe(1);
    warn.mockRestore();
  });

  it('caps the pause between tries at an hour', () => {
    expect(retryDelay(0)).toBe(10_000);
    expect(retryDelay(3)).toBe(80_000);
    expect(retryDelay(100)).toBe(3_600_000);
  });
});
