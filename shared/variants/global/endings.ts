import { parsePhase } from '../../map/phase.js';
import type { GameMap, Location, PowerName, ProvinceId } from '../../map/types.js';
import { victoryCentres } from '../../game/board.js';
import { survivors } from '../../game/endings.js';
import type { Ending, GameState } from '../../game/types.js';
import { nuclearEnd } from './wasteland.js';

/**
 * How a Global game ends beyond what the core checks (game/endings.ts: eliminations, the
 * solo when supply centres change hands, the votes), asked after every phase the core left
 * running (`firstElimination` too): `state` is the game after the phase, `played` the phase played.
 */
export function globalEnding(state: GameState, map: GameMap, played: string): Ending | null {
  const year = yearOf(played);
  // II's victory "at the end of a building season" is the core's: it checks whenever the
  // calendar passes a build phase, played or skipped (game/process.ts).
  const nuclear = nuclearEnding(state, map, year);
  if (nuclear !== null) return nuclear;
  return firstElimination(state, played);
}

/**
 * II: "If fewer than 16 supply centers are left on the map at some point in the game …
 * all players lose. If it becomes impossible even in principle for any one player to
 * acquire control of 16 supply centers, the game is immediately declared a draw for all
 * remaining players." The victory number is the game's (15 on the 4- and 5-player boards).
 */
export function nuclearEnding(state: GameState, map: GameMap, year: number): Ending | null {
  const global = state.global;
  if (global === undefined) return null;
  const holdings = new Map<PowerName, { units: Location[]; centres: ProvinceId[] }>();
  for (const power of survivors(state)) {
    holdings.set(power, {
      units: [...state.position.units, ...state.position.dislodged].filter((u) => u.power === power).map((u) => u.at),
      centres: [...(state.position.centers[power] ?? [])],
    });
  }
  const end = nuclearEnd(map, global.wasteland, victoryCentres(state.settings, map, year), holdings);
  if (end === 'uninhabitable') return { kind: 'uninhabitable' };
  if (end === 'draw') return { kind: 'draw', powers: survivors(state), unreachable: true };
  return null;
}

/**
 * III, the setting `firstElimination`: "play ends at the end of the first year in which one player is
 * eliminated. Victory to the player with the most supply centers at that time." A tie at
 * the top is a draw among those tied.
 */
export function firstElimination(state: GameState, played: string): Ending | null {
  if (state.settings.firstElimination !== true) return null;
  if (yearOf(state.position.phase) <= yearOf(played)) return null;
  if (!Object.values(state.seats).some((s) => s.status === 'eliminated')) return null;
  const left = survivors(state);
  const count = (p: PowerName) => (state.position.centers[p] ?? []).length;
  const most = Math.max(...left.map(count));
  const top = left.filter((p) => count(p) === most);
  return top.length === 1 ? { kind: 'solo', winner: top[0]! } : { kind: 'draw', powers: top };
}

const yearOf = (phase: string): number => {
  const p = parsePhase(phase);
  return p.ok ? p.value.year : 0;
};
