import { parsePhase } from '../map/phase.js';
import { seasonNamed } from '../map/season.js';
import type { GameMap, Location, PowerName, UnitKind } from '../map/types.js';

/** The names judges write: powers, places, units, phases, lists of them. */

/** "FRANCE" → "France", "NORTH_AFRICA" → "North Africa". */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(/[_\s]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A power as a sentence names it: "France"; the master and observers as themselves. */
export function powerTitle(power: PowerName | 'MASTER' | 'OBSERVER'): string {
  switch (power) {
    case 'MASTER':
      return 'the master';
    case 'OBSERVER':
      return 'an observer';
    default:
      return titleCase(power);
  }
}

/** "French"; the power's own name when the map gives no adjective. */
export const adjectiveOf = (map: GameMap, power: PowerName): string => titleCase(map.powers.get(power)?.adjective ?? power);

/** The long name of a place: "Paris", "Spain (north coast)"; the abbreviation if the map has none. */
export const placeName = (map: GameMap, at: Location): string =>
  map.locations.get(at)?.name ?? map.provinces.get(at)?.name ?? at;

/** "army", "fleet", "air force", "arsenal". */
export function unitWord(kind: UnitKind): string {
  switch (kind) {
    case 'A':
      return 'army';
    case 'F':
      return 'fleet';
    case 'AF':
      return 'air force';
    case 'AS':
      return 'arsenal';
  }
}

/** "the French army in Burgundy". */
export const unitPhrase = (map: GameMap, unit: { power: PowerName; kind: UnitKind; at: Location }): string =>
  `the ${adjectiveOf(map, unit.power)} ${unitWord(unit.kind)} in ${placeName(map, unit.at)}`;

/** "Paris", "Paris or Picardy", "Gascony, Paris or Picardy" (or "and"). */
export function listOf(items: readonly string[], conjunction: 'or' | 'and' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "1 unit", "2 units". */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The kind of a phase as a word. */
const PHASE_WORDS = { M: 'movement', R: 'retreats', A: 'adjustments' } as const;

/**
 * "Spring 1901 movement": the season as the map's calendar names it, the year, the kind
 * of phase. A name that does not read as a phase is given back as it is.
 */
export function phaseTitle(map: GameMap, phase: string): string {
  const p = parsePhase(phase);
  if (!p.ok) return phase;
  const season = seasonNamed(map, p.value.season)?.season ?? p.value.season;
  return `${titleCase(season)} ${p.value.year} ${PHASE_WORDS[p.value.type]}`;
}

/** How a game is named in every text: "game 'Friday game' (g1)". */
export const gameTitle = (game: { readonly id: string; readonly settings: { readonly name: string } }): string =>
  `game '${game.settings.name}' (${game.id})`;

/** "France and Turkey were", "Turkey was". */
export const were = (powers: readonly PowerName[]): string => `${listOf(powers.map(powerTitle))} ${powers.length === 1 ? 'was' : 'were'}`;
