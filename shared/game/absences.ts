import type { Absence, GameState } from './types.js';

/**
 * Absences (DPjudge's SET ABSENCE, the TIMING line's NOT option): times on which the game
 * sets no deadline. An absence leaves the deadline already set alone (Email.txt: "the
 * game's current deadline is completely unaffected"); it moves the deadline a phase is
 * given when it opens, should that fall inside it.
 */

export const DAY = 86_400_000;

/** The longest absence a player may ask for (Email.txt: only the Master may go past fourteen days). */
export const PLAYER_ABSENCE_LIMIT = 14 * DAY;

/** The absences not over yet at `now`. */
export const absencesAhead = (absences: readonly Absence[] | undefined, now: number): readonly Absence[] =>
  (absences ?? []).filter((a) => a.to > now);

/**
 * The game as it is shown at `now`: the absences already over left out. The state drops
 * them only when the next is set or cleared; what is shown lists only those not over.
 */
export function withAbsencesAhead(state: GameState, now: number): GameState {
  const absences = state.absences;
  if (absences === undefined) return state;
  const ahead = absencesAhead(absences, now);
  if (ahead.length === absences.length) return state;
  const { absences: _over, ...rest } = state;
  return ahead.length === 0 ? rest : { ...rest, absences: ahead };
}

/**
 * Where a deadline lands once moved out of every absence it falls in. As on the DPjudge, a
 * deadline of a day or more keeps its time of day and moves by whole days to the first such
 * time at or after the absence's end; a shorter phase's deadline (REAL_TIME games, a break for
 * lunch) moves to the end itself. Absences may follow one another, so this repeats until
 * the deadline falls in none.
 */
export function deadlineOutside(deadline: number, phaseLength: number, absences: readonly Absence[]): number {
  let at = deadline;
  for (let moved = true; moved; ) {
    moved = false;
    for (const a of absences) {
      if (at < a.from || at >= a.to) continue;
      at = phaseLength < DAY ? a.to : at + Math.ceil((a.to - at) / DAY) * DAY;
      moved = true;
    }
  }
  return at;
}
