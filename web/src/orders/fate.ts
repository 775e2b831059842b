import { deadlineProcessesIn } from '../../../shared/game/clock.js';
import type { PhaseType } from '../../../shared/map/phase.js';
import { hasRule } from '../../../shared/rules/index.js';

/**
 * What the deadline will do to orders still missing, said only as far as it is true: a
 * movement phase under CIVIL_DISORDER holds the units left without orders; without it, the
 * game waits for the master (who may then process, and they hold). Retreats and
 * adjustments take the judge's defaults at the deadline in every game, as on the DPjudge.
 * A game without deadlines leaves it all to the master's processing. Whether the deadline
 * processes is the rules package's answer (shared/game/clock.ts).
 */

/**
 * "they will hold at the deadline", for units left without orders; `waiting`: the
 * deadline has passed and the game waits for the master.
 */
export function unorderedFate(type: PhaseType, rules: readonly string[], waiting = false): string {
  const noDeadline = hasRule(rules, 'NO_DEADLINE');
  switch (type) {
    case 'M':
      if (noDeadline) return 'they hold if the master processes the phase';
      if (waiting) return 'the deadline has passed and the game waits for the master; they hold if he processes';
      return deadlineProcessesIn(rules, 'M')
        ? 'they will hold at the deadline'
        : 'at the deadline the game will wait for the master; they hold if he processes';
    case 'R':
      return noDeadline ? 'they are disbanded if the master processes the phase' : 'they will be disbanded at the deadline';
    case 'A':
      return noDeadline ? 'the judge chooses if the master processes the phase' : 'the judge chooses at the deadline';
  }
}

/** What becomes of builds left unordered: waived. */
export const buildsFate = (rules: readonly string[]): string =>
  hasRule(rules, 'NO_DEADLINE') ? 'waived if the master processes the phase' : 'waived at the deadline';

/** A Crystal Ball list missing for a movement phase: what its units do. */
export function missingListFate(rules: readonly string[]): string {
  if (hasRule(rules, 'NO_DEADLINE')) return 'its units hold if the master processes';
  return deadlineProcessesIn(rules, 'M') ? 'its units will hold' : 'the game will wait for it at the deadline, and its units hold if the master processes';
}
