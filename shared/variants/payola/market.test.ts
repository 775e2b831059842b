import { describe, expect, it } from 'vitest';
import { createGame } from '../../game/create.js';
import { activeGame, master, must, player, POWERS, settings, T0, tryApply } from '../../game/test-game.js';
import type { Actor, Applied, Command, GameEvent, GameState } from '../../game/types.js';
import { recordFor, viewGame } from '../../views/index.js';
import { asPayola } from './game-state.js';

/*
 * EXCHANGE played through `apply` (the seed: "Stock may be issued by (and purchased from)
 * the powers … during specific phases of the game"; MECHANICS §15.2–15.3: the dividend
 * from 0 to the balance over every share, paid to each holder; d = 0 "withholds"; the
 * annual report's "treasury balance and list of holders"). Our reading is the README's.
 */

const investor = (id: string): Actor => ({ kind: 'observer', playerId: id });
const invest = (id: string, name: string): Command => ({ type: 'observe', playerId: id, name, secretHash: `hash-${id}`, contact: { email: null, by: 'web' }, investor: true });
const ALICE = investor('i-alice');
const BOB = investor('i-bob');

/** An EXCHANGE game with investors alice and bob seated, their purses PURSE 40. */
function exchangeGame(directives: readonly string[] = ['PURSE 40']): GameState {
  let s = activeGame(['EXCHANGE'], { variant: 'payola', directives });
  s = must(s, ALICE, invest('i-alice', 'alice')).state;
  return must(s, BOB, invest('i-bob', 'bob')).state;
}

/** Every power owning units sends these sheets (the others an empty one). */
function allBid(state: GameState, sheets: Readonly<Record<string, readonly string[]>> = {}): Applied {
  let applied: Applied = { state, events: [] };
  const events: GameEvent[] = [];
  for (const power of POWERS) {
    if (applied.state.position.units.every((u) => u.power !== power)) continue;
    applied = must(applied.state, player(power), { type: 'orders', power, lines: sheets[power] ?? [] });
    events.push(...applied.events);
  }
  return { state: applied.state, events };
}

const book = (s: GameState) => asPayola(s).payola.exchange!;
const funds = (s: GameState, power: string) => asPayola(s).payola.funds[power];

/** The opening market: France sells at 2, England at 3; alice, bob and Germany buy. */
function boughtIn(): GameState {
  let s = exchangeGame();
  s = must(s, player('FRANCE'), { type: 'share_price', power: 'FRANCE', price: 2 }).state;
  s = must(s, player('ENGLAND'), { type: 'share_price', power: 'ENGLAND', price: 3 }).state;
  s = must(s, ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 10 }).state;
  s = must(s, BOB, { type: 'buy_shares', company: 'FRANCE', shares: 5 }).state;
  s = must(s, BOB, { type: 'buy_shares', company: 'ENGLAND', shares: 5 }).state;
  return must(s, player('GERMANY'), { type: 'buy_shares', company: 'FRANCE', shares: 4 }).state;
}

/** The opening market bought into, then the year played (every unit holding): S1902M, the dividend phase. */
const dividendPhase = (): GameState => allBid(allBid(boughtIn()).state).state;

describe('an EXCHANGE game is made and entered', () => {
  it('is made, each company\'s 100 shares in its IPO, and an investor\'s purse opens with PURSE or the poorest power\'s treasury', () => {
    const made = createGame({ id: 'g', settings: settings(['EXCHANGE'], { variant: 'payola' }), masterSecretHash: 'h', now: T0 });
    expect(made.ok && made.value.payola?.exchange?.holdings.FRANCE).toEqual({ FRANCE: 100 });
    expect(book(exchangeGame()).purses).toEqual({ 'INVESTOR:alice': 40, 'INVESTOR:bob': 40 });
    // Without PURSE: 48, the smallest starting treasury of the standard board (three centres).
    expect(book(exchangeGame([])).purses['INVESTOR:alice']).toBe(48);
    expect(createGame({ id: 'g', settings: settings(['EXCHANGE'], { variant: 'payola', directives: ['PURSE x'] }), masterSecretHash: 'h', now: T0 }).ok).toBe(false);
  });
});

describe('shares bought from the IPO', () => {
  it('moves the shares to the buyer and his money into the company\'s treasury at the price the company set', () => {
    const s = boughtIn();
    expect(book(s).holdings.FRANCE).toEqual({ FRANCE: 81, 'INVESTOR:alice': 10, 'INVESTOR:bob': 5, GERMANY: 4 });
    expect(book(s).holdings.ENGLAND).toEqual({ ENGLAND: 95, 'INVESTOR:bob': 5 });
    expect(book(s).purses).toEqual({ 'INVESTOR:alice': 20, 'INVESTOR:bob': 15 });
    expect([funds(s, 'FRANCE'), funds(s, 'ENGLAND'), funds(s, 'GERMANY')]).toEqual([48 + 20 + 10 + 8, 48 + 15, 48 - 8]);
    expect(book(s).prices).toEqual({ FRANCE: 2, ENGLAND: 3 });
  });

  it('refuses each bad purchase with what was wrong', () => {
    const s = boughtIn();
    const cases: [Actor, Command, string][] = [
      [ALICE, { type: 'buy_shares', company: 'ITALY', shares: 1 }, 'not_allowed'], // no price set
      [ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 11 }, 'bad_setting'], // 22 AgP, her purse 20
      [ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 0 }, 'bad_setting'],
      [ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 1.5 }, 'bad_setting'],
      [ALICE, { type: 'buy_shares', company: 'SPAIN', shares: 1 }, 'unknown_power'],
      [player('FRANCE'), { type: 'buy_shares', company: 'FRANCE', shares: 1 }, 'bad_setting'], // its own IPO
      [player('ITALY'), { type: 'buy_shares', company: 'FRANCE', shares: 1, power: 'GERMANY' }, 'not_allowed'],
      [investor('nobody'), { type: 'buy_shares', company: 'FRANCE', shares: 1 }, 'not_allowed'],
      [player('ITALY'), { type: 'share_price', power: 'FRANCE', price: 1 }, 'not_allowed'],
      [player('FRANCE'), { type: 'share_price', power: 'FRANCE', price: -1 }, 'bad_setting'],
      [player('FRANCE'), { type: 'dividend', power: 'FRANCE', perShare: 0 }, 'no_orders_now'], // no income yet
    ];
    for (const [actor, command, code] of cases) expect([command, tryApply(s, actor, command)]).toEqual([command, code]);
    // More than the IPO holds: France has 81 left.
    const rich = must(s, player('FRANCE'), { type: 'share_price', power: 'FRANCE', price: 0 }).state;
    expect(tryApply(rich, ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 1 })).toBe('not_allowed');
    expect(tryApply(s, master, { type: 'buy_shares', company: 'FRANCE', shares: 82, power: 'RUSSIA' })).toBe('bad_setting');
  });

  it('is open in the game\'s first phase and after each year\'s income, not between', () => {
    const fall = allBid(boughtIn()).state;
    expect(fall.position.phase).toBe('F1901M');
    expect(tryApply(fall, ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 1 })).toBe('no_orders_now');
    expect(tryApply(dividendPhase(), ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 1 })).toBe('accepted');
  });

  it('refuses every market command in a Payola game without EXCHANGE', () => {
    const s = activeGame([], { variant: 'payola' });
    expect(tryApply(s, player('FRANCE'), { type: 'share_price', power: 'FRANCE', price: 2 })).toBe('not_allowed');
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'share_price', power: 'FRANCE', price: 2 })).toBe('wrong_variant');
  });
});

describe('shares traded between holders', () => {
  it('is made when the buyer takes the seller\'s offer on its terms: the shares to him, his money to the seller', () => {
    let s = boughtIn();
    s = must(s, ALICE, { type: 'sell_shares', company: 'FRANCE', shares: 4, price: 3, to: 'bob' }).state;
    expect(book(s).sales).toEqual([{ seller: 'INVESTOR:alice', buyer: 'INVESTOR:bob', company: 'FRANCE', shares: 4, price: 3 }]);
    // Only its two sides see the offer.
    expect(viewGame(s, BOB).payola?.exchange?.sales).toHaveLength(1);
    expect(viewGame(s, player('FRANCE')).payola?.exchange?.sales).toBeUndefined();
    // The terms are the seller's: another number of shares, or from someone who offered nothing, is refused.
    expect(tryApply(s, BOB, { type: 'buy_shares', company: 'FRANCE', shares: 3, from: 'alice' })).toBe('bad_setting');
    expect(tryApply(s, BOB, { type: 'buy_shares', company: 'FRANCE', shares: 4, from: 'GERMANY' })).toBe('not_allowed');
    expect(tryApply(s, player('GERMANY'), { type: 'buy_shares', company: 'FRANCE', shares: 4, from: 'alice' })).toBe('not_allowed');
    s = must(s, BOB, { type: 'buy_shares', company: 'FRANCE', shares: 4, from: 'alice' }).state;
    expect(book(s).holdings.FRANCE).toMatchObject({ 'INVESTOR:alice': 6, 'INVESTOR:bob': 9 });
    expect(book(s).purses).toEqual({ 'INVESTOR:alice': 20 + 12, 'INVESTOR:bob': 15 - 12 });
    expect(book(s).sales).toEqual([]);
    // A power sells to an investor: the price goes into its treasury.
    s = must(s, player('GERMANY'), { type: 'sell_shares', company: 'FRANCE', shares: 1, price: 0, to: 'alice' }).state;
    s = must(s, ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 1, from: 'germany' }).state;
    expect(book(s).holdings.FRANCE).toMatchObject({ GERMANY: 3, 'INVESTOR:alice': 7 });
  });

  it('refuses each bad offer with what was wrong, and lets an offer not taken lapse with the phase', () => {
    const s = boughtIn();
    const cases: [Actor, Command, string][] = [
      [ALICE, { type: 'sell_shares', company: 'FRANCE', shares: 11, price: 1, to: 'bob' }, 'bad_setting'], // she holds 10
      [ALICE, { type: 'sell_shares', company: 'FRANCE', shares: 1, price: 1, to: 'carol' }, 'bad_setting'], // no such holder
      [ALICE, { type: 'sell_shares', company: 'FRANCE', shares: 1, price: 1, to: 'alice' }, 'bad_setting'],
      [ALICE, { type: 'sell_shares', company: 'FRANCE', shares: 1, price: 1, to: 'FRANCE' }, 'bad_setting'], // no buy-back
      [player('FRANCE'), { type: 'sell_shares', company: 'FRANCE', shares: 1, price: 1, to: 'bob' }, 'bad_setting'], // its IPO sells at its price
      [ALICE, { type: 'sell_shares', company: 'FRANCE', shares: 1, price: -1, to: 'bob' }, 'bad_setting'],
    ];
    for (const [actor, command, code] of cases) expect([command, tryApply(s, actor, command)]).toEqual([command, code]);
    const offered = must(s, ALICE, { type: 'sell_shares', company: 'FRANCE', shares: 2, price: 1, to: 'bob' }).state;
    const fall = allBid(offered).state;
    expect(book(fall).sales).toBeUndefined();
    expect(tryApply(fall, BOB, { type: 'buy_shares', company: 'FRANCE', shares: 2, from: 'alice' })).toBe('no_orders_now');
    expect(tryApply(fall, ALICE, { type: 'sell_shares', company: 'FRANCE', shares: 2, price: 1, to: 'bob' })).toBe('no_orders_now');
  });
});

describe('the dividend phase', () => {
  it('takes a declaration from 0 to the limit, refusing one out of range with the range', () => {
    const s = dividendPhase();
    expect(s.position.phase).toBe('S1902M');
    // France: 86 + its income 48 = 134 AgP over 100 shares: 0 to 1 a share.
    expect(funds(s, 'FRANCE')).toBe(134);
    const over = tryApply(s, player('FRANCE'), { type: 'dividend', power: 'FRANCE', perShare: 2 });
    expect(over).toBe('bad_setting');
    expect(() => must(s, player('FRANCE'), { type: 'dividend', power: 'FRANCE', perShare: 2 })).toThrow(/0 to 1 AgP a share/);
    expect(tryApply(s, player('ITALY'), { type: 'dividend', power: 'FRANCE', perShare: 1 })).toBe('not_allowed');
  });

  it('waits for each company that owes a dividend, pays it before the bribes, and the deadline withholds the rest', () => {
    let s = dividendPhase();
    s = must(s, player('FRANCE'), { type: 'dividend', power: 'FRANCE', perShare: 1 }).state;
    // Every sheet in, France bidding 100 for its army; England (bob holds 5 of its shares, limit 1) has not declared: the phase waits.
    s = allBid(s, { FRANCE: ['100 : A PAR H'] }).state;
    expect(s.position.phase).toBe('S1902M');
    // The deadline (here the master's PROCESS): England declared nothing, so it withholds.
    s = must(s, master, { type: 'process' }).state;
    expect(s.position.phase).toBe('F1902M');
    const record = s.history.at(-1)!.payola!;
    expect(record.exchange?.dividends?.lines).toEqual([
      { company: 'FRANCE', holder: 'INVESTOR:alice', shares: 10, perShare: 1, amount: 10 },
      { company: 'FRANCE', holder: 'INVESTOR:bob', shares: 5, perShare: 1, amount: 5 },
      { company: 'FRANCE', holder: 'GERMANY', shares: 4, perShare: 1, amount: 4 },
    ]);
    expect(record.exchange?.dividends?.withheld).toContain('ENGLAND');
    // The treasuries before the dividend; after it and the bribe: 134 - 19 - 100.
    expect(record.funds.FRANCE).toBe(134);
    expect(record.after.FRANCE).toBe(15);
    expect(record.after.GERMANY).toBe(40 + 48 + 4);
    expect(book(s).purses).toEqual({ 'INVESTOR:alice': 30, 'INVESTOR:bob': 20 });
    expect(book(s).declared).toBeUndefined();
    // The annual report, after the dividend: France's treasury 115 and its holders.
    const reports = record.exchange?.reports ?? [];
    expect(reports.filter((r) => r.company === 'FRANCE').map((r) => r.holder)).toEqual(['INVESTOR:alice', 'INVESTOR:bob', 'GERMANY']);
    expect(reports.find((r) => r.company === 'FRANCE')).toMatchObject({ treasury: 115, holders: [
      { holder: 'FRANCE', shares: 81 }, { holder: 'INVESTOR:alice', shares: 10 }, { holder: 'INVESTOR:bob', shares: 5 }, { holder: 'GERMANY', shares: 4 },
    ] });
    expect(reports.filter((r) => r.company === 'ENGLAND').map((r) => r.holder)).toEqual(['INVESTOR:bob']);
  });

  it('processes as soon as the last dividend owed is declared', () => {
    let s = allBid(dividendPhase()).state;
    s = must(s, player('FRANCE'), { type: 'dividend', power: 'FRANCE', perShare: 0 }).state;
    expect(s.position.phase).toBe('S1902M');
    s = must(s, player('ENGLAND'), { type: 'dividend', power: 'ENGLAND', perShare: 1 }).state;
    expect(s.position.phase).toBe('F1902M');
    const record = s.history.at(-1)!.payola!.exchange!;
    expect(record.dividends?.lines).toEqual([{ company: 'ENGLAND', holder: 'INVESTOR:bob', shares: 5, perShare: 1, amount: 5 }]);
    expect(record.dividends?.withheld).toEqual(['FRANCE']);
  });

  it('comes back with ROLLBACK (the books as the phase was processed, its declarations taken back) and again with ROLLFORWARD', () => {
    let s = dividendPhase();
    s = must(s, player('FRANCE'), { type: 'dividend', power: 'FRANCE', perShare: 1 }).state;
    s = must(allBid(s).state, master, { type: 'process' }).state;
    const played = s.history.at(-1)!;
    const back = must(s, master, { type: 'rollback' }).state;
    expect(back.position.phase).toBe('S1902M');
    expect(book(back).purses).toEqual({ 'INVESTOR:alice': 20, 'INVESTOR:bob': 15 });
    expect(book(back).declared).toBeUndefined();
    const restored = must(s, master, { type: 'rollback', restore: true }).state;
    expect(book(restored).declared).toEqual({ FRANCE: 1 });
    const again = must(restored, master, { type: 'rollforward' }).state;
    // An investor seated since keeps his seat, with his opening purse and no shares.
    const late = must(s, investor('i-carol'), invest('i-carol', 'carol')).state;
    expect(book(must(late, master, { type: 'rollback' }).state).purses['INVESTOR:carol']).toBe(40);
    expect(again.history.at(-1)!.payola?.exchange).toEqual(played.payola?.exchange);
    expect(book(again).purses).toEqual(book(s).purses);
  });
});

describe('who sees what of the books', () => {
  const processed = (): GameState => {
    let s = dividendPhase();
    s = must(s, player('FRANCE'), { type: 'dividend', power: 'FRANCE', perShare: 1 }).state;
    return must(allBid(s).state, master, { type: 'process' }).state;
  };

  it('shows everyone the market, each holder his own holdings and purse, a company its register and declaration', () => {
    let s = dividendPhase();
    s = must(s, player('FRANCE'), { type: 'dividend', power: 'FRANCE', perShare: 1 }).state;
    const alice = viewGame(s, ALICE).payola?.exchange;
    expect(alice?.purses).toEqual({ 'INVESTOR:alice': 20 });
    expect(alice?.holdings.FRANCE).toEqual({ FRANCE: 81, 'INVESTOR:alice': 10 });
    expect(alice?.holdings.ENGLAND).toEqual({ ENGLAND: 95 });
    expect(alice?.prices).toEqual({ FRANCE: 2, ENGLAND: 3 });
    expect(alice?.declared).toBeUndefined();
    const france = viewGame(s, player('FRANCE')).payola?.exchange;
    expect(france?.holdings.FRANCE).toEqual({ FRANCE: 81, 'INVESTOR:alice': 10, 'INVESTOR:bob': 5, GERMANY: 4 });
    expect(france?.purses).toEqual({});
    expect(france?.declared).toEqual({ FRANCE: 1 });
    const germany = viewGame(s, player('GERMANY')).payola?.exchange;
    expect(germany?.holdings.FRANCE).toEqual({ FRANCE: 81, GERMANY: 4 });
    expect(germany?.declared).toBeUndefined();
    const stranger = viewGame(s, null).payola?.exchange;
    expect(stranger?.holdings.FRANCE).toEqual({ FRANCE: 81 });
    expect(stranger?.purses).toEqual({});
    expect(viewGame(s, master).payola?.exchange).toEqual(book(s));
  });

  it('tells each holder his dividend lines, the withholdings and his reports; the company its distribution; nobody else anything', () => {
    const s = processed();
    const record = s.history.at(-1)!;
    const seen = (who: Actor | null) => recordFor(s, record, who).payola?.exchange;
    expect(seen(ALICE)?.dividends).toEqual({ lines: [{ company: 'FRANCE', holder: 'INVESTOR:alice', shares: 10, perShare: 1, amount: 10 }], withheld: [] });
    expect(seen(ALICE)?.reports?.map((r) => r.company)).toEqual(['FRANCE']);
    expect(seen(BOB)?.dividends?.withheld).toEqual(['ENGLAND']);
    expect(seen(BOB)?.reports?.map((r) => r.company)).toEqual(['ENGLAND', 'FRANCE']);
    expect(seen(player('FRANCE'))?.dividends?.lines.map((l) => l.holder)).toEqual(['INVESTOR:alice', 'INVESTOR:bob', 'GERMANY']);
    expect(seen(player('FRANCE'))?.reports).toEqual([]);
    expect(seen(player('GERMANY'))?.dividends?.lines.map((l) => l.amount)).toEqual([4]);
    expect(seen(player('ITALY'))?.dividends).toEqual({ lines: [], withheld: [] });
    expect(record.payola?.exchange?.dividends?.withheld).toEqual(['ENGLAND']); // Italy, with no holder, tells nobody
    expect(seen(player('ITALY'))?.reports).toEqual([]);
    expect(seen(investor('nobody'))?.dividends).toBeUndefined();
    expect(seen(null)?.reports).toBeUndefined();
    expect(seen(master)).toEqual(record.payola?.exchange);
  });
});
