import type { FlowStep, GameMap } from './types.js';

/**
 * The letter that names a season's phases (S1901M): the one the FLOW line gave it
 * (`SUMMER=U:MOVEMENT,RETREATS`), else its first letter, as in DPjudge. Every place that
 * turns a season into a phase name, or a phase name into a season, asks this.
 */
export const seasonLetter = (step: FlowStep): string => step.letter ?? step.season.charAt(0);

/** The season of the map's flow whose phases a letter names; undefined when none does. */
export function seasonNamed(map: Pick<GameMap, 'flow'>, letter: string): FlowStep | undefined {
  return map.flow.find((s) => seasonLetter(s) === letter);
}

/**
 * A phase written long, as the DPjudge names it ("SUMMER 2101 MOVEMENT", "FALL 1901
 * RETREATS"), in its short form (U2101M) by the map's calendar; any other text given back
 * upper case, as it is, for the phase's own reader to judge.
 */
export function shortPhase(map: Pick<GameMap, 'flow'>, text: string): string {
  // The short form, nearly always: a stream reads one a line.
  if (!text.includes(' ')) return text.toUpperCase();
  const words = text.trim().toUpperCase().split(/\s+/);
  if (words.length !== 3) return text.trim().toUpperCase();
  const [season = '', year = '', type = ''] = words;
  const step = map.flow.find((s) => s.season === season);
  const phase = step?.phases.find((p) => p === type);
  if (step === undefined || phase === undefined || !/^\d{1,5}$/.test(year)) return text.trim().toUpperCase();
  return `${seasonLetter(step)}${Number(year)}${phase.charAt(0)}`;
}
