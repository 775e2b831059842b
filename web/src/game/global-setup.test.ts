import { describe, expect, test } from 'vitest';
import type { MapEntry } from '../api.js';
import { globalSetups, isGlobalBoard, mapForVariant } from './global-setup.js';

const entry = (name: string): MapEntry => ({ name, title: name, powers: [], centres: 0, victory: 0 }) as unknown as MapEntry;

describe('Global setups in the create form (XIV.2)', () => {
  const maps = ['standard', 'global', 'global4', 'global5', 'ancmed'].map(entry);

  test('offers the setups whose board the judge lists, six players first', () => {
    expect(globalSetups(maps).map((s) => s.map)).toEqual(['global', 'global5', 'global4']);
    expect(globalSetups([entry('standard')])).toEqual([]);
  });

  test('choosing Global chooses its six-player board; leaving it goes back to the standard board', () => {
    expect(mapForVariant('global', 'standard', maps)).toBe('global');
    expect(mapForVariant('global', 'global4', maps)).toBe('global4');
    expect(mapForVariant('payola', 'global4', maps)).toBe('standard');
    expect(mapForVariant('payola', 'ancmed', maps)).toBe('ancmed');
    expect(isGlobalBoard('global3')).toBe(true);
    expect(isGlobalBoard('standard')).toBe(false);
  });
});
