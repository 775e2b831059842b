/**
 * The deadline as players read it: what is left, and the moment in their own time zone
 * (the browser's, unless one is given).
 */

/** "2 d 3 h", "3 h 04 min", "4 min 05 s", "12 s"; "passed" once it is over. */
export function countdown(deadline: number, now: number): string {
  const left = deadline - now;
  if (left <= 0) return 'passed';
  const s = Math.floor(left / 1000);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${two(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${two(seconds)} s`;
  return `${seconds} s`;
}

/** "Sat 21 Nov, 22:45 CET": the moment in the reader's zone, with the zone named. */
export function localTime(at: number, timeZone?: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(at);
}

/** A `datetime-local` input's value for this moment in the browser's zone, and back. */
export function toLocalInput(at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** Minutes as "1 d 12 h", "36 h" is not used: days and hours, or minutes alone. */
export function minutesLabel(minutes: number): string {
  if (minutes === 0) return 'none';
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return [d > 0 ? `${d} d` : '', h > 0 ? `${h} h` : '', m > 0 ? `${m} min` : ''].filter(Boolean).join(' ');
}
