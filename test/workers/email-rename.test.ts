import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, newGame } from './support/api';
import { DOMAIN, keepMailEachTest, mailGame, outcomeOf, send } from './support/mail';

/*
 * RENAME game newname password (Email.txt), in place of the master's SIGNON. A game's id
 * names its room, its archive rows and its mail address, so it stays: RENAME changes the
 * name the game is shown with, every player is told by mail, and mail written to the old
 * address keeps arriving.
 */

const mail = keepMailEachTest();

describe('RENAME by mail', () => {
  it('shows the game under the new name, tells the players, and keeps the address', async () => {
    const game = await mailGame([], ['AUSTRIA', 'ENGLAND']);
    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    mail.sent = [];

    const reply = await send({ from: game.master.address, body: `RENAME ${game.id} Fridaynight ${game.master.password}\nSET UNLISTED` });
    const line = outcomeOf(reply, `RENAME ${game.id} Fridaynight ********`);
    expect(line).toContain(`Signed on to ${game.id} as the master.`);
    expect(line).toContain(`The game is now shown as 'Fridaynight'. Its address, and the name everyone signs on with, stay ${game.id}`);
    // The lines under it are the master's, as after his SIGNON.
    expect(outcomeOf(reply, 'SET UNLISTED')).toMatch(/^The game is unlisted/);
    expect(reply.text).not.toContain(game.master.password);

    const view = expectStatus(await call('GET', `/api/games/${game.id}`), 200);
    expect(view.game.name).toBe('Fridaynight');
    expect(view.game.id).toBe(game.id);

    await runDurableObjectAlarm(env.GAME_ROOM.getByName(game.id));
    const told = mail.sent.filter((m) => m.subject === `Diplomacy game ${game.id}: now named 'Fridaynight'`);
    expect(told.map((m) => m.to).sort()).toEqual([game.players.AUSTRIA!.address, game.players.ENGLAND!.address].sort());
    expect(told[0]!.text.replace(/\s+/g, ' ')).toContain(`you sign on as before (SIGNON power@${game.id})`);

    // The old address still reaches the game: a player signs on at it as before.
    const after = await send({ from: game.players.AUSTRIA!.address, to: `${game.id}@${DOMAIN}`, body: `SIGNON austria ${game.players.AUSTRIA!.password}\nSTATUS` });
    expect(after.text).toContain(`Signed on to ${game.id} as AUSTRIA.`);
  });

  it('to the game\'s own address the game may be left out; a wrong password renames nothing', async () => {
    const game = await mailGame([], ['AUSTRIA']);
    const here = await send({ from: game.master.address, to: `${game.id}@${DOMAIN}`, body: `RENAME Monday ${game.master.password}` });
    expect(outcomeOf(here, 'RENAME Monday ********')).toContain("The game is now shown as 'Monday'.");
    const wrong = await send({ from: 'stranger@example.com', body: `RENAME ${game.id} Mine notthepw` });
    // RENAME signs on as the master: a wrong password is answered as a wrong SIGNON is.
    expect(outcomeOf(wrong, `RENAME ${game.id} Mine ********`)).toBe('No one in that game signs on with that name and password.');
    expect(expectStatus(await call('GET', `/api/games/${game.id}`), 200).game.name).toBe('Monday');
  });

  it("a player's own password renames nothing", async () => {
    const game = await mailGame([], ['AUSTRIA']);
    const reply = await send({ from: game.players.AUSTRIA!.address, body: `RENAME ${game.id} Mine ${game.players.AUSTRIA!.password}` });
    expect(outcomeOf(reply, `RENAME ${game.id} Mine ********`)).toBe('No one in that game signs on with that name and password.');
    expect(expectStatus(await call('GET', `/api/games/${game.id}`), 200).game.name).toBe(game.id);
  });
});

describe('POST /api/games/:id/master/rename', () => {
  it('renames; an empty name is 400, a player 403', async () => {
    const { id, master } = await newGame();
    const renamed = expectStatus(await call('POST', `/api/games/${id}/master/rename`, { secret: master, body: { name: 'Friday Night' } }), 200);
    expect(renamed.game.name).toBe('Friday Night');
    expect(renamed.game.id).toBe(id);
    expect((await call('POST', `/api/games/${id}/master/rename`, { secret: master, body: { name: '  ' } })).status).toBe(400);
    const joined = expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: 'Pat' } }), 201);
    expect((await call('POST', `/api/games/${id}/master/rename`, { secret: joined.secret, body: { name: 'Mine' } })).status).toBe(403);
  });
});
