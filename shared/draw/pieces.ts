import type { Point } from '../map/layout.js';
import { walksLand, type UnitKind } from '../map/types.js';

/**
 * The geometry of the pieces every board draws (units, crosses, build rings), one source for
 * the page's board components and the Worker's SVG text (board-svg.ts).
 */

/**
 * An army is a disc, a fleet a rounded box a little flatter than it is wide. Global's air
 * force is an aircraft seen from above, nose up, and its nuclear arsenal a warhead standing on
 * its fins: both stand on land as armies do, so their outline, not a letter alone, must tell
 * them apart from an army at a glance (and on a phone, where a letter is hard to read).
 */
export type UnitOutline =
  | { readonly tag: 'circle'; readonly cx: number; readonly cy: number; readonly r: number }
  | { readonly tag: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly rx: number }
  | { readonly tag: 'path'; readonly d: string };

/**
 * The right half of each drawn shape, in unit radii from the unit's point (y down), from the
 * top of its axis to the bottom; the left half is its mirror. Each reaches about a radius
 * each way, so that it covers as much board as an army's disc.
 */
const AIRCRAFT: readonly Point[] = [
  [0, -1.12],
  [0.15, -0.88],
  [0.17, -0.34],
  [1.1, 0.2],
  [1.1, 0.44],
  [0.17, 0.24],
  [0.14, 0.64],
  [0.52, 0.9],
  [0.52, 1.06],
  [0, 0.94],
];
const WARHEAD: readonly Point[] = [
  [0, -1.12],
  [0.3, -0.86],
  [0.5, -0.42],
  [0.52, 0.36],
  [0.92, 0.84],
  [0.92, 1.08],
  [0, 1.08],
];

/** A closed path through the half's points and back up their mirror. */
function mirrored(half: readonly Point[], at: Point, r: number): string {
  const [cx, cy] = at;
  const k = (v: number) => Math.round(v * 10) / 10;
  const right = half.map(([x, y]) => `${k(cx + x * r)} ${k(cy + y * r)}`);
  const left = half
    .slice(1, -1)
    .reverse()
    .map(([x, y]) => `${k(cx - x * r)} ${k(cy + y * r)}`);
  return `M${[...right, ...left].join('L')}Z`;
}

export function unitOutline(kind: UnitKind, at: Point, r: number): UnitOutline {
  const [cx, cy] = at;
  switch (kind) {
    case 'AF':
      return { tag: 'path', d: mirrored(AIRCRAFT, at, r) };
    case 'AS':
      return { tag: 'path', d: mirrored(WARHEAD, at, r) };
    default:
      return walksLand(kind) ? { tag: 'circle', cx, cy, r } : { tag: 'rect', x: cx - r, y: cy - r * 0.8, width: r * 2, height: r * 1.6, rx: r * 0.35 };
  }
}

/**
 * The letter drawn on a unit: an army's A and a fleet's F; none on an air force or an arsenal,
 * whose outline says what it is and has no room for two letters (the unit's title names it).
 */
export const unitGlyph = (kind: UnitKind): string | null => (kind === 'A' || kind === 'F' ? kind : null);

/** Where a unit's letter stands: a little below the middle, so that it looks centred. */
export const glyphPoint = (at: Point, r: number): Point => [at[0], at[1] + r * 0.42];

/** The middle of an arsenal's badge, and its radius: the white disc the trefoil is drawn on. */
export const badgePoint = (at: Point, r: number): Point => [at[0], at[1] - r * 0.12];
export const BADGE_RADIUS = 0.42;

/**
 * The mark on an arsenal's warhead, under its nose: a small white disc with the three blades
 * of the radiation sign, drawn as one path (a disc and three sectors), so that the warhead
 * reads as nuclear and not as a rocket.
 */
export function trefoilPath(at: Point, r: number): string {
  const [cx, cy] = badgePoint(at, r);
  const k = (v: number) => Math.round(v * 10) / 10;
  const inner = r * 0.07;
  const outer = r * 0.36;
  const parts = [`M${k(cx + inner)} ${k(cy)}A${k(inner)} ${k(inner)} 0 1 0 ${k(cx - inner)} ${k(cy)}A${k(inner)} ${k(inner)} 0 1 0 ${k(cx + inner)} ${k(cy)}Z`];
  for (const mid of [-90, 30, 150]) {
    const a0 = ((mid - 30) * Math.PI) / 180;
    const a1 = ((mid + 30) * Math.PI) / 180;
    const p = (a: number, d: number) => `${k(cx + Math.cos(a) * d)} ${k(cy + Math.sin(a) * d)}`;
    const i0 = inner * 1.9;
    parts.push(`M${p(a0, i0)}L${p(a0, outer)}A${k(outer)} ${k(outer)} 0 0 1 ${p(a1, outer)}L${p(a1, i0)}A${k(i0)} ${k(i0)} 0 0 0 ${p(a0, i0)}Z`);
  }
  return parts.join('');
}

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
