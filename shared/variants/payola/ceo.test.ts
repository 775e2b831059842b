import { describe, expect, it } from 'vitest';
import { activeGame, master, must, player, POWERS, tryApply } from '../../game/test-game.js';
import type { Actor, Applied, Command, GameEvent, GameState } from '../../game/types.js';
import { recordFor, viewGame } from '../../views/index.js';
import { countVotes } from './ceo.js';
import { asPayola } from './game-state.js';

/*
 * EXCHANGE's CEO by stockholder vote (the seed: players "can become the CEO by stockholder
 * vote"; the DPjudge's `ELECT company:candidate` lines, stored and never counted, MECHANICS
 * §15.1 and §15.4). Our count is the README's: votes weighted by the shares held, the IPO
 * casting none; more shares than any other candidate wins; a tie keeps the sitting CEO.
 */

const investor = (id: string): Actor => ({ kind: 'observer', playerId: id });
const invest = (id: string, name: string): Command => ({ type: 'observe', playerId: id, name, secretHash: `hash-${id}`, contact: { email: null, by: 'web' }, investor: true });
const ALICE = investor('i-alice');
const BOB = investor('i-bob');

const book = (s: GameState) => asPayola(s).payola.exchange!;
const elect = (company: string, candidate: string, power?: string): Command => ({ type: 'elect_ceo', company, candidate, ...(power === undefined ? {} : { power }) });

/** Every power owning units sends these sheets (the others an empty one). */
function allBid(state: GameState, sheets: Readonly<Record<string, readonly string[]>> = {}, by: Readonly<Record<string, Actor>> = {}): Applied {
  let applied: Applied = { state, events: [] };
  const events: GameEvent[] = [];
  for (const power of POWERS) {
    if (applied.state.position.units.every((u) => u.power !== power)) continue;
    applied = must(applied.state, by[power] ?? player(power), { type: 'orders', power, lines: sheets[power] ?? [] });
    events.push(...applied.events);
  }
  return { state: applied.state, events };
}

/** The opening market: France sells at 1; alice buys 10, bob 6, Germany 5 (France's IPO keeps 79). */
function boughtIn(): GameState {
  let s = activeGame(['EXCHANGE'], { variant: 'payola', directives: ['PURSE 40'] });
  s = must(s, ALICE, invest('i-alice', 'alice')).state;
  s = must(s, BOB, invest('i-bob', 'bob')).state;
  s = must(s, player('FRANCE'), { type: 'share_price', power: 'FRANCE', price: 1 }).state;
  s = must(s, ALICE, { type: 'buy_shares', company: 'FRANCE', shares: 10 }).state;
  s = must(s, BOB, { type: 'buy_shares', company: 'FRANCE', shares: 6 }).state;
  return must(s, player('GERMANY'), { type: 'buy_shares', company: 'FRANCE', shares: 5 }).state;
}

/** alice elected France's CEO in the opening phase (her 10 shares against bob's 6 for Germany). */
function aliceRunsFrance(): Applied {
  let s = boughtIn();
  s = must(s, ALICE, elect('FRANCE', 'alice')).state;
  s = must(s, BOB, elect('FRANCE', 'GERMANY')).state;
  return allBid(s);
}

describe('votes for a company\'s CEO', () => {
  it('are cast by its stockholders for a holder of it or its own player, in the market\'s phases, and kept secret', () => {
    let s = boughtIn();
    s = must(s, ALICE, elect('FRANCE', 'alice')).state;
    s = must(s, player('GERMANY'), elect('FRANCE', 'bob')).state;
    s = must(s, BOB, elect('FRANCE', 'FRANCE')).state;
    expect(book(s).votes).toEqual({ 'INVESTOR:alice': { FRANCE: 'INVESTOR:alice' }, GERMANY: { FRANCE: 'INVESTOR:bob' }, 'INVESTOR:bob': { FRANCE: 'FRANCE' } });
    // A voter sees his own vote; nobody else sees any, the company's player neither; the master all.
    expect(viewGame(s, ALICE).payola?.exchange?.votes).toEqual({ 'INVESTOR:alice': { FRANCE: 'INVESTOR:alice' } });
    expect(viewGame(s, player('GERMANY')).payola?.exchange?.votes).toEqual({ GERMANY: { FRANCE: 'INVESTOR:bob' } });
    expect(viewGame(s, player('FRANCE')).payola?.exchange?.votes).toBeUndefined();
    expect(viewGame(s, null).payola?.exchange?.votes).toBeUndefined();
    expect(Object.keys(viewGame(s, master).payola?.exchange?.votes ?? {})).toHaveLength(3);
  });

  it('refuses each bad vote with what was wrong', () => {
    const s = boughtIn();
    const cases: [Actor, Command, string][] = [
      [player('ITALY'), elect('FRANCE', 'ITALY'), 'not_allowed'], // Italy holds no share of France
      [player('FRANCE'), elect('FRANCE', 'alice'), 'not_allowed'], // its IPO casts no vote
      [ALICE, elect('FRANCE', 'carol'), 'bad_setting'], // nobody of that name
      [ALICE, elect('FRANCE', 'ITALY'), 'bad_setting'], // Italy holds none: it may not run France
      [ALICE, elect('SPAIN', 'alice'), 'unknown_power'],
      [player('ITALY'), elect('FRANCE', 'alice', 'GERMANY'), 'not_allowed'], // Germany's vote is not Italy's
      [investor('nobody'), elect('FRANCE', 'alice'), 'not_allowed'],
    ];
    for (const [actor, command, code] of cases) expect([command, tryApply(s, actor, command)]).toEqual([command, code]);
    // Between the market's phases no vote is taken.
    expect(tryApply(allBid(s).state, ALICE, elect('FRANCE', 'alice'))).toBe('no_orders_now');
    // A Payola game without EXCHANGE, and a standard game.
    expect(tryApply(activeGame([], { variant: 'payola' }), master, elect('FRANCE', 'FRANCE', 'GERMANY'))).toBe('not_allowed');
    expect(tryApply(activeGame(), master, elect('FRANCE', 'FRANCE', 'GERMANY'))).toBe('wrong_variant');
  });
});

describe('the count, when the phase is processed', () => {
  it('makes the candidate with the most shares behind him CEO, weighted by shares, the IPO not voting', () => {
    const { state } = aliceRunsFrance();
    expect(book(state).ceos).toEqual({ FRANCE: 'INVESTOR:alice' });
    expect(book(state).votes).toBeUndefined();
    const record = state.history.at(-1)!;
    expect(record.payola?.exchange?.elections).toEqual([{ company: 'FRANCE', tally: { 'INVESTOR:alice': 10, GERMANY: 6 }, ceo: 'INVESTOR:alice', changed: true }]);
    // The result is public: another power and a stranger see the count, never who voted for whom.
    for (const viewer of [player('ITALY'), null]) {
      expect(recordFor(state, record, viewer).payola?.exchange?.elections).toEqual(record.payola?.exchange?.elections);
      expect(recordFor(state, record, viewer).payola?.exchange?.book.votes).toBeUndefined();
      expect(viewGame(state, viewer).payola?.exchange?.ceos).toEqual({ FRANCE: 'INVESTOR:alice' });
    }
  });

  it('keeps the sitting CEO on a tie, or with nobody ahead', () => {
    const holdings = { FRANCE: { FRANCE: 70, A: 10, B: 10, C: 10 } };
    expect(countVotes({ holdings, purses: {}, votes: { A: { FRANCE: 'A' }, B: { FRANCE: 'B' } } }).ceos).toEqual({});
    expect(countVotes({ holdings, purses: {}, ceos: { FRANCE: 'C' }, votes: { A: { FRANCE: 'A' }, B: { FRANCE: 'B' } } })).toEqual({
      ceos: { FRANCE: 'C' },
      elections: [{ company: 'FRANCE', tally: { A: 10, B: 10 }, ceo: 'C', changed: false }],
    });
    // Two against one: the sitting CEO loses; votes for the company itself give it back to its own player.
    expect(countVotes({ holdings, purses: {}, ceos: { FRANCE: 'C' }, votes: { A: { FRANCE: 'FRANCE' }, B: { FRANCE: 'FRANCE' }, C: { FRANCE: 'C' } } }).ceos).toEqual({});
    // A candidate who holds nothing when the count is made may not run: his votes are void.
    expect(countVotes({ holdings: { FRANCE: { FRANCE: 90, A: 10, D: 0 } }, purses: {}, votes: { A: { FRANCE: 'D' } } }).elections[0]).toEqual({ company: 'FRANCE', tally: {}, ceo: 'FRANCE', changed: false });
  });
});

describe('ROLLBACK and ROLLFORWARD', () => {
  it('take the count back with the phase (its votes with RESTORE) and count it again the same', () => {
    const s = aliceRunsFrance().state;
    const back = must(s, master, { type: 'rollback' }).state;
    expect(back.position.phase).toBe('S1901M');
    expect(book(back).ceos).toBeUndefined();
    expect(book(back).votes).toBeUndefined();
    const restored = must(s, master, { type: 'rollback', restore: true }).state;
    expect(book(restored).votes).toEqual({ 'INVESTOR:alice': { FRANCE: 'INVESTOR:alice' }, 'INVESTOR:bob': { FRANCE: 'GERMANY' } });
    const again = must(back, master, { type: 'rollforward' }).state;
    expect(book(again).ceos).toEqual({ FRANCE: 'INVESTOR:alice' });
    expect(again.history.at(-1)?.payola?.exchange?.elections).toEqual(s.history.at(-1)?.payola?.exchange?.elections);
  });
});

describe('the CEO runs the company', () => {
  it('writes its offer sheet, list, price, dividend and transfers; its own player no longer does', () => {
    const s = aliceRunsFrance().state;
    expect(s.position.phase).toBe('F1901M');
    expect(tryApply(s, ALICE, { type: 'orders', power: 'FRANCE', lines: ['5 : A PAR - BUR'] })).toBe('accepted');
    expect(tryApply(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['5 : A PAR - BUR'] })).toBe('not_allowed');
    expect(tryApply(s, ALICE, { type: 'accept', power: 'FRANCE', list: 'FEG' })).toBe('accepted');
    expect(tryApply(s, player('FRANCE'), { type: 'accept', power: 'FRANCE', list: 'FEG' })).toBe('not_allowed');
    expect(tryApply(s, ALICE, { type: 'share_price', power: 'FRANCE', price: 3 })).toBe('accepted');
    expect(tryApply(s, player('FRANCE'), { type: 'share_price', power: 'FRANCE', price: 3 })).toBe('not_allowed');
    expect(tryApply(s, ALICE, { type: 'transfer', power: 'FRANCE', to: 'ITALY', amount: 1 })).toBe('accepted');
    expect(tryApply(s, BOB, { type: 'orders', power: 'FRANCE', lines: [] })).toBe('not_allowed');
    // The master always; the seat stays France's player's (his own orders elsewhere, his seat).
    expect(tryApply(s, master, { type: 'orders', power: 'FRANCE', lines: [] })).toBe('accepted');
    expect(s.seats.FRANCE?.playerId).toBe(boughtIn().seats.FRANCE?.playerId);
  });

  it('sees what he runs: the company\'s treasury, sheet and list', () => {
    let s = aliceRunsFrance().state;
    s = must(s, ALICE, { type: 'orders', power: 'FRANCE', lines: ['5 : A PAR - BUR'] }).state;
    const seen = viewGame(s, ALICE).payola;
    expect(seen?.funds.FRANCE).toBe(asPayola(s).payola.funds.FRANCE);
    expect(seen?.offers.FRANCE).toEqual(['5 : A PAR - BUR']);
    expect(seen?.accept.FRANCE).toBeDefined();
    expect(viewGame(s, BOB).payola?.funds.FRANCE).toBeUndefined();
  });

  it('bids for the company: the phase waits for his sheet, and its money pays', () => {
    const s = aliceRunsFrance().state;
    // France's player cannot send the sheet the phase waits for; alice does, and France pays.
    let others = s;
    for (const power of ['AUSTRIA', 'ENGLAND', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']) others = must(others, player(power), { type: 'orders', power, lines: [] }).state;
    expect(others.position.phase).toBe('F1901M');
    const next = allBid(s, { FRANCE: ['5 : A PAR - BUR'] }, { FRANCE: ALICE }).state;
    const record = next.history.find((r) => r.position.phase === 'F1901M')!;
    expect(record.payola?.units?.find((u) => u.unit === 'A PAR')).toMatchObject({ order: 'A PAR - BUR', paid: { FRANCE: 5 } });
  });
});

describe('an investor bids in a movement phase (README, "Investors in a movement phase")', () => {
  it('writes a sheet from his purse, which no phase waits for; it is settled with the powers\' and paid from his purse', () => {
    let s = boughtIn();
    const purse = book(s).purses['INVESTOR:bob']!;
    const taken = must(s, BOB, { type: 'orders', power: 'INVESTOR:bob', lines: ['3 : A MUN - RUH', '2 : A XYZ H'] });
    expect(taken.answers?.map((a) => a.accepted)).toEqual([true, false]);
    expect(taken.events).toEqual([]);
    s = taken.state;
    expect(s.submitted).not.toContain('INVESTOR:bob');
    // His own sheet he sees, nobody else does; alice may not write it.
    expect(viewGame(s, BOB).payola?.offers).toEqual({ 'INVESTOR:bob': ['3 : A MUN - RUH'] });
    expect(viewGame(s, ALICE).payola?.offers).toEqual({});
    expect(viewGame(s, player('GERMANY')).payola?.offers['INVESTOR:bob']).toBeUndefined();
    expect(tryApply(s, ALICE, { type: 'orders', power: 'INVESTOR:bob', lines: [] })).toBe('not_allowed');
    // More than his purse under LIMIT_OFFERS would be refused; here it is the overspending loop's.
    const next = allBid(s).state;
    const record = next.history.find((r) => r.position.phase === 'S1901M')!;
    expect(record.payola?.units?.find((u) => u.unit === 'A MUN')).toMatchObject({ order: 'A MUN - RUH', paid: { 'INVESTOR:bob': 3 } });
    expect(book(next).purses['INVESTOR:bob']).toBe(purse - 3);
    expect(asPayola(next).payola.funds['INVESTOR:bob']).toBeUndefined();
    expect(record.payola?.exchange?.after.purses['INVESTOR:bob']).toBe(purse - 3);
    // His ledger is his own: his sheet and his share; Germany, the owner, sees its unit's order and price, not who paid.
    const bobs = recordFor(next, record, BOB).payola;
    expect(bobs?.offers).toEqual({ 'INVESTOR:bob': ['3 : A MUN - RUH'] });
    expect(bobs?.units).toEqual([{ unit: 'A MUN', power: 'GERMANY', order: 'A MUN - RUH', paid: { 'INVESTOR:bob': 3 } }]);
    const germany = recordFor(next, record, player('GERMANY')).payola?.units?.find((u) => u.unit === 'A MUN');
    expect(germany).toMatchObject({ order: 'A MUN - RUH', total: 3, paid: {} });
    expect(recordFor(next, record, ALICE).payola?.units).toEqual([]);
  });
});
