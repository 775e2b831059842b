import { lateNow } from '../game/late.js';
import { inForce } from '../game/rules.js';
import type { GameState, PhaseRecord } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import type { ViewerView } from './types.js';

/**
 * HIDE_LATE_POWERS (section 1.6 of the rule set): "The power-identity of players who are
 * late with orders is not revealed to the players, and each late player is told only of
 * his own tardiness. Only the Master is sent the complete list of late powers." Whose
 * orders are in would name the late by elimination, so it goes with them: a viewer learns
 * where his own power's orders stand and nobody else's. Decided here once; the view, the
 * records and the texts ask.
 */

/** Whether this viewer may know whether `power` is late. */
export function lateSeenBy(state: GameState, viewer: ViewerView): (power: PowerName) => boolean {
  if (!inForce(state.settings, 'HIDE_LATE_POWERS') || viewer.kind === 'master') return () => true;
  const own = viewer.kind === 'player' ? viewer.power : null;
  return (power) => power === own;
}

/**
 * Whether this viewer may know whether `power`'s orders are in. Everyone may, as this
 * judge has always shown it, unless HIDE_LATE_POWERS keeps it with the lateness; LIST_UNORDERED
 * ("the power-identity of any and all players who have not yet issued orders for the current
 * game-phase are made available in the game list and on the game's Webpages") gives it to
 * everyone again.
 */
export function orderStatusSeenBy(state: GameState, viewer: ViewerView): (power: PowerName) => boolean {
  if (inForce(state.settings, 'LIST_UNORDERED')) return () => true;
  return lateSeenBy(state, viewer);
}

/**
 * The powers whose WAIT flag this viewer may see beyond his own (the master sees all):
 * under LIST_WAITERS ("the power-identity of any and all players who have set their 'wait
 * for deadline before processing' flag are made available in the game list and on the
 * game's Webpages") every power's, else none.
 */
export function listedWaiters(state: GameState): readonly PowerName[] {
  return inForce(state.settings, 'LIST_WAITERS') ? Object.keys(state.seats) : [];
}

/** The powers late now (`lateNow`) as this viewer may know them; null when the game is not waiting. */
export function lateFor(state: GameState, viewer: ViewerView): readonly PowerName[] | null {
  const late = lateNow(state);
  if (late === null) return null;
  const seen = lateSeenBy(state, viewer);
  return late.filter(seen);
}

/** A record's powers in civil disorder as this viewer may know them, or null when he sees every record's whole. */
export function lateRecordCut(state: GameState, viewer: ViewerView): ((record: PhaseRecord) => PhaseRecord) | null {
  if (!inForce(state.settings, 'HIDE_LATE_POWERS') || viewer.kind === 'master') return null;
  const seen = lateSeenBy(state, viewer);
  return (record) => {
    if (record.late === undefined) return record;
    const late = record.late.filter(seen);
    const hidden = new Set(record.late.filter((p) => !seen(p)));
    // The judge's orders for a late power are marked (*default*) in the results: that mark
    // would name the late power to everyone, so it goes where his lateness does.
    const results = hidden.size === 0 ? record.results : record.results.map((r) => (r.default === true && hidden.has(r.power) ? withoutDefault(r) : r));
    const { late: _all, ...rest } = record;
    return late.length === 0 ? { ...rest, results } : { ...rest, late, results };
  };
}

/** A result without the mark that the judge gave the order. */
function withoutDefault<T extends { readonly default?: true }>(report: T): T {
  const { default: _mark, ...rest } = report;
  return rest as T;
}
