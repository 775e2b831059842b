import { adjudicatePhase, type AdjudicationError } from '../../../shared/adjudicate/phase.js';
import type { PhaseOutcome, Position } from '../../../shared/adjudicate/types.js';
import type { GameMap, PowerName } from '../../../shared/map/types.js';
import type { Result } from '../../../shared/result.js';
import { boardRules } from '../../../shared/rules/built.js';
import { globalPhase, type GlobalError } from '../../../shared/adjudicate/global.js';
import type { GlobalView } from '../../../shared/variants/global/state.js';

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
  /** Global: the view's scars and arsenals owed; the phase is then Global's (the bombs after the moves). */
  global?: GlobalView,
): Result<PhaseOutcome, AdjudicationError | GlobalError> {
  const lines: Record<PowerName, string[]> = {};
  for (const [power, list] of Object.entries(orders)) {
    const kept = list.map((l) => l.trim()).filter((l) => l !== '');
    if (kept.length > 0) lines[power] = kept;
  }
  if (global !== undefined) {
    const { destroyed, removed, cutOff } = global;
    const out = globalPhase(map, position, lines, boardRules(rules), { destroyed, removed, cutOff }, global.entitled);
    return out.ok ? { ok: true, value: { results: out.value.results, next: out.value.next } } : out;
  }
  return adjudicatePhase({ map, position, orders: lines, rules: boardRules(rules) });
}
