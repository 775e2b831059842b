import { fail, ok, type Result } from '../result.js';
import type { GameSettings } from './types.js';

/**
 * The rule names the game machine itself reads. The catalogue (shared/rules) is where
 * every rule is spelled and checked; this list only names those whose meaning is built
 * here, so that a misspelling in this folder is a compile error.
 */
export const GAME_RULES = [
  'POWER_CHOICE',
  'START_MASTER',
  'NO_PRESS',
  'PUBLIC_PRESS',
  'NEED_MOVE_MARKS',
  'DEFAULT_UNORDERED',
  'CIVIL_DISORDER',
  'NO_LATE_CHANGES',
  'LATE_CHANGES',
  'NO_DEADLINE',
  'REAL_TIME',
  'ALWAYS_WAIT',
  'NO_DRAW',
] as const;
export type GameRule = (typeof GAME_RULES)[number];

/** The rule is in force in this game. */
export const inForce = (settings: GameSettings, rule: GameRule): boolean => settings.rules.includes(rule);

/**
 * Orders already submitted may not be changed once the deadline has passed: NO_LATE_CHANGES,
 * which CIVIL_DISORDER brings with it unless LATE_CHANGES says otherwise (so that nobody
 * rewrites orders to exploit a power about to fall into disorder).
 */
export const lateChangesForbidden = (settings: GameSettings): boolean =>
  inForce(settings, 'NO_LATE_CHANGES') || (inForce(settings, 'CIVIL_DISORDER') && !inForce(settings, 'LATE_CHANGES'));

/**
 * The canonical rules of a new game: those asked for and the map's own RULE lines.
 * Until the catalogue (shared/rules) lands, only the rules built here are accepted and
 * every other name is refused, never ignored.
 */
export function resolveGameRules(requested: readonly string[], _variant: string, mapRules: readonly string[]): Result<string[], 'bad_rules'> {
  const names = [...requested, ...mapRules].map((r) => r.trim().toUpperCase());
  const unknown = names.filter((r) => !(GAME_RULES as readonly string[]).includes(r));
  if (unknown.length > 0) return fail('bad_rules', `Not built yet: ${[...new Set(unknown)].join(', ')}.`);
  const has = (r: string): boolean => names.includes(r);
  if (has('NO_PRESS') && has('PUBLIC_PRESS')) return fail('bad_rules', 'NO_PRESS and PUBLIC_PRESS exclude each other.');
  if (has('REAL_TIME') && has('ALWAYS_WAIT')) return fail('bad_rules', 'REAL_TIME and ALWAYS_WAIT exclude each other.');
  return ok([...new Set(names)]);
}
