import { playerOf, powerOf } from '../../game/actors.js';
import { gameMap } from '../../game/board.js';
import type { VariantCommand } from '../../game/play.js';
import { inForce } from '../../game/rules.js';
import { done, refuse, type Outcome } from '../../game/step.js';
import type { Actor, GameState } from '../../game/types.js';
import type { PowerName } from '../../map/types.js';
import { runsCompany } from './ceo.js';
import { dividendDue, marketOpen } from './dividends.js';
import { checkDividend, investorHolder } from './exchange.js';
import { directivesOf, rulesOf, type PayolaState } from './game-state.js';
import { startingTreasuries } from './income.js';
import type { ExchangeBook } from './state.js';
import { count } from '../../text/words.js';


/*
 * EXCHANGE's market (the rule text: "Stock may be issued by (and purchased from) the
 * powers … during specific phases of the game"; README, "EXCHANGE", for our reading). A
 * company's player, its CEO, sets the price its IPO sells at and declares its dividend;
 * an investor, or a power's player for his power, buys shares from an IPO at its price,
 * the money going to the company's treasury, and sells shares to another holder, who takes
 * them on the same terms ("traded between players": entered by both sides, as a deal is).
 * Each refusal says what was wrong.
 */

export type MarketCommand = Extract<VariantCommand, { type: 'dividend' | 'share_price' | 'buy_shares' | 'sell_shares' }>;

export const isMarketCommand = (command: VariantCommand): command is MarketCommand =>
  command.type === 'dividend' || command.type === 'share_price' || command.type === 'buy_shares' || command.type === 'sell_shares';

/** The highest IPO price a company may set, in AgP a share: far above any treasury a game reaches. */
export const MAX_SHARE_PRICE = 1_000_000;

/**
 * The AgP an investor's purse opens with: the game's `PURSE n` directive, or else the
 * smallest starting treasury of a power of the map, so that an investor comes to the
 * market as rich as the poorest company (neither the rule text nor the DPjudge says; its
 * investors' money is what the master writes in the game file, as PURSE does here).
 */
export function openingPurse(state: GameState): number {
  const directives = directivesOf(state);
  if (directives.purse !== undefined) return directives.purse;
  const treasuries = Object.values(startingTreasuries(gameMap(state.settings), rulesOf(state), directives)).filter((n) => n > 0);
  return treasuries.length === 0 ? 0 : Math.min(...treasuries);
}

const withBook = (state: PayolaState, exchange: ExchangeBook): PayolaState => ({ ...state, payola: { ...state.payola, exchange } });

/** The refusal every market command gives outside an EXCHANGE game, or the books. */
export function bookOf(state: PayolaState): ExchangeBook | Outcome {
  const book = state.payola.exchange;
  if (!inForce(state.settings, 'EXCHANGE') || book === undefined) {
    return refuse('not_allowed', 'This Payola game is not played under EXCHANGE: its powers issue no shares and pay no dividends.');
  }
  return book;
}

/** The company's CEO (its own player until its stockholders elect another, ceo.ts) or the master, for one of the game's powers. */
function ceoRefusal(state: PayolaState, actor: Actor, company: PowerName, what: string): Outcome | null {
  if (state.seats[company] === undefined) return refuse('unknown_power', `${company} is not a power of this game.`);
  if (!runsCompany(state, actor, company)) return refuse('not_allowed', `Only ${company}'s CEO (or the master) may ${what}.`);
  return null;
}

/** DIVIDEND: the company's declaration for this year's dividend phase, from 0 to its limit as its treasury stands now. */
function dividend(state: PayolaState, book: ExchangeBook, actor: Actor, command: Extract<MarketCommand, { type: 'dividend' }>): Outcome {
  const { power, perShare } = command;
  const refusal = ceoRefusal(state, actor, power, `declare ${power}'s dividend`);
  if (refusal) return refusal;
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: dividends are declared only while it is active.`);
  if (!dividendDue(state)) {
    return refuse('no_orders_now', `Dividends are declared in the movement phase that follows a year's income, not in ${state.position.phase}: the income is paid after the year's adjustments.`);
  }
  const checked = checkDividend(state.payola.funds[power] ?? 0, book.holdings, power, perShare);
  if (!checked.ok) return refuse('bad_setting', checked.error.message);
  if (book.declared?.[power] === perShare) return done(state);
  return done(withBook(state, { ...book, declared: { ...book.declared, [power]: perShare } }));
}

/** PRICE: what the company's IPO sells a share at from now on; 0 takes its shares off the market. */
function sharePrice(state: PayolaState, book: ExchangeBook, actor: Actor, command: Extract<MarketCommand, { type: 'share_price' }>): Outcome {
  const { power, price } = command;
  const refusal = ceoRefusal(state, actor, power, `set the price of ${power}'s shares`);
  if (refusal) return refusal;
  if (state.status !== 'forming' && state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: share prices are set only while it is forming or active.`);
  if (!Number.isSafeInteger(price) || price < 0 || price > MAX_SHARE_PRICE) {
    return refuse('bad_setting', `A share price is a whole number of AgP from 1 to ${MAX_SHARE_PRICE} (0 to sell none), not ${String(price)}.`);
  }
  const { [power]: _old, ...others } = book.prices ?? {};
  const prices = price === 0 ? others : { ...others, [power]: price };
  if ((book.prices?.[power] ?? 0) === price) return done(state);
  return done(withBook(state, { ...book, prices }));
}

/** Who trades: the power named (its player or the master), else the caller as an investor, else the caller's power. */
export function trader(state: PayolaState, actor: Actor, power: PowerName | undefined, what: string): { holder: string; investor: boolean } | Outcome {
  if (power !== undefined) {
    if (state.seats[power] === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
    if (!runsCompany(state, actor, power)) return refuse('not_allowed', `Only ${power}'s CEO (or the master) may ${what} for ${power}.`);
    return { holder: power, investor: false };
  }
  const player = playerOf(state, actor);
  if (player?.investor === true) return { holder: investorHolder(player.name), investor: true };
  const own = powerOf(state, actor);
  if (own !== null) return { holder: own, investor: false };
  return refuse('not_allowed', `Only an investor, or a power's player for his power, may ${what} (the master names the power).`);
}

/** A holder named at a door: a power of the game by its name, or an investor by his; null for neither. */
export function holderNamed(state: PayolaState, book: ExchangeBook, name: string): string | null {
  const upper = name.trim().toUpperCase();
  if (state.seats[upper] !== undefined) return upper;
  const bare = name.trim().replace(/^INVESTOR:/i, '');
  const found = Object.keys(book.purses).find((h) => h.slice('INVESTOR:'.length).toLowerCase() === bare.toLowerCase());
  return found ?? null;
}

/** The money a holder may spend: an investor's purse, a power's treasury. */
const moneyOf = (state: PayolaState, book: ExchangeBook, holder: string): number => (Object.hasOwn(book.purses, holder) ? (book.purses[holder] ?? 0) : (state.payola.funds[holder] ?? 0));

/** The game with `amount` moved from one holder's money to another's (purses and treasuries alike). */
function pay(state: PayolaState, book: ExchangeBook, from: string, to: string, amount: number): { funds: Record<PowerName, number>; purses: Record<string, number> } {
  const funds: Record<PowerName, number> = { ...state.payola.funds };
  const purses: Record<string, number> = { ...book.purses };
  for (const [holder, delta] of [[from, -amount], [to, amount]] as const) {
    if (Object.hasOwn(purses, holder)) purses[holder] = (purses[holder] ?? 0) + delta;
    else funds[holder] = (funds[holder] ?? 0) + delta;
  }
  return { funds, purses };
}

/** The refusal of a trade outside the market's phases. */
function marketRefusal(state: PayolaState, what: string): Outcome | null {
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: shares are ${what} only while it is active.`);
  if (!marketOpen(state)) return refuse('no_orders_now', `Shares are ${what} in the game's first phase and in the movement phase after each year's income, not in ${state.position.phase}.`);
  return null;
}

/** SELL: shares offered to another holder at a price a share; the sale is made when he takes them (BUY … FROM), on the same terms, before the phase ends. */
function sellShares(state: PayolaState, book: ExchangeBook, actor: Actor, command: Extract<MarketCommand, { type: 'sell_shares' }>): Outcome {
  const { company, shares, price } = command;
  if (state.seats[company] === undefined) return refuse('unknown_power', `${company} is not a power of this game, so it has no shares.`);
  const who = trader(state, actor, command.power, 'sell shares');
  if (!('holder' in who)) return who;
  const refusal = marketRefusal(state, 'sold');
  if (refusal) return refusal;
  const buyer = holderNamed(state, book, command.to);
  if (buyer === null) return refuse('bad_setting', `${command.to} is neither a power of this game nor one of its investors: shares are sold to a holder.`);
  if (buyer === who.holder) return refuse('bad_setting', 'A holder does not sell shares to himself.');
  if (who.holder === company) return refuse('bad_setting', `${company}'s own shares are sold from its IPO, at the price it sets, not offered to one buyer.`);
  if (buyer === company) return refuse('bad_setting', `${company} does not buy its own shares back: its IPO is what it has not sold.`);
  if (!Number.isSafeInteger(shares) || shares < 1) return refuse('bad_setting', `Shares are sold in whole numbers, 1 or more; ${String(shares)} is not.`);
  if (!Number.isSafeInteger(price) || price < 0 || price > MAX_SHARE_PRICE) return refuse('bad_setting', `A price is a whole number of AgP a share from 0 to ${MAX_SHARE_PRICE}, not ${String(price)}.`);
  const held = book.holdings[company]?.[who.holder] ?? 0;
  if (shares > held) return refuse('bad_setting', `${holderWords(who.holder)} ${count(held, 'share')} of ${company}: ${shares} cannot be sold.`);
  // One offer from a seller to a buyer for a company: a new one replaces it.
  const others = (book.sales ?? []).filter((x) => !(x.seller === who.holder && x.buyer === buyer && x.company === company));
  return done(withBook(state, { ...book, sales: [...others, { seller: who.holder, buyer, company, shares, price }] }));
}

const holderWords = (holder: string): string => (holder.startsWith('INVESTOR:') ? `${holder.slice('INVESTOR:'.length)} holds` : `${holder} holds`);

/** BUY … FROM: the shares a holder offered the buyer, taken on the terms of his offer: the price paid to him, the shares moved. */
function buyFrom(state: PayolaState, book: ExchangeBook, buyer: { holder: string }, command: Extract<MarketCommand, { type: 'buy_shares' }>, from: string): Outcome {
  const { company, shares } = command;
  const seller = holderNamed(state, book, from);
  if (seller === null) return refuse('bad_setting', `${from} is neither a power of this game nor one of its investors.`);
  const sale = (book.sales ?? []).find((x) => x.seller === seller && x.buyer === buyer.holder && x.company === company);
  if (sale === undefined) return refuse('not_allowed', `${from} has offered you no shares of ${company} in this phase: a sale between holders is entered by both sides (SELL, then BUY … FROM).`);
  if (sale.shares !== shares) return refuse('bad_setting', `${from} offered ${count(sale.shares, 'share')} of ${company}, at ${sale.price} AgP each: buy that many, or ask for another offer.`);
  const held = book.holdings[company]?.[seller] ?? 0;
  if (held < shares) return refuse('bad_setting', `${from} holds only ${count(held, 'share')} of ${company} now: the sale cannot be made.`);
  const cost = shares * sale.price;
  const money = moneyOf(state, book, buyer.holder);
  if (cost > money) return refuse('bad_setting', `${count(shares, 'share')} of ${company} at ${sale.price} AgP cost ${cost} AgP: ${Object.hasOwn(book.purses, buyer.holder) ? 'your purse holds' : `${buyer.holder} has`} ${money}.`);
  const byHolder = book.holdings[company] ?? {};
  const holdings = { ...book.holdings, [company]: { ...byHolder, [seller]: held - shares, [buyer.holder]: (byHolder[buyer.holder] ?? 0) + shares } };
  const { funds, purses } = pay(state, book, buyer.holder, seller, cost);
  const sales = (book.sales ?? []).filter((x) => x !== sale);
  return done({ ...state, payola: { ...state.payola, funds, exchange: { ...book, holdings, purses, sales } } });
}

/** BUY: shares from a company's IPO at the price it set, paid at once into its treasury; with `from`, another holder's offer taken. */
function buyShares(state: PayolaState, book: ExchangeBook, actor: Actor, command: Extract<MarketCommand, { type: 'buy_shares' }>): Outcome {
  const { company, shares } = command;
  if (state.seats[company] === undefined) return refuse('unknown_power', `${company} is not a power of this game, so it has no shares.`);
  const who = trader(state, actor, command.power, 'buy shares');
  if (!('holder' in who)) return who;
  const refusal = marketRefusal(state, 'bought');
  if (refusal) return refusal;
  if (who.holder === company) return refuse('bad_setting', `${company}'s unsold shares are its IPO: a company does not buy its own.`);
  if (!Number.isSafeInteger(shares) || shares < 1) return refuse('bad_setting', `Shares are bought in whole numbers, 1 or more; ${String(shares)} is not.`);
  if (command.from !== undefined) return buyFrom(state, book, who, command, command.from);
  const price = book.prices?.[company];
  if (price === undefined) return refuse('not_allowed', `${company}'s IPO sells no shares: its player has set no price.`);
  const ipo = book.holdings[company]?.[company] ?? 0;
  if (shares > ipo) return refuse('bad_setting', `${company} has ${count(ipo, 'share')} left in its IPO: ${shares} cannot be bought.`);
  const cost = shares * price;
  const purse = who.investor ? (book.purses[who.holder] ?? 0) : (state.payola.funds[who.holder] ?? 0);
  if (cost > purse) return refuse('bad_setting', `${count(shares, 'share')} of ${company} at ${price} AgP cost ${cost} AgP: ${who.investor ? 'your purse holds' : `${who.holder} has`} ${purse}.`);
  const byHolder = book.holdings[company] ?? {};
  const holdings = { ...book.holdings, [company]: { ...byHolder, [company]: ipo - shares, [who.holder]: (byHolder[who.holder] ?? 0) + shares } };
  const funds = { ...state.payola.funds, [company]: (state.payola.funds[company] ?? 0) + cost, ...(who.investor ? {} : { [who.holder]: purse - cost }) };
  const purses = who.investor ? { ...book.purses, [who.holder]: purse - cost } : book.purses;
  return done({ ...state, payola: { ...state.payola, funds, exchange: { ...book, holdings, purses } } });
}

/** EXCHANGE's commands (play.ts `command`). */
export function marketCommand(state: PayolaState, actor: Actor, command: MarketCommand): Outcome {
  const book = bookOf(state);
  if (!('holdings' in book)) return book;
  switch (command.type) {
    case 'dividend':
      return dividend(state, book, actor, command);
    case 'share_price':
      return sharePrice(state, book, actor, command);
    case 'buy_shares':
      return buyShares(state, book, actor, command);
    case 'sell_shares':
      return sellShares(state, book, actor, command);
  }
}
