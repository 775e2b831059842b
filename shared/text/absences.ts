import { inForce } from '../game/rules.js';
import type { Absence, GameState } from '../game/types.js';
import { paragraph, blocks } from './layout.js';
import { gameSubject, type Notice } from './subjects.js';
import { utcTime } from './time.js';
import { gameTitle, powerTitle } from './words.js';

/**
 * The words of absences: the notice that one was entered, and the list of those to come.
 * Who asked is named to the master always, to the others unless HIDE_ABSENTEES; whether the
 * others are told at all (SILENT_ABSENCES) is for the mail out to say.
 */

/** "from … to …" of an absence. */
export const absenceSpan = (absence: Absence): string => `from ${utcTime(absence.from)} to ${utcTime(absence.to)}`;

/** Who asked, as a reader may be told: null when HIDE_ABSENTEES hides it from him. */
export function absenteeFor(state: GameState, absence: Absence, master: boolean): string | null {
  if (!master && inForce(state.settings, 'HIDE_ABSENTEES')) return null;
  return absence.by === 'MASTER' ? 'the master' : powerTitle(absence.by);
}

/** An absence was entered: no deadline will be set in it. */
export function absenceNotice(state: GameState, absence: Absence, master: boolean): Notice {
  const who = absenteeFor(state, absence, master);
  return {
    subject: gameSubject(state, 'absence'),
    body: blocks(
      paragraph(`An absence has been entered in the ${gameTitle(state)}${who === null ? '' : ` by ${who}`}, ${absenceSpan(absence)}.`),
      paragraph('No deadline will be set in that time: a phase whose deadline would fall in it gets a later one. The deadline already set stays as it is.'),
    ),
  };
}

/** One line an absence still to come, for a listing; "No absences are set." when there is none. */
export function absenceLines(state: GameState, absences: readonly Absence[], master: boolean): string[] {
  if (absences.length === 0) return ['No absences are set.'];
  return absences.map((a) => {
    const who = absenteeFor(state, a, master);
    return `Absence ${absenceSpan(a)}${who === null ? '' : `, set by ${who}`}.`;
  });
}
