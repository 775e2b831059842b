import { describe, expect, test } from 'vitest';
import { absenceDays, waitOffered } from './absences.js';

describe('the absence form', () => {
  test('whole days, the last included', () => {
    expect(absenceDays('2040-12-24', '2041-01-06')).toEqual({ from: Date.UTC(2040, 11, 24), to: Date.UTC(2041, 0, 7) });
    expect(absenceDays('', '2040-01-02')).toEqual({ to: Date.UTC(2040, 0, 3) });
    expect(absenceDays('2040-01-01', '')).toBeNull();
  });
});

describe('the WAIT box', () => {
  test('NO_MINOR_WAIT: movement phases only; REAL_TIME: never', () => {
    expect(waitOffered(['NO_MINOR_WAIT'], 'S1901M')).toBe(true);
    expect(waitOffered(['NO_MINOR_WAIT'], 'F1901R')).toBe(false);
    expect(waitOffered([], 'W1901A')).toBe(true);
    expect(waitOffered(['REAL_TIME'], 'S1901M')).toBe(false);
  });
});
