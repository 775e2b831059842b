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

/** Where a game stands, as its title line and the lists say it: "Forming", "Finished", else the phase played. */
export function gameStateTitle(game: { readonly status: string; readonly phase: string }): string {
  if (game.status === 'forming') return 'Forming';
  if (game.status === 'finished') return 'Finished';
  return phaseTitle(game.phase);
}
