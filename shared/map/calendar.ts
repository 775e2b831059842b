import { parsePhase, PHASE_TYPES, type Phase, type PhaseType } from './phase.js';
import { seasonLetter } from './season.js';
import type { GameMap, YearStep } from './types.js';

/** One item of the game-year as the adjudicator steps through it: a phase, or a step of the year. */
type Step = { readonly season: string; readonly type: PhaseType } | YearStep;

const sequences = new WeakMap<GameMap, readonly Step[]>();

/** Without a NEWYEAR, the year grows by one each time the flow starts again, as in DPjudge. */
const IMPLICIT_NEW_YEAR: YearStep = { newYear: 1 };

/**
 * The phases of a map's game-year as the adjudicator steps through them, with the map's
 * year steps (NEWYEAR, IFYEARDIV) between them, worked out once per map. Only phase types
 * the judge plays (M, R, A) take part; a step of another type is passed over.
 */
function sequence(map: GameMap): readonly Step[] {
  let known = sequences.get(map);
  if (!known) {
    const years = map.yearSteps ?? [];
    // flow.ts adds DPjudge's implicit NEWYEAR to a flow that steers the year; only a flow
    // that does not needs it here.
    const out: Step[] = years.some((y) => 'newYear' in y.step) ? [] : [IMPLICIT_NEW_YEAR];
    const yearsBefore = (i: number) => {
      for (const y of years) if (y.before === i) out.push(y.step);
    };
    map.flow.forEach((step, i) => {
      yearsBefore(i);
      for (const phase of step.phases) {
        const type = phase.charAt(0);
        if ((PHASE_TYPES as readonly string[]).includes(type)) out.push({ season: seasonLetter(step), type: type as PhaseType });
      }
    });
    yearsBefore(map.flow.length);
    known = out;
    sequences.set(map, known);
  }
  return known;
}

const isPhase = (s: Step): s is Extract<Step, { season: string }> => 'season' in s;

/** The phase (season letter and phase letter) is one of the map's flow. */
export function inCalendar(map: GameMap, phase: Phase): boolean {
  return sequence(map).some((s) => isPhase(s) && s.season === phase.season && s.type === phase.type);
}

/**
 * The phase after this one in the map's flow, null when the phase is not in the flow.
 * Past the last item the flow starts again; a NEWYEAR changes the year, an IFYEARDIV whose
 * year does not divide starts the flow again at once (DPjudge's findNextPhase).
 */
export function phaseAfter(map: GameMap, phase: Phase): Phase | null {
  const seq = sequence(map);
  // A plain loop: this runs once or more for every phase adjudicated.
  let i = -1;
  for (let k = 0; k < seq.length; k++) {
    const s = seq[k]!;
    if (isPhase(s) && s.season === phase.season && s.type === phase.type) { i = k; break; }
  }
  if (i < 0) return null;
  let year = phase.year;
  let at = (i + 1) % seq.length;
  // Each item once at most, as in DPjudge: a flow whose year steps skip every phase has no next phase.
  for (let left = seq.length; left > 0; left--) {
    const s = seq[at];
    if (s === undefined) return null;
    if (isPhase(s)) return { season: s.season, year, type: s.type };
    if ('newYear' in s) year += s.newYear;
    else if ((((year % s.ifYearDiv) + s.ifYearDiv) % s.ifYearDiv) !== s.remainder) at = -1;
    at = (at + 1) % seq.length;
  }
  return null;
}

/**
 * The first `count` years of the map's calendar, in the order they are played from its
 * first phase: 1901, 1902 … on the standard board, 273, 272 … where `NEWYEAR:-1` counts
 * years B.C. down, 1425, 1430 … where `NEWYEAR:5` counts by five. Fewer when the flow
 * comes to an end or stops changing the year.
 */
export function calendarYears(map: GameMap, count: number): number[] {
  const begin = parsePhase(map.begin);
  if (!begin.ok || count <= 0) return [];
  const years = [begin.value.year];
  // A flow that changes the year does so within one pass through it (an IFYEARDIV that
  // starts it again passes its NEWYEAR too), so this many steps reach `count` if anything does.
  let steps = sequence(map).length * count;
  for (let p = phaseAfter(map, begin.value); p !== null && years.length < count && steps > 0; p = phaseAfter(map, p), steps--) {
    if (p.year !== years[years.length - 1]) years.push(p.year);
  }
  return years;
}

/**
 * How many game-years the calendar plays before it reaches `year`: 0 in its first year,
 * 1 in the next, however the map numbers them (counting down, or by five). Counted up to
 * `atMost`, which any later year counts as; a year before the first counts 0.
 */
export function gameYearsBefore(map: GameMap, year: number, atMost: number): number {
  const years = calendarYears(map, atMost + 1);
  const i = years.indexOf(year);
  if (i >= 0) return i;
  const [first, second] = years;
  if (first === undefined || second === undefined) return 0;
  return (year - first) * (second - first) > 0 ? atMost : 0;
}

/**
 * The last phase of this type before `phase` in the map's flow, null when there is none
 * (the type is not in the flow, or no year that can be written reaches `phase`). MOBILIZE
 * and FLEX_SETUP open a game at the adjustment phase before the map's first phase, as
 * DPjudge's findPreviousPhase finds it: W1900A before S1901M on the standard board.
 * Found forwards, from each phase of that type in the few years around, because the year
 * steps of a flow (NEWYEAR, IFYEARDIV) are only defined going forwards.
 */
export function phaseBefore(map: GameMap, phase: Phase, type: PhaseType): Phase | null {
  const seq = sequence(map);
  const seasons = [...new Set(seq.filter((s): s is Extract<Step, { season: string }> => isPhase(s) && s.type === type).map((s) => s.season))];
  let best: { phase: Phase; steps: number } | null = null;
  // A year step is at most one flow long, so the phase before lies within a few years either side.
  const reach = 2 + Math.max(1, ...(map.yearSteps ?? []).map((y) => ('newYear' in y.step ? Math.abs(y.step.newYear) : y.step.ifYearDiv)));
  for (const season of seasons) {
    for (let year = Math.max(0, phase.year - reach); year <= phase.year + reach; year++) {
      let at: Phase | null = { season, year, type };
      for (let steps = 1; steps <= seq.length && at !== null; steps++) {
        at = phaseAfter(map, at);
        if (at === null || at.type === type && !same(at, phase)) break;
        if (same(at, phase)) {
          if (best === null || steps < best.steps) best = { phase: { season, year, type }, steps };
          break;
        }
      }
    }
  }
  return best?.phase ?? null;
}

const same = (a: Phase, b: Phase): boolean => a.season === b.season && a.year === b.year && a.type === b.type;

/**
 * Whether the calendar passes an adjustment phase on its way from `played` to `next` (`next`
 * itself counted, `played` not): supply centres change hands on the way into one, whether
 * it is played or skipped because nobody owes anything in it (adjudicate/phase.ts `advance`).
 * Global's Spring builds, skipped, take the calendar on to Summer in the same year.
 */
export function passesAdjustment(map: GameMap, played: Phase, next: Phase): boolean {
  if (played.type === 'A') return false;
  let phase: Phase | null = played;
  // A year of phases at most: the adjudicator's own bound on a broken calendar.
  for (let step = 0; step < 16; step++) {
    phase = phaseAfter(map, phase);
    if (phase === null) return false;
    if (phase.type === 'A') return true;
    if (same(phase, next)) return false;
  }
  return false;
}
