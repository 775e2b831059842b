import { useNow } from '../game/live.js';
import { countdown, localTime } from '../game/time.js';

interface Props {
  readonly deadline: number | null;
  readonly paused: boolean;
  readonly remaining: number | null;
  /** Minutes of grace after the deadline before the judge acts. */
  readonly grace?: number;
  /** The deadline passed and the game waits for the master (the page says who was late). */
  readonly waiting?: boolean;
}

/**
 * The deadline: what is left, ticking, and when it falls in the reader's own time zone.
 * Once passed, what happens now: the grace period, the judge at work, or (said beside it)
 * the wait for the master; never a bare "passed".
 */
export function Countdown({ deadline, paused, remaining, grace = 0, waiting = false }: Props) {
  const now = useNow();
  if (paused) return <span class="deadline">Paused{remaining !== null ? `, ${countdown(now + remaining, now)} left when it resumes` : ''}</span>;
  if (deadline === null) return <span class="deadline">No deadline</span>;
  const when = <time dateTime={new Date(deadline).toISOString()}>{localTime(deadline)}</time>;
  // Waiting means the judge saw the deadline pass, even if this page's clock has not ticked yet.
  if (deadline > now && !waiting) {
    return (
      <span class="deadline">
        Deadline {when} <span class="left" aria-label={`${countdown(deadline, now)} left`}>({countdown(deadline, now)})</span>
      </span>
    );
  }
  const graceEnd = deadline + grace * 60_000;
  const after = waiting ? 'passed' : graceEnd > now ? `passed; grace period, ${countdown(graceEnd, now)} left` : 'passed; the judge is processing';
  return (
    <span class="deadline passed">
      Deadline {when} <span class="left">({after})</span>
    </span>
  );
}
