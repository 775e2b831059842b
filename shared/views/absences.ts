import { inForce } from '../game/rules.js';
import type { GameState } from '../game/types.js';
import type { AbsenceView, GameView, ViewerView } from './types.js';

/**
 * The absences still to come as a viewer sees them. Their times are everyone's, under
 * SILENT_ABSENCES too (the seed: they "still appear in the TIMING line for the game, as
 * shown on the Website"); who asked is the master's and the asker's own, and everyone's
 * unless HIDE_ABSENTEES. Nothing when there is none. Those over are dropped from the state
 * when the next is set or cleared; the doors show the game through `withAbsencesAhead`
 * (shared/game/absences.ts) so that they are never listed meanwhile.
 */
export function absencesFor(state: GameState, viewer: ViewerView): Pick<GameView, 'absences'> {
  const ahead = state.absences ?? [];
  if (ahead.length === 0) return {};
  const hide = inForce(state.settings, 'HIDE_ABSENTEES');
  const own = viewer.kind === 'player' ? viewer.power : null;
  const absences: AbsenceView[] = ahead.map((a) => ({
    from: a.from,
    to: a.to,
    by: !hide || viewer.kind === 'master' || a.by === own ? a.by : null,
  }));
  return { absences };
}
