import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { adjudicatePhase } from '../../shared/adjudicate/phase.js';
import { answerAdjudicateRequest, positionJson } from '../../shared/adjudicate/request.js';
import { openingPosition } from '../../shared/game/setup.js';
import { STANDARD_MAP_FILES } from '../../shared/map/generated/standard-map.js';
import { readMap } from '../../shared/map/read.js';
import { resolveRules } from '../../shared/rules/index.js';
import { builtRules } from '../../shared/rules/built.js';
import { standardMap } from '../../shared/map/standard.js';
import type { GameMap } from '../../shared/map/types.js';
import { readGolden, type GoldenBlock, type GoldenCase } from './golden.js';

/**
 * Runs every DATC v3.0 case of the golden files through the very code of
 * `judge adjudicate`, phase after phase, and compares every order's result and the
 * position after each phase.
 */

const here = dirname(fileURLToPath(import.meta.url));
// The DATC's own sections, then our cases of the rule options (rules-*.txt) and of what
// maps define (map-*.txt), same format.
const files = readdirSync(here).filter((f) => /^(6\.[A-Z]|rules-[\d.]+|map-[a-z]+)\.txt$/.test(f)).sort();

/** A case's board: `MAP name` reads boards/name.map, which may USE the standard map's files. */
const boards = new Map<string, GameMap>();
function boardOf(name: string | undefined): GameMap {
  if (name === undefined) return standardMap();
  const known = boards.get(name);
  if (known) return known;
  const r = readMap(name, (file) => {
    const own = join(here, 'boards', file);
    try {
      return readFileSync(own, 'utf8');
    } catch {
      return STANDARD_MAP_FILES[file];
    }
  });
  if (!r.ok) throw new Error(`boards/${name}.map: ${r.error.message}`);
  boards.set(name, r.value);
  return r.value;
}
const cases: GoldenCase[] = files.flatMap((f) => readGolden(f, readFileSync(join(here, f), 'utf8')));

const norm = (s: string): string => s.trim().toUpperCase().replace(/\s+/g, ' ');
const unitSet = (units: Record<string, string[]>): string[] =>
  Object.entries(units).flatMap(([power, list]) => list.map((u) => `${power.toUpperCase()} ${norm(u)}`)).sort();
const dislodgedSet = (d: Record<string, { unit: string; from?: string }[]>): string[] =>
  Object.entries(d).flatMap(([power, list]) => list.map((x) => `${power.toUpperCase()} ${norm(x.unit)}${x.from ? ` FROM ${norm(x.from)}` : ''}`)).sort();
const centerSet = (c: Record<string, string[]>): string[] =>
  Object.entries(c).flatMap(([power, list]) => list.map((x) => `${power.toUpperCase()} ${norm(x)}`)).sort();

interface Next {
  phase: string;
  units: Record<string, string[]>;
  dislodged: Record<string, { unit: string; from?: string }[]>;
  standoffs: string[];
  centers: Record<string, string[]>;
  homes?: Record<string, string[]>;
}

function run(c: GoldenCase): void {
  let carried: Next | null = null;
  c.blocks.forEach((block: GoldenBlock, b) => {
    const where = `${c.id} phase ${block.phase}`;
    if (carried) expect(carried.phase, `${where}: the judge went on to another phase`).toBe(block.phase);
    const orders: Record<string, string[]> = {};
    for (const o of block.orders) (orders[o.power] ??= []).push(o.text);
    const request = {
      id: c.id,
      variant: 'standard',
      phase: block.phase,
      units: carried?.units ?? block.units ?? {},
      dislodged: carried?.dislodged ?? block.dislodged ?? {},
      standoffs: carried?.standoffs ?? block.standoffs ?? [],
      ...(carried ? { centers: carried.centers } : block.centers ? { centers: block.centers } : {}),
      ...(carried ? (carried.homes ? { homes: carried.homes } : {}) : block.homes ? { homes: block.homes } : {}),
      orders,
      rules: c.rules,
    };
    const answer = block.start ? fromTheStart(c, block.phase, orders) : answerAdjudicateRequest(request, () => boardOf(c.map));
    if ('error' in answer) throw new Error(`${where}: ${answer.error.code}: ${answer.error.message}`);
    if (!('results' in answer)) throw new Error(`${where}: an income phase's answer, with no results`);
    // Results come back by power, in the order each power's lines were given.
    const given = answer.results.filter((r) => !r.default);
    const expected = Object.keys(orders).flatMap((power) => block.orders.filter((o) => o.power === power));
    expect(given.length, `${where}: one result a line`).toBe(expected.length);
    expected.forEach((o, i) => {
      const got = given[i]!;
      expect(`${got.power}: ${got.order} => ${got.result}${got.reason ? ` (${got.reason})` : ''}`, `${c.file} line ${o.line}`).toBe(
        `${o.power}: ${o.shown ?? o.text} => ${o.expect}${got.result === o.expect && got.reason ? ` (${got.reason})` : ''}`,
      );
    });
    if (block.after) expect(unitSet(answer.next.units), `${where}: units after`).toEqual(unitSet(block.after));
    if (block.afterDislodged) expect(dislodgedSet(answer.next.dislodged), `${where}: dislodged after`).toEqual(dislodgedSet(block.afterDislodged));
    if (block.afterCenters) {
      const powers = Object.keys(block.afterCenters);
      const got = Object.fromEntries(Object.entries(answer.next.centers).filter(([p]) => powers.includes(p)));
      expect(centerSet(got), `${where}: centres after`).toEqual(centerSet(block.afterCenters));
    }
    // AFTER HOMES: the game's homes after the phase of the powers named; naming none, that the game has none (the map's hold).
    if (block.afterHomes) {
      const powers = Object.keys(block.afterHomes);
      const got = Object.fromEntries(Object.entries(answer.next.homes ?? {}).filter(([p]) => powers.includes(p)));
      if (powers.length === 0) expect(answer.next.homes, `${where}: homes after`).toBeUndefined();
      else expect(centerSet(got), `${where}: homes after`).toEqual(centerSet(block.afterHomes));
    }
    if (b < c.blocks.length - 1) carried = answer.next;
  });
}

/**
 * A START phase: the board the case's rules open a game on (MOBILIZE's home centres yet
 * to choose cannot be written in a request), adjudicated by the same adjudicator in-process.
 */
function fromTheStart(c: GoldenCase, phase: string, orders: Record<string, string[]>): ReturnType<typeof answerAdjudicateRequest> {
  const rules = resolveRules(c.rules, 'standard', builtRules('standard'));
  if (!rules.ok) return { error: { code: rules.error.code, message: rules.error.message } };
  const map = boardOf(c.map);
  const position = openingPosition(map, rules.value);
  if (position.phase !== phase) return { error: { code: 'bad_phase', message: `The game opens in ${position.phase}, not ${phase}.` } };
  const outcome = adjudicatePhase({ map, position, orders, rules: rules.value });
  if (!outcome.ok) return { error: { code: outcome.error.code, message: outcome.error.message } };
  return { results: [...outcome.value.results], next: positionJson(outcome.value.next) };
}

describe.each(files)('DATC %s', (file) => {
  test.each(cases.filter((c) => c.file === file).map((c) => [`${c.id} ${c.title}`, c] as const))('%s', (_name, c) => run(c));
});

test('the golden files hold all 164 cases of DATC v3.0 sections 6.A to 6.J', () => {
  const ids = new Set(cases.filter((c) => c.file.startsWith('6.')).map((c) => c.id.replace(/b$/, '')));
  expect(ids.size).toBe(164);
});
