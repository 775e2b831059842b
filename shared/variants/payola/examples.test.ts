/**
 * Every worked example of MECHANICS.md and every question of payola-Questions.txt with a
 * definite answer, as a Payola movement phase on the standard board: the order each unit
 * gives, its winning total, who paid what, and the treasuries after.
 *
 * A unit's line reads "A PAR - BUR = 4: FRANCE 4": the order, "=" the winning total, then
 * each power charged.
 */
import { describe, expect, test } from 'vitest';
import { payolaMovement, type PayolaMovementOutcome } from './movement.js';
import { map, positionOf } from './test-board.js';

interface Case {
  readonly units: Readonly<Record<string, string>>;
  readonly offers: Readonly<Record<string, readonly string[]>>;
  /** Absent: 100 AgP for every power with units. */
  readonly funds?: Readonly<Record<string, number>>;
  readonly accept?: Readonly<Record<string, string>>;
  readonly rules?: readonly string[];
  readonly dummies?: readonly string[];
  /** The lines of the units named, by "A PAR". */
  readonly orders: Readonly<Record<string, string>>;
  /** The treasuries after, of the powers named. */
  readonly after?: Readonly<Record<string, number>>;
  readonly reductions?: Readonly<Record<string, number>>;
  /** "A PAR" → the adjudicator's result. */
  readonly results?: Readonly<Record<string, string>>;
}

function play(c: Case): PayolaMovementOutcome {
  const funds = c.funds ?? Object.fromEntries(Object.keys(c.units).map((p) => [p, 100]));
  const r = payolaMovement({
    map,
    position: positionOf(c.units),
    funds,
    offers: c.offers,
    ...(c.accept ? { accept: c.accept } : {}),
    ...(c.rules ? { rules: c.rules } : {}),
    dummies: c.dummies ?? [],
    seed: 7,
  });
  if (!r.ok) throw new Error(r.error.message);
  for (const [power, errors] of Object.entries(r.value.refused)) {
    throw new Error(`${power} line ${errors[0]!.line + 1} refused: ${errors[0]!.error.message}`);
  }
  return r.value;
}

const unitOf = (order: string): string => order.split(' ').slice(0, 2).join(' ');
const line = (r: PayolaMovementOutcome['results'][number]): string => {
  const paid = Object.entries(r.paid).map(([p, n]) => `${p} ${n}`).join(', ');
  return `${r.order} = ${r.total}${paid === '' ? '' : `: ${paid}`}`;
};

function check(c: Case): void {
  const out = play(c);
  const byUnit = new Map(out.results.map((r) => [unitOf(r.order), r]));
  for (const [unit, expected] of Object.entries(c.orders)) expect(byUnit.get(unit) && line(byUnit.get(unit)!), unit).toBe(expected);
  for (const [power, n] of Object.entries(c.after ?? {})) expect(out.next.funds[power], power).toBe(n);
  if (c.reductions) expect(out.reductions).toEqual(c.reductions);
  for (const [unit, result] of Object.entries(c.results ?? {})) expect(byUnit.get(unit)?.result, unit).toBe(result);
}

const FRANCE_GERMANY = { FRANCE: 'A PAR, A MAR, F BRE', GERMANY: 'A MUN, A KIE' };

const CASES: readonly [string, Case][] = [
  // QA "Offer Syntax": the five kinds of offer, each on the army in Paris.
  ['direct offer: 4 if Paris moves to Burgundy', { units: FRANCE_GERMANY, offers: { FRANCE: ['4 : A PAR - BUR'] }, orders: { 'A PAR': 'A PAR - BUR = 4: FRANCE 4' }, after: { FRANCE: 96 } }],
  [
    'negative offer: paid when Paris does anything but move to Burgundy',
    {
      units: FRANCE_GERMANY,
      offers: { FRANCE: ['5 : A PAR - GAS'], GERMANY: ['4 ! A PAR - BUR'] },
      // Gascony 5 + Germany's 4 = 9 against HOLD (0 + 4): Paris goes to Gascony and both pay.
      orders: { 'A PAR': 'A PAR - GAS = 9: FRANCE 5, GERMANY 4' },
      after: { FRANCE: 95, GERMANY: 96 },
    },
  ],
  [
    'negative offer: nothing paid when Paris moves to Burgundy after all',
    {
      units: FRANCE_GERMANY,
      offers: { FRANCE: ['5 : A PAR - BUR'], GERMANY: ['4 ! A PAR - BUR'] },
      orders: { 'A PAR': 'A PAR - BUR = 5: FRANCE 5' },
      after: { GERMANY: 100 },
    },
  ],
  [
    'move offer: any move costs 4, not only Burgundy',
    {
      units: FRANCE_GERMANY,
      offers: { FRANCE: ['4 > A PAR - BUR'], GERMANY: ['5 : A PAR - PIC'] },
      orders: { 'A PAR': 'A PAR - PIC = 9: FRANCE 4, GERMANY 5' },
      after: { FRANCE: 96, GERMANY: 95 },
    },
  ],
  [
    'hold offer: paid for any non-move and for the move it lists',
    {
      units: FRANCE_GERMANY,
      offers: { FRANCE: ['4 @ A PAR - BUR', '1 : A PAR S F BRE'], GERMANY: ['4 : A PAR - PIC'] },
      // Burgundy 4 (the listed move), Picardy 4, the support 1 + 4: France made a direct offer, so no default hold.
      orders: { 'A PAR': 'A PAR S F BRE = 5: FRANCE 5' },
      after: { FRANCE: 95, GERMANY: 100 },
    },
  ],
  [
    'hold offer: the listed move wins on sheet order when it ties a hold',
    { units: FRANCE_GERMANY, offers: { FRANCE: ['4 @ A PAR - BUR', 'A PAR H'] }, orders: { 'A PAR': 'A PAR - BUR = 4: FRANCE 4' } },
  ],
  [
    'gift offer: paid whatever Paris does',
    {
      units: FRANCE_GERMANY,
      offers: { FRANCE: ['6 : A PAR - PIC'], GERMANY: ['4 & A PAR - BUR'] },
      orders: { 'A PAR': 'A PAR - PIC = 10: FRANCE 6, GERMANY 4' },
      after: { GERMANY: 96 },
    },
  ],
  // QA "Can I make more than one offer to a single unit?"
  ['two equal offers: the one listed first is preferred', { units: FRANCE_GERMANY, offers: { FRANCE: ['4 : A PAR - BUR', '4 : A PAR - GAS'] }, orders: { 'A PAR': 'A PAR - BUR = 4: FRANCE 4' }, after: { FRANCE: 96 } }],
  ['the | shorthand is the same two offers', { units: FRANCE_GERMANY, offers: { FRANCE: ['4 : A PAR - GAS | - BUR'] }, orders: { 'A PAR': 'A PAR - GAS = 4: FRANCE 4' }, after: { FRANCE: 96 } }],
  [
    '4 > A PAR - BUR and 2 : A PAR - BUR: six for Burgundy, four for any other move',
    { units: FRANCE_GERMANY, offers: { FRANCE: ['4 > A PAR - BUR', '2 : A PAR - BUR'], GERMANY: ['5 : A PAR - PIC'] }, orders: { 'A PAR': 'A PAR - PIC = 9: FRANCE 4, GERMANY 5' } },
  ],
  [
    '... and Burgundy wins when nobody else bids',
    { units: FRANCE_GERMANY, offers: { FRANCE: ['4 > A PAR - BUR', '2 : A PAR - BUR'] }, orders: { 'A PAR': 'A PAR - BUR = 6: FRANCE 6' }, after: { FRANCE: 94 } },
  ],
  // QA "How do I ask a unit not to do more than one thing?"
  [
    'two separate negative offers cost eight for any third order',
    { units: FRANCE_GERMANY, offers: { GERMANY: ['4 ! A PAR - BUR', '4 ! A PAR - GAS'] }, orders: { 'A PAR': 'A PAR H = 8: GERMANY 8' }, after: { GERMANY: 92 } },
  ],
  [
    '... and four when the unit does one of the two',
    {
      units: FRANCE_GERMANY,
      offers: { FRANCE: ['9 : A PAR - BUR'], GERMANY: ['4 ! A PAR - BUR', '4 ! A PAR - GAS'] },
      orders: { 'A PAR': 'A PAR - BUR = 13: FRANCE 9, GERMANY 4' },
      after: { GERMANY: 96 },
    },
  ],
  [
    'one negative offer with | costs four only if the unit does neither',
    { units: FRANCE_GERMANY, offers: { GERMANY: ['4 ! A PAR - BUR | - GAS'] }, orders: { 'A PAR': 'A PAR H = 4: GERMANY 4' }, after: { GERMANY: 96 } },
  ],
  // QA "Offer Interactions".
  [
    'a bought French support cannot dislodge a French unit',
    {
      units: { ENGLAND: 'F MAO', FRANCE: 'A POR, A SPA' },
      offers: { ENGLAND: ['3 : F MAO - POR', '5 : A SPA S F MAO - POR'] },
      orders: { 'F MAO': 'F MAO - POR = 3: ENGLAND 3', 'A SPA': 'A SPA S F MAO - POR = 5: ENGLAND 5', 'A POR': 'A POR H = 0' },
      results: { 'F MAO': 'fails', 'A POR': 'succeeds' },
      after: { ENGLAND: 92 },
    },
  ],
  [
    'money from several powers for the same order is pooled',
    {
      units: { ...FRANCE_GERMANY, ITALY: 'A VEN' },
      offers: { FRANCE: ['3 : A PAR H'], GERMANY: ['3 : A PAR - BUR'], ITALY: ['2 : A PAR - BUR'] },
      orders: { 'A PAR': 'A PAR - BUR = 5: GERMANY 3, ITALY 2' },
      after: { FRANCE: 100, GERMANY: 97, ITALY: 98 },
    },
  ],
  [
    'two coasts of Bulgaria are two orders, their money not pooled',
    {
      units: { TURKEY: 'F CON', RUSSIA: 'A SEV', AUSTRIA: 'A VIE' },
      offers: { TURKEY: ['2 : F CON H'], RUSSIA: ['2 : F CON - BUL/EC'], AUSTRIA: ['2 : F CON - BUL/SC'] },
      accept: { TURKEY: 'T?' },
      orders: { 'F CON': 'F CON H = 2: TURKEY 2' },
    },
  ],
  [
    'a support to Bulgaria is a support to the space, whichever coast was written',
    {
      units: { TURKEY: 'F CON, F BLA' },
      offers: { TURKEY: ['2 : F CON - BUL/EC', '1 : F BLA S F CON - BUL'] },
      orders: { 'F BLA': 'F BLA S F CON - BUL = 1: TURKEY 1' },
      results: { 'F CON': 'succeeds' },
    },
  ],
  // QA "High-Bid Ties and the Acceptance List".
  [
    'a tie goes to the order funded by the power first on the owner\'s list',
    {
      units: { ...FRANCE_GERMANY, ENGLAND: 'F LON', ITALY: 'A VEN' },
      offers: { ENGLAND: ['3 : A PAR - PIC'], ITALY: ['3 : A PAR - BUR'] },
      accept: { FRANCE: 'FERTIGA' },
      orders: { 'A PAR': 'A PAR - PIC = 3: ENGLAND 3' },
    },
  ],
  [
    '... and to the other with the list the other way round',
    {
      units: { ...FRANCE_GERMANY, ENGLAND: 'F LON', ITALY: 'A VEN' },
      offers: { ENGLAND: ['3 : A PAR - PIC'], ITALY: ['3 : A PAR - BUR'] },
      accept: { FRANCE: 'FIE?' },
      orders: { 'A PAR': 'A PAR - BUR = 3: ITALY 3' },
    },
  ],
  [
    'a 0 AgP helper bid from the owner tips a tie towards an ally listed last',
    {
      units: { ...FRANCE_GERMANY, ENGLAND: 'F LON', ITALY: 'A VEN' },
      offers: { FRANCE: ['0 : A PAR - BUR'], ENGLAND: ['3 : A PAR - PIC'], ITALY: ['3 : A PAR - BUR'] },
      accept: { FRANCE: 'FERGAI' },
      orders: { 'A PAR': 'A PAR - BUR = 3: ITALY 3' },
    },
  ],
  [
    'rule 5.3: a power funding both tied orders: its earlier sheet line wins',
    {
      units: { ...FRANCE_GERMANY, ENGLAND: 'F LON' },
      offers: { ENGLAND: ['3 : A PAR - GAS', '3 : A PAR - PIC'] },
      accept: { FRANCE: 'FE?' },
      orders: { 'A PAR': 'A PAR - GAS = 3: ENGLAND 3' },
    },
  ],
  [
    'rule 5.3: a negative offer sits just below the hold it builds',
    {
      units: { ...FRANCE_GERMANY, ENGLAND: 'F LON' },
      // HOLD: England's 3 from the negative, whose hidden HOLD is England's first bid; Picardy: England's 3 on line 2.
      offers: { ENGLAND: ['3 ! A PAR - PIC', '3 : A PAR - PIC'] },
      accept: { FRANCE: 'EF?' },
      orders: { 'A PAR': 'A PAR H = 3: ENGLAND 3' },
    },
  ],
  [
    'rule 5.4: tied orders sharing one negative offer go to the next power on the list',
    {
      units: { ...FRANCE_GERMANY, ENGLAND: 'F LON', ITALY: 'A VEN' },
      // England's one negative offer pays 3 to Gascony and to Picardy alike, and is England's earliest bid
      // for both: the same place. France, next on the list, funds only Picardy (a 0 helper bid).
      offers: { ENGLAND: ['3 ! A PAR H', '0 : A PAR - GAS'], FRANCE: ['0 : A PAR - PIC'] },
      rules: ['ZERO_FOREIGN'],
      accept: { FRANCE: 'EF?' },
      orders: { 'A PAR': 'A PAR - PIC = 3: ENGLAND 3' },
    },
  ],
  [
    'an overspent power\'s offers all drop one AgP a round, and the units choose again',
    {
      units: { ...FRANCE_GERMANY, ENGLAND: 'F LON' },
      funds: { FRANCE: 8, GERMANY: 100, ENGLAND: 100 },
      offers: { FRANCE: ['4 : A PAR - BUR', '4 : A MAR - PIE', '4 : F BRE - MAO'], GERMANY: ['3 : A PAR H'] },
      // Round 1: 12 > 8; round 2 (3 each): 9 > 8; round 3 (2 each): Paris holds for Germany's 3, France pays 4.
      orders: { 'A PAR': 'A PAR H = 3: GERMANY 3', 'A MAR': 'A MAR - PIE = 2: FRANCE 2', 'F BRE': 'F BRE - MAO = 2: FRANCE 2' },
      reductions: { FRANCE: 2 },
      after: { FRANCE: 4, GERMANY: 97 },
    },
  ],
  [
    '2 * 4 : A PAR - BUR reduces two AgP a round, 8 : A MAR H only one',
    {
      units: FRANCE_GERMANY,
      funds: { FRANCE: 12, GERMANY: 100 },
      offers: { FRANCE: ['2 * 4 : A PAR - BUR', '8 : A MAR - PIE'], GERMANY: ['6 : A PAR - PIC', '7 : A MAR - GAS'] },
      // 16 > 12; round 1: 3+3 and 7 = 13 > 12 (Marseilles ties 7-7: France first on its own list);
      // round 2: 2+2 = 4 < 6, Paris goes to Picardy; Marseilles 6 < 7 goes to Gascony. France pays nothing.
      orders: { 'A PAR': 'A PAR - PIC = 6: GERMANY 6', 'A MAR': 'A MAR - GAS = 7: GERMANY 7' },
      reductions: { FRANCE: 2 },
      after: { FRANCE: 12, GERMANY: 87 },
    },
  ],
  [
    'a savings request keeps money back: 25 $ leaves at least 25',
    {
      units: FRANCE_GERMANY,
      funds: { FRANCE: 30, GERMANY: 100 },
      offers: { FRANCE: ['25 $', '4 : A PAR - BUR', '4 : A MAR - PIE'] },
      orders: { 'A PAR': 'A PAR - BUR = 2: FRANCE 2', 'A MAR': 'A MAR - PIE = 2: FRANCE 2' },
      reductions: { FRANCE: 2 },
      after: { FRANCE: 26 },
    },
  ],
  [
    'two savings requests are totalled',
    {
      units: FRANCE_GERMANY,
      funds: { FRANCE: 30, GERMANY: 100 },
      offers: { FRANCE: ['20 $', '4 : A PAR - BUR', '5 $'] },
      orders: { 'A PAR': 'A PAR - BUR = 4: FRANCE 4' },
      after: { FRANCE: 26 },
    },
  ],
  [
    'a plateau: 8#4 is not cut below 4 while another offer can still be cut',
    {
      units: FRANCE_GERMANY,
      funds: { FRANCE: 5, GERMANY: 100 },
      offers: { FRANCE: ['8#4 : A PAR - BUR', '6 : A MAR - PIE'] },
      // 14 > 5: four rounds bring them to 4 + 2; the fifth cuts only Marseilles: 4 + 1.
      orders: { 'A PAR': 'A PAR - BUR = 4: FRANCE 4', 'A MAR': 'A MAR - PIE = 1: FRANCE 1' },
      reductions: { FRANCE: 5 },
      after: { FRANCE: 0 },
    },
  ],
  [
    'a plateau holds while the other offers fall to nothing',
    {
      units: FRANCE_GERMANY,
      funds: { FRANCE: 6, GERMANY: 100 },
      offers: { FRANCE: ['8#5 : A PAR - BUR', '4 : A MAR - PIE'] },
      // Rounds 1–3: 7+3, 6+2, 5+1 = 6: paid.
      orders: { 'A PAR': 'A PAR - BUR = 5: FRANCE 5', 'A MAR': 'A MAR - PIE = 1: FRANCE 1' },
      reductions: { FRANCE: 3 },
      after: { FRANCE: 0 },
    },
  ],
  [
    'when every offer is at its plateau, plateaus are forgotten and the cutting goes on',
    {
      units: FRANCE_GERMANY,
      funds: { FRANCE: 6, GERMANY: 100 },
      offers: { FRANCE: ['5#5 : A PAR - BUR', '3# : A MAR - PIE'] },
      orders: { 'A PAR': 'A PAR - BUR = 4: FRANCE 4', 'A MAR': 'A MAR - PIE = 2: FRANCE 2' },
      reductions: { FRANCE: 1 },
      after: { FRANCE: 0 },
    },
  ],
  [
    'only the overspent power is reduced, and only winning offers are charged',
    {
      units: FRANCE_GERMANY,
      funds: { FRANCE: 3, GERMANY: 5 },
      offers: { FRANCE: ['4 : A PAR - BUR', '9 : A MUN - RUH'], GERMANY: ['5 : A MUN H'] },
      // 13 > 3, then 11, 9, 7; after four rounds Munich's move (5) ties Germany's hold (5) and loses on
      // Munich's owner's list; Paris's move, cut to 0, still wins, so France pays nothing and Germany 5.
      orders: { 'A PAR': 'A PAR - BUR = 0', 'A MUN': 'A MUN H = 5: GERMANY 5' },
      reductions: { FRANCE: 4 },
      after: { FRANCE: 3, GERMANY: 0 },
    },
  ],
  // QA "Special-Case Offers".
  ['a unit nobody pays holds, for nothing', { units: FRANCE_GERMANY, offers: {}, orders: { 'A PAR': 'A PAR H = 0' }, after: { FRANCE: 100 } }],
  [
    'a unit offered only a negative offer holds, and the offer is paid',
    { units: FRANCE_GERMANY, offers: { GERMANY: ['4 ! A PAR - BUR'] }, orders: { 'A PAR': 'A PAR H = 4: GERMANY 4' }, after: { GERMANY: 96 } },
  ],
  [
    '4 ! A PAR H alone: Paris still holds, on the owner\'s 0 offer, and the briber pays nothing',
    { units: FRANCE_GERMANY, offers: { GERMANY: ['4 ! A PAR H'] }, orders: { 'A PAR': 'A PAR H = 0' }, after: { GERMANY: 100 } },
  ],
  // MECHANICS §8.5 and rules 3.5 (PAY_DUMMIES note): a dummy's unit contested at the same price holds.
  [
    'a dummy\'s unit contested by two powers at the same price holds, reported one above the tie',
    {
      units: { ...FRANCE_GERMANY, ITALY: 'A VEN' },
      dummies: ['ITALY'],
      offers: { FRANCE: ['4 : A VEN - PIE'], GERMANY: ['4 : A VEN - TYR'] },
      orders: { 'A VEN': 'A VEN H = 5' },
      after: { FRANCE: 100, GERMANY: 100 },
    },
  ],
  [
    '... the powers paying for the HOLD pay, when it is among the tie',
    {
      units: { ...FRANCE_GERMANY, ITALY: 'A VEN' },
      dummies: ['ITALY'],
      offers: { FRANCE: ['4 : A VEN - PIE'], GERMANY: ['4 : A VEN H'] },
      orders: { 'A VEN': 'A VEN H = 5: GERMANY 4' },
      after: { FRANCE: 100, GERMANY: 96 },
    },
  ],
  [
    '... but a tie between orders the same powers fund is broken as usual',
    {
      units: { ...FRANCE_GERMANY, ITALY: 'A VEN' },
      dummies: ['ITALY'],
      offers: { FRANCE: ['4 : A VEN - PIE', '4 : A VEN - TYR'] },
      orders: { 'A VEN': 'A VEN - PIE = 4: FRANCE 4' },
    },
  ],
  // Rules 3.5, RESTRICT_SIGNAL: France wants Austria's fleet in Trieste to attack Venice.
  [
    'SIGNAL_SUPPORT alone: Trieste gives France\'s void support, wildcard money and all',
    {
      units: { AUSTRIA: 'F TRI, A VIE', ITALY: 'A VEN', FRANCE: 'A PAR' },
      rules: ['SIGNAL_SUPPORT'],
      offers: {
        AUSTRIA: ['2 : F TRI - VEN', '0 : F TRI S A VEN - SWI'],
        FRANCE: ['3 : F TRI - VEN', '1 : F TRI S A VIE - ROM'],
        ITALY: ['5 ! F TRI - VEN'],
      },
      // The attack 5; each support 0 or 1, plus Italy's 5; the hold Italy's hidden 0 + 5.
      orders: { 'F TRI': 'F TRI S A VIE - ROM = 6: FRANCE 1, ITALY 5' },
      results: { 'F TRI': 'void' },
      after: { FRANCE: 99, ITALY: 95, AUSTRIA: 100 },
    },
  ],
  [
    'RESTRICT_SIGNAL: the hold France and Italy pay for becomes Austria\'s own signal',
    {
      units: { AUSTRIA: 'F TRI, A VIE', ITALY: 'A VEN', FRANCE: 'A PAR' },
      rules: ['SIGNAL_SUPPORT', 'RESTRICT_SIGNAL'],
      offers: {
        AUSTRIA: ['2 : F TRI - VEN', '0 : F TRI S A VEN - SWI'],
        FRANCE: ['3 : F TRI - VEN', '1 : F TRI H'],
        ITALY: ['5 ! F TRI - VEN'],
      },
      // The attack 5; the hold France's 1 + Italy's 5 = 6; the signal takes no wildcard money.
      orders: { 'F TRI': 'F TRI S A VEN - SWI = 6: FRANCE 1, ITALY 5' },
      results: { 'F TRI': 'void' },
      after: { FRANCE: 99, ITALY: 95, AUSTRIA: 100 },
    },
  ],
  // EBAYOLA (rules 3.4; MECHANICS §12).
  [
    'EBAYOLA: the winner pays one more than the best losing total',
    {
      units: FRANCE_GERMANY,
      rules: ['EBAYOLA'],
      offers: { FRANCE: ['10 : A PAR - BUR'], GERMANY: ['6 : A PAR - PIC'] },
      orders: { 'A PAR': 'A PAR - BUR = 10: FRANCE 7' },
      after: { FRANCE: 93, GERMANY: 100 },
    },
  ],
  [
    'EBAYOLA: a lone bid costs 1 AgP',
    { units: FRANCE_GERMANY, rules: ['EBAYOLA'], offers: { GERMANY: ['6 : A PAR - PIC'] }, orders: { 'A PAR': 'A PAR - PIC = 6: GERMANY 1' }, after: { GERMANY: 99 } },
  ],
  [
    'EBAYOLA: the saving goes to contributors in the owner\'s acceptance order',
    {
      units: { ...FRANCE_GERMANY, ITALY: 'A VEN' },
      rules: ['EBAYOLA'],
      accept: { FRANCE: 'FIG?' },
      offers: { GERMANY: ['5 : A PAR - BUR'], ITALY: ['5 : A PAR - BUR'], ENGLAND: [] },
      // 10 against the hold's 0: pays 1; Italy (before Germany) gets 5 back, Germany 4.
      orders: { 'A PAR': 'A PAR - BUR = 10: GERMANY 1' },
      after: { GERMANY: 99, ITALY: 100 },
    },
  ],
  [
    'EBAYOLA: a plateaued offer is not discounted below its plateau',
    {
      units: FRANCE_GERMANY,
      rules: ['EBAYOLA'],
      offers: { GERMANY: ['8#6 : A PAR - PIC'] },
      orders: { 'A PAR': 'A PAR - PIC = 8: GERMANY 6' },
    },
  ],
  [
    'EBAYOLA with PUBLIC_TOTALS: plateaus are not kept, so the whole saving comes back',
    {
      units: FRANCE_GERMANY,
      rules: ['EBAYOLA', 'PUBLIC_TOTALS'],
      offers: { GERMANY: ['8#6 : A PAR - PIC'] },
      orders: { 'A PAR': 'A PAR - PIC = 8: GERMANY 1' },
    },
  ],
  [
    'EBAYOLA: a winner by tie-break pays its total, not one more (the rule page, not the DPjudge\'s code)',
    {
      units: FRANCE_GERMANY,
      rules: ['EBAYOLA'],
      offers: { FRANCE: ['6 : A PAR - BUR'], GERMANY: ['6 : A PAR - PIC'] },
      orders: { 'A PAR': 'A PAR - BUR = 6: FRANCE 6' },
      after: { FRANCE: 94 },
    },
  ],
];

describe('Payola worked examples', () => {
  test.each(CASES)('%s', (_, c) => check(c));
});
