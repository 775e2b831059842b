import type { PowerName } from '../map/types.js';
export { lateNow } from './clock.js';
import { powersOwing } from './duty.js';
import type { OrderStatus } from './play.js';
import { playOf } from './plays.js';
import type { GameState } from './types.js';

export { ORDER_STATUSES, type OrderStatus } from './play.js';
export { withLate } from './standard-play.js';

/**
 * Where each power's orders stand, and who is late: what everybody may know of the
 * others' orders (who, never what), as the DPjudge's late list and webDiplomacy show it.
 */

/** The power's order status in the phase being played; 'none' for a power that owes nothing. */
export function orderStatus(state: GameState, power: PowerName): OrderStatus {
  if (state.status !== 'active' || !powersOwing(state).includes(power)) return 'none';
  return playOf(state).orderStatus(state, power);
}

/**
 * The powers late now: they owe orders and have not given them all. Dummies are never
 * late: nobody plays them, and their units always take the judge's defaults.
 */
export const latePowers = (state: GameState): PowerName[] => playOf(state).missing(state);
