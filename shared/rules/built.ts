import type { RuleName } from './catalogue.js';

/**
 * The rules this judge has built. A game that asks for any other rule, or whose rules or
 * variant bring one in, is refused until it is built. Add a rule here, one a line, in the
 * same change that builds it.
 */
export const BUILT_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'POWER_CHOICE',
  'START_MASTER',
  'SILENT_JOIN',
  'NO_PRESS',
  'PUBLIC_PRESS',
  'NEED_MOVE_MARKS',
  'DEFAULT_UNORDERED',
  'CIVIL_DISORDER',
  'LATE_CHANGES',
  'NO_LATE_CHANGES',
  'NO_DEADLINE',
  'REAL_TIME',
  'ALWAYS_WAIT',
  'NO_DRAW',
  'SILENT_ABSENCES',
]);
