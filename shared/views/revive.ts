import type { GameState, Seat } from '../game/types.js';
import type { ViewerView } from './types.js';

/**
 * The master's sight of who he may REVIVE at a seat (commands/revive.ts): the name of the
 * last player who left it, and whether the judge writes to him (his welcome back goes by
 * mail; else the master is given his new password to pass on). Nobody else is shown it.
 */
export function revivableShown(state: GameState, viewer: ViewerView, seat: Seat): { revivable?: { readonly name: string; readonly mail: boolean } } {
  if (viewer.kind !== 'master' || seat.left === undefined || state.status === 'finished') return {};
  if (seat.status !== 'vacant' && seat.status !== 'open') return {};
  const { name, contact } = seat.left;
  return { revivable: { name, mail: contact.by !== 'web' && contact.email !== null } };
}
