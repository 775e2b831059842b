import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SHEET_CHARS, MAX_SHEET_LINES, MAX_TRANSFERS_PER_PHASE } from '../../shared/variants/payola/limits';
import { call, expectStatus, fullGame, processNow, useTestClock } from './support/api';

/*
 * A Payola game cannot be made too large to process. A sheet grows with every `add`, and
 * transfers pile up within a phase; the processed phase's record keeps both, and a record
 * too large to store would leave the phase unprocessable for good (the room refuses to
 * write it, and the game waits for ever). So a sheet and a phase's transfers have limits,
 * every line or transfer past them refused with a sentence, and the phase still processes.
 */

beforeEach(() => useTestClock());
afterEach(() => vi.useRealTimers());

/** A long but valid offer line: a comment pads it to the most the door takes. */
const padded = (i: number) => `1 : A PAR H % ${String(i).padStart(5, '0')} ${'x'.repeat(170)}`;

describe('a Payola sheet', () => {
  it(`holds at most ${MAX_SHEET_LINES} lines and ${MAX_SHEET_CHARS} characters: past that, each line is refused with a sentence, and the phase still processes`, async () => {
    const g = await fullGame({ variant: 'payola' });
    const france = g.seats.FRANCE.secret;
    let kept = 0;
    let refused: any[] = [];
    // An attacker adds the longest lines he may, 200 a request, again and again.
    for (let round = 0; round < 20 && refused.length === 0; round++) {
      const lines = Array.from({ length: 200 }, (_, i) => padded(round * 200 + i));
      const answer = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: france, body: { lines, add: true } }), 200);
      kept += answer.answers.filter((a: any) => a.accepted).length;
      refused = answer.answers.filter((a: any) => !a.accepted);
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].error.code).toBe('sheet_full');
    expect(refused[0].error.message).toMatch(/FRANCE's offer sheet holds at most/);
    const sheet = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: france }), 200).game.payola.offers.FRANCE as string[];
    expect(sheet).toHaveLength(kept);
    expect(sheet.length).toBeLessThanOrEqual(MAX_SHEET_LINES);
    expect(sheet.join('').length).toBeLessThanOrEqual(MAX_SHEET_CHARS);
    // Short lines are refused past the count as well.
    const many = Array.from({ length: 200 }, () => '0 : A MAR H');
    const again = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: france, body: { lines: many, add: true } }), 200);
    expect(again.answers.some((a: any) => !a.accepted && a.error.code === 'sheet_full')).toBe(true);
    // A fresh sheet replaces it whole.
    const fresh = expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: france, body: { lines: ['5 : A PAR - BUR'] } }), 200);
    expect(fresh.answers).toEqual([expect.objectContaining({ accepted: true })]);
    expect(fresh.game.payola.offers.FRANCE).toEqual(['5 : A PAR - BUR']);
    // The phase processes, France's army moving as it paid.
    expectStatus(await processNow(g), 200);
    const history = expectStatus(await call('GET', `/api/games/${g.id}/history`, { secret: g.master }), 200);
    expect(history.phases[0].results).toContainEqual(expect.objectContaining({ power: 'FRANCE', order: 'A PAR - BUR', result: 'succeeds' }));
  }, 120_000);

  it('full of lines from every power still processes: the record fits', async () => {
    const g = await fullGame({ variant: 'payola' });
    const units: Record<string, string> = { AUSTRIA: 'A VIE', ENGLAND: 'F LON', FRANCE: 'A PAR', GERMANY: 'A BER', ITALY: 'A ROM', RUSSIA: 'A MOS', TURKEY: 'A CON' };
    for (const [power, unit] of Object.entries(units)) {
      const lines = Array.from({ length: 200 }, (_, i) => `1 : ${unit} H % ${String(i).padStart(5, '0')} ${'y'.repeat(170)}`);
      expectStatus(await call('PUT', `/api/games/${g.id}/orders`, { secret: g.seats[power as keyof typeof g.seats].secret, body: { lines, add: true } }), 200);
    }
    const game = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200).game;
    expect(game.phase).toBe('F1901M');
    expect(game.phases).toBe(1);
  }, 120_000);
});

describe('transfers within a phase', () => {
  it(`are at most ${MAX_TRANSFERS_PER_PHASE} from a power: two players passing silver to and fro are stopped with a sentence, and the phase processes`, async () => {
    const g = await fullGame({ variant: 'payola' });
    let last: { status: number; body: any } | undefined;
    for (let i = 0; i < MAX_TRANSFERS_PER_PHASE + 1; i++) {
      const there = await call('POST', `/api/games/${g.id}/transfers`, { secret: g.seats.FRANCE.secret, body: { to: 'GERMANY', amount: 1 } });
      last = await call('POST', `/api/games/${g.id}/transfers`, { secret: g.seats.GERMANY.secret, body: { to: 'FRANCE', amount: 1 } });
      if (there.status !== 201) {
        last = there;
        break;
      }
    }
    expect(last!.status, JSON.stringify(last!.body)).toBe(429);
    expect(last!.body.error.code).toBe('too_many_transfers');
    expect(last!.body.error.message).toMatch(new RegExp(`${MAX_TRANSFERS_PER_PHASE} transfers`));
    const game = expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200).game;
    expect(game.payola.transfers.filter((t: any) => t.from === 'FRANCE')).toHaveLength(MAX_TRANSFERS_PER_PHASE);
    expect(game.payola.funds).toMatchObject({ FRANCE: 48, GERMANY: 48 });
    expectStatus(await processNow(g), 200);
    // A new phase, a new count.
    expectStatus(await call('POST', `/api/games/${g.id}/transfers`, { secret: g.seats.FRANCE.secret, body: { to: 'GERMANY', amount: 1 } }), 201);
  }, 120_000);
});
