import { describe, expect, it } from 'vitest';
import { boardNamed } from './boards.js';
import { passesAdjustment } from './calendar.js';
import { parsePhase, type Phase } from './phase.js';

const phase = (text: string): Phase => {
  const p = parsePhase(text);
  if (!p.ok) throw new Error(text);
  return p.value;
};
const passes = (board: string, played: string, next: string) => passesAdjustment(boardNamed(board)!, phase(played), phase(next));

describe('supply centres change hands when the calendar passes an adjustment phase', () => {
  it('on the standard board: into the Winter builds, or past them when nobody owes any; never after Spring', () => {
    expect(passes('standard', 'F1901M', 'W1901A')).toBe(true);
    expect(passes('standard', 'F1901R', 'S1902M')).toBe(true);
    expect(passes('standard', 'F1901M', 'S1902M')).toBe(true);
    expect(passes('standard', 'S1901M', 'F1901M')).toBe(false);
    expect(passes('standard', 'S1901M', 'S1901R')).toBe(false);
    expect(passes('standard', 'W1901A', 'S1902M')).toBe(false);
  });

  it("on Global's board: after Spring and Fall, in the same year, builds played or skipped (XIII.1); never after Winter or Summer", () => {
    expect(passes('global', 'S2101R', 'S2101A')).toBe(true);
    expect(passes('global', 'S2101M', 'U2101M')).toBe(true);
    expect(passes('global', 'F2101R', 'W2102M')).toBe(true);
    expect(passes('global', 'W2101M', 'S2101M')).toBe(false);
    expect(passes('global', 'U2101R', 'F2101M')).toBe(false);
    expect(passes('global', 'F2100A', 'W2101M')).toBe(false);
  });
});
