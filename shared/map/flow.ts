import type { Draft } from './draft.js';
import { where, type Source } from './lex.js';
import { seasonLetter as seasonLetterOf } from './season.js';
import type { FlowStep, GameMap, YearStep } from './types.js';

/** A letter no season of the flow names its phases with, to suggest: the season's next letters first. */
function spareLetter(flow: readonly FlowStep[], season: string): string {
  const taken = new Set(flow.map(seasonLetterOf));
  const letters = [...season.replace(/[^A-Z]/g, ''), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return letters.find((l) => !taken.has(l)) ?? 'X';
}

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

/**
 * A season's name: letters, and the dots and hyphens of "B.C." or "A.D."; its first letter
 * names its phases, unless the name is followed by `=` and a letter of its own (ours, not
 * the DPjudge's): `SUMMER=U` names Summer's phases U2101M when Spring has the S.
 */
const SEASON = /^([A-Z][A-Z.-]*)(?:=([A-Z]))?$/;

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
    const named = parts.length === 2 ? SEASON.exec(season) : null;
    if (named === null) {
      problem(src, `FLOW "${item}" should be a season, a colon and its phases, as in SPRING:MOVEMENT,RETREATS (or SUMMER=U:MOVEMENT,RETREATS to name its phases with a letter of its own)`);
      continue;
    }
    const name = named[1] ?? '';
    const own = named[2];
    const letterOfSeason = own ?? name.charAt(0);
    // Two seasons that named their phases with one letter would give two phases one name.
    const sharing = flow.find((s) => seasonLetterOf(s) === letterOfSeason && s.season !== name);
    if (sharing !== undefined) {
      problem(src, `FLOW "${item}": the season ${name} would name its phases ${letterOfSeason}, as ${sharing.season} already does; give it a letter of its own, as in ${name}=${spareLetter(flow, name)}:${parts[1] ?? ''}`);
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
      const abbrev = `${letterOfSeason}${letter}`;
      if (seen.has(abbrev)) {
        problem(src, `FLOW "${item}": a phase ${letterOfSeason}…${letter} is already in the flow`);
        continue;
      }
      seen.add(abbrev);
      good.push(phase);
    }
    if (good.length > 0) flow.push(own === undefined ? { season: name, phases: good } : { season: name, phases: good, letter: own });
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
      // A season's letter is its own (SUMMER=U) where the flow gives one.
      const fits = (full: string, given: string) => (given.length === 1 ? full.startsWith(given) : full === given);
      const step = steps.find((s) => (p.season.length === 1 ? seasonLetterOf(s) === p.season : s.season === p.season) && s.phases.some((ph) => fits(ph, p.phase)));
      if (!step) problem(src, `BEGIN ${words.join(' ')} is not a phase of the map's flow`);
      else begin = `${seasonLetterOf(step)}${Number(p.year)}${p.phase.charAt(0)}`;
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
