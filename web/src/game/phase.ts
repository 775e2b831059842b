import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { parsePhase, type PhaseType } from '../../../shared/map/phase.js';
import { seasonNamed } from '../../../shared/map/season.js';
import type { GameMap } from '../../../shared/map/types.js';
import { powerLabel } from '../powers.js';

const SEASONS: Readonly<Record<string, string>> = { S: 'Spring', F: 'Fall', W: 'Winter' };
const TYPES: Readonly<Record<PhaseType, string>> = { M: 'movement', R: 'retreats', A: 'adjustments' };

/** The seasons a map's calendar names (its FLOW), by the letter that writes them in a phase. */
export type Calendar = Pick<GameMap, 'flow'>;

/** The calendar of the game shown, for the panels that name its phases; outside a game, none (the standard words). */
export const CalendarOf = createContext<Calendar | undefined>(undefined);
export const useCalendar = (): Calendar | undefined => useContext(CalendarOf);

/**
 * "S1901M" → "Spring 1901 movement"; with the game's map, its seasons as its FLOW names them
 * ("B.C. 273 movement" on Classical). A name that does not read is given back as it is.
 */
export function phaseTitle(name: string, calendar?: Calendar): string {
  const p = parsePhase(name);
  if (!p.ok) return name;
  const season = calendar === undefined ? undefined : seasonNamed(calendar, p.value.season)?.season;
  return `${season === undefined ? (SEASONS[p.value.season] ?? p.value.season) : powerLabel(season)} ${p.value.year} ${TYPES[p.value.type]}`;
}

/** The kind of a phase; movement when it does not read (the judge's own names always do). */
export function phaseType(name: string): PhaseType {
  const p = parsePhase(name);
  return p.ok ? p.value.type : 'M';
}

/** Where a game stands, as its title line and the lists say it: "Forming", "Finished", else the phase played. */
export function gameStateTitle(game: { readonly status: string; readonly phase: string }, calendar?: Calendar): string {
  if (game.status === 'forming') return 'Forming';
  if (game.status === 'finished') return 'Finished';
  return phaseTitle(game.phase, calendar);
}
