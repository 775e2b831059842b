import type { GameState } from '../game/types.js';
import { parsePhase } from '../map/phase.js';
import type { ExchangeBook, ExchangeRecord } from '../variants/payola/state.js';
import { blocks, paragraph } from './layout.js';
import { gameSubject } from './subjects.js';
import { count, gameTitle, powerTitle } from './words.js';


/*
 * EXCHANGE's letter after the year's dividend phase (MECHANICS §15.2–15.3): the dividends
 * the reader was paid or paid out (the company's distribution), the companies he holds
 * that withheld theirs, his purse, and his annual report of each company he holds. Written
 * from the record as `recordFor` cut it for him (shared/views/exchange.ts): what the cut
 * left out is never printed.
 */

/** A holder as the letter names him: a power by its name, an investor by his. */
export const holderTitle = (holder: string): string => (holder.startsWith('INVESTOR:') ? `investor ${holder.slice('INVESTOR:'.length)}` : powerTitle(holder));

/** The year the dividends are for: the one whose income was just paid (the dividend phase opens the next). */
function yearOf(phase: string): string {
  const p = parsePhase(phase);
  return p.ok ? String(p.value.year - 1) : phase;
}

/** The letter for one reader, or null when the phase paid no dividends or told him nothing. */
export function exchangeText(game: GameState, phase: string, seen: ExchangeRecord): string | null {
  if (seen.dividends === undefined) return null;
  const year = yearOf(phase);
  const paid = seen.dividends.lines.map((l) => `  ${powerTitle(l.company)} paid ${holderTitle(l.holder)} ${l.amount} AgP: ${count(l.shares, 'share')} at ${l.perShare} AgP.`);
  const withheld = seen.dividends.withheld.map((c) => `  ${powerTitle(c)} has elected to withhold dividends for ${year}.`);
  const purses = Object.entries(seen.after.purses).map(([h, n]) => `  The purse of ${holderTitle(h)}: ${n} AgP.`);
  const reports = (seen.reports ?? []).map((r) =>
    [
      `Annual report of ${powerTitle(r.company)} to ${holderTitle(r.holder)}: its treasury holds ${r.treasury} AgP; its shares are held by`,
      ...r.holders.map((h) => `  ${h.holder === r.company ? `${powerTitle(r.company)}'s own IPO (unsold)` : holderTitle(h.holder)}: ${h.shares}`),
    ].join('\n'),
  );
  if (paid.length + withheld.length + reports.length === 0) return null;
  return blocks(
    paragraph(`Payola dividends and annual reports for ${year}, ${gameTitle(game)}: paid before the bribes of this phase, out of each company's treasury after the year's income.`),
    ...(paid.length === 0 ? [] : [['Dividends:', ...paid].join('\n')]),
    ...(withheld.length === 0 ? [] : [['Withheld:', ...withheld].join('\n')]),
    ...(purses.length === 0 ? [] : [purses.join('\n')]),
    ...reports,
  );
}

/** The letter's subject. */
export const exchangeSubject = (game: GameState, phase: string): string => gameSubject(game, `Payola dividends and annual report ${yearOf(phase)}`);

/**
 * The CEO elections counted in a phase (ceo.ts), told to every reader: the result is
 * public, the votes never were (the record gives the shares behind each candidate, not
 * who cast them). Null when nobody voted.
 */
export function electionText(game: GameState, phase: string, seen: ExchangeRecord): string | null {
  const elections = seen.elections ?? [];
  if (elections.length === 0) return null;
  const candidate = (company: string, holder: string): string => (holder === company ? `its own player` : holderTitle(holder));
  const lines = elections.map((e) => {
    const tally = Object.entries(e.tally)
      .sort(([, a], [, b]) => b - a)
      .map(([h, n]) => `${candidate(e.company, h)} ${n}`);
    const votes = tally.length === 0 ? 'no share voted for a candidate who may run' : `shares voted: ${tally.join(', ')}`;
    return `  ${powerTitle(e.company)}: ${e.changed ? `run from now on by ${candidate(e.company, e.ceo)}` : `still run by ${candidate(e.company, e.ceo)}`} (${votes}).`;
  });
  return blocks(
    paragraph(`CEO elections of ${phase}, ${gameTitle(game)}: each stockholder's shares went to his candidate; the IPO casts none, and a tie keeps the sitting CEO. The CEO writes the company's offer sheet, acceptance list, transfers, share price and dividend.`),
    lines.join('\n'),
  );
}

/** The election letter's subject. */
export const electionSubject = (game: GameState, phase: string): string => gameSubject(game, `Payola CEO elections ${phase}`);

/**
 * EXCHANGE's books in a STATUS, as the reader's view gave them (shared/views/exchange.ts):
 * his purse, his shares, offers of shares to or from him, his company's declaration, and
 * the market (each IPO's unsold shares and price). Null outside an EXCHANGE game.
 */
export function exchangeStatus(book: ExchangeBook | undefined, holder: string | null): string | null {
  if (book === undefined) return null;
  const lines: string[] = [];
  if (holder !== null && Object.hasOwn(book.purses, holder)) lines.push(`Your purse: ${book.purses[holder]} AgP.`);
  if (holder !== null) {
    const mine = Object.entries(book.holdings).flatMap(([c, by]) => (c !== holder && (by[holder] ?? 0) > 0 ? [`${powerTitle(c)} ${by[holder]}`] : []));
    lines.push(mine.length === 0 ? 'Your shares: none.' : `Your shares: ${mine.join(', ')}.`);
  }
  for (const x of book.sales ?? []) lines.push(`${holderTitle(x.seller)} offers ${holderTitle(x.buyer)} ${count(x.shares, 'share')} of ${powerTitle(x.company)} at ${x.price} AgP each.`);
  for (const [c, d] of Object.entries(book.declared ?? {})) lines.push(`${powerTitle(c)}'s dividend declared: ${d} AgP a share.`);
  for (const [c, ceo] of Object.entries(book.ceos ?? {})) lines.push(`${powerTitle(c)} is run by its CEO, ${holderTitle(ceo)}.`);
  for (const [c, candidate] of Object.entries(holder === null ? {} : (book.votes?.[holder] ?? {}))) lines.push(`Your vote for ${powerTitle(c)}'s CEO: ${candidate === c ? 'its own player' : holderTitle(candidate)} (counted when this phase is processed).`);
  const market = Object.entries(book.holdings).map(([c, by]) => `${powerTitle(c)} ${by[c] ?? 0}${book.prices?.[c] === undefined ? ' (not for sale)' : ` at ${book.prices[c]} AgP`}`);
  lines.push(`The IPOs: ${market.join(', ')}.`);
  return lines.join('\n');
}
