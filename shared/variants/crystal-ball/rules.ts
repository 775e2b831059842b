import { builtRules } from '../../rules/built.js';
import { hasRule, resolveRules, type RuleName } from '../../rules/index.js';
import { fail, ok, type Result } from '../../result.js';
import type { Edition, ReadOptions } from './lists.js';

/** The rules a Crystal Ball phase is played under. */
export interface CrystalBallRules {
  /** Canonical names in force: FICTIONAL_OK always, PROXY_OK unless NO_PROXY. */
  readonly rules: readonly RuleName[];
  readonly edition: Edition;
  /** Whether lists may hold proxies: PROXY_OK in force, under the revised rules (the original have none). */
  readonly proxies: boolean;
  readonly needMoveMarks: boolean;
}

/**
 * The rules in force for a Crystal Ball phase, as the catalogue resolves them for the
 * variant (which includes FICTIONAL_OK and PROXY_OK; NO_PROXY takes PROXY_OK out). A rule
 * not built for Crystal Ball is refused, never ignored.
 */
export function crystalBallRules(requested: readonly string[], edition: Edition): Result<CrystalBallRules, 'unsupported_rule'> {
  const resolved = resolveRules(requested, 'crystal_ball', builtRules('crystal_ball'));
  if (!resolved.ok) return fail('unsupported_rule', resolved.error.message);
  const rules = resolved.value;
  return ok({
    rules,
    edition,
    proxies: edition === 'revised' && hasRule(rules, 'PROXY_OK'),
    needMoveMarks: hasRule(rules, 'NEED_MOVE_MARKS'),
  });
}

/**
 * How a movement list's lines are read when written: with proxies as the rules allow, and
 * under the revised rules refusing a line that could never be legal (`imagined`).
 */
export const movementEntry = (rules: CrystalBallRules): ReadOptions => ({
  kind: 'movement',
  proxies: rules.proxies,
  needMoveMarks: rules.needMoveMarks,
  imagined: rules.edition === 'revised',
});
