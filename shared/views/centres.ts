import type { Position } from '../adjudicate/types.js';
import type { GameState } from '../game/types.js';
import { parsePhase } from '../map/phase.js';
import type { PowerName } from '../map/types.js';
import type { CentrePoint } from './types.js';

/**
 * The centre chart's figures: each power's supply centres at the start, then at the last
 * board of each game-year (ownership changes only after Fall, so that board holds the
 * year's count). One small point a year, so that the chart needs none of the history's
 * pages. Centre ownership is public, in every variant.
 */
export function centrePoints(state: GameState): CentrePoint[] {
  const boards = [...state.history.map((r) => r.position), state.position];
  const byYear = new Map<number, Position>();
  for (const board of boards) {
    const phase = parsePhase(board.phase);
    if (phase.ok) byYear.set(phase.value.year, board);
  }
  const years = [...byYear.keys()].sort((a, b) => a - b);
  const powers = Object.keys(state.seats);
  const point = (board: Position): CentrePoint => {
    const counts: Record<PowerName, number> = {};
    for (const power of powers) counts[power] = (board.centers[power] ?? []).length;
    return { phase: board.phase, counts };
  };
  return [point(boards[0]!), ...years.map((y) => point(byYear.get(y)!))];
}
