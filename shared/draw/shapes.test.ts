import { describe, expect, test } from 'vitest';
import type { Position } from '../adjudicate/types.js';
import { standardMap } from '../map/standard.js';
import { arrow, ASIDE, asidePoint, locationAt, middleOf, orderShapes, resultPosition, UNIT_SCALE } from './shapes.js';
import { innerSvg } from './board-svg.js';
import layoutJson from '../../maps/standard/standard.layout.json';
import { parseLayout } from '../map/layout.js';

const map = standardMap();
const layout = parseLayout(layoutJson);
const position: Position = {
  phase: 'S1901M',
  units: [
    { power: 'FRANCE', kind: 'A', at: 'PAR' },
    { power: 'FRANCE', kind: 'A', at: 'MAR' },
    { power: 'FRANCE', kind: 'F', at: 'BRE' },
    { power: 'ENGLAND', kind: 'F', at: 'NTH' },
    { power: 'ENGLAND', kind: 'A', at: 'YOR' },
  ],
  dislodged: [],
  standoffs: [],
  centers: {},
};

describe('orders as shapes', () => {
  test('each kind of order, placed on the layout’s unit points', () => {
    const shapes = orderShapes(map, layout, position, 'M', [
      { power: 'FRANCE', text: 'A PAR - BUR', result: 'succeeds' },
      { power: 'FRANCE', text: 'A MAR S A PAR - BUR' },
      { power: 'FRANCE', text: 'F BRE H', result: 'dislodged' },
      { power: 'ENGLAND', text: 'F NTH C A YOR - NWY' },
      { power: 'ENGLAND', text: 'A YOR - NWY', result: 'fails' },
      { power: 'ENGLAND', text: 'not an order' },
    ]);
    expect(shapes.map((s) => [s.kind, s.failed])).toEqual([
      ['move', false],
      ['support', false],
      ['hold', true],
      ['convoy', false],
      ['move', true],
      // The bounce is marked at the head of the failed move, drawn after every line.
      ['fail', true],
    ]);
    const move = shapes[0]!;
    expect(move.kind === 'move' && move.from).toEqual(layout.units.PAR);
    expect(move.kind === 'move' && move.to).toEqual(layout.units.BUR);
  });

  test('a support to hold, builds and removals', () => {
    const shapes = orderShapes(map, layout, position, 'M', [{ power: 'FRANCE', text: 'A MAR S A PAR' }]);
    expect(shapes[0]).toMatchObject({ kind: 'support-hold', from: layout.units.MAR, to: layout.units.PAR });
    const adjust = orderShapes(map, layout, position, 'A', [
      { power: 'FRANCE', text: 'BUILD F STP/NC' },
      { power: 'FRANCE', text: 'REMOVE A PAR' },
      { power: 'FRANCE', text: 'WAIVE' },
    ]);
    expect(adjust).toMatchObject([{ kind: 'build', unit: 'F', at: layout.units['STP/NC'] }, { kind: 'disband', at: layout.units.PAR }]);
  });

  test('a retreat starts from where the dislodged unit is drawn', () => {
    const retreat: Position = { ...position, phase: 'F1901R', dislodged: [{ power: 'FRANCE', kind: 'A', at: 'PAR' }] };
    const [s] = orderShapes(map, layout, retreat, 'R', [{ power: 'FRANCE', text: 'A PAR - GAS' }]);
    expect(s).toMatchObject({ kind: 'retreat', from: asidePoint(layout, map, 'PAR'), to: layout.units.GAS });
  });

  test('a failed move, a cut support and a bounced retreat are each marked, near the head or on the line', () => {
    const shapes = orderShapes(map, layout, position, 'M', [
      { power: 'ENGLAND', text: 'A YOR - NWY', result: 'fails' },
      { power: 'FRANCE', text: 'A MAR S A PAR - BUR', result: 'cut' },
      { power: 'FRANCE', text: 'A PAR - BUR', result: 'succeeds' },
    ]);
    const fails = shapes.filter((s) => s.kind === 'fail');
    expect(fails.map((f) => f.power)).toEqual(['ENGLAND', 'FRANCE']);
    const bounce = fails[0]!.kind === 'fail' ? fails[0]!.at : ([0, 0] as const);
    const nwy = layout.units.NWY!;
    const yor = layout.units.YOR!;
    const d = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
    // Two unit radii short of Norway, on the way from Yorkshire.
    expect(d(bounce, nwy)).toBeCloseTo(2 * layout.unitRadius);
    expect(d(bounce, yor)).toBeCloseTo(d(yor, nwy) - 2 * layout.unitRadius);
    const retreat: Position = { ...position, phase: 'F1901R', dislodged: [{ power: 'FRANCE', kind: 'A', at: 'PAR' }] };
    const bounced = orderShapes(map, layout, retreat, 'R', [{ power: 'FRANCE', text: 'A PAR - GAS', result: 'disbanded' }]);
    expect(bounced.map((s) => s.kind)).toEqual(['retreat', 'fail']);
    expect(orderShapes(map, layout, position, 'M', [{ power: 'FRANCE', text: 'A PAR - BUR', result: 'succeeds' }]).map((s) => s.kind)).toEqual(['move']);
  });

  test('a unit the results show dislodged is drawn aside, beside the unit that took its place', () => {
    const results = [
      { power: 'ENGLAND', text: 'F NTH - BRE', result: 'succeeds' as const },
      { power: 'FRANCE', text: 'F BRE H', result: 'dislodged' as const },
    ];
    const shown = resultPosition(map, position, 'M', results);
    expect(shown.units.map((u) => u.at)).not.toContain('BRE');
    expect(shown.dislodged).toEqual([{ power: 'FRANCE', kind: 'F', at: 'BRE' }]);
    // The attacker's arrow ends on the province; the loser's hold is drawn where it stands aside.
    const shapes = orderShapes(map, layout, shown, 'M', results);
    expect(shapes).toMatchObject([
      { kind: 'move', to: layout.units.BRE },
      { kind: 'hold', at: asidePoint(layout, map, 'BRE') },
    ]);
    expect(resultPosition(map, position, 'M', [{ power: 'FRANCE', text: 'A PAR H', result: 'succeeds' }])).toBe(position);
  });

  test('a dislodged unit stands aside in the layout’s direction, far enough not to hide under the unit that took its place', () => {
    const drawn = layout.unitRadius * UNIT_SCALE;
    for (const at of ['MUN', 'BRE', 'STP/SC', 'ARM']) {
      const unit = layout.units[at]!;
      const aside = asidePoint(layout, map, at)!;
      const away = Math.hypot(aside[0] - unit[0], aside[1] - unit[1]);
      expect(away, at).toBeGreaterThanOrEqual(ASIDE * drawn - 0.1);
      // The same direction as the layout's.
      const l = layout.dislodged[at]!;
      const cos = ((aside[0] - unit[0]) * (l[0] - unit[0]) + (aside[1] - unit[1]) * (l[1] - unit[1])) / (away * Math.hypot(l[0] - unit[0], l[1] - unit[1]));
      expect(cos, at).toBeCloseTo(1);
    }
  });

  test('a zoomed board scrolls to the middle of the viewer’s units', () => {
    expect(middleOf([[0, 0], null, [10, 20]])).toEqual([5, 10]);
    expect(middleOf([null])).toBeNull();
  });

  test('an arrow stops at the edges and its head points along it', () => {
    const a = arrow([0, 0], [100, 0], 10, 10, 8)!;
    expect(a.line).toEqual([[10, 0], [82, 0]]);
    expect(a.head[0]).toEqual([90, 0]);
    expect(a.head[1][0]).toBeCloseTo(82);
    // Places nearly on top of each other: no arrow.
    expect(arrow([0, 0], [11, 0], 10, 10, 8)).toBeNull();
  });

  test('between places drawn close together the gaps shrink, and the arrow is still drawn', () => {
    const a = arrow([0, 0], [30, 0], 10, 10, 8)!;
    expect(a).not.toBeNull();
    // The head still touches near the far unit, the line starts past the near one's centre.
    expect(a.line[0][0]).toBeGreaterThan(0);
    expect(a.head[0][0]).toBeLessThan(30);
    expect(a.line[1][0] - a.line[0][0]).toBeGreaterThanOrEqual(4 - 1e-9);
  });

  test('a point on a province with coasts names the nearest coast', () => {
    expect(locationAt(layout, map, 'SPA', layout.units['SPA/NC']!)).toBe('SPA/NC');
    expect(locationAt(layout, map, 'SPA', layout.units['SPA/SC']!)).toBe('SPA/SC');
    expect(locationAt(layout, map, 'PAR', [0, 0])).toBe('PAR');
  });

  test('the drawing is taken from inside its <svg> element', () => {
    expect(innerSvg('<?xml?><svg viewBox="0 0 1 1"><g id="x"/></svg>\n')).toBe('<g id="x"/>');
    expect(innerSvg('no drawing')).toBeNull();
  });
});
