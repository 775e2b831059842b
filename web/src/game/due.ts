import type { OrderStatus } from './late.js';
import { gameStateTitle } from './phase.js';

/**
 * A game as the list of "your games" sums it up for the one holding the secret: where it
 * stands in words, and whether his orders are due (his power owes orders and they are not
 * complete: none in, or some units still without one).
 */
export interface ViewForDue {
  readonly status: string;
  readonly phase: string;
  readonly viewer: { readonly kind: string; readonly power?: string | null };
  readonly seats: readonly { readonly power: string; readonly owes: boolean; readonly orderStatus: OrderStatus }[];
}

export interface GameStanding {
  /** The phase in words, or the game's state before and after play. */
  readonly phase: string;
  /** The viewer's power owes orders and they are not complete. */
  readonly due: boolean;
  /** What the viewer is waited for, or waits for, in a few words. */
  readonly text: string;
}

export function gameStanding(view: ViewForDue): GameStanding {
  const phase = gameStateTitle(view);
  if (view.status === 'forming') return { phase, due: false, text: 'Waiting for players' };
  if (view.status === 'finished') return { phase, due: false, text: 'The game is over' };
  // "In" means complete: a power with orders missing is still awaited.
  const awaited = view.seats.filter((s) => s.owes && s.orderStatus !== 'complete');
  if (view.viewer.kind === 'master') {
    return { phase, due: false, text: awaited.length === 0 ? 'Every power’s orders are in' : `Waiting for ${awaited.length} power${awaited.length === 1 ? '' : 's'}` };
  }
  const power = view.viewer.kind === 'player' ? (view.viewer.power ?? null) : null;
  const seat = power === null ? undefined : view.seats.find((s) => s.power === power);
  if (seat === undefined) return { phase, due: false, text: 'Observing' };
  if (!seat.owes) return { phase, due: false, text: 'No orders this phase' };
  switch (seat.orderStatus) {
    case 'complete':
      return { phase, due: false, text: 'Your orders are in' };
    case 'incomplete':
      return { phase, due: true, text: 'Your orders are incomplete' };
    case 'none':
      return { phase, due: true, text: 'Your orders are due' };
  }
}
