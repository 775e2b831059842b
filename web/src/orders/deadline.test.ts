import { describe, expect, test } from 'vitest';
import type { KeyStore } from '../secrets.js';
import { buildsFate, missingListFate, unorderedFate } from './fate.js';
import { forgetDraft, keepDraft, loadDraft } from './kept.js';

describe('what the deadline does to missing orders, said only where true', () => {
  test('movement: they hold only under civil disorder; otherwise the game waits', () => {
    expect(unorderedFate('M', ['CIVIL_DISORDER'])).toBe('they will hold at the deadline');
    expect(unorderedFate('M', [])).not.toContain('will hold');
    expect(unorderedFate('M', [])).toContain('wait for the master');
    expect(unorderedFate('M', [], true)).toBe('the deadline has passed and the game waits for the master; they hold if he processes');
    expect(missingListFate([])).toContain('wait');
    expect(missingListFate(['CIVIL_DISORDER'])).toBe('its units will hold');
  });

  test('retreats are disbanded and builds waived at the deadline, civil disorder or not', () => {
    for (const rules of [[], ['CIVIL_DISORDER']]) {
      expect(unorderedFate('R', rules)).toBe('they will be disbanded at the deadline');
      expect(buildsFate(rules)).toBe('waived at the deadline');
    }
  });

  test('a game without deadlines leaves it to the master', () => {
    expect(unorderedFate('M', ['NO_DEADLINE', 'CIVIL_DISORDER'])).toBe('they hold if the master processes the phase');
  });
});

/** A plain-object store, as localStorage behaves. */
function memory(): KeyStore & { readonly all: Map<string, string> } {
  const all = new Map<string, string>();
  return {
    all,
    getItem: (k) => all.get(k) ?? null,
    setItem: (k, v) => void all.set(k, String(v)),
    removeItem: (k) => void all.delete(k),
    key: (i) => [...all.keys()][i] ?? null,
    get length() {
      return all.size;
    },
  };
}

describe('drafts kept in the browser', () => {
  test('kept per game, power and phase until forgotten', () => {
    const store = memory();
    expect(loadDraft(store, 'g1', 'FRANCE', 'S1901M')).toBeNull();
    keepDraft(store, 'g1', 'FRANCE', 'S1901M', 'A PAR - BUR\nbad line');
    expect(loadDraft(store, 'g1', 'FRANCE', 'S1901M')).toBe('A PAR - BUR\nbad line');
    expect(loadDraft(store, 'g1', 'FRANCE', 'F1901M')).toBeNull();
    expect(loadDraft(store, 'g1', 'ENGLAND', 'S1901M')).toBeNull();
    expect(loadDraft(store, 'g2', 'FRANCE', 'S1901M')).toBeNull();
    forgetDraft(store, 'g1', 'FRANCE', 'S1901M');
    expect(loadDraft(store, 'g1', 'FRANCE', 'S1901M')).toBeNull();
  });

  test('a draft for a new phase forgets the power\'s older ones, and no one else\'s', () => {
    const store = memory();
    keepDraft(store, 'g1', 'FRANCE', 'S1901M', 'A PAR H');
    keepDraft(store, 'g1', 'ENGLAND', 'S1901M', 'F LON H');
    keepDraft(store, 'g1', 'FRANCE', 'F1901M', 'A BUR H');
    expect([...store.all.keys()].sort()).toEqual(['cloud-judge:draft:g1:ENGLAND:S1901M', 'cloud-judge:draft:g1:FRANCE:F1901M']);
  });

  test('a store that refuses is no failure', () => {
    const broken: KeyStore = {
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new Error('full'); },
      removeItem: () => { throw new Error('denied'); },
      key: () => null,
      length: 0,
    };
    expect(loadDraft(broken, 'g1', 'FRANCE', 'S1901M')).toBeNull();
    expect(() => keepDraft(broken, 'g1', 'FRANCE', 'S1901M', 'x')).not.toThrow();
    expect(() => forgetDraft(broken, 'g1', 'FRANCE', 'S1901M')).not.toThrow();
  });
});
