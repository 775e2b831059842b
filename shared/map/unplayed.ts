import type { GameMap, PowerInfo } from './types.js';

/**
 * The facts a map file states that the judge reads but does not play yet, each in a
 * sentence: a game on such a map would be another game than its author meant, so the
 * caller (game creation, a check of map files) refuses it by saying these, as a rule the
 * judge has not built is refused by name. Empty for a map the judge plays as written.
 *
 * What is played: terrain and edges (the ~ and * marks too), powers, homes, units, FLOW,
 * VICTORY, factory and partisan sites, RESERVES and MILITIA (orders/build-sites.ts), LEAGUE
 * (orders/leagues.ts), NEWHOMES and claimed homes `&SC` (Position.homes).
 */
export function unplayedMapFacts(map: GameMap): readonly string[] {
  const out: string[] = [];
  const powersWith = (has: (p: PowerInfo) => boolean): string[] =>
    [...map.powers.values()].filter(has).map((p) => p.name);
  const list = (names: readonly string[]) => names.join(', ');
  if (map.phased) {
    const when = map.phased.map((b) => `${b.kind.toUpperCase()} ${b.phase}`);
    out.push(`Lines that change the map in some phases (${list(when)}) are not played yet.`);
  }
  const alternatives = powersWith((p) => (p.alternatives?.length ?? 0) > 0);
  if (alternatives.length > 0) out.push(`Alternative home centres (@, of ${list(alternatives)}) are not played yet.`);
  const hidden = powersWith((p) => (p.hiddenBuilds?.length ?? 0) > 0);
  if (hidden.length > 0) out.push(`Hidden build sites (~, of ${list(hidden)}) are not played yet.`);
  return out;
}
