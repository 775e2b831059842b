import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { GameRoom } from '../../workers/game-room';

describe('GameRoom', () => {
  it('answers a typed RPC ping', async () => {
    const id = env.GAME_ROOM.idFromName('game-1');
    const answer = await env.GAME_ROOM.get(id).ping();
    expect(answer).toEqual({ ok: true, id: id.toString() });
  });

  it('runs inside its own SQLite-backed storage', async () => {
    const stub = env.GAME_ROOM.getByName('game-2');
    const stored = await runInDurableObject(stub, async (room, state) => {
      expect(room).toBeInstanceOf(GameRoom);
      state.storage.sql.exec('CREATE TABLE t (v TEXT)');
      state.storage.sql.exec("INSERT INTO t VALUES ('kept')");
      return state.storage.sql.exec<{ v: string }>('SELECT v FROM t').one().v;
    });
    expect(stored).toBe('kept');
  });
});
