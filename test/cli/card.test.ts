import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { answerJsonLine } from '../../shared/adjudicate/request.js';
import { standardMap } from '../../shared/map/standard.js';
import { adjudicateResponse } from '../../shared/schemas/adjudicate.js';

/**
 * `judge adjudicate` in Card mode (DESIGN.md, "Card Diplomacy"): a movement turn's orders in
 * `sequence`, in the order the cards put them; out, a step for each with its result, the unit
 * it dislodged and the units standing after it, then `next`.
 */

const maps = (name: string) => (name === 'standard' ? standardMap() : undefined);
const answer = (request: object): Record<string, any> => {
  const line = answerJsonLine(JSON.stringify(request), maps);
  const parsed = adjudicateResponse.safeParse(JSON.parse(line));
  expect(parsed.success, line).toBe(true);
  return JSON.parse(line) as Record<string, any>;
};

const seed = {
  id: 'seed',
  variant: 'card',
  phase: 'S1901M',
  units: { GERMANY: ['A MUN'], FRANCE: ['A PAR', 'A MAR'], ENGLAND: ['F NTH', 'F ENG'] },
  sequence: [
    { power: 'GERMANY', order: 'A MUN - BUR' },
    { power: 'FRANCE', order: 'A PAR S A MAR - BUR' },
    { power: 'FRANCE', order: 'A MAR - BUR' },
    { power: 'GERMANY', order: 'A BUR - BEL' },
    { power: 'ENGLAND', order: 'F ENG S F NTH - BEL' },
    { power: 'ENGLAND', order: 'F NTH - BEL' },
  ],
};

describe('judge adjudicate, card', () => {
  test('the seed example, step by step: Munich dislodged in Burgundy, retreating to Belgium, dislodged there again', () => {
    const out = answer(seed);
    expect(out.id).toBe('seed');
    expect(out.steps.map((s: Record<string, string>) => `${s.power} ${s.order}: ${s.result}`)).toEqual([
      'GERMANY A MUN - BUR: succeeds',
      'FRANCE A PAR S A MAR - BUR: succeeds',
      'FRANCE A MAR - BUR: succeeds',
      'GERMANY A BUR - BEL: succeeds',
      'ENGLAND F ENG S F NTH - BEL: succeeds',
      'ENGLAND F NTH - BEL: succeeds',
    ]);
    expect(out.steps[0].units).toEqual({ GERMANY: ['A BUR'], FRANCE: ['A PAR', 'A MAR'], ENGLAND: ['F NTH', 'F ENG'] });
    expect(out.steps[2].dislodged).toEqual({ unit: 'A BUR', power: 'GERMANY', from: 'MAR' });
    expect(out.steps[2].waiting).toEqual({ GERMANY: [{ unit: 'A BUR', from: 'MAR' }] });
    expect(out.steps[3].waiting).toBeUndefined();
    expect(out.steps[5].dislodged).toEqual({ unit: 'A BEL', power: 'GERMANY', from: 'NTH' });
    // Never retreated again: disbanded at the end of the turn.
    expect(out.disbanded).toEqual([{ unit: 'A BEL', power: 'GERMANY' }]);
    expect(out.next).toMatchObject({ phase: 'F1901M', units: { FRANCE: ['A PAR', 'A BUR'], ENGLAND: ['F BEL', 'F ENG'] }, dislodged: {} });
  });

  test('an order that cannot be carried out is void with the reason, and the turn goes on', () => {
    const out = answer({ ...seed, sequence: [{ power: 'FRANCE', order: 'A PAR - MUN' }, { power: 'FRANCE', order: 'A PAR - BUR' }] });
    expect(out.steps[0]).toMatchObject({ result: 'void', reason: expect.stringMatching(/Munich/) });
    expect(out.steps[1]).toMatchObject({ result: 'succeeds' });
  });

  test('winter adjustments of a Card game are ordered as in the standard game', () => {
    const out = answer({ variant: 'card', phase: 'W1901A', units: { FRANCE: ['A PAR'] }, centers: { FRANCE: ['PAR', 'BRE'] }, orders: { FRANCE: ['BUILD F BRE'] } });
    expect(out.results[0]).toMatchObject({ order: 'BUILD F BRE', result: 'succeeds' });
  });

  test.each([
    ['orders in a movement turn', { orders: { FRANCE: ['A PAR H'] } }, 'bad_request', /in sequence/],
    ['a sequence in a standard request', { variant: 'standard' }, 'bad_request', /sequence: it belongs to a card request/],
    ['a sequence in an adjustment phase', { phase: 'W1901A' }, 'bad_request', /not a movement turn/],
    ['a power not on the map', { sequence: [{ power: 'NARNIA', order: 'A PAR H' }] }, 'unknown_power', /NARNIA/],
    ['a rule', { rules: ['COASTAL_CRAWL'] }, 'unsupported_rule', /Card Diplomacy/],
    ['a step without its order', { sequence: [{ power: 'FRANCE' }] }, 'bad_request', /sequence/],
  ])('%s is refused with a sentence', (_, change, code, message) => {
    const out = answer({ ...seed, id: 'bad', ...change });
    expect(out).toMatchObject({ id: 'bad', error: { code } });
    expect(out.error.message).toMatch(message);
  });
});

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('judge adjudicate answers a Card line as a process', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'judge.ts'), 'adjudicate'], { cwd: root, input: JSON.stringify(seed) + '\n', encoding: 'utf8', timeout: 60_000 });
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout)).toMatchObject({ id: 'seed', steps: expect.any(Array), disbanded: [{ unit: 'A BEL', power: 'GERMANY' }] });
});
