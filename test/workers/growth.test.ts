import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PRESS_LENGTH, PRESS_BURST, PRESS_WINDOW_MS } from '../../shared/game/commands/press';
import { DEFAULT_MAX_OBSERVERS } from '../../shared/game/observers';
import { hashSecret, newId } from '../../workers/room/secrets';
import { RoomStore, ROW_LIMIT_BYTES } from '../../workers/room/store';
import { call, expectStatus, fullGame, setNow, useTestClock, type TestGame } from './support/api';
import { asMaster, asPower, mailGame, outcomeOf, send } from './support/mail';

/*
 * A game's stored state must never grow with what strangers send (issue 11): 4,913
 * anonymous observers once made the state row too large for SQLite, and every PUT /orders
 * after it answered 500; 560 press messages of 60 KB each were taken. These reproduce the
 * attacks at a smaller scale and show the judge holding.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const observe = (id: string, name: string) => call('POST', `/api/games/${id}/observe`, { body: { name } });

/** France's orders for the spring of 1901: the game goes on. */
const franceOrders = (g: TestGame) =>
  call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO'] } });

/** The bytes of the room's main row, and its list rows by list. */
async function rows(id: string): Promise<{ main: number; lists: Record<string, number> }> {
  return runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) => {
    const sql = state.storage.sql;
    const main = sql.exec<{ n: number }>('SELECT length(CAST(state AS BLOB)) AS n FROM game').one().n;
    const lists = Object.fromEntries(sql.exec<{ list: string; n: number }>('SELECT list, COUNT(*) AS n FROM game_list GROUP BY list').toArray().map((r) => [r.list, r.n]));
    return { main, lists };
  });
}

/** Lets the room write with a lower row limit from now on, as it would after a restart with one. */
async function lowerRowLimit(id: string, limit: number): Promise<void> {
  await runInDurableObject(env.GAME_ROOM.getByName(id), (room, state) => {
    (room as unknown as { store: RoomStore }).store = new RoomStore(state.storage, limit);
  });
}

describe('observers', () => {
  it(`are ${DEFAULT_MAX_OBSERVERS} at most by default: the next is refused (409 observers_full), the main row has not grown, and orders still go in`, async () => {
    const g = await fullGame();
    const before = await rows(g.id);
    for (let i = 0; i < DEFAULT_MAX_OBSERVERS; i++) expectStatus(await observe(g.id, `Watcher ${i}`), 201);
    const refused = await observe(g.id, 'One too many');
    expect(refused).toEqual({ status: 409, body: { error: { code: 'observers_full', message: expect.stringContaining(`at most ${DEFAULT_MAX_OBSERVERS} observers`) } } });
    const after = await rows(g.id);
    // Each observer is a row of his own; the main row differs by the revision's digits at most.
    expect(after.lists.players).toBe(7 + DEFAULT_MAX_OBSERVERS);
    expect(after.main).toBeLessThanOrEqual(before.main + 4);
    expectStatus(await franceOrders(g), 200);
  });

  it('the master chooses the bound when he makes the game and changes it later; those already in stay', async () => {
    const g = await fullGame({ maxObservers: 2 });
    expect(expectStatus(await call('GET', `/api/games/${g.id}`), 200).game.maxObservers).toBe(2);
    expectStatus(await observe(g.id, 'Ann'), 201);
    const bea = expectStatus(await observe(g.id, 'Bea'), 201);
    expect((await observe(g.id, 'Cy')).status).toBe(409);

    const raise = (secret: string, body: unknown) => call('POST', `/api/games/${g.id}/master/observers`, { secret, body });
    expect(await raise(bea.secret, { max: 5 })).toMatchObject({ status: 403, body: { error: { code: 'not_allowed' } } });
    expect(await raise(g.master, { max: 1001 })).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    expect(await raise(g.master, { max: -1 })).toMatchObject({ status: 400 });
    expectStatus(await raise(g.master, { max: 3 }), 200);
    expectStatus(await observe(g.id, 'Cy'), 201);
    expect((await observe(g.id, 'Dot')).status).toBe(409);
    expectStatus(await raise(g.master, { max: 0 }), 200);
    const watching = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200);
    expect(watching.game).toMatchObject({ observers: 3, maxObservers: 0 });
    expect((await call('GET', `/api/games/${g.id}`, { secret: bea.secret })).status).toBe(200);
  });

  it('a bound out of range is refused when the game is made (400)', async () => {
    expect(await call('POST', '/api/games', { body: { name: 'Crowd', maxObservers: 5000 } })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request', message: expect.stringContaining('at most 1000 observers') } },
    });
  });

  it('by mail: OBSERVERS after CREATE, SET OBSERVERS from the master, and an OBSERVE past the bound is answered', async () => {
    const game = await mailGame(['OBSERVERS 1']);
    const first = await send({ from: 'ann@example.com', body: `OBSERVE ann@${game.id} annpw1` });
    expect(outcomeOf(first, `OBSERVE ann@${game.id} ********`)).toMatch(/^You observe game/);
    const second = await send({ from: 'bob@example.com', body: `OBSERVE bob@${game.id} bobpw1` });
    expect(outcomeOf(second, `OBSERVE bob@${game.id} ********`)).toBe('Not added: This game takes at most 1 observer, and has them all: the master may allow more.');

    const byPlayer = await asPower(game, 'FRANCE', 'SET OBSERVERS 5');
    expect(outcomeOf(byPlayer, 'SET OBSERVERS 5')).toBe('Refused: Only the master may bound the observers.');
    const wrong = await asMaster(game, 'SET OBSERVERS many', 'SET OBSERVERS 2000');
    expect(outcomeOf(wrong, 'SET OBSERVERS many')).toMatch(/^Not understood: Write SET OBSERVERS and the most observers the game takes/);
    expect(outcomeOf(wrong, 'SET OBSERVERS 2000')).toBe('Refused: The most observers a game takes is a whole number from 0 to 1000, not 2000.');
    const raised = await asMaster(game, 'SET OBSERVERS 2');
    expect(outcomeOf(raised, 'SET OBSERVERS 2')).toBe('The game now takes at most 2 observers.');
    const again = await send({ from: 'bob@example.com', body: `OBSERVE bob@${game.id} bobpw1` });
    expect(outcomeOf(again, `OBSERVE bob@${game.id} ********`)).toMatch(/^You observe game/);
  });
});

describe('a game stored before players had rows of their own', () => {
  it('still loads with its players inline, plays on, and moves them into rows at the next write', async () => {
    const g = await fullGame();
    expectStatus(await observe(g.id, 'Olga'), 201);
    const stub = env.GAME_ROOM.getByName(g.id);
    const { live, old } = await runInDurableObject(stub, (room, state) => {
      const sql = state.storage.sql;
      const live = new RoomStore(state.storage).load()!;
      // The state as a room wrote it before: the players in the main row, none in rows.
      const main = JSON.parse(sql.exec<{ state: string }>('SELECT state FROM game').one().state);
      sql.exec("DELETE FROM game_list WHERE list = 'players'");
      sql.exec('UPDATE game SET state = ?', JSON.stringify({ ...main, players: live.players }));
      // A room woken afresh reads it so.
      const store = new RoomStore(state.storage);
      (room as unknown as { store: RoomStore }).store = store;
      return { live, old: store.load() };
    });
    expect(old).toEqual(live);
    expect(old?.players).toHaveLength(8);

    expectStatus(await franceOrders(g), 200);
    const after = await rows(g.id);
    expect(after.lists.players).toBe(8);
    const main = await runInDurableObject(stub, (_room, state) => JSON.parse(state.storage.sql.exec<{ state: string }>('SELECT state FROM game').one().state));
    expect(main.players).toEqual([]);
    expect(await runInDurableObject(stub, (_room, state) => new RoomStore(state.storage).load()?.players)).toEqual(live.players);
  });
});

describe('the guard on what a row may hold', () => {
  it(`refuses, before writing anything, an observer whose record would pass ${ROW_LIMIT_BYTES} bytes; the game plays on`, async () => {
    const g = await fullGame();
    const stub = env.GAME_ROOM.getByName(g.id);
    const before = await runInDurableObject(stub, (_room, state) => new RoomStore(state.storage).load());
    // The room's own door, under any door's checks: a name of 1.2 MB.
    const huge = await stub.act(null, { type: 'observe', playerId: newId(), name: 'x'.repeat(1_200_000), secretHash: await hashSecret('s') });
    expect(huge).toEqual({ ok: false, error: { code: 'too_large', message: expect.stringMatching(/^That would make the game keep \d+ bytes in one record, more than the 1000000 a record may hold: nothing was changed\./) } });
    const after = await runInDurableObject(stub, (_room, state) => new RoomStore(state.storage).load());
    expect(after).toEqual(before);
    expectStatus(await franceOrders(g), 200);
    expectStatus(await observe(g.id, 'Olga'), 201);
  });

  it('refuses a game whose own row would not fit, and keeps no trace of it', async () => {
    const stub = env.GAME_ROOM.getByName('too-large-to-make');
    const settings = { name: 'Big', variant: 'standard', map: 'standard', rules: [], deadlines: { movement: 60, retreats: 30, adjustments: 30, grace: 0 }, listed: true, description: 'y'.repeat(ROW_LIMIT_BYTES) } as const;
    expect(await stub.create('too-large-to-make', settings, await hashSecret('m'))).toMatchObject({ ok: false, error: { code: 'too_large' } });
    expect(await stub.view(null)).toMatchObject({ ok: false, error: { code: 'no_game' } });
  });

  it('answers 413 too_large over HTTP and a refusal line by mail; the game goes on', async () => {
    const g = await fullGame();
    const { main } = await rows(g.id);
    // A limit the game's own row fits in, and a press within the press limit passes.
    const limit = main + 500;
    await lowerRowLimit(g.id, limit);
    const body = 'p'.repeat(limit + 100);
    expect(body.length).toBeLessThanOrEqual(MAX_PRESS_LENGTH);
    const refused = await call('POST', `/api/games/${g.id}/press`, { secret: g.seats.FRANCE.secret, body: { to: ['ENGLAND'], body } });
    expect(refused).toEqual({ status: 413, body: { error: { code: 'too_large', message: expect.stringContaining(`more than the ${limit} a record may hold`) } } });
    expect(expectStatus(await call('GET', `/api/games/${g.id}/press`, { secret: g.seats.ENGLAND.secret }), 200).press).toEqual([]);
    expectStatus(await franceOrders(g), 200);
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.seats.FRANCE.secret, body: { to: ['ENGLAND'], body: 'Short.' } }), 201);

    const game = await mailGame();
    const mailLimit = (await rows(game.id)).main + 500;
    await lowerRowLimit(game.id, mailLimit);
    const lines = Math.ceil((mailLimit + 100) / 900);
    const reply = await asPower(game, 'FRANCE', 'PRESS TO ENGLAND', ...Array.from({ length: lines }, () => 'q'.repeat(899)), 'ENDPRESS', 'A PAR - BUR');
    expect(outcomeOf(reply, 'PRESS TO ENGLAND')).toMatch(/^Refused: That would make the game keep \d+ bytes in one record/);
    expect(outcomeOf(reply, 'A PAR - BUR')).toBe('Accepted: A PAR - BUR');
  });
});

describe('press', () => {
  it(`a body past ${MAX_PRESS_LENGTH} characters is refused (413 press_too_long), by mail too`, async () => {
    const g = await fullGame();
    const send = (body: string) => call('POST', `/api/games/${g.id}/press`, { secret: g.seats.FRANCE.secret, body: { to: 'ALL', body } });
    expect(await send('z'.repeat(MAX_PRESS_LENGTH + 1))).toEqual({
      status: 413,
      body: { error: { code: 'press_too_long', message: `The message is ${MAX_PRESS_LENGTH + 1} characters long, more than the ${MAX_PRESS_LENGTH} a message may have: send it in parts, or shorter.` } },
    });
    expectStatus(await send('z'.repeat(MAX_PRESS_LENGTH)), 201);

    const game = await mailGame();
    // Nine lines of 1,000 characters: within the mail's own limits, past the press limit.
    const reply = await asPower(game, 'FRANCE', 'PRESS TO ENGLAND', ...Array.from({ length: 9 }, () => 'w'.repeat(999)), 'ENDPRESS');
    expect(outcomeOf(reply, 'PRESS TO ENGLAND')).toMatch(/^Refused: The message is \d+ characters long, more than the 8000 a message may have/);
  });

  it(`a power sends ${PRESS_BURST} messages in ${PRESS_WINDOW_MS / 60_000} minutes, then is refused (429 press_too_fast) until the window moves on; the master is not counted`, async () => {
    const g = await fullGame();
    const start = Date.now();
    const press = (secret: string, body: string) => call('POST', `/api/games/${g.id}/press`, { secret, body: { to: ['MASTER'], body } });
    for (let i = 0; i < PRESS_BURST; i++) {
      setNow(start + i * 1000);
      expectStatus(await press(g.seats.FRANCE.secret, `Note ${i}`), 201);
    }
    const fast = await press(g.seats.FRANCE.secret, 'One more');
    expect(fast).toMatchObject({ status: 429, body: { error: { code: 'press_too_fast', message: expect.stringMatching(/^You have sent 20 messages in the last 10 minutes.*send again in/) } } });
    expectStatus(await press(g.seats.ENGLAND.secret, 'Another power'), 201);
    for (let i = 0; i < PRESS_BURST + 5; i++) {
      expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.master, body: { to: 'ALL', body: `Notice ${i}` } }), 201);
    }
    setNow(start + PRESS_WINDOW_MS);
    expectStatus(await press(g.seats.FRANCE.secret, 'Again'), 201);
  });

  it('by mail: the press past the rate is refused with a sentence, the rest of the mail done', async () => {
    const game = await mailGame();
    const presses = Array.from({ length: PRESS_BURST + 1 }, (_, i) => [`PRESS TO MASTER`, `Note ${i}`, 'ENDPRESS']).flat();
    const reply = await asPower(game, 'GERMANY', ...presses, 'A BER - KIE');
    expect(reply.text.match(/Sent to MASTER\./g)).toHaveLength(PRESS_BURST);
    expect(reply.text.replace(/\s+/g, ' ')).toMatch(/> Note 20 > ENDPRESS Refused: You have sent 20 messages in the last 10 minutes, the most the judge takes from one sender: send again in 10 minutes\./);
    expect(outcomeOf(reply, 'A BER - KIE')).toBe('Accepted: A BER - KIE');
  });
});
