import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomStore } from '../../workers/room/store';
import { call, expectStatus, fullGame, processNow, useTestClock, type TestGame } from './support/api';

/*
 * A player's everyday requests (the game, his orders, the press, the history, WAIT) must
 * cost a long game no more than a new one. Counted, not timed: the rows each request reads
 * from the room's SQLite, in a game of one phase and no press and in one of 30 phases and
 * 200 messages. The room keeps the game it last wrote, so a request reads no stored list;
 * what it reads besides (the outbox's next due, the confirmed addresses) does not grow with
 * the game. Here no alarm fires, so every processed phase's archive entry is still waiting
 * in the outbox, as it waits while the archive cannot be written: the index on `due` lets
 * each request find the next one without reading them all.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

/** A game of seven players with `phases` processed and `messages` broadcast by the master. */
async function gameOf(phases: number, messages: number): Promise<TestGame> {
  const g = await fullGame();
  for (let i = 0; i < phases; i++) expectStatus(await processNow(g), 200);
  for (let i = 0; i < messages; i++) {
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.master, body: { to: 'ALL', body: `${i} ${'x'.repeat(600)}` } }), 201);
  }
  return g;
}

/** The statements the room runs while `work` runs, each with the rows it read. */
async function statementsDuring(id: string, work: () => Promise<unknown>): Promise<{ query: string; rowsRead: number }[]> {
  const stub = env.GAME_ROOM.getByName(id);
  const cursors: { query: string; cursor: SqlStorageCursor<Record<string, SqlStorageValue>> }[] = [];
  const restore = await runInDurableObject(stub, (_room, state) => {
    const sql = state.storage.sql;
    const exec = sql.exec;
    sql.exec = function (this: SqlStorage, query: string, ...bindings: unknown[]) {
      const cursor = exec.call(this, query, ...bindings);
      cursors.push({ query, cursor });
      return cursor;
    } as SqlStorage['exec'];
    return () => {
      sql.exec = exec;
    };
  });
  try {
    await work();
  } finally {
    await runInDurableObject(stub, () => restore());
  }
  return cursors.map(({ query, cursor }) => ({ query: query.replace(/\s+/g, ' ').trim(), rowsRead: cursor.rowsRead }));
}

/** The rows each everyday request of a player reads, by request. */
async function rowsRead(g: TestGame): Promise<Record<string, { rows: number; lists: number }>> {
  const secret = g.seats.FRANCE.secret;
  const requests: [string, () => Promise<unknown>][] = [
    ['GET /', () => call('GET', `/api/games/${g.id}`, { secret })],
    ['GET /orders', () => call('GET', `/api/games/${g.id}/orders`, { secret })],
    ['GET /press', () => call('GET', `/api/games/${g.id}/press`, { secret })],
    ['GET /history', () => call('GET', `/api/games/${g.id}/history`, { secret })],
    ['PUT /wait', () => call('PUT', `/api/games/${g.id}/wait`, { secret, body: { wait: true } })],
  ];
  const out: Record<string, { rows: number; lists: number }> = {};
  for (const [name, request] of requests) {
    const statements = await statementsDuring(g.id, async () => {
      const answer = await request();
      expect((answer as { status: number }).status).toBe(200);
    });
    out[name] = {
      rows: statements.reduce((n, s) => n + s.rowsRead, 0),
      lists: statements.filter((s) => /^SELECT\b.*\bgame_list\b/i.test(s.query)).length,
    };
  }
  return out;
}

describe('the rows a request reads', () => {
  it('are as many in a game of 30 phases and 200 messages as in a new one, and none of its stored lists', async () => {
    const fresh = await gameOf(1, 0);
    const long = await gameOf(30, 200);
    // Both rooms have answered before: each holds its game, as a room in use does.
    for (const g of [fresh, long]) expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.seats.FRANCE.secret }), 200);
    const history = expectStatus(await call('GET', `/api/games/${long.id}/history`, { secret: long.master }), 200);
    expect(history.total).toBe(30);

    const small = await rowsRead(fresh);
    const large = await rowsRead(long);
    expect(large).toEqual(small);
    for (const reads of Object.values(large)) expect(reads.lists).toBe(0);
  });
});

describe('a room made before the outbox had its index', () => {
  it('gets it when it wakes, and plays on', async () => {
    const g = await gameOf(1, 0);
    const indexes = (sql: SqlStorage) => sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox' AND sql IS NOT NULL").toArray().map((r) => r.name);
    const stub = env.GAME_ROOM.getByName(g.id);
    const [before, after] = await runInDurableObject(stub, (room, state) => {
      const sql = state.storage.sql;
      sql.exec('DROP INDEX outbox_due');
      const before = indexes(sql);
      // The room woken afresh: its store made anew over the same storage.
      (room as unknown as { store: RoomStore }).store = new RoomStore(state.storage);
      return [before, indexes(sql)];
    });
    expect(before).toEqual([]);
    expect(after).toEqual(['outbox_due']);
    expectStatus(await call('PUT', `/api/games/${g.id}/wait`, { secret: g.seats.FRANCE.secret, body: { wait: true } }), 200);
    expect((await stub.outbox()).pending.length).toBeGreaterThan(0);
  });
});
