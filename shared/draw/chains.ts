import type { OrderResult } from '../adjudicate/types.js';
import type { MapLayout, Point } from '../map/layout.js';
import type { GameMap, PowerName } from '../map/types.js';
import { readBombOrder } from '../variants/global/strike-orders.js';
import { pointOf } from './shapes.js';

/**
 * Global Diplomacy's bombing orders (seed XII+) as things to draw: each launch as a chain
 * from the arsenal through its carriers to the target, each carry order as the part of the
 * chain it names, and the target marked. Read with the judge's own reader of bombing orders,
 * so that the board draws what the judge will read; lines that are no bombing order are left
 * to `orderShapes`.
 */

export interface ChainShape {
  readonly power: PowerName;
  /** The places the bomb passes, in order: the arsenal (or the first place a carry order names) first. */
  readonly points: readonly Point[];
  /** Where the bomb is to fall; null for a carry order that names no target. */
  readonly target: Point | null;
  /** The carrier's own place on a carry order's chain (drawn as a ring); null for a launch. */
  readonly carrier: Point | null;
  readonly failed: boolean;
}

export interface DrawnBombOrder {
  readonly power: PowerName;
  readonly text: string;
  readonly result?: OrderResult;
}

export function chainShapes(map: GameMap, layout: MapLayout, orders: readonly DrawnBombOrder[]): ChainShape[] {
  const chains: ChainShape[] = [];
  const at = (p: string) => pointOf(layout, map, p);
  for (const o of orders) {
    const read = readBombOrder(map, o.text);
    if (!read.ok) continue;
    const order = read.value;
    const failed = o.result !== undefined && o.result !== 'succeeds';
    if (order.type === 'launch') {
      const places = [order.unit.at, ...order.route, order.target].map(at);
      if (places.some((p) => p === null)) continue;
      chains.push({ power: o.power, points: places as Point[], target: places[places.length - 1]!, carrier: null, failed });
    } else {
      const places = [...order.from, order.unit.at, ...order.via, ...(order.target === null ? [] : [order.target])].map(at);
      const self = at(order.unit.at);
      if (places.some((p) => p === null) || self === null || places.length < 2) continue;
      chains.push({ power: o.power, points: places as Point[], target: order.target === null ? null : places[places.length - 1]!, carrier: self, failed });
    }
  }
  return chains;
}

/** The chain as one path: straight links between its places. */
export const chainPath = (points: readonly Point[]): string => `M${points.map(([x, y]) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`).join('L')}`;

/** A target's crosshair about `at`: a cross whose arms stop short of the middle, radius `r`. */
export function crosshairPath(at: Point, r: number): string {
  const [cx, cy] = at;
  const k = (v: number) => Math.round(v * 10) / 10;
  const g = r * 0.35;
  return `M${k(cx - r)} ${k(cy)}H${k(cx - g)}M${k(cx + g)} ${k(cy)}H${k(cx + r)}M${k(cx)} ${k(cy - r)}V${k(cy - g)}M${k(cx)} ${k(cy + g)}V${k(cy + r)}`;
}

export const CHAIN_STYLE = [
  'svg.board .chain{pointer-events:none;fill:none}',
  'svg.board .chain .casing{stroke:#1d120c;stroke-width:7;stroke-linejoin:round;stroke-linecap:round;opacity:0.75}',
  'svg.board .chain .link{stroke-width:3.5;stroke-dasharray:9 3 2 3;stroke-linejoin:round;stroke-linecap:round}',
  'svg.board .chain .stop{fill:#fff;stroke-width:2.5}',
  'svg.board .chain-targets{pointer-events:none}',
  'svg.board .chain-targets .target circle{fill:none;stroke:#c00;stroke-width:3}',
  'svg.board .chain-targets .target path{stroke:#c00;stroke-width:3.5;stroke-linecap:round}',
  'svg.board .chain-targets .target.failed{opacity:0.55}',
  'svg.board .chain.failed{opacity:0.55}',
  'svg.board .chain.failed .link{stroke-dasharray:3 3}',
].join('');

const n = (v: number): string => String(Math.round(v * 10) / 10);

/**
 * The chains as SVG text: a dark casing and a dash-dot line in the power's colour through the
 * places, a white stop on each carrier's place. `r` is the drawn unit radius. Text, so that
 * the page's board and the Worker's picture draw the same chains. Drawn under the units.
 */
export function chainMarkup(chains: readonly ChainShape[], r: number, colourOf: (power: PowerName) => string): string {
  const out = chains.map((c) => {
    const colour = colourOf(c.power);
    const d = chainPath(c.points);
    const stops = c.points
      .slice(1, c.target ? -1 : undefined)
      .map(([x, y]) => `<circle class="stop" cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.28)}" stroke="${colour}"/>`)
      .join('');
    return `<g class="chain${c.failed ? ' failed' : ''}" data-chain="${c.points.length}"><path class="casing" d="${d}"/><path class="link" d="${d}" stroke="${colour}"/>${stops}</g>`;
  });
  return `<g class="chains">${out.join('')}</g>`;
}

/**
 * The targets as SVG text: a red crosshair over each, drawn above the units, since a target
 * usually holds the unit the bomb is meant for. One mark a target, however many orders name it.
 */
export function chainTargetMarkup(chains: readonly ChainShape[], r: number): string {
  const seen = new Map<string, boolean>();
  for (const c of chains) {
    if (c.target === null) continue;
    const key = `${c.target[0]},${c.target[1]}`;
    // A target some order still aims at is drawn as live; failed only when every order failed.
    seen.set(key, (seen.get(key) ?? true) && c.failed);
  }
  const out = [...seen].map(([key, failed]) => {
    const [x, y] = key.split(',').map(Number) as [number, number];
    return `<g class="target${failed ? ' failed' : ''}" data-target=""><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.9)}"/><path d="${crosshairPath([x, y], r * 1.3)}"/></g>`;
  });
  return `<g class="chain-targets">${out.join('')}</g>`;
}
