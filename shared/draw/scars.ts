import type { MapLayout, Point } from '../map/layout.js';
import type { GameMap, ProvinceId } from '../map/types.js';
import { closedTitle, cutOffTitle, destroyedTitle, removedTitle } from '../text/global.js';
import type { GlobalView } from '../variants/global/state.js';
import { crossPath } from './pieces.js';
import { pointOf } from './shapes.js';

/**
 * Global Diplomacy's scars on the board, as the view gives them (`GameView.global`): destroyed
 * spaces scorched, removed centres struck out, cut-off centres ringed, closed seasonal spaces
 * iced over. Nothing here decides what is destroyed or closed; it only draws the view. One
 * source for the page's board (web/src/components/Board.tsx) and any picture of it.
 */

/** The fills of scorched and frozen spaces, put in the board's <defs>. */
export const SCAR_DEFS =
  '<pattern id="scorch" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">' +
  '<rect width="7" height="7" fill="#3b2a22"/><path d="M0 0V7" stroke="#b5471b" stroke-width="2.2"/></pattern>' +
  '<pattern id="frozen" width="6" height="6" patternUnits="userSpaceOnUse">' +
  '<rect width="6" height="6" fill="#e9f2f8"/><path d="M0 0L6 6M6 0L0 6" stroke="#7d9db5" stroke-width="1.1"/></pattern>';

/**
 * The style sheet that fills each destroyed space with scorched earth and each closed seasonal
 * space with cross-hatched ice (the drawing's own hatch says "seasonal"; this denser one says
 * "closed now"), by the ids the provinces have in the drawing. After the owners' tints, so
 * that it wins; before the targets' light, which never falls on them.
 */
export function scarStyle(global: GlobalView | undefined): string {
  if (global === undefined) return '';
  return [
    ...global.destroyed.map((p) => `#provinces>#${p}{fill:url(#scorch);stroke:#1d120c;stroke-width:1.5px}`),
    ...global.closed.map((p) => `#provinces>#${p}{fill:url(#frozen);stroke:#3d6a8a;stroke-width:2px;stroke-dasharray:6 3}`),
  ].join('');
}

export type ScarKind = 'destroyed' | 'removed' | 'cutOff' | 'closed';

/** A mark drawn over a scarred space, with the sentence that says what it means. */
export interface ScarMark {
  readonly kind: ScarKind;
  readonly province: ProvinceId;
  readonly at: Point;
  readonly title: string;
}

/**
 * Where each scar is marked: a destroyed or closed space at its unit's point (no unit can
 * stand there, so the mark hides none), a removed or cut-off centre on its centre marker.
 */
export function scarMarks(map: GameMap, layout: MapLayout, global: GlobalView | undefined): ScarMark[] {
  if (global === undefined) return [];
  const marks: ScarMark[] = [];
  const place = (p: ProvinceId): Point | null => pointOf(layout, map, p) ?? layout.provinces[p]?.label ?? null;
  const centre = (p: ProvinceId): Point | null => layout.provinces[p]?.center ?? null;
  const add = (kind: ScarKind, ps: readonly ProvinceId[], at: (p: ProvinceId) => Point | null, title: (map: GameMap, p: ProvinceId) => string) => {
    for (const p of ps) {
      const point = at(p);
      if (point) marks.push({ kind, province: p, at: point, title: title(map, p) });
    }
  };
  add('destroyed', global.destroyed, place, destroyedTitle);
  // A destroyed centre is gone with its space: the scorch says so, no strike is needed.
  const destroyed = new Set(global.destroyed);
  add('removed', global.removed.filter((c) => !destroyed.has(c)), centre, removedTitle);
  add('cutOff', global.cutOff.filter((c) => !destroyed.has(c)), centre, cutOffTitle);
  add('closed', global.closed, place, closedTitle);
  return marks;
}

/** A burst of eight points about `at`, outer radius `r`: the mark of a nuclear blast. */
export function burstPath(at: Point, r: number): string {
  const [cx, cy] = at;
  const k = (v: number) => Math.round(v * 10) / 10;
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * 0.45;
    points.push(`${k(cx + Math.cos(a) * d)} ${k(cy + Math.sin(a) * d)}`);
  }
  return `M${points.join('L')}Z`;
}

/** A snowflake of three crossed strokes about `at`, radius `r`: a space frozen shut this season. */
export function flakePath(at: Point, r: number): string {
  const [cx, cy] = at;
  const k = (v: number) => Math.round(v * 10) / 10;
  const parts: string[] = [];
  for (const deg of [90, 30, -30]) {
    const a = (deg * Math.PI) / 180;
    parts.push(`M${k(cx - Math.cos(a) * r)} ${k(cy - Math.sin(a) * r)}L${k(cx + Math.cos(a) * r)} ${k(cy + Math.sin(a) * r)}`);
  }
  return parts.join('');
}

/** The look of the marks, beside BOARD_STYLE. */
export const SCAR_STYLE = [
  'svg.board .scar.destroyed path{fill:#ffb300;stroke:#1d120c;stroke-width:1.5;stroke-linejoin:round}',
  'svg.board .scar.removed path{stroke:#1d120c;stroke-width:3.5;stroke-linecap:round;fill:none}',
  'svg.board .scar.removed path.casing{stroke:#fff;stroke-width:6.5}',
  'svg.board .scar.cutOff circle{fill:none;stroke:#c62828;stroke-width:2.5;stroke-dasharray:3 2}',
  'svg.board .scar.closed circle{fill:#ffffffd0;stroke:#3d6a8a;stroke-width:1.5}',
  'svg.board .scar.closed path{stroke:#1f4f7a;stroke-width:2;stroke-linecap:round;fill:none}',
].join('');

const n = (v: number): string => String(Math.round(v * 10) / 10);
const xml = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The marks as SVG text, each with its sentence as a title (a pointer or a screen reader learns
 * what it means): `r` is the drawn unit radius, `centre` the layout's centre-marker radius.
 * Text, so that the page's board and the Worker's picture draw the very same marks.
 */
export function scarMarkup(marks: readonly ScarMark[], r: number, centre: number): string {
  const out = marks.map((m) => {
    const [cx, cy] = m.at;
    let body = '';
    switch (m.kind) {
      case 'destroyed':
        body = `<path d="${burstPath(m.at, r * 0.95)}"/>`;
        break;
      case 'removed': {
        const d = crossPath(m.at, centre + 3);
        body = `<path class="casing" d="${d}"/><path d="${d}"/>`;
        break;
      }
      case 'cutOff':
        body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(centre + 5)}"/>`;
        break;
      case 'closed':
        body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}"/><path d="${flakePath(m.at, r * 0.55)}"/>`;
        break;
    }
    return `<g class="scar ${m.kind}" data-scar="${m.kind}" data-province="${xml(m.province)}" role="img" aria-label="${xml(m.title)}"><title>${xml(m.title)}</title>${body}</g>`;
  });
  return `<g class="scars">${out.join('')}</g>`;
}
