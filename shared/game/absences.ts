import type { Absence } from './types.js';

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
