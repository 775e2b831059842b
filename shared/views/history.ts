import type { Actor, GameState, PhaseRecord } from '../game/types.js';
import { buildsRecordCut } from './builds.js';
import { lateRecordCut } from './late.js';
import { blindRecordCut } from './blind.js';
import type { ViewerView } from './types.js';
import { viewerOf } from './viewer.js';
import { variantViewsOf } from './variants.js';

/**
 * The processed phases as one viewer may see them. In a standard game every phase is
 * public once processed. In a Crystal Ball game a movement phase's lists stay secret
 * until the game ends (each power sees its own; the master all): its record keeps the
 * board, which is public, and only the lists and annotated lines the viewer may see,
 * by the same rule as the lists themselves (`reach`: PUBLIC_LISTS shows all,
 * LIMIT_LISTS the first lines of each, as many as the largest power's centres on that
 * board; the original rules reveal every processed list to all). In a Payola game a
 * record's money (`record.payola`) is cut to what the viewer may see of it
 * (shared/views/payola.ts); each variant's cut is its `recordCut` (views/variants.ts); its orders and results are public. Every
 * door that shows a processed phase goes through here: the view, the history, the
 * export, the results mail, the archive.
 */
export function historyFor(state: GameState, actor: Actor | null): readonly PhaseRecord[] {
  const cut = recordCut(state, viewerOf(state, actor));
  return cut === null ? state.history : state.history.map(cut);
}

/** One processed phase as this viewer may see it (`null`: anyone, as the archive keeps it while the game runs). */
export function recordFor(state: GameState, record: PhaseRecord, actor: Actor | null): PhaseRecord {
  return recordCutFor(state, actor)(record);
}

/** The processed phases as this viewer may see them, one at a time: the cut made once for as many records as a caller has (a page). */
export function recordCutFor(state: GameState, actor: Actor | null): (record: PhaseRecord) => PhaseRecord {
  return recordCut(state, viewerOf(state, actor)) ?? ((record) => record);
}

/** The cut of a record for this viewer, or null when every record is shown whole. */
function recordCut(state: GameState, viewer: ViewerView): ((record: PhaseRecord) => PhaseRecord) | null {
  // BLIND's cut first: it finds the board after each record by the record itself, as the history holds it.
  const cuts = [blindRecordCut(state, viewer), variantViewsOf(state)?.recordCut?.(state, viewer) ?? null, lateRecordCut(state, viewer), buildsRecordCut(state, viewer)].filter((c) => c !== null);
  if (cuts.length === 0) return null;
  return (record) => cuts.reduce((r, cut) => cut(r), record);
}
