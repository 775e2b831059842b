import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { answerJsonLine } from '../../shared/adjudicate/request.js';
import { standardMap } from '../../shared/map/standard.js';
import { adjudicateResponse } from '../../shared/schemas/adjudicate.js';

/**
 * `judge adjudicate` in Crystal Ball mode (DESIGN.md, "The judge command line"): each
 * power's `orders` is its list in the order written, `results` follow the lists with the
 * default HOLDs last, each carrying its `annotation`.
 */

const maps = (variant: string) => (variant === 'standard' ? standardMap() : undefined);
const answer = (request: object): Record<string, any> => {
  const line = answerJsonLine(JSON.stringify(request), maps);
  // Every answer is of the documented shape.
  expect(adjudicateResponse.safeParse(JSON.parse(line)).success).toBe(true);
  return JSON.parse(line) as Record<string, any>;
};

/** The rule text's proxy example: the English army in Burgundy, proxied to France. */
const proxied = {
  id: 'proxy',
  variant: 'crystal_ball',
  phase: 'F1902M',
  units: { ENGLAND: ['A BUR', 'A RUH'], FRANCE: ['A PAR'], GERMANY: ['A MUN'] },
  orders: { ENGLAND: ['A RUH S A BUR - MUN', 'A BUR P FRANCE'], FRANCE: ['A BUR - MUN', 'A PAR - BUR', 'F BRE - MAO'] },
};

describe('judge adjudicate, crystal_ball', () => {
  test('annotates every line of every list, and the default HOLDs come last', () => {
    const out = answer(proxied);
    expect(out.id).toBe('proxy');
    expect(out.results).toEqual([
      { power: 'ENGLAND', order: 'A RUH S A BUR - MUN', result: 'succeeds', annotation: 'ordered' },
      { power: 'ENGLAND', order: 'A BUR P FRANCE', result: 'succeeds', annotation: 'proxied' },
      { power: 'FRANCE', order: 'A BUR - MUN', result: 'succeeds', annotation: 'byProxy' },
      { power: 'FRANCE', order: 'A PAR - BUR', result: 'succeeds', annotation: 'ordered' },
      { power: 'FRANCE', order: 'F BRE - MAO', result: 'ignored', annotation: 'no unit', reason: 'There is no fleet in Brest.' },
      { power: 'GERMANY', order: 'A MUN H', result: 'dislodged', default: true, annotation: 'default' },
    ]);
    expect(out.next).toEqual({
      phase: 'F1902R',
      units: { ENGLAND: ['A MUN', 'A RUH'], FRANCE: ['A BUR'] },
      dislodged: { GERMANY: [{ unit: 'A MUN', from: 'BUR' }] },
      standoffs: [],
      centers: expect.objectContaining({ ENGLAND: ['EDI', 'LON', 'LVP'] }),
    });
  });

  test('PROXY is the long form of P', () => {
    const out = answer({ ...proxied, orders: { ...proxied.orders, ENGLAND: ['A RUH S A BUR - MUN', 'A BUR PROXY FRANCE'] } });
    expect(out.results[1]).toEqual({ power: 'ENGLAND', order: 'A BUR PROXY FRANCE', result: 'succeeds', annotation: 'proxied' });
  });

  test('the original rules: contradicted orders, the unit holds', () => {
    const out = answer({
      id: 'contradicted',
      variant: 'crystal_ball',
      crystalBall: 'original',
      phase: 'S1902M',
      units: { ENGLAND: ['F LON', 'A WAL'], FRANCE: ['F ENG', 'F NTH'] },
      orders: { ENGLAND: ['F LON - NTH', 'F LON - ENG', 'A WAL S F LON'], FRANCE: ['F ENG - LON', 'F NTH S F ENG - LON'] },
    });
    expect(out.results.map((r: Record<string, string>) => [r.order, r.annotation, r.result])).toEqual([
      ['F LON - NTH', 'contradicted', 'void'],
      ['F LON - ENG', 'contradicted', 'void'],
      ['A WAL S F LON', 'ordered', 'succeeds'],
      ['F ENG - LON', 'ordered', 'fails'],
      ['F NTH S F ENG - LON', 'ordered', 'succeeds'],
    ]);
    expect(out.next.units.ENGLAND).toEqual(['F LON', 'A WAL']);
  });

  test('the original rules: a retreat phase from the standing retreat lists', () => {
    const out = answer({
      variant: 'crystal_ball',
      crystalBall: 'original',
      phase: 'F1902R',
      units: { ITALY: ['A TRI', 'A BUL'] },
      dislodged: { AUSTRIA: [{ unit: 'F TRI', from: 'VEN' }], TURKEY: [{ unit: 'A SER', from: 'BUL' }] },
      orders: { AUSTRIA: ['F TRI - ALB'], TURKEY: ['SER - ALB'] },
    });
    expect(out.results).toEqual([
      { power: 'AUSTRIA', order: 'F TRI - ALB', result: 'disbanded', annotation: 'disbands due to conflict', reason: 'Another unit retreated to the same place.' },
      { power: 'TURKEY', order: 'SER - ALB', result: 'disbanded', annotation: 'disbands due to conflict', reason: 'Another unit retreated to the same place.' },
    ]);
    expect(out.next.phase).toBe('W1902A');
  });

  test('the original rules: build and remove lines in one adjustment phase', () => {
    const out = answer({
      variant: 'crystal_ball',
      crystalBall: 'original',
      phase: 'W1902A',
      units: { FRANCE: ['F MAO', 'A BUR', 'A MAR'], ENGLAND: ['F NTH', 'A YOR', 'F LON'] },
      centers: { FRANCE: ['BRE', 'MAR', 'PAR', 'SPA', 'POR'], ENGLAND: ['EDI', 'LON'] },
      orders: { FRANCE: ['F BRE B', 'A MAR B', 'A PAR B'], ENGLAND: ['A LVP D', 'F NTH D', 'A YOR D'] },
    });
    expect(out.results.map((r: Record<string, string>) => `${r.power} [${r.annotation}] ${r.order}: ${r.result}`)).toEqual([
      'FRANCE [ordered] F BRE B: succeeds',
      'FRANCE [void] A MAR B: void',
      'FRANCE [ordered] A PAR B: succeeds',
      'ENGLAND [invalid] A LVP D: void',
      'ENGLAND [ordered] F NTH D: succeeds',
      'ENGLAND [unnecessary] A YOR D: ignored',
    ]);
    expect(out.next.phase).toBe('S1903M');
    expect(out.next.units.FRANCE).toEqual(['F MAO', 'A BUR', 'A MAR', 'F BRE', 'A PAR']);
  });

  test('the revised rules: retreats and adjustments are ordered as they occur, by the standard adjudicator', () => {
    const out = answer({
      variant: 'crystal_ball',
      phase: 'S1901R',
      units: { ITALY: ['A TRI', 'A VEN'], AUSTRIA: ['A VIE'] },
      dislodged: { AUSTRIA: [{ unit: 'F TRI', from: 'VEN' }] },
      orders: { AUSTRIA: ['F TRI - ALB'] },
    });
    expect(out.results).toEqual([{ power: 'AUSTRIA', order: 'F TRI - ALB', result: 'succeeds' }]);
  });

  test.each<[string, object, string, RegExp]>([
    ['a list line without the kind of unit', { orders: { FRANCE: ['A BUR - MUN', 'PAR - BUR'] } }, 'no_unit_kind', /^FRANCE, line 2 \("PAR - BUR"\): /],
    ['a line the grammar cannot read', { orders: { FRANCE: ['A BUR - XYZ'] } }, 'bad_order', /XYZ/],
    ['a proxy under NO_PROXY', { rules: ['NO_PROXY'], orders: { ENGLAND: ['A BUR P FRANCE'] } }, 'proxy_not_allowed', /ENGLAND, line 1/],
    ['a proxy under the original rules', { crystalBall: 'original', orders: { ENGLAND: ['A BUR P FRANCE'] } }, 'proxy_not_allowed', /no proxy/],
    ['a proxy to oneself', { orders: { ENGLAND: ['A BUR P ENGLAND'] } }, 'proxy_to_self', /itself/],
    ['a list for no power of the map', { orders: { SPAIN: ['A MAD H'] } }, 'unknown_power', /SPAIN/],
    ['a rule not built yet', { rules: ['BLIND'] }, 'unsupported_rule', /BLIND/],
    ['a rule of another variant', { rules: ['ZEROSUM'] }, 'unsupported_rule', /ZEROSUM/],
    ['rules of the original edition for a standard game', { variant: 'standard', crystalBall: 'original' }, 'bad_request', /crystalBall/],
  ])('refuses %s with an error line', (_, change, code, message) => {
    const out = answer({ ...proxied, ...change });
    expect(out).toMatchObject({ id: 'proxy', error: { code } });
    expect(out.error.message).toMatch(message);
  });

  test('a standard game still refuses PROXY_OK: only Crystal Ball lists carry proxies', () => {
    const out = answer({ id: 's', phase: 'S1901M', units: { ENGLAND: ['A LVP'] }, rules: ['PROXY_OK'] });
    expect(out).toMatchObject({ id: 's', error: { code: 'unsupported_rule' } });
    expect(out.error.message).toMatch(/PROXY_OK/);
  });
});

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('judge adjudicate, crystal_ball, as a process', () => {
  test('answers Crystal Ball, standard and bad lines in order', () => {
    const input = [
      JSON.stringify(proxied),
      JSON.stringify({ ...proxied, id: 'bad', orders: { FRANCE: ['BUR - MUN'] } }),
      JSON.stringify({ id: 'standard', phase: 'S1901M', units: { AUSTRIA: ['A VIE'], ITALY: ['A VEN'] }, orders: { AUSTRIA: ['A VIE - TYR'], ITALY: ['A VEN - TYR'] } }),
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'judge.ts'), 'adjudicate'], { cwd: root, input: input + '\n', encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, any>);
    expect(lines.map((l) => l.id)).toEqual(['proxy', 'bad', 'standard']);
    expect(lines[0]!.results.map((r: Record<string, string>) => r.annotation)).toEqual(['ordered', 'proxied', 'byProxy', 'ordered', 'no unit', 'default']);
    expect(lines[1]!.error.code).toBe('no_unit_kind');
    expect(lines[2]!.results.every((r: Record<string, unknown>) => !('annotation' in r))).toBe(true);
  });
});
