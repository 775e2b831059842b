/**
 * Every example of the revised rules (the default, with proxies) and of DPjudge's Crystal
 * Ball questions, each with the annotation and result of every line.
 *
 * Rule text: ../../../../shared/seeds/000_acff0f01daf6e069.txt; questions:
 * xtalball-Questions.txt. The proxy example of the rule text lost its two lists; the case
 * "the English army in Burgundy proxied to France" rebuilds them from the sentences around.
 */
import { describe, expect, test } from 'vitest';
import { map, play, positionOf, unitsOf, type Case } from './test-lists.js';
import { readLists } from './lists.js';
import { resolveMovementLists } from './movement.js';
import type { Result } from '../../result.js';

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const ENGLAND_1901 = ['F NWG C A Edi - Nwy', 'A Edi - NWG - Nwy', 'F Lon - ENG', 'F ENG - Bre'];

const CASES: readonly [name: string, c: Case, expected: readonly string[]][] = [
  // "if the player is unsure whether he will have an army or a fleet in London, he must use
  // two separate orders to make sure to order that unit to Yorkshire."
  [
    'two orders for London, a fleet there',
    { phase: 'S1902M', units: { ENGLAND: 'F LON, F EDI' }, lists: { ENGLAND: ['A LON - YOR', 'F LON - YOR'] } },
    ['ENGLAND [no unit] A LON - YOR: ignored', 'ENGLAND [ordered] F LON - YOR: succeeds', 'ENGLAND [default] F EDI H: succeeds (default)'],
  ],
  [
    'two orders for London, an army there',
    { phase: 'S1902M', units: { ENGLAND: 'A LON, F EDI' }, lists: { ENGLAND: ['A LON - YOR', 'F LON - YOR'] } },
    ['ENGLAND [ordered] A LON - YOR: succeeds', 'ENGLAND [no unit] F LON - YOR: ignored', 'ENGLAND [default] F EDI H: succeeds (default)'],
  ],
  // "if England controls seven supply centers, and no other power controls more than
  // seven, then the first seven orders in each player's order list will be considered."
  [
    'seven centres for the largest power: the eighth order on is ignored',
    {
      phase: 'F1903M',
      units: { ENGLAND: 'F NTH, F NWG, F ENG, A NWY, A BEL, A HOL, F DEN' },
      centers: { ENGLAND: 'EDI LON LVP NWY BEL HOL DEN' },
      lists: { ENGLAND: ['F LON - NTH', 'F NTH H', 'F NWG H', 'F ENG H', 'A NWY H', 'A BEL H', 'A HOL H', 'F DEN - SKA', 'A HOL - KIE'] },
    },
    [
      'ENGLAND [no unit] F LON - NTH: ignored',
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
  // England's Fall 1901 list: "if you have a fleet in the Channel, it will try to take
  // Brest, and if you don't (because your Springtime attempt to move there was bounced by
  // France), you will once again try to leave London".
  [
    "England's Fall 1901 list, the Channel taken in Spring",
    { phase: 'F1901M', units: { ENGLAND: 'F NWG, A EDI, F ENG', FRANCE: 'F BRE' }, lists: { ENGLAND: ENGLAND_1901 } },
    [
      'ENGLAND [ordered] F NWG C A Edi - Nwy: succeeds',
      'ENGLAND [ordered] A Edi - NWG - Nwy: succeeds',
      'ENGLAND [no unit] F Lon - ENG: ignored',
      'ENGLAND [ordered] F ENG - Bre: fails',
      'FRANCE [default] F BRE H: succeeds (default)',
    ],
  ],
  [
    "England's Fall 1901 list, bounced from the Channel in Spring",
    { phase: 'F1901M', units: { ENGLAND: 'F NWG, A EDI, F LON', FRANCE: 'F BRE' }, lists: { ENGLAND: ENGLAND_1901 } },
    [
      'ENGLAND [ordered] F NWG C A Edi - Nwy: succeeds',
      'ENGLAND [ordered] A Edi - NWG - Nwy: succeeds',
      'ENGLAND [ordered] F Lon - ENG: succeeds',
      'ENGLAND [no unit] F ENG - Bre: ignored',
      'FRANCE [default] F BRE H: succeeds (default)',
    ],
  ],
  // "England could have used his fourth (or a fifth, etc.) order to write A Mun-Bur".
  [
    'A Mun-Bur as the fifth order: ignored',
    { phase: 'F1901M', units: { ENGLAND: 'F NWG, A EDI, F ENG', FRANCE: 'F BRE', GERMANY: 'A MUN' }, lists: { ENGLAND: [...ENGLAND_1901, 'A Mun-Bur'] } },
    [
      'ENGLAND [ordered] F NWG C A Edi - Nwy: succeeds',
      'ENGLAND [ordered] A Edi - NWG - Nwy: succeeds',
      'ENGLAND [no unit] F Lon - ENG: ignored',
      'ENGLAND [ordered] F ENG - Bre: fails',
      'ENGLAND [ignored] A Mun-Bur: ignored',
      'FRANCE [default] F BRE H: succeeds (default)',
      'GERMANY [default] A MUN H: succeeds (default)',
    ],
  ],
  [
    "A Mun-Bur as the fourth order: considered, for Germany's army: noProxy",
    { phase: 'F1901M', units: { ENGLAND: 'F NWG, A EDI, F ENG', GERMANY: 'A MUN' }, lists: { ENGLAND: [...ENGLAND_1901.slice(0, 3), 'A Mun-Bur', 'F ENG - Bre'] } },
    [
      'ENGLAND [ordered] F NWG C A Edi - Nwy: succeeds',
      'ENGLAND [ordered] A Edi - NWG - Nwy: succeeds',
      'ENGLAND [no unit] F Lon - ENG: ignored',
      'ENGLAND [noProxy] A Mun-Bur: ignored',
      'ENGLAND [ignored] F ENG - Bre: ignored',
      'ENGLAND [default] F ENG H: succeeds (default)',
      'GERMANY [default] A MUN H: succeeds (default)',
    ],
  ],
  // "an attempt to convoy using a fleet that is not there, or an order of support for a
  // non-existent unit ... will HOLD ... and will be eligible to receive support." (With a
  // fleet elsewhere that could carry it, the move is legal and fails unconvoyed, as in any
  // standard game: the revised rules do not bind a written route.)
  [
    'a convoy through a fleet that is not there: the army holds and is supported',
    {
      phase: 'S1902M',
      units: { ENGLAND: 'A BEL, A PIC', GERMANY: 'A RUH, A HOL' },
      lists: { ENGLAND: ['A BEL - NTH - LON', 'A PIC S A BEL'], GERMANY: ['A RUH - BEL', 'A HOL S A RUH - BEL'] },
    },
    [
      'ENGLAND [ordered] A BEL - NTH - LON: void',
      'ENGLAND [ordered] A PIC S A BEL: succeeds',
      'GERMANY [ordered] A RUH - BEL: fails',
      'GERMANY [ordered] A HOL S A RUH - BEL: succeeds',
    ],
  ],
  [
    'a written route through an empty sea, with a fleet elsewhere that could carry the army',
    {
      phase: 'S1902M',
      units: { ENGLAND: 'A BEL, F ENG', GERMANY: 'A RUH, A HOL' },
      lists: { ENGLAND: ['A BEL - NTH - LON', 'F ENG S A BEL'], GERMANY: ['A RUH - BEL', 'A HOL S A RUH - BEL'] },
    },
    [
      'ENGLAND [ordered] A BEL - NTH - LON: dislodged',
      'ENGLAND [ordered] F ENG S A BEL: void',
      'GERMANY [ordered] A RUH - BEL: succeeds',
      'GERMANY [ordered] A HOL S A RUH - BEL: succeeds',
    ],
  ],
  [
    'a support for a unit that is not there: void, and the supporter holds',
    { phase: 'S1902M', units: { ENGLAND: 'A BEL, F ENG', FRANCE: 'F PIC' }, lists: { ENGLAND: ['F ENG S F BEL', 'A BEL S F PIC'], FRANCE: ['F PIC H'] } },
    ['ENGLAND [ordered] F ENG S F BEL: void', 'ENGLAND [ordered] A BEL S F PIC: succeeds', 'FRANCE [ordered] F PIC H: succeeds'],
  ],
  // The proxy example: England expects armies in Belgium and Ruhr, France a new army in
  // Paris meant for Munich; the English army ends in Burgundy, France's "A BUR - MUN" is
  // locked in, and England's proxy lets it move the English army.
  [
    'the English army in Burgundy, proxied to France',
    {
      phase: 'F1902M',
      units: { ENGLAND: 'A BUR, A RUH', FRANCE: 'A PAR', GERMANY: 'A MUN' },
      lists: { ENGLAND: ['A RUH S A BUR - MUN', 'A BUR P FRANCE'], FRANCE: ['A BUR - MUN', 'A PAR - BUR'] },
    },
    [
      'ENGLAND [ordered] A RUH S A BUR - MUN: succeeds',
      'ENGLAND [proxied] A BUR P FRANCE: succeeds',
      'FRANCE [byProxy] A BUR - MUN: succeeds',
      'FRANCE [ordered] A PAR - BUR: succeeds',
      'GERMANY [default] A MUN H: dislodged (default)',
    ],
  ],
  [
    "the same lists with France's own army in Burgundy",
    {
      phase: 'F1902M',
      units: { ENGLAND: 'A BEL, A RUH', FRANCE: 'A BUR', GERMANY: 'A MUN' },
      lists: { ENGLAND: ['A RUH S A BUR - MUN', 'A BUR P FRANCE'], FRANCE: ['A BUR - MUN', 'A PAR - BUR'] },
    },
    [
      'ENGLAND [ordered] A RUH S A BUR - MUN: succeeds',
      'ENGLAND [noProxy] A BUR P FRANCE: ignored',
      'FRANCE [ordered] A BUR - MUN: succeeds',
      'FRANCE [no unit] A PAR - BUR: ignored',
      'ENGLAND [default] A BEL H: succeeds (default)',
      'GERMANY [default] A MUN H: dislodged (default)',
    ],
  ],
  // "Any unit that is proxied twice on the same turn (first by its true owner, then again
  // by the power receiving the owner's proxy) will HOLD."
  [
    'a unit proxied on again: reProxy, and it holds',
    {
      phase: 'S1902M',
      units: { ENGLAND: 'A BUR', GERMANY: 'A MUN' },
      lists: { ENGLAND: ['A BUR P FRANCE'], FRANCE: ['A BUR P ITALY'], ITALY: ['A BUR - MUN'] },
    },
    [
      'ENGLAND [refused] A BUR P FRANCE: fails',
      'FRANCE [reProxy] A BUR P ITALY: void',
      'ITALY [noProxy] A BUR - MUN: ignored',
      'ENGLAND [default] A BUR H: succeeds (default)',
      'GERMANY [default] A MUN H: succeeds (default)',
    ],
  ],
  // Questions: "he in turn proxies it to yet another player (or back to me)? ... the unit will HOLD."
  [
    'a unit proxied back to its owner',
    { phase: 'S1902M', units: { ENGLAND: 'A BUR' }, lists: { ENGLAND: ['A BUR P FRANCE'], FRANCE: ['A BUR P ENGLAND'] } },
    ['ENGLAND [refused] A BUR P FRANCE: fails', 'FRANCE [reProxy] A BUR P ENGLAND: void', 'ENGLAND [default] A BUR H: succeeds (default)'],
  ],
  // "If two or more dissimilar orders are given for the same (existing) unit ... the last
  // such considered order is followed"; the questions: "The earlier ones will be marked revoked."
  [
    'two orders to one unit: the last is followed',
    { phase: 'S1901M', units: { ENGLAND: 'F LON' }, lists: { ENGLAND: ['F LON - NTH', 'F LON - ENG'] } },
    ['ENGLAND [revoked] F LON - NTH: ignored', 'ENGLAND [ordered] F LON - ENG: succeeds'],
  ],
  [
    'a later order beyond the considered ones revokes nothing',
    { phase: 'S1901M', units: { ENGLAND: 'F LON' }, lists: { ENGLAND: ['F LON - NTH', 'A LON H', 'A LVP H', 'A EDI H', 'F LON - ENG'] } },
    [
      'ENGLAND [ordered] F LON - NTH: succeeds',
      'ENGLAND [no unit] A LON H: ignored',
      'ENGLAND [no unit] A LVP H: ignored',
      'ENGLAND [no unit] A EDI H: ignored',
      'ENGLAND [ignored] F LON - ENG: ignored',
    ],
  ],
  // "Unless contradicted later in the list by another considered order for the same unit,
  // every considered PROXY order in an order list will be honored."
  [
    'an order after a proxy takes the unit back',
    { phase: 'S1902M', units: { ENGLAND: 'A BUR' }, lists: { ENGLAND: ['A BUR P FRANCE', 'A BUR - PIC'], FRANCE: ['A BUR - MUN'] } },
    ['ENGLAND [revoked] A BUR P FRANCE: ignored', 'ENGLAND [ordered] A BUR - PIC: succeeds', 'FRANCE [noProxy] A BUR - MUN: ignored'],
  ],
  [
    'a proxy after an order hands the unit over',
    { phase: 'S1902M', units: { ENGLAND: 'A BUR' }, lists: { ENGLAND: ['A BUR - PIC', 'A BUR P FRANCE'], FRANCE: ['A BUR - MUN'] } },
    ['ENGLAND [revoked] A BUR - PIC: ignored', 'ENGLAND [proxied] A BUR P FRANCE: succeeds', 'FRANCE [byProxy] A BUR - MUN: succeeds'],
  ],
  // "if the power granted the PROXY does not issue an order to the unit, the unit will HOLD."
  [
    'a proxy the receiver does not use: refused, and the unit holds',
    { phase: 'S1902M', units: { ENGLAND: 'F BRE', FRANCE: 'A PAR' }, lists: { ENGLAND: ['F BRE P FRANCE'], FRANCE: ['A PAR - BUR'] } },
    ['ENGLAND [refused] F BRE P FRANCE: fails', 'FRANCE [ordered] A PAR - BUR: succeeds', 'ENGLAND [default] F BRE H: succeeds (default)'],
  ],
  // "the number that can be 'considered' is the number of supply centers controlled by the
  // smallest (uneliminated) power"; proxies are counted apart from orders.
  [
    'proxies counted apart, up to the smallest power\'s centres',
    {
      phase: 'S1903M',
      units: { ENGLAND: 'F LON, F EDI, A LVP' },
      centers: { FRANCE: 'BRE PAR' },
      lists: { ENGLAND: ['F LON P FRANCE', 'F EDI P FRANCE', 'A LVP P FRANCE', 'A LVP - YOR'], FRANCE: ['F LON - ENG', 'F EDI - NTH'] },
    },
    [
      'ENGLAND [proxied] F LON P FRANCE: succeeds',
      'ENGLAND [proxied] F EDI P FRANCE: succeeds',
      'ENGLAND [ignored] A LVP P FRANCE: ignored',
      'ENGLAND [ordered] A LVP - YOR: succeeds',
      'FRANCE [byProxy] F LON - ENG: succeeds',
      'FRANCE [byProxy] F EDI - NTH: succeeds',
    ],
  ],
  // "despite being eliminated, the player will indeed be able to receive and execute any
  // proxies he was offered by other players for the initial Spring turn after his elimination".
  [
    'a power eliminated in the Fall uses a proxy in the next Spring',
    {
      phase: 'S1905M',
      units: { ITALY: 'A TRI, A VEN' },
      centers: { AUSTRIA: '', ITALY: 'NAP ROM VEN TRI BUD VIE' },
      lists: { ITALY: ['A TRI P AUSTRIA', 'A VEN H'], AUSTRIA: ['A TRI - VIE'] },
    },
    ['ITALY [proxied] A TRI P AUSTRIA: succeeds', 'ITALY [ordered] A VEN H: succeeds', 'AUSTRIA [byProxy] A TRI - VIE: succeeds'],
  ],
  // Questions: "A LON S F WAL / F LON S F WAL" when the kind of the London unit is unknown.
  [
    'a support written for both kinds of unit in London, a fleet there',
    { phase: 'S1902M', units: { ENGLAND: 'F LON, F WAL' }, lists: { ENGLAND: ['A LON S F WAL', 'F LON S F WAL', 'F WAL H'] } },
    ['ENGLAND [no unit] A LON S F WAL: ignored', 'ENGLAND [ordered] F LON S F WAL: succeeds', 'ENGLAND [ordered] F WAL H: succeeds'],
  ],
  // Questions: "A BEL S GAS - BRE will be valid for a move to Brest made from Gascony by
  // either an army or a fleet" (as syntax: Belgium does not border Brest, so on the board
  // the support is void; from Picardy it reaches) "and A BUR S GAS ... whichever type".
  [
    'A BEL S GAS - BRE: Belgium cannot reach Brest',
    { phase: 'S1902M', units: { ENGLAND: 'A BEL', FRANCE: 'F GAS' }, lists: { ENGLAND: ['A BEL S GAS - BRE'], FRANCE: ['F GAS - BRE'] } },
    ['ENGLAND [ordered] A BEL S GAS - BRE: void', 'FRANCE [ordered] F GAS - BRE: succeeds'],
  ],
  [
    'a support of GAS - BRE without the kind, a fleet moving',
    { phase: 'S1902M', units: { ENGLAND: 'A PIC', FRANCE: 'F GAS' }, lists: { ENGLAND: ['A PIC S GAS - BRE'], FRANCE: ['F GAS - BRE'] } },
    ['ENGLAND [ordered] A PIC S GAS - BRE: succeeds', 'FRANCE [ordered] F GAS - BRE: succeeds'],
  ],
  [
    'a support of GAS - BRE without the kind, an army moving',
    { phase: 'S1902M', units: { ENGLAND: 'A PIC', FRANCE: 'A GAS' }, lists: { ENGLAND: ['A PIC S GAS - BRE'], FRANCE: ['A GAS - BRE'] } },
    ['ENGLAND [ordered] A PIC S GAS - BRE: succeeds', 'FRANCE [ordered] A GAS - BRE: succeeds'],
  ],
  [
    'A BUR S GAS supports whatever stands in Gascony',
    { phase: 'S1902M', units: { FRANCE: 'A BUR, F GAS' }, lists: { FRANCE: ['A BUR S GAS', 'F GAS H'] } },
    ['FRANCE [ordered] A BUR S GAS: succeeds', 'FRANCE [ordered] F GAS H: succeeds'],
  ],
  // Questions: a Fall 1901 list "written in obvious ignorance of Rule 3.1": "the fifth and
  // subsequent orders in the list are completely ignored, so the Picardy army will not
  // receive the order to move to Belgium."
  [
    "France's Fall 1901 list, every Spring move made",
    {
      phase: 'F1901M',
      units: { FRANCE: 'F ENG, A PIC, A BUR' },
      lists: { FRANCE: ['F ENG S A PIC - BEL', 'F BRE - ENG', 'A BUR S A PIC - BEL', 'A MAR - BUR', 'A PIC - BEL'] },
    },
    [
      'FRANCE [ordered] F ENG S A PIC - BEL: void',
      'FRANCE [no unit] F BRE - ENG: ignored',
      'FRANCE [ordered] A BUR S A PIC - BEL: void',
      'FRANCE [no unit] A MAR - BUR: ignored',
      'FRANCE [ignored] A PIC - BEL: ignored',
      'FRANCE [default] A PIC H: succeeds (default)',
    ],
  ],
  [
    "France's Fall 1901 list, both Spring moves bounced",
    {
      phase: 'F1901M',
      units: { FRANCE: 'F BRE, A MAR, A PIC' },
      lists: { FRANCE: ['F ENG S A PIC - BEL', 'F BRE - ENG', 'A BUR S A PIC - BEL', 'A MAR - BUR', 'A PIC - BEL'] },
    },
    [
      'FRANCE [no unit] F ENG S A PIC - BEL: ignored',
      'FRANCE [ordered] F BRE - ENG: succeeds',
      'FRANCE [no unit] A BUR S A PIC - BEL: ignored',
      'FRANCE [ordered] A MAR - BUR: succeeds',
      'FRANCE [ignored] A PIC - BEL: ignored',
      'FRANCE [default] A PIC H: succeeds (default)',
    ],
  ],
  // NO_PROXY: "thus allowing play of Crystal Ball without the proxy order": an order to a
  // foreign unit can then never be honoured.
  [
    'NO_PROXY: an order to a foreign unit',
    { phase: 'S1902M', units: { ENGLAND: 'A BUR' }, rules: ['NO_PROXY'], lists: { FRANCE: ['A BUR - MUN'] } },
    ['FRANCE [noProxy] A BUR - MUN: ignored', 'ENGLAND [default] A BUR H: succeeds (default)'],
  ],
];

describe('the revised rules, example by example', () => {
  test.each(CASES)('%s', (_, c, expected) => {
    expect(play(c).lines).toEqual(expected);
  });

  test('the Fall 1901 list moves the army to Norway and the fleet to the Channel', () => {
    const { next } = play(CASES[4]![1]);
    expect(unitsOf(next)).toEqual({ ENGLAND: 'A NWY, F ENG, F NWG', FRANCE: 'F BRE' });
    expect(next.phase).toBe('W1901A');
  });

  test('the adjudicator gets one order a unit, under its owner; the unordered get the default', () => {
    const c = CASES.find(([name]) => name === 'the English army in Burgundy, proxied to France')![1];
    const outcome = resolveMovementLists({ map, position: positionOf(c), edition: 'revised', lists: must(readLists(map, c.lists, { kind: 'movement', proxies: true })) });
    expect(outcome.ok && outcome.value.orders.map((o) => `${o.power}: ${o.text}`)).toEqual(['ENGLAND: A BUR - MUN', 'ENGLAND: A RUH S A BUR - MUN', 'FRANCE: A PAR - BUR']);
    expect(outcome.ok && outcome.value.moved).toEqual([
      { power: 'ENGLAND', from: 'BUR', to: 'MUN' },
      { power: 'FRANCE', from: 'PAR', to: 'BUR' },
    ]);
  });

  test('the English army proxied to France takes Munich; the German army must retreat', () => {
    const { next } = play(CASES.find(([name]) => name === 'the English army in Burgundy, proxied to France')![1]);
    expect(unitsOf(next)).toEqual({ ENGLAND: 'A MUN, A RUH', FRANCE: 'A BUR' });
    expect(next.dislodged).toEqual([{ power: 'GERMANY', kind: 'A', at: 'MUN', from: 'BUR' }]);
  });

  test('every annotation of the revised rules is met in these examples', () => {
    const met = new Set(CASES.flatMap(([, c]) => play(c).reports.map((r) => r.annotation)));
    expect([...met].sort()).toEqual(['byProxy', 'default', 'ignored', 'no unit', 'noProxy', 'ordered', 'proxied', 'reProxy', 'refused', 'revoked']);
  });

  test('the void orders say why', () => {
    const { reports } = play(CASES.find(([name]) => name.startsWith('a support for a unit that is not there'))![1]);
    expect(reports[0]!.reason).toBe('There is no fleet in Belgium to support.');
  });
});

describe('lists as a game reads them', () => {
  test('NO_PROXY: a proxy cannot be written', () => {
    expect(readLists(map, { ENGLAND: ['A BUR H', 'A BUR P FRANCE'] }, { kind: 'movement', proxies: false })).toMatchObject({
      ok: false,
      error: { code: 'proxy_not_allowed', message: 'ENGLAND, line 2 ("A BUR P FRANCE"): This game allows no proxy orders.' },
    });
  });

  test.each<[string, string]>([
    ['LON - YOR', 'no_unit_kind'],
    ['A LON S', 'bad_order'],
    ['A BUR P ENGLAND', 'proxy_to_self'],
    ['BUILD A LON', 'wrong_list'],
    ['A LON - YOR, PLEASE', 'bad_order'],
  ])('%j is refused: %s', (text, code) => {
    expect(readLists(map, { ENGLAND: [text] }, { kind: 'movement', proxies: true })).toMatchObject({ ok: false, error: { code } });
  });

  test('the limits come from the centres: four orders and three proxies in 1901', () => {
    const { reports } = play({
      phase: 'S1901M',
      units: { ENGLAND: 'F LON' },
      lists: { ENGLAND: ['A PAR H', 'A MAR H', 'A BRE H', 'A BUR H', 'F LON - NTH'] },
    });
    expect(reports.map((r) => r.annotation)).toEqual(['no unit', 'no unit', 'no unit', 'no unit', 'ignored', 'default']);
    expect(positionOf({ phase: 'S1901M', units: {}, lists: {} }).centers['RUSSIA']).toHaveLength(4);
  });
});
