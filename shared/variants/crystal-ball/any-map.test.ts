/**
 * Crystal Ball is a variant of the rules, not of a board: the pipeline takes whatever map
 * it is given. Here a board of five provinces and a sea, read from DPjudge map text
 * like any other, is played a year with lists two phases ahead, a proxy and a build.
 */
import { describe, expect, test } from 'vitest';
import { startingPosition } from '../../adjudicate/position.js';
import { readMap } from '../../map/read.js';
import type { GameMap } from '../../map/types.js';
import type { Result } from '../../result.js';
import type { ListReport } from './annotations.js';
import { enterOrders, lockFirst, openPipeline, processBoard, processFront, submitList, type Pipeline } from './pipeline.js';
import { crystalBallRules } from './rules.js';

const TRIANGLE = `# three powers round an unowned centre
Anvil  = aaa
Bay    = bbb
Crag   = ccc
Dale   = ddd
Eyrie  = eee
Sea    = sea

LAND  AAA ABUTS BBB CCC DDD EEE
LAND  EEE ABUTS AAA
COAST BBB ABUTS AAA DDD SEA
LAND  CCC ABUTS AAA DDD
LAND  DDD ABUTS AAA BBB CCC
WATER SEA ABUTS BBB

NORTH (NORTHERN:N) AAA EEE
A AAA
SOUTH (SOUTHERN:S) BBB
F BBB
WEST (WESTERN:W) CCC
A CCC
UNOWNED DDD
`;

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const map: GameMap = must(readMap('triangle', (file) => (file === 'triangle.map' ? TRIANGLE : undefined)));
const rules = must(crystalBallRules([], 'revised'));

const write = (state: Pipeline, phase: string, lists: Readonly<Record<string, readonly string[]>>): Pipeline =>
  Object.entries(lists).reduce((s, [power, lines]) => must(submitList(map, s, power, phase, lines)), state);

describe('Crystal Ball on a board of its own', () => {
  test('counts orders by the largest power\'s centres on this board (North has two), the third line ignored', () => {
    let pipe = openPipeline(map, startingPosition(map), rules);
    pipe = write(pipe, 'S1901M', { NORTH: ['A AAA - DDD', 'A EEE H'], SOUTH: ['F BBB - SEA', 'F SEA - BBB', 'A AAA H'], WEST: ['A CCC H'] });
    pipe = write(must(lockFirst(map, pipe)), 'F1901M', { NORTH: [], SOUTH: [], WEST: [] });
    const spring = must(processFront(map, pipe));
    const south = (spring.record.results as readonly ListReport[]).filter((r) => r.power === 'SOUTH').map((r) => r.annotation);
    expect(spring.record).toMatchObject({ kind: 'movement', limits: { orders: 2, proxies: 1 } });
    expect(south).toEqual(['ordered', 'no unit', 'ignored']);
  });

  test('a year of lists: the first lock, a proxy used, the Fall written blind, a build', () => {
    let pipe = openPipeline(map, startingPosition(map), rules);
    expect(pipe.pipe.map((p) => p.phase)).toEqual(['S1901M']);
    // West hands its army to North, which uses it to support itself into the Dale.
    pipe = write(pipe, 'S1901M', { NORTH: ['A AAA - DDD', 'A CCC S A AAA - DDD'], SOUTH: ['F BBB - SEA'], WEST: ['A CCC P NORTH'] });
    pipe = must(lockFirst(map, pipe));
    expect(pipe.pipe.map((p) => [p.phase, p.locked])).toEqual([['S1901M', true], ['F1901M', false]]);
    // The Fall, written before the Spring is known: West takes the Anvil it hopes is empty.
    pipe = write(pipe, 'F1901M', { NORTH: ['A DDD H'], SOUTH: ['F SEA - BBB'], WEST: ['A CCC - AAA'] });
    const spring = must(processFront(map, pipe));
    const annotated = (spring.record.results as readonly ListReport[]).map((r) => [r.power, r.order, r.annotation, r.result]);
    expect(annotated).toEqual([
      ['NORTH', 'A AAA - DDD', 'ordered', 'succeeds'],
      ['NORTH', 'A CCC S A AAA - DDD', 'byProxy', 'succeeds'],
      ['SOUTH', 'F BBB - SEA', 'ordered', 'succeeds'],
      ['WEST', 'A CCC P NORTH', 'proxied', 'succeeds'],
    ]);
    pipe = spring.state;
    expect(pipe.position.phase).toBe('F1901M');
    pipe = write(pipe, 'S1902M', { NORTH: ['A DDD H'], SOUTH: ['F BBB H'], WEST: ['A AAA H', 'A CCC H'] });
    const fall = must(processFront(map, pipe));
    pipe = fall.state;
    // The Dale is North's, the Anvil West's: each has a centre more than units, and builds.
    expect(pipe.position.phase).toBe('W1901A');
    expect(pipe.position.centers).toMatchObject({ NORTH: expect.arrayContaining(['DDD', 'EEE']), WEST: expect.arrayContaining(['AAA', 'CCC']) });
    pipe = must(enterOrders(map, pipe, 'WEST', 'W1901A', ['BUILD A CCC']));
    pipe = must(enterOrders(map, pipe, 'NORTH', 'W1901A', ['BUILD A EEE']));
    const winter = must(processBoard(map, pipe));
    expect(winter.state.position.phase).toBe('S1902M');
    expect(winter.state.position.units.filter((u) => u.power === 'WEST').map((u) => u.at).sort()).toEqual(['AAA', 'CCC']);
    expect(winter.state.position.units.filter((u) => u.power === 'NORTH').map((u) => u.at).sort()).toEqual(['DDD', 'EEE']);
    expect(winter.state.pipe.map((p) => [p.phase, p.locked])).toEqual([['S1902M', true], ['F1902M', false]]);
  });
});
