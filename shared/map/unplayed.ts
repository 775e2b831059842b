import { blockMaps } from './phased.js';
import type { GameMap, PowerInfo } from './types.js';

/**
 * The facts a map file states that the judge reads but does not play yet, each in a
 * sentence: a game on such a map would be another game than its author meant, so the
 * caller (game creation, a check of map files) refuses it by saying these, as a rule the
 * judge has not built is refused by name. Empty for a map the judge plays as written.
 *
 * What is played: terrain and edges (the ~ and * marks too), powers, homes, units, FLOW,
 * VICTORY, factory, partisan and alternative (@) build sites, RESERVES and MILITIA
 * (orders/build-sites.ts), LEAGUE (orders/leagues.ts), NEWHOMES and claimed homes `&SC`
 * (Position.homes), IN and FROM lines (map/phased.ts; what a unit whose place changes
 * becomes: adjudicate/terrain-change.ts).
 */
export function unplayedMapFacts(map: GameMap): readonly string[] {
  const out: string[] = [];
  const list = (names: readonly string[]) => names.join(', ');
  // IN and FROM lines are played (map/phased.ts), but what they bring is checked as the
  // rest is: each block applied alone.
  const withBlocks = [map, ...blockMaps(map)];
  const powersWith = (has: (p: PowerInfo) => boolean): string[] => [...new Set(withBlocks.flatMap((m) => [...m.powers.values()].filter(has).map((p) => p.name)))];
  const hidden = powersWith((p) => (p.hiddenBuilds?.length ?? 0) > 0);
  if (hidden.length > 0) out.push(`Hidden build sites (~, of ${list(hidden)}) are not played yet.`);
  return out;
}
