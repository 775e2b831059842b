/**
 * What the two drawing scripts share: the layout file's text and the drawing's look. The
 * standard board (scripts/draw-map.ts) and the generated ones (scripts/draw-board.ts) are
 * drawn alike, so that the client treats every board the same.
 */
import type { MapLayout, ProvinceLayout } from '../shared/map/layout.js';

/** The radius of the supply-centre markers (viewBox units). */
export const CENTER_RADIUS = 4.5;
/** The label font sizes (viewBox units), land and sea. */
export const LABEL_SIZE = 14;
export const SEA_LABEL_SIZE = 13;

/** The layout file: one line a province or a unit, so that a change reads well in a diff. */
export function layoutJson(layout: MapLayout): string {
  const j = JSON.stringify;
  const entries = (record: Readonly<Record<string, unknown>>): string =>
    Object.entries(record).map(([key, v]) => `    ${j(key)}: ${j(v)}`).join(',\n');
  return [
    '{',
    `  "map": ${j(layout.map)},`,
    `  "viewBox": ${j(layout.viewBox)},`,
    `  "unitRadius": ${j(layout.unitRadius)},`,
    `  "centerRadius": ${j(layout.centerRadius)},`,
    '  "provinces": {',
    entries(layout.provinces),
    '  },',
    '  "units": {',
    entries(layout.units),
    '  },',
    '  "dislodged": {',
    entries(layout.dislodged),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The drawing's style sheet, with the classes of a drawing's own regions after land, water and shut. */
export function boardStyle(ownClasses: readonly string[]): string {
  return [
    // Borders keep their width in screen pixels, whatever the size the board is shown at.
    '#provinces path,#coasts path{vector-effect:non-scaling-stroke;stroke-linejoin:round}',
    '.water{fill:#b9d3e3;stroke:#6f93ab;stroke-width:.7}',
    '.land{fill:#ece0bf;stroke:#5c4e36;stroke-width:1}',
    '.shut{fill:url(#hatch);stroke:#5c4e36;stroke-width:1}',
    ...ownClasses,
    '.coast{fill:none;stroke:#1f4f7a;stroke-width:2.5;stroke-linecap:round;stroke-dasharray:5 3}',
    `text{font-family:sans-serif;font-size:${LABEL_SIZE}px;font-weight:700;fill:#2e2618;text-anchor:middle;paint-order:stroke;stroke:#f6efdc;stroke-width:2.5px;stroke-linejoin:round}`,
    `text.sea{font-size:${SEA_LABEL_SIZE}px;font-style:italic;font-weight:600;fill:#1f455e;stroke:#cfe2ee}`,
    'text.coast-name{font-size:10px;font-style:italic;font-weight:700;fill:#1f4f7a;stroke:none}',
    // Only the provinces take the pointer: a click on a name or a marker is a click on the province.
    '#coasts,#centers,#labels{pointer-events:none}',
  ].join('');
}

/** The drawing's <defs>: its style sheet and the hatching of impassable places. */
export function svgDefs(style: string): string {
  return `<defs><style>${style}</style><pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="5" fill="#d9d3c4"/><path d="M0 0V5" stroke="#968d78" stroke-width="1.6"/></pattern></defs>`;
}

/** A coordinate as the drawings write it: to a tenth. */
const n = (v: number): string => (Math.round(v * 10) / 10).toString();

/**
 * The end of a drawing: the supply-centre markers (presentation attributes on the group, so
 * that a client may recolour a marker by its own fill), the provinces' abbreviations and the
 * coasts' names (`at` in viewBox units), and the closing tag.
 */
export function svgTail(provinces: Readonly<Record<string, ProvinceLayout>>, coastNames: readonly { text: string; at: readonly [number, number] }[]): string[] {
  const out: string[] = [];
  out.push('<g id="centers" fill="#fff" stroke="#222" stroke-width="1.2">');
  for (const [id, p] of Object.entries(provinces)) {
    if (p.center) out.push(`<circle class="sc" id="sc-${id}" cx="${n(p.center[0])}" cy="${n(p.center[1])}" r="${CENTER_RADIUS}"/>`);
  }
  out.push('</g>');
  out.push('<g id="labels">');
  for (const [id, p] of Object.entries(provinces)) {
    const size = p.kind === 'water' ? SEA_LABEL_SIZE : LABEL_SIZE;
    const cls = p.kind === 'water' ? ' class="sea"' : '';
    out.push(`<text id="label-${id}"${cls} x="${n(p.label[0])}" y="${n(p.label[1] + size * 0.36)}">${id}</text>`);
  }
  for (const c of coastNames) out.push(`<text class="coast-name" x="${n(c.at[0])}" y="${n(c.at[1] + 3)}">${c.text}</text>`);
  out.push('</g>');
  out.push('</svg>');
  return out;
}
