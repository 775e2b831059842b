import { inForce } from '../../game/rules.js';
import type { CommandError, GameState, Player } from '../../game/types.js';
import { fail, ok, type Result } from '../../result.js';
import { seatInvestor } from './exchange.js';
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
