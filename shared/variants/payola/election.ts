import type { VariantCommand } from '../../game/play.js';
import { done, refuse, type Outcome } from '../../game/step.js';
import type { Actor } from '../../game/types.js';
import { mayRun } from './ceo.js';
import type { PayolaState } from './game-state.js';
import { marketOpen } from './dividends.js';
import { bookOf, holderNamed, trader } from './market.js';

/*
 * ELECT company:candidate (the DPjudge's line, MECHANICS §15.1): a stockholder's vote for
 * a company's CEO, kept secret in the books until the phase is processed and counted
 * (ceo.ts). Each refusal says what was wrong.
 */

type ElectCeo = Extract<VariantCommand, { type: 'elect_ceo' }>;

export function electCeo(state: PayolaState, actor: Actor, command: ElectCeo): Outcome {
  const book = bookOf(state);
  if (!('holdings' in book)) return book;
  const { company } = command;
  if (state.seats[company] === undefined) return refuse('unknown_power', `${company} is not a power of this game, so it has no stockholders.`);
  const who = trader(state, actor, command.power, 'vote');
  if (!('holder' in who)) return who;
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: stockholders vote only while it is active.`);
  if (!marketOpen(state)) {
    return refuse('no_orders_now', `Stockholders vote when shares may be bought: in the game's first phase and in the movement phase after each year's income, not in ${state.position.phase}.`);
  }
  if (who.holder === company) return refuse('not_allowed', `${company}'s unsold shares (its IPO) cast no vote: its stockholders elect its CEO.`);
  if ((book.holdings[company]?.[who.holder] ?? 0) === 0) return refuse('not_allowed', `${whoWords(who.holder)} no shares of ${company}: only its stockholders elect its CEO.`);
  const candidate = holderNamed(state, book, command.candidate);
  if (candidate === null) return refuse('bad_setting', `${command.candidate} is neither a power of this game nor one of its investors.`);
  if (!mayRun(book, company, candidate)) {
    return refuse('bad_setting', `${command.candidate} holds no shares of ${company}: its CEO is one of its stockholders, or its own player (vote for ${company}).`);
  }
  const ballot = book.votes?.[who.holder] ?? {};
  if (ballot[company] === candidate) return done(state);
  const votes = { ...book.votes, [who.holder]: { ...ballot, [company]: candidate } };
  return done({ ...state, payola: { ...state.payola, exchange: { ...book, votes } } });
}

const whoWords = (holder: string): string => (holder.startsWith('INVESTOR:') ? `${holder.slice('INVESTOR:'.length)} holds` : `${holder} holds`);
