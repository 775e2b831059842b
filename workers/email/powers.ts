import type { GameMap, PowerName } from '../../shared/map/types';
import { fail, ok, type Result } from '../../shared/result';

/**
 * Powers as mail names them: in full (FRANCE), by the map's abbreviation (F), and in press
 * lists as a run of abbreviations (AF: Austria and France) or full names joined by commas.
 * MASTER (or M) is the master. Case does not matter.
 */

/** The power a word names, in full or by its abbreviation; null for none. */
export function powerNamed(map: GameMap, word: string): PowerName | null {
  const name = word.trim().toUpperCase();
  for (const info of map.powers.values()) {
    if (info.name === name || info.abbrev.toUpperCase() === name) return info.name;
  }
  return null;
}

/** The recipients a press list names, in the order named, each once. */
export function recipientsNamed(map: GameMap, words: readonly string[]): Result<(PowerName | 'MASTER')[], 'unknown_power'> {
  const out: (PowerName | 'MASTER')[] = [];
  const add = (r: PowerName | 'MASTER') => {
    if (!out.includes(r)) out.push(r);
  };
  for (const word of words) {
    const name = word.toUpperCase();
    if (name === 'MASTER' || name === 'M') {
      add('MASTER');
      continue;
    }
    const whole = powerNamed(map, name);
    if (whole !== null) {
      add(whole);
      continue;
    }
    // A run of initials: every letter must be one.
    const letters = [...name].map((c) => (c === 'M' ? 'MASTER' : powerNamed(map, c)));
    if (letters.some((p) => p === null)) return fail('unknown_power', `"${word}" names no power of this game (write full names, or their initials run together: AF for Austria and France).`);
    for (const p of letters) add(p!);
  }
  return ok(out);
}
