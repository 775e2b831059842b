import { PHASE_TYPES, type Phase, type PhaseType } from './phase.js';
import type { GameMap } from './types.js';

interface Step {
  readonly season: string;
  readonly type: PhaseType;
}

const sequences = new WeakMap<GameMap, readonly Step[]>();

/**
 * The phases of a map's game-year as the adjudicator steps through them, worked out once
 * per map. Only phase types the judge plays (M, R, A) take part; a step of another type
 * is passed over.
 */
function sequence(map: GameMap): readonly Step[] {
  let known = sequences.get(map);
  if (!known) {
    const out: Step[] = [];
    for (const step of map.flow) {
      for (const phase of step.phases) {
        const type = phase.charAt(0);
        if ((PHASE_TYPES as readonly string[]).includes(type)) out.push({ season: step.season.charAt(0), type: type as PhaseType });
      }
    }
    known = out;
    sequences.set(map, known);
  }
  return known;
}

/** The phase (season letter and phase letter) is one of the map's flow. */
export function inCalendar(map: GameMap, phase: Phase): boolean {
  return sequence(map).some((s) => s.season === phase.season && s.type === phase.type);
}

/** The phase after this one in the map's flow, a new year after the last; null when the phase is not in the flow. */
export function phaseAfter(map: GameMap, phase: Phase): Phase | null {
  const seq = sequence(map);
  // A plain loop: this runs once or more for every phase adjudicated.
  let i = -1;
  for (let k = 0; k < seq.length; k++) {
    if (seq[k]!.season === phase.season && seq[k]!.type === phase.type) { i = k; break; }
  }
  if (i < 0) return null;
  const next = seq[(i + 1) % seq.length];
  if (!next) return null;
  return { season: next.season, year: i + 1 === seq.length ? phase.year + 1 : phase.year, type: next.type };
}
