import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus, processNow } from './support/api';
import { asMaster, asPower, keepMailEachTest, mailGame, outcomeOf } from './support/mail';

/*
 * ROLLBACK's options as Email.txt writes them: plain, "all player orders will be cleared";
 * RESTORE, "restores the orders instead of resetting them"; FULL, "undo any persistent
 * settings … to what they were in the selected phase"; FORMING, back to the forming state,
 * "This will not change power assignment".
 */

const mail = keepMailEachTest();
const alarm = (id: string) => runDurableObjectAlarm(env.GAME_ROOM.getByName(id));

describe('ROLLBACK by mail', () => {
  it('RESTORE gives the orders back, FULL the settings of then, and players are told which', async () => {
    const game = await mailGame();
    await asPower(game, 'FRANCE', 'A PAR - BUR');
    await processNow({ id: game.id, master: game.master.secret });
    await asMaster(game, 'SET UNLISTED');
    await alarm(game.id);
    expect(JSON.stringify(expectStatus(await call('GET', '/api/games'), 200))).not.toContain(game.id);
    mail.sent = [];
    const reply = await asMaster(game, 'ROLLBACK FULL RESTORE S1901M');
    expect(outcomeOf(reply, 'ROLLBACK FULL RESTORE S1901M')).toBe('Rolled back: the game is in Spring 1901 movement again, with the orders of then and the settings of then.');
    await alarm(game.id);
    const seen = expectStatus(await call('GET', `/api/games/${game.id}`, { secret: game.players.FRANCE!.secret }), 200).game;
    expect(seen.orders.FRANCE).toEqual(['A PAR - BUR']);
    const toFrance = mail.sent.find((m) => m.to === game.players.FRANCE!.address && /rolled back/.test(m.subject))!;
    expect(toFrance.text).toMatch(/on file again as they were/);
    // Listed again, as it was when Spring 1901 was played.
    const listing = expectStatus(await call('GET', '/api/games'), 200);
    expect(JSON.stringify(listing)).toContain(game.id);
  });

  it('FORMING puts the game back to forming, everyone on his power; ACTIVATE starts it again', async () => {
    const game = await mailGame();
    await processNow({ id: game.id, master: game.master.secret });
    await alarm(game.id);
    mail.sent = [];
    const reply = await asMaster(game, 'ROLLBACK FORMING');
    expect(outcomeOf(reply, 'ROLLBACK FORMING')).toMatch(/^Rolled back: the game is forming again, everyone on his power/);
    await alarm(game.id);
    const forming = expectStatus(await call('GET', `/api/games/${game.id}`, { secret: game.players.ITALY!.secret }), 200).game;
    expect(forming.status).toBe('forming');
    expect(forming.viewer).toMatchObject({ kind: 'player', power: 'ITALY' });
    expect(mail.sent.find((m) => m.to === game.players.ITALY!.address)?.subject).toBe(`Diplomacy game ${game.id}: back to forming`);
    const started = await asMaster(game, 'ACTIVATE');
    expect(outcomeOf(started, 'ACTIVATE')).toMatch(/Spring 1901/);
    const active = expectStatus(await call('GET', `/api/games/${game.id}`, { secret: game.players.ITALY!.secret }), 200).game;
    expect([active.status, active.phase, active.viewer.power]).toEqual(['active', 'S1901M', 'ITALY']);
  });
});
