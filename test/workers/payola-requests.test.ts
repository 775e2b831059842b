import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, expectStatus, fullGame, useTestClock, type TestGame } from './support/api';

/*
 * Payola's own routes (PUT …/accept, POST …/transfers) at the door: what any game refuses
 * before the room is asked (a body that is no list, no amount), and a standard or Crystal
 * Ball game refusing them whole. The game is left exactly as it was.
 */

let standard: TestGame;
let crystal: TestGame;

beforeAll(async () => {
  useTestClock();
  standard = await fullGame();
  crystal = await fullGame({ variant: 'crystal_ball' });
});
afterAll(() => vi.useRealTimers());

const master = async (g: TestGame) => expectStatus(await call('GET', `/api/games/${g.id}`, { secret: g.master }), 200).game;

async function refused(answer: { status: number; body: any }, status: number, code: string, sentence?: string | RegExp): Promise<string> {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(answer.status).toBe(status);
  if (sentence !== undefined) expect(answer.body.error.message).toMatch(sentence);
  return answer.body.error.message as string;
}

describe('a transfer or an acceptance list in a game that is not Payola', () => {
  it.each([
    ['standard', () => standard],
    ['crystal_ball', () => crystal],
  ] as const)('is refused in a %s game (400 wrong_variant), and nothing changes', async (variant, game) => {
    const g = game();
    const before = await master(g);
    const send = await call('POST', `/api/games/${g.id}/transfers`, { secret: g.seats.FRANCE.secret, body: { to: 'GERMANY', amount: 10 } });
    await refused(send, 400, 'wrong_variant', new RegExp(`${variant} game: transfers belong to Payola`));
    const list = await call('PUT', `/api/games/${g.id}/accept`, { secret: g.seats.FRANCE.secret, body: { list: 'FGE?' } });
    await refused(list, 400, 'wrong_variant', /acceptance lists belong to Payola/);
    // The master names the power, and is refused the same.
    const byMaster = await call('POST', `/api/games/${g.id}/transfers`, { secret: g.master, body: { power: 'FRANCE', to: 'GERMANY', amount: 10 } });
    await refused(byMaster, 400, 'wrong_variant');
    expect(await master(g)).toEqual(before);
  });

  it('from the master without a power asks which power (400 power_required)', async () => {
    await refused(await call('PUT', `/api/games/${standard.id}/accept`, { secret: standard.master, body: { list: 'F?' } }), 400, 'power_required', /field "power"/);
  });
});

describe('a transfer body', () => {
  it.each([
    ['a negative amount', { to: 'GERMANY', amount: -5 }, /from 1 to 1,000,000: nothing, or less, cannot be sent/],
    ['nothing', { to: 'GERMANY', amount: 0 }, /from 1 to 1,000,000: nothing, or less, cannot be sent/],
    ['a fractional amount', { to: 'GERMANY', amount: 2.5 }, /from 1 to 1,000,000: no fractions/],
    ['a huge amount', { to: 'GERMANY', amount: 1e12 }, /from 1 to 1,000,000: no more in one transfer/],
    ['an amount in words', { to: 'GERMANY', amount: 'ten' }, /whole number of silver pieces/],
    ['an amount as text', { to: 'GERMANY', amount: '10' }, /whole number of silver pieces/],
    ['no amount', { to: 'GERMANY' }, /whole number of silver pieces/],
    ['no recipient', { amount: 10 }, /\(at to\)/],
    ['a recipient that is no power name', { to: 'G3RMANY', amount: 10 }, /named by letters only/],
    ['a field it does not know', { to: 'GERMANY', amount: 10, from: 'FRANCE' }, /from/],
  ])('with %s is refused with its sentence (400 invalid_request), and nothing changes', async (_what, body, sentence) => {
    const before = await master(standard);
    await refused(await call('POST', `/api/games/${standard.id}/transfers`, { secret: standard.seats.FRANCE.secret, body }), 400, 'invalid_request', sentence);
    expect(await master(standard)).toEqual(before);
  });
});

describe('an acceptance list body', () => {
  it.each([
    ['nothing', { list: '' }, /at least one power/],
    ['spaces only', { list: '   ' }, /at least one power/],
    ['punctuation', { list: 'F,G,E' }, /initials and \?, nothing else/],
    ['a list longer than any board', { list: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.repeat(2) }, /at most 60 characters/],
    ['a list that is no string', { list: 7 }, /\(at list\)/],
  ])('with %s is refused with its sentence (400 invalid_request), and nothing changes', async (_what, body, sentence) => {
    const before = await master(standard);
    await refused(await call('PUT', `/api/games/${standard.id}/accept`, { secret: standard.seats.FRANCE.secret, body }), 400, 'invalid_request', sentence);
    expect(await master(standard)).toEqual(before);
  });
});
