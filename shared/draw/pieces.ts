import type { Point } from '../map/layout.js';
import { walksLand, type UnitKind } from '../map/types.js';

/**
 * The geometry of the pieces every board draws (units, crosses, build rings), one source for
 * the page's board components and the Worker's SVG text (board-svg.ts).
 */

/**
 * An army is a disc, a fleet a rounded box a little flatter than it is wide. Global's air
 * forces and arsenals stand on land and are discs too: their letters (AF, AS) tell them apart.
 */
export type UnitOutline =
  | { readonly tag: 'circle'; readonly cx: number; readonly cy: number; readonly r: number }
  | { readonly tag: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly rx: number };

export function unitOutline(kind: UnitKind, at: Point, r: number): UnitOutline {
  const [cx, cy] = at;
  return walksLand(kind) ? { tag: 'circle', cx, cy, r } : { tag: 'rect', x: cx - r, y: cy - r * 0.8, width: r * 2, height: r * 1.6, rx: r * 0.35 };
}

/** Where a unit's letter stands: a little below the middle, so that it looks centred. */
export const glyphPoint = (at: Point, r: number): Point => [at[0], at[1] + r * 0.42];

/** A cross over `at`, `k` from the middle each way: a removal (k = 1.05 r) or a failure mark (k = 0.42 r). */
export const crossPath = (at: Point, k: number): string => {
  const [cx, cy] = at;
  return `M${cx - k} ${cy - k}L${cx + k} ${cy + k}M${cx + k} ${cy - k}L${cx - k} ${cy + k}`;
};

/** The plus on a build's ghost unit. */
export const plusPath = (at: Point, r: number): string => {
  const [cx, cy] = at;
  return `M${cx - r * 0.55} ${cy}H${cx + r * 0.55}M${cx} ${cy - r * 0.55}V${cy + r * 0.55}`;
};
