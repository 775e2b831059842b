/**
 * Draws the standard board as SVG, by program, from the geographic facts of
 * maps/standard/board-geography.ts and the adjacency of maps/standard/standard.map:
 *
 *   npx tsx scripts/draw-map.ts          writes maps/standard/standard.svg and
 *                                        maps/standard/standard.layout.json
 *   npx tsx scripts/draw-map.ts --check  only reports the adjacency and the sizes
 *   npx tsx scripts/draw-map.ts --preview  also renders maps/standard/preview.png (rsvg-convert)
 *
 * How: the coastlines are projected (Lambert conic, magnifying lenses on the crowded parts,
 * a fisheye that shrinks the far edges) and filled into a fine grid of land and water. Each province then grows from its seed strokes through its
 * own medium, all at once, a grid cell at a time (a Voronoi diagram measured along the land
 * or the sea, with a little noise on land so borders wander like real ones), until the
 * provinces meet. The borders between grid cells are cut into chains between the points
 * where three regions meet; each chain is simplified and smoothed once, so neighbours share
 * exactly the same line, and each province's outline is assembled from its chains.
 *
 * The drawn neighbours are then compared with the map's adjacency: every pair of provinces
 * adjacent for some unit must share a border, and no other pair may. A test
 * (shared/map/layout.test.ts) fails if the committed files differ from what this produces.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BOARD, COAST_PLACES, PROJECTION, RINGS, SEEDS, type LonLat } from '../maps/standard/board-geography.js';
import type { MapLayout, Point, ProvinceKind, ProvinceLayout } from '../shared/map/layout.js';
import { standardMap } from '../shared/map/standard.js';
import type { GameMap } from '../shared/map/types.js';
import { boardStyle, CENTER_RADIUS, LABEL_SIZE, layoutJson, SEA_LABEL_SIZE, svgDefs, svgTail } from './board-svg.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SVG_FILE = join(root, 'maps', 'standard', 'standard.svg');
export const LAYOUT_FILE = join(root, 'maps', 'standard', 'standard.layout.json');
const PREVIEW_FILE = join(root, 'maps', 'standard', 'preview.png');

/** Grid cells per viewBox unit. */
const FINE = 2;
/** A drawn unit's radius and a supply centre's (viewBox units); the label sizes are in board-svg.ts. */
const UNIT_RADIUS = 10;
/** Borders shorter than this (viewBox units) do not count as shared. */
const MIN_BORDER = 8;

// --- Projection -----------------------------------------------------------------------------

type XY = [number, number];
const RAD = Math.PI / 180;

export function makeProjection(): { project: (p: LonLat) => XY; width: number; height: number } {
  const [p1, p2] = PROJECTION.parallels.map((d) => d * RAD) as [number, number];
  const t = (phi: number): number => Math.tan(Math.PI / 4 + phi / 2);
  const n = Math.log(Math.cos(p1) / Math.cos(p2)) / Math.log(t(p2) / t(p1));
  const f = (Math.cos(p1) * Math.pow(t(p1), n)) / n;
  const rho = (lat: number): number => f / Math.pow(t(lat * RAD), n);
  const rho0 = rho(PROJECTION.lat0);
  const lcc = ([lon, lat]: LonLat): XY => {
    const r = rho(lat);
    const a = n * (lon - PROJECTION.lon0) * RAD;
    return [r * Math.sin(a), rho0 - r * Math.cos(a)];
  };
  const lenses = PROJECTION.lenses.map((l) => ({ at: lcc(l.at), radius: l.radius, gain: l.gain }));
  const lensed = (p: LonLat): XY => {
    const [x, y] = lcc(p);
    let dx = 0;
    let dy = 0;
    for (const l of lenses) {
      const ex = x - l.at[0];
      const ey = y - l.at[1];
      const f = l.gain * Math.exp(-(ex * ex + ey * ey) / (l.radius * l.radius));
      dx += ex * f;
      dy += ey * f;
    }
    return [x + dx, y + dy];
  };
  const centre = lensed(PROJECTION.fisheyeCentre);
  const radius = PROJECTION.fisheyeRadius;
  const warped = (p: LonLat): XY => {
    let [x, y] = lensed(p);
    if (radius > 0) {
      const dx = x - centre[0];
      const dy = y - centre[1];
      const r = Math.hypot(dx, dy);
      if (r > 0) {
        const k = (radius * Math.atan(r / radius)) / r;
        x = centre[0] + dx * k;
        y = centre[1] + dy * k;
      }
    }
    return [x, -y * PROJECTION.yScale];
  };
  const x0 = warped(BOARD.west)[0];
  const x1 = warped(BOARD.east)[0];
  const y0 = warped(BOARD.north)[1];
  const y1 = warped(BOARD.south)[1];
  const scale = BOARD.width / (x1 - x0);
  const height = Math.round((y1 - y0) * scale);
  return {
    project: (p) => {
      const [x, y] = warped(p);
      return [(x - x0) * scale, (y - y0) * scale];
    },
    width: BOARD.width + BOARD.eastMargin,
    height,
  };
}

/** The ring's points, with long edges cut so that the projection may bend them. */
function densify(points: readonly LonLat[], closed: boolean, step = 0.25): LonLat[] {
  const out: LonLat[] = [];
  const count = closed ? points.length : points.length - 1;
  for (let i = 0; i < count; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const parts = Math.max(1, Math.ceil(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])) / step));
    for (let k = 0; k < parts; k++) out.push([a[0] + ((b[0] - a[0]) * k) / parts, a[1] + ((b[1] - a[1]) * k) / parts]);
  }
  if (!closed && points.length > 0) out.push(points[points.length - 1]!);
  return out;
}

// --- Regions --------------------------------------------------------------------------------

type RegionKind = ProvinceKind | 'neutral' | 'island' | 'lake';

interface Region {
  readonly id: string;
  readonly name: string;
  readonly kind: RegionKind;
  /** 1: grows through land; 0: through water. */
  readonly medium: 0 | 1;
}

const isProvince = (r: Region): boolean => r.kind === 'land' || r.kind === 'water' || r.kind === 'shut';

// --- Noise ----------------------------------------------------------------------------------

function hash(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1). */
function noise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(ix, iy, seed);
  const b = hash(ix + 1, iy, seed);
  const c = hash(ix, iy + 1, seed);
  const d = hash(ix + 1, iy + 1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

// --- A binary heap of grid cells by cost ------------------------------------------------------

class Heap {
  private keys = new Float64Array(1024);
  private items = new Int32Array(1024);
  size = 0;

  push(key: number, item: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.size * 2);
      k.set(this.keys);
      this.keys = k;
      const it = new Int32Array(this.size * 2);
      it.set(this.items);
      this.items = it;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[i] = this.keys[parent]!;
      this.items[i] = this.items[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.items[i] = item;
  }

  /** The smallest key (read before pop). */
  topKey(): number {
    return this.keys[0]!;
  }

  pop(): number {
    const top = this.items[0]!;
    const last = --this.size;
    const key = this.keys[last]!;
    const item = this.items[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= key) break;
      this.keys[i] = this.keys[child]!;
      this.items[i] = this.items[child]!;
      i = child;
    }
    this.keys[i] = key;
    this.items[i] = item;
    return top;
  }
}

// --- The grid -------------------------------------------------------------------------------

interface Grid {
  readonly w: number;
  readonly h: number;
  /** 1 land, 0 water. */
  readonly medium: Uint8Array;
  /** Region index of every cell. */
  readonly region: Int32Array;
}

/** Fills a polygon (even-odd) into the grid, calling `set` for every cell inside. */
function fillPolygon(points: readonly XY[], w: number, h: number, set: (cell: number) => void): void {
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minY = Math.min(minY, p[1]);
    maxY = Math.max(maxY, p[1]);
  }
  const y0 = Math.max(0, Math.floor(minY));
  const y1 = Math.min(h - 1, Math.ceil(maxY));
  const xs: number[] = [];
  for (let y = y0; y <= y1; y++) {
    const cy = y + 0.5;
    xs.length = 0;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [ax, ay] = points[j]!;
      const [bx, by] = points[i]!;
      if ((ay <= cy && by > cy) || (by <= cy && ay > cy)) xs.push(ax + ((cy - ay) * (bx - ax)) / (by - ay));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
      const to = Math.min(w - 1, Math.ceil(xs[k + 1]! - 0.5) - 1);
      for (let x = from; x <= to; x++) set(y * w + x);
    }
  }
}

const DX = [1, -1, 0, 0, 1, 1, -1, -1];
const DY = [0, 0, 1, -1, 1, -1, 1, -1];

/** Costs are counted in eighths of a grid step, so that a queue of buckets can order them. */
const STEP = 8;

/**
 * Grows every region from its seed cells through its medium, cheapest first: each cell goes
 * to the region that reaches it first. On land the cost of a step wanders with smooth noise
 * of the region's own, so that borders meander like real ones.
 */
function grow(grid: Grid, regions: readonly Region[], seeds: readonly (readonly number[])[]): void {
  const { w, h, medium, region } = grid;
  const cost = new Int32Array(w * h).fill(0x7fffffff);
  const owner = new Int32Array(w * h).fill(-1);
  // Dial's queue: a ring of buckets, one per cost, longer than the dearest step.
  const ring = 4 * STEP;
  const buckets: Int32Array[] = Array.from({ length: ring }, () => new Int32Array(64));
  const sizes = new Int32Array(ring);
  let queued = 0;
  const push = (key: number, cell: number): void => {
    const b = key % ring;
    if (sizes[b] === buckets[b]!.length) {
      const bigger = new Int32Array(buckets[b]!.length * 2);
      bigger.set(buckets[b]!);
      buckets[b] = bigger;
    }
    buckets[b]![sizes[b]!++] = cell;
    queued++;
  };
  seeds.forEach((cells, r) => {
    for (const c of cells) {
      if (region[c] !== -1 || owner[c] !== -1 || medium[c] !== regions[r]!.medium) continue;
      cost[c] = 0;
      owner[c] = r;
      push(0, c);
    }
  });
  // One field of noise; each region reads it shifted by its own offset.
  // The field is as wide as the board without its east margin, so that the margin leaves
  // every border west of it as it was.
  const period = 34 * FINE;
  const fw = BOARD.width * FINE;
  const field = new Float64Array(fw * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < fw; x++) field[y * fw + x] = 2 * noise(x / period, y / period, 17) - 1;
  const wobble = regions.map((r) => (r.medium === 1 ? 0.45 : 0));
  const shiftX = regions.map((_, r) => (r * 7919) % fw);
  const shiftY = regions.map((_, r) => (r * 104729) % h);
  for (let key = 0; queued > 0; key++) {
    const b = key % ring;
    const bucket = buckets[b]!;
    for (let k = 0; k < sizes[b]!; k++) {
      const c = bucket[k]!;
      queued--;
      if (region[c] !== -1 || cost[c] !== key) continue;
      const r = owner[c]!;
      region[c] = r;
      const x = c % w;
      const y = (c - x) / w;
      const m = medium[c];
      const amp = wobble[r]!;
      const sx = shiftX[r]!;
      const sy = shiftY[r]!;
      for (let d = 0; d < 8; d++) {
        const nx = x + DX[d]!;
        const ny = y + DY[d]!;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const q = ny * w + nx;
        if (region[q] !== -1 || medium[q] !== m) continue;
        let step = d < 4 ? 1 : Math.SQRT2;
        if (amp > 0) step *= 1 + amp * field[((ny + sy) % h) * fw + ((nx + sx) % fw)]!;
        const next = key + Math.max(1, Math.round(step * STEP));
        if (next < cost[q]!) {
          cost[q] = next;
          owner[q] = r;
          push(next, q);
        }
      }
    }
    sizes[b] = 0;
  }
}

/**
 * Gives every part of a province cut off from its main body to the neighbour of the same
 * medium it borders most, so that each province is in one piece (islands apart).
 */
function mergeFragments(grid: Grid, regions: readonly Region[]): void {
  const { w, h, region, medium } = grid;
  for (let pass = 0; pass < 4; pass++) {
    let changed = false;
    const seen = new Uint8Array(w * h);
    const parts = new Map<number, number[][]>();
    for (let c = 0; c < w * h; c++) {
      if (seen[c]) continue;
      const r = region[c]!;
      const part: number[] = [c];
      seen[c] = 1;
      for (let i = 0; i < part.length; i++) {
        const p = part[i]!;
        const x = p % w;
        const y = (p - x) / w;
        for (let k = 0; k < 4; k++) {
          const nx = x + DX[k]!;
          const ny = y + DY[k]!;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const q = ny * w + nx;
          if (!seen[q] && region[q] === r) {
            seen[q] = 1;
            part.push(q);
          }
        }
      }
      const list = parts.get(r) ?? [];
      list.push(part);
      parts.set(r, list);
    }
    for (const [r, list] of parts) {
      if (list.length < 2 || !isProvince(regions[r]!)) continue;
      list.sort((a, b) => b.length - a.length);
      for (const part of list.slice(1)) {
        const touching = new Map<number, number>();
        for (const p of part) {
          const x = p % w;
          const y = (p - x) / w;
          for (let k = 0; k < 4; k++) {
            const nx = x + DX[k]!;
            const ny = y + DY[k]!;
            if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            const q = ny * w + nx;
            const o = region[q]!;
            if (o !== r && medium[q] === medium[p] && isProvince(regions[o]!)) touching.set(o, (touching.get(o) ?? 0) + 1);
          }
        }
        let best = -1;
        let most = 0;
        for (const [o, n] of touching) if (n > most) { most = n; best = o; }
        if (best < 0) continue;
        for (const p of part) region[p] = best;
        changed = true;
      }
    }
    if (!changed) return;
  }
}

// --- Chains: the borders between regions ----------------------------------------------------

const OUTSIDE = -2;

interface Chain {
  /** Corner points in grid units, first and last at junctions (or equal for a loop). */
  points: XY[];
  /** The region on the left going along the chain (y downwards), and on the right. */
  readonly left: number;
  readonly right: number;
}

function traceChains(grid: Grid): Chain[] {
  const { w, h, region } = grid;
  const at = (x: number, y: number): number => (x < 0 || y < 0 || x >= w || y >= h ? OUTSIDE : region[y * w + x]!);
  const cw = w + 1;
  // Horizontal edge (i, j)→(i+1, j) separates cell (i, j-1) above from (i, j) below.
  const hEdge = new Uint8Array(cw * (h + 1));
  // Vertical edge (i, j)→(i, j+1) separates cell (i-1, j) from (i, j).
  const vEdge = new Uint8Array(cw * (h + 1));
  for (let j = 0; j <= h; j++) for (let i = 0; i < w; i++) if (at(i, j - 1) !== at(i, j)) hEdge[j * cw + i] = 1;
  for (let j = 0; j < h; j++) for (let i = 0; i <= w; i++) if (at(i - 1, j) !== at(i, j)) vEdge[j * cw + i] = 1;
  // The edges at a corner: right, left, down, up.
  const degree = (i: number, j: number): number =>
    (i < w ? hEdge[j * cw + i]! : 0) + (i > 0 ? hEdge[j * cw + i - 1]! : 0) + (j < h ? vEdge[j * cw + i]! : 0) + (j > 0 ? vEdge[(j - 1) * cw + i]! : 0);
  const hSeen = new Uint8Array(cw * (h + 1));
  const vSeen = new Uint8Array(cw * (h + 1));
  const chains: Chain[] = [];

  /** Leaves corner (i, j) along direction d (0 right, 1 left, 2 down, 3 up) and walks to a junction. */
  const walk = (i0: number, j0: number, d0: number): Chain => {
    let i = i0;
    let j = j0;
    let d = d0;
    const points: XY[] = [[i, j]];
    let left = 0;
    let right = 0;
    let first = true;
    for (;;) {
      // Mark the edge, find the regions on either side, step.
      if (d === 0) { hSeen[j * cw + i] = 1; if (first) { left = at(i, j - 1); right = at(i, j); } i++; }
      else if (d === 1) { hSeen[j * cw + i - 1] = 1; if (first) { left = at(i - 1, j); right = at(i - 1, j - 1); } i--; }
      else if (d === 2) { vSeen[j * cw + i] = 1; if (first) { left = at(i, j); right = at(i - 1, j); } j++; }
      else { vSeen[(j - 1) * cw + i] = 1; if (first) { left = at(i - 1, j - 1); right = at(i, j - 1); } j--; }
      first = false;
      points.push([i, j]);
      if ((i === i0 && j === j0) || degree(i, j) !== 2) break;
      // Degree 2: the one other edge, not yet walked.
      if (d !== 1 && i < w && hEdge[j * cw + i] && !hSeen[j * cw + i]) d = 0;
      else if (d !== 0 && i > 0 && hEdge[j * cw + i - 1] && !hSeen[j * cw + i - 1]) d = 1;
      else if (d !== 3 && j < h && vEdge[j * cw + i] && !vSeen[j * cw + i]) d = 2;
      else if (d !== 2 && j > 0 && vEdge[(j - 1) * cw + i] && !vSeen[(j - 1) * cw + i]) d = 3;
      else break;
    }
    return { points, left, right };
  };

  const startFrom = (i: number, j: number): void => {
    if (i < w && hEdge[j * cw + i] && !hSeen[j * cw + i]) chains.push(walk(i, j, 0));
    if (i > 0 && hEdge[j * cw + i - 1] && !hSeen[j * cw + i - 1]) chains.push(walk(i, j, 1));
    if (j < h && vEdge[j * cw + i] && !vSeen[j * cw + i]) chains.push(walk(i, j, 2));
    if (j > 0 && vEdge[(j - 1) * cw + i] && !vSeen[(j - 1) * cw + i]) chains.push(walk(i, j, 3));
  };
  for (let j = 0; j <= h; j++) for (let i = 0; i <= w; i++) if (degree(i, j) > 2) startFrom(i, j);
  // What is left are loops with no junction: islands, lakes.
  for (let j = 0; j <= h; j++) for (let i = 0; i <= w; i++) if (degree(i, j) === 2) startFrom(i, j);
  return chains;
}

/** Douglas–Peucker, both ends kept. */
function simplify(points: readonly XY[], tolerance: number): XY[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const len = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let far = 0;
    for (let k = a + 1; k < b; k++) {
      const [px, py] = points[k]!;
      const dist = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (dist > far) { far = dist; worst = k; }
    }
    if (worst >= 0 && far > tolerance) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return points.filter((_, k) => keep[k]);
}

/** Chaikin's corner cutting, both ends kept. */
function smooth(points: readonly XY[], rounds: number): XY[] {
  let pts = [...points];
  for (let r = 0; r < rounds && pts.length > 2; r++) {
    const out: XY[] = [pts[0]!];
    for (let k = 0; k + 1 < pts.length; k++) {
      const [ax, ay] = pts[k]!;
      const [bx, by] = pts[k + 1]!;
      if (k > 0) out.push([0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by]);
      if (k + 2 < pts.length) out.push([0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by]);
    }
    out.push(pts[pts.length - 1]!);
    pts = out;
  }
  return pts;
}

/** A chain made smooth, in viewBox units rounded to a tenth. */
function shapeChain(chain: Chain, isLoop: boolean): XY[] {
  const onFrame = chain.left === OUTSIDE || chain.right === OUTSIDE;
  let pts = chain.points;
  if (isLoop) {
    // Cut the loop at its farthest point so both halves keep their ends.
    const [x0, y0] = pts[0]!;
    let far = 0;
    let k = 0;
    pts.forEach(([x, y], i) => {
      const d = Math.hypot(x - x0, y - y0);
      if (d > far) { far = d; k = i; }
    });
    const a = shapeOpen(pts.slice(0, k + 1), onFrame);
    const b = shapeOpen(pts.slice(k), onFrame);
    return [...a, ...b.slice(1)];
  }
  return shapeOpen(pts, onFrame);
}

function shapeOpen(points: readonly XY[], straight: boolean): XY[] {
  let pts = simplify(points, straight ? 0.01 : 0.75 * FINE);
  if (!straight) pts = simplify(smooth(pts, 3), 0.12 * FINE);
  return pts.map(([x, y]) => [Math.round((x / FINE) * 10) / 10, Math.round((y / FINE) * 10) / 10]);
}

const chainLength = (pts: readonly XY[]): number => {
  let len = 0;
  for (let k = 1; k < pts.length; k++) len += Math.hypot(pts[k]![0] - pts[k - 1]![0], pts[k]![1] - pts[k - 1]![1]);
  return len;
};

/** The closed rings of a region, from its chains turned so that it lies on their left. */
function regionRings(r: number, chains: readonly Chain[], shaped: readonly XY[][]): XY[][] {
  const pieces: XY[][] = [];
  chains.forEach((c, k) => {
    if (c.left === r) pieces.push(shaped[k]!);
    else if (c.right === r) pieces.push([...shaped[k]!].reverse());
  });
  const key = ([x, y]: XY): string => `${x},${y}`;
  const starting = new Map<string, number[]>();
  pieces.forEach((p, k) => {
    const list = starting.get(key(p[0]!)) ?? [];
    list.push(k);
    starting.set(key(p[0]!), list);
  });
  const used = new Uint8Array(pieces.length);
  const rings: XY[][] = [];
  for (let k = 0; k < pieces.length; k++) {
    if (used[k]) continue;
    const ring: XY[] = [];
    let at = k;
    const start = key(pieces[k]![0]!);
    for (;;) {
      used[at] = 1;
      const p = pieces[at]!;
      ring.push(...p.slice(0, -1));
      const end = key(p[p.length - 1]!);
      if (end === start) break;
      const next = (starting.get(end) ?? []).find((n) => !used[n]);
      if (next === undefined) throw new Error(`the outline of region ${r} does not close at ${end}`);
      at = next;
    }
    rings.push(ring);
  }
  return rings;
}

/** Path data: absolute M, relative l, z; every step from rounded points so neighbours agree. */
function pathData(rings: readonly XY[][]): string {
  const fmt = (n: number): string => {
    const v = Math.round(n * 10) / 10;
    return (Object.is(v, -0) ? 0 : v).toString();
  };
  const pair = (a: number, b: number): string => {
    const sb = fmt(b);
    return `${fmt(a)}${sb.startsWith('-') ? '' : ' '}${sb}`;
  };
  return rings
    .map((ring) => {
      let out = `M${pair(ring[0]![0], ring[0]![1])}l`;
      let first = true;
      for (let k = 1; k < ring.length; k++) {
        const s = pair(ring[k]![0] - ring[k - 1]![0], ring[k]![1] - ring[k - 1]![1]);
        out += first || s.startsWith('-') ? s : ` ${s}`;
        first = false;
      }
      return `${out}z`;
    })
    .join('');
}

function polylineData(lines: readonly XY[][]): string {
  return lines
    .map((pts) => {
      const closed = pathData([pts]);
      return closed.slice(0, -1);
    })
    .join('');
}

// --- Placing units, labels and centres ------------------------------------------------------

/**
 * Distance (grid units) from every cell to the nearest cell of another region or the frame,
 * measured inside the region: two chamfer passes.
 */
function clearance(grid: Grid): Float64Array {
  const { w, h, region } = grid;
  const dist = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = y * w + x;
      const r = region[c];
      const edge = x === 0 || y === 0 || x === w - 1 || y === h - 1 ||
        region[c - 1] !== r || region[c + 1] !== r || region[c - w] !== r || region[c + w] !== r;
      dist[c] = edge ? 0.5 : Infinity;
    }
  }
  const D = Math.SQRT2;
  const relax = (c: number, q: number, step: number): void => {
    if (region[q] === region[c] && dist[q]! + step < dist[c]!) dist[c] = dist[q]! + step;
  };
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const c = y * w + x;
      relax(c, c - 1, 1); relax(c, c - w, 1); relax(c, c - w - 1, D); relax(c, c - w + 1, D);
    }
  }
  for (let y = h - 2; y > 0; y--) {
    for (let x = w - 2; x > 0; x--) {
      const c = y * w + x;
      relax(c, c + 1, 1); relax(c, c + w, 1); relax(c, c + w + 1, D); relax(c, c + w - 1, D);
    }
  }
  return dist;
}

/** Distance (grid units) inside region r from the given cells, by a breadth-first chamfer walk. */
function distanceFrom(grid: Grid, r: number, from: readonly number[]): Map<number, number> {
  const { w, h, region } = grid;
  const dist = new Map<number, number>();
  const heap = new Heap();
  for (const c of from) { dist.set(c, 0); heap.push(0, c); }
  while (heap.size > 0) {
    const key = heap.topKey();
    const c = heap.pop();
    if (key > dist.get(c)!) continue;
    const x = c % w;
    const y = (c - x) / w;
    for (let k = 0; k < 8; k++) {
      const nx = x + DX[k]!;
      const ny = y + DY[k]!;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const q = ny * w + nx;
      if (region[q] !== r) continue;
      const next = key + (k < 4 ? 1 : Math.SQRT2);
      if (next < (dist.get(q) ?? Infinity)) { dist.set(q, next); heap.push(next, q); }
    }
  }
  return dist;
}

interface Box { readonly cx: number; readonly cy: number; readonly hw: number; readonly hh: number }

const boxCircleGap = (b: Box, [x, y]: XY): number => {
  const dx = Math.max(Math.abs(x - b.cx) - b.hw, 0);
  const dy = Math.max(Math.abs(y - b.cy) - b.hh, 0);
  return Math.hypot(dx, dy);
};

/** A generous width for bold capitals in a generic sans-serif (DejaVu Sans is among the widest). */
const textWidth = (text: string, size: number): number => text.length * size * 0.8;

// --- The drawing ----------------------------------------------------------------------------

export interface AdjacencyReport {
  /** Adjacent on the map but sharing no border (or one shorter than MIN_BORDER) in the drawing. */
  readonly missing: readonly string[];
  /** Sharing a border in the drawing but not adjacent on the map. */
  readonly extra: readonly string[];
  /** Shared border length of every adjacent pair, viewBox units. */
  readonly borders: Readonly<Record<string, number>>;
}

export interface Drawing {
  readonly svg: string;
  readonly layout: MapLayout;
  /** The layout as written to the file. */
  readonly layoutText: string;
  readonly report: AdjacencyReport;
  /** Problems met while placing labels and markers. */
  readonly warnings: readonly string[];
}

const pairKey = (a: string, b: string): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * The drawn neighbours against the map's: every edge the map lists counts, whoever may use
 * it (Switzerland's too). Adds a warning for two provinces meeting only at a corner.
 */
function compareAdjacency(
  map: GameMap,
  grid: Grid,
  regions: readonly Region[],
  chains: readonly Chain[],
  shaped: readonly XY[][],
  warnings: string[],
): AdjacencyReport {
  const { w, h } = grid;
  const drawn = new Map<string, number>();
  chains.forEach((c, k) => {
    if (c.left < 0 || c.right < 0) return;
    const a = regions[c.left]!;
    const b = regions[c.right]!;
    if (!isProvince(a) || !isProvince(b)) return;
    const key = pairKey(a.id, b.id);
    drawn.set(key, (drawn.get(key) ?? 0) + chainLength(shaped[k]!));
  });
  const wanted = new Set<string>();
  for (const loc of map.locations.values()) {
    for (const abut of loc.abuts) {
      const to = map.locations.get(abut.to)?.province;
      if (to && to !== loc.province) wanted.add(pairKey(loc.province, to));
    }
  }
  const corners = new Set<string>();
  for (let y = 0; y + 1 < h; y++) {
    for (let x = 0; x + 1 < w; x++) {
      const c = y * w + x;
      const [a, b, cc, d] = [grid.region[c]!, grid.region[c + 1]!, grid.region[c + w]!, grid.region[c + w + 1]!];
      for (const [p, q, o1, o2] of [[a, d, b, cc], [b, cc, a, d]] as const) {
        if (p === q || p === o1 || p === o2 || q === o1 || q === o2) continue;
        if (!isProvince(regions[p]!) || !isProvince(regions[q]!)) continue;
        const key = pairKey(regions[p]!.id, regions[q]!.id);
        if (!wanted.has(key) && !drawn.has(key)) corners.add(key);
      }
    }
  }
  for (const key of [...corners].sort()) warnings.push(`${key}: meet at a corner`);
  const borders: Record<string, number> = {};
  for (const k of [...wanted].sort()) borders[k] = Math.round((drawn.get(k) ?? 0) * 10) / 10;
  return {
    missing: [...wanted].filter((k) => (drawn.get(k) ?? 0) < MIN_BORDER).sort(),
    extra: [...drawn.keys()].filter((k) => !wanted.has(k)).sort(),
    borders,
  };
}

export function drawStandardBoard(map: GameMap = standardMap()): Drawing {
  const warnings: string[] = [];
  const { project, width, height } = makeProjection();
  const w = width * FINE;
  const h = height * FINE;
  const toGrid = (p: LonLat): XY => {
    const [x, y] = project(p);
    return [x * FINE, y * FINE];
  };

  // The regions: the map's provinces, the decorative land of the seeds, the islands and lakes.
  const regions: Region[] = [];
  for (const p of map.provinces.values()) {
    const kind: ProvinceKind = p.terrain === 'WATER' ? 'water' : p.terrain === 'SHUT' ? 'shut' : 'land';
    regions.push({ id: p.id, name: p.name, kind, medium: kind === 'water' ? 0 : 1 });
  }
  for (const id of Object.keys(SEEDS)) {
    if (id.startsWith('_')) regions.push({ id, name: id.slice(1), kind: 'neutral', medium: 1 });
    else if (!map.provinces.has(id)) throw new Error(`seeds for ${id}, which the map does not have`);
  }
  for (const p of map.provinces.keys()) if (!SEEDS[p]) throw new Error(`no seeds for ${p}`);
  const index = new Map(regions.map((r, i) => [r.id, i]));

  const grid: Grid = { w, h, medium: new Uint8Array(w * h), region: new Int32Array(w * h).fill(-1) };
  for (const ring of RINGS) {
    const pts = densify(ring.points, true).map(toGrid);
    if (ring.kind === 'land') fillPolygon(pts, w, h, (c) => { grid.medium[c] = 1; });
    else if (ring.kind === 'sea') fillPolygon(pts, w, h, (c) => { grid.medium[c] = 0; });
    else {
      const r = regions.length;
      regions.push({ id: `_${ring.name}`, name: ring.name, kind: ring.kind, medium: ring.kind === 'island' ? 1 : 0 });
      fillPolygon(pts, w, h, (c) => {
        grid.medium[c] = ring.kind === 'island' ? 1 : 0;
        grid.region[c] = r;
      });
    }
  }

  // Seed cells along each stroke.
  const seeds: number[][] = regions.map(() => []);
  for (const [id, strokes] of Object.entries(SEEDS)) {
    const r = index.get(id)!;
    for (const stroke of strokes) {
      const pts = densify(stroke, false, 0.1).map(toGrid);
      for (const [x, y] of pts) {
        const cx = Math.floor(x);
        const cy = Math.floor(y);
        if (cx < 0 || cy < 0 || cx >= w || cy >= h) continue;
        seeds[r]!.push(cy * w + cx);
      }
    }
    if (!seeds[r]!.some((c) => grid.medium[c] === regions[r]!.medium && grid.region[c] === -1)) {
      warnings.push(`${id}: no seed falls on its ${regions[r]!.medium ? 'land' : 'water'}`);
    }
  }
  grow(grid, regions, seeds);

  // Cells no seed reached: land or water belonging to no province.
  let strayLand = -1;
  let strayWater = -1;
  for (let c = 0; c < w * h; c++) {
    if (grid.region[c] !== -1) continue;
    if (grid.medium[c]) {
      if (strayLand < 0) { strayLand = regions.length; regions.push({ id: '_land', name: 'land', kind: 'island', medium: 1 }); }
      grid.region[c] = strayLand;
    } else {
      if (strayWater < 0) { strayWater = regions.length; regions.push({ id: '_water', name: 'water', kind: 'lake', medium: 0 }); }
      grid.region[c] = strayWater;
    }
  }
  mergeFragments(grid, regions);

  // Borders.
  const chains = traceChains(grid);
  const shaped = chains.map((c) => {
    const first = c.points[0]!;
    const last = c.points[c.points.length - 1]!;
    return shapeChain(c, first[0] === last[0] && first[1] === last[1]);
  });
  const allRings: XY[][][] = regions.map((_, r) => regionRings(r, chains, shaped));

  const report = compareAdjacency(map, grid, regions, chains, shaped, warnings);

  // Placement.
  const clr = clearance(grid);
  const cellsOf: number[][] = regions.map(() => []);
  for (let c = 0; c < w * h; c++) cellsOf[grid.region[c]!]!.push(c);
  const ru = UNIT_RADIUS * FINE;
  const units: Record<string, Point> = {};
  const dislodged: Record<string, Point> = {};
  const provinces: Record<string, ProvinceLayout> = {};
  const coastLines: { id: string; lines: XY[][] }[] = [];
  const coastLabels: { text: string; at: XY }[] = [];
  const toView = ([x, y]: XY): Point => [Math.round((x / FINE) * 10) / 10, Math.round((y / FINE) * 10) / 10];
  const cellXY = (c: number): XY => {
    const x = c % w;
    return [x + 0.5, (c - x) / w + 0.5];
  };
  const inRegion = (r: number, x: number, y: number): boolean => {
    const cx = Math.floor(x);
    const cy = Math.floor(y);
    return cx >= 0 && cy >= 0 && cx < w && cy < h && grid.region[cy * w + cx] === r;
  };
  /** The least clearance round a box, or -1 if part of it leaves the region. */
  const boxClearance = (r: number, b: Box): number => {
    let least = Infinity;
    const steps = Math.max(2, Math.ceil(b.hw / 2));
    const vsteps = Math.max(2, Math.ceil(b.hh / 2));
    for (let s = 0; s <= steps; s++) {
      for (const y of [b.cy - b.hh, b.cy + b.hh]) {
        const x = b.cx - b.hw + (2 * b.hw * s) / steps;
        if (!inRegion(r, x, y)) return -1;
        least = Math.min(least, clr[Math.floor(y) * w + Math.floor(x)]!);
      }
    }
    for (let s = 1; s < vsteps; s++) {
      for (const x of [b.cx - b.hw, b.cx + b.hw]) {
        const y = b.cy - b.hh + (2 * b.hh * s) / vsteps;
        if (!inRegion(r, x, y)) return -1;
        least = Math.min(least, clr[Math.floor(y) * w + Math.floor(x)]!);
      }
    }
    return least;
  };

  for (const province of map.provinces.values()) {
    const r = index.get(province.id)!;
    const reg = regions[r]!;
    const cells = cellsOf[r]!;
    if (cells.length === 0) throw new Error(`${province.id} has no cells`);
    let sx = 0;
    let sy = 0;
    for (const c of cells) {
      const [x, y] = cellXY(c);
      sx += x;
      sy += y;
    }
    const centroid: XY = [sx / cells.length, sy / cells.length];
    // The unit: room for it, near the middle.
    const cap = ru * 1.7;
    let unit: XY = cellXY(cells[0]!);
    let best = -Infinity;
    for (const c of cells) {
      const [x, y] = cellXY(c);
      const score = Math.min(clr[c]!, cap) - 0.04 * Math.hypot(x - centroid[0], y - centroid[1]);
      if (score > best) { best = score; unit = [x, y]; }
    }
    if (clr[Math.floor(unit[1]) * w + Math.floor(unit[0])]! < ru) warnings.push(`${province.id}: a unit does not fit (room ${(clr[Math.floor(unit[1]) * w + Math.floor(unit[0])]! / FINE).toFixed(1)})`);
    units[province.id] = toView(unit);
    const occupied: XY[] = [unit];

    // Each coast: its stretch of coastline, and a fleet's place next to it.
    if (province.coasts.length > 0) {
      const places = province.coasts.map((coast) => {
        const list = COAST_PLACES[coast];
        if (!list) throw new Error(`no places for ${coast}`);
        return list.map(toGrid);
      });
      const nearestCoast = ([x, y]: XY): number => {
        let bestK = 0;
        let bestD = Infinity;
        places.forEach((list, k) => list.forEach(([px, py]) => {
          const d = Math.hypot(px - x, py - y);
          if (d < bestD) { bestD = d; bestK = k; }
        }));
        return bestK;
      };
      // Shore cells by coast.
      const shore: number[][] = province.coasts.map(() => []);
      for (const c of cells) {
        const x = c % w;
        const y = (c - x) / w;
        let wet = false;
        for (let k = 0; k < 4; k++) {
          const q = (y + DY[k]!) * w + x + DX[k]!;
          const o = grid.region[q];
          if (o !== undefined && o >= 0 && regions[o]!.kind === 'water') wet = true;
        }
        if (wet) shore[nearestCoast(cellXY(c))]!.push(c);
      }
      // Drawn coastlines by coast.
      const lines: XY[][][] = province.coasts.map(() => []);
      chains.forEach((c, k) => {
        const other = c.left === r ? c.right : c.right === r ? c.left : -3;
        if (other < 0 || regions[other]!.kind !== 'water') return;
        let run: XY[] = [];
        let runCoast = -1;
        for (const p of shaped[k]!) {
          const coast = nearestCoast([p[0] * FINE, p[1] * FINE]);
          if (coast !== runCoast && run.length > 0) {
            run.push(p);
            if (run.length > 1) lines[runCoast]!.push(run);
            run = [];
          }
          runCoast = coast;
          run.push(p);
        }
        if (run.length > 1) lines[runCoast]!.push(run);
      });
      province.coasts.forEach((coast, k) => {
        if (shore[k]!.length === 0) warnings.push(`${coast}: no coastline`);
        coastLines.push({ id: `coast-${coast.replace('/', '-')}`, lines: lines[k]! });
        let at: XY = unit;
        let bestScore = Infinity;
        const fromShore = distanceFrom(grid, r, shore[k]!);
        // Near the shore, with room, towards the middle of the coast's places.
        const mid = places[k]!.reduce<XY>((m, p) => [m[0] + p[0] / places[k]!.length, m[1] + p[1] / places[k]!.length], [0, 0]);
        for (const c of cells) {
          if (clr[c]! < ru + FINE) continue;
          const [x, y] = cellXY(c);
          const score = fromShore.get(c)! - 0.5 * Math.min(clr[c]!, ru * 1.5) + 0.25 * Math.hypot(x - mid[0], y - mid[1]);
          if (score < bestScore) { bestScore = score; at = cellXY(c); }
        }
        units[coast] = toView(at);
        occupied.push(at);
      });
    }

    // The label: next to the unit, clear of every unit place.
    const text = province.id;
    const size = (reg.kind === 'water' ? SEA_LABEL_SIZE : LABEL_SIZE) * FINE;
    const hw = textWidth(text, size) / 2 + FINE;
    const hh = size * 0.42 + FINE;
    /** The best place for the label given where units stand; clear of them unless `touching`. */
    const findLabel = (at: XY, others: readonly XY[], touching: boolean): { box: Box; score: number } | null => {
      let found: { box: Box; score: number } | null = null;
      for (const c of cells) {
        if (clr[c]! < hh || c % FINE !== 0 || Math.floor(c / w) % FINE !== 0) continue;
        const [x, y] = cellXY(c);
        const box: Box = { cx: x, cy: y, hw, hh };
        const gap = Math.min(...others.map((o) => boxCircleGap(box, o) - ru));
        if (!touching && gap < FINE) continue;
        const room = boxClearance(r, box);
        if (room < 0) continue;
        const score = Math.min(room, 3 * FINE) * 2 - 0.06 * Math.hypot(x - at[0], y - at[1]) + (touching ? gap : 0);
        if (!found || score > found.score) found = { box, score };
      }
      return found;
    };
    let label = reg.kind === 'shut' ? findLabel(unit, [], false)?.box : findLabel(unit, occupied, false)?.box;
    if (!label) {
      // Move the unit where both fit, if there is such a place.
      let bestScore = -Infinity;
      for (const c of cells) {
        if (clr[c]! < ru + FINE || c % (2 * FINE) !== 0 || Math.floor(c / w) % (2 * FINE) !== 0) continue;
        const at = cellXY(c);
        const found = findLabel(at, [at, ...occupied.slice(1)], false);
        if (!found) continue;
        const score = found.score + Math.min(clr[c]!, 1.7 * ru) - 0.04 * Math.hypot(at[0] - centroid[0], at[1] - centroid[1]);
        if (score > bestScore) { bestScore = score; label = found.box; unit = at; }
      }
      if (label) {
        occupied[0] = unit;
        units[province.id] = toView(unit);
      }
    }
    if (!label) {
      warnings.push(`${province.id}: the label touches a unit`);
      label = findLabel(unit, occupied, true)?.box;
    }
    if (!label) {
      warnings.push(`${province.id}: no room for the label`);
      label = { cx: centroid[0], cy: centroid[1], hw, hh };
    }

    // The supply centre: near the unit, clear of the units and the label.
    let center: XY | null = null;
    if (province.supplyCenter) {
      const rc = CENTER_RADIUS * FINE;
      let bestScore = -Infinity;
      for (const c of cells) {
        if (clr[c]! < rc + FINE) continue;
        const p = cellXY(c);
        const gap = Math.min(...occupied.map((o) => Math.hypot(o[0] - p[0], o[1] - p[1]) - ru - rc));
        if (gap < FINE * 0.5) continue;
        if (boxCircleGap(label, p) < rc + FINE) continue;
        const score = Math.min(clr[c]!, rc * 2) - 0.05 * Math.hypot(p[0] - unit[0], p[1] - unit[1]);
        if (score > bestScore) { bestScore = score; center = p; }
      }
      if (!center) {
        warnings.push(`${province.id}: no room for the supply centre`);
        center = [unit[0] + ru, unit[1]];
      }
    }
    provinces[province.id] = { kind: reg.kind as ProvinceKind, label: toView([label.cx, label.cy]), center: center ? toView(center) : null };

    // Coast labels ("nc"), beside the fleet's place, away from the unit.
    for (const coast of province.coasts) {
      const at = units[coast]!;
      const cx = at[0] * FINE;
      const cy = at[1] * FINE;
      const txt = coast.split('/')[1]!.toLowerCase();
      let bestAt: XY = [cx, cy + ru + 6 * FINE];
      let bestScore = -Infinity;
      for (let a = 0; a < 16; a++) {
        const ang = (a / 16) * 2 * Math.PI;
        const px = cx + Math.cos(ang) * (ru + 6 * FINE);
        const py = cy + Math.sin(ang) * (ru + 6 * FINE);
        const inside = inRegion(r, px, py) ? 1 : 0;
        const away = Math.hypot(px - unit[0], py - unit[1]);
        const lb = label;
        const offLabel = Math.abs(px - lb.cx) > lb.hw + 8 * FINE || Math.abs(py - lb.cy) > lb.hh + 6 * FINE ? 1 : 0;
        const score = inside * 1000 + offLabel * 500 + away;
        if (score > bestScore) { bestScore = score; bestAt = [px, py]; }
      }
      coastLabels.push({ text: txt, at: bestAt });
    }

    // A dislodged unit: beside the unit it gives way to, inside the province if it can be.
    for (const loc of [province.id, ...province.coasts]) {
      const [ux, uy] = units[loc]!;
      const cx = ux * FINE;
      const cy = uy * FINE;
      let bestAt: XY = [cx + ru, cy + ru];
      let bestScore = -Infinity;
      for (const reach of [1.25, 1.6]) {
        for (let a = 0; a < 16; a++) {
          const ang = (a / 16) * 2 * Math.PI;
          const p: XY = [cx + Math.cos(ang) * reach * ru, cy + Math.sin(ang) * reach * ru];
          const cell = Math.floor(p[1]) * w + Math.floor(p[0]);
          const inside = inRegion(r, p[0], p[1]) && clr[cell]! >= 0.6 * ru ? 1 : 0;
          const offLabel = boxCircleGap(label, p) >= 0.6 * ru ? 1 : 0;
          const offCenter = !center || Math.hypot(center[0] - p[0], center[1] - p[1]) >= ru + CENTER_RADIUS * FINE ? 1 : 0;
          const score = inside * 1000 + offLabel * 300 + offCenter * 200 + 20 * Math.cos(ang - Math.PI / 4) - reach * 10;
          if (score > bestScore) { bestScore = score; bestAt = p; }
        }
      }
      dislodged[loc] = toView(bestAt);
    }
  }

  // --- The SVG ------------------------------------------------------------------------------
  const layout: MapLayout = {
    map: map.name,
    viewBox: [0, 0, width, height],
    unitRadius: UNIT_RADIUS,
    centerRadius: CENTER_RADIUS,
    provinces,
    units,
    dislodged,
  };
  const svg = renderSvg(map, regions, allRings, coastLines, coastLabels, provinces, width, height);
  const layoutText = layoutJson(layout);
  return { svg, layout, layoutText, report, warnings };
}

/** The standard board's neutral land, islands and lakes besides the provinces. */
const STYLE = boardStyle(['.neutral,.island{fill:#ddd6c6;stroke:#8c8370;stroke-width:.7}', '.lake{fill:#b9d3e3;stroke:#8c8370;stroke-width:.6}']);

function renderSvg(
  map: GameMap,
  regions: readonly Region[],
  rings: readonly XY[][][],
  coastLines: readonly { id: string; lines: XY[][] }[],
  coastLabels: readonly { text: string; at: XY }[],
  provinces: Readonly<Record<string, ProvinceLayout>>,
  width: number,
  height: number,
): string {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`);
  out.push(`<title>${esc(`The ${map.name} Diplomacy board`)}</title>`);
  out.push(svgDefs(STYLE));
  out.push('<g id="provinces">');
  // Water first, then what is drawn over its edges.
  const order: RegionKind[] = ['water', 'lake', 'neutral', 'island', 'land', 'shut'];
  for (const kind of order) {
    regions.forEach((reg, r) => {
      if (reg.kind !== kind || rings[r]!.length === 0) return;
      const d = pathData(rings[r]!);
      if (isProvince(reg)) out.push(`<path id="${reg.id}" class="${reg.kind}" d="${d}"><title>${esc(reg.name)}</title></path>`);
      else out.push(`<path class="${reg.kind}" d="${d}"/>`);
    });
  }
  out.push('</g>');
  out.push('<g id="coasts">');
  for (const c of coastLines) if (c.lines.length > 0) out.push(`<path id="${c.id}" class="coast" d="${polylineData(c.lines)}"/>`);
  out.push('</g>');
  out.push(...svgTail(provinces, coastLabels.map((c) => ({ text: c.text, at: [c.at[0] / FINE, c.at[1] / FINE] as const }))));
  return `${out.join('\n')}\n`;
}

// --- Command line ---------------------------------------------------------------------------

function main(): void {
  const check = process.argv.includes('--check');
  const started = Date.now();
  const drawing = drawStandardBoard();
  const { report } = drawing;
  console.log(`drawn in ${((Date.now() - started) / 1000).toFixed(1)}s; svg ${(drawing.svg.length / 1024).toFixed(1)} kB, layout ${(drawing.layoutText.length / 1024).toFixed(1)} kB`);
  for (const m of report.missing) console.log(`missing border: ${m} (${report.borders[m]})`);
  for (const x of report.extra) console.log(`border not on the map: ${x}`);
  for (const warning of drawing.warnings) console.log(`warning: ${warning}`);
  if (report.missing.length === 0 && report.extra.length === 0) console.log('adjacency: every neighbour on the map shares a border, and no other pair does');
  if (check) return;
  writeFileSync(SVG_FILE, drawing.svg);
  writeFileSync(LAYOUT_FILE, drawing.layoutText);
  console.log(`wrote ${SVG_FILE} and ${LAYOUT_FILE}`);
  if (process.argv.includes('--preview')) {
    // librsvg's converter (Debian: librsvg2-bin); the preview is a picture, not checked by tests.
    const made = spawnSync('rsvg-convert', ['-w', '640', SVG_FILE, '-o', PREVIEW_FILE], { stdio: 'inherit' });
    if (made.error || made.status !== 0) console.log('no preview: rsvg-convert is missing or failed');
    else console.log(`wrote ${PREVIEW_FILE}`);
  }
}

/** The committed files, for the test that they match what the script draws. */
export function committedFiles(): { svg: string; layout: string } {
  return { svg: readFileSync(SVG_FILE, 'utf8'), layout: readFileSync(LAYOUT_FILE, 'utf8') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
