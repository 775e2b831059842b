import type { Position } from '../adjudicate/types.js';
import type { GameState, PhaseRecord } from '../game/types.js';
import { parsePhase } from '../map/phase.js';
import type { PowerName } from '../map/types.js';
import type { CentrePoint } from './types.js';

/** The boards a history gives the chart: its first, and the last of each game-year. */
interface HistoryBoards {
  readonly first: Position | undefined;
  readonly byYear: ReadonlyMap<number, Position>;
}

/**
 * The chart's boards of each history, found once: a history is never changed in place (a
 * processed phase or a rollback makes a new list), so every view until the next phase
 * finds them here instead of reading every processed phase again.
 */
const boardsOf = new WeakMap<readonly PhaseRecord[], HistoryBoards>();

function historyBoards(history: readonly PhaseRecord[]): HistoryBoards {
  const known = boardsOf.get(history);
  if (known !== undefined) return known;
  const byYear = new Map<number, Position>();
  for (const record of history) {
    const phase = parsePhase(record.position.phase);
    if (phase.ok) byYear.set(phase.value.year, record.position);
  }
  const found = { first: history[0]?.position, byYear };
  boardsOf.set(history, found);
  return found;
}

/**
 * The centre chart's figures: each power's supply centres at the start, then at the last
 * board of each game-year (ownership changes only after Fall, so that board holds the
 * year's count). One small point a year, so that the chart needs none of the history's
 * pages. Centre ownership is public, in every variant.
 */
export function centrePoints(state: GameState): CentrePoint[] {
  const past = historyBoards(state.history);
  const byYear = new Map(past.byYear);
  const now = parsePhase(state.position.phase);
  if (now.ok) byYear.set(now.value.year, state.position);
  const years = [...byYear.keys()].sort((a, b) => a - b);
  const powers = Object.keys(state.seats);
  const point = (board: Position): CentrePoint => {
    const counts: Record<PowerName, number> = {};
    for (const power of powers) counts[power] = (board.centers[power] ?? []).length;
    return { phase: board.phase, counts };
  };
  return [point(past.first ?? state.position), ...years.map((y) => point(byYear.get(y)!))];
}
