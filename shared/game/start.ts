import type { PowerName } from '../map/types.js';
import { openClock } from './clock.js';
import type { GameEvent, GameState, Seat } from './types.js';

/**
 * The game begins: seats nobody took become dummies, the first phase opens with its
 * deadline.
 */
export function startGame(state: GameState, now: number): { state: GameState; events: GameEvent[] } {
  const seats: Record<PowerName, Seat> = {};
  const events: GameEvent[] = [];
  for (const [power, seat] of Object.entries(state.seats)) {
    if (seat.status === 'open') {
      seats[power] = { ...seat, status: 'dummy' };
      events.push({ type: 'seat_changed', power, status: 'dummy' });
    } else seats[power] = seat;
  }
  const active: GameState = { ...state, status: 'active', seats };
  return {
    state: { ...active, ...openClock(active, now) },
    events: [...events, { type: 'started', phase: state.position.phase }],
  };
}
