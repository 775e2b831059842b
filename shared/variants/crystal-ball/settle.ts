import type { OrderResult } from '../../adjudicate/types.js';
import type { PowerName } from '../../map/types.js';
import type { Annotation } from './annotations.js';
import type { MovementOrder } from './lists.js';

/**
 * A movement phase's lists, settled: what each line comes to before the adjudicator runs,
 * and the one order each unit follows. Both rule texts settle into this shape; the phase
 * pipeline (movement.ts) takes it from there.
 */

/** What one list line comes to. */
export type Fate<A extends Annotation> =
  /** Decided without the adjudicator: its annotation and result are final. */
  | { readonly kind: 'final'; readonly annotation: A; readonly result: OrderResult; readonly reason?: string }
  /** The order a unit follows: the line's result is the unit's. */
  | { readonly kind: 'follows'; readonly annotation: A; readonly unit: number };

/** The order a unit follows, and the line it was written as. */
export interface UnitOrder {
  readonly order: MovementOrder;
  readonly text: string;
}

export interface Settlement<A extends Annotation> {
  /** Each power's lines, in the order of the lists. */
  readonly fates: Readonly<Record<PowerName, readonly Fate<A>[]>>;
  /**
   * By unit (the board's order): its order, null when it holds by the rules without one
   * (a contradicted unit), undefined when nobody ordered it (it gets the default HOLD).
   */
  readonly orders: readonly (UnitOrder | null | undefined)[];
}

export const final = <A extends Annotation>(annotation: A, result: OrderResult, reason?: string): Fate<A> =>
  reason === undefined ? { kind: 'final', annotation, result } : { kind: 'final', annotation, result, reason };
