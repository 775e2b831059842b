/**
 * The plane geometry of a generated board drawing (scripts/draw-board.ts): a Voronoi diagram
 * of the places by half-plane clipping, and the few measures the drawing needs of its cells.
 * Pure functions, no files: tested in test/rules/board-drawings.test.ts.
 *
 * A cell is a convex polygon, of either winding. Each edge of a cell remembers what cut
 * it (the index of the other site, or -1 for the box), so that two cells' shared border is
 * known exactly, without comparing floating-point vertices.
 */

export type XY = readonly [number, number];

/** One edge, from `from` to the next vertex of the cell; `by` is the site across it, or -1. */
export interface CellVertex {
  readonly at: XY;
  readonly by: number;
}

export type Cell = readonly CellVertex[];

/** [minX, minY, maxX, maxY]. */
export type Box = readonly [number, number, number, number];

/** The box as a cell whose edges all belong to nobody. */
function boxCell([x0, y0, x1, y1]: Box): CellVertex[] {
  return [
    { at: [x0, y0], by: -1 },
    { at: [x1, y0], by: -1 },
    { at: [x1, y1], by: -1 },
    { at: [x0, y1], by: -1 },
  ];
}

/**
 * The part of a convex cell on the side of `site` of the perpendicular bisector between
 * `site` and `other` (Sutherland–Hodgman against one line); new edges along the bisector
 * are marked `by`.
 */
export function clipToSite(cell: Cell, site: XY, other: XY, by: number): CellVertex[] {
  // Points p with (p - mid) · (other - site) <= 0 are nearer `site`.
  const nx = other[0] - site[0];
  const ny = other[1] - site[1];
  const mx = (site[0] + other[0]) / 2;
  const my = (site[1] + other[1]) / 2;
  const side = (p: XY): number => (p[0] - mx) * nx + (p[1] - my) * ny;
  const out: CellVertex[] = [];
  for (let i = 0; i < cell.length; i++) {
    const a = cell[i]!;
    const b = cell[(i + 1) % cell.length]!;
    const sa = side(a.at);
    const sb = side(b.at);
    if (sa <= 0) out.push(a);
    if ((sa <= 0) !== (sb <= 0)) {
      const t = sa / (sa - sb);
      const at: XY = [a.at[0] + (b.at[0] - a.at[0]) * t, a.at[1] + (b.at[1] - a.at[1]) * t];
      // Entering the kept side, the edge from here on is still a's; leaving it, the rest
      // of the way runs along the bisector.
      out.push({ at, by: sa <= 0 ? by : a.by });
    }
  }
  return out;
}

/**
 * The Voronoi cell of every site inside the box. O(n²) clips, which is nothing at the few
 * hundred sites of a board. Two sites at the same point would make an empty cell: callers
 * keep their sites apart.
 */
export function voronoi(sites: readonly XY[], box: Box): Cell[] {
  return sites.map((site, i) => {
    // Nearest first, so that the cell shrinks quickly and later clips are cheap.
    const order = sites.map((_, j) => j).filter((j) => j !== i);
    order.sort((a, b) => dist2(site, sites[a]!) - dist2(site, sites[b]!));
    let cell: CellVertex[] = boxCell(box);
    for (const j of order) {
      const reach = farthest(cell, site);
      // A site more than twice the cell's reach away cannot cut it.
      if (dist2(site, sites[j]!) > 4 * reach) break;
      cell = clipToSite(cell, site, sites[j]!, j);
      if (cell.length === 0) break;
    }
    return cell;
  });
}

const dist2 = (a: XY, b: XY): number => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;

/** The squared distance from `p` to the cell's farthest vertex. */
function farthest(cell: Cell, p: XY): number {
  let far = 0;
  for (const v of cell) far = Math.max(far, dist2(v.at, p));
  return far;
}

/** The length of the cell's edges that face site `other`. */
export function borderWith(cell: Cell, other: number): number {
  let length = 0;
  for (let i = 0; i < cell.length; i++) {
    if (cell[i]!.by !== other) continue;
    length += Math.sqrt(dist2(cell[i]!.at, cell[(i + 1) % cell.length]!.at));
  }
  return length;
}

/** The edges of the cell that face site `other`, each as its two ends. */
export function edgesWith(cell: Cell, other: number): [XY, XY][] {
  const out: [XY, XY][] = [];
  for (let i = 0; i < cell.length; i++) if (cell[i]!.by === other) out.push([cell[i]!.at, cell[(i + 1) % cell.length]!.at]);
  return out;
}

export function area(cell: Cell): number {
  let twice = 0;
  for (let i = 0; i < cell.length; i++) {
    const [ax, ay] = cell[i]!.at;
    const [bx, by] = cell[(i + 1) % cell.length]!.at;
    twice += ax * by - bx * ay;
  }
  return Math.abs(twice) / 2;
}

/**
 * `p` moved toward `anchor` (a point well inside the shape) until `room` says it lies at
 * least `margin` inside; `p` itself when it already does. Halving steps: twenty are plenty.
 */
export function pullInside(room: (p: XY) => number, p: XY, anchor: XY, margin: number): XY {
  if (room(p) >= margin) return p;
  if (room(anchor) < margin) return anchor;
  const at = (t: number): XY => [p[0] + (anchor[0] - p[0]) * t, p[1] + (anchor[1] - p[1]) * t];
  // The least fraction of the way to the anchor that has the room: lo lacks it, hi has it.
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 20; k++) {
    const mid = (lo + hi) / 2;
    if (room(at(mid)) >= margin) hi = mid;
    else lo = mid;
  }
  return at(hi);
}

/** The distance from `p` to the segment from `a` to `b`. */
export function segmentDistance(p: XY, [a, b]: readonly [XY, XY]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * The outline of a union of cells (one province drawn from several sites): every cell edge
 * whose other side is not one of `own`, joined end to end into closed rings. The cells
 * compute a shared vertex each on its own, so ends are matched within `tolerance`.
 */
export function outline(cells: readonly Cell[], own: readonly number[], tolerance = 0.01): XY[][] {
  const mine = new Set(own);
  const edges: [XY, XY][] = [];
  for (const i of own) {
    const cell = cells[i]!;
    for (let k = 0; k < cell.length; k++) {
      if (mine.has(cell[k]!.by)) continue;
      edges.push([cell[k]!.at, cell[(k + 1) % cell.length]!.at]);
    }
  }
  const used = new Array<boolean>(edges.length).fill(false);
  const rings: XY[][] = [];
  for (let start = 0; start < edges.length; start++) {
    if (used[start]) continue;
    used[start] = true;
    const ring: XY[] = [edges[start]![0]];
    let end = edges[start]![1];
    for (;;) {
      let next = -1;
      let best = tolerance;
      for (let e = 0; e < edges.length; e++) {
        if (used[e]) continue;
        const d = Math.hypot(edges[e]![0][0] - end[0], edges[e]![0][1] - end[1]);
        if (d <= best) { best = d; next = e; }
      }
      if (next < 0) break;
      used[next] = true;
      ring.push(edges[next]![0]);
      end = edges[next]![1];
    }
    // Drop the points where the ring goes straight on (a line crossing an internal border).
    const kept = ring.filter((p, k) => {
      const a = ring[(k + ring.length - 1) % ring.length]!;
      const b = ring[(k + 1) % ring.length]!;
      const cross = (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]);
      return Math.abs(cross) > 1e-6 * (1 + Math.hypot(p[0] - a[0], p[1] - a[1]) * Math.hypot(b[0] - p[0], b[1] - p[1]));
    });
    if (kept.length >= 3) rings.push(kept);
  }
  return rings;
}

/** Whether `p` lies inside rings (even-odd), and its distance to their nearest edge. */
export function ringRoom(rings: readonly (readonly XY[])[], p: XY): number {
  let inside = false;
  let least = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j]!;
      const b = ring[i]!;
      if (b[1] > p[1] !== a[1] > p[1] && p[0] < ((a[0] - b[0]) * (p[1] - b[1])) / (a[1] - b[1]) + b[0]) inside = !inside;
      least = Math.min(least, segmentDistance(p, [a, b]));
    }
  }
  return inside ? least : -least;
}
