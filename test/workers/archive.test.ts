import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/game/types';
import { sampleGame, SAMPLE_START } from '../../shared/export/test-game';
import { archiveEnding, archiveGame, archivePhase, listGames, readArchivedGame } from '../../workers/db/archive';

const HOUR = 60 * 60 * 1000;

/** Every archive row of one game, as D1 holds them: to show a repeated write changed nothing. */
async function dump(gameId: string): Promise<unknown> {
  const tables = ['games', 'players', 'seats', 'phases', 'press'];
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const key = table === 'games' ? 'id' : 'game_id';
    const { results } = await env.DB.prepare(`SELECT * FROM ${table} WHERE ${key} = ? ORDER BY 1, 2`).bind(gameId).all();
    out[table] = results;
  }
  return out;
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A game archived the way its room would: the game row, then each processed phase. */
async function archiveWhole(state: GameState): Promise<void> {
  must(await archiveGame(env.DB, state, SAMPLE_START + HOUR));
  for (const [i, record] of state.history.entries()) must(await archivePhase(env.DB, state.id, i + 1, record));
}

describe('archive writes', () => {
  it('writes a game row, its players and its seats', async () => {
    const state = sampleGame({ id: 'w-1', phases: 0 });
    must(await archiveGame(env.DB, { ...state, status: 'forming' }, SAMPLE_START + HOUR));
    const game = must(await readArchivedGame(env.DB, 'w-1'));
    expect(game.game).toEqual({
      id: 'w-1',
      name: 'Sample w-1',
      variant: 'standard',
      map: 'standard',
      status: 'forming',
      phase: 'S1901M',
      deadline: new Date(SAMPLE_START + 24 * HOUR).toISOString(),
      rules: [],
      listed: true,
      createdAt: '2024-01-01T00:00:00.000Z',
      startedAt: null,
      finishedAt: null,
      ending: null,
      powers: 7,
      joined: 7,
    });
    expect(game.players).toHaveLength(8);
    // The names are secret until the game ends (or in a friends' game): the rows keep the ids alone.
    expect(game.players).toContainEqual({ playerId: 'p-england', name: '', power: 'ENGLAND' });
    expect(game.players).toContainEqual({ playerId: 'o-1', name: '', power: null });
    must(await archiveGame(env.DB, { ...state, status: 'forming', settings: { ...state.settings, showNames: true } }, SAMPLE_START + HOUR));
    const friends = must(await readArchivedGame(env.DB, 'w-1'));
    expect(friends.players).toContainEqual({ playerId: 'p-england', name: 'England Player', power: 'ENGLAND' });
    expect(friends.players).toContainEqual({ playerId: 'o-1', name: 'Onlooker', power: null });
    expect(game.seats).toHaveLength(7);
    expect(game.seats[0]).toEqual({ power: 'AUSTRIA', status: 'taken', playerId: 'p-austria' });
    expect(game.phases).toEqual([]);
    expect(game.press).toEqual([]);
  });

  it('records the start time once: the first write that sees the game active', async () => {
    const state = sampleGame({ id: 'w-2', phases: 0 });
    must(await archiveGame(env.DB, { ...state, status: 'forming', revision: 1 }, SAMPLE_START + HOUR));
    must(await archiveGame(env.DB, { ...state, revision: 2 }, SAMPLE_START + 2 * HOUR));
    must(await archiveGame(env.DB, { ...state, revision: 3 }, SAMPLE_START + 3 * HOUR));
    const game = must(await readArchivedGame(env.DB, 'w-2'));
    expect(game.game.status).toBe('active');
    expect(game.game.startedAt).toBe(new Date(SAMPLE_START + 2 * HOUR).toISOString());
  });

  it('changes nothing when a write is repeated', async () => {
    const state = sampleGame({ id: 'w-3', finished: true });
    await archiveWhole(state);
    must(await archiveEnding(env.DB, state, SAMPLE_START + 9 * HOUR));
    const before = await dump('w-3');
    await archiveWhole(state);
    must(await archiveEnding(env.DB, state, SAMPLE_START + 10 * HOUR));
    must(await archiveGame(env.DB, state, SAMPLE_START + 11 * HOUR));
    expect(await dump('w-3')).toEqual(before);
  });

  it('lets no late retry of an older revision turn the game back', async () => {
    const early = sampleGame({ id: 'w-4', phases: 0 });
    const forming: GameState = {
      ...early,
      status: 'forming',
      revision: 1,
      seats: { ...early.seats, ITALY: { power: 'ITALY', status: 'open', playerId: null, wait: false, vote: null } },
    };
    const later: GameState = {
      ...early,
      revision: 5,
      seats: { ...early.seats, ITALY: { power: 'ITALY', status: 'vacant', playerId: null, wait: false, vote: null } },
    };
    must(await archiveGame(env.DB, later, SAMPLE_START + HOUR));
    must(await archiveGame(env.DB, forming, SAMPLE_START + 2 * HOUR));
    const game = must(await readArchivedGame(env.DB, 'w-4'));
    expect(game.game.status).toBe('active');
    expect(game.seats.find((s) => s.power === 'ITALY')).toEqual({ power: 'ITALY', status: 'vacant', playerId: null });
  });

  it('writes each phase once, whatever the repeats, and keeps a rolled-back phase beside its replay', async () => {
    const state = sampleGame({ id: 'w-5', phases: 2 });
    await archiveWhole(state);
    const [s1901, f1901] = state.history;
    // The master rolls back F1901M and it is played again: a new seq, the old row stays.
    const replay = { ...f1901!, processedAt: f1901!.processedAt + HOUR };
    must(await archivePhase(env.DB, 'w-5', 3, replay));
    must(await archivePhase(env.DB, 'w-5', 3, replay));
    // A repeat under an existing seq never replaces what is there.
    must(await archivePhase(env.DB, 'w-5', 1, { ...s1901!, processedAt: 0 }));
    const game = must(await readArchivedGame(env.DB, 'w-5'));
    expect(game.phases.map((p) => [p.seq, p.phase])).toEqual([
      [1, 'S1901M'],
      [2, 'F1901M'],
      [3, 'F1901M'],
    ]);
    expect(game.phases[0]!.record).toEqual(s1901);
    expect(game.phases[2]!.record).toEqual(replay);
  });

  it('keeps the press secret until the game has ended', async () => {
    const state = sampleGame({ id: 'w-6' });
    await archiveWhole(state);
    const refused = await archiveEnding(env.DB, state);
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_finished' } });
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM press WHERE game_id = ?').bind('w-6').all<{ n: number }>();
    expect(results[0]?.n).toBe(0);
  });

  it('reads back the whole history of a finished game', async () => {
    const state = sampleGame({ id: 'w-7', finished: true });
    await archiveWhole({ ...state, status: 'active', ending: null, revision: state.revision - 1 });
    must(await archiveEnding(env.DB, state, SAMPLE_START + 9 * HOUR));
    const game = must(await readArchivedGame(env.DB, 'w-7'));
    expect(game.game).toMatchObject({
      status: 'finished',
      phase: 'S1902M',
      deadline: null,
      finishedAt: new Date(SAMPLE_START + 9 * HOUR).toISOString(),
      ending: state.ending,
    });
    expect(game.phases.map((p) => p.record)).toEqual(state.history);
    expect(game.phases.map((p) => p.phase)).toEqual(['S1901M', 'F1901M', 'F1901R', 'W1901A']);
    expect(game.press).toEqual(state.press);
  });

  it('answers an unknown game with a code', async () => {
    expect(await readArchivedGame(env.DB, 'no-such-game')).toMatchObject({ ok: false, error: { code: 'unknown_game' } });
  });

  it('writes many players and messages in statements D1 accepts', async () => {
    const base = sampleGame({ id: 'w-8', finished: true });
    const observers = Array.from({ length: 60 }, (_, i) => ({
      id: `obs-${i}`,
      name: `Observer ${i}`,
      power: null,
      secretHash: 'x',
      contact: { email: null, by: 'web' as const },
    }));
    const messages = Array.from({ length: 150 }, (_, i) => ({ ...base.press[0]!, id: i + 1, body: `message ${i}` }));
    const state: GameState = { ...base, players: [...base.players, ...observers], press: messages };
    must(await archiveEnding(env.DB, state));
    const game = must(await readArchivedGame(env.DB, 'w-8'));
    expect(game.players).toHaveLength(68);
    expect(game.press).toHaveLength(150);
  });
});

describe('the game list', () => {
  // Games of their own variant and players, so that the rows other tests write do not show.
  const variant = 'standard';
  const lists = async () => {
    const at = (h: number) => SAMPLE_START + 100 * 24 * HOUR + h * HOUR;
    const make = (id: string, h: number, patch: Partial<GameState>): GameState => {
      const s = sampleGame({ id, phases: 0 });
      return {
        ...s,
        createdAt: at(h),
        players: s.players.map((p) => ({ ...p, id: `${id}-${p.id}` })),
        ...patch,
      };
    };
    const forming = make('l-forming', 1, { status: 'forming' });
    const active = make('l-active', 2, {});
    const finished = make('l-finished', 3, { status: 'finished', ending: { kind: 'terminated' } });
    const hidden = make('l-hidden', 4, { settings: { ...active.settings, listed: false } });
    // A friends' game: its players' names are public while it runs.
    const named = make('l-named', 5, {
      settings: { ...active.settings, showNames: true },
      players: [{ id: 'zed-1', name: 'Zed Zimmerman', power: 'ITALY', secretHash: 'x', contact: { email: null, by: 'web' } }],
    });
    for (const s of [forming, active, finished, hidden, named]) must(await archiveGame(env.DB, s, at(0)));
    // Another variant, written as raw SQL since the game's settings know only the standard one.
    await env.DB.prepare(
      "INSERT OR IGNORE INTO games (id, name, variant, map, state, created_at) VALUES ('l-other', 'Other', 'list-test-variant', 'standard', 'active', ?)",
    )
      .bind(new Date(at(6)).toISOString())
      .run();
  };

  const ids = async (filter: Parameters<typeof listGames>[1]) =>
    must(await listGames(env.DB, filter)).games.map((g) => g.id).filter((id) => id.startsWith('l-'));

  it('filters by status, newest first, and leaves unlisted games out', async () => {
    await lists();
    expect(await ids({ status: 'forming', limit: 100 })).toEqual(['l-forming']);
    expect(await ids({ status: 'finished', limit: 100 })).toEqual(['l-finished']);
    expect(await ids({ status: 'active', limit: 100 })).toEqual(['l-other', 'l-named', 'l-active']);
    expect(await ids({ status: 'active', limit: 100, includeUnlisted: true })).toEqual(['l-other', 'l-named', 'l-hidden', 'l-active']);
  });

  it('filters by variant', async () => {
    await lists();
    expect(await ids({ variant: 'list-test-variant' })).toEqual(['l-other']);
    expect(await ids({ variant, status: 'forming', limit: 100 })).toEqual(['l-forming']);
  });

  it('finds the games of a player by id or by name in any case', async () => {
    await lists();
    expect(await ids({ player: 'l-active-p-france' })).toEqual(['l-active']);
    expect(await ids({ player: 'zed-1' })).toEqual(['l-named']);
    expect(await ids({ player: 'zED zimmerMAN' })).toEqual(['l-named']);
    expect(await ids({ player: 'nobody at all' })).toEqual([]);
  });

  it('finds a game by a player\'s name only once the names are public', async () => {
    await lists();
    // Every sample game has a France Player; only the finished one may be found by him.
    expect(await ids({ player: 'France Player', limit: 100, includeUnlisted: true })).toEqual(['l-finished']);
    expect(await ids({ player: 'l-active-p-france' })).toEqual(['l-active']);
  });

  it('gives summaries with the seats taken', async () => {
    await lists();
    const page = must(await listGames(env.DB, { player: 'zed-1' }));
    expect(page.games[0]).toMatchObject({ id: 'l-named', status: 'active', phase: 'S1901M', powers: 7, joined: 7, ending: null });
  });

  it('pages with a cursor and says when there is no more', async () => {
    await lists();
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const got = must(await listGames(env.DB, { status: 'active', limit: 1, ...(cursor ? { cursor } : {}) }));
      seen.push(...got.games.map((g) => g.id));
      if (got.next === null) break;
      cursor = got.next;
    }
    const ours = seen.filter((id) => id.startsWith('l-'));
    expect(ours).toEqual(['l-other', 'l-named', 'l-active']);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a cursor it did not give and a page size out of range', async () => {
    expect(await listGames(env.DB, { cursor: 'not a cursor' })).toMatchObject({ ok: false, error: { code: 'bad_cursor' } });
    expect(await listGames(env.DB, { cursor: btoa('{"a":1}') })).toMatchObject({ ok: false, error: { code: 'bad_cursor' } });
    expect(await listGames(env.DB, { limit: 0 })).toMatchObject({ ok: false, error: { code: 'bad_limit' } });
    expect(await listGames(env.DB, { limit: 101 })).toMatchObject({ ok: false, error: { code: 'bad_limit' } });
  });
});
