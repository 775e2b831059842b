import { inForce } from '../../game/rules.js';
import type { CommandError, GameState, Player } from '../../game/types.js';
import { fail, ok, type Result } from '../../result.js';
import { investorHolder, seatInvestor } from './exchange.js';
import type { ExchangeBook } from './state.js';
import { asPayola } from './game-state.js';
import { openingPurse } from './market.js';

/**
 * Payola's `invested` hook: an investor (INVEST) enters an EXCHANGE game with his opening
 * purse (market.ts, `openingPurse`) and no shares (exchange.ts, `seatInvestor`). A Payola game without EXCHANGE has no shares to
 * hold, so it refuses him by that reason rather than seat a player who could do nothing.
 */
export function invested(state: GameState, investor: Player): Result<GameState, CommandError> {
  if (!inForce(state.settings, 'EXCHANGE')) {
    return fail('not_allowed', 'This Payola game is not played under EXCHANGE, so it has no investors. Join with JOIN, or watch with OBSERVE.');
  }
  const s = asPayola(state);
  const book = s.payola.exchange;
  if (book === undefined) throw new Error(`Game ${state.id} plays EXCHANGE without its books.`);
  const seated = seatInvestor(book, investor.name, openingPurse(s));
  if (!seated.ok) return fail('already_joined', seated.error.message);
  return ok({ ...s, payola: { ...s.payola, exchange: seated.value } });
}

/**
 * ROLLBACK: the books of the phase gone back to, with every investor seated since still
 * seated (the players stay, as observers do), each given his opening purse and no shares,
 * as when he came in: so that no investor is left without a purse.
 */
export function investorsKept(state: GameState, book: ExchangeBook): ExchangeBook {
  const missing = state.players.filter((p) => p.investor === true && !Object.hasOwn(book.purses, investorHolder(p.name)));
  if (missing.length === 0) return book;
  const purse = openingPurse(state);
  return { ...book, purses: { ...book.purses, ...Object.fromEntries(missing.map((p) => [investorHolder(p.name), purse])) } };
}
