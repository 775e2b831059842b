import { gameMap } from '../game/board.js';
import type { GameState } from '../game/types.js';
import type { Pipeline } from '../variants/crystal-ball/pipeline.js';
import { visibleLists } from '../variants/crystal-ball/views.js';
import { listOptions, listViewerOf } from './history.js';
import type { VariantViews } from './variant.js';
import type { GameView, ViewerView } from './types.js';

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

/** Crystal Ball's view: its edition, lists and pipe; the board's retreat and adjustment orders kept in its pipeline. */
export const crystalViews: VariantViews = {
  fields: (state, viewer) => (state.crystal === undefined ? {} : { edition: state.crystal.rules.edition, ...crystalLists(state, state.crystal, viewer) }),
  orders: (state, power) => (state.crystal === undefined ? (state.orders[power] ?? []).map((o) => o.text) : [...(state.crystal.orders[power] ?? [])]),
};
