import { parsePhase, type Phase } from '../map/phase.js';
import { standardMap } from '../map/standard.js';
import type { GameMap } from '../map/types.js';
import type { GameSettings, GameState } from './types.js';

/** The map a game is played on. Only the standard board is built for now (createGame refuses others). */
export function gameMap(settings: GameSettings): GameMap {
  switch (settings.variant) {
    case 'standard':
    case 'crystal_ball':
      return standardMap();
  }
}

/**
 * The phase being played. The position is ours and was checked when it was made, so a
 * phase that does not read is a broken state, not bad input.
 */
export function currentPhase(state: GameState): Phase {
  const phase = parsePhase(state.position.phase);
  if (!phase.ok) throw new Error(`Game ${state.id} holds an unreadable phase: ${phase.error.message}`);
  return phase.value;
}

/** The first year of the map's calendar, from which VICTORY counts game-years. */
function firstYear(map: GameMap): number {
  const begin = parsePhase(map.begin);
  return begin.ok ? begin.value.year : 0;
}

/** Centres needed to win in this game-year: the game's own number, else the map's VICTORY for the year. */
export function victoryCentres(settings: GameSettings, map: GameMap, year: number): number {
  if (settings.victory !== undefined) return settings.victory;
  const byYear = map.victory;
  if (byYear.length === 0) return Math.floor(map.supplyCenters.size / 2) + 1;
  const i = Math.max(0, Math.min(byYear.length - 1, year - firstYear(map)));
  return byYear[i]!;
}
