import { describe, expect, test } from 'vitest';
import { apply } from '../../game/apply.js';
import { formingGame, idOf, master, must, player, T0, tryApply } from '../../game/test-game.js';
import type { GameState } from '../../game/types.js';
import { incomePhase, startingTreasuries } from './income.js';
import { payolaMovement, type PayolaMovementInput } from './movement.js';
import { payolaRules, type PayolaRules } from './rules.js';
import { map, positionOf } from './test-board.js';

/**
 * VASSAL_DUMMIES in Payola, from the rule text (3.2): "the DUMMY powers do not earn income
 * unless they are vassal states (that is, controlled by some Great Power). All income earned
 * by vassal state is added directly to its controlling Great Power's treasury", and from the
 * DPjudge where the text is silent: a vassal's units take its controller's acceptance list,
 * a dummy starts with nothing, each power keeps its own purse.
 */

const rules = (names: readonly string[]): PayolaRules => {
  const read = payolaRules(names);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
};

describe('the rule read', () => {
  test('is a Payola rule now, and also handed to the standard side, which settles the vassals', () => {
    const r = rules(['VASSAL_DUMMIES']);
    expect(r.vassalDummies).toBe(true);
    expect(r.standard).toContain('VASSAL_DUMMIES');
    expect(rules([]).vassalDummies).toBe(false);
  });

  test('is refused with ZEROSUM, which has no centre income for a vassal to pass on', () => {
    const read = payolaRules(['VASSAL_DUMMIES', 'ZEROSUM']);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.code).toBe('conflicting_rules');
  });
});

describe('income', () => {
  const centers = { AUSTRIA: ['BUD', 'VIE', 'TRI', 'SER'], ITALY: ['ROM', 'VEN', 'NAP'], TURKEY: ['ANK', 'CON', 'SMY'] };
  const funds = { AUSTRIA: 10, ITALY: 7, TURKEY: 3 };

  test('"the DUMMY powers do not earn income unless they are vassal states": an autonomous dummy earns nothing', () => {
    const lines = incomePhase({ map, centers, funds, year: 1901, rules: rules(['VASSAL_DUMMIES']), dummies: ['ITALY'] });
    expect(lines.ITALY).toEqual({ forward: 7, income: 0, balance: 7 });
    expect(lines.AUSTRIA).toEqual({ forward: 10, income: 17 + 16 + 15 + 14, balance: 10 + 62 });
  });

  test('"All income earned by vassal state is added directly to its controlling Great Power\'s treasury", reckoned for the vassal\'s own centres', () => {
    const lines = incomePhase({ map, centers, funds, year: 1901, rules: rules(['VASSAL_DUMMIES']), dummies: ['ITALY'], vassals: { ITALY: 'AUSTRIA' } });
    expect(lines.ITALY).toEqual({ forward: 7, income: 0, balance: 7 });
    // Austria's four centres (17+16+15+14) and Italy's three as a power of its own (17+16+15), not as Austria's 5th to 7th.
    expect(lines.AUSTRIA).toEqual({ forward: 10, income: 62 + 48, balance: 120, vassals: { ITALY: 48 } });
    expect(lines.TURKEY!.income).toBe(48);
  });

  test('CAP caps the controller\'s own income and the vassal\'s each alone, as the DPjudge adds them', () => {
    const lines = incomePhase({ map, centers, funds, year: 1901, rules: rules(['VASSAL_DUMMIES']), dummies: ['ITALY'], vassals: { ITALY: 'AUSTRIA' }, directives: { cap: 40 } });
    expect(lines.AUSTRIA).toMatchObject({ income: 80, vassals: { ITALY: 40 } });
  });

  test('without the rule a dummy earns for its centres, as always', () => {
    const lines = incomePhase({ map, centers, funds, year: 1901, rules: rules([]), dummies: ['ITALY'] });
    expect(lines.ITALY!.income).toBe(48);
  });

  test('a dummy of the map starts with nothing (the DPjudge gives a dummy no starting balance under the rule)', () => {
    const withDummy = { ...map, dummies: ['ITALY'] };
    expect(startingTreasuries(withDummy, rules(['VASSAL_DUMMIES'])).ITALY).toBe(0);
    expect(startingTreasuries(withDummy, rules([])).ITALY).toBe(48);
    expect(startingTreasuries(withDummy, rules(['VASSAL_DUMMIES'])).AUSTRIA).toBe(48);
  });
});

describe("a vassal's units", () => {
  // Italy's army in Venice is offered 5 AgP by Germany to go to Tyrolia, 5 by Austria to go to Apulia.
  const input = (over: Partial<PayolaMovementInput>): PayolaMovementInput => ({
    map,
    position: positionOf({ ITALY: 'A VEN', GERMANY: 'A MUN', AUSTRIA: 'A VIE' }),
    funds: { ITALY: 0, GERMANY: 20, AUSTRIA: 20 },
    offers: { GERMANY: ['5 : A VEN - TYR'], AUSTRIA: ['5 : A VEN - APU'] },
    rules: ['VASSAL_DUMMIES'],
    dummies: ['ITALY'],
    seed: 1,
    ...over,
  });
  const order = (over: Partial<PayolaMovementInput>) => {
    const r = payolaMovement(input(over));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.results.find((u) => u.power === 'ITALY')!.order;
  };

  test('of an autonomous dummy hold when contested by different powers at the same price', () => {
    expect(order({})).toBe('A VEN H');
  });

  test("take their controller's acceptance list (\"All vassal states use the same acceptance list as their controller\"), and so do not hold", () => {
    expect(order({ vassals: { ITALY: 'GERMANY' }, accept: { GERMANY: 'GA' } })).toBe('A VEN - TYR');
    expect(order({ vassals: { ITALY: 'GERMANY' }, accept: { GERMANY: 'AG' } })).toBe('A VEN - APU');
    // The controller's default list (itself first) when it wrote none; the vassal's own list is not read.
    expect(order({ vassals: { ITALY: 'AUSTRIA' }, accept: { ITALY: 'G' } })).toBe('A VEN - APU');
  });
});

describe('in a game', () => {
  const PLAYED = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'RUSSIA', 'TURKEY'] as const;
  /** A Payola game started with Italy left a dummy, and Austria its controller (as VASSAL_DUMMIES settles it, game/control.ts). */
  function italyAustrias(): GameState {
    let g = formingGame(['POWER_CHOICE', 'VASSAL_DUMMIES'], { variant: 'payola' });
    for (const p of PLAYED) g = must(g, player(p), { type: 'join', playerId: idOf(p), name: p.toLowerCase(), secretHash: `h-${p}`, power: p }).state;
    g = must(g, master, { type: 'start' }).state;
    expect(g.seats.ITALY!.status).toBe('dummy');
    return { ...g, seats: { ...g.seats, ITALY: { ...g.seats.ITALY!, controllers: ['AUSTRIA'] } } };
  }
  /** The controller writes the vassal's sheet (he plays it: the phase waits for it, an empty one counts), then every player his own. */
  const allBid = (g: GameState, sheets: Readonly<Record<string, readonly string[]>> = {}): GameState => {
    g = must(g, player('AUSTRIA'), { type: 'orders', power: 'ITALY', lines: sheets.ITALY ?? [] }).state;
    for (const p of PLAYED) if (g.position.phase.endsWith('M')) g = must(g, player(p), { type: 'orders', power: p, lines: sheets[p] ?? [] }).state;
    return g;
  };

  test("the controller's player bids from the vassal's own purse, not his own (\"each power has its own purse\")", () => {
    const g0 = italyAustrias();
    const italy = g0.payola!.funds.ITALY!;
    const austria = g0.payola!.funds.AUSTRIA!;
    const g = allBid(g0, { ITALY: ['5 : A VEN - PIE'] });
    expect(g.position.phase).toBe('F1901M');
    expect(g.payola!.funds.ITALY).toBe(italy - 5);
    expect(g.payola!.funds.AUSTRIA).toBe(austria);
    expect(g.position.units).toContainEqual({ power: 'ITALY', kind: 'A', at: 'PIE' });
  });

  test("a vassal's acceptance list is its controller's: one written for it is refused with the reason", () => {
    const g = italyAustrias();
    expect(tryApply(g, player('AUSTRIA'), { type: 'accept', power: 'ITALY', list: 'AI' })).toBe('not_allowed');
    const out = apply(g, player('AUSTRIA'), { type: 'accept', power: 'ITALY', list: 'AI' }, { now: T0, random: () => 0 });
    expect(out.ok ? '' : out.error.message).toContain("ITALY is AUSTRIA's vassal");
    // The controller's own list is his to set, and is the one the vassal's units read.
    expect(tryApply(g, player('AUSTRIA'), { type: 'accept', power: 'AUSTRIA', list: 'AI' })).toBe('accepted');
  });

  test("the year's income: the vassal's goes to its controller, named in his income line; the vassal is paid nothing", () => {
    const g0 = italyAustrias();
    const g = allBid(allBid(g0));
    expect(g.position.phase).toBe('S1902M');
    const income = g.history[1]!.payola!.income!;
    expect(income.ITALY).toEqual({ forward: g0.payola!.funds.ITALY, income: 0, balance: g0.payola!.funds.ITALY });
    expect(income.AUSTRIA).toEqual({ forward: 48, income: 48 + 48, balance: 144, vassals: { ITALY: 48 } });
    expect(g.payola!.funds.AUSTRIA).toBe(144);
  });
});
