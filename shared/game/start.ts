import type { PowerName } from '../map/types.js';
import { gameMap } from './board.js';
import { openClock } from './clock.js';
import { mobilizedDummies } from './setup.js';
import { successorMark } from './succession.js';
import type { GameEvent, GameState, Player, Seat } from './types.js';

/**
 * The game begins: the players who joined without choosing a power (under POWER_CHOICE)
 * are dealt, in the order they joined, powers at random from those nobody chose; seats
 * still empty become dummies; the first phase opens with its deadline.
 */
export function startGame(state: GameState, now: number, random: () => number): { state: GameState; events: GameEvent[] } {
  const seats: Record<PowerName, Seat> = { ...state.seats };
  const events: GameEvent[] = [];
  const players: Player[] = [];
  for (const player of state.players) {
    if (player.awaitsPower !== true) {
      players.push(player);
      continue;
    }
    const open = Object.keys(seats).filter((p) => seats[p]!.status === 'open');
    const { awaitsPower: _, ...rest } = player;
    if (open.length === 0) {
      // More places than powers cannot happen (join counts them); he watches if it does.
      players.push(rest);
      continue;
    }
    const power = open[Math.min(open.length - 1, Math.floor(random() * open.length))]!;
    players.push({ ...rest, power, ...successorMark(state, power) });
    seats[power] = { ...seats[power]!, status: 'taken', playerId: player.id };
    events.push({ type: 'seat_changed', power, status: 'taken' });
  }
  const dummies: PowerName[] = [];
  for (const [power, seat] of Object.entries(seats)) {
    if (seat.status === 'open') {
      seats[power] = { ...seat, status: 'dummy' };
      dummies.push(power);
      events.push({ type: 'seat_changed', power, status: 'dummy' });
    } else seats[power] = seat;
  }
  const position = mobilizedDummies(gameMap(state.settings), state.settings.rules, state.position, dummies);
  const active: GameState = { ...state, status: 'active', seats, players, position };
  return {
    state: { ...active, ...openClock(active, now) },
    events: [...events, { type: 'started', phase: state.position.phase }],
  };
}
