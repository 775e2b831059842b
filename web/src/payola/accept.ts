import type { GameMap, PowerName } from '../../../shared/map/types.js';
import { defaultAcceptList, readAcceptList } from '../../../shared/variants/payola/accept.js';

/**
 * An acceptance list as typed (`FGE?`), read with the rules core's own reader: the list the
 * judge will keep (a `?` added when it does not name every power), the power's default
 * when nothing is written, or the sentence the judge would refuse it with.
 */
export type AcceptCheck = { readonly ok: true; readonly list: string; readonly defaulted: boolean } | { readonly ok: false; readonly message: string };

export function checkAcceptList(map: GameMap, power: PowerName, text: string): AcceptCheck {
  if (text.trim() === '') return { ok: true, list: defaultAcceptList(map, power, false), defaulted: true };
  const read = readAcceptList(map, text);
  return read.ok ? { ok: true, list: read.value, defaulted: false } : { ok: false, message: read.error.message };
}

/** The list in words: "France, Germany, England, then the others by chance". */
export function acceptWords(map: GameMap, list: string): string {
  const byInitial = new Map([...map.powers.values()].map((p) => [p.abbrev.toUpperCase(), p.name]));
  const words = [...list].map((c) => (c === '?' ? 'the others in an order drawn by chance' : title(byInitial.get(c) ?? c)));
  return words.join(', then ');
}

const title = (power: string) => power.charAt(0) + power.slice(1).toLowerCase();
