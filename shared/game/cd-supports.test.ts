import { describe, expect, test } from 'vitest';
import { sensibleSupports } from '../adjudicate/civil-disorder.js';
import { mapGraph } from '../map/graph.js';
import { standardMap } from '../map/standard.js';
import { formatOrder } from '../orders/format.js';
import { activeGame, master, must, player } from './test-game.js';
import type { GameState } from './types.js';

/**
 * CD_SUPPORTS (section 2.3 of the rule set): a power in civil disorder gives "sensible
 * support" instead of holding, "giving support where possible to units that are in danger
 * of foreign attack having the strength to dislodge".
 */

/**
 * Spring 1901, Germany silent: Munich is in reach of three foreign armies (Burgundy,
 * Tyrolia, Silesia), Berlin of one (Silesia), Kiel of none.
 */
function threatened(rules: readonly string[]): GameState {
  const state = activeGame(rules);
  const units = [
    { power: 'GERMANY', kind: 'A' as const, at: 'MUN' },
    { power: 'GERMANY', kind: 'A' as const, at: 'BER' },
    { power: 'GERMANY', kind: 'F' as const, at: 'KIE' },
    { power: 'FRANCE', kind: 'A' as const, at: 'BUR' },
    { power: 'AUSTRIA', kind: 'A' as const, at: 'TYR' },
    { power: 'RUSSIA', kind: 'A' as const, at: 'SIL' },
  ];
  return { ...state, position: { ...state.position, units } };
}

/** France attacks Munich with Austria's support; Russia holds. Germany sends nothing; the master processes. */
function attack(state: GameState): GameState {
  let s = state;
  s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A BUR - MUN'] }).state;
  s = must(s, player('AUSTRIA'), { type: 'orders', power: 'AUSTRIA', lines: ['A TYR S A BUR - MUN'] }).state;
  s = must(s, player('RUSSIA'), { type: 'orders', power: 'RUSSIA', lines: ['A SIL H'] }).state;
  return must(s, master, { type: 'process' }).state;
}

describe('CD_SUPPORTS', () => {
  test('the unit that can reach the threatened one supports it; the others are given nothing', () => {
    const s = threatened([]);
    const orders = sensibleSupports(mapGraph(standardMap()), s.position.units, 'GERMANY').map(formatOrder);
    expect(orders).toEqual(['A BER S A MUN']);
  });

  test('Munich, supported by the silent power, holds against a supported attack', () => {
    const s = attack(threatened(['CD_SUPPORTS']));
    expect(s.position.units).toContainEqual({ power: 'GERMANY', kind: 'A', at: 'MUN' });
    expect(s.position.dislodged).toEqual([]);
    const germany = s.history.at(-1)!.results.filter((r) => r.power === 'GERMANY');
    expect(germany).toContainEqual(expect.objectContaining({ order: 'A BER S A MUN', result: 'succeeds', default: true }));
    expect(germany).toContainEqual(expect.objectContaining({ order: 'A MUN H', result: 'succeeds', default: true }));
  });

  test('without the rule the silent power holds, and Munich is dislodged', () => {
    const s = attack(threatened([]));
    expect(s.position.dislodged).toContainEqual(expect.objectContaining({ power: 'GERMANY', at: 'MUN' }));
  });

  test('a power that entered its orders, even none, is not in civil disorder', () => {
    let s = threatened(['CD_SUPPORTS']);
    s = must(s, player('GERMANY'), { type: 'orders', power: 'GERMANY', lines: [] }).state;
    s = attack(s);
    expect(s.position.dislodged).toContainEqual(expect.objectContaining({ power: 'GERMANY', at: 'MUN' }));
  });

  test('a supply centre short of support goes first, then the one short of most', () => {
    const units = [
      { power: 'GERMANY', kind: 'A' as const, at: 'MUN' },
      { power: 'GERMANY', kind: 'A' as const, at: 'BER' },
      { power: 'GERMANY', kind: 'A' as const, at: 'KIE' },
      { power: 'GERMANY', kind: 'A' as const, at: 'RUH' },
      { power: 'FRANCE', kind: 'A' as const, at: 'BUR' },
      { power: 'AUSTRIA', kind: 'A' as const, at: 'TYR' },
      { power: 'RUSSIA', kind: 'A' as const, at: 'PRU' },
      { power: 'RUSSIA', kind: 'A' as const, at: 'SIL' },
    ];
    const orders = sensibleSupports(mapGraph(standardMap()), units, 'GERMANY').map(formatOrder).sort();
    // Threats: Munich 3 (BUR, TYR, SIL: needs 2 supports), Berlin 2 (PRU, SIL: needs 1),
    // Ruhr 1, Kiel 0; taken in that order from the least threatened. Kiel backs Munich (short
    // of two), Ruhr Munich (still short of one), Berlin Munich too (nothing else in reach
    // is short), and Munich backs Berlin (short of one).
    expect(orders).toEqual(['A BER S A MUN', 'A KIE S A MUN', 'A MUN S A BER', 'A RUH S A MUN'].sort());
  });
});
