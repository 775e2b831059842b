import { gameYearsBefore } from '../map/calendar.js';
import { parsePhase, type Phase } from '../map/phase.js';
import { boardNamed, boardSetup } from '../map/boards.js';
import { mapForPhase } from '../map/phased.js';
import type { GameMap } from '../map/types.js';
import type { GameSettings, GameState } from './types.js';

/**
 * The board a game is played on, the one its settings name. createGame took only a board
 * the instance has; one gone since (a host took its folder out of maps/) is a broken game.
 */
export function gameMap(settings: GameSettings): GameMap {
  const map = settings.setup === undefined ? boardNamed(settings.map) : boardSetup(settings.map, settings.setup);
  if (map === undefined) throw new Error(`The game's board ${settings.map}${settings.setup === undefined ? '' : ` (${settings.setup})`} is not on this instance (was its folder taken out of maps/?).`);
  return map;
}

/**
 * VICTORY_HOMES: "half the average number of home centers belonging to other powers plus
 * one", rounded down (10 on the standard board: (22 - 22/7) / 2 + 1). Counted in whole
 * numbers, as the DPjudge does, so that no rounding of the average tips it.
 */
function homesVictory(map: GameMap): number {
  const withHomes = [...map.powers.values()].filter((p) => p.homes.length > 0);
  const homes = new Set(withHomes.flatMap((p) => p.homes).filter((h) => map.supplyCenters.has(h))).size;
  if (withHomes.length < 2) return Math.floor(map.supplyCenters.size / 2) + 1;
  return Math.floor((homes * (withHomes.length - 1)) / (2 * withHomes.length)) + 1;
}

/**
 * The board as it stands in the phase being played: the game's board with the IN and FROM
 * lines of its map file that hold in that phase applied (map/phased.ts); the board itself
 * on most. What checks or counts orders for the current phase asks this one.
 */
export function phaseMap(state: GameState): GameMap {
  return mapForPhase(gameMap(state.settings), currentPhase(state));
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

/**
 * Centres needed to win in this game-year: the game's own number, else (VICTORY_HOMES)
 * the criterion the rule gives, else the map's VICTORY for the year.
 */
export function victoryCentres(settings: GameSettings, map: GameMap, year: number): number {
  if (settings.victory !== undefined) return settings.victory;
  if (settings.rules.includes('VICTORY_HOMES')) return homesVictory(map);
  const byYear = map.victory;
  if (byYear.length === 0) return Math.floor(map.supplyCenters.size / 2) + 1;
  // By game-years played, not by year - first year: a calendar may count down (B.C.) or by fives.
  const i = gameYearsBefore(map, year, byYear.length - 1);
  return byYear[i]!;
}
