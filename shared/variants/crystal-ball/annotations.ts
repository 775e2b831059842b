import type { OrderReport } from '../../adjudicate/types.js';

/**
 * What the judge writes beside each line of a Crystal Ball list once the phase is
 * processed. The words are those of the rule texts, so that a player can look them up.
 */

/** Movement lists under the revised rules (the default), with proxies. */
export const REVISED_ANNOTATIONS = [
  /** An order to one of the power's own units. */
  'ordered',
  /** An order or proxy for a unit that is not there (not of that kind, not in that place). */
  'no unit',
  /** Countermanded by a later considered order (or proxy) to the same unit in the same list. */
  'revoked',
  /** A proxy of the power's own unit, which the receiver then ordered. */
  'proxied',
  /** An order (or proxy) for another power's unit, with no proxy given for it. */
  'noProxy',
  /** A proxy the receiver did not use: he gave the unit no order, and it held. */
  'refused',
  /** An order to another power's unit, by virtue of that power's proxy. */
  'byProxy',
  /** A proxy of a unit the power itself received by proxy: refused; the unit holds. */
  'reProxy',
  /** Too far down the list to be considered. */
  'ignored',
  /** A HOLD the judge added for a unit nobody ordered. */
  'default',
] as const;
export type RevisedAnnotation = (typeof REVISED_ANNOTATIONS)[number];

/** Movement lists under the original rules, which know no proxies. */
export const ORIGINAL_MOVEMENT_ANNOTATIONS = [
  'ordered',
  /** Illegal or impossible: an existing unit holds (and, when it tried to move, cannot be supported to hold). */
  'void',
  /** An order to a unit the power does not have there. */
  'no such unit',
  /** One of two or more different considered orders to one unit, which holds. */
  'contradicted',
  'ignored',
  'default',
] as const;
export type OriginalMovementAnnotation = (typeof ORIGINAL_MOVEMENT_ANNOTATIONS)[number];

/** The standing retreat list of the original rules. */
export const RETREAT_LIST_ANNOTATIONS = [
  /** The retreat (or disband) carried out. */
  'ordered',
  /** A retreat of a dislodged unit to a place it cannot go. */
  'void',
  /** A retreat for a unit that was not dislodged, or one after the unit's first valid retreat. */
  'unused',
  /** Two units retreated to one place: both are disbanded. */
  'disbands due to conflict',
  'ignored',
  /** The judge's retreat (to the one place left) or disband, for a unit given no retreat. */
  'default',
] as const;
export type RetreatListAnnotation = (typeof RETREAT_LIST_ANNOTATIONS)[number];

/** The standing build list of the original rules. */
export const BUILD_LIST_ANNOTATIONS = [
  /** The unit is built. */
  'ordered',
  /** A WAIVE used, or an impossible build counted as one. */
  'waive',
  /** A build in a home centre the power does not own, or that is occupied. */
  'void',
  /** The power's builds were used up above this line. */
  'no more builds',
  /** A WAIVE the judge added when the list ran out. */
  'default',
] as const;
export type BuildListAnnotation = (typeof BUILD_LIST_ANNOTATIONS)[number];

/** The remove list of the original rules, written before the Fall result is known. */
export const REMOVE_LIST_ANNOTATIONS = [
  /** The unit is removed. */
  'ordered',
  /** The unit named does not exist (or is no longer the power's). */
  'invalid',
  /** Valid, but no (more) removal was needed. */
  'unnecessary',
  /** A removal the judge made by the civil-disorder rule when the list fell short. */
  'default',
] as const;
export type RemoveListAnnotation = (typeof REMOVE_LIST_ANNOTATIONS)[number];

/** Every annotation, once each. */
export const ANNOTATIONS = [
  ...new Set([
    ...REVISED_ANNOTATIONS,
    ...ORIGINAL_MOVEMENT_ANNOTATIONS,
    ...RETREAT_LIST_ANNOTATIONS,
    ...BUILD_LIST_ANNOTATIONS,
    ...REMOVE_LIST_ANNOTATIONS,
  ]),
] as readonly Annotation[];
export type Annotation =
  | RevisedAnnotation
  | OriginalMovementAnnotation
  | RetreatListAnnotation
  | BuildListAnnotation
  | RemoveListAnnotation;

/**
 * What became of one list line, or of a line the judge added: the result as for any
 * order (DESIGN.md's vocabulary), and the annotation. `power` is the list's power, which
 * for a `byProxy` line is not the unit's owner.
 */
export interface ListReport<A extends Annotation = Annotation> extends OrderReport {
  readonly annotation: A;
}
