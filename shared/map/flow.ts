import type { Draft } from './draft.js';
import { where, type Source } from './lex.js';
import type { FlowStep, GameMap, YearStep } from './types.js';

/** The game-year of a map: FLOW, BEGIN and VICTORY, read and checked once every line is in. */

/** The flow of a map without a FLOW line. */
export const DEFAULT_FLOW: readonly FlowStep[] = [
  { season: 'SPRING', phases: ['MOVEMENT', 'RETREATS'] },
  { season: 'FALL', phases: ['MOVEMENT', 'RETREATS'] },
  { season: 'WINTER', phases: ['ADJUSTMENTS'] },
];

/** Phase letters whose phase type is fixed, whatever the flow says. */
const RESERVED: Readonly<Record<string, string>> = { M: 'MOVEMENT', R: 'RETREATS', A: 'ADJUSTMENTS' };

/** A map's game-year, as the GameMap holds it. */
export interface Calendar {
  readonly flow: readonly FlowStep[];
  readonly yearSteps: NonNullable<GameMap['yearSteps']>;
  readonly begin: string;
  readonly victory: readonly number[];
}

/** A season's name: letters, and the dots and hyphens of "B.C." or "A.D."; its first letter names its phases. */
const SEASON = /^[A-Z][A-Z.-]*$/;

/**
 * `NEWYEAR`, `NEWYEAR:n`, `IFYEARDIV:d` or `IFYEARDIV:d=m` (see YearStep); a sentence
 * saying what is wrong, or null when the item is no year step.
 */
function yearStep(season: string, parts: readonly string[]): YearStep | string | null {
  if (season === 'NEWYEAR') {
    if (parts.length === 1) return { newYear: 1 };
    const by = parts.length === 2 && /^-?\d{1,4}$/.test(parts[1] ?? '') ? Number(parts[1]) : 0;
    return by === 0 ? 'NEWYEAR:n takes a whole number of years other than 0, as in NEWYEAR:2 or NEWYEAR:-1' : { newYear: by };
  }
  if (season === 'IFYEARDIV') {
    const m = parts.length === 2 ? /^(\d{1,4})(?:=(\d{1,4}))?$/.exec(parts[1] ?? '') : null;
    const div = Number(m?.[1] ?? 0);
    const remainder = Number(m?.[2] ?? 0);
    if (!m || div < 1 || remainder >= div) return 'IFYEARDIV takes a divisor above 0 and maybe a remainder below it, as in IFYEARDIV:2 or IFYEARDIV:2=1';
    return { ifYearDiv: div, remainder };
  }
  return null;
}

/**
 * Reads the FLOW, BEGIN and VICTORY lines of the draft, with their defaults (the standard
 * year, S1901M, one more than half the supply centres); problems go to the draft's errors.
 */
export function readCalendar(d: Draft, rootFile: string, supplyCenters: number): Calendar {
  const problem = (src: Source | null, message: string) => d.errors.push(`${src ? where(src) : rootFile}: ${message}`);
  const flow: FlowStep[] = [];
  const yearSteps: { before: number; step: YearStep }[] = [];
  const letters: Record<string, string> = { ...RESERVED };
  const seen = new Set<string>();
  for (const { item, src } of d.flow) {
    const parts = item.split(':');
    const season = (parts[0] ?? '').toUpperCase();
    const step = yearStep(season, parts);
    if (typeof step === 'string') {
      problem(src, `FLOW "${item}": ${step}`);
      continue;
    }
    if (step !== null) {
      // As in DPjudge, the years of a flow run one way: forward, or backward (B.C.).
      const sign = (s: YearStep) => ('newYear' in s ? Math.sign(s.newYear) : 0);
      if (yearSteps.some((y) => sign(y.step) * sign(step) < 0)) {
        problem(src, `FLOW "${item}": the years of a flow run one way, forward or backward, not both`);
        continue;
      }
      // DPjudge counts a year at the start of the flow when an IFYEARDIV comes before any
      // NEWYEAR, so that a flow started again by it still moves on a year.
      if ('ifYearDiv' in step && !yearSteps.some((y) => 'newYear' in y.step)) yearSteps.unshift({ before: 0, step: { newYear: 1 } });
      yearSteps.push({ before: flow.length, step });
      continue;
    }
    if (parts.length !== 2 || !SEASON.test(season)) {
      problem(src, `FLOW "${item}" should be a season, a colon and its phases, as in SPRING:MOVEMENT,RETREATS`);
      continue;
    }
    const phases = (parts[1] ?? '').toUpperCase().split(',');
    const good: string[] = [];
    for (const phase of phases) {
      if (!/^[A-Z]+$/.test(phase)) {
        problem(src, `FLOW "${item}": "${phase}" is not a phase type`);
        continue;
      }
      const letter = phase.charAt(0);
      const known = letters[letter];
      if (known !== undefined && known !== phase) {
        problem(src, `FLOW "${item}": the phase letter ${letter} already stands for ${known}`);
        continue;
      }
      letters[letter] = phase;
      // Phases are named by season letter and phase letter (S1901M): those must not repeat.
      const abbrev = `${season.charAt(0)}${letter}`;
      if (seen.has(abbrev)) {
        problem(src, `FLOW "${item}": a phase ${season.charAt(0)}…${letter} is already in the flow`);
        continue;
      }
      seen.add(abbrev);
      good.push(phase);
    }
    if (good.length > 0) flow.push({ season, phases: good });
  }
  const steps = flow.length > 0 ? flow : DEFAULT_FLOW;
  if (flow.length === 0 && yearSteps.length > 0) {
    problem(d.flow[0]?.src ?? null, 'a FLOW that steers the year must name its seasons too');
  }

  let begin = 'S1901M';
  if (d.begin) {
    const { words, src } = d.begin;
    const up = words.map((w) => w.toUpperCase());
    let parsed: { season: string; year: string; phase: string } | null = null;
    if (up.length === 3 && /^\d{1,5}$/.test(up[1] ?? '')) parsed = { season: up[0] ?? '', year: up[1] ?? '', phase: up[2] ?? '' };
    const short = up.length === 1 ? /^([A-Z])(\d{1,5})([A-Z])$/.exec(up[0] ?? '') : null;
    if (short) parsed = { season: short[1] ?? '', year: short[2] ?? '', phase: short[3] ?? '' };
    if (!parsed) {
      problem(src, 'BEGIN should be a season, a year and a phase type, as in BEGIN SPRING 1901 MOVEMENT');
    } else {
      const p = parsed;
      // A full word must match the flow's word; a single letter (S1901M) its first letter.
      const fits = (full: string, given: string) => (given.length === 1 ? full.startsWith(given) : full === given);
      const step = steps.find((s) => fits(s.season, p.season) && s.phases.some((ph) => fits(ph, p.phase)));
      if (!step) problem(src, `BEGIN ${words.join(' ')} is not a phase of the map's flow`);
      else begin = `${step.season.charAt(0)}${Number(p.year)}${p.phase.charAt(0)}`;
    }
  }

  let victory: readonly number[] = [Math.floor(supplyCenters / 2) + 1];
  if (d.victory) {
    const { counts } = d.victory;
    if (counts.length === 0 || counts.some((c) => !Number.isInteger(c) || c < 1)) {
      problem(d.victory.src, 'VICTORY takes one or more whole numbers of centres, one a game-year');
    } else victory = counts;
  }
  return { flow: steps, yearSteps: flow.length > 0 ? yearSteps : [], begin, victory };
}
