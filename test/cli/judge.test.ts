import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * The `judge adjudicate` command line as other tools use it: JSON Lines in, one answer
 * line for each line read, in order, bad lines answered with an error line.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function judge(input: string, args: string[] = ['adjudicate']): { lines: unknown[]; status: number | null; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'judge.ts'), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = run.stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown);
  return { lines, status: run.status, stderr: run.stderr };
}

const good = {
  id: '6.A.11',
  variant: 'standard',
  phase: 'S1901M',
  units: { AUSTRIA: ['A VIE'], ITALY: ['A VEN'] },
  orders: { AUSTRIA: ['A VIE - TYR'], ITALY: ['A VEN - TYR'] },
};

describe('judge adjudicate', () => {
  test('answers every line in order, bad lines with an error line, and goes on', () => {
    const input = [
      JSON.stringify(good),
      'this is not JSON',
      JSON.stringify({ id: 'no-units', phase: 'S1901M' }),
      JSON.stringify({ id: 'bad-unit', phase: 'S1901M', units: { ENGLAND: ['F XYZ'] } }),
      JSON.stringify({ id: 'bad-rule', phase: 'S1901M', units: { ENGLAND: ['F NTH'] }, rules: ['NO_SUCH_RULE'] }),
      JSON.stringify({ id: 'variant', variant: 'chaos', phase: 'S1901M', units: {} }),
      '[1, 2, 3]',
      '',
      JSON.stringify({ ...good, id: 'last' }),
    ].join('\n');
    const { lines, status } = judge(input + '\n');
    expect(status).toBe(0);
    expect(lines).toHaveLength(9);
    const [first, notJson, noUnits, badUnit, badRule, variant, array, empty, last] = lines as Record<string, any>[];
    expect(first!.id).toBe('6.A.11');
    expect(first!.results).toEqual([
      { power: 'AUSTRIA', order: 'A VIE - TYR', result: 'fails' },
      { power: 'ITALY', order: 'A VEN - TYR', result: 'fails' },
    ]);
    expect(first!.next).toMatchObject({ phase: 'F1901M', units: { AUSTRIA: ['A VIE'], ITALY: ['A VEN'] }, dislodged: {}, standoffs: ['TYR'] });
    expect(notJson!.error.code).toBe('bad_json');
    expect(noUnits).toMatchObject({ id: 'no-units', error: { code: 'bad_request' } });
    expect(noUnits!.error.message).toMatch(/units/);
    expect(badUnit).toMatchObject({ id: 'bad-unit', error: { code: 'bad_position' } });
    expect(badUnit!.error.message).toMatch(/XYZ/);
    expect(badRule).toMatchObject({ id: 'bad-rule', error: { code: 'unsupported_rule' } });
    expect(badRule!.error.message).toMatch(/NO_SUCH_RULE/);
    expect(variant).toMatchObject({ id: 'variant', error: { code: 'unsupported_variant' } });
    expect(array!.error.code).toBe('bad_request');
    expect(empty!.error.code).toBe('empty_line');
    expect(last!.id).toBe('last');
  });

  test('plays a retreat phase given directly, and reports the default disband', () => {
    const request = {
      id: 'retreat',
      phase: 'S1901R',
      units: { ITALY: ['A TRI', 'A VEN'], AUSTRIA: ['A VIE'] },
      dislodged: { AUSTRIA: [{ unit: 'F TRI', from: 'VEN' }, { unit: 'A BUD', from: 'GAL' }] },
      orders: { AUSTRIA: ['F TRI - ALB'] },
    };
    const { lines } = judge(JSON.stringify(request) + '\n');
    const answer = lines[0] as Record<string, any>;
    expect(answer.results).toEqual([
      { power: 'AUSTRIA', order: 'F TRI - ALB', result: 'succeeds' },
      { power: 'AUSTRIA', order: 'A BUD D', result: 'disbanded', reason: 'No retreat was ordered.', default: true },
    ]);
    expect(answer.next.phase).toBe('F1901M');
    expect(answer.next.units.AUSTRIA).toEqual(['A VIE', 'F ALB']);
  });

  test('plays the board rules it is given: BUILD_ANY, NO_RETREAT; Crystal Ball refuses them by name', () => {
    const winter = {
      id: 'build-any',
      phase: 'W1901A',
      units: { FRANCE: ['F BRE', 'A MAR', 'A PAR'] },
      centers: { FRANCE: ['BRE', 'MAR', 'PAR', 'SPA'] },
      orders: { FRANCE: ['BUILD A SPA'] },
      rules: ['BUILD_ANY'],
    };
    const spring = {
      id: 'no-retreat',
      phase: 'S1901M',
      units: { AUSTRIA: ['A TYR', 'A BOH'], GERMANY: ['A MUN'] },
      orders: { AUSTRIA: ['A TYR - MUN', 'A BOH S A TYR - MUN'] },
      rules: ['NO_RETREAT'],
    };
    const input = [winter, { ...winter, id: 'standard', rules: [] }, spring, { ...winter, id: 'crystal', variant: 'crystal_ball' }].map((r) => JSON.stringify(r)).join('\n');
    const [built, standard, noRetreat, crystal] = judge(input + '\n').lines as Record<string, any>[];
    expect(built!.results).toEqual([{ power: 'FRANCE', order: 'BUILD A SPA', result: 'succeeds' }]);
    expect(built!.next.units.FRANCE).toContain('A SPA');
    expect(standard!.results[0]).toMatchObject({ result: 'void', reason: 'Spain is not a home centre of FRANCE.' });
    expect(noRetreat!.next).toMatchObject({ phase: 'F1901M', units: { AUSTRIA: ['A MUN', 'A BOH'] }, dislodged: {} });
    expect(noRetreat!.results).toContainEqual({ power: 'GERMANY', order: 'A MUN D', result: 'disbanded', reason: 'Dislodged, and under NO_RETREAT no unit retreats.', default: true });
    expect(crystal).toMatchObject({ id: 'crystal', error: { code: 'unsupported_rule' } });
    expect(crystal!.error.message).toMatch(/BUILD_ANY/);
  });

  test('plays the movement options it is given: COASTAL_CRAWL, SIGNAL_SUPPORT; Crystal Ball refuses them by name', () => {
    const crawl = {
      id: 'crawl',
      phase: 'S1901M',
      units: { FRANCE: ['F SPA/SC'], ENGLAND: ['F POR'] },
      orders: { FRANCE: ['F SPA/SC - POR'], ENGLAND: ['F POR - SPA/NC'] },
      rules: ['COASTAL_CRAWL'],
    };
    const signal = { id: 'signal', phase: 'S1901M', units: { ENGLAND: ['A LVP', 'F NTH'] }, orders: { ENGLAND: ['A LVP S F NTH'] }, rules: ['SIGNAL_SUPPORT'] };
    const input = [crawl, { ...crawl, id: 'standard', rules: [] }, signal, { ...crawl, id: 'crystal', variant: 'crystal_ball' }].map((r) => JSON.stringify(r)).join('\n');
    const [crawled, standard, signalled, crystal] = judge(input + '\n').lines as Record<string, any>[];
    expect(crawled!.results.map((r: any) => r.result)).toEqual(['succeeds', 'succeeds']);
    expect(crawled!.next.units).toEqual({ FRANCE: ['F POR'], ENGLAND: ['F SPA/NC'] });
    expect(standard!.results.map((r: any) => r.result)).toEqual(['fails', 'fails']);
    expect(signalled!.results[0]).toMatchObject({ result: 'void', reason: expect.stringMatching(/signal/i) });
    expect(crystal).toMatchObject({ id: 'crystal', error: { code: 'unsupported_rule' } });
    expect(crystal!.error.message).toMatch(/COASTAL_CRAWL/);
  });

  test('"homes" gives the home centres the game has made: builds follow them, the answer gives them back; a bad place is an error line', () => {
    const winter = {
      id: 'homes',
      phase: 'W1901A',
      units: { FRANCE: ['F BRE', 'A MAR', 'A PAR'] },
      centers: { FRANCE: ['BRE', 'MAR', 'PAR', 'SPA', 'BEL'] },
      homes: { FRANCE: ['BRE', 'MAR', 'PAR', 'SPA'] },
      orders: { FRANCE: ['BUILD A SPA', 'BUILD A BEL'] },
    };
    const input = [winter, { ...winter, id: 'bad', homes: { FRANCE: ['XYZ'] } }, { ...winter, id: 'none', homes: undefined }].map((r) => JSON.stringify(r)).join('\n');
    const [given, bad, none] = judge(input + '\n').lines as Record<string, any>[];
    expect(given!.results).toEqual([
      { power: 'FRANCE', order: 'BUILD A SPA', result: 'succeeds' },
      { power: 'FRANCE', order: 'BUILD A BEL', result: 'void', reason: 'Belgium is not a home centre of FRANCE.' },
    ]);
    expect(given!.next.homes).toEqual({ FRANCE: ['BRE', 'MAR', 'PAR', 'SPA'] });
    expect(bad).toMatchObject({ id: 'bad', error: { code: 'bad_position' } });
    expect(bad!.error.message).toMatch(/^homes\.FRANCE: /);
    // Without homes the map's hold, and the answer has none.
    expect(none!.results[0]).toMatchObject({ result: 'void', reason: 'Spain is not a home centre of FRANCE.' });
    expect('homes' in none!.next).toBe(false);
  });

  test('refuses an unknown command with a usage line and exit status 2', () => {
    const { status, stderr, lines } = judge('', ['frobnicate']);
    expect(status).toBe(2);
    expect(lines).toHaveLength(0);
    expect(stderr).toMatch(/usage: judge adjudicate/);
  });
});

describe('judge adjudicate on any map', () => {
  test('"map" names the board: Pure plays on its own places, and refuses those of another board', () => {
    const pure = {
      id: 'pure',
      map: 'pure',
      phase: 'S1901M',
      units: { AUSTRIA: ['A VIE'], GERMANY: ['A BER'], RUSSIA: ['A MOS'] },
      // Every capital borders every other: Moscow supports Vienna into Berlin from afar.
      orders: { AUSTRIA: ['A VIE - BER'], RUSSIA: ['A MOS S A VIE - BER'], GERMANY: ['A BER H'] },
    };
    const input = [
      JSON.stringify(pure),
      JSON.stringify({ id: 'not-on-pure', map: 'pure', phase: 'S1901M', units: { AUSTRIA: ['A MUN'] } }),
      JSON.stringify({ id: 'no-such-map', map: 'nowhere', phase: 'S1901M', units: {} }),
      JSON.stringify({ ...pure, id: 'standard-board', map: undefined }),
    ].join('\n');
    const { lines, status } = judge(input + '\n');
    expect(status).toBe(0);
    const [played, notOn, noMap, standard] = lines as Record<string, any>[];
    expect(played!.results).toContainEqual({ power: 'AUSTRIA', order: 'A VIE - BER', result: 'succeeds' });
    expect(played!.next).toMatchObject({ phase: 'S1901R', dislodged: { GERMANY: [expect.objectContaining({ unit: 'A BER' })] } });
    expect(notOn).toMatchObject({ id: 'not-on-pure', error: { code: 'bad_position' } });
    expect(noMap).toMatchObject({ id: 'no-such-map', error: { code: 'unknown_map' } });
    expect(noMap!.error.message).toContain('nowhere');
    // The same request without "map" is on the standard board, where Vienna is far from Berlin.
    expect(standard!.results).toContainEqual(expect.objectContaining({ power: 'AUSTRIA', order: 'A VIE - BER', result: 'void' }));
  });
});
