/**
 * Draws the Global Diplomacy board (issue 14) from Natural Earth, at build time:
 *
 *   npx tsx scripts/draw-global.ts            writes maps/global/global.svg and global.layout.json
 *   npx tsx scripts/draw-global.ts --check    writes nothing; reports the adjacency
 *
 * The globe is drawn on Bartholomew's Nordic projection: an oblique Hammer projection centred
 * on 45°N, 0° (d3-geo-projection's geoHammer, rotated by d3-geo), so the cut of the world runs
 * down the 180th meridian through the Pacific (its seas at both edges) and on across Antarctica.
 *
 * The provinces are made on a raster of the drawing: each cell inside the globe is land or sea
 * by Natural Earth's 110m land (world-atlas), and belongs to the province of the nearest site
 * of its kind (scripts/global-sites.ts; great-circle distance, so a sea reaches across the cut).
 * Pieces of a province that hold none of its sites and are small (islets, lakes) go to the
 * neighbour they share most border with. The borders between cells are then traced, cut into
 * runs between the points where three provinces meet, and each run simplified once for both of
 * its sides, so that neighbours share their border exactly (test/cli/global-drawing.test.ts
 * compares the shared borders with global.map's).
 *
 * Nothing of this runs in the client: the SVG and layout are committed, like every board's.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { geoContains } from 'd3-geo';
import { geoHammer } from 'd3-geo-projection';
import { feature } from 'topojson-client';
import type { Topology, GeometryObject } from 'topojson-specification';
import { loadMapFromDir } from '../cli/map-files.js';
import type { MapLayout, Point, ProvinceKind, ProvinceLayout } from '../shared/map/layout.js';
import type { GameMap } from '../shared/map/types.js';
import { boardStyle, CENTER_RADIUS, layoutJson, svgDefs, svgTail } from './board-svg.js';
import { FORCE_LAND, FORCE_SEA, ISLANDS, LAND_SITES, SEA_SITES, SHUT_RINGS, type LonLat } from './global-sites.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const OUT_DIR = join(root, 'maps', 'global');
/** global.map, beside the drawing. */
const MAP_DIR = OUT_DIR;

/** The drawing's size (viewBox units): the Hammer ellipse is twice as wide as high. */
const WIDTH = 1600;
const HEIGHT = 800;
const MARGIN = 8;
/** The raster's cell (viewBox units): coastlines are as fine as this. */
const CELL = 2.5;
/** A piece of a province with none of its sites and fewer cells than this is given away. */
const STRAY_CELLS = 60;
/** How far (viewBox units) a border may stray from the traced cells when simplified. */
const SIMPLIFY = 1.4;
const UNIT_RADIUS = 9;

export const projection = geoHammer().rotate([0, -45]).fitExtent([[MARGIN, MARGIN], [WIDTH - MARGIN, HEIGHT - MARGIN]], { type: 'Sphere' });

type Grid = { nx: number; ny: number; label: Int16Array };

const toVector = ([lon, lat]: LonLat): [number, number, number] => {
  const l = (lon * Math.PI) / 180;
  const p = (lat * Math.PI) / 180;
  return [Math.cos(p) * Math.cos(l), Math.cos(p) * Math.sin(l), Math.sin(p)];
};

/** Planar point-in-ring on [lon, lat], for the small hand-drawn rings. */
function inRing(ring: readonly LonLat[], [x, y]: LonLat): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The province index of every cell: -1 off the globe. */
function rasterize(ids: readonly string[]): Grid {
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8')) as Topology;
  const land = feature(topo, topo.objects.land as GeometryObject);
  const nx = Math.ceil(WIDTH / CELL);
  const ny = Math.ceil(HEIGHT / CELL);
  const label = new Int16Array(nx * ny).fill(-1);
  const index = new Map(ids.map((id, i) => [id, i]));
  // Testing every cell against the land is most of the work: kept between runs, by the raster's size.
  const cache = join(tmpdir(), `global-land-${nx}x${ny}-${WIDTH}.bin`);
  let landMask: Uint8Array;
  if (existsSync(cache)) landMask = new Uint8Array(readFileSync(cache));
  else {
    landMask = new Uint8Array(nx * ny);
    for (let y = 0; y < ny; y++) {
      for (let x = 0; x < nx; x++) {
        const ll = projection.invert!([(x + 0.5) * CELL, (y + 0.5) * CELL]);
        if (ll && Number.isFinite(ll[0]) && geoContains(land, ll)) landMask[y * nx + x] = 1;
      }
    }
    writeFileSync(cache, landMask);
  }
  const sites = (table: Readonly<Record<string, readonly LonLat[]>>) =>
    Object.entries(table).flatMap(([id, list]) => list.map((s) => ({ p: index.get(id)!, v: toVector(s) })));
  const landSites = sites(LAND_SITES);
  const seaSites = sites(SEA_SITES);
  const nearest = (list: typeof landSites, v: readonly number[]): number => {
    let best = -1;
    let bestDot = -2;
    for (const s of list) {
      const d = s.v[0] * v[0]! + s.v[1] * v[1]! + s.v[2] * v[2]!;
      if (d > bestDot) { bestDot = d; best = s.p; }
    }
    return best;
  };
  for (let y = 0; y < ny; y++) {
    for (let x = 0; x < nx; x++) {
      const ll = projection.invert!([(x + 0.5) * CELL, (y + 0.5) * CELL]);
      if (!ll || !Number.isFinite(ll[0])) continue;
      // The inverse answers outside the ellipse too: keep a cell only if it projects back.
      const back = projection(ll);
      if (!back || Math.hypot(back[0] - (x + 0.5) * CELL, back[1] - (y + 0.5) * CELL) > 0.5) continue;
      const at: LonLat = [ll[0], ll[1]];
      let p = -1;
      for (const [id, ring] of Object.entries(SHUT_RINGS)) if (inRing(ring, at)) p = index.get(id)!;
      for (const [id, island] of Object.entries(ISLANDS)) {
        if (Math.hypot(at[0] - island.at[0], at[1] - island.at[1]) <= island.radius) p = index.get(id)!;
      }
      if (p < 0) {
        const isLand = (FORCE_LAND.some((r) => inRing(r, at)) || landMask[y * nx + x] === 1) && !FORCE_SEA.some((r) => inRing(r, at));
        p = nearest(isLand ? landSites : seaSites, toVector(at));
      }
      label[y * nx + x] = p;
    }
  }
  return { nx, ny, label };
}

const NEIGHBOURS = [[1, 0], [-1, 0], [0, 1], [0, -1]] as const;

/** Gives the stray pieces (no site in them, few cells) to the neighbour they border most. */
function mendStrays(grid: Grid, ids: readonly string[]): void {
  const { nx, ny, label } = grid;
  const siteCells = new Set<number>();
  for (const table of [LAND_SITES, SEA_SITES]) {
    for (const list of Object.values(table)) {
      for (const s of list) {
        const xy = projection(s as [number, number]);
        if (xy) siteCells.add(Math.floor(xy[1] / CELL) * nx + Math.floor(xy[0] / CELL));
      }
    }
  }
  const fixed = new Set([...Object.keys(ISLANDS), ...Object.keys(SHUT_RINGS)].map((id) => ids.indexOf(id)));
  for (let round = 0; round < 3; round++) {
    const seen = new Uint8Array(nx * ny);
    for (let start = 0; start < nx * ny; start++) {
      const p = label[start]!;
      if (seen[start] || p < 0) continue;
      const piece: number[] = [start];
      seen[start] = 1;
      let hasSite = false;
      const border = new Map<number, number>();
      for (let k = 0; k < piece.length; k++) {
        const c = piece[k]!;
        if (siteCells.has(c)) hasSite = true;
        const x = c % nx;
        const y = (c - x) / nx;
        for (const [dx, dy] of NEIGHBOURS) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= nx || yy >= ny) continue;
          const d = yy * nx + xx;
          const q = label[d]!;
          if (q === p) {
            if (!seen[d]) { seen[d] = 1; piece.push(d); }
          } else if (q >= 0) border.set(q, (border.get(q) ?? 0) + 1);
        }
      }
      if (hasSite || fixed.has(p) || piece.length >= STRAY_CELLS || border.size === 0) continue;
      const to = [...border.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      for (const c of piece) label[c] = to;
    }
  }
}

type XY = readonly [number, number];

/** Douglas–Peucker on an open polyline (its ends kept). */
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
    let far = -1;
    let farD = tolerance;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      const d = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > farD) { farD = d; far = i; }
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

export interface Traced {
  /** Each province's rings, in viewBox units, the province on the left. */
  readonly rings: Map<number, XY[][]>;
  /** Border length (viewBox units) between two provinces, by "i-j" with i < j. */
  readonly borders: Map<string, number>;
}

/** Traces each province's outline and simplifies the runs between meeting points, once a run. */
function trace(grid: Grid, count: number): Traced {
  const { nx, ny, label } = grid;
  const at = (x: number, y: number): number => (x < 0 || y < 0 || x >= nx || y >= ny ? -1 : label[y * nx + x]!);
  const W = nx + 1;
  const key = (x: number, y: number): number => y * W + x;
  // A vertex where more than two provinces meet (or two, crosswise) is a fixed point.
  const fixedVertex = (x: number, y: number): boolean => {
    const a = at(x - 1, y - 1);
    const b = at(x, y - 1);
    const c = at(x - 1, y);
    const d = at(x, y);
    const distinct = new Set([a, b, c, d]).size;
    return distinct >= 3 || (distinct === 2 && a === d && b === c && a !== b);
  };
  const rings = new Map<number, XY[][]>();
  const borders = new Map<string, number>();
  const simplified = new Map<string, XY[]>();
  for (let p = 0; p < count; p++) {
    // edges of province p: from vertex to vertex
    const next = new Map<number, number[]>();
    const add = (x0: number, y0: number, x1: number, y1: number) => {
      const k = key(x0, y0);
      const list = next.get(k);
      if (list) list.push(key(x1, y1));
      else next.set(k, [key(x1, y1)]);
    };
    for (let y = 0; y < ny; y++) {
      for (let x = 0; x < nx; x++) {
        if (label[y * nx + x] !== p) continue;
        // Counter-clockwise on screen (y down), so the cell is on the left of each edge.
        if (at(x, y - 1) !== p) add(x + 1, y, x, y);
        if (at(x - 1, y) !== p) add(x, y, x, y + 1);
        if (at(x, y + 1) !== p) add(x, y + 1, x + 1, y + 1);
        if (at(x + 1, y) !== p) add(x + 1, y + 1, x + 1, y);
      }
    }
    const own: XY[][] = [];
    while (next.size > 0) {
      const [start] = next.keys();
      const ring: number[] = [start!];
      let v = start!;
      for (;;) {
        const list = next.get(v)!;
        const w = list.pop()!;
        if (list.length === 0) next.delete(v);
        if (w === start) break;
        ring.push(w);
        v = w;
      }
      // Cut at the fixed vertices (or at the ring's least vertex when it has none).
      const isFixed = ring.map((k) => fixedVertex(k % W, Math.floor(k / W)));
      let first = isFixed.indexOf(true);
      if (first < 0) first = ring.indexOf(Math.min(...ring));
      const rotated = [...ring.slice(first), ...ring.slice(0, first)];
      const fixed = [...isFixed.slice(first), ...isFixed.slice(0, first)];
      fixed[0] = true;
      const points: XY[] = [];
      let runStart = 0;
      for (let i = 1; i <= rotated.length; i++) {
        if (i < rotated.length && !fixed[i]) continue;
        const run = [...rotated.slice(runStart, i), rotated[i % rotated.length]!];
        points.push(...runOf(run).slice(0, -1));
        // Border length with the province on the other side of this run.
        const other = otherSide(run[0]!, run[1]!);
        if (other >= 0 && other !== p) {
          const k = p < other ? `${p}-${other}` : `${other}-${p}`;
          borders.set(k, (borders.get(k) ?? 0) + (run.length - 1) * CELL / 2);
        }
        runStart = i;
      }
      if (points.length >= 3) own.push(points);
    }
    rings.set(p, own);
  }
  return { rings, borders };

  /** The province on the right of the edge from vertex a to vertex b. */
  function otherSide(a: number, b: number): number {
    const ax = a % W, ay = Math.floor(a / W), bx = b % W, by = Math.floor(b / W);
    if (by === ay) return bx > ax ? at(ax, ay) : at(bx, ay - 1);
    return by > ay ? at(ax - 1, ay) : at(ax, by);
  }

  /** A run simplified the same way from either side: in the orientation of its lesser end. */
  function runOf(run: readonly number[]): XY[] {
    const forward = run[0]! < run[run.length - 1]! || (run[0] === run[run.length - 1] && run[1]! <= run[run.length - 2]!);
    const canon = forward ? run : [...run].reverse();
    const k = canon.join(',');
    let s = simplified.get(k);
    if (!s) {
      s = simplify(canon.map((v): XY => [(v % W) * CELL, Math.floor(v / W) * CELL]), SIMPLIFY);
      simplified.set(k, s);
    }
    return forward ? s : [...s].reverse();
  }
}

// --- Places: where units, names and centres go ---------------------------------------------

/** Each cell's distance (cells, chamfer 3-4 / 3) to the nearest cell of another province. */
function interior(grid: Grid): Float32Array {
  const { nx, ny, label } = grid;
  const d = new Float32Array(nx * ny);
  for (let c = 0; c < nx * ny; c++) d[c] = label[c]! < 0 ? 0 : 1e6;
  const pass = (order: 1 | -1) => {
    const steps = order === 1 ? [[-1, 0, 1], [0, -1, 1], [-1, -1, 1.4], [1, -1, 1.4]] : [[1, 0, 1], [0, 1, 1], [1, 1, 1.4], [-1, 1, 1.4]];
    for (let i = 0; i < nx * ny; i++) {
      const c = order === 1 ? i : nx * ny - 1 - i;
      const x = c % nx;
      const y = (c - x) / nx;
      for (const [dx, dy, w] of steps) {
        const xx = x + dx!;
        const yy = y + dy!;
        const o = xx < 0 || yy < 0 || xx >= nx || yy >= ny ? -1 : yy * nx + xx;
        const v = o < 0 || label[o] !== label[c] ? 0.5 : d[o]! + w!;
        if (v < d[c]!) d[c] = v;
      }
    }
  };
  pass(1);
  pass(-1);
  return d;
}

/** Steps (cells) from the nearest cell of the given provinces, over the whole raster. */
function reach(grid: Grid, from: ReadonlySet<number>): Int32Array {
  const { nx, ny, label } = grid;
  const d = new Int32Array(nx * ny).fill(1 << 30);
  const queue: number[] = [];
  for (let c = 0; c < nx * ny; c++) if (from.has(label[c]!)) { d[c] = 0; queue.push(c); }
  for (let k = 0; k < queue.length; k++) {
    const c = queue[k]!;
    const x = c % nx;
    const y = (c - x) / nx;
    for (const [dx, dy] of NEIGHBOURS) {
      const xx = x + dx;
      const yy = y + dy;
      if (xx < 0 || yy < 0 || xx >= nx || yy >= ny) continue;
      const o = yy * nx + xx;
      if (d[o]! > d[c]! + 1) { d[o] = d[c]! + 1; queue.push(o); }
    }
  }
  return d;
}

const round1 = (v: number): number => Math.round(v * 10) / 10;
const cellPoint = (c: number, nx: number): Point => [round1(((c % nx) + 0.5) * CELL), round1((Math.floor(c / nx) + 0.5) * CELL)];

/** The province's cell that scores best, or -1. */
function bestCell(grid: Grid, p: number, score: (c: number) => number): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let c = 0; c < grid.label.length; c++) {
    if (grid.label[c] !== p) continue;
    const s = score(c);
    if (s > bestScore) { bestScore = s; best = c; }
  }
  return best;
}

/** Where the names are hand-placed, when the widest spot is not where a player looks ([lon, lat]). */
const LABEL_AT: Readonly<Record<string, LonLat>> = {};

function places(map: GameMap, ids: readonly string[], grid: Grid): { layout: MapLayout; coastNames: { text: string; at: Point }[] } {
  const { nx } = grid;
  const room = interior(grid);
  const dist = (a: number, b: number): number => Math.hypot((a % nx) - (b % nx), Math.floor(a / nx) - Math.floor(b / nx));
  const provinces: Record<string, ProvinceLayout> = {};
  const units: Record<string, Point> = {};
  const dislodged: Record<string, Point> = {};
  const coastNames: { text: string; at: Point }[] = [];
  const r = UNIT_RADIUS / CELL;
  ids.forEach((id, p) => {
    const province = map.provinces.get(id)!;
    const kind: ProvinceKind = province.terrain === 'WATER' ? 'water' : province.terrain === 'SHUT' ? 'shut' : 'land';
    const unit = bestCell(grid, p, (c) => Math.min(room[c]!, 3 * r) - 0.01 * Math.abs(Math.floor(c / nx) - grid.ny / 2));
    const hand = LABEL_AT[id] && projection(LABEL_AT[id] as [number, number]);
    let label = hand ? Math.floor(hand[1] / CELL) * nx + Math.floor(hand[0] / CELL) : bestCell(grid, p, (c) => (dist(c, unit) < 2.2 * r ? -1e6 : Math.min(room[c]!, 2.5 * r) - 0.02 * dist(c, unit)));
    if (label < 0 || room[label]! < 2) label = unit;
    const labelPoint: Point = label === unit ? [cellPoint(unit, nx)[0], round1(cellPoint(unit, nx)[1] - UNIT_RADIUS - 9)] : cellPoint(label, nx);
    let center: Point | null = null;
    if (province.supplyCenter) {
      const c = bestCell(grid, p, (c) => (dist(c, unit) < 1.8 * r || dist(c, label) < 2 * r ? -1e6 : Math.min(room[c]!, 2) - 0.05 * dist(c, unit)));
      center = c >= 0 && room[c]! >= 1.5 ? cellPoint(c, nx) : [round1(cellPoint(unit, nx)[0] + UNIT_RADIUS + 6), cellPoint(unit, nx)[1]];
    }
    provinces[id] = { kind, label: labelPoint, center };
    if (kind === 'shut') return;
    units[id] = cellPoint(unit, nx);
    for (const loc of province.coasts) {
      if (loc === id) continue;
      // A coast's fleet stands near the seas only that coast reaches.
      const seas = (coast: string) => new Set(map.locations.get(coast)!.abuts.filter((a) => map.provinces.get(a.to.split('/')[0]!)?.terrain === 'WATER').map((a) => a.to));
      const own = seas(loc);
      const others = new Set(province.coasts.filter((c) => c !== loc && c !== id).flatMap((c) => [...seas(c)]));
      const mine = new Set([...own].filter((s) => !others.has(s)).map((s) => ids.indexOf(s)));
      const near = reach(grid, mine);
      const c = bestCell(grid, p, (c) => Math.min(room[c]!, r * 0.6) - 0.8 * near[c]!);
      units[loc] = cellPoint(c, nx);
      coastNames.push({ text: loc.split('/')[1]!.toLowerCase(), at: [units[loc][0], round1(units[loc][1] + UNIT_RADIUS + 8)] });
    }
  });
  for (const [loc, at] of Object.entries(units)) {
    const p = ids.indexOf(loc.split('/')[0]!);
    const tries = [-45, 45, -135, 135, 0, 180, -90, 90].map((deg): Point => {
      const a = (deg * Math.PI) / 180;
      return [round1(at[0] + Math.cos(a) * 1.5 * UNIT_RADIUS), round1(at[1] + Math.sin(a) * 1.5 * UNIT_RADIUS)];
    });
    const inside = (q: Point): boolean => grid.label[Math.floor(q[1] / CELL) * nx + Math.floor(q[0] / CELL)] === p;
    dislodged[loc] = tries.find(inside) ?? tries[0]!;
  }
  const layout: MapLayout = { map: 'global', viewBox: [0, 0, WIDTH, HEIGHT], unitRadius: UNIT_RADIUS, centerRadius: CENTER_RADIUS, provinces, units, dislodged };
  return { layout, coastNames };
}

// --- The drawing ----------------------------------------------------------------------------

/** The places the rules make seasonal (VII.3.y), drawn with a hatch of their own. */
const SEASONAL = new Set(['ANT', 'POL']);
/** The canals (VII.3.a), marked where they cross: [lon, lat]. */
const CANALS: readonly { name: string; at: LonLat }[] = [
  { name: 'Panama canal: CAM–COL by land, CAR–EPA by sea', at: [-79.7, 9.1] },
  { name: 'Suez canal: EGY–ISR by land, MED–NIO by sea', at: [32.4, 30.4] },
];

const STYLE = boardStyle([
  // Europe is small on a globe: names a size smaller than the other boards', so they crowd less.
  '#labels text{font-size:11px}#labels text.sea{font-size:10.5px}',
  '.seasonal{stroke-dasharray:4 3}',
  '.land.seasonal{fill:url(#ice)}',
  '.water.seasonal{fill:url(#pack)}',
  '#globe{fill:none;stroke:#6f93ab;stroke-width:1.5;pointer-events:none}',
  '#canals{pointer-events:none}#canals circle{fill:#fff;stroke:#1f4f7a;stroke-width:1.5}#canals path{stroke:#1f4f7a;stroke-width:1.8}',
]);
const SEASONAL_DEFS =
  '<pattern id="ice" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)"><rect width="8" height="8" fill="#f4f6f7"/><path d="M0 0H8" stroke="#c9d6df" stroke-width="2"/></pattern>' +
  '<pattern id="pack" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><rect width="8" height="8" fill="#d6e6ef"/><path d="M0 0H8" stroke="#f4f8fa" stroke-width="2.5"/></pattern>';

function renderSvg(map: GameMap, ids: readonly string[], traced: Traced, layout: MapLayout, coastNames: { text: string; at: Point }[]): string {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const n = (v: number): string => round1(v).toString();
  const path = (points: readonly XY[]): string => {
    let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
    for (let i = 1; i < points.length; i++) d += `L${n(points[i]![0])} ${n(points[i]![1])}`;
    return `${d}z`;
  };
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`);
  out.push('<title>The Global Diplomacy board, on Bartholomew\'s Nordic projection</title>');
  out.push(svgDefs(STYLE).replace('</defs>', `${SEASONAL_DEFS}</defs>`));
  out.push('<g id="provinces">');
  for (const kind of ['water', 'land', 'shut'] as const) {
    ids.forEach((id, p) => {
      const province = map.provinces.get(id)!;
      if (layout.provinces[id]!.kind !== kind) return;
      const cls = SEASONAL.has(id) ? `${kind} seasonal` : kind;
      out.push(`<path id="${id}" class="${cls}" d="${traced.rings.get(p)!.map(path).join('')}"><title>${esc(province.name)}</title></path>`);
    });
  }
  out.push('</g>');
  // The edge of the globe: the cut through the Pacific, where the east meets the west.
  const [cx, cy] = projection.translate();
  const edge = projection([180, -45]) ?? [cx, cy];
  out.push(`<ellipse id="globe" cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.abs(edge[0] - cx))}" ry="${n((HEIGHT - 2 * MARGIN) / 2)}"/>`);
  out.push('<g id="canals">');
  for (const canal of CANALS) {
    const [x, y] = projection(canal.at as [number, number])!;
    const a = 4.5;
    out.push(`<g><title>${esc(canal.name)}</title><circle cx="${n(x)}" cy="${n(y)}" r="6.5"/><path d="M${n(x - a)} ${n(y)}H${n(x + a)}M${n(x)} ${n(y - a)}V${n(y + a)}"/></g>`);
  }
  out.push('</g>');
  out.push('<g id="coasts">');
  out.push('</g>');
  out.push(...svgTail(layout.provinces, coastNames));
  return `${out.join('\n')}\n`;
}

/** The board's provinces in the order drawn, and the map's neighbours by province. */
export function mapNeighbours(map: GameMap): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const id of map.provinces.keys()) out.set(id, new Set());
  for (const info of map.locations.values()) {
    for (const a of info.abuts) {
      const to = a.to.split('/')[0]!;
      if (to === info.province) continue;
      out.get(info.province)!.add(to);
      out.get(to)!.add(info.province);
    }
  }
  return out;
}

export function loadGlobalMap(): GameMap {
  const read = loadMapFromDir(MAP_DIR, 'global');
  if (!read.ok) throw new Error(`global.map: ${read.error.message}`);
  return read.value;
}

function main(): void {
  const check = process.argv.includes('--check');
  const map = loadGlobalMap();
  const ids = [...map.provinces.keys()].sort();
  for (const id of ids) if (!LAND_SITES[id] && !SEA_SITES[id] && !SHUT_RINGS[id]) throw new Error(`${id}: no site in scripts/global-sites.ts`);
  const grid = rasterize(ids);
  mendStrays(grid, ids);
  const traced = trace(grid, ids.length);
  const { layout, coastNames } = places(map, ids, grid);
  const svg = renderSvg(map, ids, traced, layout, coastNames);
  const neighbours = mapNeighbours(map);
  const missing: string[] = [];
  const extra: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const shared = traced.borders.get(`${i}-${j}`) ?? 0;
      const wanted = neighbours.get(ids[i]!)!.has(ids[j]!);
      if (wanted && shared === 0) missing.push(`${ids[i]}-${ids[j]}`);
      if (!wanted && shared > 0) extra.push(`${ids[i]}-${ids[j]}(${shared})`);
    }
  }
  const empty = ids.filter((_, p) => (traced.rings.get(p) ?? []).length === 0);
  console.log(`global: ${ids.length} provinces; svg ${(svg.length / 1024).toFixed(1)} kB; ${missing.length} neighbours share no border, ${extra.length} borders not on the map`);
  if (missing.length > 0) console.log(`  neighbours without a border: ${missing.join(' ')}`);
  if (extra.length > 0) console.log(`  borders between non-neighbours: ${extra.join(' ')}`);
  if (empty.length > 0) console.log(`  not drawn: ${empty.join(' ')}`);
  if (check) return;
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, 'global.svg'), svg);
  writeFileSync(join(OUT_DIR, 'global.layout.json'), layoutJson(layout));
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) main();
