import { fail, ok, type Result } from '../result.js';

/** The phase types of the standard calendar; a variant's FLOW may name others. */
export const PHASE_TYPES = ['M', 'R', 'A'] as const;
export type PhaseType = (typeof PHASE_TYPES)[number];

/** A phase written as DPjudge and MILA write it: season letter, year, phase letter ("S1901M"). */
export interface Phase {
  readonly season: string;
  readonly year: number;
  readonly type: PhaseType;
}

const PHASE = /^([A-Z])(\d{1,5})([A-Z])$/;

export function parsePhase(text: string): Result<Phase, 'bad_phase'> {
  // A stream of games names the same few hundred phases, each read twice a phase: read once.
  let known = phasesRead.get(text);
  if (known === undefined) {
    known = readPhase(text);
    if (phasesRead.size >= 1000) phasesRead.clear();
    phasesRead.set(text, known);
  }
  return known;
}

const phasesRead = new Map<string, Result<Phase, 'bad_phase'>>();

function readPhase(text: string): Result<Phase, 'bad_phase'> {
  const m = PHASE.exec(text.trim().toUpperCase());
  if (!m) return fail('bad_phase', `"${text}" is not a phase: write a season letter, a year and M, R or A, as in S1901M.`);
  const type = m[3] as string;
  if (!(PHASE_TYPES as readonly string[]).includes(type)) {
    return fail('bad_phase', `"${text}" ends in ${type}: the phase letter must be M (movement), R (retreats) or A (adjustments).`);
  }
  return ok({ season: m[1] as string, year: Number(m[2]), type: type as PhaseType });
}

export const formatPhase = (p: Phase): string => `${p.season}${p.year}${p.type}`;

/** The type of a phase written as the game records it ("S1901M": M); M for one that does not read. */
export function phaseTypeOf(text: string): PhaseType {
  const phase = parsePhase(text);
  return phase.ok ? phase.value.type : 'M';
}
