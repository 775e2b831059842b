import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { germanyBuildsTwice, master, must, player } from '../game/test-game.js';
import type { GameState, PhaseRecord } from '../game/types.js';
import { readMap } from '../map/read.js';
import { BUILD_HIDDEN, buildHidden, hideBuildsInRecord, hideNewUnits } from './builds.js';
import { resultsText } from '../text/results.js';
import { recordFor } from './history.js';
import { viewGame } from './view.js';

/**
 * HIDE_BUILDS (section 1.6 of the rule set): "Builds are not revealed until the next
 * movement turn gets processed. The results for the Winter turn will only declare how many
 * units were built, but not where or what type, by including BUILD HIDDEN lines … In blind
 * games, the player (and the master) will be able to see the units he built himself, but
 * not those of his opponents. Note that builds can also be hidden for individual home
 * centers by using the appropriate map syntax."
 */

/** Winter 1901: Germany owns its homes, Denmark and Holland, with three units away from home, and builds twice. */
function germanBuilds(rules: readonly string[]): GameState {
  let s = germanyBuildsTwice(rules);
  s = must(s, player('GERMANY'), { type: 'orders', power: 'GERMANY', lines: ['BUILD A BER', 'BUILD F KIE'] }).state;
  if (s.history.length === 0) s = must(s, master, { type: 'process' }).state;
  expect(s.position.phase).toBe('S1902M');
  return s;
}

const at = (s: GameState, viewer: Parameters<typeof viewGame>[1]) => viewGame(s, viewer).position.units.filter((u) => u.power === 'GERMANY').map((u) => u.at).sort();

describe('HIDE_BUILDS', () => {
  const s = germanBuilds(['HIDE_BUILDS']);
  const winter = s.history.at(-1)!;

  test('the winter results tell the others only how many units were built', () => {
    const france = recordFor(s, winter, player('FRANCE'));
    expect(france.results.filter((r) => r.power === 'GERMANY')).toEqual([
      { power: 'GERMANY', order: BUILD_HIDDEN, result: 'succeeds' },
      { power: 'GERMANY', order: BUILD_HIDDEN, result: 'succeeds' },
    ]);
    expect(france.orders.GERMANY).toEqual([BUILD_HIDDEN, BUILD_HIDDEN]);
    expect(recordFor(s, winter, null).orders.GERMANY).toEqual([BUILD_HIDDEN, BUILD_HIDDEN]);
    expect(viewGame(s, player('FRANCE')).lastPhase!.results.every((r) => r.power !== 'GERMANY' || r.order === BUILD_HIDDEN)).toBe(true);
    // The results mail says so, and nothing of where.
    const text = resultsText(s, france);
    expect(text).toContain('BUILD HIDDEN');
    expect(text).not.toMatch(/Berlin|Kiel|\bBER\b|\bKIE\b/);
  });

  test('the builder and the master see the builds', () => {
    expect(recordFor(s, winter, player('GERMANY')).orders.GERMANY).toEqual(['BUILD A BER', 'BUILD F KIE']);
    expect(recordFor(s, winter, master).results.filter((r) => r.power === 'GERMANY').map((r) => r.order)).toEqual(['BUILD A BER', 'BUILD F KIE']);
  });

  test('the new units are off the others\' board until the spring results', () => {
    expect(at(s, player('FRANCE'))).toEqual(['DEN', 'HOL', 'RUH']);
    expect(at(s, null)).toEqual(['DEN', 'HOL', 'RUH']);
    expect(at(s, player('GERMANY'))).toEqual(['BER', 'DEN', 'HOL', 'KIE', 'RUH']);
    expect(at(s, master)).toEqual(['BER', 'DEN', 'HOL', 'KIE', 'RUH']);
    // How many units each power has is no secret.
    expect(viewGame(s, player('FRANCE')).seats.find((x) => x.power === 'GERMANY')!.units).toBe(5);
    const spring = must(s, master, { type: 'process' }).state;
    expect(at(spring, player('FRANCE'))).toEqual(['BER', 'DEN', 'HOL', 'KIE', 'RUH']);
    expect(viewGame(spring, player('FRANCE')).lastPhase!.results).toContainEqual(expect.objectContaining({ power: 'GERMANY', order: 'A BER H' }));
  });

  test('without the rule the builds are everyone\'s to see', () => {
    const open = germanBuilds([]);
    expect(recordFor(open, open.history.at(-1)!, player('FRANCE')).orders.GERMANY).toEqual(['BUILD A BER', 'BUILD F KIE']);
    expect(at(open, player('FRANCE'))).toEqual(['BER', 'DEN', 'HOL', 'KIE', 'RUH']);
  });
});

const reference = fileURLToPath(new URL('../../../shared/reference/dpjudge/maps/', import.meta.url));

describe.skipIf(!existsSync(`${reference}zeus.map`))('hidden build sites (~) of the zeus map', () => {
  const read = readMap('zeus', (file) => (existsSync(join(reference, file)) ? readFileSync(join(reference, file), 'latin1') : undefined));
  if (!read.ok) throw new Error(read.error.message);
  const zeus = read.value;

  test('in Winter 1939 the USA\'s builds in New York and California are hidden, not in Hawaii; later winters hide nothing', () => {
    expect(buildHidden(zeus, [], 'W1939A', 'USA', 'NYO')).toBe(true);
    expect(buildHidden(zeus, [], 'W1939A', 'USA', 'CAL')).toBe(true);
    expect(buildHidden(zeus, [], 'W1939A', 'USA', 'HAW')).toBe(false);
    expect(buildHidden(zeus, [], 'W1940A', 'USA', 'NYO')).toBe(false);
  });

  const record: PhaseRecord = {
    position: { phase: 'W1939A', units: [], dislodged: [], standoffs: [], centers: {} },
    orders: { USA: ['BUILD F NYO', 'BUILD F HAW'] },
    results: [
      { power: 'USA', order: 'BUILD F NYO', result: 'succeeds' },
      { power: 'USA', order: 'BUILD F HAW', result: 'succeeds' },
    ],
    processedAt: 0,
  };

  test('a build on a ~ site is BUILD HIDDEN to the others, the rest shown, as HIDE_BUILDS hides every build', () => {
    const others = hideBuildsInRecord(zeus, [], record, () => false);
    expect(others.orders.USA).toEqual([BUILD_HIDDEN, 'BUILD F HAW']);
    expect(others.results.map((r) => r.order)).toEqual([BUILD_HIDDEN, 'BUILD F HAW']);
    expect(hideBuildsInRecord(zeus, [], record, (p) => p === 'USA')).toBe(record);
  });

  test('the unit built there is off the others\' board in Spring 1940', () => {
    const spring = { phase: 'S1940M', units: [{ power: 'USA', kind: 'F' as const, at: 'NYO' }, { power: 'USA', kind: 'F' as const, at: 'HAW' }], dislodged: [], standoffs: [], centers: {} };
    expect(hideNewUnits(zeus, [], spring, record, () => false).units).toEqual([{ power: 'USA', kind: 'F', at: 'HAW' }]);
    expect(hideNewUnits(zeus, [], spring, record, () => true).units).toHaveLength(2);
  });
});
