import { gameMap } from '../game/board.js';
import type { Actor, GameState, PhaseRecord } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { listLimits } from '../variants/crystal-ball/lists.js';
import { listVisibility, processedListsRevealed, reach, type ListViewer, type Reach, type ViewOptions } from '../variants/crystal-ball/views.js';
import { buildsRecordCut } from './builds.js';
import { lateRecordCut } from './late.js';
import { blindRecordCut } from './blind.js';
import { payolaRecordCut } from './payola.js';
import type { ViewerView } from './types.js';
import { viewerOf } from './viewer.js';

/**
 * The processed phases as one viewer may see them. In a standard game every phase is
 * public once processed. In a Crystal Ball game a movement phase's lists stay secret
 * until the game ends (each power sees its own; the master all): its record keeps the
 * board, which is public, and only the lists and annotated lines the viewer may see,
 * by the same rule as the lists themselves (`reach`: PUBLIC_LISTS shows all,
 * LIMIT_LISTS the first lines of each, as many as the largest power's centres on that
 * board; the original rules reveal every processed list to all). In a Payola game a
 * record's money (`record.payola`) is cut to what the viewer may see of it
 * (`payolaRecordCut`, shared/views/payola.ts); its orders and results are public. Every
 * door that shows a processed phase goes through here: the view, the history, the
 * export, the results mail, the archive.
 */
export function historyFor(state: GameState, actor: Actor | null): readonly PhaseRecord[] {
  const cut = recordCut(state, viewerOf(state, actor));
  return cut === null ? state.history : state.history.map(cut);
}

/** One processed phase as this viewer may see it (`null`: anyone, as the archive keeps it while the game runs). */
export function recordFor(state: GameState, record: PhaseRecord, actor: Actor | null): PhaseRecord {
  const cut = recordCut(state, viewerOf(state, actor));
  return cut === null ? record : cut(record);
}

/** Who the viewer is to the lists. */
export function listViewerOf(viewer: ViewerView): ListViewer {
  if (viewer.kind === 'master') return { kind: 'master' };
  return viewer.kind === 'player' && viewer.power !== null ? { kind: 'power', power: viewer.power } : { kind: 'anyone' };
}

/** The list rules of a Crystal Ball game, as they stand now. */
export function listOptions(state: GameState): ViewOptions | null {
  if (state.crystal === undefined) return null;
  return { visibility: listVisibility(state.crystal.rules.rules), ended: state.status === 'finished' };
}

/** The cut of a record for this viewer, or null when every record is shown whole. */
function recordCut(state: GameState, viewer: ViewerView): ((record: PhaseRecord) => PhaseRecord) | null {
  // BLIND's cut first: it finds the board after each record by the record itself, as the history holds it.
  const cuts = [blindRecordCut(state, viewer), listCut(state, viewer), payolaRecordCut(state, viewer), lateRecordCut(state, viewer), buildsRecordCut(state, viewer)].filter((c) => c !== null);
  if (cuts.length === 0) return null;
  return (record) => cuts.reduce((r, cut) => cut(r), record);
}

/** A Crystal Ball game's cut of its movement records' lists, or null when this viewer sees them all. */
function listCut(state: GameState, viewer: ViewerView): ((record: PhaseRecord) => PhaseRecord) | null {
  const options = listOptions(state);
  if (options === null || processedListsRevealed(state.crystal!)) return null;
  const who = listViewerOf(viewer);
  const powers = [...gameMap(state.settings).powers.keys()];
  if (powers.every((p) => reach(who, p, options) === 'all')) return null;
  return (record) => (record.position.phase.endsWith('M') ? cutMovement(record, (p) => reach(who, p, options)) : record);
}

/**
 * A movement record with only what `how` lets through, power by power: whole, the first
 * lines (the judge's default HOLDs left out, as they are no line of the list), or nothing.
 */
function cutMovement(record: PhaseRecord, how: (power: PowerName) => Reach): PhaseRecord {
  const first = listLimits(record.position).orders;
  const orders: Record<PowerName, readonly string[]> = {};
  for (const [power, lines] of Object.entries(record.orders)) {
    const r = how(power);
    if (r !== 'none') orders[power] = r === 'all' ? lines : lines.slice(0, first);
  }
  const shown = new Map<PowerName, number>();
  const results = record.results.filter((report) => {
    const r = how(report.power);
    if (r === 'all') return true;
    if (r === 'none' || report.default === true) return false;
    const n = shown.get(report.power) ?? 0;
    shown.set(report.power, n + 1);
    return n < first;
  });
  return { ...record, orders, results };
}
