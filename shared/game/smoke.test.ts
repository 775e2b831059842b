import { describe, expect, test } from 'vitest';
import { viewGame } from '../views/index.js';
import { nextWakeup } from './index.js';
import { activeGame, orderAll, T0 } from './test-game.js';

describe('smoke', () => {
  test('a game starts and processes', () => {
    const g = activeGame(['DEFAULT_UNORDERED']);
    expect(g.status).toBe('active');
    expect(g.deadline).toBe(T0 + 60 * 60_000);
    expect(nextWakeup(g)).toBe(null);
    const all = { AUSTRIA: ['A VIE H'], ENGLAND: ['F LON - NTH'], FRANCE: [], GERMANY: [], ITALY: [], RUSSIA: [], TURKEY: [] };
    const r = orderAll(g, all);
    expect(r.state.position.phase).toBe('F1901M');
    expect(r.state.history.length).toBe(1);
    console.log(JSON.stringify(r.state.history[0]!.results.slice(0, 4)));
    const v = viewGame(r.state, null);
    expect(v.phase).toBe('F1901M');
  });
});
