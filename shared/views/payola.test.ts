import { describe, expect, it } from 'vitest';
import { exportMila } from '../export/mila.js';
import { activeGame, master, must, player } from '../game/test-game.js';
import type { Actor, GameState, PhaseRecord } from '../game/types.js';
import { ruleEntry } from '../rules/index.js';
import { payolaRules } from '../variants/payola/rules.js';
import type { PayolaRecord, PayolaUnit, Transfer } from '../variants/payola/state.js';
import { historyFor, recordFor } from './history.js';
import { historyPage, phaseEntry } from './pages.js';
import { transferFor } from './payola.js';
import { summarizeGame } from './summary.js';
import { viewGame } from './view.js';
import { viewerOf } from './viewer.js';

/*
 * A hand-made Payola game after Spring 1901 and Winter 1901, three powers at the table
 * that matters: France bribes Germany's army in Munich (it marches to Burgundy on French
 * money, its owner outbid) and pays part of Italy's hold in Venice; Germany overspent
 * and was cut three rounds; Italy sent France 5 AgP; Winter brought the year's income.
 * Now Fall 1901 is being played: each has a sheet in, and Germany sent Italy 2 AgP.
 */

const FRANCE = 'FRANCE';
const GERMANY = 'GERMANY';
const ITALY = 'ITALY';

/** Lines of each sheet no one but its writer (and the master) may ever see while the game runs. */
const SECRET_LINE = {
  FRANCE: '7 : A MUN - BUR',
  GERMANY: '9 : A MUN - RUH',
  ITALY: '2 : A VEN H',
} as const;
const NOW_LINE = { FRANCE: '4 : A BUR - BEL', GERMANY: '8 : F DEN - SWE', ITALY: '3 : A VEN - TYR' } as const;

const OTHERS = { AUSTRIA: 48, ENGLAND: 48, RUSSIA: 62, TURKEY: 48 };
const T = Date.UTC(2030, 0, 1);

const italyToFrance: Transfer = { from: ITALY, to: FRANCE, amount: 5, at: T + 1, phase: 'S1901M' };
const germanyToItaly: Transfer = { from: GERMANY, to: ITALY, amount: 2, at: T + 9, phase: 'F1901M' };

const MUN: PayolaUnit = {
  unit: 'A MUN',
  power: GERMANY,
  order: 'A MUN - BUR',
  total: 7,
  paid: { FRANCE: 7 },
  ownerFunded: false,
  bids: [
    { order: 'A MUN - BUR', by: { FRANCE: 7 }, total: 7 },
    { order: 'A MUN - RUH', by: { GERMANY: 6 }, total: 6 },
  ],
};
const VEN: PayolaUnit = {
  unit: 'A VEN',
  power: ITALY,
  order: 'A VEN H',
  total: 5,
  paid: { FRANCE: 3, ITALY: 2 },
  ownerFunded: true,
  bids: [{ order: 'A VEN H', by: { FRANCE: 3, ITALY: 2 }, total: 5 }],
};
const BER: PayolaUnit = {
  unit: 'A BER',
  power: GERMANY,
  order: 'A BER - PRU',
  total: 37,
  paid: { GERMANY: 37 },
  ownerFunded: true,
  bids: [{ order: 'A BER - PRU', by: { GERMANY: 37 }, total: 37 }],
};
const PAR: PayolaUnit = { unit: 'A PAR', power: FRANCE, order: 'A PAR H', total: 0, paid: {}, ownerFunded: true, bids: [{ order: 'A PAR H', by: { FRANCE: 0 }, total: 0 }] };

const SPRING: PayolaRecord = {
  funds: { FRANCE: 53, GERMANY: 48, ITALY: 43, ...OTHERS },
  after: { FRANCE: 43, GERMANY: 11, ITALY: 41, ...OTHERS },
  transfers: [italyToFrance],
  offers: {
    FRANCE: [SECRET_LINE.FRANCE, '3 : A VEN H', '0 : A PAR H'],
    GERMANY: [SECRET_LINE.GERMANY, '40 : A BER - PRU'],
    ITALY: [SECRET_LINE.ITALY, '1 : A ROM - APU'],
  },
  accept: { FRANCE: 'F?', GERMANY: 'GI?', ITALY: 'IF?' },
  units: [PAR, MUN, BER, VEN],
  reductions: { GERMANY: 3 },
};
const WINTER: PayolaRecord = {
  funds: SPRING.after,
  after: { FRANCE: 91, GERMANY: 59, ITALY: 89, AUSTRIA: 96, ENGLAND: 96, RUSSIA: 124, TURKEY: 96 },
  transfers: [],
  income: {
    FRANCE: { forward: 43, income: 48, balance: 91 },
    GERMANY: { forward: 11, income: 48, balance: 59 },
    ITALY: { forward: 41, income: 48, balance: 89 },
  },
};

const observer: Actor = { kind: 'observer', playerId: 'o' };
const stranger = null;

/** The game under these rules, with its two processed phases and Fall 1901 being played. */
function payolaGame(rules: readonly string[] = []): GameState {
  let s = must(activeGame(), observer, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'observer-hash' }).state;
  s = must(s, master, { type: 'process' }).state;
  const spring = s.history[0]!;
  const winter: PhaseRecord = { ...spring, position: { ...spring.position, phase: 'W1901A' }, orders: {}, results: [], processedAt: spring.processedAt + 1 };
  return {
    ...s,
    settings: { ...s.settings, variant: 'payola', rules },
    history: [{ ...spring, payola: SPRING }, { ...winter, payola: WINTER }],
    payola: {
      funds: { ...WINTER.after, GERMANY: 57, ITALY: 91 },
      accept: { FRANCE: 'FI?', GERMANY: 'GI?' },
      offers: { FRANCE: [NOW_LINE.FRANCE], GERMANY: [NOW_LINE.GERMANY], ITALY: [NOW_LINE.ITALY] },
      transfers: [germanyToItaly],
    },
  };
}

const spring = (s: GameState, who: Actor | null): PayolaRecord => recordFor(s, s.history[0]!, who).payola!;
const winter = (s: GameState, who: Actor | null): PayolaRecord => recordFor(s, s.history[1]!, who).payola!;

/** Everything a viewer is sent about the game: its view, every page of its history, a phase push, the export. */
function everythingFor(s: GameState, who: Actor | null): string {
  return JSON.stringify([viewGame(s, who), historyFor(s, who), historyPage(s, who, {}), phaseEntry(s, who, 0), exportMila(s, { viewer: who }), summarizeGame(s)]);
}

describe('a Payola game\'s processed phases, as each viewer sees their money (default rules)', () => {
  const s = payolaGame();

  it('France sees its own treasury, sheet, list, units and the shares it paid for others\' units; no price of theirs, no chart', () => {
    const r = spring(s, player(FRANCE));
    expect(r.funds).toEqual({ FRANCE: 53 });
    expect(r.after).toEqual({ FRANCE: 43 });
    expect(r.offers).toEqual({ FRANCE: SPRING.offers!.FRANCE });
    expect(r.accept).toEqual({ FRANCE: 'F?' });
    expect(r.units).toEqual([
      { unit: 'A PAR', power: FRANCE, order: 'A PAR H', total: 0, paid: {}, ownerFunded: true },
      { unit: 'A MUN', power: GERMANY, order: 'A MUN - BUR', paid: { FRANCE: 7 } },
      { unit: 'A VEN', power: ITALY, order: 'A VEN H', paid: { FRANCE: 3 } },
    ]);
    expect(r.reductions).toEqual({});
    expect(r.transfers).toEqual([italyToFrance]);
    expect(winter(s, player(FRANCE))).toEqual({ funds: { FRANCE: 43 }, after: { FRANCE: 91 }, transfers: [], income: { FRANCE: WINTER.income!.FRANCE } });
  });

  it('Germany, outbid on its own unit and overspent: its units with their price and the `*`, its rounds of reduction; nothing of France\'s money', () => {
    const r = spring(s, player(GERMANY));
    expect(r.funds).toEqual({ GERMANY: 48 });
    expect(r.after).toEqual({ GERMANY: 11 });
    expect(r.offers).toEqual({ GERMANY: SPRING.offers!.GERMANY });
    expect(r.accept).toEqual({ GERMANY: 'GI?' });
    // Munich went to Burgundy on money that was not Germany's: its price and the `*`, never whose money.
    expect(r.units).toEqual([
      { unit: 'A MUN', power: GERMANY, order: 'A MUN - BUR', total: 7, paid: {}, ownerFunded: false },
      { unit: 'A BER', power: GERMANY, order: 'A BER - PRU', total: 37, paid: { GERMANY: 37 }, ownerFunded: true },
    ]);
    expect(r.reductions).toEqual({ GERMANY: 3 });
    expect(r.transfers).toEqual([]);
  });

  it('Italy: the transfer it gave, its unit with its own share only', () => {
    const r = spring(s, player(ITALY));
    expect(r.transfers).toEqual([italyToFrance]);
    expect(r.units).toEqual([{ unit: 'A VEN', power: ITALY, order: 'A VEN H', total: 5, paid: { ITALY: 2 }, ownerFunded: true }]);
    expect(r.funds).toEqual({ ITALY: 43 });
  });

  it('a power with no unit bought and none bribed sees its own money and an empty list of units', () => {
    const r = spring(s, player('AUSTRIA'));
    expect(r).toEqual({ funds: { AUSTRIA: 48 }, after: { AUSTRIA: 48 }, transfers: [], offers: {}, accept: {}, units: [], reductions: {} });
  });

  it('an observer and a stranger see no money at all; the master sees the record whole', () => {
    for (const who of [observer, stranger]) {
      expect(spring(s, who)).toEqual({ funds: {}, after: {}, transfers: [] });
      expect(winter(s, who)).toEqual({ funds: {}, after: {}, transfers: [] });
    }
    expect(historyFor(s, master)).toBe(s.history);
    // The orders the units gave and their results stay everyone's.
    expect(recordFor(s, s.history[0]!, stranger).orders).toEqual(s.history[0]!.orders);
    expect(recordFor(s, s.history[0]!, stranger).results).toEqual(s.history[0]!.results);
  });

  it('the archive\'s rows (anyone\'s cut) carry no money', () => {
    expect(recordFor(s, s.history[0]!, null).payola).toEqual({ funds: {}, after: {}, transfers: [] });
  });

  it('reveals everything to everyone once the game has ended, as the DPjudge opens its ledgers and chart', () => {
    const ended: GameState = { ...s, status: 'finished' };
    expect(historyFor(ended, stranger)).toBe(ended.history);
    expect(historyFor(ended, player(GERMANY))).toBe(ended.history);
    expect(viewGame(ended, stranger).payola).toEqual({ ...viewGame(ended, master).payola });
  });
});

describe('the view of the phase being played', () => {
  const s = payolaGame();

  it('a power: its treasury, its list as it stands (the default until written), its sheet, its transfers', () => {
    expect(viewGame(s, player(FRANCE)).payola).toEqual({ funds: { FRANCE: 91 }, accept: { FRANCE: 'FI?' }, offers: { FRANCE: [NOW_LINE.FRANCE] }, transfers: [] });
    expect(viewGame(s, player(ITALY)).payola).toEqual({ funds: { ITALY: 91 }, accept: { ITALY: 'I?' }, offers: { ITALY: [NOW_LINE.ITALY] }, transfers: [germanyToItaly] });
    expect(viewGame(s, player(GERMANY)).payola!.transfers).toEqual([germanyToItaly]);
    expect(viewGame(s, player('AUSTRIA')).payola).toEqual({ funds: { AUSTRIA: 96 }, accept: { AUSTRIA: 'A?' }, offers: {}, transfers: [] });
  });

  it('the master: every treasury, list (defaults too), sheet and transfer', () => {
    const v = viewGame(s, master).payola!;
    expect(v.funds).toEqual(s.payola!.funds);
    expect(v.offers).toEqual(s.payola!.offers);
    expect(v.transfers).toEqual([germanyToItaly]);
    expect(v.accept).toEqual({ AUSTRIA: 'A?', ENGLAND: 'E?', FRANCE: 'FI?', GERMANY: 'GI?', ITALY: 'I?', RUSSIA: 'R?', TURKEY: 'T?' });
  });

  it('an observer and a stranger: nothing', () => {
    for (const who of [observer, stranger]) expect(viewGame(s, who).payola).toEqual({ funds: {}, accept: {}, offers: {}, transfers: [] });
  });

  it('the view\'s orders stay the board\'s: the sheets are in payola.offers only', () => {
    expect(viewGame(s, player(FRANCE)).orders).toEqual({ FRANCE: [] });
  });

  it('a standard game has no payola in its view or records', () => {
    const standard = activeGame();
    expect(viewGame(standard, master).payola).toBeUndefined();
  });
});

describe('no power is ever sent another\'s sheet, list or treasury while the game runs', () => {
  for (const rules of [[], ['HIDE_COST'], ['HIDE_OFFERS'], ['NO_LEDGERS'], ['PUBLIC_TOTALS'], ['ANON_TRANSFER']]) {
    it(`under ${rules.join(', ') || 'the default rules'}`, () => {
      const s = payolaGame(rules);
      for (const me of [FRANCE, GERMANY, ITALY] as const) {
        const dump = everythingFor(s, player(me));
        for (const other of [FRANCE, GERMANY, ITALY].filter((p) => p !== me) as (keyof typeof SECRET_LINE)[]) {
          expect(dump, `${me} sees ${other}'s sheet`).not.toContain(SECRET_LINE[other]);
          expect(dump, `${me} sees ${other}'s sheet now`).not.toContain(NOW_LINE[other]);
          expect(dump, `${me} sees ${other}'s list`).not.toContain(`"${other}":"${SPRING.accept![other]}"`);
        }
      }
      for (const who of [observer, stranger]) {
        const dump = everythingFor(s, who);
        for (const line of [...Object.values(SECRET_LINE), ...Object.values(NOW_LINE)]) expect(dump).not.toContain(line);
        expect(dump).not.toContain('"amount"');
      }
    });
  }

  it('without PUBLIC_TOTALS, no power\'s dump names another\'s treasury before or after a phase', () => {
    const s = payolaGame();
    const dump = everythingFor(s, player(GERMANY));
    // France's 53 and 43, Italy's 43 and 41 of the spring; their 91 and 89 after the income.
    for (const amount of ['"FRANCE":53', '"FRANCE":43', '"ITALY":41', '"ITALY":89', '"FRANCE":91']) expect(dump).not.toContain(amount);
  });
});

describe('the secrecy rules', () => {
  it('HIDE_COST: a power is not told the price of its units (left out, not 0), still its own shares and the `*`', () => {
    const s = payolaGame(['HIDE_COST']);
    const r = spring(s, player(GERMANY));
    expect(r.units).toEqual([
      { unit: 'A MUN', power: GERMANY, order: 'A MUN - BUR', paid: {}, ownerFunded: false },
      { unit: 'A BER', power: GERMANY, order: 'A BER - PRU', paid: { GERMANY: 37 }, ownerFunded: true },
    ]);
    expect(r.units!.every((u) => !('total' in u))).toBe(true);
    expect(r.offers).toEqual({ GERMANY: SPRING.offers!.GERMANY });
    expect(spring(s, player(FRANCE)).units!.find((u) => u.unit === 'A MUN')).toEqual({ unit: 'A MUN', power: GERMANY, order: 'A MUN - BUR', paid: { FRANCE: 7 } });
    expect(spring(s, master)).toBe(SPRING);
  });

  it('HIDE_OFFERS: only its units\' orders and prices and its balance; no sheet, no shares, no `*`, no rounds', () => {
    const s = payolaGame(['HIDE_OFFERS']);
    const france = spring(s, player(FRANCE));
    expect(france).toEqual({
      funds: { FRANCE: 53 },
      after: { FRANCE: 43 },
      transfers: [italyToFrance],
      accept: { FRANCE: 'F?' },
      units: [{ unit: 'A PAR', power: FRANCE, order: 'A PAR H', total: 0, paid: {} }],
    });
    const germany = spring(s, player(GERMANY));
    expect(germany.units).toEqual([
      { unit: 'A MUN', power: GERMANY, order: 'A MUN - BUR', total: 7, paid: {} },
      { unit: 'A BER', power: GERMANY, order: 'A BER - PRU', total: 37, paid: {} },
    ]);
    expect(germany.offers).toBeUndefined();
    expect(germany.reductions).toBeUndefined();
    // The sheet being written is still its writer's to read back.
    expect(viewGame(s, player(GERMANY)).payola!.offers).toEqual({ GERMANY: [NOW_LINE.GERMANY] });
  });

  it('NO_LEDGERS: no money in any record, no treasury in the view; what it wrote and its transfers stay', () => {
    const s = payolaGame(['NO_LEDGERS']);
    expect(spring(s, player(FRANCE))).toEqual({ funds: {}, after: {}, transfers: [italyToFrance] });
    expect(winter(s, player(FRANCE))).toEqual({ funds: {}, after: {}, transfers: [] });
    expect(spring(s, player(GERMANY))).toEqual({ funds: {}, after: {}, transfers: [] });
    expect(viewGame(s, player(ITALY)).payola).toEqual({ funds: {}, accept: { ITALY: 'I?' }, offers: { ITALY: [NOW_LINE.ITALY] }, transfers: [germanyToItaly] });
    const dump = everythingFor(s, player(GERMANY));
    for (const amount of ['"GERMANY":48', '"GERMANY":11', '"GERMANY":57', '"GERMANY":59']) expect(dump).not.toContain(amount);
    expect(viewGame(s, master).payola!.funds).toEqual(s.payola!.funds);
    expect(spring(s, master)).toBe(SPRING);
  });

  it('PUBLIC_TOTALS: everyone, observers too, sees each unit\'s price and the total bid for each order; never who paid, a treasury, a sheet or a list', () => {
    const s = payolaGame(['PUBLIC_TOTALS']);
    // "The total amount paid to each unit … (no data on the source of funds is made public, however)."
    const chart = SPRING.units!.map((u) => ({
      unit: u.unit,
      power: u.power,
      order: u.order,
      total: Object.values(u.paid).reduce((a, b) => a + b, 0),
      paid: {},
      bids: u.bids!.map((b) => ({ order: b.order, by: {}, total: b.total })),
    }));
    for (const who of [observer, stranger]) {
      expect(spring(s, who)).toEqual({ funds: {}, after: {}, transfers: [], units: chart });
      expect(winter(s, who)).toEqual({ funds: {}, after: {}, transfers: [] });
    }
    const germany = spring(s, player(GERMANY));
    // Its own units carry its ledger (its share, the `*`); every other unit the public chart only.
    expect(germany.units!.find((u) => u.unit === 'A VEN')).toEqual(chart.find((u) => u.unit === 'A VEN'));
    expect(germany.units!.find((u) => u.unit === 'A BER')).toMatchObject({ total: 37, paid: { GERMANY: 37 }, ownerFunded: true });
    expect(germany.funds).toEqual({ GERMANY: 48 });
    expect(germany.offers).toEqual({ GERMANY: SPRING.offers!.GERMANY });
    expect(germany.accept).toEqual({ GERMANY: 'GI?' });
    expect(germany.transfers).toEqual([]);
    const dump = JSON.stringify(historyFor(s, player(GERMANY)));
    expect(dump).not.toContain('"FRANCE":3');
    // Between phases, each treasury is its own: this phase's transfers are in it.
    expect(viewGame(s, observer).payola!.funds).toEqual({});
    expect(viewGame(s, player(GERMANY)).payola!.funds).toEqual({ GERMANY: 57 });
  });

  it('ANON_TRANSFER: the receiver is not told the giver; the giver and the master are', () => {
    const s = payolaGame(['ANON_TRANSFER']);
    expect(spring(s, player(FRANCE)).transfers).toEqual([{ ...italyToFrance, from: null }]);
    expect(spring(s, player(ITALY)).transfers).toEqual([italyToFrance]);
    expect(spring(s, player(GERMANY)).transfers).toEqual([]);
    expect(spring(s, master).transfers).toEqual([italyToFrance]);
    expect(viewGame(s, player(ITALY)).payola!.transfers).toEqual([{ ...germanyToItaly, from: null }]);
    expect(viewGame(s, player(GERMANY)).payola!.transfers).toEqual([germanyToItaly]);
    // The mail door tells a transfer through the same cut.
    expect(transferFor(s, viewerOf(s, player(ITALY)), germanyToItaly)).toEqual({ ...germanyToItaly, from: null });
    expect(transferFor(s, viewerOf(s, player(FRANCE)), germanyToItaly)).toBeNull();
    expect(transferFor(s, viewerOf(s, master), germanyToItaly)).toEqual(germanyToItaly);
    const dump = everythingFor(s, player(ITALY));
    expect(dump).not.toContain('"from":"GERMANY"');
  });

  it('without ANON_TRANSFER the receiver is told the giver', () => {
    const s = payolaGame();
    expect(spring(s, player(FRANCE)).transfers).toEqual([italyToFrance]);
    expect(viewGame(s, player(ITALY)).payola!.transfers).toEqual([germanyToItaly]);
  });
});

describe('EBAYOLA: the owner is told the price its unit took, not the winning bid', () => {
  it('France bid 10 for Munich\'s march and Germany 6 for its own order: France pays 7, and 7 is what Germany reads', () => {
    const munich: PayolaUnit = {
      ...MUN,
      total: 10,
      paid: { FRANCE: 7 },
      bids: [
        { order: 'A MUN - BUR', by: { FRANCE: 10 }, total: 10 },
        { order: 'A MUN - RUH', by: { GERMANY: 6 }, total: 6 },
      ],
    };
    const base = payolaGame(['EBAYOLA']);
    const s: GameState = { ...base, history: [{ ...base.history[0]!, payola: { ...SPRING, units: [munich] } }] };
    expect(spring(s, player(GERMANY)).units).toEqual([{ unit: 'A MUN', power: GERMANY, order: 'A MUN - BUR', total: 7, paid: {}, ownerFunded: false }]);
    expect(spring(s, player(FRANCE)).units).toEqual([{ unit: 'A MUN', power: GERMANY, order: 'A MUN - BUR', paid: { FRANCE: 7 } }]);
    const germany = JSON.stringify(historyFor(s, player(GERMANY)));
    expect(germany).not.toContain('"total":10');
    expect(germany).not.toContain('"FRANCE":10');
    expect(spring(s, master).units).toEqual([munich]);
    // Without EBAYOLA the price is the winning bid.
    const plain: GameState = { ...s, settings: { ...s.settings, rules: [] } };
    expect(spring(plain, player(GERMANY)).units![0]!.total).toBe(10);
  });
});

describe('the secrecy rules are built', () => {
  it('payolaRules takes HIDE_COST, HIDE_OFFERS, NO_LEDGERS and ANON_TRANSFER', () => {
    for (const rule of ['HIDE_COST', 'HIDE_OFFERS', 'NO_LEDGERS', 'ANON_TRANSFER']) expect(payolaRules([rule]).ok, rule).toBe(true);
  });

  it('a notice that is never sent cannot be shortened, and published prices cannot be hidden', () => {
    expect(ruleEntry('NO_LEDGERS').excludes).toEqual(expect.arrayContaining(['HIDE_COST', 'HIDE_OFFERS']));
    expect(ruleEntry('PUBLIC_TOTALS').excludes).toContain('HIDE_COST');
  });
});
