import { describe, expect, it } from 'vitest';
import { activeGame } from '../game/test-game.js';
import type { PayolaRecord } from '../variants/payola/state.js';
import { chartText, incomeText, ledgerText, payolaLines, transferNotice, type SeenMoney } from './payola.js';

/*
 * The Payola texts from hand-made records, whole and as the views cut them for one power
 * (the cut is shared/views' work: here its result is written out, as `recordFor` gives it).
 */

const game = activeGame();

/** Spring 1901: France bribes the German army in Munich; Germany is reduced once. */
const whole: PayolaRecord = {
  funds: { FRANCE: 48, GERMANY: 40, ENGLAND: 30 },
  after: { FRANCE: 40, GERMANY: 35, ENGLAND: 30 },
  transfers: [],
  offers: { FRANCE: ['5 : A PAR - BUR', '3 : A MUN - RUH', 'F BRE H'], GERMANY: ['2*4 : A MUN - BUR | - RUH', '10 $'], ENGLAND: [] },
  accept: { FRANCE: 'F?', GERMANY: 'GE?', ENGLAND: 'E?' },
  units: [
    { unit: 'A PAR', power: 'FRANCE', order: 'A PAR - BUR', total: 5, paid: { FRANCE: 5 }, ownerFunded: true, bids: [{ order: 'A PAR - BUR', by: { FRANCE: 5 }, total: 5 }, { order: 'A PAR H', by: {}, total: 0 }] },
    { unit: 'F BRE', power: 'FRANCE', order: 'F BRE H', total: 0, paid: {}, ownerFunded: true, bids: [{ order: 'F BRE H', by: { FRANCE: 0 }, total: 0 }] },
    {
      unit: 'A MUN',
      power: 'GERMANY',
      order: 'A MUN - RUH',
      total: 7,
      paid: { FRANCE: 3, GERMANY: 4 },
      ownerFunded: true,
      bids: [
        { order: 'A MUN - RUH', by: { FRANCE: 3, GERMANY: 4 }, total: 7 },
        { order: 'A MUN - BUR', by: { GERMANY: 4 }, total: 4 },
      ],
    },
    { unit: 'A BER', power: 'GERMANY', order: 'A BER - KIE', total: 1, paid: { GERMANY: 1 }, ownerFunded: false, bids: [{ order: 'A BER - KIE', by: { GERMANY: 1 }, total: 1 }] },
  ],
  reductions: { GERMANY: 1 },
};

/** France's cut: its treasury, its sheet, its units, its shares (no chart, no other sheet). */
const france: SeenMoney = {
  funds: { FRANCE: 48 },
  after: { FRANCE: 40 },
  transfers: [],
  offers: { FRANCE: whole.offers!.FRANCE! },
  accept: { FRANCE: 'F?' },
  units: [
    { unit: 'A PAR', power: 'FRANCE', order: 'A PAR - BUR', total: 5, paid: { FRANCE: 5 }, ownerFunded: true },
    { unit: 'F BRE', power: 'FRANCE', order: 'F BRE H', total: 0, paid: {}, ownerFunded: true },
    { unit: 'A MUN', power: 'GERMANY', order: 'A MUN - RUH', paid: { FRANCE: 3 } },
  ],
};

describe('ledgerText', () => {
  it("writes a power's account statement: its units, its accepted offers, its sheet and its balances", () => {
    const text = ledgerText(game, 'S1901M', 'FRANCE', france)!;
    expect(text).toContain('SPRING 1901 MOVEMENT ACCOUNT STATEMENT FOR FRANCE');
    expect(text).toMatch(/5 AgP {2}\s*A PAR - BUR/);
    expect(text).toContain('Your accepted offers were:');
    expect(text).toMatch(/3 AgP {2}A MUN - RUH \(Germany\)/);
    expect(text).toContain('Your offer sheet was:');
    // A line written without an amount is shown as the 0 AgP direct offer it is.
    expect(text).toContain('0 : F BRE H');
    expect(text).toMatch(/Balance before the offers:\s+48 AgP/);
    expect(text).toMatch(/Rounds of reduction:\s+none/);
    expect(text).toMatch(/Total cost:\s+8 AgP/);
    expect(text).toMatch(/Balance after the offers:\s+40 AgP/);
    // Nothing of Germany's but the order its unit gave for France's money.
    expect(text).not.toContain('2*4');
    expect(text).not.toContain('35');
    expect(text).not.toContain('A MUN - BUR');
  });

  it('flags with * a unit that obeyed foreign money, and counts the rounds of reduction', () => {
    const text = ledgerText(game, 'S1901M', 'GERMANY', { ...whole, funds: { GERMANY: 40 }, after: { GERMANY: 35 }, offers: { GERMANY: whole.offers!.GERMANY! } })!;
    expect(text).toMatch(/\* A BER - KIE/);
    expect(text).toContain('* your own money was not in the order');
    expect(text).toMatch(/Rounds of reduction:\s+1/);
    expect(text).toMatch(/Total cost:\s+5 AgP/);
  });

  it('says so when the power sent no sheet', () => {
    const text = ledgerText(game, 'S1901M', 'FRANCE', { ...france, offers: {}, units: france.units!.filter((u) => u.power === 'FRANCE').map((u) => ({ ...u, paid: {} })) })!;
    expect(text).toContain('You sent no offers this phase.');
    expect(text).not.toContain('None of your offers');
  });

  it('says so when none of the offers were accepted', () => {
    const text = ledgerText(game, 'S1901M', 'FRANCE', { ...france, units: france.units!.map((u) => ({ ...u, paid: {} })) })!;
    expect(text).toContain('None of your offers were accepted.');
  });

  it('HIDE_COST: the cut gives no prices, and none is printed', () => {
    const cut: SeenMoney = { ...france, units: france.units!.map(({ total: _, ...u }) => u) };
    const text = ledgerText(game, 'S1901M', 'FRANCE', cut)!;
    expect(text).toContain('Your units were ordered as follows:');
    expect(text).toMatch(/^ {2}A PAR - BUR$/m);
  });

  it('HIDE_OFFERS: no sheet, no shares, no *; the balance and the cost still told', () => {
    const cut: SeenMoney = {
      funds: { FRANCE: 48 },
      after: { FRANCE: 40 },
      transfers: [],
      units: [
        { unit: 'A PAR', power: 'FRANCE', order: 'A PAR - BUR', total: 5, paid: {} },
        { unit: 'F BRE', power: 'FRANCE', order: 'F BRE H', total: 0, paid: {} },
      ],
    };
    const text = ledgerText(game, 'S1901M', 'FRANCE', cut)!;
    expect(text).not.toContain('offer sheet');
    expect(text).not.toContain('accepted');
    expect(text).not.toContain('*');
    expect(text).toMatch(/Total cost:\s+8 AgP/);
  });

  it('NO_LEDGERS (the cut leaves no treasury): no statement at all', () => {
    expect(ledgerText(game, 'S1901M', 'FRANCE', { funds: {}, after: {}, transfers: [] })).toBeNull();
  });
});

describe('chartText', () => {
  it('shows every bid for every unit and each treasury, when the cut keeps the chart', () => {
    const text = chartText(game, 'S1901M', whole)!;
    expect(text).toMatch(/A MUN \(Germany\): A MUN - RUH, 7 AgP, paid by France 3 AgP, Germany 4 AgP/);
    expect(text).toMatch(/> 7 AgP {2}A MUN - RUH {2}\(F 3, G 4\)/);
    expect(text).toMatch(/4 AgP {2}A MUN - BUR {2}\(G 4\)/);
    expect(text).toMatch(/Germany\s+40\s+1\s+5\s+35/);
  });

  it('PUBLIC_TOTALS (the cut keeps the totals, not who paid nor any treasury): the totals alone', () => {
    const cut: SeenMoney = {
      funds: {},
      after: {},
      transfers: [],
      units: whole.units!.map((u) => ({ unit: u.unit, power: u.power, order: u.order, total: u.total, paid: {}, bids: (u.bids ?? []).map((b) => ({ ...b, by: {} })) })),
    };
    const text = chartText(game, 'S1901M', cut)!;
    expect(text).toMatch(/A MUN \(Germany\): A MUN - RUH, 7 AgP\n {2}> 7 AgP {2}A MUN - RUH\n {4}4 AgP {2}A MUN - BUR/);
    expect(text).not.toMatch(/paid by|Treasuries|France 3|\(F 3/);
  });

  it('is null when the cut hides the chart (a power without PUBLIC_TOTALS)', () => {
    expect(chartText(game, 'S1901M', france)).toBeNull();
  });
});

describe('incomeText', () => {
  it("reports each shown power's balance forward, income and current balance", () => {
    const text = incomeText(game, 'W1901A', { funds: { FRANCE: 40 }, after: { FRANCE: 58 }, transfers: [], income: { FRANCE: { forward: 40, income: 18, balance: 58 } } })!;
    expect(text).toContain('income report for 1901');
    expect(text).toMatch(/Balance forward:\s+40 AgP/);
    expect(text).toMatch(/Income:\s+18 AgP/);
    expect(text).toMatch(/Current balance:\s+58 AgP/);
    expect(text).not.toContain('Germany');
  });

  it('is null when the cut shows no income', () => {
    expect(incomeText(game, 'W1901A', { funds: {}, after: {}, transfers: [] })).toBeNull();
  });
});

describe('transferNotice', () => {
  const transfer = { from: 'FRANCE', to: 'GERMANY', amount: 10, at: 0, phase: 'S1901M' };

  it('tells the giver TRANSFER TO and the receiver TRANSFER FROM', () => {
    expect(transferNotice(game, transfer, 'FRANCE', 38).subject).toContain('OFFICIAL Payola funds transfer');
    expect(transferNotice(game, transfer, 'FRANCE', 38).body).toContain('TRANSFER TO GERMANY: 10 AgP');
    expect(transferNotice(game, transfer, 'FRANCE', 38).body).toContain('Your balance is now 38 AgP.');
    expect(transferNotice(game, transfer, 'GERMANY', 50).body).toContain('TRANSFER FROM FRANCE: 10 AgP');
  });

  it('ANON_TRANSFER: the receiver, shown no giver, reads FROM SOMEONE and no name', () => {
    const body = transferNotice(game, { ...transfer, from: null }, 'GERMANY', undefined).body;
    expect(body).toContain('TRANSFER FROM SOMEONE: 10 AgP');
    expect(body).not.toMatch(/FRANCE|France/);
    expect(body).not.toContain('balance');
  });
});

describe('payolaLines', () => {
  const view = { funds: { FRANCE: 48 }, accept: { FRANCE: 'FGE?' }, offers: { FRANCE: ['5 : A PAR - BUR', 'F BRE H'] }, transfers: [] };

  it("shows the power's sheet, treasury and acceptance list", () => {
    const text = payolaLines(view, 'FRANCE', true)!;
    expect(text).toContain('  5 : A PAR - BUR\n  0 : F BRE H\nTreasury');
    expect(text).toContain('Treasury: 48 AgP. Acceptance list: FGE?.');
  });

  it('outside a movement phase, the money alone; for a power the view does not show, nothing', () => {
    expect(payolaLines(view, 'FRANCE', false)).toBe('Treasury: 48 AgP. Acceptance list: FGE?.');
    expect(payolaLines(view, 'GERMANY', true)).toBeNull();
  });
});
