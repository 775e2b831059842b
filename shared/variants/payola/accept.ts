import type { GameMap, PowerName } from '../../map/types.js';
import { fail, ok, type Result } from '../../result.js';
import { shuffled, type Draw } from './chance.js';

/**
 * Acceptance lists (MECHANICS §7): a string of power initials, best first, where `?` stands
 * for every power not listed, in an order drawn by chance. Only a unit's owner's list
 * breaks ties for it.
 */

export type AcceptError = 'bad_accept';

/** Checks a list as written and adds the `?` it ends with unless it names every power. */
export function readAcceptList(map: GameMap, text: string): Result<string, AcceptError> {
  const list = text.replace(/\s+/g, '').toUpperCase();
  const initials = new Map([...map.powers.values()].map((p) => [p.abbrev.toUpperCase(), p.name]));
  if (list.length > map.powers.size) {
    return fail('bad_accept', `"${text}" is longer than the ${map.powers.size} powers of the ${map.name} map.`);
  }
  const seen = new Set<string>();
  for (const c of list) {
    if (c !== '?' && !initials.has(c)) {
      const known = [...initials.keys()].join(', ');
      return fail('bad_accept', `"${c}" is not a power's initial here: the initials are ${known}, and ? for all the others.`);
    }
    if (seen.has(c)) return fail('bad_accept', `"${c}" is written twice in the acceptance list: name each power once.`);
    seen.add(c);
  }
  const complete = [...initials.keys()].every((i) => seen.has(i));
  return ok(complete || seen.has('?') ? list : `${list}?`);
}

/** The list a power has until it writes one: itself, then the others (§7.2); a dummy's is all chance. */
export function defaultAcceptList(map: GameMap, power: PowerName, dummy: boolean): string {
  return dummy ? '?' : `${map.powers.get(power)?.abbrev.toUpperCase() ?? ''}?`;
}

/**
 * The list as powers in order, `?` drawn once for the phase. The DPjudge draws it again on
 * every pass of the overspending loop; its own comment and the rules mean once (README).
 */
export function expandAcceptList(map: GameMap, list: string, draw: Draw): PowerName[] {
  const byInitial = new Map([...map.powers.values()].map((p) => [p.abbrev.toUpperCase(), p.name]));
  const named = [...list].filter((c) => c !== '?').map((c) => byInitial.get(c)!);
  const rest = shuffled([...map.powers.keys()].filter((p) => !named.includes(p)), draw);
  const out: PowerName[] = [];
  for (const c of list) {
    if (c === '?') out.push(...rest);
    else out.push(byInitial.get(c)!);
  }
  return out;
}
