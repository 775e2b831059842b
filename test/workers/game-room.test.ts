import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameRoom } from '../../workers/game-room';
import { hashSecret, newId, newSecret, sameHash } from '../../workers/room/secrets';
import { RoomStore } from '../../workers/room/store';
import { call, expectStatus, processNow, fullGame, newGame, POWERS, useTestClock } from './support/api';

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const SETTINGS = {
  name: 'Room test',
  variant: 'standard',
  map: 'standard',
  rules: [],
  deadlines: { movement: 60, retreats: 30, adjustments: 30, grace: 0 },
  listed: true,
} as const;

describe('secrets', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(a);
  });

  it('are stored as SHA-256 hashes and compared whole', async () => {
    const hash = await hashSecret('abc');
    expect(hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sameHash(hash, await hashSecret('abc'))).toBe(true);
    expect(sameHash(hash, await hashSecret('abd'))).toBe(false);
    expect(sameHash(hash, hash.slice(1))).toBe(false);
  });

  it('never appear in what the room stores or shows', async () => {
    const { id, master } = await newGame();
    const joined = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: 'Ann' } }), 201);
    const stored = await runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) =>
      JSON.stringify([...state.storage.sql.exec('SELECT state FROM game')]),
    );
    expect(stored).not.toContain(master);
    expect(stored).not.toContain(joined.secret);
    expect(stored).toContain(await hashSecret(master));
    const shown = JSON.stringify(expectStatus(await call('GET', `/api/games/${id}`, { secret: master }), 200));
    expect(shown).not.toContain(await hashSecret(master));
    expect(shown).not.toContain(await hashSecret(joined.secret));
  });

  it('give game ids that name a room', () => {
    expect(newId()).toMatch(/^[a-z2-9]{12}$/);
  });
});

describe('the room', () => {
  it('refuses to create its game twice', async () => {
    const stub = env.GAME_ROOM.getByName('twice');
    const first = await stub.create('twice', SETTINGS, await hashSecret('m'));
    expect(first.ok).toBe(true);
    const second = await stub.create('twice', SETTINGS, await hashSecret('n'));
    expect(second).toEqual({ ok: false, error: { code: 'game_exists', message: expect.any(String) } });
  });

  it('writes nothing when asked about a game it does not hold', async () => {
    const stub = env.GAME_ROOM.getByName('nothing-here');
    expect(await stub.view(null)).toEqual({ ok: false, error: { code: 'no_game', message: 'There is no such game.' } });
    expect(await stub.act('x', { type: 'start' })).toMatchObject({ ok: false, error: { code: 'no_game' } });
    const tables = await runInDurableObject(stub, (room, state) => {
      expect(room).toBeInstanceOf(GameRoom);
      return state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'").toArray();
    });
    expect(tables).toEqual([]);
  });

  it('answers a wrong secret the same however near it came', async () => {
    const { id, master } = await newGame();
    const near = master.slice(0, -1) + (master.endsWith('A') ? 'B' : 'A');
    const answers = await Promise.all(
      [near, newSecret(), 'x'].map(async (secret) => {
        const a = await call('GET', `/api/games/${id}`, { secret });
        return { status: a.status, body: a.body };
      }),
    );
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 401, body: { error: { code: 'bad_secret', message: 'That secret does not open this game.' } } });
    const malformed = await call('GET', `/api/games/${id}`, { headers: { authorization: 'Basic abc' } });
    expect(malformed).toEqual(answers[0]);
  });

  it('keeps the history one row a phase, rewriting only what changed', async () => {
    const g = await fullGame();
    const stub = env.GAME_ROOM.getByName(g.id);
    expectStatus(await processNow(g), 200);
    expectStatus(await processNow(g), 200);
    const rows = await runInDurableObject(stub, (_room, state) =>
      state.storage.sql.exec<{ list: string; idx: number }>("SELECT list, idx FROM game_list WHERE list <> 'players' ORDER BY list, idx").toArray(),
    );
    expect(rows).toEqual([
      { list: 'history', idx: 0 },
      { list: 'history', idx: 1 },
    ]);
    const main = await runInDurableObject(stub, (_room, state) => JSON.parse(state.storage.sql.exec<{ state: string }>('SELECT state FROM game').one().state));
    expect(main.history).toEqual([]);
    const history = expectStatus(await call('GET', `/api/games/${g.id}/history`), 200);
    expect(history.phases.map((p: { position: { phase: string } }) => p.position.phase)).toEqual(['S1901M', 'F1901M']);
  });

  it('keeps a Crystal Ball pipeline\'s history one row a step too, and reads the game back whole', async () => {
    const g = await fullGame({ variant: 'crystal_ball' });
    const stub = env.GAME_ROOM.getByName(g.id);
    for (const phase of ['S1901M', 'F1901M', 'S1902M']) {
      for (const power of POWERS) {
        expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { phase, lines: [] } }), 200);
      }
    }
    const { rows, main, fresh, live } = await runInDurableObject(stub, (room, state) => {
      const sql = state.storage.sql;
      return {
        rows: sql.exec<{ list: string; idx: number }>("SELECT list, idx FROM game_list WHERE list <> 'players' ORDER BY list, idx").toArray(),
        main: JSON.parse(sql.exec<{ state: string }>('SELECT state FROM game').one().state),
        // The state as a room starting afresh reads it, against the one this room holds.
        fresh: new RoomStore(state.storage).load(),
        live: (room as unknown as { store: RoomStore }).store.load(),
      };
    });
    expect(rows).toEqual([
      { list: 'crystal.history', idx: 0 },
      { list: 'crystal.history', idx: 1 },
      { list: 'history', idx: 0 },
      { list: 'history', idx: 1 },
    ]);
    expect(main.crystal.history).toEqual([]);
    expect(main.crystal.pipe.map((p: { phase: string }) => p.phase)).toEqual(['S1902M', 'F1902M']);
    expect(fresh).toEqual(live);
    expect(fresh?.crystal?.history.map((r) => r.phase)).toEqual(['S1901M', 'F1901M']);

    // A room written before the pipeline's history had rows of its own kept it in the main
    // row: it is read from there, and the next commit moves it into rows.
    const moved = await runInDurableObject(stub, (_room, state) => {
      const sql = state.storage.sql;
      sql.exec("DELETE FROM game_list WHERE list = 'crystal.history'");
      sql.exec('UPDATE game SET state = ?', JSON.stringify({ ...main, crystal: { ...main.crystal, history: live!.crystal!.history } }));
      const old = new RoomStore(state.storage);
      const read = old.load()!;
      old.commit({ ...read, revision: read.revision + 1 }, () => [], Date.now());
      return {
        read,
        rows: sql.exec<{ idx: number }>("SELECT idx FROM game_list WHERE list = 'crystal.history' ORDER BY idx").toArray(),
        main: JSON.parse(sql.exec<{ state: string }>('SELECT state FROM game').one().state),
      };
    });
    expect(moved.read).toEqual(live);
    expect(moved.rows).toEqual([{ idx: 0 }, { idx: 1 }]);
    expect(moved.main.crystal.history).toEqual([]);
  });
});
