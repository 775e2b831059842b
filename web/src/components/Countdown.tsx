import { useNow } from '../game/live.js';
import { countdown, localTime } from '../game/time.js';

/** The deadline: what is left, ticking, and when it falls in the reader's own time zone. */
export function Countdown({ deadline, paused, remaining }: { deadline: number | null; paused: boolean; remaining: number | null }) {
  const now = useNow();
  if (paused) return <span class="deadline">Paused{remaining !== null ? `, ${countdown(now + remaining, now)} left when it resumes` : ''}</span>;
  if (deadline === null) return <span class="deadline">No deadline</span>;
  return (
    <span class="deadline">
      Deadline <time dateTime={new Date(deadline).toISOString()}>{localTime(deadline)}</time>{' '}
      <span class="left" aria-label={`${countdown(deadline, now)} left`}>({countdown(deadline, now)})</span>
    </span>
  );
}
