import { describe, expect, test } from 'vitest';
import type { Position } from '../../../shared/adjudicate/types.js';
import { standardMap } from '../../../shared/map/standard.js';
import { arrow, locationAt, orderShapes } from './shapes.js';
import { innerSvg } from './standard.js';
import layoutJson from '../../../maps/standard/standard.layout.json';
import { parseLayout } from '../../../shared/map/layout.js';

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
    expect(adjust).toMatchObject([{ kind: 'build', at: layout.units['STP/NC'] }, { kind: 'disband', at: layout.units.PAR }]);
  });

  test('a retreat starts from where the dislodged unit is drawn', () => {
    const retreat: Position = { ...position, phase: 'F1901R', dislodged: [{ power: 'FRANCE', kind: 'A', at: 'PAR' }] };
    const [s] = orderShapes(map, layout, retreat, 'R', [{ power: 'FRANCE', text: 'A PAR - GAS' }]);
    expect(s).toMatchObject({ kind: 'move', from: layout.dislodged.PAR, to: layout.units.GAS });
  });

  test('an arrow stops at the edges and its head points along it', () => {
    const a = arrow([0, 0], [100, 0], 10, 10, 8)!;
    expect(a.line).toEqual([[10, 0], [82, 0]]);
    expect(a.head[0]).toEqual([90, 0]);
    expect(a.head[1][0]).toBeCloseTo(82);
    expect(arrow([0, 0], [15, 0], 10, 10, 8)).toBeNull();
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
