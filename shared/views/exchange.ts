import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { investorHolder } from '../variants/payola/exchange.js';
import type { ExchangeBook, ExchangeRecord } from '../variants/payola/state.js';
import type { ViewerView } from './types.js';

/*
 * What each viewer may see of EXCHANGE's books (Payola; MECHANICS §15). The rule words
 * the secrecy: the annual report tells each shareholder a company's "treasury balance and
 * list of holders", so who holds a company is told to its holders once a year, not shown to
 * all; a dividend is paid to each holder (the receiver's own line) and its distribution is
 * the company's ledger.
 *
 * - The market is public, as a sale must be to be bought from: every company's IPO (the
 *   shares it still has to sell) and its price, to everyone.
 * - A holder (an investor, or a power holding shares in another) sees his own holdings,
 *   and an investor his own purse; in a processed dividend phase his dividend lines, the
 *   companies he held that withheld theirs, and his annual reports.
 * - An offer of shares from one holder to another is seen by its two sides.
 * - A company's player (its CEO) sees its register (every holder of it, whom it pays), its
 *   own declaration while the phase runs, and its distribution ledger (every line it paid).
 * - The master sees everything, and everyone does once the game has ended (as every other
 *   Payola secret, shared/views/payola.ts).
 */

/** Who the viewer is to the books: everything, a holder (and the company he plays, if any), or nobody in particular. */
type Seer = { readonly kind: 'all' } | { readonly kind: 'holder'; readonly holder: string; readonly company: PowerName | null } | { readonly kind: 'anyone' };

export function seerOf(state: GameState, viewer: ViewerView): Seer {
  if (viewer.kind === 'master' || state.status === 'finished') return { kind: 'all' };
  if (viewer.kind === 'player' && viewer.power !== null) return { kind: 'holder', holder: viewer.power, company: viewer.power };
  if (viewer.kind === 'anonymous') return { kind: 'anyone' };
  const player = state.players.find((p) => p.id === viewer.playerId);
  return player?.investor === true ? { kind: 'holder', holder: investorHolder(player.name), company: null } : { kind: 'anyone' };
}

/** The books as the viewer may see them. */
export function exchangeBookFor(book: ExchangeBook, seer: Seer): ExchangeBook {
  if (seer.kind === 'all') return book;
  const holdings: Record<PowerName, Record<string, number>> = {};
  for (const [company, byHolder] of Object.entries(book.holdings)) {
    if (seer.kind === 'holder' && seer.company === company) {
      holdings[company] = { ...byHolder };
      continue;
    }
    const seen: Record<string, number> = { [company]: byHolder[company] ?? 0 };
    if (seer.kind === 'holder' && (byHolder[seer.holder] ?? 0) > 0) seen[seer.holder] = byHolder[seer.holder]!;
    holdings[company] = seen;
  }
  const purse = seer.kind === 'holder' && Object.hasOwn(book.purses, seer.holder) ? { [seer.holder]: book.purses[seer.holder]! } : {};
  const declared = seer.kind === 'holder' && seer.company !== null && book.declared?.[seer.company] !== undefined ? { declared: { [seer.company]: book.declared[seer.company]! } } : {};
  // An offer of shares is the business of its two sides.
  const sales = seer.kind === 'holder' ? (book.sales ?? []).filter((x) => x.seller === seer.holder || x.buyer === seer.holder) : [];
  return { holdings, purses: purse, ...(book.prices === undefined ? {} : { prices: book.prices }), ...declared, ...(sales.length === 0 ? {} : { sales }) };
}

/** A processed phase's books, dividends and reports as the viewer may see them. */
export function exchangeRecordFor(record: ExchangeRecord, seer: Seer): ExchangeRecord {
  if (seer.kind === 'all') return record;
  const cut: ExchangeRecord = { book: exchangeBookFor(record.book, seer), after: exchangeBookFor(record.after, seer) };
  if (seer.kind === 'anyone') return cut;
  const { holder, company } = seer;
  const held = (c: PowerName): boolean => c === company || (record.book.holdings[c]?.[holder] ?? 0) > 0;
  return {
    ...cut,
    ...(record.dividends === undefined
      ? {}
      : {
          dividends: {
            lines: record.dividends.lines.filter((l) => l.holder === holder || l.company === company),
            withheld: record.dividends.withheld.filter(held),
          },
        }),
    ...(record.reports === undefined ? {} : { reports: record.reports.filter((r) => r.holder === holder) }),
  };
}
