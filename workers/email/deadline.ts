import { fail, ok, type Result } from '../../shared/result';

/**
 * SET DEADLINE's time, as DPjudge reads it: `[weekday] [day [month [year]]] [hour:minute]`,
 * at least a weekday, a day or a time. What is left out is the first that lies ahead: a
 * time alone is today's or tomorrow's, a day alone this month's or next month's, no time
 * is midnight. Every time is UTC (the judge has no time zone of its own). Pure.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A weekday or a month named in full or by at least its first three letters (TUES, SEPT too). */
function named(word: string, full: readonly string[]): number | null {
  const i = full.findIndex((name) => word.length >= 3 && name.startsWith(word));
  return i < 0 ? null : i;
}
const WEEKDAY_NAMES = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const MONTH_NAMES = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];

interface Wanted {
  weekday?: number;
  day?: number;
  month?: number;
  year?: number;
  minutes?: number;
}

const HOW = 'Write SET DEADLINE [weekday] [day [month [year]]] [hour:minute], e.g. SET DEADLINE FRI 18:00 or SET DEADLINE 24 DEC 12:00 (UTC).';

function read(words: readonly string[]): Result<Wanted, 'bad_deadline'> {
  const wanted: Wanted = {};
  let i = 0;
  const at = (k: number) => words[k]?.toUpperCase();
  const weekday = at(i) === undefined ? null : named(at(i)!, WEEKDAY_NAMES);
  if (weekday !== null) {
    wanted.weekday = weekday;
    i++;
  }
  if (at(i) !== undefined && /^\d{1,2}$/.test(at(i)!)) {
    wanted.day = Number(at(i));
    if (wanted.day < 1 || wanted.day > 31) return fail('bad_deadline', `${at(i)} is not a day of a month.`);
    i++;
    const month = at(i) === undefined ? null : named(at(i)!, MONTH_NAMES);
    if (month !== null) {
      wanted.month = month;
      i++;
      if (at(i) !== undefined && /^(\d{2}|\d{4})$/.test(at(i)!)) {
        const y = Number(at(i));
        wanted.year = at(i)!.length === 2 ? 2000 + y : y;
        i++;
      }
    }
  }
  const time = at(i) === undefined ? null : /^(\d{1,2}):(\d{2})$/.exec(at(i)!);
  if (time !== null) {
    const [h, m] = [Number(time[1]), Number(time[2])];
    if (h > 23 || m > 59) return fail('bad_deadline', `${at(i)} is not a time of day.`);
    wanted.minutes = h * 60 + m;
    i++;
  }
  if (i < words.length) return fail('bad_deadline', `"${words[i]}" is not read here. ${HOW}`);
  if (wanted.weekday === undefined && wanted.day === undefined && wanted.minutes === undefined) return fail('bad_deadline', HOW);
  return ok(wanted);
}

/** The first moment after `now` that has everything the words ask for, epoch milliseconds. */
export function deadlineAt(words: readonly string[], now: number): Result<number, 'bad_deadline'> {
  const wanted = read(words);
  if (!wanted.ok) return wanted;
  const w = wanted.value;
  const minutes = w.minutes ?? 0;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const start = w.year === undefined ? today : Math.max(today, Date.UTC(w.year, 0, 1));
  // Four years and a day hold every date, the 29th of February included.
  for (let d = start; d <= start + (4 * 366 + 1) * DAY_MS; d += DAY_MS) {
    const date = new Date(d);
    if (w.year !== undefined && date.getUTCFullYear() !== w.year) break;
    if (w.month !== undefined && date.getUTCMonth() !== w.month) continue;
    if (w.day !== undefined && date.getUTCDate() !== w.day) continue;
    if (w.weekday !== undefined && date.getUTCDay() !== w.weekday) continue;
    const at = d + minutes * 60_000;
    if (at > now) return ok(at);
  }
  return fail('bad_deadline', `There is no such date ahead: ${words.join(' ')}.`);
}
