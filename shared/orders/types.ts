import type { Location, PowerName, ProvinceId, UnitKind } from '../map/types.js';

/**
 * A unit as an order names it. The kind may be left out where players commonly omit it
 * ("S BUR - MUN"); the place is a location as the map knows it, a coast only if written.
 */
export interface UnitRef {
  readonly kind: UnitKind | null;
  readonly at: Location;
}

/** An order as written, parsed but not yet checked against a position. */
export type Order =
  | { readonly kind: 'hold'; readonly unit: UnitRef }
  | {
      readonly kind: 'move';
      readonly unit: UnitRef;
      readonly to: Location;
      /** `VIA CONVOY` written, or a route given. */
      readonly viaConvoy: boolean;
      /** The convoying provinces of a written route (`A LON - NTH - NWY`: ["NTH"]); empty if none. */
      readonly route: readonly ProvinceId[];
    }
  /** `to` null: support to hold (or whatever the supported unit does but move). */
  | { readonly kind: 'support'; readonly unit: UnitRef; readonly target: UnitRef; readonly to: Location | null }
  | { readonly kind: 'convoy'; readonly unit: UnitRef; readonly target: UnitRef; readonly to: Location }
  | { readonly kind: 'retreat'; readonly unit: UnitRef; readonly to: Location }
  /** A disband in retreats, a removal in adjustments: "A PAR D", "DISBAND A PAR", "REMOVE A PAR". */
  | { readonly kind: 'disband'; readonly unit: UnitRef }
  | { readonly kind: 'build'; readonly unit: UnitRef }
  | { readonly kind: 'waive' };

export type OrderKind = Order['kind'];

/**
 * "A BUR P FRANCE": the unit's owner hands it to another power for one movement phase
 * (PROXY_OK, always on in Crystal Ball unless NO_PROXY). Kept beside `Order` rather than in
 * it: only an order list holds one, and the standard phases never meet it.
 */
export interface ProxyOrder {
  readonly kind: 'proxy';
  readonly unit: UnitRef;
  readonly to: PowerName;
}

/** A line of a Crystal Ball order list: an order, or a proxy. */
export type ListOrder = Order | ProxyOrder;

/** An order together with the power that gave it. */
export interface PowerOrder {
  readonly power: PowerName;
  readonly order: Order;
}

/** Why a line of text is not an order. Stable codes; the sentence goes with them. */
export const GRAMMAR_ERRORS = [
  'empty',
  'unknown_word',
  'unknown_place',
  'ambiguous_place',
  'unknown_coast',
  'missing_unit',
  'missing_destination',
  'missing_power',
  'unknown_power',
  'missing_move_mark',
  'bad_route',
  'trailing_words',
  'too_long',
] as const;
export type GrammarError = (typeof GRAMMAR_ERRORS)[number];
