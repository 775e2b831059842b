import { parsePhase } from '../../../shared/map/phase.js';

/**
 * Supply centres per power over the game, as the view gives them (`centres`): first the
 * starting position (the centres before the first phase), then one point a game-year (the
 * judge takes the last board of each year: ownership changes only after Fall).
 */
export interface CentreSeries {
  /** "Start", then the years: "1901", "1902" … */
  readonly labels: readonly string[];
  readonly powers: readonly { readonly power: string; readonly counts: readonly number[] }[];
  readonly max: number;
}

export const START = 'Start';

export interface CentrePoint {
  readonly phase: string;
  readonly counts: Readonly<Record<string, number>>;
}

export function centreSeries(powers: readonly string[], points: readonly CentrePoint[]): CentreSeries {
  const series = powers.map((power) => ({ power, counts: points.map((p) => p.counts[power] ?? 0) }));
  const max = Math.max(0, ...series.flatMap((s) => s.counts));
  const year = (p: CentrePoint): string => {
    const phase = parsePhase(p.phase);
    return phase.ok ? String(phase.value.year) : p.phase;
  };
  return { labels: points.length === 0 ? [] : [START, ...points.slice(1).map(year)], powers: series, max };
}

/**
 * The polyline of one power in a box of `width` × `height`, points spread evenly, moved
 * `lift` up (see `stagger`).
 */
export function seriesPoints(counts: readonly number[], max: number, width: number, height: number, lift = 0): string {
  return pointsText(seriesCoords(counts, max, width, height, lift));
}

/** Points as a polyline's `points` attribute: "0,50 50,25". */
export const pointsText = (points: readonly (readonly [number, number])[]): string => points.map(([x, y]) => `${x},${y}`).join(' ');

/** The points of `seriesPoints` as numbers, for the markers and the names drawn at them. */
export function seriesCoords(counts: readonly number[], max: number, width: number, height: number, lift = 0): [number, number][] {
  const top = Math.max(1, max);
  const step = counts.length > 1 ? width / (counts.length - 1) : 0;
  return counts.map((c, i) => [round(i * step), round(height - (c / top) * height - lift)]);
}

/**
 * How far the line of the `index`-th of `count` powers is moved up, in the chart's units:
 * powers with the same count (seven at 3 or 4 at the start) are drawn side by side, a line's
 * width apart, instead of one on top of the other.
 */
export function stagger(index: number, count: number, gap = 2.2): number {
  return round((index - (count - 1) / 2) * gap);
}

/** Each power's line has a dash pattern and a marker of its own, so that equal lines stay told apart without colour. */
export const DASHES = ['', '7 3', '2 3', '9 3 2 3', '4 4', '1 2', '12 4'];
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'triangle-down', 'plus', 'cross'] as const;
export type Marker = (typeof MARKERS)[number];
export const lineStyle = (index: number): { dash: string; marker: Marker } => ({
  dash: DASHES[index % DASHES.length]!,
  marker: MARKERS[index % MARKERS.length]!,
});

/**
 * Where the names at the lines' right ends go: at each line's end, pushed apart to at least
 * `gap` so that powers ending on the same count each keep a readable name; kept within
 * [low, high] when there is room. Given and answered in the order of `ends`.
 */
export function labelPlaces(ends: readonly number[], gap: number, low: number, high: number): number[] {
  const order = ends.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const placed = order.map((o) => o.y);
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k]!, placed[k - 1]! + gap);
  // Pushed past the bottom: slide the whole stack back up, as far as the top allows.
  const over = placed.length > 0 ? placed[placed.length - 1]! - high : 0;
  if (over > 0) {
    for (let k = placed.length - 1; k >= 0; k--) {
      const limit = k === placed.length - 1 ? high : placed[k + 1]! - gap;
      placed[k] = Math.max(low, Math.min(placed[k]!, limit));
    }
  }
  const out = new Array<number>(ends.length);
  order.forEach((o, k) => (out[o.i] = round(placed[k]!)));
  return out;
}

const round = (n: number) => Math.round(n * 10) / 10;
