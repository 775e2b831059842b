import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { previewResponse } from '../../shared/schemas/api';
import { call, expectStatus, fullGame, POWERS, useTestClock, type Power, type TestGame, withPages } from './support/api';

/*
 * The master's commands in a Crystal Ball game through the API: PREVIEW shows what the
 * next step would give (annotations included) and changes nothing; ROLLBACK undoes a
 * processed phase, the lists back in the pipe; ROLLFORWARD plays it again.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const master = (g: TestGame, command: string, body: object = {}) =>
  call('POST', `/api/games/${g.id}/master/${command}`, { secret: g.master, body });

const gameOf = async (g: TestGame, who?: Power) =>
  withPages(g.id, expectStatus(await call('GET', `/api/games/${g.id}`, { secret: who === undefined ? g.master : g.seats[who].secret }), 200).game, who === undefined ? g.master : g.seats[who].secret);

async function writeList(g: TestGame, power: Power, phase: string, lines: string[]) {
  const body = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { phase, lines } }), 200);
  for (const answer of body.answers) expect(answer, answer.text).toMatchObject({ accepted: true });
}

const FRANCE = ['A PAR - BUR', 'A MUN - RUH', 'F BRE - MAO'];
const GERMANY = ['A MUN P FRANCE', 'A BER - KIE', 'F KIE - DEN'];

/** S1901M locked with France using Germany's proxy, and every F1901M list in but Turkey's. */
async function springReady(): Promise<TestGame> {
  const g = await fullGame({ variant: 'crystal_ball' });
  const start = await gameOf(g);
  const holds = (p: Power) => start.position.units.filter((u: any) => u.power === p).map((u: any) => `${u.kind} ${u.at} H`);
  for (const power of POWERS) await writeList(g, power, 'S1901M', power === 'FRANCE' ? FRANCE : power === 'GERMANY' ? GERMANY : holds(power));
  for (const power of POWERS.filter((p) => p !== 'TURKEY')) await writeList(g, power, 'F1901M', holds(power));
  return g;
}

describe('the master of a Crystal Ball game', () => {
  it('previews the next step with its annotations, changing nothing', async () => {
    const g = await springReady();
    const before = await gameOf(g);
    const preview = previewResponse.parse(expectStatus(await master(g, 'preview'), 200));
    expect(preview.record.position.phase).toBe('S1901M');
    expect(preview.record.results).toContainEqual(expect.objectContaining({ power: 'FRANCE', order: 'A MUN - RUH', annotation: 'byProxy', result: 'succeeds' }));
    expect(preview.record.results).toContainEqual(expect.objectContaining({ power: 'GERMANY', order: 'A MUN P FRANCE', annotation: 'proxied' }));
    expect(await gameOf(g)).toEqual(before);
    // A player may not preview.
    expect((await call('POST', `/api/games/${g.id}/master/preview`, { secret: g.seats.FRANCE.secret, body: {} })).status).toBe(403);
  });

  it('processes with a list missing, rolls the phase back with the lists in the pipe again, and forward', async () => {
    const g = await springReady();
    expectStatus(await master(g, 'process', { phase: 'S1901M' }), 200);
    const played = await gameOf(g);
    expect(played.phase).toBe('F1901M');
    expect(played.position.units).toContainEqual({ power: 'GERMANY', kind: 'A', at: 'RUH' });

    expectStatus(await master(g, 'rollback'), 200);
    const back = await gameOf(g);
    expect(back.phase).toBe('S1901M');
    expect(back.history).toEqual([]);
    expect(back.rollforward).toBe(1);
    const france = await gameOf(g, 'FRANCE');
    expect(france.lists.map((l: any) => `${l.phase} ${l.status}`)).toEqual(['S1901M locked', 'F1901M open']);
    expect(france.lists[0].lines.map((l: any) => l.order)).toEqual(FRANCE);

    expectStatus(await master(g, 'rollforward'), 200);
    const again = await gameOf(g);
    expect(again.phase).toBe('F1901M');
    expect(again.history.map((r: any) => r.position.phase)).toEqual(['S1901M']);
    expect(again.position).toEqual(played.position);
  });
});
