import { lateNow } from '../game/late.js';
import { inForce } from '../game/rules.js';
import type { GameState } from '../game/types.js';
import { span, utcTime } from './time.js';
import { were } from './words.js';

/** What a text says of the clock of the phase being played. */
export function deadlineSentence(state: GameState): string {
  if (state.status === 'forming') return 'The game has not started yet.';
  if (state.status === 'finished') return 'The game is over.';
  if (state.paused) {
    const left = state.remaining === null ? '' : `, with ${span(state.remaining)} left to the deadline`;
    return `The game is paused${left}.`;
  }
  if (state.deadline === null) return 'This phase has no deadline.';
  const waiting = waitingSentence(state);
  if (waiting !== null) return waiting;
  return `Orders are due by ${utcTime(state.deadline)}.`;
}

/**
 * The clock of a game whose deadline passed without civil disorder: "The deadline, …,
 * has passed: the game waits for the master. Turkey was late." Null when it is not waiting.
 */
export function waitingSentence(state: GameState): string | null {
  const late = lateNow(state);
  if (late === null || state.deadline === null) return null;
  // HIDE_LATE_POWERS: the text goes to anyone, so it names nobody (each late player has his notice, the master his list).
  const who = late.length === 0 ? '' : inForce(state.settings, 'HIDE_LATE_POWERS') ? ' One or more powers are late.' : ` ${were(late)} late.`;
  return `The deadline, ${utcTime(state.deadline)}, has passed: the game waits for the master.${who}`;
}
