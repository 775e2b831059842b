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
