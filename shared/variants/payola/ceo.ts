import { actsFor, playerOf } from '../../game/actors.js';
import type { Actor, GameState } from '../../game/types.js';
import type { PowerName } from '../../map/types.js';
import { investorHolder } from './exchange.js';
import type { Election, ExchangeBook, ExchangeRecord } from './state.js';

/*
 * EXCHANGE's CEOs (the rule text: players "can become the CEO by stockholder vote"; the
 * DPjudge stores `ELECT company:candidate` lines and never counts them, MECHANICS §15.4,
 * so the count is ours: README, "EXCHANGE").
 *
 * - A company is run by its own player until its stockholders elect someone else: a
 *   holder of its shares (an investor, or another power, whose player then acts), or its
 *   own player again (the company's own name as the candidate).
 * - Its CEO writes what spends or prices the company: its offer sheet, its acceptance
 *   list, its transfers, its IPO price and its dividend, as a controller acts for the power
 *   he controls (shared/game/control.ts); its own player keeps the seat and everything
 *   else the seat does (retreats, builds, votes on the game's end, press). While another is
 *   CEO, its own player does not write those: otherwise the vote would change nothing his
 *   next line could not undo.
 * - Votes are cast in the market's phases, weighted by the shares the voter holds when the
 *   phase is processed (the IPO does not vote), and counted then: the candidate with more
 *   shares behind him than any other becomes CEO; a tie, or nobody ahead, keeps the sitting
 *   one.
 */

/** Who runs the company: its elected CEO (a holder's name), or the company's own name for its own player. */
export const ceoOf = (book: ExchangeBook | undefined, company: PowerName): string => book?.ceos?.[company] ?? company;

/** The actor's name in the books: his power, or his investor name; null for the master or a stranger. */
export function holderOf(state: GameState, actor: Actor): string | null {
  const player = playerOf(state, actor);
  if (player === null) return null;
  if (player.investor === true) return investorHolder(player.name);
  return player.power !== null && state.seats[player.power]?.playerId === player.id ? player.power : null;
}

/** EXCHANGE: the actor as an investor with a purse in the game, who bids from it in his own name; null for anyone else. */
export function investorBidder(state: GameState, actor: Actor): string | null {
  const holder = holderOf(state, actor);
  return holder !== null && holder.startsWith('INVESTOR:') && Object.hasOwn(state.payola?.exchange?.purses ?? {}, holder) ? holder : null;
}

/**
 * The actor may act for the company in what its CEO does (sheet, list, transfers, price,
 * dividend): the master; its own player (and his controller, CONTROL) while nobody else is
 * CEO; else the CEO: the investor himself, or the player of the power elected (and his
 * controller).
 */
export function runsCompany(state: GameState, actor: Actor, company: PowerName): boolean {
  if (actor.kind === 'master') return true;
  const ceo = ceoOf(state.payola?.exchange, company);
  if (ceo === company) return actsFor(state, actor, company);
  if (state.seats[ceo] !== undefined) return actsFor(state, actor, ceo);
  return holderOf(state, actor) === ceo;
}

/** The companies a holder runs as their elected CEO (his own power aside). */
export function companiesRunBy(book: ExchangeBook | undefined, holder: string): PowerName[] {
  return Object.entries(book?.ceos ?? {})
    .filter(([company, ceo]) => ceo === holder && company !== holder)
    .map(([company]) => company);
}

/** A candidate the company may elect: its own player (its name), or a holder of one share or more. */
export const mayRun = (book: ExchangeBook, company: PowerName, candidate: string): boolean =>
  candidate === company || (book.holdings[company]?.[candidate] ?? 0) > 0;

/**
 * The votes of a phase counted, with the books as the phase is processed: each voter's
 * shares (his holding then; the IPO casts none) go to his candidate, if the candidate may
 * still run. The candidate with more shares than any other becomes CEO; a tie, or no
 * share behind anyone, keeps the sitting CEO. One election a company anyone voted on.
 */
export function countVotes(book: ExchangeBook): { readonly ceos: Readonly<Record<PowerName, string>>; readonly elections: readonly Election[] } {
  const tallies: Record<PowerName, Record<string, number>> = {};
  for (const [voter, ballot] of Object.entries(book.votes ?? {})) {
    for (const [company, candidate] of Object.entries(ballot)) {
      const tally = (tallies[company] ??= {});
      const shares = voter === company ? 0 : (book.holdings[company]?.[voter] ?? 0);
      if (shares > 0 && mayRun(book, company, candidate)) tally[candidate] = (tally[candidate] ?? 0) + shares;
    }
  }
  const ceos: Record<PowerName, string> = { ...book.ceos };
  const elections: Election[] = [];
  for (const company of Object.keys(tallies).sort()) {
    const tally = tallies[company]!;
    const sitting = ceoOf(book, company);
    const best = Math.max(0, ...Object.values(tally));
    const leaders = Object.keys(tally).filter((c) => tally[c] === best);
    const ceo = best > 0 && leaders.length === 1 ? leaders[0]! : sitting;
    if (ceo === company) delete ceos[company];
    else ceos[company] = ceo;
    elections.push({ company, tally, ceo, changed: ceo !== sitting });
  }
  return { ceos, elections };
}

/** A phase's record of the books with its votes counted: the CEOs after it, and each election, where anyone voted. */
export function elected(record: ExchangeRecord): ExchangeRecord {
  if (record.book.votes === undefined || Object.keys(record.book.votes).length === 0) return record;
  const { ceos, elections } = countVotes(record.book);
  const { ceos: _old, ...after } = record.after;
  return { ...record, after: Object.keys(ceos).length === 0 ? after : { ...after, ceos }, elections };
}
