import { hasRule } from '../../../shared/rules/index.js';

/**
 * The absence form's days, as the API takes them: a day picked in a date input
 * ("2040-01-02") stands for the whole day in UTC, as a date without a time does in
 * SET ABSENCE by mail; the last day is included, so the absence ends at the midnight after it.
 */

const DAY = 86_400_000;

/** Midnight UTC of a date input's value; null when it holds no date. */
function dayStart(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m === null ? null : Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The absence from the first day to the last, both whole; the first left empty: from now. Null when the last day is not a date. */
export function absenceDays(first: string, last: string): { from?: number; to: number } | null {
  const end = dayStart(last);
  if (end === null) return null;
  const start = first === '' ? null : dayStart(first);
  return start === null ? { to: end + DAY } : { from: start, to: end + DAY };
}

/** WAIT may be set in this phase: never under REAL_TIME; under NO_MINOR_WAIT in movement phases only. */
export function waitOffered(rules: readonly string[], phase: string): boolean {
  if (hasRule(rules, 'REAL_TIME')) return false;
  return !hasRule(rules, 'NO_MINOR_WAIT') || phase.endsWith('M');
}
