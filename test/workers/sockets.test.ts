import { runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketMessage } from '../../shared/schemas/api';
import { call, expectStatus, fullGame, newGame, newSecretLike, POWERS, processNow, setNow, useTestClock } from './support/api';
import { TestSocket } from './support/socket';

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

async function open(id: string, options: { secret?: string; protocols?: string[] } = {}): Promise<TestSocket> {
  const s = await TestSocket.open(id, options);
  if (!(s instanceof TestSocket)) throw new Error(`no socket: ${s.status} ${await s.text()}`);
  return s;
}

describe('the game WebSocket', () => {
  it('takes the secret as a subprotocol beside cloud-judge', async () => {
    const g = await fullGame();
    const byProtocol = await open(g.id, { protocols: ['cloud-judge', g.seats.TURKEY.secret] });
    expect(byProtocol.protocol).toBe('cloud-judge');
    const first = await byProtocol.next();
    expect(socketMessage.safeParse(first).success).toBe(true);
    expect(first.game.viewer).toMatchObject({ kind: 'player', power: 'TURKEY' });
    byProtocol.close();
  });

  it('refuses a secret in the address (?secret=), which logs and histories keep, saying to use the subprotocol', async () => {
    const g = await fullGame();
    for (const query of [`?secret=${g.seats.ITALY.secret}`, `?secret=${g.master}`, '?secret=']) {
      const res = await TestSocket.open(g.id, { query });
      expect(res).toBeInstanceOf(Response);
      expect((res as Response).status).toBe(400);
      const body = (await (res as Response).json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('secret_in_url');
      expect(body.error.message).toMatch(/subprotocol/);
    }
    // Even beside a good subprotocol, and even without an upgrade.
    const both = await TestSocket.open(g.id, { query: `?secret=${g.master}`, protocols: ['cloud-judge', g.master] });
    expect((both as Response).status).toBe(400);
    expect((await exports.default.fetch(`http://judge.test/api/games/${g.id}/ws?secret=${g.master}`)).status).toBe(400);
  });

  it('is kept by the room with its viewer, through hibernation', async () => {
    const { id, master } = await newGame();
    const s = await open(id, { secret: master });
    await s.next();
    const viewers = await runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) =>
      state.getWebSockets().map((ws) => (ws.deserializeAttachment() as { viewer: unknown }).viewer),
    );
    expect(viewers).toEqual([{ kind: 'master' }]);
    s.close();
  });

  it('sends the game again when asked, and says what it understands when not', async () => {
    const { id } = await newGame();
    const s = await open(id);
    const first = await s.next();
    s.send(JSON.stringify({ type: 'view' }));
    expect(await s.next()).toEqual(first);
    s.send('hello?');
    expect(await s.next()).toMatchObject({ type: 'error', error: { code: 'bad_message' } });
    s.close();
  });

  it('answers a second {"type":"view"} within 5 seconds with an error, not the game', async () => {
    const g = await fullGame();
    const s = await open(g.id);
    await s.next();
    s.send(JSON.stringify({ type: 'view' }));
    expect((await s.next()).type).toBe('game');
    // The flood of the review: 40 asks in a row, from one anonymous socket.
    for (let i = 0; i < 40; i++) s.send(JSON.stringify({ type: 'view' }));
    const answers = await Promise.all(Array.from({ length: 40 }, () => s.next()));
    expect(answers.every((a) => a.type === 'error' && a.error.code === 'too_many_requests')).toBe(true);
    expect(answers[0].error.message).toMatch(/once every 5 seconds/);
    setNow(Date.now() + 5_000);
    s.send(JSON.stringify({ type: 'view' }));
    expect((await s.next()).type).toBe('game');
    s.close();
  });

  it('takes no more than SOCKETS_PER_GAME (200) connections to a game: the next is refused with 503 and a sentence', async () => {
    const { id, master } = await newGame();
    // 200 listeners already in the room's care.
    const held = await runInDurableObject(env.GAME_ROOM.getByName(id), (_room, state) => {
      const clients: WebSocket[] = [];
      for (let i = 0; i < 200; i++) {
        const { 0: client, 1: server } = new WebSocketPair();
        state.acceptWebSocket(server);
        server.serializeAttachment({ viewer: null });
        clients.push(client);
      }
      return state.getWebSockets().length;
    });
    expect(held).toBe(200);
    const refused = await TestSocket.open(id, { secret: master });
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(503);
    const body = (await (refused as Response).json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('too_many_sockets');
    expect(body.error.message).toMatch(/200 live connections/);
    // The game is still read over HTTP.
    expectStatus(await call('GET', `/api/games/${id}`), 200);
  });

  it('pushes a message sent on its own, to those who may read it, and a view without the press', async () => {
    const g = await fullGame();
    const england = await open(g.id, { secret: g.seats.ENGLAND.secret });
    const italy = await open(g.id, { secret: g.seats.ITALY.secret });
    await england.next();
    await italy.next();
    const body = 'A word for England alone.'.repeat(100);
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.seats.FRANCE.secret, body: { to: ['ENGLAND'], body } }), 201);
    const [message, view] = [await england.next(), await england.next()];
    expect(message).toMatchObject({ type: 'press', message: { from: 'FRANCE', to: ['ENGLAND'], kind: 'private', body } });
    expect(socketMessage.safeParse(message).success).toBe(true);
    expect(view.type).toBe('game');
    expect(view.game.press).toEqual({ count: 1, newest: message.message.id });
    expect(JSON.stringify(view)).not.toContain('A word for England');
    // Italy is told of the change (the view), never of the message.
    const seen = await italy.next();
    expect(seen.type).toBe('game');
    expect(seen.game.press).toEqual({ count: 0, newest: null });
    expect(JSON.stringify(seen)).not.toContain('A word for England');
    england.close();
    italy.close();
  });

  it("carries each listener's own address state in the views it is sent and pushed, and no one else's", async () => {
    const g = await fullGame();
    const france = await open(g.id, { secret: g.seats.FRANCE.secret });
    const italy = await open(g.id, { secret: g.seats.ITALY.secret });
    expect((await france.next()).game.contact).toEqual({ email: null, state: 'none' });
    await italy.next();
    expectStatus(await call('PUT', `/api/games/${g.id}/contact`, { secret: g.seats.FRANCE.secret, body: { email: 'france@example.org', by: 'both' } }), 200);
    const pushed = await france.next();
    expect(pushed.type).toBe('game');
    expect(pushed.game.contact).toEqual({ email: 'france@example.org', state: 'waiting' });
    const other = await italy.next();
    expect(other.game.contact).toEqual({ email: null, state: 'none' });
    expect(JSON.stringify(other)).not.toContain('france@example.org');
    france.close();
    italy.close();
  });

  it('pushes a processed phase on its own, cut for each viewer, and keeps pushes small however long the game', async () => {
    const g = await fullGame();
    const s = await open(g.id);
    await s.next();
    // 40 phases, 70 messages of 8 KB (the most a message may have): the game holds more than half a megabyte.
    for (let i = 0; i < 40; i++) expectStatus(await processNow(g), 200);
    for (let i = 0; i < 70; i++) {
      const power = POWERS[i % 7]!;
      expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.seats[power].secret, body: { to: 'ALL', body: 'y'.repeat(8_000) } }), 201);
    }
    const pushed: any[] = [];
    while (pushed.length < 40 * 2 + 70 * 2) pushed.push(await s.next());
    expect(pushed.filter((m) => m.type === 'phase').map((m) => m.index)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const views = pushed.filter((m) => m.type === 'game');
    const biggest = Math.max(...views.map((m) => JSON.stringify(m).length));
    expect(biggest).toBeLessThan(12_000);
    // A message push is the message; a phase push one phase.
    expect(Math.max(...pushed.filter((m) => m.type === 'press').map((m) => JSON.stringify(m).length))).toBeLessThan(21_000);
    expect(Math.max(...pushed.filter((m) => m.type === 'phase').map((m) => JSON.stringify(m).length))).toBeLessThan(12_000);
    const last = views.at(-1).game;
    expect(last).toMatchObject({ phases: 40, press: { count: 70 } });
    s.close();
  }, 60_000);

  it('pushes every change to every listener', async () => {
    const { id } = await newGame({ rules: ['POWER_CHOICE'] });
    const s = await open(id);
    expect((await s.next()).game.seats.every((seat: { status: string }) => seat.status === 'open')).toBe(true);
    expectStatus(await call('POST', `/api/games/${id}/join`, { body: { name: 'Ann', power: 'RUSSIA' } }), 201);
    const pushed = await s.next();
    expect(pushed.game.seats.find((seat: { power: string }) => seat.power === 'RUSSIA')).toMatchObject({ status: 'taken', player: null, hidden: true });
    s.close();
  });

  it.each([
    ['a wrong secret', { secret: newSecretLike() }, 401, 'bad_secret'],
    ['a malformed secret', { secret: 'not a secret!' }, 401, 'bad_secret'],
  ])('refuses %s', async (_what, options, status, code) => {
    const { id } = await newGame();
    const res = await TestSocket.open(id, options);
    expect(res).toBeInstanceOf(Response);
    const r = res as Response;
    expect(r.status).toBe(status);
    expect(await r.json()).toMatchObject({ error: { code } });
  });

  it('refuses an unknown game and a request that is no upgrade', async () => {
    const res = await TestSocket.open('nosuchgame0');
    expect((res as Response).status).toBe(404);
    const { id } = await newGame();
    const plain = await exports.default.fetch(`http://judge.test/api/games/${id}/ws`);
    expect(plain.status).toBe(426);
    expect(await plain.json()).toMatchObject({ error: { code: 'upgrade_required' } });
  });
});
