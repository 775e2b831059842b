import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, expectStatus } from './support/api';
import { asPower, keepMailEachTest, mailGame, outcomeOf } from './support/mail';

/*
 * NO_EOG (seed 1.10): "broadcast messages sent after the conclusion of the game will not be
 * archived as End Of Game Statements. Without this rule, the EOG messages will be
 * permanently stored for future reference through the game's Webpage."
 */

const mail = keepMailEachTest();
const alarm = (id: string) => runDurableObjectAlarm(env.GAME_ROOM.getByName(id));

async function archivedPress(id: string): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT "from" AS sender, body FROM press WHERE game_id = ? ORDER BY id').bind(id).all<{ sender: string; body: string }>();
  return results.map((r) => `${r.sender}: ${r.body}`);
}

async function ended(rules: readonly string[]) {
  const game = await mailGame(rules);
  await asPower(game, 'FRANCE', 'BROADCAST', 'Good luck, all.', 'ENDPRESS');
  expectStatus(await call('POST', `/api/games/${game.id}/master/terminate`, { secret: game.master.secret, body: {} }), 200);
  await alarm(game.id);
  return game;
}

describe('end-of-game statements', () => {
  it('are the broadcasts after the end: archived with the game\'s press and marked so on its page', async () => {
    const game = await ended([]);
    const reply = await asPower(game, 'ENGLAND', 'BROADCAST', 'Well played, France.', 'ENDPRESS', 'PRESS TO GERMANY', 'Between us: I nearly had it.', 'ENDPRESS');
    expect(outcomeOf(reply, 'ENDPRESS')).toMatch(/^Sent to/);
    await alarm(game.id);
    // Everyone is mailed the statement.
    expect(mail.sent.filter((m) => m.text.includes('Well played, France.')).length).toBeGreaterThanOrEqual(6);
    // The archive keeps it for good, beside the game's own press; the private letter after the end is not the game's.
    expect(await archivedPress(game.id)).toEqual(['FRANCE: Good luck, all.', 'ENGLAND: Well played, France.']);
    const page = expectStatus(await call('GET', `/api/games/${game.id}/press`, { secret: game.players.ITALY!.secret }), 200);
    const statement = page.press.find((m: { body: string }) => m.body === 'Well played, France.');
    expect(statement).toMatchObject({ from: 'ENGLAND', kind: 'broadcast', eog: true });
    expect(page.press.find((m: { body: string }) => m.body === 'Good luck, all.').eog).toBeUndefined();
    // HISTORY by mail ends with them.
    const history = await asPower(game, 'ITALY', 'HISTORY');
    expect(history.text.replace(/\s+/g, ' ')).toMatch(/End-Of-Game statements in .*Broadcast from England to everyone: Well played, France\./);
  });

  it('under NO_EOG are delivered, and never archived', async () => {
    const game = await ended(['RULE NO_EOG']);
    await asPower(game, 'ENGLAND', 'BROADCAST', 'Well played, France.', 'ENDPRESS');
    await alarm(game.id);
    expect(mail.sent.filter((m) => m.text.includes('Well played, France.')).length).toBeGreaterThanOrEqual(6);
    expect(await archivedPress(game.id)).toEqual(['FRANCE: Good luck, all.']);
    const page = expectStatus(await call('GET', `/api/games/${game.id}/press`, { secret: game.players.ITALY!.secret }), 200);
    expect(page.press.find((m: { body: string }) => m.body === 'Well played, France.').eog).toBeUndefined();
  });
});
