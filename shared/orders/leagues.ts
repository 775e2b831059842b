import type { GameMap, PowerName } from '../map/types.js';

/**
 * What a power's LEAGUE forbids it (Map.txt, "LEAGUE"; ambition.map has them), as DPjudge
 * checks an order when it is entered. A STRICT league's power supports and convoys only
 * units of powers of its own league. A BENIGN one does not help a unit of a power outside
 * its league and the leagues it names move into a province held by a unit of a power of
 * those leagues. Why the support or convoy is refused, in a sentence, or null.
 *
 * `helped` owns the unit supported or convoyed; `victim` owns the unit standing where a
 * supported or convoyed move goes (null for a support to hold, or an empty province).
 */
export function leagueRefusal(map: GameMap, helper: PowerName, helped: PowerName, victim: PowerName | null, what: 'support' | 'convoy'): string | null {
  const league = map.powers.get(helper)?.league;
  if (!league || league.behaviour === 'open') return null;
  const theirs = map.powers.get(helped)?.league?.name;
  if (league.behaviour === 'strict') {
    if (theirs === league.name) return null;
    return `${helper} is of the strict league ${league.name}, and may ${what} only units of its powers.`;
  }
  const ours = [league.name, ...league.benignTo];
  if (victim === null || (theirs !== undefined && ours.includes(theirs))) return null;
  const victims = map.powers.get(victim)?.league?.name;
  if (victims === undefined || !ours.includes(victims)) return null;
  return `${helper} is of the league ${league.name}, which does not ${what} a unit of ${helped} against a unit of ${victim} (of ${victims}).`;
}
