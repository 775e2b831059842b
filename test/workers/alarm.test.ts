import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asPower, mailGame } from './support/mail';
import { call, expectStatus, fullGame, setNow, useTestClock } from './support/api';

/**
 * The alarm is never lost: it is set in the same synchronous step as the commit that
 * wants it, and a room that finds itself without the alarm its game wants (a crash
 * between the two, whatever the cause) sets it again at the next call.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

const roomOf = (id: string) => env.GAME_ROOM.getByName(id);
const alarmOf = (id: string) => runInDurableObject(roomOf(id), (_room, state) => state.storage.getAlarm());
/** The crash between the commit and the alarm: the state is stored, the alarm is not. */
const loseAlarm = (id: string) => runInDurableObject(roomOf(id), (_room, state) => state.storage.deleteAlarm());
const gameOf = async (id: string, secret?: string) =>
  expectStatus(await call('GET', `/api/games/${id}`, secret === undefined ? {} : { secret }), 200).game;

/** A running game whose outbox is delivered, so that its alarm is its deadline. */
async function settled() {
  const g = await fullGame({ rules: ['CIVIL_DISORDER'], deadlines: { movement: 60 } });
  await runDurableObjectAlarm(roomOf(g.id));
  const { deadline } = await gameOf(g.id);
  expect(await alarmOf(g.id)).toBe(deadline);
  return { g, deadline: deadline as number };
}

describe('the alarm and the commit', () => {
  it('are one step: a room that dies at its first await after the commit has its alarm set all the same', async () => {
    const { g, deadline } = await settled();
    const later = deadline + 30 * MINUTE;
    const failed = await runInDurableObject(roomOf(g.id), async (room, state) => {
      // The room dies at the first thing it awaits after committing (here: reading the alarm).
      const storage = state.storage as unknown as { getAlarm: () => Promise<number | null> };
      storage.getAlarm = () => Promise.reject(new Error('the room died'));
      try {
        await room.act(g.master, { type: 'set_deadline', at: later });
        return null;
      } catch (err) {
        return err instanceof Error ? err.message : String(err);
      } finally {
        delete (storage as { getAlarm?: unknown }).getAlarm;
      }
    });
    expect(failed).toBe('the room died');
    await abortAllDurableObjects();
    // The change was kept, and its alarm with it: at once, for the mail and the archive
    // row the change left in the outbox (before: the old deadline, the change's wake-up lost).
    expect(await alarmOf(g.id)).toBe(Date.now());
    expect((await gameOf(g.id)).deadline).toBe(later);
    expect(await runDurableObjectAlarm(roomOf(g.id))).toBe(true);
    expect(await alarmOf(g.id)).toBe(later);
  });
});

describe('a lost alarm is found again', () => {
  it('by the next read, and the deadline is processed', async () => {
    const { g, deadline } = await settled();
    await loseAlarm(g.id);
    await abortAllDurableObjects();
    expect(await alarmOf(g.id)).toBeNull();

    await gameOf(g.id);
    expect(await alarmOf(g.id)).toBe(deadline);
    setNow(deadline + 1);
    expect(await runDurableObjectAlarm(roomOf(g.id))).toBe(true);
    expect((await gameOf(g.id)).phase).toBe('F1901M');
  });

  it('by the next command', async () => {
    const { g, deadline } = await settled();
    await loseAlarm(g.id);
    // A refused command heals as well as an accepted one.
    expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats.FRANCE.secret, body: { lines: ['A PAR - MOS'] } }), 200);
    expect(await alarmOf(g.id)).toBe(deadline);
  });

  it('by the next mail', async () => {
    const game = await mailGame(['RULE CIVIL_DISORDER']);
    await runDurableObjectAlarm(roomOf(game.id));
    const wanted = await alarmOf(game.id);
    expect(wanted).not.toBeNull();
    await loseAlarm(game.id);
    await asPower(game, 'FRANCE', 'STATUS');
    expect(await alarmOf(game.id)).toBe(wanted);
  });

  it('when the deadline passed meanwhile: the phase is processed late, not never', async () => {
    const { g, deadline } = await settled();
    await loseAlarm(g.id);
    setNow(deadline + 3 * 60 * MINUTE);
    await gameOf(g.id);
    // Set for a time now past: it fires at once.
    expect(await alarmOf(g.id)).toBe(deadline);
    expect(await runDurableObjectAlarm(roomOf(g.id))).toBe(true);
    expect((await gameOf(g.id)).phase).toBe('F1901M');
  });

  it('an outbox still to deliver wants the alarm too', async () => {
    const g = await fullGame();
    // Joining left mail and archive rows waiting: the room wants waking at once.
    expect((await roomOf(g.id).outbox()).pending.length).toBeGreaterThan(0);
    await loseAlarm(g.id);
    await gameOf(g.id);
    expect(await alarmOf(g.id)).toBe(Date.now());
    expect(await runDurableObjectAlarm(roomOf(g.id))).toBe(true);
    expect((await roomOf(g.id).outbox()).pending).toEqual([]);
  });

  it('leaves alone a game that wants no alarm', async () => {
    const g = await fullGame({ rules: ['CIVIL_DISORDER'] });
    expectStatus(await call('POST', `/api/games/${g.id}/master/pause`, { secret: g.master, body: {} }), 200);
    await runDurableObjectAlarm(roomOf(g.id));
    // Paused, delivered: nothing to wake for.
    expect(await alarmOf(g.id)).toBeNull();
    await gameOf(g.id);
    expect(await alarmOf(g.id)).toBeNull();
  });
});
