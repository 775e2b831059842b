import type { ApiResult, MapEntry } from '../api.js';

/**
 * The standard board as `GET /api/maps` describes it: what the form offers when the judge
 * does not list its maps (one older than the list answers 404), for it plays that board.
 */
export const STANDARD_ENTRY: MapEntry = {
  name: 'standard',
  title: 'Standard',
  powers: ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'],
  centres: 34,
  units: 22,
  victory: 18,
};

/**
 * The maps the form offers: the judge's list, the standard board first (the default game),
 * the others by title; the standard board alone when the list could not be had or is empty.
 */
export function mapChoices(answer: ApiResult<{ readonly maps: readonly MapEntry[] }> | null): readonly MapEntry[] {
  if (answer === null || !answer.ok || answer.value.maps.length === 0) return [STANDARD_ENTRY];
  const maps = [...answer.value.maps];
  return maps.sort((a, b) => (a.name === 'standard' ? -1 : b.name === 'standard' ? 1 : a.title.localeCompare(b.title)));
}

/** "7 powers · 34 centres · 18 to win", said of a map in the list. */
export const mapFacts = (m: MapEntry): string =>
  `${m.powers.length} ${m.powers.length === 1 ? 'power' : 'powers'} · ${m.centres} centres · ${m.victory} to win`;
