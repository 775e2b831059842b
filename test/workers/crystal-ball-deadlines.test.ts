import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, fullGame, processNow, setNow, useTestClock, type Power, type TestGame, withPages } from './support/api';

/*
 * A Crystal Ball game's clock through the API and the room's alarm: under CIVIL_DISORDER
 * the deadline locks the first phase and processes the front with lists missing (those
 * powers' units hold, annotated `default`); the master's PROCESS does the same at once; a
 * dummy's list is not waited for.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

const gameOf = async (g: TestGame, who?: Power | 'MASTER') => {
  const secret = who === undefined ? undefined : who === 'MASTER' ? g.master : g.seats[who].secret;
  return withPages(g.id, expectStatus(await call('GET', `/api/games/${g.id}`, secret === undefined ? {} : { secret }), 200).game, secret);
};

async function writeList(g: TestGame, power: Power, phase: string, lines: string[]) {
  const body = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { phase, lines } }), 200);
  for (const answer of body.answers) expect(answer, answer.text).toMatchObject({ accepted: true });
}

/** Runs the room's alarm just after the game's deadline. */
async function pastDeadline(g: TestGame) {
  const { deadline } = await gameOf(g);
  expect(deadline).not.toBeNull();
  setNow(deadline + 1);
  expect(await runDurableObjectAlarm(env.GAME_ROOM.getByName(g.id))).toBe(true);
}

const linesOf = (game: any, phase: string, power: Power) =>
  game.lists.find((l: any) => l.phase === phase && l.power === power)?.lines.map((l: any) => [l.order, l.annotation ?? null]);

describe('a Crystal Ball game at its deadlines', () => {
  it('locks S1901M at the deadline with lists missing, and processes it at the next with the late powers holding', async () => {
    const g = await fullGame({ variant: 'crystal_ball', rules: ['CIVIL_DISORDER'], deadlines: { movement: 60 } });
    await writeList(g, 'FRANCE', 'S1901M', ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO']);
    const start = await gameOf(g);
    expect(start.deadline).toBe(Date.now() + 60 * MINUTE);

    await pastDeadline(g);
    let france = await gameOf(g, 'FRANCE');
    expect(france.phase).toBe('S1901M');
    expect(france.lists.map((l: any) => `${l.phase} ${l.status}`)).toEqual(['S1901M locked']);
    expect(france.deadline).toBe(Date.now() + 60 * MINUTE);

    await writeList(g, 'FRANCE', 'F1901M', ['A BUR - BEL']);
    await pastDeadline(g);
    france = await gameOf(g, 'FRANCE');
    expect(france.phase).toBe('F1901M');
    expect(france.position.units).toContainEqual({ power: 'FRANCE', kind: 'A', at: 'BUR' });
    expect(linesOf(france, 'S1901M', 'FRANCE')).toEqual([['A PAR - BUR', 'ordered'], ['A MAR - SPA', 'ordered'], ['F BRE - MAO', 'ordered']]);

    // England wrote nothing: it sees its units' HOLDs the judge gave, and nothing of France's.
    const england = await gameOf(g, 'ENGLAND');
    const held = linesOf(england, 'S1901M', 'ENGLAND');
    expect(held).toHaveLength(3);
    expect(held).toEqual(expect.arrayContaining([['F EDI H', 'default'], ['F LON H', 'default'], ['A LVP H', 'default']]));
    expect(england.lists.every((l: any) => l.power === 'ENGLAND')).toBe(true);
    expect(england.history[0].results.every((r: any) => r.power === 'ENGLAND')).toBe(true);
  });

  it('processes at once by the master’s PROCESS, and does not wait for a dummy', async () => {
    const g = await fullGame({ variant: 'crystal_ball' });
    // A played power is made a dummy once its player is resigned.
    expectStatus(await call('POST', `/api/games/${g.id}/resign`, { secret: g.master, body: { power: 'TURKEY' } }), 200);
    expectStatus(await call('POST', `/api/games/${g.id}/master/dummy`, { secret: g.master, body: { power: 'TURKEY' } }), 200);
    const others: Power[] = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA'];
    for (const power of others) {
      const units = (await gameOf(g)).position.units.filter((u: any) => u.power === power);
      await writeList(g, power, 'S1901M', units.map((u: any) => `${u.kind} ${u.at} H`));
    }
    // Every list but the dummy's is in: S1901M locked without waiting for Turkey.
    let game = await gameOf(g, 'MASTER');
    expect(game.lists.filter((l: any) => l.phase === 'S1901M').every((l: any) => l.status === 'locked')).toBe(true);
    expect(game.lists.some((l: any) => l.power === 'TURKEY')).toBe(false);

    // The master processes S1901M at once, with no F1901M list written.
    expectStatus(await processNow(g), 200);
    game = await gameOf(g, 'MASTER');
    expect(game.phase).toBe('F1901M');
    expect(linesOf(game, 'S1901M', 'TURKEY')).toEqual(expect.arrayContaining([['F ANK H', 'default']]));
  });
});
