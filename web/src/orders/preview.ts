import { adjudicatePhase, type AdjudicationError } from '../../../shared/adjudicate/phase.js';
import type { PhaseOutcome, Position } from '../../../shared/adjudicate/types.js';
import type { GameMap, PowerName } from '../../../shared/map/types.js';
import type { Result } from '../../../shared/result.js';
import { boardRules } from '../../../shared/rules/built.js';

/**
 * What the phase would give if it were processed now with the player's orders and, for
 * every other power, the orders he guesses (none: its units hold), adjudicated in the
 * browser by the judge's own adjudicator. Nothing is sent.
 */
export function previewPhase(
  map: GameMap,
  position: Position,
  rules: readonly string[],
  orders: Readonly<Record<PowerName, readonly string[]>>,
): Result<PhaseOutcome, AdjudicationError> {
  const lines: Record<PowerName, string[]> = {};
  for (const [power, list] of Object.entries(orders)) {
    const kept = list.map((l) => l.trim()).filter((l) => l !== '');
    if (kept.length > 0) lines[power] = kept;
  }
  return adjudicatePhase({ map, position, orders: lines, rules: boardRules(rules) });
}
