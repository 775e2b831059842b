import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { dirLoader } from '../../cli/map-files.js';
import { mapFacts } from '../../test/support/map-facts.js';
import { withNamesOf } from '../../scripts/board-names.js';
import { randomOrders, rng } from '../../test/support/random-game.js';
import { adjudicatePhase } from '../adjudicate/phase.js';
import { checkPosition, startingPosition } from '../adjudicate/position.js';
import type { Position } from '../adjudicate/types.js';
import { builtRules } from '../rules/built.js';
import { isRuleName } from '../rules/index.js';
import { parsePhase } from './phase.js';
import { readMap } from './read.js';
import type { GameMap } from './types.js';

/**
 * The variant boards the judge ships, written by us (scripts/write-board.ts) from the facts of
 * the DPjudge's boards: each reads alone from maps/<name>/, with the DPjudge's own counts (the
 * table of dpjudge-files.test.ts), is the very board of the DPjudge's file when that file is
 * present (../shared/reference/dpjudge; skipped when absent), and plays a game-year.
 */

const maps = fileURLToPath(new URL('../../maps/', import.meta.url));
const reference = fileURLToPath(new URL('../../../shared/reference/dpjudge/maps/', import.meta.url));
const haveReference = existsSync(`${reference}standard.map`);

/**
 * Each board with the counts DPjudge gives its file. `namesOf`: a board drawn on the standard
 * board, written with `--names-from maps/standard/standard.map`, so that the places it shares
 * with our standard board have the names players use there (the DPjudge's aliases differ a little).
 */
const SHIPPED = [
  { name: 'ancmed', powers: 5, centres: 34, units: 15 },
  { name: 'youngstown', powers: 10, centres: 72, units: 39 },
  { name: 'modern', powers: 10, centres: 64, units: 38 },
  { name: 'chaos', powers: 34, centres: 34, units: 0, namesOf: 'standard' },
  { name: '1898', powers: 7, centres: 34, units: 0, namesOf: 'standard' },
  { name: 'hundred', powers: 3, centres: 17, units: 14 },
  { name: 'fleetrome', powers: 7, centres: 34, units: 22, namesOf: 'standard' },
  { name: 'milan', powers: 7, centres: 34, units: 22, namesOf: 'standard' },
  { name: 'fiveman', powers: 5, centres: 27, units: 15, namesOf: 'standard' },
] as const satisfies readonly { name: string; powers: number; centres: number; units: number; namesOf?: string }[];

/** The board as the judge reads it: its own file and nothing else. */
function shipped(name: string): GameMap {
  const text = readFileSync(`${maps}${name}/${name}.map`, 'utf8');
  const read = readMap(name, (file) => (file === `${name}.map` ? text : undefined));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

/** The rules the board's RULE lines bring that the adjudicator plays (the others are the game's). */
const adjudicatorRules = (map: GameMap): string[] => map.rules.filter((r) => isRuleName(r) && builtRules('standard').has(r));

/**
 * Plays the board from its first phase through one game-year: phase after phase, with seeded
 * orders of every kind (test/support/random-game.ts), until the first movement phase after an
 * adjustment phase that followed a movement phase. Gives the phases played and the position reached.
 */
function playYear(map: GameMap, seed: number): { played: string[]; position: Position; moved: number } {
  const rules = adjudicatorRules(map);
  const random = rng(seed);
  let position = startingPosition(map);
  const played: string[] = [];
  let moved = 0;
  let sawMovement = false;
  let sawAdjustment = false;
  for (let i = 0; i < 12; i++) {
    const phase = parsePhase(position.phase);
    if (!phase.ok) throw new Error(phase.error.message);
    if (phase.value.type === 'M' && sawAdjustment) break;
    if (phase.value.type === 'M') sawMovement = true;
    if (phase.value.type === 'A' && sawMovement) sawAdjustment = true;
    const outcome = adjudicatePhase({ map, position, orders: randomOrders(map, position, random), rules });
    if (!outcome.ok) throw new Error(`${position.phase}: ${outcome.error.message}`);
    if (phase.value.type === 'M') moved += outcome.value.results.filter((r) => r.result === 'succeeds' && /\s-\s/.test(r.order)).length;
    played.push(position.phase);
    position = outcome.value.next;
  }
  return { played, position, moved };
}

describe('the shipped variant boards', () => {
  test.each(SHIPPED)('$name reads alone, with the DPjudge\'s counts, a title and a credit', ({ name, powers, centres, units }) => {
    const map = shipped(name);
    const count = [...map.powers.values()].reduce((n, p) => n + p.units.length, 0);
    expect({ powers: map.powers.size, centres: map.supplyCenters.size, units: count }).toEqual({ powers, centres, units });
    const info = JSON.parse(readFileSync(`${maps}${name}/board.json`, 'utf8')) as Record<string, string>;
    expect(Object.keys(info).sort()).toEqual(['about', 'credit', 'title']);
    // The file names the board and its credit at its head.
    expect(readFileSync(`${maps}${name}/${name}.map`, 'utf8').split('\n')[0]).toContain(info['title']);
  });

  test.skipIf(!haveReference).each(SHIPPED)('$name is the board of the DPjudge\'s file: places, edges, homes, units, calendar', (board) => {
    const { name } = board;
    const read = readMap(name, dirLoader(reference));
    if (!read.ok) return expect.fail(read.error.message);
    const ours = shipped(name);
    const theirs = 'namesOf' in board ? withNamesOf(read.value, shipped(board.namesOf)) : read.value;
    expect(mapFacts(ours)).toEqual(mapFacts(theirs));
    // Spelt out for the reader of the test, though the line above says it all.
    for (const power of read.value.powers.values()) {
      expect(ours.powers.get(power.name)?.homes).toEqual(power.homes);
      expect(new Set(ours.powers.get(power.name)?.units)).toEqual(new Set(power.units));
    }
  });

  test.each(SHIPPED)('$name plays a game-year through the adjudicator', ({ name }) => {
    const map = shipped(name);
    const { played, position, moved } = playYear(map, 12);
    expect(played.some((p) => p.endsWith('M'))).toBe(true);
    expect(played.some((p) => p.endsWith('A'))).toBe(true);
    expect(moved).toBeGreaterThan(0);
    expect(position.phase.endsWith('M')).toBe(true);
    expect(checkPosition(map, position).ok).toBe(true);
    // Every power that could build did: units stand where the centres were.
    expect(position.units.length).toBeGreaterThan(0);
  });

  test('Fleet Rome is the standard board with a fleet, not an army, in Rome', () => {
    const rome = shipped('fleetrome');
    const standard = shipped('standard');
    expect(rome.powers.get('ITALY')?.units).toContainEqual({ kind: 'F', at: 'ROM' });
    const withArmy = { ...rome, powers: new Map([...rome.powers].map(([k, p]) => [k, { ...p, units: p.units.map((u) => (u.at === 'ROM' ? { ...u, kind: 'A' as const } : u)) }])) };
    expect(mapFacts(withArmy)).toEqual(mapFacts(standard));
  });

  test('a board drawn on the standard board takes its names for the places they share, and keeps its own', () => {
    const standard = shipped('standard');
    for (const name of ['1898', 'chaos', 'fleetrome']) {
      expect(shipped(name).names).toEqual(standard.names);
    }
    const milan = shipped('milan');
    // TYR means Tyrolia or the Tyrrhenian Sea, as on our standard board.
    expect(milan.names.get('TYR')).toEqual(standard.names.get('TYR'));
    // Venetia is not the standard board's Venice, and Savoy took Piedmont's names.
    expect(milan.locations.get('VEN')?.name).toBe('Venetia');
    expect(milan.names.get('VENETIA')).toEqual({ kind: 'location', location: 'VEN' });
    expect(milan.names.get('VENICE')).toEqual({ kind: 'location', location: 'VEN' });
    expect(milan.names.get('PIEDMONT')).toEqual({ kind: 'location', location: 'SAV' });
    expect(shipped('fiveman').names.get('WARSAW')).toEqual({ kind: 'location', location: 'POL' });
  });

  test('the calendars of Hundred and Chaos are their own', () => {
    const hundred = playYear(shipped('hundred'), 3);
    expect(hundred.played[0]).toBe('A1425M');
    expect(hundred.played).toContain('A1430A');
    expect(hundred.position.phase).toBe('A1435M');
    expect(adjudicatorRules(shipped('hundred'))).toEqual(['BUILD_ANY']);
    const chaos = playYear(shipped('chaos'), 5);
    expect(chaos.played[0]).toBe('W1900A');
    // Each of the 34 powers built its one unit in the winter before the first spring.
    expect(chaos.played[1]).toBe('S1901M');
  });
});
