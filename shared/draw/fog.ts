import type { GameMap } from '../map/types.js';
import type { Sight } from '../views/types.js';

/**
 * BLIND fog on the board: what the viewer cannot see drawn as unknown, in a look of its own (a
 * dark grey cross-hatch), so that it is never read as the drawing's neutral land, its shut
 * provinces (a light hatch) or the sea. The view has already cut the position to the sight
 * (shared/views/): the fog only says, on the board, where that cut lies.
 */

/** The sentence the board carries above it (the page) or inside it (the mail's picture). */
export const FOG_NOTE = 'Fog: you see only what your units and centres see. Grey hatching is unknown, not neutral.';

/** The fog's fill, as a pattern the style sheet names by `url(#fog)`. */
export const FOG_DEFS =
  '<pattern id="fog" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
  '<rect width="8" height="8" fill="#8d9196"/><path d="M0 0V8M4 0V8" stroke="#5f6368" stroke-width="1.4"/></pattern>';

/** The provinces of the map outside the viewer's sight, in the map's order. */
export function foggedProvinces(map: GameMap, sight: Sight): string[] {
  const seen = new Set(sight.places.map((p) => p.toUpperCase().split('/')[0]!));
  return [...map.provinces.keys()].filter((p) => !seen.has(p.toUpperCase()));
}

/** The supply centres whose owner the viewer cannot see. */
export function unknownCentres(map: GameMap, sight: Sight): string[] {
  const known = new Set(sight.centres.map((c) => c.toUpperCase()));
  return [...map.provinces.values()].filter((p) => p.supplyCenter && !known.has(p.id.toUpperCase())).map((p) => p.id);
}

/** The fog as style rules on the drawing's province outlines, by id (as ownerStyle shades them). */
export function fogStyle(map: GameMap, sight: Sight | undefined): string {
  if (sight === undefined) return '';
  return foggedProvinces(map, sight)
    .map((p) => `#provinces>#${p}{fill:url(#fog)}`)
    .join('');
}
