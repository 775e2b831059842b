/**
 * Where things go on a map's drawing: the layout file written next to the SVG by
 * scripts/draw-map.ts (maps/standard/standard.layout.json). The client draws units at
 * `units[location]`, colours the supply-centre marker `sc-<PROVINCE>` of the SVG, and draws an
 * order's arrow from one unit point to another.
 *
 * Coordinates are in the SVG's viewBox units, x to the right, y downwards.
 */

/** [x, y] in viewBox units. */
export type Point = readonly [number, number];

export type ProvinceKind = 'land' | 'water' | 'shut';

export interface ProvinceLayout {
  readonly kind: ProvinceKind;
  /** The centre of the province's abbreviation, as the SVG draws it. */
  readonly label: Point;
  /** The centre of the supply-centre marker (`<circle id="sc-PAR">`); null if none. */
  readonly center: Point | null;
}

export interface MapLayout {
  /** The map's name: "standard". */
  readonly map: string;
  /** [minX, minY, width, height], as the SVG's viewBox. */
  readonly viewBox: readonly [number, number, number, number];
  /** The radius a unit may be drawn at without leaving the smallest province. */
  readonly unitRadius: number;
  /** The radius of the supply-centre markers. */
  readonly centerRadius: number;
  /** By province abbreviation. */
  readonly provinces: Readonly<Record<string, ProvinceLayout>>;
  /** Where a unit stands, by location: every province and every coast ("SPA/NC"). */
  readonly units: Readonly<Record<string, Point>>;
  /** Where a dislodged unit is drawn, beside the unit that took its place; by location. */
  readonly dislodged: Readonly<Record<string, Point>>;
}

/** What is wrong with a layout file, one line a problem. */
export class LayoutError extends Error {
  override readonly name = 'LayoutError';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isPoint = (v: unknown): v is Point =>
  Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n));

/**
 * Checks a parsed layout file by hand and returns it typed; throws a LayoutError listing
 * every problem found.
 */
export function parseLayout(json: unknown): MapLayout {
  const problems: string[] = [];
  if (!isRecord(json)) throw new LayoutError('a layout is an object');
  if (typeof json.map !== 'string' || json.map === '') problems.push('map: a name');
  const vb = json.viewBox;
  if (!Array.isArray(vb) || vb.length !== 4 || !vb.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    problems.push('viewBox: four numbers');
  }
  for (const key of ['unitRadius', 'centerRadius'] as const) {
    const r = json[key];
    if (typeof r !== 'number' || !(r > 0)) problems.push(`${key}: a positive number`);
  }
  if (!isRecord(json.provinces)) problems.push('provinces: an object');
  else {
    for (const [id, p] of Object.entries(json.provinces)) {
      if (!isRecord(p)) { problems.push(`provinces.${id}: an object`); continue; }
      if (p.kind !== 'land' && p.kind !== 'water' && p.kind !== 'shut') problems.push(`provinces.${id}.kind: land, water or shut`);
      if (!isPoint(p.label)) problems.push(`provinces.${id}.label: a point`);
      if (p.center !== null && !isPoint(p.center)) problems.push(`provinces.${id}.center: a point or null`);
    }
  }
  for (const key of ['units', 'dislodged'] as const) {
    const points = json[key];
    if (!isRecord(points)) problems.push(`${key}: an object`);
    else for (const [loc, p] of Object.entries(points)) if (!isPoint(p)) problems.push(`${key}.${loc}: a point`);
  }
  if (problems.length > 0) throw new LayoutError(problems.join('\n'));
  return json as unknown as MapLayout;
}

/**
 * The closed rings of an SVG path as this project's drawings write them: absolute `M`,
 * relative `l` (its pairs repeating), absolute `L`, and `z`. Throws on anything else.
 */
export function pathRings(d: string): Point[][] {
  const tokens = d.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?|[A-Za-z]/g) ?? [];
  const rings: Point[][] = [];
  let ring: [number, number][] = [];
  let command = '';
  let x = 0;
  let y = 0;
  let i = 0;
  const number = (): number => {
    const t = tokens[i++];
    const n = t === undefined ? NaN : Number(t);
    if (!Number.isFinite(n)) throw new Error(`path: a number expected at token ${i}`);
    return n;
  };
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/^[A-Za-z]$/.test(t)) {
      command = t;
      i++;
      if (command === 'z' || command === 'Z') {
        if (ring.length > 0) rings.push(ring);
        ring = [];
        continue;
      }
    }
    switch (command) {
      case 'M':
        if (ring.length > 0) rings.push(ring);
        x = number(); y = number();
        ring = [[x, y]];
        command = 'L';
        break;
      case 'L':
        x = number(); y = number();
        ring.push([x, y]);
        break;
      case 'l':
        x += number(); y += number();
        ring.push([x, y]);
        break;
      default:
        throw new Error(`path: command ${command || t} is not one this reader knows`);
    }
  }
  if (ring.length > 0) rings.push(ring);
  return rings;
}

/** Whether a point lies inside a set of rings, holes counted by the even-odd rule. */
export function insideRings(rings: readonly (readonly Point[])[], [px, py]: Point): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
