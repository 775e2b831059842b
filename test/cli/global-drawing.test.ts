/**
 * The Global board's drawing (maps/global/global.svg, made by scripts/draw-global.ts) against
 * its map (global.map): each province drawn, and two provinces' shapes share a border exactly
 * when the map says they are neighbours. Borders are read from the SVG itself: the script
 * simplifies each run of border once for both sides, so neighbours' outlines share their
 * segments point for point. A shared border shorter than MIN_BORDER viewBox units (two raster
 * cells; the board is 1600 wide) reads as a point, not a border. The exceptions are listed
 * with why; a new one, or one that goes away, fails the test so the list stays true.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMapFromDir } from '../../cli/map-files.js';
import { parseLayout } from '../../shared/map/layout.js';

const root = join(import.meta.dirname, '..', '..');
const svg = readFileSync(join(root, 'maps', 'global', 'global.svg'), 'utf8');
const layout = parseLayout(JSON.parse(readFileSync(join(root, 'maps', 'global', 'global.layout.json'), 'utf8')));
const mapDir = join(root, 'maps', 'global');
const read = loadMapFromDir(mapDir, 'global');
if (!read.ok) throw new Error(read.error.message);
const map = read.value;

const MIN_BORDER = 5;

/** Neighbours the drawing cannot show touching, and touches it cannot avoid, with why. */
const MISSING: Readonly<Record<string, string>> = {
  'CAR-EPA': 'the Panama canal: a four-way crossing (VII.3.a); CAM–COL touch by land, the seas cross at the marked canal',
  'MED-NIO': 'the Suez canal: a four-way crossing (VII.3.a); EGY–ISR touch by land, the seas cross at the marked canal',
  'MIE-TIB': 'KAZ, MIE, PAK and TIB are all four neighbours of each other around Afghanistan; the raster makes one pair meet at a point',
  'BLT-NSE': 'the Danish straits are narrower than the raster (1 cell ≈ 0.6° there); the seaway is the map’s',
  'PNG-QLD': 'the Torres Strait land bridge (VII.3.a) is forced land, but the raster joins it to one side only',
};
const EXTRA: Readonly<Record<string, string>> = {
  'BRA-CAR': 'the Guiana coast, where the sites of the Caribbean and the Mid-Atlantic meet: a few cells',
  'COR-TIM': 'the Torres Strait land bridge leaves a cell-wide channel at its north',
  'ESI-TIB': 'Mongolia, where CHN, ESI, TIB and WSI meet: a few cells',
  'NAT-POL': 'Baffin Bay, west of Greenland: a few cells',
  'IDN-SEA': 'the Malacca Strait: NIO and SCS are kept apart there, so IDN and SEA meet (the map keeps them apart)',
  'NIG-SAT': 'the Gulf of Guinea: the nearest-site rule gives the Bight of Biafra to SAT',
  'PNG-TIM': 'the south coast of New Guinea west of the land bridge faces the Arafura (Timor) Sea',
  'SCS-TIM': 'the seas inside Indonesia are drawn as its land; the raster leaves a channel',
  'TIM-WPA': 'the Banda Sea channel west of New Guinea',
};

function segmentsOf(d: string): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  for (const ring of d.split('z')) {
    const pts = [...ring.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i]!;
      const b = pts[(i + 1) % pts.length]!;
      out.push([a[0], a[1], b[0], b[1]]);
    }
  }
  return out;
}

function drawnBorders(): Map<string, number> {
  const owner = new Map<string, string[]>();
  for (const m of svg.matchAll(/<path id="([A-Z]{3})" class="[^"]*" d="([^"]+)"/g)) {
    for (const [x0, y0, x1, y1] of segmentsOf(m[2]!)) {
      const k = x0 < x1 || (x0 === x1 && y0 < y1) ? `${x0},${y0},${x1},${y1}` : `${x1},${y1},${x0},${y0}`;
      const list = owner.get(k) ?? [];
      list.push(m[1]!);
      owner.set(k, list);
    }
  }
  const length = new Map<string, number>();
  for (const [k, ids] of owner) {
    if (ids.length !== 2 || ids[0] === ids[1]) continue;
    const [x0, y0, x1, y1] = k.split(',').map(Number) as [number, number, number, number];
    const pair = [...ids].sort().join('-');
    length.set(pair, (length.get(pair) ?? 0) + Math.hypot(x1 - x0, y1 - y0));
  }
  return length;
}

function mapPairs(): Set<string> {
  const pairs = new Set<string>();
  for (const info of map.locations.values()) {
    for (const a of info.abuts) {
      const to = a.to.split('/')[0]!;
      if (to !== info.province) pairs.add([info.province, to].sort().join('-'));
    }
  }
  return pairs;
}

describe('the Global board drawing', () => {
  it('draws every province of global.map once, as a shape that clicks, and places each one', () => {
    const drawn = [...svg.matchAll(/<path id="([A-Z]{3})"/g)].map((m) => m[1]!);
    expect(drawn.sort()).toEqual([...map.provinces.keys()].sort());
    for (const [id, p] of map.provinces) {
      expect(layout.provinces[id], id).toBeDefined();
      expect(layout.provinces[id]!.center !== null, id).toBe(p.supplyCenter);
      for (const loc of p.coasts) if (p.terrain !== 'SHUT') expect(layout.units[loc], loc).toBeDefined();
    }
  });

  it('is small enough to ship (under 300 kB)', () => {
    expect(svg.length).toBeLessThan(300 * 1024);
  });

  it('draws the seasonal spaces, the impassable lakes and the canals as the rules have them', () => {
    expect(svg).toMatch(/<path id="ANT" class="land seasonal"/);
    expect(svg).toMatch(/<path id="POL" class="water seasonal"/);
    expect(svg).toMatch(/<path id="VIC" class="shut"/);
    expect(svg).toMatch(/<path id="CAS" class="shut"/);
    expect(svg).toContain('Panama canal');
    expect(svg).toContain('Suez canal');
  });

  it("shares a border between two provinces exactly where global.map makes them neighbours, but for the listed exceptions", () => {
    const drawn = drawnBorders();
    const wanted = mapPairs();
    const touching = new Set([...drawn].filter(([, len]) => len >= MIN_BORDER).map(([pair]) => pair));
    const missing = [...wanted].filter((p) => !touching.has(p)).sort();
    const extra = [...touching].filter((p) => !wanted.has(p)).sort();
    expect(missing).toEqual(Object.keys(MISSING).sort());
    expect(extra).toEqual(Object.keys(EXTRA).sort());
  });
});
