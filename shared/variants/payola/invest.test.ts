import { describe, expect, it } from 'vitest';
import { apply } from '../../game/apply.js';
import { activeGame, master, must, T0, tryApply } from '../../game/test-game.js';
import type { Actor, Command, GameState } from '../../game/types.js';
import { investorHolder, openExchange, SHARES_ISSUED } from './exchange.js';
import { asPayola } from './game-state.js';

/**
 * INVEST (Email.txt: "You join a game as an investor via the INVEST command"; the seed's
 * EXCHANGE: "the human players take on the roles of investors rather than the powers").
 */

const exchangeGame = (): GameState => activeGame(['EXCHANGE'], { variant: 'payola' });

const someone = (id: string): Actor => ({ kind: 'observer', playerId: id });
const invest = (id: string, name: string, email: string | null = `${name}@example.org`): Command => ({
  type: 'observe',
  playerId: id,
  name,
  secretHash: `hash-${id}`,
  contact: { email, by: 'mail' },
  investor: true,
});

describe('the opening of an EXCHANGE game', () => {
  it('issues each company its shares into its own IPO, and no investor holds any', () => {
    expect(openExchange(['ENGLAND', 'FRANCE'])).toEqual({
      holdings: { ENGLAND: { ENGLAND: SHARES_ISSUED }, FRANCE: { FRANCE: SHARES_ISSUED } },
      purses: {},
    });
  });
});

describe('INVEST', () => {
  it('seats an investor without a power, with his opening purse (the poorest power\'s starting treasury, 48 AgP) and no shares', () => {
    const s = must(exchangeGame(), someone('i1'), invest('i1', 'DonTrump')).state;
    const seat = s.players.find((p) => p.id === 'i1');
    expect(seat).toMatchObject({ name: 'DonTrump', power: null, investor: true });
    const book = asPayola(s).payola.exchange!;
    expect(book.purses).toEqual({ [investorHolder('DonTrump')]: 48 });
    expect(Object.values(book.holdings).every((byHolder) => !(investorHolder('DonTrump') in byHolder))).toBe(true);
  });

  it('takes two investors, and does not count them against the observers\' bound', () => {
    let s = exchangeGame();
    s = { ...s, settings: { ...s.settings, maxObservers: 0 } };
    s = must(s, someone('i1'), invest('i1', 'alice')).state;
    s = must(s, someone('i2'), invest('i2', 'bob')).state;
    expect(Object.keys(asPayola(s).payola.exchange!.purses)).toEqual([investorHolder('alice'), investorHolder('bob')]);
  });

  it('refuses a name that invests already, and an address that holds a role', () => {
    const s = must(exchangeGame(), someone('i1'), invest('i1', 'alice')).state;
    expect(tryApply(s, someone('i2'), invest('i2', 'alice', 'other@example.org'))).toBe('already_joined');
    expect(apply(s, someone('i3'), invest('i3', 'carol', 'alice@example.org'), { now: T0, random: () => 0 })).toMatchObject({ ok: false, error: { code: 'already_joined', message: expect.stringMatching(/already invests as alice/) } });
  });

  it('is refused in a Payola game without EXCHANGE, and in a standard game, with the reason', () => {
    const payola = activeGame([], { variant: 'payola' });
    const refused = (state: GameState): string => {
      const r = apply(state, someone('i1'), invest('i1', 'alice'), { now: T0, random: () => 0 });
      return r.ok ? 'accepted' : `${r.error.code}: ${r.error.message}`;
    };
    expect(refused(payola)).toMatch(/^not_allowed: .*not played under EXCHANGE/);
    expect(refused(activeGame([]))).toMatch(/^not_allowed: .*belong to Payola games played under EXCHANGE/);
  });

  it('lets the master seat an investor, and nobody seat another', () => {
    expect(tryApply(exchangeGame(), master, invest('i1', 'alice'))).toBe('accepted');
    expect(tryApply(exchangeGame(), someone('x'), invest('i1', 'alice'))).toBe('not_allowed');
  });
});
