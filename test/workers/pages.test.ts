import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameResponse, historyResponse, pressList } from '../../shared/schemas/api';
import { call, expectStatus, fullGame, POWERS, processNow, useTestClock, type TestGame } from './support/api';

/*
 * The game's answer is the current phase only; the history and the press are read a page
 * at a time (issue 11: 560 messages of 60 KB had made every answer 33.8 MB).
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

let g: TestGame;
const PHASES = 40;
const MESSAGES = 70;

beforeAll(async () => {
  useTestClock();
  g = await fullGame();
  for (let i = 0; i < PHASES; i++) expectStatus(await processNow(g), 200);
  // Each power writes to the next one privately, and every fifth message goes to all.
  for (let i = 0; i < MESSAGES; i++) {
    const from = POWERS[i % 7]!;
    const to = i % 5 === 0 ? 'ALL' : [POWERS[(i + 1) % 7]!];
    expectStatus(await call('POST', `/api/games/${g.id}/press`, { secret: g.seats[from].secret, body: { to, body: `${i}:${'z'.repeat(7_990)}` } }), 201);
  }
  vi.useRealTimers();
}, 120_000);

const get = (path: string, secret?: string) => call('GET', `/api/games/${g.id}${path}`, secret === undefined ? {} : { secret });

describe('a long game read over HTTP', () => {
  it('answers the game in a few KB, whoever asks, with the counts of what is paged', async () => {
    for (const secret of [undefined, g.master, g.seats.FRANCE.secret]) {
      const answer = await get('', secret);
      const body = expectStatus(answer, 200);
      expect(JSON.stringify(body).length).toBeLessThan(12_000);
      expect(gameResponse.parse(body).game.phases).toBe(PHASES);
      expect(body.game.lastPhase).not.toBeNull();
      // The start, one point a year played, and the year now begun.
      expect(body.game.centres.length).toBe(2 + PHASES / 2);
    }
    const france = expectStatus(await get('', g.seats.FRANCE.secret), 200).game;
    expect(france.press.count).toBe(expectStatus(await get('/press?limit=50', g.seats.FRANCE.secret), 200).total);
  });

  it('pages the history: the newest first, oldest first within a page, next until the first', async () => {
    const newest = historyResponse.parse(expectStatus(await get('/history'), 200));
    expect(newest).toMatchObject({ from: PHASES - 20, total: PHASES, next: PHASES - 20 });
    expect(newest.phases).toHaveLength(20);
    expect(newest.phases.at(-1)).toEqual(expectStatus(await get(''), 200).game.lastPhase);
    const older = historyResponse.parse(expectStatus(await get(`/history?before=${newest.next}&limit=50`), 200));
    expect(older).toMatchObject({ from: 0, total: PHASES, next: null });
    expect([...older.phases, ...newest.phases].map((r) => r.position.phase)).toEqual(
      Array.from({ length: PHASES }, (_, i) => `${i % 2 === 0 ? 'S' : 'F'}${1901 + Math.floor(i / 2)}M`),
    );
  });

  it('pages the press newest first, and a power never pages into others\' private press', async () => {
    for (const power of POWERS) {
      const seen: number[] = [];
      let before: number | null = null;
      do {
        const page = pressList.parse(expectStatus(await get(`/press?limit=7${before === null ? '' : `&before=${before}`}`, g.seats[power].secret), 200));
        expect(page.press.length).toBeLessThanOrEqual(7);
        for (const m of page.press) {
          expect(m.kind === 'broadcast' || m.from === power || m.to.includes(power), `${power} reads ${m.from}→${m.to}`).toBe(true);
          if (before !== null) expect(m.id).toBeLessThan(before);
          seen.push(m.id);
        }
        before = page.next;
      } while (before !== null);
      expect([...seen].sort((a, b) => b - a)).toEqual(seen);
      // Two private messages each (to and from), and every broadcast.
      expect(seen).toHaveLength(MESSAGES / 5 + 2 * Math.round((MESSAGES - MESSAGES / 5) / 7));
    }
    // Without a secret: the broadcasts only, even from a cursor among others' messages.
    const anyone = pressList.parse(expectStatus(await get('/press?before=40&limit=50'), 200));
    expect(anyone.press.every((m) => m.kind === 'broadcast' && m.id < 40)).toBe(true);
  });

  it.each([
    ['a page over 50', '/history?limit=51', /at most 50/],
    ['a page of none', '/press?limit=0', /limit is a whole number from 1 to 50/],
    ['a cursor that is no number', '/press?before=abc', /before is the id of a message/],
    ['a negative cursor', '/history?before=-1', /before is the number of a processed phase/],
    ['a field the pages do not know', '/press?after=3', /not as expected/],
  ])('refuses %s with a 400 that says why', async (_what, path, message) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(answer.body.error.message).toMatch(message);
  });
});
