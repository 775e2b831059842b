import type { GameMap } from './types.js';

/**
 * The facts a map file states that the judge reads but does not play yet, each in a
 * sentence: a game on such a map would be another game than its author meant, so the
 * caller (game creation, a check of map files) refuses it by saying these, as a rule the
 * judge has not built is refused by name. Empty for a map the judge plays as written.
 *
 * What is played: terrain and edges (the ~ and * marks too), powers, homes, units, FLOW,
 * VICTORY, factory, partisan, alternative (@) and hidden (~) build sites, RESERVES and MILITIA
 * (orders/build-sites.ts), LEAGUE (orders/leagues.ts), NEWHOMES and claimed homes `&SC`
 * (Position.homes), IN and FROM lines (map/phased.ts; what a unit whose place changes
 * becomes: adjudicate/terrain-change.ts).
 */
export function unplayedMapFacts(map: GameMap): readonly string[] {
  // Nothing left: hidden build sites (~) are played as HIDE_BUILDS hides every build
  // (shared/views/builds.ts). The check stays for what a map may state next.
  void map;
  return [];
}
