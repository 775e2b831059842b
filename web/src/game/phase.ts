import { parsePhase, type PhaseType } from '../../../shared/map/phase.js';

const SEASONS: Readonly<Record<string, string>> = { S: 'Spring', F: 'Fall', W: 'Winter' };
const TYPES: Readonly<Record<PhaseType, string>> = { M: 'movement', R: 'retreats', A: 'adjustments' };

/** "S1901M" → "Spring 1901 movement"; a name that does not read is given back as it is. */
export function phaseTitle(name: string): string {
  const p = parsePhase(name);
  if (!p.ok) return name;
  return `${SEASONS[p.value.season] ?? p.value.season} ${p.value.year} ${TYPES[p.value.type]}`;
}

/** The kind of a phase; movement when it does not read (the judge's own names always do). */
export function phaseType(name: string): PhaseType {
  const p = parsePhase(name);
  return p.ok ? p.value.type : 'M';
}
