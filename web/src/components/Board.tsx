import { unitWord } from '../../../shared/text/words.js';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { Position, Unit } from '../../../shared/adjudicate/types.js';
import type { MapLayout, Point } from '../../../shared/map/layout.js';
import type { GameMap, Location } from '../../../shared/map/types.js';
import type { Sight } from '../../../shared/views/types.js';
import { FOG_DEFS, fogStyle, unknownCentres } from '../../../shared/draw/fog.js';
import { ownerFills, ownerStyle, targetStyle } from '../../../shared/draw/owners.js';
import { BADGE_RADIUS, badgePoint, crossPath, glyphPoint, plusPath, trefoilPath, unitGlyph, unitOutline, type UnitOutline } from '../../../shared/draw/pieces.js';
import { asidePoint, HOLD_RING_GAP, locationAt, middleOf, pointOf, shapeArrow, UNIT_SCALE, type Shape } from '../../../shared/draw/shapes.js';
import { BOARD_STYLE } from '../../../shared/draw/style.js';
import { CHAIN_STYLE, chainMarkup, chainTargetMarkup, type ChainShape } from '../../../shared/draw/chains.js';
import { SCAR_DEFS, SCAR_STYLE, scarMarks, scarMarkup, scarStyle } from '../../../shared/draw/scars.js';
import type { GlobalView } from '../../../shared/variants/global/state.js';
import { boardMarkup } from '../board/boards.js';
import { powerLabel, useColours } from '../powers.js';

export interface BoardProps {
  readonly map: GameMap;
  readonly layout: MapLayout;
  readonly position: Position;
  readonly shapes: readonly Shape[];
  /** What the board shows, for screen readers: "Spring 1901, movement". */
  readonly label: string;
  /** The unit chosen for an order. */
  readonly selected?: Location | null;
  /** The chosen unit is the dislodged one (retreats: two units may share a place). */
  readonly selectedDislodged?: boolean;
  /** Places the next click can name, highlighted and reachable by keyboard. */
  readonly targets?: readonly Location[];
  /** Units that can be chosen, reachable by keyboard. */
  readonly choosable?: readonly Location[];
  /** Called with the place pointed at; absent: the board is only looked at. */
  readonly onPick?: (at: Location) => void;
  /** Drawn larger than the frame (twice its width, at least a pixel a unit), to scroll. */
  readonly zoomed?: boolean;
  /** Zoomed, the frame scrolls to the middle of these places first (the viewer's units). */
  readonly focus?: readonly Location[];
  /** Short labels beside units, by the place each stands (a Payola unit's price). */
  readonly tags?: readonly { readonly at: string; readonly text: string; readonly title: string }[];
  /** A BLIND viewer's sight (the view's): the rest of the board is drawn in fog. */
  readonly sight?: Sight;
  /** Global Diplomacy: the scars and closed spaces the view gives (`GameView.global`). */
  readonly global?: GlobalView;
  /** Global Diplomacy: the bombing orders as chains (shared/draw/chains.ts). */
  readonly chains?: readonly ChainShape[];
}

/** Enter or Space on a focused place is a click. */
const activate = (pick: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    pick();
  }
};

/**
 * The radius of the invisible area that takes a tap on a unit the player may choose: 44
 * viewBox units across, 44 pixels when the zoomed board is drawn a pixel a unit (phones).
 */
export const HIT_RADIUS = 22;

/** The board: the drawing, land shaded by owner, orders as arrows, results marked, units; pointing at it gives orders. */
export function Board(props: BoardProps) {
  const { map, layout, position } = props;
  const powerColour = useColours();
  const [markup, setMarkup] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    setMarkup(null);
    setFailed(false);
    void boardMarkup(map.name).then((m) => {
      if (!live) return;
      if (m === null) setFailed(true);
      else setMarkup(m);
    });
    return () => {
      live = false;
    };
  }, [map.name]);

  const frame = useRef<HTMLDivElement>(null);
  const focus = props.focus ?? [];
  // Scrolled once a zoom, not on every phase: the player may have scrolled elsewhere since.
  useEffect(() => {
    const el = frame.current;
    const drawn = svg.current;
    if (!props.zoomed || !el || !drawn) return;
    const [bx, by, bw, bh] = layout.viewBox;
    // Nobody's units to look at (an observer): the middle of the board.
    const at = middleOf(focus.map((l) => pointOf(layout, map, l))) ?? [bx + bw / 2, by + bh / 2];
    const scale = drawn.clientWidth / layout.viewBox[2];
    el.scrollLeft = (at[0] - bx) * scale - el.clientWidth / 2;
    el.scrollTop = (at[1] - by) * scale - el.clientHeight / 2;
  }, [props.zoomed, focus.length > 0]);

  const [x, y, w, h] = layout.viewBox;
  const r = layout.unitRadius * UNIT_SCALE;
  const pick = props.onPick;

  const onClick = (e: MouseEvent) => {
    if (!pick) return;
    const el = e.target as Element;
    const tagged = el.closest('[data-at]');
    if (tagged) return pick(tagged.getAttribute('data-at')!);
    const province = el.closest('#provinces path')?.id;
    if (!province || !map.provinces.has(province)) return;
    const ctm = svg.current?.getScreenCTM();
    const point: Point = ctm ? toBoard(ctm, e.clientX, e.clientY) : layout.provinces[province]?.label ?? [0, 0];
    pick(locationAt(layout, map, province, point));
  };

  const owners: JSX.Element[] = [];
  for (const [power, centres] of Object.entries(position.centers)) {
    for (const c of centres) {
      const at = layout.provinces[c]?.center;
      if (at) owners.push(<circle key={`${power}-${c}`} class="owner" cx={at[0]} cy={at[1]} r={layout.centerRadius + 1.5} fill={powerColour(power)} />);
    }
  }
  const choosable = new Set(props.choosable ?? []);
  const targets = props.targets ?? [];
  // The pieces' look, the owners' tints, the fog, then the targets' light (last, so that it wins).
  const global = props.global;
  const shading =
    BOARD_STYLE + ownerStyle(ownerFills(map, position, powerColour)) + fogStyle(map, props.sight) + (global ? SCAR_STYLE + CHAIN_STYLE + scarStyle(global) : '') + targetStyle(targets);
  const unknown = props.sight === undefined ? [] : unknownCentres(map, props.sight);
  const unitPoint = (u: Unit, dislodged: boolean) =>
    dislodged ? asidePoint(layout, map, u.at) : (layout.units[u.at] ?? pointOf(layout, map, u.at));
  // Taps on the units that may be chosen: under the targets, so that a target beside a unit keeps its own taps.
  const hits: JSX.Element[] = [];
  if (pick) {
    for (const [list, dislodged] of [[position.units, false], [position.dislodged, true]] as const) {
      for (const u of list) {
        const p = choosable.has(u.at) ? unitPoint(u, dislodged) : null;
        if (p) hits.push(<circle key={`${dislodged ? 'd' : 'u'}-${u.at}`} class="hit" data-at={u.at} cx={p[0]} cy={p[1]} r={HIT_RADIUS} />);
      }
    }
  }

  return (
    <div ref={frame} class={props.zoomed ? 'board-frame zoomed' : 'board-frame'}>
      {failed && <p class="note">The board’s drawing could not be loaded; the units are drawn on a blank sea.</p>}
      <svg ref={svg} class="board" viewBox={`${x} ${y} ${w} ${h}`} style={props.zoomed ? { width: `max(200%, ${w}px)` } : undefined} role="group" aria-label={props.label} onClick={onClick}>
        <defs dangerouslySetInnerHTML={{ __html: FOG_DEFS + (global ? SCAR_DEFS : '') }} />
        {markup === null ? <rect x={x} y={y} width={w} height={h} fill="#b9d3e3" /> : <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />}
        <style>{shading}</style>
        <g aria-hidden="true">{owners}</g>
        {unknown.length > 0 && (
          <g class="unknown-centres" aria-hidden="true">
            {unknown.map((c) => {
              const at = layout.provinces[c]?.center;
              const rr = layout.centerRadius + 3;
              return at ? (
                <g key={c} class="unknown-centre" data-at={c}>
                  <circle cx={at[0]} cy={at[1]} r={rr} />
                  <text x={at[0]} y={at[1] + rr * 0.55}>?</text>
                </g>
              ) : null;
            })}
          </g>
        )}
        {global && <g dangerouslySetInnerHTML={{ __html: scarMarkup(scarMarks(map, layout, global), r, layout.centerRadius) }} />}
        <g class="hits" aria-hidden="true">
          {hits}
        </g>
        <g class="targets">
          {targets.map((t) => {
            const p = pointOf(layout, map, t);
            // A spot where a unit would stand, focusable; a province is also lit whole (by the style
            // sheet) and takes a click anywhere on it through an invisible copy of its outline.
            return (
              <g key={t}>
                {!t.includes('/') && <use class="target-area" data-at={t} href={`#${t}`} />}
                {p && (
                  <circle
                    class="target"
                    data-at={t}
                    cx={p[0]}
                    cy={p[1]}
                    r={r * 0.8}
                    tabindex={0}
                    role="button"
                    aria-label={map.locations.get(t)?.name ?? t}
                    {...(pick ? { onKeyDown: activate(() => pick(t)) } : {})}
                  />
                )}
              </g>
            );
          })}
        </g>
        <g class="orders" aria-hidden="true">
          {props.shapes.filter((s) => s.kind !== 'fail' && s.kind !== 'disband').map((s, i) => <ShapeView key={i} shape={s} r={r} />)}
        </g>
        {(props.chains ?? []).length > 0 && <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: chainMarkup(props.chains!, r, powerColour) }} />}
        <g class="marks" aria-hidden="true">
          {props.shapes.map((s, i) => (s.kind === 'fail' ? <FailMark key={i} at={s.at} r={r} /> : null))}
        </g>
        {/* The names again, above the arrows and marks, so that no arrowhead hides one. */}
        {markup !== null && <use class="labels-above" href="#labels" aria-hidden="true" />}
        <g class="units">
          {position.units.map((u) => (
            <UnitView key={`u-${u.at}`} unit={u} at={unitPoint(u, false)} r={r} selected={props.selected === u.at && !props.selectedDislodged} choosable={choosable.has(u.at)} map={map} onPick={pick} />
          ))}
          {position.dislodged.map((u) => (
            <UnitView key={`d-${u.at}`} unit={u} at={unitPoint(u, true)} r={r * 0.85} dislodged selected={props.selected === u.at && props.selectedDislodged === true} choosable={choosable.has(u.at)} map={map} onPick={pick} />
          ))}
        </g>
        {(props.tags ?? []).length > 0 && (
          <g class="tags">
            {props.tags!.map((t) => {
              const p = layout.units[t.at] ?? pointOf(layout, map, t.at);
              if (!p) return null;
              // Below and to the right of the unit, clear of its glyph and of the arrow leaving it.
              const w = r * (0.7 + 0.72 * t.text.length);
              return (
                <g key={t.at} class="tag" data-at={t.at} role="img" aria-label={t.title}>
                  <title>{t.title}</title>
                  <rect x={p[0] + r * 0.5} y={p[1] + r * 0.25} width={w} height={r * 1.45} rx={r * 0.3} />
                  <text x={p[0] + r * 0.5 + w / 2} y={p[1] + r * 1.38}>
                    {t.text}
                  </text>
                </g>
              );
            })}
          </g>
        )}
        {/* A bomb's target is marked above the unit it is meant for. */}
        {(props.chains ?? []).length > 0 && <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: chainTargetMarkup(props.chains!, r) }} />}
        {/* Removals and disbands cross the unit out: above it. */}
        <g class="orders removals" aria-hidden="true">
          {props.shapes.map((s, i) => (s.kind === 'disband' ? <ShapeView key={i} shape={s} r={r} /> : null))}
        </g>
      </svg>
    </div>
  );
}

function toBoard(ctm: DOMMatrix, clientX: number, clientY: number): Point {
  const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
  return [p.x, p.y];
}

interface UnitViewProps {
  readonly unit: Unit;
  readonly at: Point | null;
  readonly r: number;
  readonly map: GameMap;
  readonly dislodged?: boolean;
  readonly selected: boolean;
  readonly choosable: boolean;
  readonly onPick: ((at: Location) => void) | undefined;
}

function UnitView({ unit, at, r, map, dislodged, selected, choosable, onPick }: UnitViewProps) {
  const colourOf = useColours();
  if (!at) return null;
  const [cx, cy] = at;
  const name = `${powerLabel(unit.power)} ${unitWord(unit.kind)} in ${map.locations.get(unit.at)?.name ?? unit.at}${dislodged ? ', dislodged' : ''}`;
  const interactive = choosable && onPick !== undefined;
  const cls = `unit${dislodged ? ' dislodged' : ''}${selected ? ' selected' : ''}${interactive ? ' choosable' : ''}`;
  const fill = colourOf(unit.power);
  return (
    <g
      class={cls}
      data-at={unit.at}
      {...(interactive ? { tabindex: 0, role: 'button' as const, onKeyDown: activate(() => onPick(unit.at)) } : { role: 'img' as const })}
      aria-label={name}
      aria-pressed={interactive ? selected : undefined}
    >
      <title>{name}</title>
      {selected && <circle cx={cx} cy={cy} r={r + 4} class="halo" />}
      <Outline o={unitOutline(unit.kind, at, r)} fill={fill} cls="body" />
      <UnitMark kind={unit.kind} at={at} r={r} />
    </g>
  );
}

/** What is drawn on a unit's outline: its letter, or an arsenal's radiation badge (shared/draw/pieces.ts). */
function UnitMark({ kind, at, r }: { kind: Unit['kind']; at: Point; r: number }) {
  if (kind === 'AS') {
    const [bx, by] = badgePoint(at, r);
    return (
      <>
        <circle class="badge" cx={bx} cy={by} r={r * BADGE_RADIUS} />
        <path class="trefoil" d={trefoilPath(at, r)} />
      </>
    );
  }
  const glyph = unitGlyph(kind);
  if (glyph === null) return null;
  const [gx, gy] = glyphPoint(at, r);
  return (
    <text x={gx} y={gy} class="glyph">
      {glyph}
    </text>
  );
}

/** A failure at a glance: a white disc with a red cross, where the failed order's line ends. */
function FailMark({ at, r }: { at: Point; r: number }) {
  const [cx, cy] = at;
  return (
    <g class="fail">
      <circle cx={cx} cy={cy} r={r * 0.62} />
      <path d={crossPath(at, r * 0.42)} />
    </g>
  );
}

function ShapeView({ shape, r }: { shape: Shape; r: number }) {
  const colour = useColours()(shape.power);
  const cls = `order ${shape.kind}${shape.failed ? ' failed' : ''}`;
  switch (shape.kind) {
    case 'fail':
      return null;
    case 'hold':
      return <circle class={cls} cx={shape.at[0]} cy={shape.at[1]} r={r + 3.5} stroke={colour} />;
    case 'disband': {
      // A removal or a disband: a bold cross over the unit, cased in white to stand out on any colour.
      const d = crossPath(shape.at, r * 1.05);
      return (
        <g class={cls}>
          <path class="casing" d={d} />
          <path d={d} />
        </g>
      );
    }
    case 'build': {
      // The new unit, pale, in a dashed ring with a plus: where it will stand once built.
      const [cx, cy] = shape.at;
      return (
        <g class={cls} stroke={colour}>
          <circle class="ring" cx={cx} cy={cy} r={r + 5} />
          <Outline o={unitOutline(shape.unit, shape.at, r)} fill={colour} cls="ghost" />
          <path class="plus" d={plusPath(shape.at, r)} />
        </g>
      );
    }
    case 'support-hold': {
      const a = shapeArrow(shape, r);
      if (!a) return null;
      return (
        <g class={cls} stroke={colour}>
          <line x1={a.line[0][0]} y1={a.line[0][1]} x2={a.line[1][0]} y2={a.line[1][1]} />
          <circle cx={shape.to[0]} cy={shape.to[1]} r={r + HOLD_RING_GAP} />
        </g>
      );
    }
    case 'move':
    case 'retreat':
    case 'support':
    case 'convoy': {
      const a = shapeArrow(shape, r);
      if (!a) return null;
      const [s, e] = a.line;
      return (
        <g class={cls}>
          <line class="casing" x1={s[0]} y1={s[1]} x2={e[0]} y2={e[1]} />
          <line x1={s[0]} y1={s[1]} x2={e[0]} y2={e[1]} stroke={colour} />
          <polygon points={a.head.map((p) => p.join(',')).join(' ')} fill={colour} />
        </g>
      );
    }
  }
}

/** A unit's outline (shared/draw/pieces.ts) as an element. */
function Outline({ o, fill, cls }: { o: UnitOutline; fill: string; cls: string }) {
  switch (o.tag) {
    case 'circle':
      return <circle class={cls} cx={o.cx} cy={o.cy} r={o.r} fill={fill} />;
    case 'rect':
      return <rect class={cls} x={o.x} y={o.y} width={o.width} height={o.height} rx={o.rx} fill={fill} />;
    case 'path':
      return <path class={cls} d={o.d} fill={fill} />;
  }
}
