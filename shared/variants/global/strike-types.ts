import type { Location, PowerName, ProvinceId } from '../../map/types.js';

/**
 * The words the bombing rules (seed XII+) are written in, below both the order reader and
 * the chain resolver so neither imports the other.
 *
 * Global's four unit kinds: an army, a navy (fleet), an air force, a nuclear arsenal.
 * Spelt as wt-global's `UnitKind` (shared/map/types.ts, commit d705cb4) spells them; this
 * becomes `UnitKind` once that branch is merged here.
 */
export type StrikeUnitKind = 'A' | 'F' | 'AF' | 'AS';

/** A unit as the strikes see it: whose, what, where (after movement). */
export interface StrikeUnit {
  readonly power: PowerName;
  readonly kind: StrikeUnitKind;
  readonly at: Location;
}

/**
 * An arsenal's order: it launches a bomb along `route` (the provinces of the units that
 * carry it, in order, empty when it bombs directly) to `target`.
 * "Arsenal SUS bomb via NAT SAH EGY to SIO", "Arsenal RUS bomb SCA".
 */
export interface LaunchOrder {
  readonly type: 'launch';
  readonly unit: { readonly kind: 'AS'; readonly at: Location };
  readonly route: readonly ProvinceId[];
  readonly target: ProvinceId;
}

/**
 * A carrier's order: the unit carries a bomb that comes `from` these provinces (the
 * arsenal's, or the link before it, or both, in the order of the route) on `via` these
 * (after it) and perhaps `to` a target. "The units involved may either specify the entire
 * route or just the link that they are involved in": so any of the lists may be partial.
 */
export interface CarryOrder {
  readonly type: 'carry';
  readonly unit: { readonly kind: Exclude<StrikeUnitKind, 'AS'>; readonly at: Location };
  readonly from: readonly ProvinceId[];
  readonly via: readonly ProvinceId[];
  readonly target: ProvinceId | null;
}

export type BombOrder = LaunchOrder | CarryOrder;
