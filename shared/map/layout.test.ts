import { beforeAll, describe, expect, test } from 'vitest';
import { committedFiles, drawStandardBoard, type Drawing } from '../../scripts/draw-map.js';
import { insideRings, LayoutError, parseLayout, pathRings, type MapLayout, type Point } from './layout.js';
import { standardMap } from './standard.js';

const map = standardMap();
const committed = committedFiles();
const layout: MapLayout = parseLayout(JSON.parse(committed.layout));
const svg = committed.svg;

/** The attributes of every element of one name, as written in the SVG. */
function elements(name: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of svg.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]!] = a[2]!;
    out.push(attrs);
  }
  return out;
}

const outline = new Map(elements('path').filter((a) => a.id && map.provinces.has(a.id)).map((a) => [a.id!, pathRings(a.d!)]));

/** A small well-formedness check: tags nest and close, attributes are quoted, entities known. */
function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g;
  let at = 0;
  for (const m of text.matchAll(tag)) {
    const between = text.slice(at, m.index);
    if (/[<>]/.test(between)) problems.push(`stray markup near ${m.index}: ${between.slice(0, 40)}`);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(between)) problems.push(`bad entity near ${m.index}`);
    at = m.index! + m[0].length;
    if (!m[2]) continue;
    if (m[1]) {
      if (stack.pop() !== m[2]) problems.push(`</${m[2]}> closes nothing open at ${m.index}`);
    } else if (!m[4]) stack.push(m[2]);
  }
  if (/[<>]/.test(text.slice(at))) problems.push('stray markup at the end');
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

describe('the standard board drawing', () => {
  let drawing: Drawing;
  beforeAll(() => {
    drawing = drawStandardBoard(map);
  }, 180_000);

  test('the committed SVG and layout are what scripts/draw-map.ts draws (run `npx tsx scripts/draw-map.ts`)', () => {
    expect(drawing.svg === committed.svg).toBe(true);
    expect(drawing.layoutText === committed.layout).toBe(true);
  });

  test('every pair of neighbours on the map shares a border, and no other pair does', () => {
    expect(drawing.report.missing).toEqual([]);
    expect(drawing.report.extra).toEqual([]);
  });

  test('places every label, unit and centre without a problem', () => {
    expect(drawing.warnings).toEqual([]);
  });
});

describe('the SVG', () => {
  test('is well-formed XML with one root', () => {
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  test('has no script, no external reference, no embedded font', () => {
    expect(svg).not.toMatch(/<script|on\w+="|href=|@font-face|@import|url\((?!#)/i);
  });

  test('has the viewBox of the layout', () => {
    expect(svg).toContain(`viewBox="${layout.viewBox.join(' ')}"`);
  });

  test('stays small', () => {
    expect(svg.length).toBeLessThan(150_000);
  });

  test('draws each province once, as land, water or shut', () => {
    for (const p of map.provinces.values()) {
      const paths = elements('path').filter((a) => a.id === p.id);
      expect(paths, p.id).toHaveLength(1);
      const kind = p.terrain === 'WATER' ? 'water' : p.terrain === 'SHUT' ? 'shut' : 'land';
      expect(paths[0]!.class, p.id).toBe(kind);
      expect(layout.provinces[p.id]?.kind, p.id).toBe(kind);
    }
  });

  test('has a marker for every supply centre, and only for them', () => {
    const markers = elements('circle').filter((a) => a.class === 'sc').map((a) => a.id);
    expect(markers.sort()).toEqual([...map.supplyCenters].map((c) => `sc-${c}`).sort());
    for (const p of map.provinces.values()) {
      const center = layout.provinces[p.id]!.center;
      expect(center !== null, p.id).toBe(p.supplyCenter);
      if (center) expect(insideRings(outline.get(p.id)!, center), p.id).toBe(true);
    }
  });

  test('labels every province with its abbreviation, inside it', () => {
    const labels = svg.slice(svg.indexOf('<g id="labels">'));
    for (const p of map.provinces.values()) {
      expect(labels, p.id).toContain(`>${p.id}</text>`);
      expect(insideRings(outline.get(p.id)!, layout.provinces[p.id]!.label), p.id).toBe(true);
    }
  });

  test('draws the coastline of every coast of a two-coast province', () => {
    for (const p of map.provinces.values()) {
      for (const coast of p.coasts) expect(svg, coast).toContain(`id="coast-${coast.replace('/', '-')}"`);
    }
  });
});

describe('the layout', () => {
  const [x0, y0, width, height] = layout.viewBox;
  const inBox = ([x, y]: Point): boolean => x > x0 && y > y0 && x < x0 + width && y < y0 + height;

  test('has a unit point for every location, inside the board and inside its province', () => {
    expect(Object.keys(layout.units).sort()).toEqual([...map.locations.keys()].sort());
    for (const loc of map.locations.values()) {
      const at = layout.units[loc.id]!;
      expect(inBox(at), loc.id).toBe(true);
      expect(insideRings(outline.get(loc.province)!, at), loc.id).toBe(true);
    }
  });

  test('has a place for a dislodged unit at every location, beside the unit and inside the board', () => {
    expect(Object.keys(layout.dislodged).sort()).toEqual([...map.locations.keys()].sort());
    const outside: string[] = [];
    for (const loc of map.locations.values()) {
      const at = layout.dislodged[loc.id]!;
      const [ux, uy] = layout.units[loc.id]!;
      expect(inBox(at), loc.id).toBe(true);
      expect(Math.hypot(at[0] - ux, at[1] - uy), loc.id).toBeLessThanOrEqual(2 * layout.unitRadius);
      if (!insideRings(outline.get(loc.province)!, at)) outside.push(loc.id);
    }
    expect(outside).toEqual([]);
  });

  test('keeps every unit and dislodged unit whole inside the board, at the size the client draws them (nothing cut at the east edge)', () => {
    // The web board draws units at up to 1.5 times the layout's radius, so that they can be read and tapped.
    const m = 1.5 * layout.unitRadius;
    const whole = ([x, y]: Point): boolean => x - m > x0 && y - m > y0 && x + m < x0 + width && y + m < y0 + height;
    const cut = [...Object.entries(layout.units), ...Object.entries(layout.dislodged).map(([k, p]) => [`${k} dislodged`, p] as const)]
      .filter(([, p]) => !whole(p))
      .map(([k]) => k);
    expect(cut).toEqual([]);
  });

  test('puts each coast on its own side of the province', () => {
    for (const p of map.provinces.values()) {
      const [a, b] = p.coasts;
      if (!a || !b) continue;
      const pa = layout.units[a]!;
      const pb = layout.units[b]!;
      expect(Math.hypot(pa[0] - pb[0], pa[1] - pb[1]), p.id).toBeGreaterThan(4 * layout.unitRadius);
    }
  });

  test('keeps two units in neighbouring provinces apart', () => {
    const tight: string[] = [];
    const ids = Object.keys(layout.units);
    for (const a of ids) {
      for (const b of ids) {
        if (a >= b || a.split('/')[0] === b.split('/')[0]) continue;
        const [ax, ay] = layout.units[a]!;
        const [bx, by] = layout.units[b]!;
        if (Math.hypot(ax - bx, ay - by) < 2 * layout.unitRadius) tight.push(`${a} ${b}`);
      }
    }
    expect(tight).toEqual([]);
  });
});

describe('parseLayout', () => {
  test('lists every problem of a bad file', () => {
    expect(() => parseLayout({ map: '', viewBox: [0, 0], unitRadius: 0, provinces: { PAR: { kind: 'hill', label: [1] } }, units: { PAR: 'x' } }))
      .toThrow(LayoutError);
    const bad = { map: 'x', viewBox: [0, 0, 1, 1], unitRadius: 1, centerRadius: 1, provinces: { PAR: { kind: 'hill', label: [1], center: 3 } }, units: { PAR: 'x' } };
    expect(() => parseLayout(bad)).toThrow([
      'provinces.PAR.kind: land, water or shut',
      'provinces.PAR.label: a point',
      'provinces.PAR.center: a point or null',
      'units.PAR: a point',
      'dislodged: an object',
    ].join('\n'));
  });

  test('pathRings reads M, l, L and z, and insideRings counts holes', () => {
    const rings = pathRings('M0 0l10 0 0 10-10 0zM2 2L8 2 8 8 2 8z');
    expect(rings).toEqual([[[0, 0], [10, 0], [10, 10], [0, 10]], [[2, 2], [8, 2], [8, 8], [2, 8]]]);
    expect(insideRings(rings, [1, 1])).toBe(true);
    expect(insideRings(rings, [5, 5])).toBe(false);
    expect(() => pathRings('M0 0C1 1 2 2 3 3')).toThrow();
  });
});
