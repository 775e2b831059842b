import { describe, expect, test } from 'vitest';
import type { PhaseRecord } from '../game/types.js';
import { boardNamed } from '../map/boards.js';
import type { GlobalState } from '../variants/global/state.js';
import { orderSentence } from './progressive.js';
import { powerTitle } from './words.js';
import { aUnit, bombSentence, closedTitle, entitlementLines, globalResultLines, globalStatusLines, scarLines } from './global.js';

/** Global Diplomacy in the judge's words: bombs, scars, arsenals owed (seed II, V, XII+). */

const map = boardNamed('global')!;
const [US, RF, SA] = [...map.powers.keys()] as [string, string, string];

describe('units and bombing orders in sentences', () => {
  test('air forces and arsenals are named with their article', () => {
    expect(['A', 'F', 'AF', 'AS'].map((k) => aUnit(k as 'A'))).toEqual(['an army', 'a fleet', 'an air force', 'an arsenal']);
  });

  test('a launch, as XII+ writes one, and what became of it', () => {
    expect(bombSentence(map, 'AS WAF BOMB VIA ISR MIE TO TIB', 'succeeds')).toBe('The arsenal in West Africa launches a bomb by Israel and Middle East onto Tibet, and it explodes.');
    expect(bombSentence(map, 'Arsenal RUS bomb SCA', 'fails')).toBe('The arsenal in Russia fails to launch a bomb onto Scandinavia.');
  });

  test('a carry order names where the bomb comes from and where it goes', () => {
    expect(bombSentence(map, 'AF ISR CARRY FROM WAF VIA MIE TO TIB', 'succeeds')).toBe('The air force in Israel carries a bomb from West Africa on to Middle East and Tibet.');
    expect(bombSentence(map, 'N NAT carry bomb from SUS via SAH', 'fails')).toBe('The fleet in the North Atlantic Ocean fails to carry a bomb from Southern United States on to Sahara.');
    expect(bombSentence(map, 'A MIE - TIB', 'succeeds')).toBeNull();
  });

  test('PROGRESSIVE tells a bombing order in those words, and builds an air force with “an”', () => {
    const position = { phase: 'S2101M', units: [{ power: US, kind: 'AS' as const, at: 'WAF' }], dislodged: [], standoffs: [], centers: {} };
    expect(orderSentence(map, position, 'M', { power: US, order: 'AS WAF BOMB SAH', result: 'succeeds' })).toBe('The arsenal in West Africa launches a bomb onto Sahara, and it explodes.');
    const home = map.powers.get(US)!.homes[0]!;
    expect(orderSentence(map, { ...position, phase: 'F2100A', units: [] }, 'A', { power: US, order: `BUILD AF ${home}`, result: 'succeeds' })).toMatch(/ builds an air force in /);
  });
});

describe('the scars in the status texts', () => {
  test('destroyed spaces, removed and cut-off centres, closed spaces and the arsenals owed, in the map’s order of powers', () => {
    const view = { destroyed: ['NIO', 'TIB'], removed: ['IND'], cutOff: ['SAU'], closed: ['ANT'], entitled: { [RF]: 1, [US]: 2 } };
    expect(scarLines(map, view)).toEqual([
      'Destroyed by nuclear bombs: North Indian Ocean and Tibet.',
      'Supply centres removed (cut off): India.',
      'Cut off, to be removed at the end of this season: Saudi Arabia.',
    ]);
    expect(entitlementLines(map, view.entitled)).toEqual([
      `${powerTitle(US)} may build 2 nuclear arsenals (all its units held).`,
      `${powerTitle(RF)} may build a nuclear arsenal (all its units held).`,
    ]);
    expect(globalStatusLines(map, view)).toContain('Closed this season: Antarctica.');
    expect(globalStatusLines(map, { destroyed: [], removed: [], cutOff: [], closed: [], entitled: {} })).toBeNull();
    expect(globalStatusLines(map, undefined)).toBeNull();
  });

  test('a closed seasonal space says when it opens (VII.3.y)', () => {
    expect(closedTitle(map, 'POL')).toMatch(/^Polar Arctic: closed this season \(open in Spring and Summer\)\./);
  });
});

describe('what a phase did to the globe, in its results', () => {
  const before: GlobalState = { wasteland: { destroyed: ['NIO', 'KAZ', 'SEA'], removed: [], cutOff: ['SAU'] }, entitled: {} };
  // Seed V's India: the last link (Tibet) destroyed this season, an army moving into it lost with it.
  const record: PhaseRecord = {
    position: {
      phase: 'F2101M',
      units: [
        { power: US, kind: 'AS', at: 'WAF' },
        { power: US, kind: 'AF', at: 'ISR' },
        { power: RF, kind: 'A', at: 'MIE' },
        { power: SA, kind: 'A', at: 'PAK' },
        { power: SA, kind: 'AF', at: 'TIB' },
      ],
      dislodged: [],
      standoffs: [],
      centers: {},
    },
    orders: {},
    results: [
      { power: US, order: 'AS WAF BOMB VIA ISR MIE TO TIB', result: 'succeeds' },
      { power: US, order: 'AF ISR CARRY FROM WAF VIA MIE TO TIB', result: 'succeeds' },
      { power: RF, order: 'A MIE CARRY FROM WAF ISR TO TIB', result: 'succeeds' },
      { power: SA, order: 'A PAK - TIB', result: 'fails' },
      { power: SA, order: 'AF TIB H', result: 'succeeds' },
    ],
    processedAt: 0,
    global: { before, destroyed: ['TIB'], nuclear: [SA] },
  } as PhaseRecord;
  const after: GlobalState = { wasteland: { destroyed: ['KAZ', 'NIO', 'SEA', 'TIB'], removed: ['SAU'], cutOff: ['IND'] }, entitled: { [SA]: 1 } };

  test('the bomb, the unit lost, the centre removed at the season’s end, the centre cut off, the power owed an arsenal', () => {
    const text = globalResultLines(map, record, after)!.replace(/\s*\n\s*/g, ' ');
    expect(text).toBe(
      [
        'Nuclear events:',
        'Tibet is destroyed by a nuclear bomb: no unit may ever enter it again. The South American air force in Tibet is lost.',
        'Saudi Arabia, cut off from every other supply centre since last season, is no longer a supply centre.',
        'India is cut off from every other supply centre, and will be removed at the end of next season.',
        `${powerTitle(SA)} ordered all its units to hold: it may build a nuclear arsenal in a build phase to come.`,
      ].join(' '),
    );
  });

  test('nothing for a phase that left the globe as it was, nor for a game that is not Global', () => {
    expect(globalResultLines(map, { ...record, global: { before } }, before)).toBeNull();
    expect(globalResultLines(map, { ...record, global: undefined } as PhaseRecord, undefined)).toBeNull();
  });
});
