import { describe, expect, test } from 'vitest';
import type { Position } from '../adjudicate/types.js';
import { standardMap } from '../map/standard.js';
import { powerColour } from './colours.js';
import { LAND, mix, ownerFills, ownerStyle, targetStyle, TINTS } from './owners.js';

const map = standardMap();
const position: Position = {
  phase: 'F1901M',
  units: [],
  dislodged: [],
  standoffs: [],
  centers: { FRANCE: ['PAR', 'BRE', 'MAR', 'SPA'], ENGLAND: ['LON'], ITALY: ['NTH'] },
};

describe('land shaded by owner', () => {
  test('each owned supply centre gets a light tint of its owner’s colour; the rest of the land and the sea none', () => {
    const fills = ownerFills(map, position, (p) => powerColour(p));
    expect(fills.get('PAR')).toBe(TINTS.FRANCE);
    expect(fills.get('SPA')).toBe(fills.get('PAR'));
    expect(fills.get('LON')).toBe(TINTS.ENGLAND);
    expect(fills.has('BUR')).toBe(false);
    // A sea is never shaded, even if a (bad) position says someone owns it.
    expect(fills.has('NTH')).toBe(false);
    expect([...fills.keys()].sort()).toEqual(['BRE', 'LON', 'MAR', 'PAR', 'SPA']);
  });

  test('a power of another map gets its colour mixed into the land', () => {
    const other: Position = { ...position, centers: { ZETA: ['PAR'] } };
    expect(ownerFills(map, other, () => '#2a4fb5').get('PAR')).toBe(mix('#2a4fb5', LAND, 0.42));
  });

  test('the seven tints are all different, and none is the sea’s or the land’s colour', () => {
    const tints = Object.values(TINTS);
    expect(new Set(tints).size).toBe(7);
    expect(tints).not.toContain('#b9d3e3');
    expect(tints).not.toContain(LAND);
  });

  test('a tint lies between the land and the power’s colour, nearer the land', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', 1)).toBe('#000000');
    expect(mix('#2a4fb5', LAND, 0.42)).toBe('#9ba3bb');
  });

  test('the fills become one style rule a province, by the outline’s id', () => {
    expect(ownerStyle(new Map([['PAR', '#aabbcc'], ['LON', '#112233']]))).toBe('#provinces>#PAR{fill:#aabbcc}#provinces>#LON{fill:#112233}');
  });

  test('the provinces a click may name are lit after the tints, so that the light wins; coasts are left to their circles', () => {
    const css = ownerStyle(new Map([['BUR', '#aabbcc']])) + targetStyle(['BUR', 'SPA/NC', 'GAS']);
    expect(css).toBe('#provinces>#BUR{fill:#aabbcc}#provinces>#BUR{fill:#ffe28a;stroke:#b07b00;stroke-width:2.5px}#provinces>#GAS{fill:#ffe28a;stroke:#b07b00;stroke-width:2.5px}');
  });
});
