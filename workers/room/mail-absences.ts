import { inForce } from '../../shared/game/rules';
import type { Absence, GameState } from '../../shared/game/types';
import { absenceNotice, type Notice } from '../../shared/text/index';

/**
 * Who is told of a new absence (the mail out's TOLD row): everyone in the game, unless
 * SILENT_ABSENCES keeps it to the master; the master always, with who asked for it even
 * under HIDE_ABSENTEES (absences.ts in shared/text words it for each).
 */
export function absenceLetters<R>(state: GameState, absence: Absence, readers: readonly R[], master: R | null): (Notice & { readonly reader: R })[] {
  const others = inForce(state.settings, 'SILENT_ABSENCES') ? [] : readers.map((reader) => ({ reader, ...absenceNotice(state, absence, false) }));
  return master === null ? others : [...others, { reader: master, ...absenceNotice(state, absence, true) }];
}
