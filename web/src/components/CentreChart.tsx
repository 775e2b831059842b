import type { GameView } from '../api.js';
import { centreSeries, seriesPoints } from '../game/chart.js';
import { powerColour, powerLabel } from '../powers.js';

const W = 300;
const H = 160;
const PAD = { left: 28, right: 8, top: 8, bottom: 22 };

/** Supply centres per power, one point a game-year, drawn in SVG; the same figures in a table. */
export function CentreChart({ game }: { game: GameView }) {
  const powers = game.seats.map((s) => s.power);
  const series = centreSeries(powers, [...game.history.map((h) => h.position), game.position]);
  const w = W - PAD.left - PAD.right;
  const h = H - PAD.top - PAD.bottom;
  const top = Math.max(series.max, 1);
  const ticks = [0, Math.round(top / 2), top];
  const step = series.years.length > 1 ? w / (series.years.length - 1) : 0;
  return (
    <div>
      <h2>Supply centres</h2>
      <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Supply centres of each power, year by year (the table below gives the figures)">
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={0} x2={w} y1={h - (t / top) * h} y2={h - (t / top) * h} class="grid" />
              <text x={-4} y={h - (t / top) * h + 3} class="axis" text-anchor="end">
                {t}
              </text>
            </g>
          ))}
          {series.years.map((y, i) => (
            <text key={y} x={i * step} y={h + 15} class="axis" text-anchor="middle">
              {series.years.length > 8 && i % 2 === 1 ? '' : y}
            </text>
          ))}
          {series.powers.map((s) => (
            <g key={s.power}>
              <polyline points={seriesPoints(s.counts, top, w, h)} fill="none" stroke={powerColour(s.power)} stroke-width={2} />
              {/* A dot a year, so that a game of one year still shows its figures. */}
              {seriesPoints(s.counts, top, w, h)
                .split(' ')
                .map((p, i) => {
                  const [cx, cy] = p.split(',').map(Number);
                  return <circle key={i} cx={cx} cy={cy} r={2.5} fill={powerColour(s.power)} />;
                })}
            </g>
          ))}
        </g>
      </svg>
      <table class="chart-table">
        <thead>
          <tr>
            <th scope="col">Power</th>
            {series.years.map((y) => (
              <th key={y} scope="col">
                {y}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.powers.map((s) => (
            <tr key={s.power}>
              <th scope="row">
                <span class="swatch" style={{ background: powerColour(s.power) }} aria-hidden="true" /> {powerLabel(s.power)}
              </th>
              {s.counts.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
