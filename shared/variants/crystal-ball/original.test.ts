/**
 * Every example of the original rules (../../../../shared/seeds/001_0f312e4b43d10c8e.txt),
 * each with the annotation and result of every line: movement lists (VOID, NO SUCH UNIT,
 * CONTRADICTED), the standing retreat and build lists and the remove list.
 */
import { describe, expect, test } from 'vitest';
import { initialBuildList } from './adjustment-lists.js';
import { map, play, unitsOf, type Case } from './test-lists.js';

const original = (c: Omit<Case, 'edition'>): Case => ({ ...c, edition: 'original' });

const MOVEMENT: readonly [name: string, c: Case, expected: readonly string[]][] = [
  // 4.3: "if England controls 7 supply centers ... the FIRST 7 orders in each player's
  // movement list will be considered. The eighth and subsequent orders ... IGNORED."
  [
    'seven centres for the largest power: the eighth order on is ignored',
    original({
      phase: 'F1903M',
      units: { ENGLAND: 'F NTH, F NWG, F ENG, A NWY, A BEL, A HOL, F DEN' },
      centers: { ENGLAND: 'EDI LON LVP NWY BEL HOL DEN' },
      lists: { ENGLAND: ['F LON - NTH', 'F NTH H', 'F NWG H', 'F ENG H', 'A NWY H', 'A BEL H', 'A HOL H', 'F DEN - SKA', 'A HOL - KIE'] },
    }),
    [
      'ENGLAND [no such unit] F LON - NTH: ignored',
      'ENGLAND [ordered] F NTH H: succeeds',
      'ENGLAND [ordered] F NWG H: succeeds',
      'ENGLAND [ordered] F ENG H: succeeds',
      'ENGLAND [ordered] A NWY H: succeeds',
      'ENGLAND [ordered] A BEL H: succeeds',
      'ENGLAND [ordered] A HOL H: succeeds',
      'ENGLAND [ignored] F DEN - SKA: ignored',
      'ENGLAND [ignored] A HOL - KIE: ignored',
      'ENGLAND [default] F DEN H: succeeds (default)',
    ],
  ],
  // 4.4, the five kinds of VOID order: "support for a non-existant attack, support for a
  // non-existant unit to hold in place, convoying a non-existant army, an attempt to convoy
  // using a non-existant fleet, or any impossible move."
  [
    'VOID: support for an attack that is not made',
    original({ phase: 'S1902M', units: { FRANCE: 'A BUR, A PAR' }, lists: { FRANCE: ['A BUR S A PAR - PIC', 'A PAR H'] } }),
    ['FRANCE [void] A BUR S A PAR - PIC: void', 'FRANCE [ordered] A PAR H: succeeds'],
  ],
  [
    'VOID: support to hold for a unit that is not there',
    original({ phase: 'S1902M', units: { FRANCE: 'A BUR' }, lists: { FRANCE: ['A BUR S A MUN'] } }),
    ['FRANCE [void] A BUR S A MUN: void'],
  ],
  [
    'VOID: convoying an army that is not there',
    original({ phase: 'S1902M', units: { ENGLAND: 'F ENG, F LON' }, lists: { ENGLAND: ['F ENG C A LON - BRE', 'F LON H'] } }),
    ['ENGLAND [void] F ENG C A LON - BRE: void', 'ENGLAND [ordered] F LON H: succeeds'],
  ],
  [
    'VOID: a convoy route through a fleet that is not there (4.2: the route must be complete)',
    original({ phase: 'S1902M', units: { ENGLAND: 'A LON, F ENG' }, lists: { ENGLAND: ['A LON - NTH - NWY', 'F ENG H'] } }),
    ['ENGLAND [void] A LON - NTH - NWY: void', 'ENGLAND [ordered] F ENG H: succeeds'],
  ],
  [
    'VOID: an impossible move',
    original({ phase: 'S1902M', units: { FRANCE: 'F BRE, A PAR' }, lists: { FRANCE: ['F BRE - PAR', 'A PAR - LON'] } }),
    ['FRANCE [void] F BRE - PAR: void', 'FRANCE [void] A PAR - LON: void'],
  ],
  // 4.4: "If the VOID order was an attempt to move ..., the unit may not receive support
  // in holding." (The revised rules let it: see the case below.)
  [
    'a unit whose move was void cannot be supported to hold',
    original({
      phase: 'S1902M',
      units: { GERMANY: 'A MUN, A BER', AUSTRIA: 'A TYR, A BOH' },
      lists: { GERMANY: ['A MUN - LON', 'A BER S A MUN'], AUSTRIA: ['A TYR - MUN', 'A BOH S A TYR - MUN'] },
    }),
    [
      'GERMANY [void] A MUN - LON: void',
      'GERMANY [void] A BER S A MUN: void',
      'AUSTRIA [ordered] A TYR - MUN: succeeds',
      'AUSTRIA [ordered] A BOH S A TYR - MUN: succeeds',
    ],
  ],
  [
    'the same lists under the revised rules: the unit holds with its support',
    {
      phase: 'S1902M',
      units: { GERMANY: 'A MUN, A BER', AUSTRIA: 'A TYR, A BOH' },
      lists: { GERMANY: ['A MUN - LON', 'A BER S A MUN'], AUSTRIA: ['A TYR - MUN', 'A BOH S A TYR - MUN'] },
    },
    [
      'GERMANY [ordered] A MUN - LON: void',
      'GERMANY [ordered] A BER S A MUN: succeeds',
      'AUSTRIA [ordered] A TYR - MUN: fails',
      'AUSTRIA [ordered] A BOH S A TYR - MUN: succeeds',
    ],
  ],
  // 4.1: "the type (Army or Fleet) of any unit receiving support must be explicitly
  // specified ... Any order not meeting these criteria is considered illegal and VOID."
  [
    'VOID: a support that leaves out the kind of the unit supported',
    original({ phase: 'S1902M', units: { FRANCE: 'A BUR, A MUN' }, lists: { FRANCE: ['A BUR S MUN', 'A MUN H'] } }),
    ['FRANCE [void] A BUR S MUN: void', 'FRANCE [ordered] A MUN H: succeeds'],
  ],
  // 4.1: "Orders given to fleets moving to multi-coast provinces from an area accessible to
  // both coasts must specify the destination coast, or it will be deemed VOID."
  [
    'VOID: a fleet to Spain from the Mid-Atlantic without a coast',
    original({ phase: 'S1902M', units: { FRANCE: 'F MAO' }, lists: { FRANCE: ['F MAO - SPA'] } }),
    ['FRANCE [void] F MAO - SPA: void'],
  ],
  [
    'a fleet to Spain from the Mid-Atlantic with a coast',
    original({ phase: 'S1902M', units: { FRANCE: 'F MAO' }, lists: { FRANCE: ['F MAO - SPA/NC'] } }),
    ['FRANCE [ordered] F MAO - SPA/NC: succeeds'],
  ],
  // 4.5: "Considered orders which are issued for units that do not exist will be marked
  // NO SUCH UNIT".
  [
    'NO SUCH UNIT: the wrong kind, the wrong place, another power\'s unit',
    original({ phase: 'S1902M', units: { ENGLAND: 'F LON', FRANCE: 'A PIC' }, lists: { ENGLAND: ['A LON - YOR', 'F EDI - NTH', 'A PIC - BEL', 'F LON - ENG'] } }),
    [
      'ENGLAND [no such unit] A LON - YOR: ignored',
      'ENGLAND [no such unit] F EDI - NTH: ignored',
      'ENGLAND [no such unit] A PIC - BEL: ignored',
      'ENGLAND [ordered] F LON - ENG: succeeds',
      'FRANCE [default] A PIC H: succeeds (default)',
    ],
  ],
  // 4.6: "If two or more dissimilar orders are given for the same (existing) unit, and if
  // any two of these are considered ... all considered orders given to that unit are marked
  // CONTRADICTED, and the unit will HOLD and may receive support."
  [
    'CONTRADICTED: the unit holds, and is supported',
    original({
      phase: 'S1902M',
      units: { ENGLAND: 'F LON, A WAL', FRANCE: 'F ENG, F NTH' },
      lists: { ENGLAND: ['F LON - NTH', 'F LON - ENG', 'A WAL S F LON'], FRANCE: ['F ENG - LON', 'F NTH S F ENG - LON'] },
    }),
    [
      'ENGLAND [contradicted] F LON - NTH: void',
      'ENGLAND [contradicted] F LON - ENG: void',
      'ENGLAND [ordered] A WAL S F LON: succeeds',
      'FRANCE [ordered] F ENG - LON: fails',
      'FRANCE [ordered] F NTH S F ENG - LON: succeeds',
    ],
  ],
  [
    'the same order written twice is no contradiction',
    original({ phase: 'S1902M', units: { ENGLAND: 'F LON' }, lists: { ENGLAND: ['F LON - NTH', 'F London - North Sea'] } }),
    ['ENGLAND [ordered] F LON - NTH: succeeds', 'ENGLAND [ordered] F London - North Sea: succeeds'],
  ],
  [
    'a different order beyond the considered ones contradicts nothing',
    original({ phase: 'S1901M', units: { ENGLAND: 'F LON' }, lists: { ENGLAND: ['F LON - NTH', 'A LON H', 'A LVP H', 'A EDI H', 'F LON - ENG'] } }),
    [
      'ENGLAND [ordered] F LON - NTH: succeeds',
      'ENGLAND [no such unit] A LON H: ignored',
      'ENGLAND [no such unit] A LVP H: ignored',
      'ENGLAND [no such unit] A EDI H: ignored',
      'ENGLAND [ignored] F LON - ENG: ignored',
    ],
  ],
  // 4.7: "any units left unordered in a movement phase will hold and may be supported."
  [
    'an unordered unit holds and may be supported',
    original({
      phase: 'S1902M',
      units: { GERMANY: 'A MUN, A BER', AUSTRIA: 'A TYR, A BOH' },
      lists: { GERMANY: ['A BER S A MUN'], AUSTRIA: ['A TYR - MUN', 'A BOH S A TYR - MUN'] },
    }),
    [
      'GERMANY [ordered] A BER S A MUN: succeeds',
      'AUSTRIA [ordered] A TYR - MUN: fails',
      'AUSTRIA [ordered] A BOH S A TYR - MUN: succeeds',
      'GERMANY [default] A MUN H: succeeds (default)',
    ],
  ],
];

describe('the original rules: movement lists', () => {
  test.each(MOVEMENT)('%s', (_, c, expected) => {
    expect(play(c).lines).toEqual(expected);
  });

  test('the unit whose move was void is dislodged, where the revised rules keep it', () => {
    const [orig, revised] = MOVEMENT.filter(([name]) => name.includes('cannot be supported to hold') || name.includes('holds with its support'));
    expect(play(orig![1]).next.dislodged).toEqual([{ power: 'GERMANY', kind: 'A', at: 'MUN', from: 'TYR' }]);
    expect(play(revised![1]).next.dislodged).toEqual([]);
  });

  test('every annotation of the original movement lists is met', () => {
    const met = new Set(MOVEMENT.filter(([, c]) => c.edition === 'original').flatMap(([, c]) => play(c).reports.map((r) => r.annotation)));
    expect([...met].sort()).toEqual(['contradicted', 'default', 'ignored', 'no such unit', 'ordered', 'void']);
  });
});

const RETREATS: readonly [name: string, c: Case, expected: readonly string[]][] = [
  // 5.4 to 5.6: the topmost considered non-VOID retreat is followed; a retreat to a place the
  // unit cannot go is VOID, wherever it stands; a later valid line for the unit, or a line
  // for a unit not dislodged, is UNUSED.
  [
    'VOID, then the first valid retreat, then UNUSED',
    original({
      phase: 'S1902R',
      units: { ITALY: 'A TRI, F ADR', AUSTRIA: 'A VIE' },
      centers: { AUSTRIA: 'BUD TRI VIE SER GRE RUM BUL', ITALY: 'NAP ROM VEN' },
      dislodged: { AUSTRIA: 'F TRI<VEN' },
      lists: { AUSTRIA: ['F TRI - VEN', 'F TRI - ADR', 'F TRI - BUD', 'F TRI - ALB', 'F TRI D', 'F TRI - TYS', 'A SER - BUL'] },
    }),
    [
      'AUSTRIA [void] F TRI - VEN: void',
      'AUSTRIA [void] F TRI - ADR: void',
      'AUSTRIA [void] F TRI - BUD: void',
      'AUSTRIA [ordered] F TRI - ALB: succeeds',
      'AUSTRIA [unused] F TRI D: ignored',
      'AUSTRIA [void] F TRI - TYS: void',
      'AUSTRIA [unused] A SER - BUL: ignored',
    ],
  ],
  [
    'VOID: a retreat into a province left empty by a standoff',
    original({
      phase: 'S1902R',
      units: { ITALY: 'A TRI' },
      dislodged: { AUSTRIA: 'A BUD<TRI' },
      standoffs: 'GAL',
      lists: { AUSTRIA: ['A BUD - GAL', 'A BUD - RUM'] },
    }),
    ['AUSTRIA [void] A BUD - GAL: void', 'AUSTRIA [ordered] A BUD - RUM: succeeds'],
  ],
  // 5.2: "A retreat move need not contain the type ... If the unit type IS specified, it is adhered to."
  [
    'the kind may be left out; if written it must be right',
    original({
      phase: 'S1902R',
      units: { ITALY: 'A TRI' },
      dislodged: { AUSTRIA: 'F TRI<VEN, A BUD<TRI' },
      lists: { AUSTRIA: ['A TRI - ALB', 'TRI - ALB', 'F BUD - RUM', 'BUD - RUM'] },
    }),
    [
      'AUSTRIA [unused] A TRI - ALB: ignored',
      'AUSTRIA [ordered] TRI - ALB: succeeds',
      'AUSTRIA [unused] F BUD - RUM: ignored',
      'AUSTRIA [ordered] BUD - RUM: succeeds',
    ],
  ],
  // 5.7: "If two units receive valid orders to retreat to the same area, both will disband".
  [
    'DISBANDS DUE TO CONFLICT',
    original({
      phase: 'F1902R',
      units: { ITALY: 'A TRI, A BUL' },
      dislodged: { AUSTRIA: 'F TRI<VEN', TURKEY: 'A SER<BUL' },
      lists: { AUSTRIA: ['F TRI - ALB'], TURKEY: ['A SER - ALB'] },
    }),
    ['AUSTRIA [disbands due to conflict] F TRI - ALB: disbanded', 'TURKEY [disbands due to conflict] A SER - ALB: disbanded'],
  ],
  // 5.8: "any dislodged unit for which NO order at all was received will retreat to the one
  // and only available place, if such a unique place exists, or ... will disband."
  [
    'unordered: the one place left, after the ordered retreats',
    original({
      phase: 'S1902R',
      units: { RUSSIA: 'A GAL, A RUM', ITALY: 'A TRI', AUSTRIA: 'A VIE' },
      dislodged: { AUSTRIA: 'A BUD<GAL, F ALB<GRE' },
      lists: { AUSTRIA: ['F ALB - ADR'] },
    }),
    ['AUSTRIA [ordered] F ALB - ADR: succeeds', 'AUSTRIA [default] A BUD - SER: succeeds (default)'],
  ],
  [
    'unordered with two places to go: disbanded',
    original({
      phase: 'S1902R',
      units: { RUSSIA: 'A GAL', ITALY: 'A TRI' },
      dislodged: { AUSTRIA: 'A BUD<GAL' },
      lists: {},
    }),
    ['AUSTRIA [default] A BUD D: disbanded (default)'],
  ],
  [
    'only VOID retreats: disbanded',
    original({
      phase: 'S1902R',
      units: { RUSSIA: 'A GAL, A RUM', ITALY: 'A TRI', AUSTRIA: 'A VIE' },
      dislodged: { AUSTRIA: 'A BUD<GAL' },
      lists: { AUSTRIA: ['A BUD - GAL'] },
    }),
    ['AUSTRIA [void] A BUD - GAL: void', 'AUSTRIA [default] A BUD D: disbanded (default)'],
  ],
  // 5.3: the considered count holds for retreat lists too.
  [
    'a retreat beyond the considered lines is ignored',
    original({
      phase: 'S1902R',
      units: { ITALY: 'A TRI' },
      dislodged: { AUSTRIA: 'A BUD<TRI' },
      lists: { AUSTRIA: ['A VIE - BOH', 'A VIE - TYR', 'A SER - ALB', 'A GAL - WAR', 'A BUD - RUM'] },
    }),
    [
      'AUSTRIA [unused] A VIE - BOH: ignored',
      'AUSTRIA [unused] A VIE - TYR: ignored',
      'AUSTRIA [unused] A SER - ALB: ignored',
      'AUSTRIA [unused] A GAL - WAR: ignored',
      'AUSTRIA [ignored] A BUD - RUM: ignored',
      'AUSTRIA [default] A BUD D: disbanded (default)',
    ],
  ],
];

describe('the original rules: retreat lists', () => {
  test.each(RETREATS)('%s', (_, c, expected) => {
    expect(play(c).lines).toEqual(expected);
  });

  test('the retreats land where the lists say, and the game moves on', () => {
    const { next } = play(RETREATS[4]![1]);
    expect(unitsOf(next)).toEqual({ AUSTRIA: 'A SER, A VIE, F ADR', ITALY: 'A TRI', RUSSIA: 'A GAL, A RUM' });
    expect(next.phase).toBe('F1902M');
  });
});

const ADJUSTMENTS: readonly [name: string, c: Case, expected: readonly string[]][] = [
  // 6.2: "the units 'built in Winter 1900' ... are listed in ascending alphabetical order by
  // province name in which they were built, and this forms the initial build list".
  [
    "France's initial build list: one home occupied, two builds",
    original({
      phase: 'W1901A',
      units: { FRANCE: 'F MAO, A BUR, A MAR' },
      centers: { FRANCE: 'BRE MAR PAR SPA POR' },
      lists: { FRANCE: initialBuildList(map, 'FRANCE') },
    }),
    ['FRANCE [ordered] F BRE B: succeeds', 'FRANCE [void] A MAR B: void', 'FRANCE [ordered] A PAR B: succeeds'],
  ],
  // 6.4 to 6.6: an impossible build (a fleet in Moscow, a unit in a neutral centre) is a
  // WAIVE; a build in an occupied or unowned home is VOID; builds stop when units and
  // waives match the centres: NO MORE BUILDS.
  [
    'WAIVE for an impossible build, VOID, then NO MORE BUILDS',
    original({
      phase: 'W1901A',
      units: { RUSSIA: 'F SWE, A SEV, A UKR, F RUM' },
      centers: { RUSSIA: 'MOS SEV STP WAR SWE RUM' },
      lists: { RUSSIA: ['F MOS B', 'A SEV B', 'A WAR B', 'A MOS B', 'A BUL B'] },
    }),
    ['RUSSIA [waive] F MOS B: waived', 'RUSSIA [void] A SEV B: void', 'RUSSIA [ordered] A WAR B: succeeds', 'RUSSIA [no more builds] A MOS B: ignored', 'RUSSIA [no more builds] A BUL B: ignored'],
  ],
  [
    'VOID: a home centre the power does not own',
    original({
      phase: 'W1901A',
      units: { RUSSIA: 'A MOS, A UKR, F RUM, A GAL', GERMANY: 'A BER, A KIE, A MUN, F BAR' },
      centers: { RUSSIA: 'MOS SEV WAR RUM SWE', GERMANY: 'BER KIE MUN STP' },
      lists: { RUSSIA: ['A STP B', 'A BUL B'] },
    }),
    ['RUSSIA [void] A STP B: void', 'RUSSIA [waive] A BUL B: waived'],
  ],
  // 6.4: "The word WAIVE may appear in a build order list any number of times."
  [
    'WAIVE twice uses up both builds',
    original({ phase: 'W1901A', units: { GERMANY: 'A HOL' }, centers: { GERMANY: 'BER KIE HOL' }, lists: { GERMANY: ['WAIVE', 'WAIVE', 'A KIE B'] } }),
    ['GERMANY [waive] WAIVE: waived', 'GERMANY [waive] WAIVE: waived', 'GERMANY [no more builds] A KIE B: ignored'],
  ],
  // 6.7: "If a player's build list is exhausted and the player is still eligible to build
  // units, these remaining builds are WAIVEd."
  [
    'the list runs out: the builds left are waived',
    original({ phase: 'W1901A', units: { GERMANY: 'A HOL' }, centers: { GERMANY: 'BER KIE HOL' }, lists: { GERMANY: ['A BER B'] } }),
    ['GERMANY [ordered] A BER B: succeeds', 'GERMANY [default] WAIVE: waived (default)'],
  ],
  // 7.3, 7.4: "If a remove order specifies a non-existant unit, the order is marked
  // INVALID"; "Only as many removes as are forced will be used ... (top-down). All other
  // valid remove orders ... UNNECESSARY".
  [
    'INVALID, the removal owed, then UNNECESSARY',
    original({
      phase: 'W1901A',
      units: { ENGLAND: 'F NTH, A YOR, F LON' },
      centers: { ENGLAND: 'EDI LON' },
      lists: { ENGLAND: ['A LVP D', 'F NTH D', 'A YOR D'] },
    }),
    ['ENGLAND [invalid] A LVP D: void', 'ENGLAND [ordered] F NTH D: succeeds', 'ENGLAND [unnecessary] A YOR D: ignored'],
  ],
  // 7.5: "If, after all remove lists have been processed, any player must still remove
  // units, these are removed as ... for powers in Civil Disorder."
  [
    'the remove list falls short: civil disorder takes the farthest unit',
    original({
      phase: 'W1901A',
      units: { ITALY: 'A VEN, F TUN, A PIE' },
      centers: { ITALY: 'ROM' },
      lists: { ITALY: ['A VEN D'] },
    }),
    ['ITALY [ordered] A VEN D: succeeds', 'ITALY [default] F TUN D: disbanded (default)'],
  ],
  [
    'a power with nothing to remove: its remove list is unnecessary, and its build lines wait',
    original({ phase: 'W1901A', units: { ENGLAND: 'F NTH, A YOR', FRANCE: 'A PAR' }, centers: { ENGLAND: 'EDI LON', FRANCE: 'PAR' }, lists: { ENGLAND: ['F NTH D', 'F EDI B'], FRANCE: ['A BRE B'] } }),
    ['ENGLAND [unnecessary] F NTH D: ignored', 'ENGLAND [no more builds] F EDI B: ignored', 'FRANCE [no more builds] A BRE B: ignored'],
  ],
];

describe('the original rules: build and remove lists', () => {
  test("the initial build list is the starting units by their province's name", () => {
    expect(initialBuildList(map, 'ENGLAND')).toEqual(['F EDI B', 'A LVP B', 'F LON B']);
    expect(initialBuildList(map, 'RUSSIA')).toEqual(['A MOS B', 'F SEV B', 'F STP/SC B', 'A WAR B']);
  });

  test.each(ADJUSTMENTS)('%s', (_, c, expected) => {
    expect(play(c).lines).toEqual(expected);
  });

  test('the builds and removals reach the next position', () => {
    expect(unitsOf(play(ADJUSTMENTS[0]![1]).next)).toEqual({ FRANCE: 'A BUR, A MAR, A PAR, F BRE, F MAO' });
    expect(unitsOf(play(ADJUSTMENTS[6]![1]).next)).toEqual({ ITALY: 'A PIE' });
  });

  // 7.2: "units to be removed are specified in the list in terms of their positions after
  // the Spring retreats ... it will be these same units which will be removed".
  test('a remove list names units where they stood after the Spring retreats', () => {
    // After the Spring retreats: A PIC, A BEL, F NTH, F LON. In the Fall the Belgian army
    // was dislodged and destroyed, the Picardy army took Belgium, the fleet Norway.
    const moved: Readonly<Record<string, string | null>> = { PIC: 'BEL', BEL: null, NTH: 'NWY' };
    const { lines, next } = play(original({
      phase: 'W1901A',
      units: { ENGLAND: 'A BEL, F NWY, F LON' },
      centers: { ENGLAND: 'LON NWY' },
      lists: { ENGLAND: ['A BEL D', 'A PIC D'] },
      whereNow: (_, unit) => (unit.at in moved ? (moved[unit.at] ?? null) : unit.at),
    }));
    expect(lines).toEqual(['ENGLAND [invalid] A BEL D: void', 'ENGLAND [ordered] A PIC D: succeeds']);
    expect(unitsOf(next)).toEqual({ ENGLAND: 'F LON, F NWY' });
  });
});
