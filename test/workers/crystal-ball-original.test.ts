import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, fullGame, POWERS, useTestClock, type Power, type TestGame, withPages } from './support/api';

/*
 * A Crystal Ball game under the original rules through the API: created with edition
 * "original", standing lists named by the phase field (RETREATS, BUILDS, REMOVES), no
 * proxies, and a contradiction annotated, revealed to all once adjudicated (rule 3.4).
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

const put = (g: TestGame, power: Power, phase: string | undefined, lines: string[]) =>
  call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power].secret, body: { lines, ...(phase === undefined ? {} : { phase }) } });

const codes = (answer: any): string[] => answer.answers.map((a: any) => (a.accepted ? 'ok' : a.error.code));

const holds = (game: any, power: Power): string[] =>
  game.position.units.filter((u: any) => u.power === power).map((u: any) => `${u.kind} ${u.at} H`);

describe('a Crystal Ball game under the original rules', () => {
  it('takes standing lists by name, refuses proxies, and reveals an annotated contradiction to all once adjudicated', async () => {
    const g = await fullGame({ variant: 'crystal_ball', edition: 'original' });
    const start = expectStatus(await call('GET', `/api/games/${g.id}`), 200).game;
    expect(start).toMatchObject({ variant: 'crystal_ball', edition: 'original' });

    // Standing lists are named by the phase field, in any case.
    expect(codes(expectStatus(await put(g, 'FRANCE', 'builds', ['F BRE B']), 200))).toEqual(['ok']);
    expect(codes(expectStatus(await put(g, 'GERMANY', 'RETREATS', ['A BUR - MUN']), 200))).toEqual(['ok']);
    const bare = await put(g, 'FRANCE', undefined, ['A PAR H']);
    expect(bare.status).toBe(409);
    expect(bare.body.error.message).toMatch(/RETREATS, BUILDS or REMOVES/);

    // No proxies under the original rules: the list is refused whole.
    expect(codes(expectStatus(await put(g, 'FRANCE', 'S1901M', ['A PAR P ENGLAND']), 200))).toEqual(['proxy_not_allowed']);

    const contradicted = ['A VEN - TYR', 'A VEN - PIE', 'A ROM H', 'F NAP H'];
    for (const power of POWERS) {
      expectStatus(await put(g, power, 'S1901M', power === 'ITALY' ? contradicted : holds(start, power)), 200);
    }
    for (const power of POWERS) expectStatus(await put(g, power, 'F1901M', holds(start, power)), 200);

    const italy = await withPages(g.id, expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.seats.ITALY.secret }), 200).game, g.seats.ITALY.secret);
    expect(italy.phase).toBe('F1901M');
    const spring = italy.lists.find((l: any) => l.phase === 'S1901M' && l.power === 'ITALY');
    expect(spring.lines.map((l: any) => [l.order, l.annotation, l.result])).toEqual([
      ['A VEN - TYR', 'contradicted', 'void'],
      ['A VEN - PIE', 'contradicted', 'void'],
      ['A ROM H', 'ordered', 'succeeds'],
      ['F NAP H', 'ordered', 'succeeds'],
    ]);
    // Rule 3.4: once adjudicated, every list is revealed to all; lists not yet played stay their writer's.
    for (const power of POWERS.filter((p) => p !== 'ITALY')) {
      const seen = await withPages(g.id, expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.seats[power].secret }), 200).game, g.seats[power].secret);
      const italian = seen.lists.find((l: any) => l.phase === 'S1901M' && l.power === 'ITALY');
      expect(italian.lines.map((l: any) => l.annotation), power).toEqual(['contradicted', 'contradicted', 'ordered', 'ordered']);
      expect(seen.history[0].results).toContainEqual(expect.objectContaining({ power: 'ITALY', order: 'A VEN - TYR', annotation: 'contradicted' }));
      const unplayed = seen.lists.filter((l: any) => l.status !== 'processed');
      expect(unplayed.length, power).toBeGreaterThan(0);
      expect(unplayed.every((l: any) => l.power === power), power).toBe(true);
    }
  });
});
