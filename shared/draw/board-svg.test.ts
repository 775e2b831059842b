import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Position } from '../adjudicate/types.js';
import { parseLayout } from '../map/layout.js';
import { standardMap } from '../map/standard.js';
import layoutJson from '../../maps/standard/standard.layout.json';
import { boardSvg, innerSvg } from './board-svg.js';
import { colourOf } from './colours.js';
import { FOG_NOTE, fogStyle, foggedProvinces, unknownCentres } from './fog.js';
import { orderShapes } from './shapes.js';

const map = standardMap();
const layout = parseLayout(layoutJson);
const drawing = innerSvg(readFileSync(new URL('../../maps/standard/standard.svg', import.meta.url), 'utf8'));
const colours = colourOf([...map.powers.keys()]);
const position: Position = {
  phase: 'S1901M',
  units: [
    { power: 'FRANCE', kind: 'A', at: 'PAR' },
    { power: 'FRANCE', kind: 'F', at: 'BRE' },
  ],
  dislodged: [],
  standoffs: [],
  centers: { FRANCE: ['PAR', 'BRE', 'MAR'] },
};
/** A BLIND France that sees around its two units and its three centres, written by hand as the view would give it. */
const sight = { places: ['PAR', 'BRE', 'MAR', 'PIC', 'BUR', 'GAS', 'MAO', 'ENG', 'PIE', 'SPA', 'LYO'], centres: ['PAR', 'BRE', 'MAR', 'SPA'] };

describe('the board as SVG text', () => {
  test('one document: the drawing, each unit with its power and kind, the owners shaded', () => {
    const svg = boardSvg({ map, layout, drawing, position, colourOf: colours, title: 'Game g, Spring 1901' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<g id="provinces">');
    expect(svg).toContain('data-at="PAR" data-power="FRANCE" data-kind="A"');
    expect(svg).toContain('data-at="BRE" data-power="FRANCE" data-kind="F"');
    expect(svg).toContain('#provinces>#PAR{fill:');
    // No sight: no fog, no note.
    expect(svg).not.toContain('url(#fog)}');
    expect(svg).not.toContain(FOG_NOTE);
  });

  test('the orders are drawn with the pieces: a move as a line and a head in the power’s colour', () => {
    const shapes = orderShapes(map, layout, position, 'M', [{ power: 'FRANCE', text: 'A PAR - BUR', result: 'succeeds' }]);
    const svg = boardSvg({ map, layout, drawing: null, position, colourOf: colours, shapes, title: 't' });
    expect(svg).toMatch(/<g class="order move"><line [^>]*class="casing"\/><line [^>]*stroke="#3fa2dc"\/><polygon/);
  });

  test('a key to the colours names the powers the picture shows, in the map’s order', () => {
    const svg = boardSvg({ map, layout, drawing: null, position: { ...position, units: [...position.units, { power: 'ENGLAND', kind: 'F', at: 'LON' }] }, colourOf: colours, title: 't' });
    const legend = /<g class="legend">.*<\/g>/.exec(svg)![0];
    expect([...legend.matchAll(/data-power="([A-Z]+)"/g)].map((m) => m[1])).toEqual(['ENGLAND', 'FRANCE']);
    expect(legend).toContain('>France</text>');
  });

  test('a title with markup in it is written as text', () => {
    expect(boardSvg({ map, layout, drawing: null, position, colourOf: colours, title: 'a <b> & "c"' })).toContain('<title>a &lt;b&gt; &amp; &quot;c&quot;</title>');
  });
});

describe('BLIND fog', () => {
  test('every province outside the sight is fogged, none inside it', () => {
    const fogged = foggedProvinces(map, sight);
    expect(fogged).toContain('MUN');
    expect(fogged).toContain('NTH');
    expect(fogged).not.toContain('PAR');
    expect(fogged.length).toBe(map.provinces.size - sight.places.length);
    expect(fogStyle(map, sight)).toContain('#provinces>#MUN{fill:url(#fog)}');
    expect(fogStyle(map, sight)).not.toContain('#PAR{');
    expect(fogStyle(map, undefined)).toBe('');
  });

  test('a coast seen counts for its province', () => {
    expect(foggedProvinces(map, { places: ['SPA/NC'], centres: [] })).not.toContain('SPA');
  });

  test('the centres whose owner he cannot see are marked unknown, not shaded; the note says what the fog is', () => {
    expect(unknownCentres(map, sight)).toContain('MUN');
    expect(unknownCentres(map, sight)).not.toContain('SPA');
    expect(unknownCentres(map, sight).length).toBe(34 - 4);
    const svg = boardSvg({ map, layout, drawing, position, sight, colourOf: colours, title: 't' });
    expect(svg).toContain('<pattern id="fog"');
    expect(svg).toContain('#provinces>#MUN{fill:url(#fog)}');
    expect(svg).toContain('<g class="unknown-centre" data-at="MUN">');
    expect(svg).not.toContain('data-at="SPA"><circle');
    expect(svg).toContain(FOG_NOTE);
  });
});
