import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { area, borderWith, clipToSite, outline, pullInside, ringRoom, voronoi, type XY } from '../../scripts/board-geometry.js';
import { boardMap, committedPlaces, drawBoard, drawnBoards, layoutFile, placesForMap, readPostScript, svgFile } from '../../scripts/draw-board.js';
import { insideRings, parseLayout, pathRings } from '../../shared/map/layout.js';
import { standardMap } from '../../shared/map/standard.js';

/**
 * The generated drawings of the variant boards (scripts/draw-board.ts): the geometry they are
 * made with, the reading of a DPjudge .ps, and each committed board against what the script
 * makes of its places file and map.
 */

describe('the Voronoi geometry', () => {
  const box = [0, 0, 100, 100] as const;
  const sites: XY[] = [[25, 25], [75, 25], [25, 75], [75, 75], [50, 50]];
  const cells = voronoi(sites, box);

  test('the cells cover the box once', () => {
    const total = cells.reduce((sum, c) => sum + area(c), 0);
    expect(total).toBeCloseTo(100 * 100, 6);
  });

  test('each site lies in its own cell, and a shared border is seen the same from both sides', () => {
    cells.forEach((c, i) => expect(ringRoom([c.map((v) => v.at)], sites[i]!), `site ${i}`).toBeGreaterThan(0));
    // The centre site's cell is the diamond between the four corners' sites.
    for (let i = 0; i < 4; i++) {
      expect(borderWith(cells[4]!, i)).toBeGreaterThan(0);
      expect(borderWith(cells[4]!, i)).toBeCloseTo(borderWith(cells[i]!, 4), 9);
    }
    // Diagonal corners meet nowhere.
    expect(borderWith(cells[0]!, 3)).toBe(0);
  });

  test('a clip marks the new edge with the site across it', () => {
    const square = [{ at: [0, 0] as XY, by: -1 }, { at: [10, 0] as XY, by: -1 }, { at: [10, 10] as XY, by: -1 }, { at: [0, 10] as XY, by: -1 }];
    const half = clipToSite(square, [2, 5], [8, 5], 7);
    expect(area(half)).toBeCloseTo(50, 9);
    expect(borderWith(half, 7)).toBeCloseTo(10, 9);
  });

  test('the outline of several cells is one ring around them, without the borders between them', () => {
    const rings = outline(cells, [0, 1]);
    expect(rings).toHaveLength(1);
    expect(area(rings[0]!.map((at) => ({ at, by: -1 })))).toBeCloseTo(area(cells[0]!) + area(cells[1]!), 6);
    // The border between the two cells runs inside the outline.
    expect(ringRoom(rings, [50, 10])).toBeGreaterThan(0);
  });

  test('a point is pulled inside a shape toward an anchor, with the room asked for', () => {
    const rings: XY[][] = [[[0, 0], [10, 0], [10, 10], [0, 10]]];
    const room = (p: XY): number => ringRoom(rings, p);
    const at = pullInside(room, [12, 5], [5, 5], 2);
    expect(room(at)).toBeGreaterThanOrEqual(2);
    expect(at[0]).toBeCloseTo(8, 3);
    expect(pullInside(room, [4, 4], [5, 5], 2)).toEqual([4, 4]);
  });
});

describe('reading a DPjudge PostScript map', () => {
  const ps = [
    '%!PS-Adobe-3.0',
    '% INFO',
    '%  122  165 SPA    Spain',
    '%   77  211 SPA/NC Spain (north coast)',
    '%  300  100 XYZ    Portugal',
    '% MAP',
    '/VisitSupplies {',
    '\t/SPA 130 170 s',
    '} def',
    '/VisitTerritories {',
    '\t(SPA) 120 160 c',
    '\t(XYZ) 301 99 l',
    '} def',
    '/MapForm <<',
    '\t/Matrix [ 2 0 0 2 22 25 ]',
    '\t/BBox [ 0 0 300 250 ]',
  ].join('\n');

  test('takes the unit points, names, centres and frame', () => {
    const read = readPostScript(ps, 'test.ps');
    expect(read.units).toEqual({ SPA: [122, 165], 'SPA/NC': [77, 211], XYZ: [300, 100] });
    expect(read.centres).toEqual({ SPA: [130, 170] });
    expect(read.labels).toEqual({ SPA: [120, 160], XYZ: [301, 99] });
    expect(read.frame).toEqual([22, 25, 622, 525]);
  });

  test("finds a place the .ps spells otherwise by the map's name for it", () => {
    const { places, unmatched } = placesForMap(readPostScript(ps, 'test.ps'), standardMap());
    expect(places.units).toEqual({ SPA: [122, 165], 'SPA/NC': [77, 211], POR: [300, 100] });
    expect(places.labels).toEqual({ SPA: [120, 160], POR: [301, 99] });
    expect(unmatched).toEqual([]);
  });

  test('says which province has no place', () => {
    const { places } = placesForMap(readPostScript(ps, 'test.ps'), standardMap());
    expect(() => drawBoard(standardMap(), places)).toThrow(/no place in test\.ps for ADR, AEG/);
  });
});

describe.each(drawnBoards())('the drawing of %s', (name) => {
  const map = boardMap(name);
  // Without the board's .map (in maps/ or the DPjudge reference beside the project) there is nothing to check against.
  const drawing = map ? drawBoard(map, committedPlaces(name)) : undefined;
  const svg = readFileSync(svgFile(name), 'utf8');
  const layout = parseLayout(JSON.parse(readFileSync(layoutFile(name), 'utf8')));

  test.skipIf(!map)(`is what scripts/draw-board.ts makes of maps/${name}/${name}.places.json (run \`npx tsx scripts/draw-board.ts ${name}\`)`, () => {
    expect(drawing!.svg === svg).toBe(true);
    expect(drawing!.layoutText === readFileSync(layoutFile(name), 'utf8')).toBe(true);
  });

  test.skipIf(!map)('draws every province once, of its kind, with a unit point for every location and a marker for every centre', () => {
    const paths = new Map<string, { kind: string; rings: ReturnType<typeof pathRings> }>();
    for (const m of svg.matchAll(/<path id="([A-Z0-9]{3})" class="(\w+)" d="([^"]+)"/g)) {
      expect(paths.has(m[1]!), `${m[1]} drawn twice`).toBe(false);
      paths.set(m[1]!, { kind: m[2]!, rings: pathRings(m[3]!) });
    }
    expect([...paths.keys()].sort()).toEqual([...map!.provinces.keys()].sort());
    expect(Object.keys(layout.units).sort()).toEqual([...map!.locations.keys()].sort());
    expect(Object.keys(layout.dislodged).sort()).toEqual([...map!.locations.keys()].sort());
    const markers = [...svg.matchAll(/<circle class="sc" id="sc-(\w+)"/g)].map((m) => m[1]);
    expect(markers.sort()).toEqual([...map!.supplyCenters].sort());
    const outside: string[] = [];
    for (const p of map!.provinces.values()) {
      const kind = p.terrain === 'WATER' ? 'water' : p.terrain === 'SHUT' ? 'shut' : 'land';
      expect(paths.get(p.id)!.kind, p.id).toBe(kind);
      expect(layout.provinces[p.id]!.kind, p.id).toBe(kind);
      const rings = paths.get(p.id)!.rings;
      expect(layout.provinces[p.id]!.center !== null, p.id).toBe(p.supplyCenter);
      const center = layout.provinces[p.id]!.center;
      if (center && !insideRings(rings, center)) outside.push(`${p.id} centre`);
      if (!insideRings(rings, layout.provinces[p.id]!.label)) outside.push(`${p.id} name`);
      for (const loc of [p.id, ...p.coasts]) if (!insideRings(rings, layout.units[loc]!)) outside.push(loc);
    }
    expect(outside).toEqual([]);
  });

  test('is a small SVG of the viewBox of its layout, without script or outside reference', () => {
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${layout.viewBox.join(' ')}"`)).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|on\w+="|href=|@font-face|@import|url\((?!#)/i);
    expect(svg.length).toBeLessThan(150_000);
  });

  test('keeps two units of different provinces apart', () => {
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

  test('keeps every unit whole inside the board at the size the client draws them', () => {
    const [x0, y0, width, height] = layout.viewBox;
    const m = 1.5 * layout.unitRadius;
    const cut = Object.entries(layout.units).filter(([, [x, y]]) => !(x - m > x0 && y - m > y0 && x + m < x0 + width && y + m < y0 + height));
    expect(cut.map(([loc]) => loc)).toEqual([]);
  });
});
