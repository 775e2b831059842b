import { describe, expect, test } from 'vitest';
import type { PayolaRecord } from '../../../shared/variants/payola/state.js';
import { chartOf, ledgerOf, ledgerPowers, priceTags } from './ledger.js';

/** A processed phase as the master sees it: France bought a German army's move, Germany held Berlin. */
const full: PayolaRecord = {
  funds: { FRANCE: 48, GERMANY: 48 },
  after: { FRANCE: 38, GERMANY: 45 },
  transfers: [{ from: 'FRANCE', to: 'GERMANY', amount: 2, at: 1, phase: 'S1901M' }],
  offers: { FRANCE: ['5 : A PAR - BUR', '5 : A MUN - RUH'], GERMANY: ['3 : A MUN H', '0 : A BER H'] },
  accept: { FRANCE: 'F?', GERMANY: 'G?' },
  units: [
    { unit: 'A PAR', power: 'FRANCE', order: 'A PAR - BUR', total: 5, paid: { FRANCE: 5 }, ownerFunded: true, bids: [{ order: 'A PAR - BUR', by: { FRANCE: 5 }, total: 5 }, { order: 'A PAR H', by: {}, total: 0 }] },
    {
      unit: 'A MUN',
      power: 'GERMANY',
      order: 'A MUN - RUH',
      total: 5,
      paid: { FRANCE: 5 },
      ownerFunded: false,
      bids: [{ order: 'A MUN H', by: { GERMANY: 3 }, total: 3 }, { order: 'A MUN - RUH', by: { FRANCE: 5 }, total: 5 }],
    },
    { unit: 'A BER', power: 'GERMANY', order: 'A BER H', total: 0, paid: {}, ownerFunded: true, bids: [{ order: 'A BER H', by: { GERMANY: 0 }, total: 0 }] },
  ],
  reductions: { FRANCE: 1 },
  income: { FRANCE: { forward: 38, income: 10, balance: 48 } },
};

/** The same phase as Germany is given it (the judge's cut): its own money, its units, no bids. */
const germany: PayolaRecord = {
  funds: { GERMANY: 48 },
  after: { GERMANY: 45 },
  transfers: [{ from: 'FRANCE', to: 'GERMANY', amount: 2, at: 1, phase: 'S1901M' }],
  offers: { GERMANY: ['3 : A MUN H', '0 : A BER H'] },
  units: [
    { unit: 'A MUN', power: 'GERMANY', order: 'A MUN - RUH', total: 5, paid: {}, ownerFunded: false, bids: [] },
    { unit: 'A BER', power: 'GERMANY', order: 'A BER H', total: 0, paid: {}, ownerFunded: true, bids: [] },
  ],
};

describe('the ledger', () => {
  test("a power's statement: its units' prices with the *, its accepted offers, the balances, reductions, income, transfers", () => {
    const l = ledgerOf(full, 'FRANCE')!;
    expect(l.movement).toBe(true);
    expect(l.before).toBe(48);
    expect(l.after).toBe(38);
    expect(l.units).toEqual([{ unit: 'A PAR', order: 'A PAR - BUR', total: 5, bought: false }]);
    expect(l.accepted).toEqual([
      { unit: 'A PAR', owner: 'FRANCE', order: 'A PAR - BUR', paid: 5 },
      { unit: 'A MUN', owner: 'GERMANY', order: 'A MUN - RUH', paid: 5 },
    ]);
    expect(l.cost).toBe(10);
    expect(l.reductions).toBe(1);
    expect(l.income).toEqual({ forward: 38, income: 10, balance: 48 });
    expect(l.transfers).toEqual([{ from: 'FRANCE', to: 'GERMANY', amount: 2 }]);
    expect(l.sheet).toEqual(['5 : A PAR - BUR', '5 : A MUN - RUH']);
  });

  test("a unit bought from its owner is flagged, and nothing of another power's money is read from a cut record", () => {
    const g = ledgerOf(germany, 'GERMANY')!;
    expect(g.units.map((u) => [u.unit, u.bought])).toEqual([['A MUN', true], ['A BER', false]]);
    expect(g.accepted).toEqual([]);
    expect(g.cost).toBe(0);
    expect(ledgerOf(germany, 'FRANCE')).toBeNull();
    expect(ledgerPowers(germany, ['FRANCE', 'GERMANY'])).toEqual(['GERMANY']);
    expect(ledgerPowers(full, ['FRANCE', 'GERMANY', 'ITALY'])).toEqual(['FRANCE', 'GERMANY']);
  });
});

test('an adjustment phase with the year\'s income: balances and income only, no offers', () => {
  const l = ledgerOf({ funds: { FRANCE: 30 }, after: { FRANCE: 40 }, transfers: [], income: { FRANCE: { forward: 30, income: 10, balance: 40 } } }, 'FRANCE')!;
  expect(l.movement).toBe(false);
  expect(l.income).toEqual({ forward: 30, income: 10, balance: 40 });
  expect(l.accepted).toEqual([]);
});

test('what the judge hides is not shown: no price under HIDE_COST, no * under HIDE_OFFERS, no share of another power', () => {
  const hidden = { funds: { GERMANY: 48 }, after: { GERMANY: 48 }, transfers: [], units: [{ unit: 'A MUN', power: 'GERMANY', order: 'A MUN - RUH', paid: {} }] } as unknown as PayolaRecord;
  expect(ledgerOf(hidden, 'GERMANY')!.units).toEqual([{ unit: 'A MUN', order: 'A MUN - RUH', total: undefined, bought: undefined }]);
  expect(priceTags(hidden)).toEqual([]);
  expect(chartOf(hidden)).toBeNull();
});

test('PUBLIC_TOTALS seen by an observer or another power: prices and a chart of totals, no statement, no payer', () => {
  const pub = {
    funds: {},
    after: {},
    transfers: [],
    units: [{ unit: 'A MUN', power: 'GERMANY', order: 'A MUN - RUH', total: 5, paid: {}, bids: [{ order: 'A MUN - RUH', by: {}, total: 5 }, { order: 'A MUN H', by: {}, total: 3 }] }],
  } as unknown as PayolaRecord;
  expect(ledgerOf(pub, 'GERMANY')).toBeNull();
  expect(ledgerPowers(pub, ['FRANCE', 'GERMANY'])).toEqual([]);
  expect(priceTags(pub).map((t) => t.text)).toEqual(['5']);
  const chart = chartOf(pub, ['FRANCE', 'GERMANY'])!;
  expect(chart.powers).toEqual([]);
  expect(chart.rows.map((r) => [r.order, r.total, r.won])).toEqual([['A MUN - RUH', 5, true], ['A MUN H', 3, false]]);
});

describe('prices on the board', () => {
  test('a label by each unit whose price the record gives, * when bought without its owner', () => {
    expect(priceTags(germany).map((t) => [t.at, t.text])).toEqual([['MUN', '5*'], ['BER', '0']]);
    expect(priceTags({ ...germany, units: [{ ...germany.units![0]!, unit: 'F STP/SC' }] })[0]!.at).toBe('STP/SC');
    expect(priceTags({ funds: {}, after: {}, transfers: [] })).toEqual([]);
  });
});

describe('the chart', () => {
  test("every unit's candidates, dearest first, with each power's money, the winner marked; powers in the map's order", () => {
    const c = chartOf(full, ['GERMANY', 'FRANCE'])!;
    expect(c.powers).toEqual(['GERMANY', 'FRANCE']);
    expect(c.rows.filter((r) => r.unit === 'A MUN').map((r) => [r.order, r.total, r.won])).toEqual([
      ['A MUN - RUH', 5, true],
      ['A MUN H', 3, false],
    ]);
  });
  test('no chart from a record without bids (a player outside PUBLIC_TOTALS)', () => {
    expect(chartOf(germany)).toBeNull();
  });
});

describe('BLIND and VASSAL_DUMMIES in the ledger', () => {
  test('a share on another power\'s unit told without its order (BLIND) shows the unit and its owner', () => {
    const france: PayolaRecord = {
      funds: { FRANCE: 48 },
      after: { FRANCE: 43 },
      transfers: [],
      units: [{ unit: 'A MOS', power: 'RUSSIA', paid: { FRANCE: 5 } }],
    };
    expect(ledgerOf(france, 'FRANCE')!.accepted).toEqual([{ unit: 'A MOS', owner: 'RUSSIA', order: 'A MOS', paid: 5 }]);
  });

  test("a controller's income line keeps what each vassal brought", () => {
    const austria: PayolaRecord = { funds: { AUSTRIA: 48 }, after: { AUSTRIA: 144 }, transfers: [], income: { AUSTRIA: { forward: 48, income: 96, balance: 144, vassals: { ITALY: 48 } } } };
    expect(ledgerOf(austria, 'AUSTRIA')!.income?.vassals).toEqual({ ITALY: 48 });
  });
});
