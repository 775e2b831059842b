import { inForce } from '../game/rules.js';
import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import type { ViewerView } from './types.js';

/**
 * HIDE_EXTENDERS (section 1.6 of the rule set): "The power-identity of a player who extends
 * the deadline using the SET DEADLINE command (with the PLAYER_DEADLINES rule in force) is
 * not revealed to the players. Only the Master is sent the identity of that power." The
 * one place that says whether a notice of a deadline a player moved may name him to this
 * reader: the master always, the extender himself (it is his own act), and the others only
 * without the rule. The notice is the mail of a deadline moved (workers/room/mail-out.ts).
 */
export function extenderNamedTo(state: GameState, viewer: ViewerView, extender: PowerName): boolean {
  if (viewer.kind === 'master' || !inForce(state.settings, 'HIDE_EXTENDERS')) return true;
  return viewer.kind === 'player' && viewer.power === extender;
}
