import { describe, expect, test } from 'vitest';
import { CD_BUILD_REASON, CD_RETREAT_REASON, cdRetreatOrders, seededPick } from '../adjudicate/cd-orders.js';
import { adjudicatePhase } from '../adjudicate/phase.js';
import type { Position } from '../adjudicate/types.js';
import { mapGraph } from '../map/graph.js';
import { standardMap } from '../map/standard.js';
import { HOME_CENTRE_BUILDS } from '../orders/build-sites.js';
import { formatOrder } from '../orders/format.js';
import { activeGame, germanyBuildsTwice, master, must, player, system } from './test-game.js';
import type { GameState } from './types.js';

/**
 * CD_RETREATS, CD_BUILDS and SMART_CD (section 1.7 of the rule set): "All powers in civil
 * disorder during a retreat phase will retreat any dislodged units randomly, preferably
 * into supply centers. Without this rule, units in civil disorder will DISBAND"; "All
 * powers in civil disorder during an adjustment phase will build units (if eligible to do
 * so) randomly. Without this rule, these powers would WAIVE their builds."
 */

/** Germany's army in Munich driven out from Burgundy with Austria's support; Germany sends nothing. */
function dislodged(rules: readonly string[], germanOrders?: readonly string[]): GameState {
  let s = activeGame(rules);
  const units = [
    { power: 'GERMANY', kind: 'A' as const, at: 'MUN' },
    { power: 'GERMANY', kind: 'A' as const, at: 'BER' },
    { power: 'GERMANY', kind: 'F' as const, at: 'KIE' },
    { power: 'FRANCE', kind: 'A' as const, at: 'BUR' },
    { power: 'AUSTRIA', kind: 'A' as const, at: 'TYR' },
  ];
  s = { ...s, position: { ...s.position, units } };
  s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A BUR - MUN'] }).state;
  s = must(s, player('AUSTRIA'), { type: 'orders', power: 'AUSTRIA', lines: ['A TYR S A BUR - MUN'] }).state;
  if (germanOrders) s = must(s, player('GERMANY'), { type: 'orders', power: 'GERMANY', lines: germanOrders }).state;
  // The last orders may have processed the phase already (the powers left have no units).
  if (s.history.length === 0) s = must(s, master, { type: 'process' }).state;
  expect(s.position.dislodged).toContainEqual(expect.objectContaining({ power: 'GERMANY', at: 'MUN' }));
  return s;
}

const germany = (s: GameState) => s.history.at(-1)!.results.filter((r) => r.power === 'GERMANY');

describe('CD_RETREATS', () => {
  test('the silent power retreats its dislodged unit instead of disbanding it', () => {
    const s = must(dislodged(['CD_RETREATS']), master, { type: 'process' }).state;
    const [report] = germany(s);
    // Munich's places: Ruhr, Bohemia, Silesia, Tyrolia is held, Burgundy the attacker's, Kiel and Berlin taken.
    expect(report).toEqual(expect.objectContaining({ result: 'succeeds', reason: CD_RETREAT_REASON, default: true }));
    expect(report!.order).toMatch(/^A MUN - (RUH|BOH|SIL)$/);
    expect(s.position.units.filter((u) => u.power === 'GERMANY')).toHaveLength(3);
  });

  test('without the rule the unit is disbanded', () => {
    const s = must(dislodged([]), master, { type: 'process' }).state;
    expect(germany(s)).toEqual([expect.objectContaining({ order: 'A MUN D', result: 'disbanded', default: true })]);
    expect(s.position.units.filter((u) => u.power === 'GERMANY')).toHaveLength(2);
  });

  test('a power that entered its retreat orders is not in civil disorder', () => {
    let s = dislodged(['CD_RETREATS']);
    s = must(s, player('GERMANY'), { type: 'orders', power: 'GERMANY', lines: ['A MUN D'] }).state;
    if (s.history.length === 1) s = must(s, master, { type: 'process' }).state;
    expect(germany(s)).toEqual([expect.objectContaining({ order: 'A MUN D', result: 'succeeds' })]);
  });

  test('SMART_CD brings the rule in', () => {
    // Germany holds in the movement phase (else SMART_CD's supports would keep Munich).
    const s = must(dislodged(['SMART_CD'], ['A MUN H', 'A BER H', 'F KIE H']), master, { type: 'process' }).state;
    expect(germany(s)[0]!.order).toMatch(/^A MUN - /);
  });

  // "preferably into supply centers": a lost home centre first, then a centre it does not own.
  const ruhr = (centers: readonly string[]): Position => ({
    phase: 'F1901R',
    units: [{ power: 'FRANCE', kind: 'A', at: 'RUH' }],
    dislodged: [{ power: 'GERMANY', kind: 'A', at: 'RUH', from: 'BUR' }],
    standoffs: [],
    centers: { GERMANY: centers },
  });
  const graph = mapGraph(standardMap());
  const retreat = (position: Position, seed: string) => cdRetreatOrders(graph, position, () => true, seededPick(seed), HOME_CENTRE_BUILDS).map((o) => formatOrder(o.order));

  test('a home centre the power has lost is its first choice', () => {
    for (const seed of ['a', 'b', 'c', 'd']) expect(retreat(ruhr(['BER', 'KIE']), seed)).toEqual(['A RUH - MUN']);
  });

  test('then a centre it does not own, never its own while one is open', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) seen.add(retreat(ruhr(['BER', 'KIE', 'MUN']), seed)[0]!);
    expect([...seen].every((o) => o === 'A RUH - HOL' || o === 'A RUH - BEL')).toBe(true);
    // Chosen at random: both come up.
    expect(seen.size).toBe(2);
  });
});

describe('CD_BUILDS', () => {
  test('the silent power builds in its open home centres instead of waiving', () => {
    const s = must(germanyBuildsTwice(['CD_BUILDS']), master, { type: 'process' }).state;
    const reports = germany(s);
    expect(reports).toHaveLength(2);
    for (const r of reports) {
      expect(r).toEqual(expect.objectContaining({ result: 'succeeds', reason: CD_BUILD_REASON, default: true }));
      expect(r.order).toMatch(/^(A (BER|KIE|MUN)|F (BER|KIE)) B$/);
    }
    const sites = reports.map((r) => r.order.slice(2, 5));
    expect(new Set(sites).size).toBe(2);
    expect(s.position.units.filter((u) => u.power === 'GERMANY')).toHaveLength(5);
  });

  test('the same phase played again draws the same builds', () => {
    const a = must(germanyBuildsTwice(['CD_BUILDS']), master, { type: 'process' }).state;
    const b = must(germanyBuildsTwice(['CD_BUILDS']), master, { type: 'process' }).state;
    expect(germany(a)).toEqual(germany(b));
  });

  test('without the rule the builds are waived', () => {
    const s = must(germanyBuildsTwice([]), master, { type: 'process' }).state;
    expect(germany(s)).toEqual([
      expect.objectContaining({ order: 'WAIVE', result: 'waived', default: true }),
      expect.objectContaining({ order: 'WAIVE', result: 'waived', default: true }),
    ]);
  });

  test('a power that entered its adjustments, one build, is not given the other', () => {
    let s = germanyBuildsTwice(['CD_BUILDS']);
    s = must(s, player('GERMANY'), { type: 'orders', power: 'GERMANY', lines: ['BUILD A BER'] }).state;
    if (s.history.length === 0) s = must(s, master, { type: 'process' }).state;
    const reports = germany(s);
    expect(reports[0]).toEqual(expect.objectContaining({ order: 'BUILD A BER', result: 'succeeds' }));
    expect(reports.slice(1).every((r) => r.order === 'WAIVE')).toBe(true);
  });

  test('SMART_CD brings the rule in', () => {
    const s = must(germanyBuildsTwice(['SMART_CD']), master, { type: 'process' }).state;
    expect(germany(s).every((r) => r.order.endsWith(' B'))).toBe(true);
  });
});

describe('a phase given whole (the judge CLI)', () => {
  const position: Position = {
    phase: 'F1901R',
    units: [{ power: 'FRANCE', kind: 'A', at: 'RUH' }],
    dislodged: [{ power: 'GERMANY', kind: 'A', at: 'RUH', from: 'BUR' }],
    standoffs: [],
    centers: { GERMANY: ['BER', 'KIE'] },
  };

  test('a power given no orders retreats under CD_RETREATS, and disbands without it', () => {
    const cd = adjudicatePhase({ map: standardMap(), position, orders: {}, rules: ['CD_RETREATS'] });
    expect(cd.ok && cd.value.results).toEqual([expect.objectContaining({ power: 'GERMANY', order: 'A RUH - MUN', result: 'succeeds', reason: CD_RETREAT_REASON })]);
    const plain = adjudicatePhase({ map: standardMap(), position, orders: {}, rules: [] });
    expect(plain.ok && plain.value.results).toEqual([expect.objectContaining({ power: 'GERMANY', result: 'disbanded' })]);
  });

  test('a power given an empty list has entered its orders', () => {
    const given = adjudicatePhase({ map: standardMap(), position, orders: { GERMANY: [] }, rules: ['CD_RETREATS'] });
    expect(given.ok && given.value.results).toEqual([expect.objectContaining({ power: 'GERMANY', result: 'disbanded' })]);
  });
});

describe('CIVIL_PREVIEW at the deadline of a retreat phase', () => {
  test('the phase waits for the master, where without the rule the late retreats disband at once', () => {
    const held = dislodged(['CIVIL_PREVIEW']);
    const after = must(held, system, { type: 'tick' }, held.deadline! + 60 * 60_000).state;
    expect(after.history).toHaveLength(1);
    expect(after.position.dislodged).toHaveLength(1);
    const plain = dislodged([]);
    expect(must(plain, system, { type: 'tick' }, plain.deadline! + 60 * 60_000).state.history).toHaveLength(2);
  });
});
