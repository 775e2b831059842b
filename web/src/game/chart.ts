import type { Position } from '../../../shared/adjudicate/types.js';
import { parsePhase } from '../../../shared/map/phase.js';

/**
 * Supply centres per power over the game, one point a game-year: ownership changes only
 * after Fall, so the last position seen in each year is that year's count.
 */
export interface CentreSeries {
  readonly years: readonly number[];
  readonly powers: readonly { readonly power: string; readonly counts: readonly number[] }[];
  readonly max: number;
}

export function centreSeries(powers: readonly string[], positions: readonly Position[]): CentreSeries {
  const byYear = new Map<number, Position>();
  for (const p of positions) {
    const phase = parsePhase(p.phase);
    if (phase.ok) byYear.set(phase.value.year, p);
  }
  const years = [...byYear.keys()].sort((a, b) => a - b);
  const series = powers.map((power) => ({
    power,
    counts: years.map((y) => (byYear.get(y)!.centers[power] ?? []).length),
  }));
  const max = Math.max(0, ...series.flatMap((s) => s.counts));
  return { years, powers: series, max };
}

/** The polyline of one power in a box of `width` × `height`, years spread evenly. */
export function seriesPoints(counts: readonly number[], max: number, width: number, height: number): string {
  const top = Math.max(1, max);
  const step = counts.length > 1 ? width / (counts.length - 1) : 0;
  return counts.map((c, i) => `${round(i * step)},${round(height - (c / top) * height)}`).join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
