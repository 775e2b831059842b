import { describe, expect, test } from 'vitest';
import { boardNamed } from './boards.js';
import { seasonLetter, seasonNamed, shortPhase } from './season.js';
import { standardMap } from './standard.js';

describe('the letter that names a season\'s phases', () => {
  test('its first letter, unless the FLOW gives it its own (Global\'s SUMMER=U)', () => {
    expect(seasonLetter({ season: 'SPRING', phases: ['MOVEMENT'] })).toBe('S');
    expect(seasonLetter({ season: 'SUMMER', phases: ['MOVEMENT'], letter: 'U' })).toBe('U');
    const global = boardNamed('global')!;
    expect(seasonNamed(global, 'U')?.season).toBe('SUMMER');
    expect(seasonNamed(global, 'S')?.season).toBe('SPRING');
    expect(seasonNamed(standardMap(), 'U')).toBeUndefined();
  });

  test('a phase written long is read by the map\'s calendar; anything else is left to the phase reader', () => {
    expect(shortPhase(standardMap(), 'spring 1901 movement')).toBe('S1901M');
    expect(shortPhase(standardMap(), 'WINTER 1901 ADJUSTMENTS')).toBe('W1901A');
    expect(shortPhase(boardNamed('global')!, 'SUMMER 2101 RETREATS')).toBe('U2101R');
    expect(shortPhase(standardMap(), 's1901m')).toBe('S1901M');
    expect(shortPhase(standardMap(), 'SUMMER 1901 MOVEMENT')).toBe('SUMMER 1901 MOVEMENT');
    expect(shortPhase(standardMap(), 'WINTER 1901 MOVEMENT')).toBe('WINTER 1901 MOVEMENT');
  });
});
