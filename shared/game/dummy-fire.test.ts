import { describe, expect, test } from 'vitest';
import { activeGame, master, must } from './test-game.js';
import type { GameState } from './types.js';

/**
 * DUMMY_FIRE (section 1.7 of the rule set): "all DUMMY powers (but only the DUMMY powers)
 * will be subject to the FRIENDLY_FIRE rule": a dummy may dislodge its own units, and its
 * own attacks cut its supports.
 */

/** Germany (made a dummy, or not) and France each attack their own unit with a supported move; the master writes the dummy's orders. */
function selfAttack(rules: readonly string[], dummy: boolean): GameState {
  let s = activeGame(rules);
  const units = [
    { power: 'GERMANY', kind: 'A' as const, at: 'BER' },
    { power: 'GERMANY', kind: 'A' as const, at: 'MUN' },
    { power: 'GERMANY', kind: 'A' as const, at: 'SIL' },
    { power: 'FRANCE', kind: 'A' as const, at: 'PAR' },
    { power: 'FRANCE', kind: 'A' as const, at: 'BUR' },
    { power: 'FRANCE', kind: 'A' as const, at: 'GAS' },
  ];
  s = { ...s, position: { ...s.position, units } };
  if (dummy) s = must(must(s, master, { type: 'resign', power: 'GERMANY' }).state, master, { type: 'dummy', power: 'GERMANY' }).state;
  s = must(s, master, { type: 'orders', power: 'GERMANY', lines: ['A BER H', 'A MUN - BER', 'A SIL S A MUN - BER'] }).state;
  s = must(s, master, { type: 'orders', power: 'FRANCE', lines: ['A PAR H', 'A BUR - PAR', 'A GAS S A BUR - PAR'] }).state;
  if (s.history.length === 0) s = must(s, master, { type: 'process' }).state;
  return s;
}

describe('DUMMY_FIRE', () => {
  test('a dummy dislodges its own unit; a played power still cannot', () => {
    const s = selfAttack(['DUMMY_FIRE'], true);
    expect(s.position.dislodged).toEqual([expect.objectContaining({ power: 'GERMANY', at: 'BER' })]);
    expect(s.position.units).toContainEqual({ power: 'FRANCE', kind: 'A', at: 'PAR' });
    expect(s.position.units).toContainEqual({ power: 'FRANCE', kind: 'A', at: 'BUR' });
  });

  test('without the rule the dummy bounces off its own unit', () => {
    const s = selfAttack([], true);
    expect(s.position.dislodged).toEqual([]);
  });

  test('a power that is not a dummy is not under the rule', () => {
    const s = selfAttack(['DUMMY_FIRE'], false);
    expect(s.position.dislodged).toEqual([]);
  });

  test("a dummy's own attack cuts its support", () => {
    let s = activeGame(['DUMMY_FIRE']);
    const units = [
      { power: 'GERMANY', kind: 'A' as const, at: 'MUN' },
      { power: 'GERMANY', kind: 'A' as const, at: 'BOH' },
      { power: 'GERMANY', kind: 'A' as const, at: 'SIL' },
      { power: 'AUSTRIA', kind: 'A' as const, at: 'TYR' },
    ];
    s = { ...s, position: { ...s.position, units } };
    s = must(must(s, master, { type: 'resign', power: 'GERMANY' }).state, master, { type: 'dummy', power: 'GERMANY' }).state;
    // Munich supports Bohemia into Tyrolia; Silesia's move into Munich cuts it.
    s = must(s, master, { type: 'orders', power: 'GERMANY', lines: ['A BOH - TYR', 'A MUN S A BOH - TYR', 'A SIL - MUN'] }).state;
    s = must(s, master, { type: 'orders', power: 'AUSTRIA', lines: ['A TYR H'] }).state;
    if (s.history.length === 0) s = must(s, master, { type: 'process' }).state;
    const germany = s.history.at(-1)!.results.filter((r) => r.power === 'GERMANY');
    expect(germany).toContainEqual(expect.objectContaining({ order: 'A MUN S A BOH - TYR', result: 'cut' }));
    expect(s.position.units).toContainEqual({ power: 'AUSTRIA', kind: 'A', at: 'TYR' });
  });

  test("without the rule the dummy's own attack leaves its support standing", () => {
    let s = activeGame([]);
    const units = [
      { power: 'GERMANY', kind: 'A' as const, at: 'MUN' },
      { power: 'GERMANY', kind: 'A' as const, at: 'BOH' },
      { power: 'GERMANY', kind: 'A' as const, at: 'SIL' },
      { power: 'AUSTRIA', kind: 'A' as const, at: 'TYR' },
    ];
    s = { ...s, position: { ...s.position, units } };
    s = must(must(s, master, { type: 'resign', power: 'GERMANY' }).state, master, { type: 'dummy', power: 'GERMANY' }).state;
    s = must(s, master, { type: 'orders', power: 'GERMANY', lines: ['A BOH - TYR', 'A MUN S A BOH - TYR', 'A SIL - MUN'] }).state;
    s = must(s, master, { type: 'orders', power: 'AUSTRIA', lines: ['A TYR H'] }).state;
    if (s.history.length === 0) s = must(s, master, { type: 'process' }).state;
    expect(s.position.dislodged).toEqual([expect.objectContaining({ power: 'AUSTRIA', at: 'TYR' })]);
  });
});
