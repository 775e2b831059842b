import { runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketMessage } from '../../shared/schemas/api';
import { call, expectStatus, fullGame, newGame, newSecretLike, useTestClock } from './support/api';
import { TestSocket } from './support/socket';

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

async function open(id: string, options: { secret?: string; protocols?: string[] } = {}): Promise<TestSocket> {
  const s = await TestSocket.open(id, options);
  if (!(s instanceof TestSocket)) throw new Error(`no socket: ${s.status} ${await s.text()}`);
  return s;
}

describe('the game WebSocket', () => {
  it('takes the secret from the query or as a subprotocol beside cloud-judge', async () => {
    const g = await fullGame();
    const byQuery = await open(g.id, { secret: g.seats.ITALY.secret });
    expect((await byQuery.next()).game.viewer).toMatchObject({ kind: 'player', power: 'ITALY' });
    const byProtocol = await open(g.id, { protocols: ['cloud-judge', g.seats.TURKEY.secret] });
    expect(byProtocol.protocol).toBe('cloud-judge');
    const first = await byProtocol.next();
    expect(socketMessage.safeParse(first).success).toBe(true);
    expect(first.game.viewer).toMatchObject({ kind: 'player', power: 'TURKEY' });
    byQuery.close();
    byProtocol.close();
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
