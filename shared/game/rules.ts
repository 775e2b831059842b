import { builtRules } from '../rules/built.js';
import { hasRule, resolveRules, type RuleName } from '../rules/index.js';
import { fail, ok, type Result } from '../result.js';
import type { GameSettings } from './types.js';

/** The game's rules as the game machine reads them; the catalogue (shared/rules) spells and checks them. */

/** The rule is in force in this game. */
export const inForce = (settings: GameSettings, rule: RuleName): boolean => hasRule(settings.rules, rule);

/**
 * Orders already submitted may not be changed once the deadline has passed. The catalogue
 * brings NO_LATE_CHANGES in with CIVIL_DISORDER unless LATE_CHANGES is asked for, so that
 * nobody rewrites orders to exploit a power about to fall into disorder.
 */
export const lateChangesForbidden = (settings: GameSettings): boolean => inForce(settings, 'NO_LATE_CHANGES');

/**
 * The canonical rules of a new game: those asked for and the map's own RULE lines, with
 * all they bring in. Refused, with the catalogue's sentence, when a name is unknown, the
 * rules exclude each other, or one is not built yet: a rule is never silently ignored.
 */
export function resolveGameRules(requested: readonly string[], variant: GameSettings['variant'], mapRules: readonly string[]): Result<string[], 'bad_rules'> {
  const resolved = resolveRules([...requested, ...mapRules], variant, builtRules(variant));
  return resolved.ok ? ok([...resolved.value]) : fail('bad_rules', resolved.error.message);
}
