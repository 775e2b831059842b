import { investorHolder } from '../../../shared/variants/payola/exchange.js';
import type { GameView } from '../api.js';
import { powerLabel } from '../powers.js';

/*
 * What the web shows of Payola's EXCHANGE books, from the view the judge gave the viewer
 * (shared/views/exchange.ts): who he is as a holder, his shares, his company's limit.
 */

export type Book = NonNullable<NonNullable<GameView['payola']>['exchange']>;

/** A holder as the page names him: a power by its name, an investor by his. */
export const holderLabel = (holder: string): string => (holder.startsWith('INVESTOR:') ? `investor ${holder.slice('INVESTOR:'.length)}` : powerLabel(holder));

/** The viewer as a holder: the power he plays (the master: the one chosen), or his investor's name when the books give him a purse; null otherwise. */
export function holderOf(game: GameView, power: string | null, book: Book): string | null {
  if (power !== null) return power;
  const v = game.viewer;
  if (v.kind !== 'observer' && v.kind !== 'player') return null;
  const name = investorHolder(v.name);
  return Object.hasOwn(book.purses, name) ? name : null;
}

/** The companies the holder has shares of (not his own IPO), each with the count. */
export const sharesHeld = (book: Book, holder: string): [string, number][] =>
  Object.entries(book.holdings).flatMap(([c, by]) => (c !== holder && (by[holder] ?? 0) > 0 ? [[c, by[holder]!] as [string, number]] : []));

/** The largest dividend the company may declare now (shared/variants/payola/exchange.ts `dividendLimit`), or null when its treasury is not shown. */
export function dividendLimitOf(book: Book, company: string, funds: number | undefined): number | null {
  const shares = Object.values(book.holdings[company] ?? {}).reduce((a, b) => a + b, 0);
  return funds === undefined || shares === 0 ? null : Math.max(0, Math.floor(funds / shares));
}
