import type { PowerName } from '../../map/types.js';
import type { Board } from '../../orders/check.js';
import type { Order } from '../../orders/types.js';
import type { OfferCode } from './sheet.js';
import { exactOrder, type CheckedOffer } from './sheet.js';

/**
 * Offers as the units weigh them (MECHANICS §5): each written offer expanded into internal
 * bids, one per repetition and augmentation term, each numbered in its power's sheet order.
 */
export interface Bid {
  readonly power: PowerName;
  /** The power's running count of bids: its place on the sheet, for tie-breaks (rule 5.3). */
  readonly seq: number;
  readonly code: OfferCode;
  readonly unit: number;
  /** `:` the order's key; `!` the keys excluded; wildcards none. */
  readonly keys: readonly string[];
  /** Reduced in place by the overspending loop. */
  amount: number;
  plateau: number;
}

/** Each candidate order's key, its order, and whether it is a move: what a unit may be paid to give. */
export type Orders = Map<string, { readonly order: Order; readonly move: boolean; readonly signal: boolean }>;

export interface Expanded {
  readonly bids: Bid[];
  /** Every order an offer names, per unit, by key: where a winning key is turned back into its order. */
  readonly orders: Orders[];
  /** Each unit's HOLD, by key. */
  readonly holds: readonly string[];
}

/**
 * Expands every power's checked offers, sheets in the order given, then adds the owner's
 * 0 AgP HOLD to each unit its owner made no direct offer to (QA "a unit with no offer").
 */
export function expandOffers(board: Board, sheets: ReadonlyMap<PowerName, readonly CheckedOffer[]>): Expanded {
  const bids: Bid[] = [];
  const orders: Orders[] = board.units.map(() => new Map());
  const seqOf = new Map<PowerName, number>();
  const directFrom = board.units.map(() => new Set<PowerName>());
  const holds = board.units.map((_, u) => holdOf(board, u, orders[u]!));
  const add = (power: PowerName, code: OfferCode, unit: number, keys: readonly string[], amount: number, plateau: number): void => {
    const seq = seqOf.get(power) ?? 0;
    seqOf.set(power, seq + 1);
    // Plateaus go only on money: a 0 AgP helper bid has none.
    bids.push({ power, seq, code, unit, keys, amount, plateau: amount === 0 ? 0 : plateau });
    if (code === ':') directFrom[unit]!.add(power);
  };
  for (const [power, offers] of sheets) {
    for (const offer of offers) {
      for (const o of offer.orders) if (!orders[offer.unit]!.has(o.key)) orders[offer.unit]!.set(o.key, { order: o.order, move: o.move, signal: o.signal });
      for (const part of offer.parts) {
        const keys = offer.orders.map((o) => o.key);
        switch (offer.code) {
          case ':':
            for (const k of keys) add(power, ':', offer.unit, [k], part.amount, part.plateau);
            break;
          case '!': {
            // The hidden 0 AgP HOLD that catches the money, just above the negative offer (rule 5.3).
            const hold = holds[offer.unit]!;
            if (!keys.includes(hold)) add(power, ':', offer.unit, [hold], 0, 0);
            add(power, '!', offer.unit, keys, part.amount, part.plateau);
            break;
          }
          default: {
            // Each listed order becomes a candidate; it carries the money only where the wildcard does not already.
            for (const o of offer.orders) {
              const covered = offer.code === '&' || (offer.code === '>' ? o.move : !o.move);
              add(power, ':', offer.unit, [o.key], covered ? 0 : part.amount, part.plateau);
            }
            add(power, offer.code, offer.unit, [], part.amount, part.plateau);
          }
        }
      }
    }
  }
  board.units.forEach((unit, u) => {
    if (directFrom[u]!.has(unit.power)) return;
    add(unit.power, ':', u, [holds[u]!], 0, 0);
  });
  return { bids, orders, holds };
}

/** The unit's HOLD, entered among its candidate orders. */
export function holdOf(board: Board, u: number, orders: Orders): string {
  const hold = exactOrder(board, { kind: 'hold', unit: u });
  if (!orders.has(hold.key)) orders.set(hold.key, { order: hold.order, move: false, signal: false });
  return hold.key;
}
