import { describe, expect, test } from 'vitest';
import { latePowers, orderStatus } from './late.js';
import { activeGame, adjustmentPhase, formingGame, holds, master, must, player } from './test-game.js';

describe('orderStatus', () => {
  test('none, incomplete, complete: "in" never means incomplete', () => {
    let g = activeGame();
    expect(orderStatus(g, 'FRANCE')).toBe('none');
    g = must(g, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A PAR - BUR'] }).state;
    expect(orderStatus(g, 'FRANCE')).toBe('incomplete');
    g = must(g, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: holds(g, 'FRANCE') }).state;
    expect(orderStatus(g, 'FRANCE')).toBe('complete');
    // An empty list sent leaves every unit to the defaults.
    g = must(g, player('ITALY'), { type: 'orders', power: 'ITALY', lines: [] }).state;
    expect(orderStatus(g, 'ITALY')).toBe('incomplete');
  });

  test('adjustments: complete once every build and removal owed is ordered', () => {
    let g = adjustmentPhase(activeGame());
    expect(orderStatus(g, 'RUSSIA')).toBe('none');
    expect(orderStatus(g, 'FRANCE')).toBe('none');
    g = must(g, player('RUSSIA'), { type: 'orders', power: 'RUSSIA', lines: ['BUILD A WAR'] }).state;
    expect(orderStatus(g, 'RUSSIA')).toBe('complete');
    expect(latePowers(g)).toEqual(['AUSTRIA']);
  });

  test('a forming game owes nothing; dummies are never late', () => {
    let g = formingGame();
    expect(orderStatus(g, 'FRANCE')).toBe('none');
    g = must(g, { kind: 'player', playerId: 'a' }, { type: 'join', playerId: 'a', name: 'a', secretHash: 'h' }).state;
    g = must(g, master, { type: 'start' }).state;
    expect(latePowers(g)).toEqual(['AUSTRIA']);
  });
});
