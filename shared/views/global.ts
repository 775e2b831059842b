import { currentPhase, gameMap } from '../game/board.js';
import type { GameState } from '../game/types.js';
import { closedSpaces } from '../map/seasonal.js';
import type { GlobalView } from '../variants/global/state.js';

/**
 * What everyone is shown of a Global game (GameView.global): the scars are on the board for
 * all to see, the seasonal spaces closed in the phase (VII.3.y) are the calendar's, and the
 * arsenals owed were announced with the results of the turn that earned them, so nothing in
 * it is anyone's secret. Absent in every other game.
 */
export function globalViewFor(state: GameState): { global?: GlobalView } {
  const global = state.global;
  if (global === undefined) return {};
  const { destroyed, removed, cutOff } = global.wasteland;
  const entitled = Object.fromEntries(Object.entries(global.entitled).filter(([, n]) => n > 0));
  const closed = closedSpaces(gameMap(state.settings), currentPhase(state));
  const setup = state.settings.setup === undefined ? {} : { setup: state.settings.setup };
  const option = state.settings.firstElimination === true ? { firstElimination: true as const } : {};
  return { global: { destroyed: [...destroyed], removed: [...removed], cutOff: [...cutOff], closed, entitled, ...setup, ...option } };
}
