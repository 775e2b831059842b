import type { GameMap, ProvinceId } from '../map/types.js';
import { listOf, placeName, powerTitle } from './words.js';

/**
 * Global Diplomacy's scars and seasons in the judge's words (seed II, V, VII.3.y, XII+): one
 * source for the board's titles on the page, the results and status mail and the history, so
 * that every door says the same thing about the same space.
 */

/**
 * When each seasonal space is open (VII.3.y: "Antarctica … only during the Fall and Winter
 * seasons", "the Polar Arctic … only during the Spring and Summer seasons"). Only words for
 * a title: which spaces are closed in a phase is the view's (`GlobalView.closed`).
 */
const SEASONS_OPEN: Readonly<Record<string, string>> = {
  ANT: 'Fall and Winter',
  POL: 'Spring and Summer',
};

/** "Destroyed by a nuclear bomb: no unit may ever enter Tibet again." */
export const destroyedTitle = (map: GameMap, p: ProvinceId): string => `${placeName(map, p)}: destroyed by a nuclear bomb. No unit may ever enter it again.`;

/** A removed centre's title. */
export const removedTitle = (map: GameMap, p: ProvinceId): string =>
  `${placeName(map, p)}: no longer a supply centre. It was cut off from every other centre, and removed.`;

/** A cut-off centre's title. */
export const cutOffTitle = (map: GameMap, p: ProvinceId): string =>
  `${placeName(map, p)}: cut off from every other centre. It is removed as a supply centre at the end of this season.`;

/** A closed seasonal space's title: when it opens. */
export function closedTitle(map: GameMap, p: ProvinceId): string {
  const open = SEASONS_OPEN[p];
  return `${placeName(map, p)}: closed this season${open ? ` (open in ${open})` : ''}. No unit may enter it, and a unit in it stays.`;
}

/** The sentences of the scars, for the status and history texts: nothing when the board is whole. */
export function scarLines(map: GameMap, scars: { readonly destroyed: readonly ProvinceId[]; readonly removed: readonly ProvinceId[]; readonly cutOff: readonly ProvinceId[] }): string[] {
  const names = (ps: readonly ProvinceId[]) => listOf(ps.map((p) => placeName(map, p)));
  const lines: string[] = [];
  if (scars.destroyed.length > 0) lines.push(`Destroyed by nuclear bombs: ${names(scars.destroyed)}.`);
  if (scars.removed.length > 0) lines.push(`Supply centres removed (cut off): ${names(scars.removed)}.`);
  if (scars.cutOff.length > 0) lines.push(`Cut off, to be removed at the end of this season: ${names(scars.cutOff)}.`);
  return lines;
}

/** "China may build 1 nuclear arsenal." for each power entitled; nothing when none is. */
export function entitlementLines(map: GameMap, entitled: Readonly<Record<string, number>>): string[] {
  return [...map.powers.keys()]
    .map((power) => [power, entitled[power] ?? 0] as const)
    .filter(([, n]) => n > 0)
    .map(([power, n]) => `${powerTitle(power)} may build ${n === 1 ? 'a nuclear arsenal' : `${n} nuclear arsenals`} (all its units held).`);
}
