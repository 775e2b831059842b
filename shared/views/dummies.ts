import { inForce } from '../game/rules.js';
import type { GameState } from '../game/types.js';
import type { SeatView, ViewerView } from './types.js';

/**
 * HIDE_DUMMIES (section 1.6 of the rule set): the dummy powers are "listed on the game's
 * main Webpage as powers that can be logged in … This rule can be used to keep secret from
 * the players which of the powers are DUMMY powers". Until the game ends (as the DPjudge's
 * roster shows them then), everyone but the master sees a dummy's seat as a played one
 * whose player is not named. HIDE_LATE_POWERS and HIDE_ABSENTEES come with it (the
 * catalogue), so nobody is told that a dummy never orders.
 */
export function dummiesHiddenFrom(state: GameState, viewer: ViewerView): boolean {
  return viewer.kind !== 'master' && state.status !== 'finished' && inForce(state.settings, 'HIDE_DUMMIES');
}

/** The seats as this viewer sees them: a dummy's, under HIDE_DUMMIES, as a played seat with its player hidden. */
export function dummySeatsFor(state: GameState, viewer: ViewerView, seats: readonly SeatView[]): readonly SeatView[] {
  if (!dummiesHiddenFrom(state, viewer)) return seats;
  return seats.map((s) => (s.status === 'dummy' ? { ...s, status: 'taken', player: null, hidden: true } : s));
}
