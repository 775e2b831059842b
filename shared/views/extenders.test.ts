import { describe, expect, test } from 'vitest';
import type { GameState } from '../game/types.js';
import { extenderNamedTo } from './extenders.js';

/** HIDE_EXTENDERS: "Only the Master is sent the identity of that power." */
const game = (rules: string[]) => ({ settings: { rules } }) as unknown as GameState;

describe('HIDE_EXTENDERS', () => {
  test('the master, and the extender himself, are told who moved the deadline; the others are not', () => {
    const g = game(['HIDE_EXTENDERS']);
    expect(extenderNamedTo(g, { kind: 'master' }, 'FRANCE')).toBe(true);
    expect(extenderNamedTo(g, { kind: 'player', playerId: 'p', name: 'p', power: 'FRANCE' }, 'FRANCE')).toBe(true);
    expect(extenderNamedTo(g, { kind: 'player', playerId: 'q', name: 'q', power: 'ITALY' }, 'FRANCE')).toBe(false);
    expect(extenderNamedTo(g, { kind: 'anonymous' }, 'FRANCE')).toBe(false);
  });

  test('without the rule everyone is told', () => {
    expect(extenderNamedTo(game([]), { kind: 'player', playerId: 'q', name: 'q', power: 'ITALY' }, 'FRANCE')).toBe(true);
  });
});
