import type { PowerName } from '../map/types.js';
export { lateNow } from './clock.js';
import { crystalMissing, isCrystal } from './crystal.js';
import { ordersComplete, powersOwing } from './duty.js';
import type { Played } from './process.js';
import type { GameState } from './types.js';

/**
 * Where each power's orders stand, and who is late: what everybody may know of the
 * others' orders (who, never what), as the DPjudge's late list and webDiplomacy show it.
 */

export const ORDER_STATUSES = ['none', 'incomplete', 'complete'] as const;
/**
 * none: nothing sent. incomplete: something sent, but some unit, build or removal owed
 * has no order (the judge's default would fill it). complete: nothing left to the defaults.
 */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The power's order status in the phase being played; 'none' for a power that owes
 * nothing. A Crystal Ball game knows only whether a power's list is still awaited.
 */
export function orderStatus(state: GameState, power: PowerName): OrderStatus {
  if (state.status !== 'active' || !powersOwing(state).includes(power)) return 'none';
  if (isCrystal(state)) return crystalMissing(state).includes(power) ? 'none' : 'complete';
  const sent = state.submitted.includes(power) || (state.orders[power] ?? []).length > 0;
  if (!sent) return 'none';
  return ordersComplete(state, power) ? 'complete' : 'incomplete';
}

/**
 * The powers late now: they owe orders and have not given them all. Dummies are never
 * late: nobody plays them, and their units always take the judge's defaults.
 */
export function latePowers(state: GameState): PowerName[] {
  if (isCrystal(state)) return crystalMissing(state);
  return powersOwing(state).filter((p) => state.seats[p]?.status !== 'dummy' && orderStatus(state, p) !== 'complete');
}

/** A played phase whose record names the powers that took the judge's defaults. */
export const withLate = (played: Played, powers: readonly PowerName[]): Played =>
  powers.length === 0 ? played : { ...played, record: { ...played.record, late: [...powers] } };
