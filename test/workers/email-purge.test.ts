import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, newGame } from './support/api';
import { DOMAIN, keepMailEachTest, outcomeOf, send } from './support/mail';

/*
 * PURGE game password (Email.txt): "the PURGE command is used to completely remove a game
 * … The game must either be in the preparation phase or forming and no player may have
 * joined yet. If they did, make them resign." The game goes with its archive rows, and
 * its name is free again.
 */

// Each test on the test clock (alarms run only when the test runs them), the judge's mail kept.
keepMailEachTest();

const fresh = (): string => `pg${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

async function created(id: string, from = 'gm@example.com'): Promise<void> {
  const made = await send({ from, body: `CREATE ${id} masterpw\nSIGNOFF` });
  expect(outcomeOf(made, `CREATE ${id} ********`)).toMatch(/is made and forming/);
  // The archive has the game's row, as LIST shows it.
  await runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
}

const archived = async (id: string): Promise<number> =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM games WHERE id = ?').bind(id).first<{ n: number }>())!.n;

describe('PURGE racing an archive write', () => {
  it('wins: the archive row written as the purge comes in is erased after, and the room keeps nothing', async () => {
    const id = fresh();
    const made = await send({ from: 'gm@example.com', body: `CREATE ${id} masterpw\nSIGNOFF` });
    expect(outcomeOf(made, `CREATE ${id} ********`)).toMatch(/is made and forming/);
    // The game's archive row is still owed: the alarm writes it while the PURGE comes in.
    const stub = env.GAME_ROOM.getByName(id);
    const [, reply] = await Promise.all([runDurableObjectAlarm(stub), send({ from: 'gm@example.com', body: `PURGE ${id} masterpw` })]);
    expect(outcomeOf(reply, `PURGE ${id} ********`)).toMatch(/is purged/);
    await runDurableObjectAlarm(stub);
    expect(await archived(id)).toBe(0);
    expect((await call('GET', `/api/games/${id}`)).status).toBe(404);
  });
});

describe('PURGE by mail', () => {
  it('removes a forming game nobody joined, archive row and all; the name may be taken again', async () => {
    const id = fresh();
    await created(id);
    expect(await archived(id)).toBe(1);

    const reply = await send({ from: 'gm@example.com', body: `PURGE ${id} masterpw\nSTATUS` });
    expect(outcomeOf(reply, `PURGE ${id} ********`)).toBe(`Game ${id} is purged: it is gone, with its rows in the archive, and its name is free for a new game.`);
    expect(outcomeOf(reply, 'STATUS')).toBe('Not done: the game above is purged.');
    expect(reply.text).not.toContain('masterpw');
    expect(await archived(id)).toBe(0);
    expect((await call('GET', `/api/games/${id}`)).status).toBe(404);
    const summary = await send({ from: 'browser@example.com', body: `SUMMARY ${id}` });
    expect(summary.text).toContain(`There is no game named ${id}.`);

    // The name is free: another master makes a new game under it.
    await created(id, 'other@example.com');
    expect(await archived(id)).toBe(1);
  });

  it('not once someone joined (until he resigns), and not with a wrong password', async () => {
    const id = fresh();
    await created(id);
    const joined = await send({ from: 'pat@example.com', body: `JOIN ${id} patpw1` });
    expect(outcomeOf(joined, `JOIN ${id} ********`)).toMatch(/^Joined game/);

    const refused = await send({ from: 'gm@example.com', to: `${id}@${DOMAIN}`, body: 'PURGE masterpw' });
    expect(outcomeOf(refused, 'PURGE ********')).toBe('Not purged: Someone has joined the game: resign him first (RESIGN power), then purge it.');
    const wrong = await send({ from: 'pat@example.com', body: `PURGE ${id} patpw1` });
    expect(outcomeOf(wrong, `PURGE ${id} ********`)).toBe('Not purged: No one in that game signs on with that name and password.');
    expect(expectStatus(await call('GET', `/api/games/${id}`), 200).game.id).toBe(id);

    // The master resigns the player; then the game may go.
    const power = /^Joined game \S+ as ([A-Z]+)\./.exec(outcomeOf(joined, `JOIN ${id} ********`))![1]!;
    const resigned = await send({ from: 'gm@example.com', body: `SIGNON master@${id} masterpw\nRESIGN ${power}` });
    expect(outcomeOf(resigned, `RESIGN ${power}`)).toBe(`${power} is open again for a player to join.`);
    const purged = await send({ from: 'gm@example.com', body: `PURGE ${id} masterpw` });
    expect(outcomeOf(purged, `PURGE ${id} ********`)).toMatch(/is purged/);
  });
});

describe('POST /api/games/:id/master/purge', () => {
  it('purges a forming game; a running one is 409, a player 403', async () => {
    const { id, master } = await newGame();
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
    expect(await archived(id)).toBe(1);
    const purged = expectStatus(await call('POST', `/api/games/${id}/master/purge`, { secret: master, body: {} }), 200);
    expect(purged).toEqual({ purged: id });
    expect(await archived(id)).toBe(0);
    expect((await call('GET', `/api/games/${id}`)).status).toBe(404);
    expect((await call('POST', `/api/games/${id}/master/purge`, { secret: master, body: {} })).status).toBe(404);

    const other = await newGame();
    const joined = expectStatus(await call('POST', `/api/games/${other.id}/join`, { body: { name: 'Pat' } }), 201);
    expect((await call('POST', `/api/games/${other.id}/master/purge`, { secret: joined.secret, body: {} })).status).toBe(403);
    const busy = await call('POST', `/api/games/${other.id}/master/purge`, { secret: other.master, body: {} });
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toMatch(/Someone has joined the game/);
  });
});
