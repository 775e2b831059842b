import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameView } from '../../shared/schemas/api';
import { readMail } from '../../workers/email/commands';
import { call, expectStatus, fullGame, POWERS, useTestClock, type TestGame } from './support/api';
import { asMaster, asPower, mailGame, outcomeOf, send, type MailGame } from './support/mail';
import { TestSocket } from './support/socket';

/*
 * Who plays which power is secret until the game ends, as on the DPjudge: through every
 * door (the game, the list and its search, the export, the WebSocket, LIST and SUMMARY by
 * mail) the names are the master's, and each player's own; the end shows them to all,
 * unless NO_REVEAL, until the master's REVEAL. A friends' game shows them from the start.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const NAMES = POWERS.map((p) => `Player ${p}`);

/** The names the game's seats show this caller (`undefined`: anyone). */
async function namesSeen(id: string, secret?: string): Promise<string[]> {
  const seen = expectStatus(await call('GET', `/api/games/${id}`, secret === undefined ? {} : { secret }), 200);
  expect(gameView.safeParse(seen.game).success).toBe(true);
  return (seen.game.seats as { player: string | null }[]).flatMap((s) => (s.player === null ? [] : [s.player]));
}

/** The ids of the listed games the archive finds for this player's id or name. */
async function found(player: string): Promise<string[]> {
  const list = expectStatus(await call('GET', `/api/games?player=${encodeURIComponent(player)}`), 200);
  return list.games.map((g: { id: string }) => g.id);
}

/** Delivers the room's outbox (the archive rows) as its alarm would. */
async function deliver(g: { id: string }): Promise<void> {
  const stub = env.GAME_ROOM.getByName(g.id);
  await runDurableObjectAlarm(stub);
  expect((await stub.outbox()).pending).toEqual([]);
}

const terminate = async (g: TestGame) => expectStatus(await call('POST', `/api/games/${g.id}/master/terminate`, { secret: g.master, body: {} }), 200);

describe('through the HTTP API', () => {
  it('a running game shows each name to the master and to its own player alone', async () => {
    const g = await fullGame();
    const observer = expectStatus(await call('POST', `/api/games/${g.id}/observe`, { body: { name: 'Olga' } }), 201);

    expect(await namesSeen(g.id)).toEqual([]);
    expect(await namesSeen(g.id, observer.secret)).toEqual([]);
    expect(await namesSeen(g.id, g.seats.ENGLAND.secret)).toEqual(['Player ENGLAND']);
    expect(await namesSeen(g.id, g.seats.FRANCE.secret)).toEqual(['Player FRANCE']);
    expect(await namesSeen(g.id, g.master)).toEqual(NAMES);
    const anyone = expectStatus(await call('GET', `/api/games/${g.id}`), 200).game;
    expect(anyone.seats.every((s: { hidden: boolean }) => s.hidden)).toBe(true);
    expect(anyone).toMatchObject({ showNames: false, namesShown: false });

    // Nothing else anyone reads names them: the history, the export, the press.
    for (const path of ['', '/history', '/export', '/export?press=true', '/press']) {
      const answer = expectStatus(await call('GET', `/api/games/${g.id}${path}`, { secret: g.seats.ENGLAND.secret }), 200);
      expect(JSON.stringify(answer), path).not.toMatch(/Player (AUSTRIA|FRANCE|GERMANY|ITALY|RUSSIA|TURKEY)|Olga/);
    }

    // The archive of a running game names nobody: a search by name finds nothing; by his own id, the player finds it.
    await deliver(g);
    expect(await found('Player FRANCE')).not.toContain(g.id);
    expect(await found(g.seats.FRANCE.playerId)).toEqual([g.id]);

    // The end reveals them all, everywhere.
    await terminate(g);
    await deliver(g);
    expect(await namesSeen(g.id)).toEqual(NAMES);
    expect(await found('Player FRANCE')).toContain(g.id);
  });

  it('the WebSocket pushes each watcher the names he may see', async () => {
    const g = await fullGame();
    const watchers = {
      anyone: await TestSocket.open(g.id),
      england: await TestSocket.open(g.id, { secret: g.seats.ENGLAND.secret }),
      master: await TestSocket.open(g.id, { secret: g.master }),
    };
    const sockets = Object.values(watchers).map((s) => {
      if (!(s instanceof TestSocket)) throw new Error(`no socket: ${s.status}`);
      return s;
    });
    for (const s of sockets) expect((await s.next()).type).toBe('game');
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR - BUR'] } }), 200);
    const pushed = await Promise.all(sockets.map((s) => s.next()));
    const names = pushed.map((m) => (m.game.seats as { player: string | null }[]).flatMap((s) => (s.player === null ? [] : [s.player])));
    expect(names).toEqual([[], ['Player ENGLAND'], NAMES]);
    expect(JSON.stringify(pushed[0])).not.toContain('Player ');
    for (const s of sockets) s.close();
  });

  it('under NO_REVEAL the end keeps the names hidden until the master sends REVEAL', async () => {
    const g = await fullGame({ rules: ['NO_REVEAL'] });
    expect(expectStatus(await call('POST', `/api/games/${g.id}/master/reveal`, { secret: g.master, body: {} }), 409)).toMatchObject({
      error: { code: 'wrong_status' },
    });
    await terminate(g);
    await deliver(g);
    expect(await namesSeen(g.id)).toEqual([]);
    expect(await namesSeen(g.id, g.seats.ITALY.secret)).toEqual(['Player ITALY']);
    expect(await found('Player FRANCE')).not.toContain(g.id);

    expect((await call('POST', `/api/games/${g.id}/master/reveal`, { secret: g.seats.FRANCE.secret, body: {} })).status).toBe(403);
    const revealed = expectStatus(await call('POST', `/api/games/${g.id}/master/reveal`, { secret: g.master, body: {} }), 200);
    expect(revealed.game.namesShown).toBe(true);
    await deliver(g);
    expect(await namesSeen(g.id)).toEqual(NAMES);
    expect(await found('Player FRANCE')).toContain(g.id);
  });

  it('a friends\' game, said at creation, shows the names to everyone from the start', async () => {
    const g = await fullGame({ showNames: true });
    expect(await namesSeen(g.id)).toEqual(NAMES);
    await deliver(g);
    expect(await found('Player FRANCE')).toContain(g.id);
  });
});

/** The bodies of the ending mails (the final centres, with the players) the room has queued and not yet sent. */
async function mailBodies(game: { id: string }): Promise<string[]> {
  const rows = await runInDurableObject(env.GAME_ROOM.getByName(game.id), (_room, state) =>
    state.storage.sql.exec<{ payload: string }>("SELECT payload FROM outbox WHERE kind = 'mail'").toArray(),
  );
  return rows.map((r) => (JSON.parse(r.payload) as { body: string }).body).filter((body) => body.includes('Supply centres at the end:'));
}

describe('by mail', () => {
  /** The seats' lines of a LIST reply: the name each shows. */
  const listed = (text: string, game: MailGame): string[] => {
    const from = text.indexOf(`Diplomacy game ${game.id}`);
    return POWERS.map((p) => new RegExp(`^${p}\\s+(.*)$`, 'm').exec(text.slice(from))?.[1] ?? '?');
  };

  it('LIST and SUMMARY name the players to the master, and each player himself, alone', async () => {
    const game = await mailGame();
    const stranger = await send({ from: 'stranger@example.com', body: `LIST ${game.id}\nSUMMARY ${game.id}` });
    expect(listed(stranger.text, game)).toEqual(POWERS.map(() => '(hidden)'));
    expect(stranger.text).not.toMatch(/Player [A-Z]/);
    expect(stranger.text).toMatch(/France\s+\(hidden\)\s+3\s+3/);

    const france = await asPower(game, 'FRANCE', `LIST ${game.id}`, 'SUMMARY');
    expect(listed(france.text, game)).toEqual(POWERS.map((p) => (p === 'FRANCE' ? 'Player FRANCE' : '(hidden)')));
    expect(france.text.match(/Player [A-Z]+/g)).toEqual(['Player FRANCE', 'Player FRANCE']);

    const master = await asMaster(game, `LIST ${game.id}`, 'SUMMARY');
    expect(listed(master.text, game)).toEqual(NAMES);
    expect(master.text).toMatch(/France\s+Player FRANCE\s+3\s+3/);
  });

  it('SHOW NAMES after CREATE makes a friends\' game', async () => {
    const game = await mailGame(['SHOW NAMES']);
    const stranger = await send({ from: 'stranger@example.com', body: `LIST ${game.id}` });
    expect(listed(stranger.text, game)).toEqual(NAMES);
  });

  it('REVEAL, the master\'s, shows the names of a NO_REVEAL game once it has ended', async () => {
    const game = await mailGame(['RULE NO_REVEAL']);
    const early = await asMaster(game, 'REVEAL');
    expect(outcomeOf(early, 'REVEAL')).toMatch(/^Refused: The game is active: who plays which power is revealed only once it has ended\./);
    await asMaster(game, 'TERMINATE');
    // The ending mail keeps the names hidden: the end does not reveal them under NO_REVEAL.
    // Each player's, and the master's: he created the game by mail, so the judge writes to him.
    const endings = await mailBodies(game);
    expect(endings).toHaveLength(POWERS.length + 1);
    for (const body of endings) expect(body).toMatch(/Supply centres at the end:[^]*\(hidden\)/);
    for (const body of endings) expect(body).not.toMatch(/Player [A-Z]/);
    const hidden = await send({ from: 'stranger@example.com', body: `SUMMARY ${game.id}` });
    expect(hidden.text).not.toMatch(/Player [A-Z]/);
    expect(hidden.text).toMatch(/France\s+\(hidden\)/);
    const notYours = await asPower(game, 'FRANCE', 'REVEAL');
    expect(outcomeOf(notYours, 'REVEAL')).toMatch(/master/);
    const revealed = await asMaster(game, 'REVEAL');
    expect(outcomeOf(revealed, 'REVEAL')).toBe('Revealed: everyone now sees who played which power.');
    const shown = await send({ from: 'stranger@example.com', body: `SUMMARY ${game.id}` });
    expect(shown.text).toMatch(/France\s+Player FRANCE/);
    // Everyone is mailed the end again, now with the names.
    const again = (await mailBodies(game)).filter((body) => body.includes('Player FRANCE'));
    expect(again).toHaveLength(POWERS.length + 1);
  });
});

describe('the mail door reads', () => {
  const read = (...lines: string[]) => readMail(lines, { game: null }).items.map((i) => i.command);

  it('REVEAL alone as the master\'s command (REVIVE is another)', () => {
    expect(read('REVEAL')).toEqual([{ kind: 'reveal' }]);
    expect(read('REVEAL now')).toEqual([{ kind: 'invalid', message: 'Write REVEAL alone.' }]);
    expect(read('REVIVE france')[0]).toEqual({ kind: 'revive', power: 'france' });
  });

  it('SHOW NAMES (or NAMES SHOWN) after CREATE', () => {
    const [create] = read('CREATE friday pw', 'SHOW NAMES', 'names shown', 'SHOW FACES');
    expect(create?.kind === 'create' && create.settings.map((s) => s.setting.kind)).toEqual(['show_names', 'show_names', 'invalid']);
  });
});
