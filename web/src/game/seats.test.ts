import { describe, expect, test } from 'vitest';
import { seatActionFor } from './seats.js';

describe("the master's seat control", () => {
  test.each([
    // A played power is never offered as a dummy: its player is resigned first.
    ['taken', 'resign'],
    ['open', 'dummy'],
    ['vacant', 'dummy'],
    ['dummy', 'undummy'],
    ['eliminated', null],
  ] as const)('a %s seat: %s', (status, kind) => {
    expect(seatActionFor(status)?.kind ?? null).toBe(kind);
  });
});
