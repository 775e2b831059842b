import { describe, expect, test } from 'vitest';
import { GLOBAL_SETUPS, mapForVariant } from './global-setup.js';

describe('Global setups in the create form (XIV.2)', () => {
  test('six players first (no setup), then the boards for five, four and three', () => {
    expect(GLOBAL_SETUPS.map((s) => s.setup)).toEqual([null, 'global5', 'global4', 'global3']);
  });

  test('choosing Global chooses its board; leaving it goes back to the standard board, another board is kept', () => {
    expect(mapForVariant('global', 'standard')).toBe('global');
    expect(mapForVariant('global', 'ancmed')).toBe('global');
    expect(mapForVariant('payola', 'global')).toBe('standard');
    expect(mapForVariant('payola', 'ancmed')).toBe('ancmed');
  });
});
