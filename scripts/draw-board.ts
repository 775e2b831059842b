/**
 * Draws a variant board, by program, from where its places are: a Voronoi diagram of the
 * places, written as the standard drawing is (a drop-in for the web client's board).
 *
 *   npx tsx scripts/draw-board.ts                 redraws every board of maps/ that has a
 *                                                 <name>.places.json (not the standard one,
 *                                                 which scripts/draw-map.ts draws)
 *   npx tsx scripts/draw-board.ts modern chaos    those boards only
 *   npx tsx scripts/draw-board.ts NAME --ps FILE  first reads the places of NAME from a
 *                                                 DPjudge PostScript map (FILE) into
 *                                                 maps/NAME/NAME.places.json, then draws it
 *   --reference     reads the places of every board named from the DPjudge's .ps files
 *                   (../shared/reference/dpjudge/maps/) again
 *   --check         only reports the adjacency, writes nothing
 *   --preview       also renders maps/NAME/preview.png with Chromium
 *
 * The facts come from the DPjudge's .ps drawing of the board: its `% INFO` lines (where a
 * unit of each place and coast stands), its VisitTerritories (where names go) and
 * VisitSupplies (where supply centres go), and the frame of its map. They are copied once
 * into our own maps/NAME/NAME.places.json (PostScript points, y upwards), from which the
 * drawing is made, so that it can be made again without the reference.
 *
 * Each province is the union of the Voronoi cells of its points (its units', its name's, its
 * centre's), so that it takes something of its shape; "filler" sites, placed wherever no
 * place is near, keep the cells at the edges and across empty parts from growing huge, and
 * are drawn as land or sea off the board. A few rounds of "ghost" sites then mend the
 * adjacency (a finger of one province toward a neighbour it does not touch; a third
 * province, or a filler, between two that touch without being neighbours), and a site cut
 * off from the rest of its province is given up. The script compares the drawn borders with the map's
 * adjacency and says which neighbours share no border and which non-neighbours do: the
 * diagram is a picture of where things are, not a faithful map, and a player reads the
 * adjacency from the rules, so those lines are for the host's information.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadMapFromDir } from '../cli/map-files.js';
import type { MapLayout, Point, ProvinceKind, ProvinceLayout } from '../shared/map/layout.js';
import type { GameMap } from '../shared/map/types.js';
import { edgesWith, outline, pullInside, ringRoom, voronoi, type Box, type Cell, type XY } from './board-geometry.js';
import { boardStyle, CENTER_RADIUS, LABEL_SIZE, layoutJson, SEA_LABEL_SIZE, svgDefs, svgTail } from './board-svg.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MAPS_DIR = join(root, 'maps');
export const REFERENCE_DIR = join(root, '..', 'shared', 'reference', 'dpjudge', 'maps');

/** The standard drawing's sizes (scripts/draw-map.ts), so that every board reads alike. */
const UNIT_RADIUS = 10;
const MIN_UNIT_RADIUS = 6;
/** The standard board's width and number of provinces: a board with more is drawn wider. */
const BASE_WIDTH = 1000;
const BASE_PROVINCES = 75;
/** Borders shorter than this (viewBox units) do not count as shared. */
const MIN_BORDER = 6;
/** Rounds of ghost sites that mend the adjacency. */
const GHOST_ROUNDS = 12;
/** How far each axis is warped toward spacing the places evenly (0: not at all). */
const EVEN_OUT = 0.5;

// --- The places file ------------------------------------------------------------------------

/** Where things are on a board, as its PostScript drawing says: points, y upwards. */
export interface Places {
  /** The .ps file these were read from, for the record. */
  readonly source: string;
  /** The frame of the drawn map: [minX, minY, maxX, maxY]. */
  readonly frame: Box;
  /** Where a unit stands, by location (provinces and coasts). */
  readonly units: Readonly<Record<string, XY>>;
  /** Where the name of a province is written. */
  readonly labels: Readonly<Record<string, XY>>;
  /** Where the supply-centre marker of a province is drawn. */
  readonly centres: Readonly<Record<string, XY>>;
}

/**
 * The places of a DPjudge PostScript map. The `% INFO` block lists `x y ABBR Full name` for
 * every location; VisitTerritories `(ABBR) x y kind`; VisitSupplies `/ABBR x y s`; the map
 * form's Matrix and BBox give the frame.
 */
export function readPostScript(text: string, source: string): Places & { readonly names: Readonly<Record<string, string>> } {
  const units: Record<string, XY> = {};
  const names: Record<string, string> = {};
  const info = /^% INFO\n((?:%\s+-?[\d.]+\s+-?[\d.]+\s+\S+.*\n)*)/m.exec(text.replace(/\r\n?/g, '\n'));
  if (!info) throw new Error(`${source}: no "% INFO" block of place coordinates`);
  for (const line of info[1]!.split('\n')) {
    const m = /^%\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(\S+)\s*(.*)$/.exec(line);
    if (!m) continue;
    units[m[3]!.toUpperCase()] = [Number(m[1]), Number(m[2])];
    names[m[3]!.toUpperCase()] = m[4]!.trim();
  }
  const block = (name: string): string => new RegExp(`^/${name} \\{([\\s\\S]*?)^\\} def`, 'm').exec(text)?.[1] ?? '';
  const labels: Record<string, XY> = {};
  for (const m of block('VisitTerritories').matchAll(/\(([^)]+)\)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+\w/g)) {
    labels[m[1]!.toUpperCase()] = [Number(m[2]), Number(m[3])];
  }
  const centres: Record<string, XY> = {};
  for (const m of block('VisitSupplies').matchAll(/\/(\w+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+s\b/g)) {
    centres[m[1]!.toUpperCase()] = [Number(m[2]), Number(m[3])];
  }
  const matrix = /\/Matrix \[\s*([-\d.]+)\s+0\s+0\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]\s*\n\s*\/BBox \[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(text);
  let frame: Box;
  if (matrix) {
    const [sx, sy, tx, ty, bx0, by0, bx1, by1] = matrix.slice(1).map(Number) as [number, number, number, number, number, number, number, number];
    frame = [tx + sx * bx0, ty + sy * by0, tx + sx * bx1, ty + sy * by1];
  } else {
    const xs = Object.values(units).map((p) => p[0]);
    const ys = Object.values(units).map((p) => p[1]);
    frame = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  }
  return { source, frame: frame.map(round1) as unknown as Box, units, labels, centres, names };
}

/**
 * The places of a PostScript map keyed by the board's own locations. A .ps may spell a place
 * otherwise than the .map does (modern.ps's AND is the map's ADL, Andalusia): a place is
 * found by its abbreviation, else by what the map understands by that abbreviation or by
 * the .ps's full name (the map's aliases and long names).
 */
export function placesForMap(ps: ReturnType<typeof readPostScript>, map: GameMap): { places: Places; unmatched: string[] } {
  const locationOf = (abbr: string): string | undefined => {
    if (map.locations.has(abbr)) return abbr;
    for (const name of [abbr, ps.names[abbr]?.toUpperCase()]) {
      const meaning = name === undefined ? undefined : map.names.get(name);
      if (meaning?.kind === 'location') return meaning.location;
    }
    return undefined;
  };
  const unmatched: string[] = [];
  const rekey = (points: Readonly<Record<string, XY>>, provinceOnly: boolean): Record<string, XY> => {
    const out: Record<string, XY> = {};
    for (const [abbr, at] of Object.entries(points)) {
      const loc = locationOf(abbr);
      if (loc === undefined || (provinceOnly && loc.includes('/'))) {
        if (!provinceOnly) unmatched.push(abbr);
        continue;
      }
      // A place spelt two ways keeps the point of its own abbreviation.
      if (out[loc] === undefined || abbr === loc) out[loc] = at;
    }
    return out;
  };
  const places: Places = { source: ps.source, frame: ps.frame, units: rekey(ps.units, false), labels: rekey(ps.labels, true), centres: rekey(ps.centres, true) };
  return { places, unmatched };
}

const round1 = (v: number): number => Math.round(v * 10) / 10;

/** The places file: one line a location, so that a change reads well in a diff. */
export function placesJson(places: Places): string {
  const j = JSON.stringify;
  const entries = (record: Readonly<Record<string, XY>>): string =>
    Object.keys(record).sort().map((k) => `    ${j(k)}: ${j(record[k])}`).join(',\n');
  return [
    '{',
    `  "source": ${j(places.source)},`,
    `  "frame": ${j(places.frame)},`,
    '  "units": {',
    entries(places.units),
    '  },',
    '  "labels": {',
    entries(places.labels),
    '  },',
    '  "centres": {',
    entries(places.centres),
    '  }',
    '}',
    '',
  ].join('\n');
}

export function parsePlaces(json: unknown, file: string): Places {
  const isPoint = (v: unknown): v is XY => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n));
  const o = json as Record<string, unknown>;
  const points = (key: string): Record<string, XY> => {
    const r = o?.[key];
    if (typeof r !== 'object' || r === null) throw new Error(`${file}: ${key} is an object of points`);
    for (const [k, v] of Object.entries(r)) if (!isPoint(v)) throw new Error(`${file}: ${key}.${k} is not a point [x, y]`);
    return r as Record<string, XY>;
  };
  const frame = o?.frame;
  if (!Array.isArray(frame) || frame.length !== 4 || !frame.every((n) => typeof n === 'number')) throw new Error(`${file}: frame is four numbers`);
  return { source: String(o.source ?? ''), frame: frame as unknown as Box, units: points('units'), labels: points('labels'), centres: points('centres') };
}

// --- The drawing ----------------------------------------------------------------------------

export interface AdjacencyReport {
  /** Adjacent on the map but sharing no border (or one shorter than MIN_BORDER) in the drawing. */
  readonly missing: readonly string[];
  /** Sharing a border in the drawing but not adjacent on the map. */
  readonly extra: readonly string[];
}

export interface Drawing {
  readonly svg: string;
  readonly layout: MapLayout;
  readonly layoutText: string;
  readonly report: AdjacencyReport;
  /** Places the drawing could not put where it should (a unit squeezed, a label moved). */
  readonly warnings: readonly string[];
}

interface Site {
  readonly at: XY;
  /** The province, or null for a filler. */
  readonly province: string | null;
  /** What a filler is drawn as: land or sea off the board. */
  readonly kind: ProvinceKind | 'offland' | 'offsea';
}

const pairKey = (a: string, b: string): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
const distance = (a: XY, b: XY): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
const kindOf = (terrain: string): ProvinceKind => (terrain === 'WATER' ? 'water' : terrain === 'SHUT' ? 'shut' : 'land');

/**
 * A warp of one axis that gives crowded stretches more room: halfway between the straight
 * scale and the one that spaces the places evenly (their distribution's quantiles). A board
 * drawn with a small Europe and a wide Asia (Youngstown) then reads at one size.
 */
function evenOut(values: readonly number[], lo: number, hi: number): (v: number) => number {
  const sorted = [lo, ...[...values].sort((a, b) => a - b), hi];
  const knots = sorted.map((v, i): XY => [v, lo + ((hi - lo) * i) / (sorted.length - 1)]);
  return (v) => {
    let i = 1;
    while (i < knots.length - 1 && knots[i]![0] < v) i++;
    const [x0, q0] = knots[i - 1]!;
    const [x1, q1] = knots[i]!;
    const even = x1 === x0 ? q0 : q0 + ((q1 - q0) * (v - x0)) / (x1 - x0);
    return (1 - EVEN_OUT) * v + EVEN_OUT * Math.min(hi, Math.max(lo, even));
  };
}

/** The median of the distances from each point to its nearest other. */
function typicalSpacing(points: readonly XY[]): number {
  const nearest = points.map((p, i) => Math.min(...points.filter((_, j) => j !== i).map((q) => distance(p, q))));
  nearest.sort((a, b) => a - b);
  return nearest[Math.floor(nearest.length / 2)] ?? 100;
}

/**
 * Draws the board `map` from its places. Throws when a province of the map has no place:
 * the drawing cannot guess where it lies.
 */
export function drawBoard(map: GameMap, places: Places): Drawing {
  const warnings: string[] = [];
  const provinces = [...map.provinces.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const unplaced = provinces.filter((p) => !places.units[p.id]).map((p) => p.id);
  if (unplaced.length > 0) throw new Error(`${map.name}: no place in ${places.source} for ${unplaced.join(', ')}`);

  // PostScript points (y up) to the viewBox (y down), the board as wide as its crowd asks.
  const raw = provinces.map((p) => places.units[p.id]!);
  const spacing = typicalSpacing(raw);
  const [fx0, fy0, fx1, fy1] = places.frame;
  const xs = raw.map((p) => p[0]);
  const ys = raw.map((p) => p[1]);
  const margin = spacing * 0.9;
  const bx0 = Math.max(fx0, Math.min(...xs) - margin);
  const bx1 = Math.min(fx1, Math.max(...xs) + margin);
  const by0 = Math.max(fy0, Math.min(...ys) - margin);
  const by1 = Math.min(fy1, Math.max(...ys) + margin);
  const width = Math.round(BASE_WIDTH * Math.sqrt(Math.max(1, provinces.length / BASE_PROVINCES)));
  const k = width / (bx1 - bx0);
  const height = Math.round((by1 - by0) * k);
  const spreadX = evenOut(xs, bx0, bx1);
  const spreadY = evenOut(ys, by0, by1);
  const toView = ([x, y]: XY): XY => [(spreadX(x) - bx0) * k, (by1 - spreadY(y)) * k];
  const box: Box = [0, 0, width, height];
  const gap = spacing * k;

  // The sites of a province: where its units stand, its name and its centre (the .ps put
  // them all inside it), so that its cell takes something of its shape.
  const sites: Site[] = [];
  const addSite = (at: XY, province: string | null, kind: Site['kind']): boolean => {
    if (at[0] <= 0 || at[1] <= 0 || at[0] >= width || at[1] >= height) return false;
    if (sites.some((s) => distance(s.at, at) < 2)) return false;
    sites.push({ at, province, kind });
    return true;
  };
  const units: Record<string, Point> = {};
  for (const p of provinces) {
    units[p.id] = toView(places.units[p.id]!);
    sites.push({ at: units[p.id]!, province: p.id, kind: kindOf(p.terrain) });
  }
  for (const p of provinces) {
    for (const coast of p.coasts) if (places.units[coast]) addSite(toView(places.units[coast]!), p.id, kindOf(p.terrain));
    for (const extra of [places.labels[p.id], places.centres[p.id]]) if (extra) addSite(toView(extra), p.id, kindOf(p.terrain));
  }
  const placed = sites.length;
  // The first `real` sites are the provinces' unit points, one a province, never given up.
  const real = provinces.length;

  // Fillers wherever no place is near: they keep the cells at the edge from growing huge.
  const step = gap * 0.75;
  for (let row = 0, y = step / 2; y < height + step / 2; row++, y += step * 0.866) {
    for (let x = row % 2 === 0 ? step / 2 : step; x < width + step / 2; x += step) {
      let near = 0;
      let nearest = Infinity;
      for (let i = 0; i < placed; i++) {
        const d = distance([x, y], sites[i]!.at);
        if (d < nearest) { nearest = d; near = i; }
      }
      if (nearest < gap * 1.5) continue;
      sites.push({ at: [x, y], province: null, kind: sites[near]!.kind === 'water' ? 'offsea' : 'offland' });
    }
  }

  // The adjacency the map wants.
  const wanted = new Set<string>();
  for (const loc of map.locations.values()) {
    for (const abut of loc.abuts) {
      const to = map.locations.get(abut.to)?.province;
      if (to && to !== loc.province) wanted.add(pairKey(loc.province, to));
    }
  }
  const neighbours = (a: string): string[] => provinces.map((p) => p.id).filter((b) => wanted.has(pairKey(a, b)));

  // Ghost sites, a few rounds: a pair of neighbours without a border gets a site of one of
  // them halfway between their nearest sites; a border between strangers gets, at its
  // middle, a site of a province that neighbours both, else a filler. A round is kept when
  // it leaves fewer faults.
  // A province in pieces is hard to read: a site whose cell does not touch the rest of its
  // province (through its unit's cell) is given up, its ground going to its neighbours.
  const joined = (all: Site[], d: Diagram): Diagram => {
    for (let round = 0; round < 3; round++) {
      const cut = detachedSites(all, d.cells, real);
      if (cut.size === 0) break;
      const keep = all.filter((_, i) => !cut.has(i));
      all.length = 0;
      all.push(...keep);
      d = diagramOf(all, box, provinces.map((p) => p.id), wanted);
    }
    return d;
  };
  let diagram = joined(sites, diagramOf(sites, box, provinces.map((p) => p.id), wanted));
  const keepClear = 2.2 * UNIT_RADIUS;
  let failures = 0;
  for (let round = 0; round < GHOST_ROUNDS; round++) {
    const before = diagram.report.missing.length + diagram.report.extra.length;
    if (before === 0) break;
    const count = sites.length;
    const protectedPoints = Object.values(units);
    const add = (at: XY, province: string | null, kind: Site['kind']): void => {
      if (protectedPoints.some((u) => distance(u, at) < keepClear)) return;
      addSite(at, province, kind);
    };
    for (const key of diagram.report.missing) {
      const [a, b] = key.split('-') as [string, string];
      const [i, j] = nearestPair(sites, a, b);
      // One of the two reaches out toward the other, a finger of two sites, each round the other one.
      const [from, to] = round % 2 === 0 ? [sites[i]!, sites[j]!] : [sites[j]!, sites[i]!];
      for (const t of [0.3, 0.55]) add([from.at[0] + (to.at[0] - from.at[0]) * t, from.at[1] + (to.at[1] - from.at[1]) * t], from.province, from.kind);
    }
    for (const key of diagram.report.extra) {
      const [a, b] = key.split('-') as [string, string];
      const mid = diagram.borderMiddle.get(key);
      if (!mid) continue;
      const third = neighbours(a).filter((c) => wanted.has(pairKey(b, c)));
      let best: Site | undefined;
      for (const s of sites.slice(0, count)) {
        if (s.province === null || !third.includes(s.province)) continue;
        if (!best || distance(s.at, mid) < distance(best.at, mid)) best = s;
      }
      const kindA = sites[sites.findIndex((s) => s.province === a)]!.kind;
      add(mid, best?.province ?? null, best?.kind ?? (kindA === 'water' ? 'offsea' : 'offland'));
    }
    const saved = sites.slice(0, count);
    let next = diagramOf(sites, box, provinces.map((p) => p.id), wanted);
    next = joined(sites, next);
    if (next.report.missing.length + next.report.extra.length < before) {
      diagram = next;
      failures = 0;
    } else {
      sites.length = 0;
      sites.push(...saved);
      // The next round reaches out from the other side; two rounds in vain end it.
      if (++failures === 2) break;
    }
  }
  const { cells, rings, report } = diagram;
  const room = (province: string, at: XY): number => ringRoom(rings.get(province)!, at);
  const siteIndexes = (province: string): number[] => sites.flatMap((s, i) => (s.province === province ? [i] : []));

  // Coasts: a coast's unit at its own point (a site of the province), its line along the
  // borders with the seas it touches.
  const coastLines: { id: string; edges: [XY, XY][] }[] = [];
  const coastNames: { text: string; at: XY }[] = [];
  for (const p of provinces) {
    const site = units[p.id]!;
    const own = siteIndexes(p.id);
    for (const coast of p.coasts) {
      const seas = new Set(map.locations.get(coast)!.abuts
        .map((a) => map.locations.get(a.to)?.province)
        .filter((q): q is string => q !== undefined && map.provinces.get(q)?.terrain === 'WATER'));
      const edges = own.flatMap((i) => sites.flatMap((s, j) => (s.province !== null && seas.has(s.province) ? edgesWith(cells[i]!, j) : [])));
      coastLines.push({ id: `coast-${coast.replace('/', '-')}`, edges });
      const given = places.units[coast];
      let at: XY;
      if (given) at = toView(given);
      else if (edges.length > 0) at = midpointOf(edges);
      else {
        warnings.push(`${coast}: no place for the coast and no border with its seas; drawn beside ${p.id}`);
        at = [site[0] + UNIT_RADIUS * 2, site[1]];
      }
      units[coast] = pullInside((q) => room(p.id, q), at, site, UNIT_RADIUS);
      if (edges.length > 0) {
        coastNames.push({ text: coast.split('/')[1]!.toLowerCase(), at: pullInside((q) => room(p.id, q), midpointOf(edges), site, 7) });
      }
    }
  }
  // The radius every unit may have: inside its own cell and clear of its neighbours'.
  let unitRadius = UNIT_RADIUS;
  for (const [loc, at] of Object.entries(units)) {
    const space = room(loc.split('/')[0]!, at);
    if (space < MIN_UNIT_RADIUS) warnings.push(`${loc}: the unit has ${space.toFixed(1)} units of room in its province`);
    unitRadius = Math.min(unitRadius, Math.max(MIN_UNIT_RADIUS, Math.floor(space)));
  }
  const locs = Object.keys(units);
  for (const a of locs) {
    for (const b of locs) {
      if (a >= b || a.split('/')[0] === b.split('/')[0]) continue;
      const d = distance(units[a]!, units[b]!);
      if (d < 2 * unitRadius) unitRadius = Math.max(MIN_UNIT_RADIUS, Math.floor(d / 2));
    }
  }

  // Units whole inside the board at the size the client draws them (1.5 times the radius).
  const edge = 1.5 * unitRadius + 1;
  const inBoard = ([x, y]: XY): XY => [Math.min(width - edge, Math.max(edge, x)), Math.min(height - edge, Math.max(edge, y))];
  for (const loc of locs) units[loc] = inBoard(units[loc]!);

  // Names and centres: where the PostScript put them when that is inside the cell and clear
  // of the unit, else around the unit.
  const layoutProvinces: Record<string, ProvinceLayout> = {};
  for (const p of provinces) {
    const inside = (at: XY): number => room(p.id, at);
    const unit = units[p.id]!;
    const kind = kindOf(p.terrain);
    const size = kind === 'water' ? SEA_LABEL_SIZE : LABEL_SIZE;
    const halfWidth = (p.id.length * size * 0.7) / 2;
    const fits = (at: XY): boolean =>
      inside(at) >= size * 0.4 && inside([at[0] - halfWidth, at[1]]) >= 1 && inside([at[0] + halfWidth, at[1]]) >= 1;
    const clearOfUnits = (at: XY, room: number): boolean =>
      [p.id, ...p.coasts].every((loc) => Math.abs(at[0] - units[loc]![0]) > room + halfWidth || Math.abs(at[1] - units[loc]![1]) > room + size / 2);
    const givenLabel = places.labels[p.id] ? toView(places.labels[p.id]!) : null;
    const offsets: XY[] = [[0, 1], [0, -1], [1, 0], [-1, 0], [0.8, 0.8], [-0.8, 0.8], [0.8, -0.8], [-0.8, -0.8]];
    const labelCandidates: XY[] = [
      ...(givenLabel ? [givenLabel] : []),
      ...offsets.map(([dx, dy]): XY => [unit[0] + dx * (unitRadius * 1.2 + halfWidth * Math.abs(dx) + 2), unit[1] + dy * (unitRadius * 1.2 + size * 0.5 + 1)]),
    ];
    let label = labelCandidates.find((c) => fits(c) && clearOfUnits(c, unitRadius * 1.2));
    if (!label) {
      // No room for the name beside the unit: the unit steps aside from the name instead,
      // where it keeps its room and its distance from every other unit.
      label = labelCandidates.find((c) => fits(c)) ?? unit;
      const from = label;
      const moved = offsets
        .map(([dx, dy]): XY => [from[0] + dx * (unitRadius * 1.2 + halfWidth * Math.abs(dx) + 2), from[1] + dy * (unitRadius * 1.2 + size * 0.5 + 1)])
        .find((c) =>
          inside(c) >= unitRadius &&
          inBoard(c)[0] === c[0] && inBoard(c)[1] === c[1] &&
          locs.every((loc) => loc === p.id || distance(units[loc]!, c) >= 2 * unitRadius + 1));
      if (moved) units[p.id] = moved;
      else warnings.push(`${p.id}: the name could not be kept clear of the unit`);
    }
    const unitNow = units[p.id]!;
    let center: XY | null = null;
    if (p.supplyCenter) {
      const givenCentre = places.centres[p.id] ? toView(places.centres[p.id]!) : null;
      const ring = [45, 135, -135, -45, 0, 90, 180, -90].map((deg): XY => {
        const a = (deg * Math.PI) / 180;
        return [unitNow[0] + Math.cos(a) * (unitRadius * 1.5 + CENTER_RADIUS + 2), unitNow[1] + Math.sin(a) * (unitRadius * 1.5 + CENTER_RADIUS + 2)];
      });
      const away = (c: XY): boolean =>
        inside(c) >= CENTER_RADIUS + 1 &&
        distance(c, unitNow) >= unitRadius * 1.5 + CENTER_RADIUS &&
        !(Math.abs(c[0] - label![0]) < halfWidth + CENTER_RADIUS && Math.abs(c[1] - label![1]) < size / 2 + CENTER_RADIUS);
      center = [...(givenCentre ? [givenCentre] : []), ...ring].find(away) ?? null;
      if (!center) {
        warnings.push(`${p.id}: the centre marker could not be kept clear of the unit and name`);
        center = pullInside(inside, givenCentre ?? ring[0]!, unitNow, CENTER_RADIUS);
      }
    }
    layoutProvinces[p.id] = { kind, label: roundPoint(label), center: center && roundPoint(center) };
  }

  // A dislodged unit beside its victor, inside the province where there is room.
  const dislodged: Record<string, Point> = {};
  const around = [-45, 45, -135, 135, 0, 180, -90, 90].map((deg) => (deg * Math.PI) / 180);
  for (const loc of locs) {
    const province = loc.split('/')[0]!;
    const [ux, uy] = units[loc]!;
    const candidates = around.map((a): XY => inBoard([ux + Math.cos(a) * 1.5 * unitRadius, uy + Math.sin(a) * 1.5 * unitRadius]));
    const best = candidates.find((c) => room(province, c) >= unitRadius * 0.6) ?? candidates.reduce((a, b) => (room(province, a) >= room(province, b) ? a : b));
    dislodged[loc] = best;
  }

  const layout: MapLayout = {
    map: map.name,
    viewBox: [0, 0, width, height],
    unitRadius,
    centerRadius: CENTER_RADIUS,
    provinces: layoutProvinces,
    units: roundPoints(units),
    dislodged: roundPoints(dislodged),
  };
  const svg = renderSvg(map, sites, cells, rings, coastLines, coastNames, layout);
  return { svg, layout, layoutText: layoutJson(layout), report, warnings };
}

interface Diagram {
  readonly cells: Cell[];
  /** Each province's outline: the union of its sites' cells. */
  readonly rings: Map<string, XY[][]>;
  readonly report: AdjacencyReport;
  /** The middle of the longest edge between two provinces that share a border, by pair. */
  readonly borderMiddle: Map<string, XY>;
}

/** The Voronoi diagram of the sites, each province's outline, and its borders against the map's. */
function diagramOf(sites: readonly Site[], box: Box, provinces: readonly string[], wanted: ReadonlySet<string>): Diagram {
  const cells = voronoi(sites.map((s) => s.at), box);
  const rings = new Map<string, XY[][]>();
  for (const p of provinces) rings.set(p, outline(cells, sites.flatMap((s, i) => (s.province === p ? [i] : []))));
  const length = new Map<string, number>();
  const longest = new Map<string, [XY, XY]>();
  cells.forEach((cell, i) => {
    const a = sites[i]!.province;
    if (a === null) return;
    for (let e = 0; e < cell.length; e++) {
      const j = cell[e]!.by;
      const b = j >= 0 ? sites[j]!.province : null;
      if (b === null || b === a || a > b) continue;
      const key = pairKey(a, b);
      const edge: [XY, XY] = [cell[e]!.at, cell[(e + 1) % cell.length]!.at];
      const len = distance(edge[0], edge[1]);
      length.set(key, (length.get(key) ?? 0) + len);
      const was = longest.get(key);
      if (!was || distance(was[0], was[1]) < len) longest.set(key, edge);
    }
  });
  const drawn = [...length].filter(([, len]) => len >= MIN_BORDER).map(([key]) => key);
  const borderMiddle = new Map([...longest].map(([key, [a, b]]): [string, XY] => [key, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]]));
  const report: AdjacencyReport = {
    missing: [...wanted].filter((key) => (length.get(key) ?? 0) < MIN_BORDER).sort(),
    extra: drawn.filter((key) => !wanted.has(key)).sort(),
  };
  return { cells, rings, report, borderMiddle };
}

/**
 * The sites of a province whose cells are not joined, edge to edge, to the cell of the
 * province's first site (its unit point; the first `real` sites are those, in order).
 */
function detachedSites(sites: readonly Site[], cells: readonly Cell[], real: number): Set<number> {
  const cut = new Set<number>();
  for (let root = 0; root < real; root++) {
    const province = sites[root]!.province;
    const reached = new Set([root]);
    const queue = [root];
    while (queue.length > 0) {
      const i = queue.pop()!;
      const cell = cells[i]!;
      for (let e = 0; e < cell.length; e++) {
        const j = cell[e]!.by;
        if (j < 0 || reached.has(j) || sites[j]!.province !== province) continue;
        const a = cell[e]!.at;
        const b = cell[(e + 1) % cell.length]!.at;
        // A corner is no joint: the border must have some length.
        if (distance(a, b) < 2) continue;
        reached.add(j);
        queue.push(j);
      }
    }
    sites.forEach((s, i) => {
      if (s.province === province && !reached.has(i)) cut.add(i);
    });
  }
  return cut;
}

/** The indexes of the nearest two sites, one of province a, one of b. */
function nearestPair(sites: readonly Site[], a: string, b: string): [number, number] {
  let best: [number, number] = [-1, -1];
  let least = Infinity;
  sites.forEach((s, i) => {
    if (s.province !== a) return;
    sites.forEach((t, j) => {
      if (t.province !== b) return;
      const d = distance(s.at, t.at);
      if (d < least) { least = d; best = [i, j]; }
    });
  });
  return best;
}

function midpointOf(edges: readonly [XY, XY][]): XY {
  // The middle of the longest edge: a coast of several edges bends, and its mean may lie inland.
  let best = edges[0]!;
  for (const e of edges) if (distance(e[0], e[1]) > distance(best[0], best[1])) best = e;
  return [(best[0][0] + best[1][0]) / 2, (best[0][1] + best[1][1]) / 2];
}

const roundPoint = (p: XY): Point => [round1(p[0]), round1(p[1])];
const roundPoints = (r: Record<string, XY>): Record<string, Point> => {
  const out: Record<string, Point> = {};
  for (const k of Object.keys(r).sort()) out[k] = roundPoint(r[k]!);
  return out;
};

/** The layout file, as scripts/draw-map.ts writes the standard one: a line a province or unit. */
/** The standard drawing's look (scripts/draw-map.ts), with the off-board fillers. */
const STYLE = boardStyle(['.offland{fill:#ddd6c6;stroke:#ddd6c6;stroke-width:.5}', '.offsea{fill:#d3e2eb;stroke:#d3e2eb;stroke-width:.5}']);

function renderSvg(
  map: GameMap,
  sites: readonly Site[],
  cells: readonly Cell[],
  rings: ReadonlyMap<string, XY[][]>,
  coastLines: readonly { id: string; edges: [XY, XY][] }[],
  coastNames: readonly { text: string; at: XY }[],
  layout: MapLayout,
): string {
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const n = (v: number): string => round1(v).toString();
  const path = (points: readonly XY[]): string => `M${points.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}z`;
  const ring = (cell: Cell): string => path(cell.map((v) => v.at));
  const [, , width, height] = layout.viewBox;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`);
  out.push(`<title>${esc(`The ${map.name} Diplomacy board`)}</title>`);
  out.push(svgDefs(STYLE));
  out.push('<g id="provinces">');
  // The fillers first, in two paths; then water, then land over its edges.
  for (const kind of ['offsea', 'offland'] as const) {
    const d = sites.map((s, i) => (s.kind === kind && cells[i]!.length >= 3 ? ring(cells[i]!) : '')).join('');
    if (d) out.push(`<path class="${kind}" d="${d}"/>`);
  }
  for (const kind of ['water', 'land', 'shut'] as const) {
    for (const [id, p] of Object.entries(layout.provinces)) {
      if (p.kind !== kind) continue;
      const name = map.provinces.get(id)!.name;
      out.push(`<path id="${id}" class="${kind}" d="${rings.get(id)!.map(path).join('')}"><title>${esc(name)}</title></path>`);
    }
  }
  out.push('</g>');
  out.push('<g id="coasts">');
  for (const c of coastLines) {
    if (c.edges.length === 0) continue;
    out.push(`<path id="${c.id}" class="coast" d="${c.edges.map(([a, b]) => `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`).join('')}"/>`);
  }
  out.push('</g>');
  out.push(...svgTail(layout.provinces, coastNames));
  return `${out.join('\n')}\n`;
}

// --- Boards on disk -------------------------------------------------------------------------

export const placesFile = (name: string): string => join(MAPS_DIR, name, `${name}.places.json`);
export const svgFile = (name: string): string => join(MAPS_DIR, name, `${name}.svg`);
export const layoutFile = (name: string): string => join(MAPS_DIR, name, `${name}.layout.json`);

/** The boards drawn by this script: every folder of maps/ with a places file. */
export function drawnBoards(): string[] {
  return readdirSync(MAPS_DIR).filter((name) => existsSync(placesFile(name))).sort();
}

/**
 * The board's map: from maps/NAME/ when its .map is there, else the DPjudge's file of the
 * same name (the same facts), else undefined.
 */
export function boardMap(name: string): GameMap | undefined {
  for (const dir of [join(MAPS_DIR, name), REFERENCE_DIR]) {
    if (!existsSync(join(dir, `${name}.map`))) continue;
    const read = loadMapFromDir(dir, name);
    if (!read.ok) throw new Error(`${dir}/${name}.map: ${read.error.message}`);
    return read.value;
  }
  return undefined;
}

export function committedPlaces(name: string): Places {
  return parsePlaces(JSON.parse(readFileSync(placesFile(name), 'utf8')), placesFile(name));
}

/**
 * The DPjudge's .ps of a board: its own, else the standard one when that places every
 * province of the map (1898 and Fleet Rome are the standard board).
 */
function referencePostScript(name: string, map: GameMap): string {
  const own = join(REFERENCE_DIR, `${name}.ps`);
  if (existsSync(own)) return own;
  const standard = join(REFERENCE_DIR, 'standard.ps');
  const places = readPostScript(readFileSync(standard, 'latin1'), 'standard.ps');
  if ([...map.provinces.keys()].every((p) => places.units[p])) return standard;
  throw new Error(`${name}: no ${name}.ps in ${REFERENCE_DIR}, and standard.ps does not place every province`);
}

function main(): void {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const fromReference = args.includes('--reference');
  const psAt = args.indexOf('--ps');
  const psFile = psAt >= 0 ? args[psAt + 1] : undefined;
  const names = args.filter((a, i) => !a.startsWith('--') && !(psAt >= 0 && i === psAt + 1));
  const boards = names.length > 0 ? names : drawnBoards();
  for (const name of boards) {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`${name}: a board's name is small letters, digits and _`);
    const map = boardMap(name);
    if (!map) throw new Error(`${name}: no maps/${name}/${name}.map, nor a DPjudge map of that name`);
    let places: Places;
    if (psFile !== undefined || fromReference || !existsSync(placesFile(name))) {
      const file = psFile ?? referencePostScript(name, map);
      const read = placesForMap(readPostScript(readFileSync(file, 'latin1'), file.split('/').pop()!), map);
      places = read.places;
      if (read.unmatched.length > 0) console.log(`${name}: places of ${file} not on the map: ${read.unmatched.join(' ')}`);
      if (!check) writeFileSync(placesFile(name), placesJson(places));
    } else places = committedPlaces(name);
    const drawing = drawBoard(map, places);
    const { report } = drawing;
    console.log(`${name}: ${map.provinces.size} provinces; svg ${(drawing.svg.length / 1024).toFixed(1)} kB; unit radius ${drawing.layout.unitRadius}; ` +
      `${report.missing.length} neighbours share no border, ${report.extra.length} borders not on the map`);
    if (report.missing.length > 0) console.log(`  neighbours without a border: ${report.missing.join(' ')}`);
    if (report.extra.length > 0) console.log(`  borders between non-neighbours: ${report.extra.join(' ')}`);
    for (const w of drawing.warnings) console.log(`  warning: ${w}`);
    if (check) continue;
    writeFileSync(svgFile(name), drawing.svg);
    writeFileSync(layoutFile(name), drawing.layoutText);
  }
  if (args.includes('--preview') && !check) void previews(boards);
}

const PREVIEW_BYTES = 150_000;

/** Renders maps/NAME/preview.png with Debian's Chromium (never a downloaded one). */
async function previews(boards: readonly string[]): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const name of boards) {
      const svg = readFileSync(svgFile(name), 'utf8');
      const [, , w, h] = /viewBox="([\d. ]+)"/.exec(svg)![1]!.split(' ').map(Number) as [number, number, number, number];
      // As wide as the standard's preview, narrower while the picture is over PREVIEW_BYTES.
      for (const width of [640, 560, 480, 400]) {
        const height = Math.round((width * h) / w);
        const page = await browser.newPage({ viewport: { width, height } });
        const sized = svg.replace(/ width="[\d.]+" height="[\d.]+"/, ` width="${width}" height="${height}"`);
        await page.setContent(`<html><body style="margin:0">${sized}</body></html>`);
        const png = await page.screenshot();
        await page.close();
        if (png.length > PREVIEW_BYTES && width > 400) continue;
        writeFileSync(join(MAPS_DIR, name, 'preview.png'), png);
        console.log(`wrote maps/${name}/preview.png (${width}px, ${Math.round(png.length / 1024)} kB)`);
        break;
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (e) {
    // A board that cannot be drawn is the host's to mend: say what, without a stack.
    console.error(`draw-board: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
