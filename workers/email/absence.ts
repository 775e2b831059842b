import { fail, ok, type Result } from '../../shared/result';
import { deadlineAt } from './deadline';

/**
 * SET ABSENCE's dates, as Email.txt has them: `date`, `date TO date` or `TO date`, each date
 * written as for SET DEADLINE and shortened as far as is clear (24 DEC TO 6 JAN, 24 TO 6,
 * TO 13:00). A date without a time stands for the whole day ("Deadlines will not be set on
 * any of the days included in the date range"): from its midnight, to the midnight after
 * the last day. A time given is taken as written. Times are UTC. Pure.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const ABSENCE_HOW = 'Write SET ABSENCE 24 DEC TO 6 JAN, SET ABSENCE 8 AUG 2030, SET ABSENCE TO 13:00 (UTC), or SET ABSENCE NONE to drop yours.';

const timed = (words: readonly string[]): boolean => words.some((w) => w.includes(':'));

/** The first moment at or after `from` that the words name, or why they name none. */
function dateFrom(words: readonly string[], from: number): Result<number, 'bad_absence'> {
  const at = deadlineAt(words, from - 1);
  return at.ok ? ok(at.value) : fail('bad_absence', `"${words.join(' ')}" is not a date. ${ABSENCE_HOW}`);
}

/** The absence the words ask for at `now`: `from` absent for "from now". */
export function absenceTimes(from: readonly string[] | null, to: readonly string[] | null, now: number): Result<{ from?: number; to: number }, 'bad_absence'> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  let start: number | undefined;
  if (from !== null) {
    const read = dateFrom(from, timed(from) ? now : today);
    if (!read.ok) return read;
    start = read.value;
  }
  const last = to ?? from;
  if (last === null) return fail('bad_absence', ABSENCE_HOW);
  // The end date is the first such date from the start on (24 DEC TO 6 JAN crosses the New Year).
  const end = dateFrom(last, timed(last) ? Math.max(start ?? now, now) : Math.floor((start ?? now) / DAY_MS) * DAY_MS);
  if (!end.ok) return end;
  const until = timed(last) ? end.value : end.value + DAY_MS;
  return ok(start === undefined ? { to: until } : { from: start, to: until });
}
