import type { OrderResult, Position, Unit } from '../adjudicate/types.js';
import { provinceOf } from '../game/duty.js';
import type { PhaseType } from '../map/phase.js';
import type { GameMap, Location, PowerName, UnitKind } from '../map/types.js';
import type { MapLayout, Point } from '../map/layout.js';
import { parseOrder } from '../orders/parse.js';

/**
 * A phase's orders as things to draw on the board: each order read by the judge's grammar
 * and placed with the layout's unit points. Pure geometry, so that the board component
 * only turns shapes into SVG.
 */

export type Shape =
  | { readonly kind: 'hold'; readonly power: PowerName; readonly at: Point; readonly failed: boolean }
  | { readonly kind: 'move'; readonly power: PowerName; readonly from: Point; readonly to: Point; readonly failed: boolean }
  /** A dislodged unit's retreat: drawn in a style of its own, so that it is not read as a move. */
  | { readonly kind: 'retreat'; readonly power: PowerName; readonly from: Point; readonly to: Point; readonly failed: boolean }
  /** Support to hold: from the supporter to the held unit. */
  | { readonly kind: 'support-hold'; readonly power: PowerName; readonly from: Point; readonly to: Point; readonly failed: boolean }
  /** Support to move: from the supporter to a point on the supported unit's path. */
  | { readonly kind: 'support'; readonly power: PowerName; readonly from: Point; readonly to: Point; readonly failed: boolean }
  | { readonly kind: 'convoy'; readonly power: PowerName; readonly from: Point; readonly to: Point; readonly failed: boolean }
  | { readonly kind: 'disband'; readonly power: PowerName; readonly at: Point; readonly failed: boolean }
  /** A build: the new unit's kind, drawn where it will stand with a ring and a plus. */
  | { readonly kind: 'build'; readonly power: PowerName; readonly at: Point; readonly unit: UnitKind; readonly failed: boolean }
  /**
   * What failed, marked where the eye looks: at the head of a bounced move or retreat, on the
   * line of a cut support or a convoy that carried nothing. Drawn above everything else.
   */
  | { readonly kind: 'fail'; readonly power: PowerName; readonly at: Point; readonly failed: true };

export interface DrawnOrder {
  readonly power: PowerName;
  readonly text: string;
  /** The result once processed; absent for orders still to be processed. */
  readonly result?: OrderResult;
}

/** An order drawn as failed: anything but success (waived and ignored draw nothing anyway). */
const failedResult = (r: OrderResult | undefined) => r !== undefined && r !== 'succeeds';

/**
 * How much larger than the layout's radius units are drawn: the layout's radius fits the
 * smallest province, but a unit must be read at a glance; a little overlap on a border is
 * the lesser evil.
 */
export const UNIT_SCALE = 1.5;

/** How far from the unit that took its place a dislodged unit stands, in drawn unit radii: both seen whole, nearly. */
export const ASIDE = 1.9;

/**
 * Where a dislodged unit is drawn: in the layout's direction from the unit point, but far
 * enough that the unit drawn there (at the client's size) does not hide it.
 */
export function asidePoint(layout: MapLayout, map: GameMap, at: Location): Point | null {
  const unit = pointOf(layout, map, at);
  const aside = layout.dislodged[at] ?? layout.dislodged[provinceOf(map, at)];
  if (!unit || !aside) return aside ?? unit;
  const dx = aside[0] - unit[0];
  const dy = aside[1] - unit[1];
  const length = Math.hypot(dx, dy);
  const want = ASIDE * layout.unitRadius * UNIT_SCALE;
  if (length === 0) return [unit[0] + want, unit[1]];
  const k = Math.max(1, want / length);
  return [round1(unit[0] + dx * k), round1(unit[1] + dy * k)];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Where a unit at this location is drawn, falling back on its province's point. */
export function pointOf(layout: MapLayout, map: GameMap, at: Location): Point | null {
  return layout.units[at] ?? layout.units[provinceOf(map, at)] ?? null;
}

/** The middle of the points there are; null if none. */
export function middleOf(points: readonly (Point | null)[]): Point | null {
  const there = points.filter((p): p is Point => p !== null);
  if (there.length === 0) return null;
  return [there.reduce((a, p) => a + p[0], 0) / there.length, there.reduce((a, p) => a + p[1], 0) / there.length];
}

/** A point `t` of the way from a to b. */
export const along = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

export function orderShapes(
  map: GameMap,
  layout: MapLayout,
  position: Position,
  phaseType: PhaseType,
  orders: readonly DrawnOrder[],
): Shape[] {
  const shapes: Shape[] = [];
  const marks: Shape[] = [];
  const unitAt = (units: readonly Unit[], at: Location) => units.find((u) => provinceOf(map, u.at) === provinceOf(map, at));
  // The unit an order names, where it is drawn (an order may leave the coast out): in
  // retreats the dislodged one first; a unit the results show dislodged stands aside.
  const standing = (at: Location): Point | null => {
    const aside = unitAt(position.dislodged, at);
    const here = unitAt(position.units, at);
    if (aside && (phaseType === 'R' || !here)) return asidePoint(layout, map, aside.at);
    return pointOf(layout, map, here ? here.at : at);
  };
  // Where a move into a province ends: the coast named, else the unit standing point.
  const target = (to: Location): Point | null => pointOf(layout, map, to);
  // A failure is marked just short of where the line ends, where its head would be.
  const failAt = (from: Point, to: Point, back: number): Point => {
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    return length <= back ? to : along(to, from, back / length);
  };
  const r = layout.unitRadius;
  for (const o of orders) {
    const parsed = parseOrder(map, o.text, { phaseType });
    if (!parsed.ok) continue;
    const order = parsed.value;
    const failed = failedResult(o.result);
    const { power } = o;
    const mark = (at: Point) => {
      if (failed) marks.push({ kind: 'fail', power, at, failed: true });
    };
    switch (order.kind) {
      case 'hold': {
        const at = standing(order.unit.at);
        if (at) shapes.push({ kind: 'hold', power, at, failed });
        break;
      }
      case 'move':
      case 'retreat': {
        const from = standing(order.unit.at);
        const to = target(order.to);
        if (!from || !to) break;
        const kind = order.kind === 'retreat' || phaseType === 'R' ? 'retreat' : 'move';
        shapes.push({ kind, power, from, to, failed });
        mark(failAt(from, to, 2 * r));
        break;
      }
      case 'support': {
        const from = standing(order.unit.at);
        const held = standing(order.target.at);
        if (!from || !held) break;
        if (order.to === null) {
          shapes.push({ kind: 'support-hold', power, from, to: held, failed });
          mark(along(from, held, 0.5));
        } else {
          const to = target(order.to);
          if (!to) break;
          const on = along(held, to, 0.6);
          shapes.push({ kind: 'support', power, from, to: on, failed });
          mark(along(from, on, 0.5));
        }
        break;
      }
      case 'convoy': {
        const from = standing(order.unit.at);
        const army = standing(order.target.at);
        const to = target(order.to);
        if (!from || !army || !to) break;
        const on = along(army, to, 0.5);
        shapes.push({ kind: 'convoy', power, from, to: on, failed });
        mark(along(from, on, 0.5));
        break;
      }
      case 'disband': {
        const at = standing(order.unit.at);
        if (at) shapes.push({ kind: 'disband', power, at, failed });
        break;
      }
      case 'build': {
        const at = pointOf(layout, map, order.unit.at);
        if (at) shapes.push({ kind: 'build', power, at, unit: order.unit.kind ?? 'A', failed });
        break;
      }
      case 'waive':
        break;
    }
  }
  return [...shapes, ...marks];
}

/**
 * The position to draw beside a processed phase's results: each unit the results say was
 * dislodged is drawn aside (where a dislodged unit stands, beside its attacker), so that the
 * attacker's arrow ends on the province it took and the loser is still seen.
 */
export function resultPosition(map: GameMap, position: Position, phaseType: PhaseType, orders: readonly DrawnOrder[]): Position {
  if (phaseType !== 'M') return position;
  const lost = new Set<string>();
  for (const o of orders) {
    if (o.result !== 'dislodged') continue;
    const parsed = parseOrder(map, o.text, { phaseType });
    if (parsed.ok && parsed.value.kind !== 'waive') lost.add(provinceOf(map, parsed.value.unit.at));
  }
  if (lost.size === 0) return position;
  const aside = (u: Unit) => lost.has(provinceOf(map, u.at));
  return { ...position, units: position.units.filter((u) => !aside(u)), dislodged: [...position.dislodged, ...position.units.filter(aside)] };
}

/**
 * A line from one unit to a place, cut short so that it starts at the edge of the unit
 * and its head touches the edge of what stands there, with the head's three points. Between
 * places drawn close together (Paris and Picardy) the gaps shrink, so that a short move
 * still shows its arrow over the units' edges; only places nearly on top of each other get
 * none.
 */
export function arrow(
  from: Point,
  to: Point,
  startGap: number,
  endGap: number,
  head: number,
): { line: [Point, Point]; head: [Point, Point, Point] } | null {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  // The least line that still reads as an arrow, beside its head.
  const shaft = 4;
  if (length <= head + shaft) return null;
  const shrink = length < startGap + endGap + head + shaft ? (length - head - shaft) / (startGap + endGap + shaft) : 1;
  const ux = dx / length;
  const uy = dy / length;
  const start: Point = [from[0] + ux * startGap * shrink, from[1] + uy * startGap * shrink];
  const tip: Point = [to[0] - ux * endGap * shrink, to[1] - uy * endGap * shrink];
  const base: Point = [tip[0] - ux * head, tip[1] - uy * head];
  const half = head * 0.55;
  return {
    line: [start, base],
    head: [tip, [base[0] - uy * half, base[1] + ux * half], [base[0] + uy * half, base[1] - ux * half]],
  };
}

/** The gap between a unit supported to hold and the ring drawn round it. */
export const HOLD_RING_GAP = 3.5;

/**
 * The arrow an order is drawn with, the same in every drawing of the board (the page's and
 * the mailed picture's): a support to hold runs to the ring round the unit held; a move or
 * retreat ends at the edge of what stands there, with a long head; a support or a convoy
 * runs onto the path itself, with a shorter one.
 */
export function shapeArrow(shape: Extract<Shape, { from: Point }>, r: number): ReturnType<typeof arrow> {
  if (shape.kind === 'support-hold') return arrow(shape.from, shape.to, r, r + HOLD_RING_GAP, 0);
  const moving = shape.kind === 'move' || shape.kind === 'retreat';
  return arrow(shape.from, shape.to, r, moving ? r : 0, moving ? 14 : 10);
}

/** The location a point on a province means: the nearest of its coasts when it has them, else the province. */
export function locationAt(layout: MapLayout, map: GameMap, province: string, point: Point): Location {
  const coasts = map.provinces.get(province)?.coasts ?? [];
  let best: Location = province;
  let bestDistance = Infinity;
  for (const coast of coasts) {
    const p = layout.units[coast];
    if (!p) continue;
    const d = Math.hypot(p[0] - point[0], p[1] - point[1]);
    if (d < bestDistance) {
      bestDistance = d;
      best = coast;
    }
  }
  return best;
}
