import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, newGame } from './support/api';
import { asMaster, asPower, mailGame, outcomeOf, send } from './support/mail';

/*
 * SET LISTED and SET UNLISTED after the CREATE (Email.txt: "The GM can change this at any
 * time by sending a new message with either SET LISTED or SET UNLISTED in it"): the lists
 * (the mail's LIST, the API's game list) follow once the room has written the archive.
 */

const listedByMail = async (id: string): Promise<boolean> => {
  const reply = await send({ from: 'browser@example.com', body: 'LIST' });
  return new RegExp(`^${id}\\s`, 'm').test(reply.text);
};

const listedByApi = async (id: string): Promise<boolean> => {
  const list = expectStatus(await call('GET', '/api/games?state=forming&limit=100'), 200);
  return (list.games as { id: string }[]).some((g) => g.id === id);
};

describe('SET LISTED and SET UNLISTED by mail', () => {
  it('the master takes a game out of LIST and puts it back', async () => {
    const game = await mailGame([], ['AUSTRIA']);
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    expect(await listedByMail(game.id)).toBe(true);

    const off = await asMaster(game, 'SET UNLISTED');
    expect(outcomeOf(off, 'SET UNLISTED')).toBe('The game is unlisted: the lists leave it out; whoever knows its name still finds it.');
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    expect(await listedByMail(game.id)).toBe(false);
    expect(await listedByApi(game.id)).toBe(false);
    // Unlisted, the game is still there for those who know its name.
    const summary = await send({ from: 'browser@example.com', body: `SUMMARY ${game.id}` });
    expect(summary.text).toContain(game.id);

    const on = await asMaster(game, 'SET LISTED');
    expect(outcomeOf(on, 'SET LISTED')).toBe("The game is listed: the lists (the web's and LIST) show it.");
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    expect(await listedByMail(game.id)).toBe(true);
  });

  it('a player may not', async () => {
    const game = await mailGame([], ['AUSTRIA']);
    const reply = await asPower(game, 'AUSTRIA', 'SET UNLISTED');
    expect(outcomeOf(reply, 'SET UNLISTED')).toBe('Refused: Only the master lists or unlists the game.');
  });

  it('SET UNLISTED takes nothing after it', async () => {
    const game = await mailGame([], ['AUSTRIA']);
    const reply = await asMaster(game, 'SET UNLISTED now');
    expect(outcomeOf(reply, 'SET UNLISTED now')).toMatch(/Write SET UNLISTED alone/);
  });
});

describe('POST /api/games/:id/master/listed', () => {
  it('lists and unlists, the view and the list following; a player gets 403', async () => {
    const { id, master } = await newGame();
    const off = expectStatus(await call('POST', `/api/games/${id}/master/listed`, { secret: master, body: { listed: false } }), 200);
    expect(off.game.listed).toBe(false);
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
    // The room's alarm is due at once and may have fired by itself, its archive write
    // still under way when the test's run finds nothing to do: wait for the list to follow.
    await expect.poll(() => listedByApi(id)).toBe(false);
    const on = expectStatus(await call('POST', `/api/games/${id}/master/listed`, { secret: master, body: { listed: true } }), 200);
    expect(on.game.listed).toBe(true);
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(id));
    await expect.poll(() => listedByApi(id)).toBe(true);

    const joined = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: 'Pat' } }), 201);
    const refused = await call('POST', `/api/games/${id}/master/listed`, { secret: joined.secret, body: { listed: false } });
    expect(refused.status).toBe(403);
    const bad = await call('POST', `/api/games/${id}/master/listed`, { secret: master, body: { listed: 'no' } });
    expect(bad.status).toBe(400);
  });
});
