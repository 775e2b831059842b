import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { companiesRunBy } from '../variants/payola/ceo.js';
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
 * - A company's CEO, when its stockholders elected another than its player (ceo.ts), sees
 *   what its player would: he runs it.
 * - A vote for a CEO is its voter's alone until it is counted; then the count (the shares
 *   behind each candidate, never who cast them) and every company's CEO are public, as the
 *   rule makes the CEO the company's public face.
 * - The master sees everything, and everyone does once the game has ended (as every other
 *   Payola secret, shared/views/payola.ts).
 */

/** Who the viewer is to the books: everything, a holder (and the companies he runs: the one he plays, those he was elected CEO of), or nobody in particular. */
type Seer = { readonly kind: 'all' } | { readonly kind: 'holder'; readonly holder: string; readonly companies: readonly PowerName[] } | { readonly kind: 'anyone' };

export function seerOf(state: GameState, viewer: ViewerView): Seer {
  if (viewer.kind === 'master' || state.status === 'finished') return { kind: 'all' };
  const book = state.payola?.exchange;
  if (viewer.kind === 'player' && viewer.power !== null) return { kind: 'holder', holder: viewer.power, companies: [viewer.power, ...companiesRunBy(book, viewer.power)] };
  if (viewer.kind === 'anonymous') return { kind: 'anyone' };
  const player = state.players.find((p) => p.id === viewer.playerId);
  if (player?.investor !== true) return { kind: 'anyone' };
  const holder = investorHolder(player.name);
  return { kind: 'holder', holder, companies: companiesRunBy(book, holder) };
}

/** The viewer as an investor (his holder name, `INVESTOR:<name>`), or null: his sheet and ledger are his own (shared/views/payola.ts). */
export function investorViewing(state: GameState, viewer: ViewerView): string | null {
  const seer = seerOf(state, viewer);
  return seer.kind === 'holder' && seer.holder.startsWith('INVESTOR:') ? seer.holder : null;
}

/** The companies the viewer runs as their elected CEO (not the power he plays): he sees their money as their player would. */
export function companiesRunFor(state: GameState, viewer: ViewerView): PowerName[] {
  const seer = seerOf(state, viewer);
  return seer.kind === 'holder' ? seer.companies.filter((c) => c !== seer.holder) : [];
}

/** The books as the viewer may see them. */
export function exchangeBookFor(book: ExchangeBook, seer: Seer): ExchangeBook {
  if (seer.kind === 'all') return book;
  const holdings: Record<PowerName, Record<string, number>> = {};
  for (const [company, byHolder] of Object.entries(book.holdings)) {
    if (seer.kind === 'holder' && seer.companies.includes(company)) {
      holdings[company] = { ...byHolder };
      continue;
    }
    const seen: Record<string, number> = { [company]: byHolder[company] ?? 0 };
    if (seer.kind === 'holder' && (byHolder[seer.holder] ?? 0) > 0) seen[seer.holder] = byHolder[seer.holder]!;
    holdings[company] = seen;
  }
  const purse = seer.kind === 'holder' && Object.hasOwn(book.purses, seer.holder) ? { [seer.holder]: book.purses[seer.holder]! } : {};
  const ownDeclared = seer.kind === 'holder' ? Object.entries(book.declared ?? {}).filter(([c]) => seer.companies.includes(c)) : [];
  const declared = ownDeclared.length === 0 ? {} : { declared: Object.fromEntries(ownDeclared) };
  // A vote is its voter's until counted; who runs each company is everyone's.
  const ballot = seer.kind === 'holder' ? book.votes?.[seer.holder] : undefined;
  const votes = seer.kind !== 'holder' || ballot === undefined ? {} : { votes: { [seer.holder]: ballot } };
  const ceos = book.ceos === undefined ? {} : { ceos: book.ceos };
  // An offer of shares is the business of its two sides.
  const sales = seer.kind === 'holder' ? (book.sales ?? []).filter((x) => x.seller === seer.holder || x.buyer === seer.holder) : [];
  return { holdings, purses: purse, ...(book.prices === undefined ? {} : { prices: book.prices }), ...declared, ...(sales.length === 0 ? {} : { sales }), ...ceos, ...votes };
}

/** A processed phase's books, dividends and reports as the viewer may see them. */
export function exchangeRecordFor(record: ExchangeRecord, seer: Seer): ExchangeRecord {
  if (seer.kind === 'all') return record;
  // The count is public once made (the votes behind it stay cut from the books).
  const elections = record.elections === undefined ? {} : { elections: record.elections };
  const cut: ExchangeRecord = { book: exchangeBookFor(record.book, seer), after: exchangeBookFor(record.after, seer), ...elections };
  if (seer.kind === 'anyone') return cut;
  const { holder, companies } = seer;
  const held = (c: PowerName): boolean => companies.includes(c) || (record.book.holdings[c]?.[holder] ?? 0) > 0;
  return {
    ...cut,
    ...(record.dividends === undefined
      ? {}
      : {
          dividends: {
            lines: record.dividends.lines.filter((l) => l.holder === holder || companies.includes(l.company)),
            withheld: record.dividends.withheld.filter(held),
          },
        }),
    ...(record.reports === undefined ? {} : { reports: record.reports.filter((r) => r.holder === holder) }),
  };
}
