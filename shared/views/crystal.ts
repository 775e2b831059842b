import { gameMap } from '../game/board.js';
import type { Actor, GameState, PhaseRecord } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import type { Pipeline } from '../variants/crystal-ball/pipeline.js';
import { listLimits } from '../variants/crystal-ball/lists.js';
import { listVisibility, processedListsRevealed, reach, visibleLists, type ListView, type ListViewer, type Reach, type ViewOptions } from '../variants/crystal-ball/views.js';
import { viewerOf } from './viewer.js';
import type { VariantViews } from './variant.js';
import type { GameView, ViewerView } from './types.js';

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

/**
 * A Crystal Ball game's lists still to be played (the pipe's, and the standing ones) as the
 * viewer may see them, and its pipe. The processed lists go with their phases (`historyPage`).
 */
function crystalLists(state: GameState, pipe: Pipeline, viewer: ViewerView): Pick<GameView, 'lists' | 'pipe'> {
  return {
    lists: visibleLists(gameMap(state.settings), pipe, listViewerOf(viewer), listOptions(state)!).filter((l) => l.status !== 'processed'),
    pipe: pipe.pipe.map(({ phase, locked }) => ({ phase, locked })),
  };
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

/** The processed lists of these records' phases, as the actor may see them (the history's pages, the pushes). */
function processedLists(state: GameState, actor: Actor | null, records: readonly PhaseRecord[]): readonly ListView[] {
  if (state.crystal === undefined) return [];
  const phases = new Set(records.map((r) => r.position.phase));
  const lists = visibleLists(gameMap(state.settings), state.crystal, listViewerOf(viewerOf(state, actor)), listOptions(state)!);
  return lists.filter((l) => l.status === 'processed' && phases.has(l.phase));
}

/**
 * Crystal Ball's view: its edition, lists and pipe; the board's retreat and adjustment
 * orders kept in its pipeline; its movement records' lists cut; the processed lists with
 * the history's pages.
 */
export const crystalViews: VariantViews = {
  fields: (state, viewer) => (state.crystal === undefined ? {} : { edition: state.crystal.rules.edition, ...crystalLists(state, state.crystal, viewer) }),
  orders: (state, power) => (state.crystal === undefined ? (state.orders[power] ?? []).map((o) => o.text) : [...(state.crystal.orders[power] ?? [])]),
  recordCut: listCut,
  pageExtras: (state, actor, records) => (state.crystal === undefined ? {} : { lists: processedLists(state, actor, records) }),
};
