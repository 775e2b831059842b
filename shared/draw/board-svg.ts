import { unitWord } from '../text/words.js';
import type { Position, Unit } from '../adjudicate/types.js';
import type { MapLayout, Point } from '../map/layout.js';
import type { GameMap } from '../map/types.js';
import type { Sight } from '../views/types.js';
import { powerLabel, type ColourOf } from './colours.js';
import { FOG_DEFS, FOG_NOTE, fogStyle, unknownCentres } from './fog.js';
import { ownerFills, ownerStyle } from './owners.js';
import { CHAIN_STYLE, chainMarkup, chainTargetMarkup, type ChainShape } from './chains.js';
import { SCAR_DEFS, SCAR_STYLE, scarMarks, scarMarkup, scarStyle } from './scars.js';
import type { GlobalView } from '../variants/global/state.js';
import { BADGE_RADIUS, badgePoint, crossPath, glyphPoint, plusPath, trefoilPath, unitGlyph, unitOutline, type UnitOutline } from './pieces.js';
import { asidePoint, HOLD_RING_GAP, pointOf, shapeArrow, UNIT_SCALE, type Shape } from './shapes.js';
import { BOARD_STYLE } from './style.js';

/**
 * The board as one SVG document, text only (no DOM): the map's drawing, land shaded by owner,
 * the orders' shapes, the units, and BLIND fog where the view has a sight. The Worker sends it
 * as the MAP mail command's attachment; the page's board (web/src/components/Board.tsx) draws
 * the same pieces from the same modules (pieces, owners, fog, shapes, style) with its own
 * interactive layers on top.
 */
export interface BoardPicture {
  readonly map: GameMap;
  readonly layout: MapLayout;
  /** The inside of the drawing's <svg> element (innerSvg); null: units on a blank sea. */
  readonly drawing: string | null;
  /** The position as the viewer's view gives it (already cut to his sight). */
  readonly position: Position;
  /** Present for a BLIND viewer: everything outside it is drawn in fog. */
  readonly sight?: Sight;
  readonly colourOf: ColourOf;
  readonly shapes?: readonly Shape[];
  /** The document's title: "Game g1, Spring 1901 movement". */
  readonly title: string;
  /** Global Diplomacy: the scars the view gives, and the bombing orders as chains. */
  readonly global?: GlobalView;
  readonly chains?: readonly ChainShape[];
}

/** What lies between the outer <svg …> and </svg> of a drawing; null if it is not one. */
export function innerSvg(text: string): string | null {
  const open = /<svg\b[^>]*>/.exec(text);
  const close = text.lastIndexOf('</svg>');
  if (!open || close < 0) return null;
  return text.slice(open.index + open[0].length, close);
}

/** Text made safe inside XML character data and attribute values. */
export const xmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v: number): string => String(Math.round(v * 10) / 10);

function outlineMarkup(o: UnitOutline, attrs: string): string {
  switch (o.tag) {
    case 'circle':
      return `<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r)}" ${attrs}/>`;
    case 'rect':
      return `<rect x="${n(o.x)}" y="${n(o.y)}" width="${n(o.width)}" height="${n(o.height)}" rx="${n(o.rx)}" ${attrs}/>`;
    case 'path':
      return `<path d="${o.d}" ${attrs}/>`;
  }
}

/** The whole board as an SVG document. */
export function boardSvg(p: BoardPicture): string {
  const { map, layout, position } = p;
  const [x, y, w, h] = layout.viewBox;
  const r = layout.unitRadius * UNIT_SCALE;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="board" viewBox="${x} ${y} ${w} ${h}" width="${w}" height="${h}">`);
  out.push(`<title>${xmlText(p.title)}</title>`);
  out.push(`<defs>${FOG_DEFS}${p.global ? SCAR_DEFS : ''}</defs>`);
  out.push(p.drawing ?? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#b9d3e3"/>`);
  out.push(`<style>${BOARD_STYLE}${ownerStyle(ownerFills(map, position, p.colourOf))}${fogStyle(map, p.sight)}${p.global ? SCAR_STYLE + CHAIN_STYLE + scarStyle(p.global) : ''}</style>`);
  out.push('<g class="owners">');
  for (const [power, centres] of Object.entries(position.centers)) {
    for (const c of centres) {
      const at = layout.provinces[c]?.center;
      if (at) out.push(`<circle class="owner" cx="${n(at[0])}" cy="${n(at[1])}" r="${n(layout.centerRadius + 1.5)}" fill="${p.colourOf(power)}"/>`);
    }
  }
  out.push('</g>');
  if (p.sight !== undefined) out.push(unknownCentresMarkup(p));
  if (p.global) out.push(scarMarkup(scarMarks(map, layout, p.global), r, layout.centerRadius));
  const shapes = p.shapes ?? [];
  out.push(`<g class="orders">${shapes.filter((s) => s.kind !== 'fail' && s.kind !== 'disband').map((s) => shapeMarkup(s, r, p.colourOf)).join('')}</g>`);
  if ((p.chains ?? []).length > 0) out.push(chainMarkup(p.chains!, r, p.colourOf));
  out.push(`<g class="marks">${shapes.map((s) => (s.kind === 'fail' ? failMarkup(s.at, r) : '')).join('')}</g>`);
  if (p.drawing !== null) out.push('<use href="#labels" xlink:href="#labels"/>');
  out.push('<g class="units">');
  for (const u of position.units) out.push(unitMarkup(p, u, layout.units[u.at] ?? pointOf(layout, map, u.at), r, false));
  for (const u of position.dislodged) out.push(unitMarkup(p, u, asidePoint(layout, map, u.at), r * 0.85, true));
  out.push('</g>');
  if ((p.chains ?? []).length > 0) out.push(chainTargetMarkup(p.chains!, r));
  out.push(`<g class="orders removals">${shapes.map((s) => (s.kind === 'disband' ? shapeMarkup(s, r, p.colourOf) : '')).join('')}</g>`);
  if (p.sight !== undefined) out.push(fogNoteMarkup(x, y, w));
  out.push(legendMarkup(p, x, y, w, h));
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

function unitMarkup(p: BoardPicture, u: Unit, at: Point | null, r: number, dislodged: boolean): string {
  if (at === null) return '';
  const name = `${powerLabel(u.power)} ${unitWord(u.kind)} in ${p.map.locations.get(u.at)?.name ?? u.at}${dislodged ? ', dislodged' : ''}`;
  const [gx, gy] = glyphPoint(at, r);
  return (
    `<g class="unit${dislodged ? ' dislodged' : ''}" data-at="${xmlText(u.at)}" data-power="${xmlText(u.power)}" data-kind="${u.kind}"><title>${xmlText(name)}</title>` +
    `${outlineMarkup(unitOutline(u.kind, at, r), `fill="${p.colourOf(u.power)}" class="body"`)}${unitMarkMarkup(u.kind, at, r, gx, gy)}</g>`
  );
}

/** What is drawn on a unit's outline: its letter, or an arsenal's radiation badge. */
function unitMarkMarkup(kind: Unit['kind'], at: Point, r: number, gx: number, gy: number): string {
  if (kind === 'AS') {
    const [bx, by] = badgePoint(at, r);
    return `<circle class="badge" cx="${n(bx)}" cy="${n(by)}" r="${n(r * BADGE_RADIUS)}"/><path class="trefoil" d="${trefoilPath(at, r)}"/>`;
  }
  const glyph = unitGlyph(kind);
  return glyph === null ? '' : `<text x="${n(gx)}" y="${n(gy)}" class="glyph">${glyph}</text>`;
}

/** Each centre whose owner the viewer cannot see: a grey ring with a question mark. */
function unknownCentresMarkup(p: BoardPicture): string {
  const marks = unknownCentres(p.map, p.sight!).map((c) => {
    const at = p.layout.provinces[c]?.center;
    if (!at) return '';
    const rr = p.layout.centerRadius + 3;
    return `<g class="unknown-centre" data-at="${c}"><circle cx="${n(at[0])}" cy="${n(at[1])}" r="${n(rr)}"/><text x="${n(at[0])}" y="${n(at[1] + rr * 0.55)}">?</text></g>`;
  });
  return `<g class="unknown-centres">${marks.join('')}</g>`;
}

/** The fog's sentence, in a box at the top left, inside the picture (a mail has no page around it). */
function fogNoteMarkup(x: number, y: number, w: number): string {
  const width = Math.min(w - 16, FOG_NOTE.length * 8.9 + 16);
  return `<g class="fog-note"><rect x="${x + 8}" y="${y + 8}" width="${n(width)}" height="26" rx="4"/><text x="${x + 16}" y="${y + 26}">${xmlText(FOG_NOTE)}</text></g>`;
}

/**
 * The key to the colours, at the bottom left: a mail has no page around the picture to name
 * the powers. Only the powers the picture shows (a unit or a centre), in the map's order.
 */
function legendMarkup(p: BoardPicture, x: number, y: number, w: number, h: number): string {
  const shown = new Set([...p.position.units, ...p.position.dislodged].map((u) => u.power));
  for (const [power, centres] of Object.entries(p.position.centers)) if (centres.length > 0) shown.add(power);
  const powers = [...p.map.powers.keys()].filter((power) => shown.has(power));
  if (powers.length === 0) return '';
  const cell = 130;
  const perRow = Math.max(1, Math.floor((w - 24) / cell));
  const rows = Math.ceil(powers.length / perRow);
  const top = y + h - 8 - rows * 22 - 8;
  const width = Math.min(powers.length, perRow) * cell + 8;
  const items = powers.map((power, i) => {
    const cx = x + 16 + (i % perRow) * cell;
    const cy = top + 8 + Math.floor(i / perRow) * 22;
    return `<g data-power="${xmlText(power)}"><rect x="${cx}" y="${cy + 2}" width="14" height="14" rx="2" fill="${p.colourOf(power)}"/><text x="${cx + 20}" y="${cy + 14}">${xmlText(powerLabel(power))}</text></g>`;
  });
  return `<g class="legend"><rect x="${x + 8}" y="${top}" width="${width}" height="${rows * 22 + 8}" rx="4"/>${items.join('')}</g>`;
}

function failMarkup(at: Point, r: number): string {
  return `<g class="fail"><circle cx="${n(at[0])}" cy="${n(at[1])}" r="${n(r * 0.62)}"/><path d="${crossPath(at, r * 0.42)}"/></g>`;
}

function shapeMarkup(shape: Shape, r: number, colourOf: ColourOf): string {
  const colour = colourOf(shape.power);
  const cls = `order ${shape.kind}${shape.failed ? ' failed' : ''}`;
  const line = (a: Point, b: Point, extra: string) => `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" ${extra}/>`;
  switch (shape.kind) {
    case 'fail':
      return '';
    case 'hold':
      return `<circle class="${cls}" cx="${n(shape.at[0])}" cy="${n(shape.at[1])}" r="${n(r + 3.5)}" stroke="${colour}"/>`;
    case 'disband': {
      const d = crossPath(shape.at, r * 1.05);
      return `<g class="${cls}"><path class="casing" d="${d}"/><path d="${d}"/></g>`;
    }
    case 'build': {
      const ring = `<circle class="ring" cx="${n(shape.at[0])}" cy="${n(shape.at[1])}" r="${n(r + 5)}"/>`;
      const ghost = outlineMarkup(unitOutline(shape.unit, shape.at, r), `class="ghost" fill="${colour}"`);
      return `<g class="${cls}" stroke="${colour}">${ring}${ghost}<path class="plus" d="${plusPath(shape.at, r)}"/></g>`;
    }
    case 'support-hold': {
      const a = shapeArrow(shape, r);
      if (!a) return '';
      return `<g class="${cls}" stroke="${colour}">${line(a.line[0], a.line[1], '')}<circle cx="${n(shape.to[0])}" cy="${n(shape.to[1])}" r="${n(r + HOLD_RING_GAP)}"/></g>`;
    }
    case 'move':
    case 'retreat':
    case 'support':
    case 'convoy': {
      const a = shapeArrow(shape, r);
      if (!a) return '';
      const head = a.head.map((q) => `${n(q[0])},${n(q[1])}`).join(' ');
      return `<g class="${cls}">${line(a.line[0], a.line[1], 'class="casing"')}${line(a.line[0], a.line[1], `stroke="${colour}"`)}<polygon points="${head}" fill="${colour}"/></g>`;
    }
  }
}
