import type { RuleName } from '../../../shared/rules/index.js';

/**
 * The rules the create form sends: those chosen, with EAVESDROP written EAVESDROP! when the
 * master chose to tell the players (the API and the mail take the same word); plain
 * EAVESDROP stays the master's secret.
 */
export function rulesSent(chosen: readonly RuleName[], announceEavesdrop: boolean): string[] {
  return chosen.map((r) => (r === 'EAVESDROP' && announceEavesdrop ? 'EAVESDROP!' : r));
}
