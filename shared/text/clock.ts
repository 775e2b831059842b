import type { GameState } from '../game/types.js';
import { waitingSentence } from './late.js';
import { span, utcTime } from './time.js';

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
