import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { asMaster, asPower, keepMailEachTest, mailGame, outcomeOf } from './support/mail';

/*
 * OFFICIAL (Email.txt): the master's PRESS and BROADCAST after `OFFICIAL subject` in the
 * same mail go out under that subject and without the usual heading saying who wrote to
 * whom, until the mail ends or another OFFICIAL; OFFICIAL alone sends them as usual again;
 * the subject is limited to 60 characters.
 */

const mail = keepMailEachTest();
const alarm = (id: string) => runDurableObjectAlarm(env.GAME_ROOM.getByName(id));

describe('OFFICIAL', () => {
  it('sends the master\'s later press of the same mail under its subject, without the heading, until OFFICIAL alone', async () => {
    const game = await mailGame();
    const reply = await asMaster(
      game,
      'OFFICIAL House rules for the Spring deadline',
      'BROADCAST',
      'Orders are due by Friday noon.',
      'ENDPRESS',
      'PRESS TO FRANCE',
      'A word about your vacation.',
      'ENDPRESS',
      'OFFICIAL',
      'PRESS TO ENGLAND',
      'An ordinary note.',
      'ENDPRESS',
    );
    expect(outcomeOf(reply, 'OFFICIAL House rules for the Spring deadline')).toBe('The press below goes out under the subject "House rules for the Spring deadline", without its heading.');
    expect(outcomeOf(reply, 'OFFICIAL')).toBe('The press below goes out as usual, with its heading.');
    await alarm(game.id);

    const broadcast = mail.sent.filter((m) => m.text.includes('Orders are due by Friday noon.'));
    expect(broadcast.length).toBe(7);
    for (const m of broadcast) {
      expect(m.subject).toBe(`Diplomacy game ${game.id}: House rules for the Spring deadline`);
      // The master's words, then only the judge's link to the game: no "Press in …", no "Broadcast from … to everyone".
      expect(m.text.startsWith('Orders are due by Friday noon.\n')).toBe(true);
      expect(m.text).not.toMatch(/Press in|Broadcast from|From .* to /);
    }
    const toFrance = mail.sent.filter((m) => m.text.includes('A word about your vacation.'));
    expect(toFrance.map((m) => [m.to, m.subject])).toEqual([[game.players.FRANCE!.address, `Diplomacy game ${game.id}: House rules for the Spring deadline`]]);
    // After OFFICIAL alone: the usual subject and heading.
    const ordinary = mail.sent.find((m) => m.text.includes('An ordinary note.'))!;
    expect(ordinary.subject).toMatch(new RegExp(`^Diplomacy game ${game.id}: press from `));
    expect(ordinary.text).toMatch(/From .* to England:/);

    // The press pages tell every reader it was official.
    const page = expectStatus(await call('GET', `/api/games/${game.id}/press`, { secret: game.players.GERMANY!.secret }), 200);
    expect(page.press.find((m: { body: string }) => m.body === 'Orders are due by Friday noon.')).toMatchObject({ from: 'MASTER', official: 'House rules for the Spring deadline' });
  });

  it('is the master\'s alone, and its subject at most 60 characters, on the mail and the API', async () => {
    const game = await mailGame();
    const player = await asPower(game, 'FRANCE', 'OFFICIAL From the Master', 'BROADCAST', 'Truly the master speaking.', 'ENDPRESS');
    expect(outcomeOf(player, 'OFFICIAL From the Master')).toBe('Not taken: only the master sends official press (OFFICIAL).');
    await alarm(game.id);
    // The press itself went out as France's, with its heading.
    const sent = mail.sent.find((m) => m.text.includes('Truly the master speaking.'))!;
    expect(sent.subject).toBe(`Diplomacy game ${game.id}: broadcast from France`);

    const long = 'x'.repeat(61);
    const master = await asMaster(game, `OFFICIAL ${long}`);
    expect(outcomeOf(master, `OFFICIAL ${long}`)).toBe('Not understood: The OFFICIAL subject is 61 characters long; it may have 60 at most.');

    const refused = expectStatus(await call('POST', `/api/games/${game.id}/press`, { secret: game.players.FRANCE!.secret, body: { to: 'ALL', body: 'x', official: 'Notice' } }), 403);
    expect(refused.error).toMatchObject({ code: 'not_allowed' });
    const tooLong = expectStatus(await call('POST', `/api/games/${game.id}/press`, { secret: game.master.secret, body: { to: 'ALL', body: 'x', official: long } }), 400);
    expect(tooLong.error.message).toMatch(/at most 60/);
    const made = expectStatus(await call('POST', `/api/games/${game.id}/press`, { secret: game.master.secret, body: { to: ['ITALY'], body: 'Your deadline is extended.', official: 'Extension' } }), 201);
    expect(made.game).toBeDefined();
    await alarm(game.id);
    const italy = mail.sent.find((m) => m.text.includes('Your deadline is extended.'))!;
    expect([italy.to, italy.subject, italy.text.split('\n')[0]]).toEqual([game.players.ITALY!.address, `Diplomacy game ${game.id}: Extension`, 'Your deadline is extended.']);
    expect(italy.text).not.toMatch(/Press in|From .* to /);
  });
});
