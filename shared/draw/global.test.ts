import { describe, expect, test } from 'vitest';
import layoutJson from '../../maps/global/global.layout.json';
import { parseLayout } from '../map/layout.js';
import { boardNamed } from '../map/boards.js';
import type { GlobalView } from '../variants/global/state.js';
import { boardSvg } from './board-svg.js';
import { chainMarkup, chainShapes, chainTargetMarkup } from './chains.js';
import { unitGlyph, unitOutline } from './pieces.js';
import { scarMarks, scarMarkup, scarStyle } from './scars.js';
import { pointOf } from './shapes.js';

/** Global Diplomacy's pieces, scars and bombing chains as drawn on its board. */

const map = boardNamed('global')!;
const layout = parseLayout(layoutJson);
const at = (p: string) => pointOf(layout, map, p)!;
const [US, RF] = [...map.powers.keys()];
const none: GlobalView = { destroyed: [], removed: [], cutOff: [], closed: [], entitled: {} };

describe('air forces and arsenals are pieces of their own', () => {
  test('an air force is an aircraft and an arsenal a warhead, not a disc or a box, each about a unit wide', () => {
    const af = unitOutline('AF', [100, 100], 10);
    const as = unitOutline('AS', [100, 100], 10);
    expect(af.tag).toBe('path');
    expect(as.tag).toBe('path');
    if (af.tag !== 'path' || as.tag !== 'path') return;
    expect(af.d).not.toBe(as.d);
    for (const d of [af.d, as.d]) {
      const xs = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
      expect(Math.min(...xs)).toBeLessThan(92);
      expect(Math.max(...xs)).toBeGreaterThan(108);
      // Mirrored about the unit's point: as wide left as right.
      expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(200, 0);
    }
    expect(unitOutline('A', [0, 0], 10).tag).toBe('circle');
    expect(unitOutline('F', [0, 0], 10).tag).toBe('rect');
  });

  test('armies and fleets keep their letter; the new pieces are told by their outline, the arsenal by its radiation badge', () => {
    expect(['A', 'F', 'AF', 'AS'].map((k) => unitGlyph(k as 'A'))).toEqual(['A', 'F', null, null]);
    const svg = boardSvg({
      map,
      layout,
      drawing: null,
      position: { phase: 'S2101M', units: [{ power: US!, kind: 'AF', at: 'ISR' }, { power: US!, kind: 'AS', at: 'WAF' }], dislodged: [], standoffs: [], centers: {} },
      colourOf: () => '#888888',
      title: 'Global',
    });
    expect(svg).toMatch(/<g class="unit" data-at="ISR"[^>]*data-kind="AF"><title>[^<]* air force in Israel<\/title><path d="M/);
    expect(svg).toMatch(/data-kind="AS"><title>[^<]* arsenal in West Africa<\/title><path [^>]*class="body"\/><circle class="badge"[^>]*\/><path class="trefoil"/);
  });
});

describe('the scars of the view', () => {
  const view: GlobalView = { destroyed: ['NIO', 'TIB'], removed: ['IND'], cutOff: ['SAU'], closed: ['ANT'], entitled: {} };

  test('each scar is marked where it belongs, with a sentence saying what it means', () => {
    const marks = scarMarks(map, layout, view);
    expect(marks.map((m) => [m.kind, m.province])).toEqual([
      ['destroyed', 'NIO'],
      ['destroyed', 'TIB'],
      ['removed', 'IND'],
      ['cutOff', 'SAU'],
      ['closed', 'ANT'],
    ]);
    expect(marks[1]!.at).toEqual(at('TIB'));
    // A centre's mark is on its centre marker.
    expect(marks[2]!.at).toEqual(layout.provinces.IND!.center);
    expect(marks[0]!.title).toBe('North Indian Ocean: destroyed by a nuclear bomb. No unit may ever enter it again.');
    expect(marks[2]!.title).toBe('India: no longer a supply centre. It was cut off from every other centre, and removed.');
    expect(marks[3]!.title).toBe('Saudi Arabia: cut off from every other centre. It is removed as a supply centre at the end of this season.');
    expect(marks[4]!.title).toBe('Antarctica: closed this season (open in Fall and Winter). No unit may enter it, and a unit in it stays.');
  });

  test('a destroyed centre is scorched, not also struck out', () => {
    const marks = scarMarks(map, layout, { ...none, destroyed: ['IND'], removed: ['IND'] });
    expect(marks.map((m) => m.kind)).toEqual(['destroyed']);
  });

  test('destroyed spaces are filled scorched and closed ones iced, by the ids of the drawing; nothing for a game that is not Global', () => {
    expect(scarStyle(view)).toContain('#provinces>#TIB{fill:url(#scorch)');
    expect(scarStyle(view)).toContain('#provinces>#ANT{fill:url(#frozen)');
    expect(scarStyle(undefined)).toBe('');
    expect(scarMarks(map, layout, undefined)).toEqual([]);
    const markup = scarMarkup(scarMarks(map, layout, view), 13.5, 4.5);
    expect(markup).toContain('<g class="scar destroyed" data-scar="destroyed" data-province="TIB" role="img" aria-label="Tibet: destroyed by a nuclear bomb.');
    expect(markup.match(/<title>/g)).toHaveLength(5);
  });
});

describe('bombing orders drawn as chains', () => {
  test('a launch runs from the arsenal through its carriers to the target, marked', () => {
    const [chain] = chainShapes(map, layout, [{ power: US!, text: 'AS WAF BOMB VIA ISR MIE TO TIB' }]);
    expect(chain).toEqual({ power: US, points: [at('WAF'), at('ISR'), at('MIE'), at('TIB')], target: at('TIB'), carrier: null, failed: false });
  });

  test('a carry order draws the link it names, ringed at the carrier; the long wording too', () => {
    const chains = chainShapes(map, layout, [
      { power: US!, text: 'AF ISR CARRY FROM WAF VIA MIE TO TIB', result: 'succeeds' },
      { power: RF!, text: 'N NAT carry bomb from SUS via SAH' },
      { power: US!, text: 'Air force in Israel carries bomb from West Africa to Middle East to drop on Tibet', result: 'fails' },
    ]);
    expect(chains.map((c) => [c.points.length, c.target !== null, c.carrier, c.failed])).toEqual([
      [4, true, at('ISR'), false],
      [3, false, at('NAT'), false],
      [4, true, at('ISR'), true],
    ]);
  });

  test('lines that are no bombing order are left to the other shapes', () => {
    expect(chainShapes(map, layout, [{ power: US!, text: 'A MIE - TIB' }, { power: US!, text: 'AF TIB S A MIE - PAK' }, { power: US!, text: 'AS WAF BOMB' }])).toEqual([]);
  });

  test('as SVG: a line in the power’s colour, a stop at each carrier, a crosshair on the target; a failed chain is marked so', () => {
    const chains = chainShapes(map, layout, [{ power: US!, text: 'AS WAF BOMB VIA ISR MIE TO TIB', result: 'fails' }]);
    const svg = chainMarkup(chains, 13.5, () => '#123456');
    expect(svg).toContain('<g class="chain failed" data-chain="4">');
    expect(svg).toContain('stroke="#123456"');
    expect(svg.match(/class="stop"/g)).toHaveLength(2);
    expect(chainTargetMarkup(chains, 13.5)).toMatch(/^<g class="chain-targets"><g class="target failed" data-target="">/);
  });

  test('a target named by a launch and its carriers is marked once, above the units, live while any order aims at it', () => {
    const chains = chainShapes(map, layout, [
      { power: US!, text: 'AS WAF BOMB VIA ISR MIE TO TIB', result: 'succeeds' },
      { power: US!, text: 'AF ISR CARRY FROM WAF VIA MIE TO TIB', result: 'fails' },
    ]);
    const marks = chainTargetMarkup(chains, 13.5);
    expect(marks.match(/data-target/g)).toHaveLength(1);
    expect(marks).not.toContain('failed');
    const svg = boardSvg({ map, layout, drawing: null, position: { phase: 'S2101M', units: [], dislodged: [], standoffs: [], centers: {} }, colourOf: () => '#888888', title: 'Global', chains });
    expect(svg.indexOf('<g class="chain-targets">')).toBeGreaterThan(svg.indexOf('<g class="units">'));
  });
});
