import type { GameView } from '../api.js';
import { centreSeries, labelPlaces, lineStyle, pointsText, seriesCoords, stagger, type Marker } from '../game/chart.js';
import { powerLabel, useColours } from '../powers.js';

const W = 320;
/** The chart's height for a few powers; a map of many (Chaos has 34) gets room for each name at the right. */
const MIN_H = 170;
const NAME_GAP = 9;
const PAD = { left: 24, right: 52, top: 8, bottom: 22 };

/**
 * Supply centres per power, from the starting position and then one point a game-year, drawn
 * in SVG; the same figures in a table. Powers with equal counts stay apart: their lines are
 * drawn side by side, each with its own dash and marker, and named at their ends.
 */
export function CentreChart({ game }: { game: GameView }) {
  const powerColour = useColours();
  const powers = game.seats.map((s) => s.power);
  const series = centreSeries(powers, game.centres);
  const H = Math.max(MIN_H, series.powers.length * NAME_GAP + PAD.top + PAD.bottom + 6);
  const w = W - PAD.left - PAD.right;
  const h = H - PAD.top - PAD.bottom;
  const top = Math.max(series.max, 1);
  const ticks = [...new Set([0, Math.round(top / 2), top])];
  const step = series.labels.length > 1 ? w / (series.labels.length - 1) : 0;
  const n = series.powers.length;
  const lines = series.powers.map((s, i) => {
    const lift = stagger(i, n);
    const points = seriesCoords(s.counts, top, w, h, lift);
    return { ...s, index: i, lift, points, colour: powerColour(s.power), style: lineStyle(i) };
  });
  const names = labelPlaces(
    lines.map((l) => l.points[l.points.length - 1]?.[1] ?? h),
    NAME_GAP,
    0,
    h + 6,
  );
  return (
    <div>
      <h2>Supply centres</h2>
      <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Supply centres of each power, from the start and then year by year (the table below gives the figures)">
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={0} x2={w} y1={h - (t / top) * h} y2={h - (t / top) * h} class="grid" />
              <text x={-4} y={h - (t / top) * h + 3} class="axis" style="text-anchor:end">
                {t}
              </text>
            </g>
          ))}
          {series.labels.map((y, i) => (
            <text key={y} x={i * step} y={h + 15} class="axis" style={`text-anchor:${i === 0 && series.labels.length > 1 ? 'start' : 'middle'}`}>
              {series.labels.length > 8 && i % 2 === 1 ? '' : y}
            </text>
          ))}
          {lines.map((l, i) => {
            const end = l.points[l.points.length - 1];
            return (
              <g key={l.power} class="series" data-power={l.power}>
                <polyline points={pointsText(l.points)} fill="none" stroke={l.colour} stroke-width={2} stroke-dasharray={l.style.dash || undefined} />
                {/* A marker a point, so that a game of one year still shows its figures. */}
                {l.points.map(([cx, cy], k) => (
                  <MarkerView key={k} marker={l.style.marker} x={cx} y={cy} colour={l.colour} />
                ))}
                {end && (
                  <>
                    <line x1={end[0] + 4} y1={end[1]} x2={w + 6} y2={names[i]!} class="leader" stroke={l.colour} />
                    <text x={w + 8} y={names[i]! + 3} class="line-name" style={`fill:${l.colour}`}>
                      {powerLabel(l.power)}
                    </text>
                  </>
                )}
              </g>
            );
          })}
        </g>
      </svg>
      <table class="chart-table">
        <thead>
          <tr>
            <th scope="col">Power</th>
            {series.labels.map((y) => (
              <th key={y} scope="col">
                {y}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.power}>
              <th scope="row">
                <span class="swatch" style={{ background: l.colour }} aria-hidden="true" /> {powerLabel(l.power)}
              </th>
              {l.counts.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One point of a line, in the power's own shape. */
function MarkerView({ marker, x, y, colour }: { marker: Marker; x: number; y: number; colour: string }) {
  const r = 2.8;
  switch (marker) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} fill={colour} />;
    case 'square':
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} fill={colour} />;
    case 'triangle':
      return <polygon points={`${x},${y - r * 1.2} ${x + r * 1.1},${y + r * 0.8} ${x - r * 1.1},${y + r * 0.8}`} fill={colour} />;
    case 'triangle-down':
      return <polygon points={`${x},${y + r * 1.2} ${x + r * 1.1},${y - r * 0.8} ${x - r * 1.1},${y - r * 0.8}`} fill={colour} />;
    case 'diamond':
      return <polygon points={`${x},${y - r * 1.3} ${x + r * 1.3},${y} ${x},${y + r * 1.3} ${x - r * 1.3},${y}`} fill={colour} />;
    case 'plus':
      return <path d={`M${x - r * 1.3} ${y}H${x + r * 1.3}M${x} ${y - r * 1.3}V${y + r * 1.3}`} stroke={colour} stroke-width={2} />;
    case 'cross':
      return <path d={`M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`} stroke={colour} stroke-width={2} />;
  }
}
