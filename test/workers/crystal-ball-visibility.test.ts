import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, fullGame, POWERS, useTestClock, type Power, type TestGame, withPages } from './support/api';

/*
 * The rules that open the lists, through the API: PUBLIC_LISTS shows every list to all as
 * it is entered and annotated once processed; LIMIT_LISTS only the first lines of each (as
 * many as the largest power's centres), the rest counted as hidden; NO_PROXY refuses
 * proxies.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

/** France's list: six lines where four are considered (Russia's four centres). */
const FRANCE = ['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO', 'A PAR H', 'F BRE H', 'A MAR H'];

const viewAs = async (g: TestGame, who: Power | 'ANYONE') =>
  withPages(g.id, expectStatus(await call('GET', `/api/games/${g.id}`, who === 'ANYONE' ? {} : { secret: g.seats[who].secret }), 200).game, who === 'ANYONE' ? undefined : g.seats[who].secret);

const historyAs = async (g: TestGame, who: Power | 'ANYONE') =>
  expectStatus(await call('GET', `/api/games/${g.id}/history`, who === 'ANYONE' ? {} : { secret: g.seats[who].secret }), 200).phases;

const franceList = (game: any, phase: string) => game.lists.find((l: any) => l.phase === phase && l.power === 'FRANCE');

async function writeList(g: TestGame, power: Power, phase: string, lines: string[]) {
  return expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { phase, lines } }), 200);
}

/** Every power but France holds; France writes its six lines; S1901M locks, then processes once F1901M is in. */
async function playSpring(g: TestGame): Promise<void> {
  const start = await viewAs(g, 'ANYONE');
  const holds = (p: Power) => start.position.units.filter((u: any) => u.power === p).map((u: any) => `${u.kind} ${u.at} H`);
  for (const power of POWERS) await writeList(g, power, 'S1901M', power === 'FRANCE' ? FRANCE : holds(power));
  for (const power of POWERS) await writeList(g, power, 'F1901M', holds(power));
}

describe('who sees the lists', () => {
  it('PUBLIC_LISTS: every list to all, as entered and annotated once processed', async () => {
    const g = await fullGame({ variant: 'crystal_ball', rules: ['PUBLIC_LISTS'] });
    await writeList(g, 'FRANCE', 'S1901M', FRANCE);
    for (const who of ['GERMANY', 'ANYONE'] as const) {
      expect(franceList(await viewAs(g, who), 'S1901M'), who).toEqual({
        phase: 'S1901M',
        power: 'FRANCE',
        status: 'open',
        lines: FRANCE.map((order) => ({ order })),
        hidden: 0,
      });
    }
    await playSpring(g);
    const germany = await viewAs(g, 'GERMANY');
    expect(germany.phase).toBe('F1901M');
    expect(franceList(germany, 'S1901M').lines.map((l: any) => [l.order, l.annotation])).toEqual([
      ['A PAR - BUR', 'revoked'],
      ['A MAR - SPA', 'ordered'],
      ['F BRE - MAO', 'ordered'],
      ['A PAR H', 'ordered'],
      ['F BRE H', 'ignored'],
      ['A MAR H', 'ignored'],
    ]);
    const history = await historyAs(g, 'ANYONE');
    expect(history[0].orders.FRANCE).toEqual(FRANCE);
    expect(history[0].results.filter((r: any) => r.power === 'FRANCE')).toHaveLength(6);
  });

  it('LIMIT_LISTS: only the first lines of another power\'s list, the rest counted as hidden', async () => {
    const g = await fullGame({ variant: 'crystal_ball', rules: ['LIMIT_LISTS'] });
    await writeList(g, 'FRANCE', 'S1901M', FRANCE);
    expect(franceList(await viewAs(g, 'FRANCE'), 'S1901M')).toMatchObject({ lines: FRANCE.map((order) => ({ order })), hidden: 0 });
    for (const who of ['GERMANY', 'ANYONE'] as const) {
      expect(franceList(await viewAs(g, who), 'S1901M'), who).toMatchObject({ lines: FRANCE.slice(0, 4).map((order) => ({ order })), hidden: 2 });
    }
    await playSpring(g);
    const germany = await viewAs(g, 'GERMANY');
    expect(franceList(germany, 'S1901M')).toMatchObject({ status: 'processed', hidden: 2 });
    expect(franceList(germany, 'S1901M').lines.map((l: any) => l.order)).toEqual(FRANCE.slice(0, 4));
    const history = await historyAs(g, 'GERMANY');
    expect(history[0].orders.FRANCE).toEqual(FRANCE.slice(0, 4));
    expect(history[0].results.filter((r: any) => r.power === 'FRANCE').map((r: any) => r.order)).toEqual(FRANCE.slice(0, 4));
    // France itself sees its whole list, annotated.
    expect(franceList(await viewAs(g, 'FRANCE'), 'S1901M').lines).toHaveLength(6);
  });

  it('NO_PROXY: a proxy refuses the list whole', async () => {
    const g = await fullGame({ variant: 'crystal_ball', rules: ['NO_PROXY'] });
    const answer = await writeList(g, 'GERMANY', 'S1901M', ['A MUN P FRANCE', 'A BER - KIE']);
    expect(answer.answers.map((a: any) => (a.accepted ? 'ok' : a.error.code))).toEqual(['proxy_not_allowed', 'list_refused']);
    expect((await viewAs(g, 'GERMANY')).lists).toEqual([]);
  });
});
