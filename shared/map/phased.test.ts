import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { STANDARD_MAP_FILES } from './generated/standard-map.js';
import { mapForPhase, phaseName } from './phased.js';
import { parsePhase, type Phase } from './phase.js';
import { readMap } from './read.js';
import { standardMap } from './standard.js';

const board = readFileSync(new URL('../../test/datc/boards/seasons.map', import.meta.url), 'utf8');
const map = (() => {
  const r = readMap('seasons', (file) => (file === 'seasons.map' ? board : STANDARD_MAP_FILES[file]));
  if (!r.ok) return expect.fail(r.error.message);
  return r.value;
})();
const phase = (text: string): Phase => {
  const p = parsePhase(text);
  if (!p.ok) return expect.fail(p.error.message);
  return p.value;
};

describe('the map in force in a phase (IN and FROM)', () => {
  test('a map without IN or FROM is the same map in every phase', () => {
    expect(mapForPhase(standardMap(), phase('S1901M'))).toBe(standardMap());
  });

  test('IN SPRING holds in every spring phase and in no other', () => {
    expect(mapForPhase(map, phase('S1901M')).provinces.get('NTH')?.terrain).toBe('SHUT');
    expect(mapForPhase(map, phase('S1901R')).provinces.get('NTH')?.terrain).toBe('SHUT');
    expect(mapForPhase(map, phase('F1901M')).provinces.get('NTH')?.terrain).toBe('WATER');
    expect(mapForPhase(map, phase('W1901A'))).toBe(map);
    expect(map.provinces.get('NTH')?.terrain).toBe('WATER');
  });

  test('FROM holds from its phase on, with the IN of the phase after it', () => {
    expect(mapForPhase(map, phase('F1901M')).powers.get('GERMANY')?.homes).not.toContain('HOL');
    expect(mapForPhase(map, phase('S1902M')).powers.get('GERMANY')?.homes).not.toContain('HOL');
    expect(mapForPhase(map, phase('F1902M')).powers.get('GERMANY')?.homes).toContain('HOL');
    expect(mapForPhase(map, phase('W1902A')).powers.get('GERMANY')?.homes).toContain('HOL');
    const spring = mapForPhase(map, phase('S1905M'));
    expect(spring.powers.get('GERMANY')?.homes).toContain('HOL');
    expect(spring.provinces.get('NTH')?.terrain).toBe('SHUT');
  });

  test('each distinct map is read once', () => {
    expect(mapForPhase(map, phase('S1901M'))).toBe(mapForPhase(map, phase('S1901R')));
    expect(mapForPhase(map, phase('S1903M'))).toBe(mapForPhase(map, phase('S1904R')));
    expect(mapForPhase(map, phase('F1903M'))).toBe(mapForPhase(map, phase('W1907A')));
  });

  test('asked of a map already in force in some phase, the answer is that of the map as read', () => {
    const spring = mapForPhase(map, phase('S1901M'));
    expect(mapForPhase(spring, phase('F1901M'))).toBe(map);
    expect(mapForPhase(spring, phase('F1902M'))).toBe(mapForPhase(map, phase('F1902M')));
  });

  test('the phase is named as DPjudge names it, for IN to match', () => {
    expect(phaseName(map, phase('W1901A'))).toBe('WINTER 1901 ADJUSTMENTS');
  });
});
