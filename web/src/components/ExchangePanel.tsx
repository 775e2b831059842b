import { useState } from 'preact/hooks';
import { api, type GameView, type PhaseRecord } from '../api.js';
import { powerLabel } from '../powers.js';
import { dividendLimitOf, holderLabel, holderOf, sharesHeld, type Book } from '../payola/exchange.js';
import { CeoVote, ElectionLedger } from './CeoVote.js';
import { CompanyChoice } from './CompanyChoice.js';
import { FormAnswer } from './FormAnswer.js';

/*
 * Payola's EXCHANGE on the web: the market (each company's IPO and price), the viewer's own
 * holdings and purse, a form to buy shares, and for a company's player its price and its
 * dividend; after a dividend phase, the dividends and annual reports beside its results.
 * Everything shown is what the judge's view gave this viewer (shared/views/exchange.ts).
 */

interface Props {
  readonly game: GameView;
  readonly secret: string;
  /** The company the viewer plays (the master: the power chosen); null for an investor. */
  readonly power: string | null;
  readonly isMaster: boolean;
  readonly accept: (g: GameView) => void;
}

export function ExchangePanel(p: Props) {
  const book = p.game.payola?.exchange;
  if (book === undefined) return null;
  const holder = holderOf(p.game, p.power, book);
  const companies = Object.keys(book.holdings);
  const purse = holder === null ? undefined : book.purses[holder];
  // EXCHANGE's CEOs: the companies the viewer's stockholders elected him to run (ceo.ts), besides the one he plays.
  const runs = holder === null ? [] : Object.entries(book.ceos ?? {}).flatMap(([c, ceo]) => (ceo === holder && c !== p.power ? [c] : []));
  const ceoOf = (c: string): string => {
    const ceo = book.ceos?.[c];
    return ceo === undefined ? 'its player' : holderLabel(ceo);
  };
  return (
    <section class="exchange" aria-label="Exchange">
      <h3>Exchange</h3>
      {purse !== undefined && (
        <p class="treasury" data-testid="purse">
          Purse: <b>{purse} AgP</b>
        </p>
      )}
      <table class="market" data-testid="market">
        <thead>
          <tr>
            <th>Company</th>
            <th>IPO shares</th>
            <th>Price</th>
            <th>CEO</th>
            {holder !== null && <th>Yours</th>}
          </tr>
        </thead>
        <tbody>
          {companies.map((c) => (
            <tr key={c}>
              <td>{powerLabel(c)}</td>
              <td>{book.holdings[c]?.[c] ?? 0}</td>
              <td>{book.prices?.[c] === undefined ? 'not for sale' : `${book.prices[c]} AgP`}</td>
              <td>{ceoOf(c)}</td>
              {holder !== null && <td>{holder === c ? '—' : (book.holdings[c]?.[holder] ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {p.power !== null && <Stockholders company={p.power} holdings={book.holdings[p.power] ?? {}} />}
      {p.game.status === 'active' && (holder !== null || p.isMaster) && <BuyForm {...p} companies={companies.filter((c) => c !== p.power)} />}
      {p.game.status === 'active' && holder !== null && <Sales {...p} holder={holder} book={book} />}
      {p.game.status === 'active' && holder !== null && <CeoVote game={p.game} secret={p.secret} holder={holder} book={book} forPower={p.isMaster && p.power !== null ? p.power : undefined} accept={p.accept} />}
      {p.power !== null && <CompanyForms {...p} power={p.power} book={book} named={p.isMaster} />}
      {runs.map((c) => (
        <div key={c} class="ceo-of" aria-label={`CEO of ${powerLabel(c)}`}>
          <h4>{powerLabel(c)}, whose CEO you are</h4>
          <CompanyForms {...p} power={c} book={book} named={true} />
        </div>
      ))}
    </section>
  );
}

/** A whole number typed in a field, or null. */
const wholeOf = (s: string): number | null => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : null);

function BuyForm(p: Props & { companies: readonly string[] }) {
  const [company, setCompany] = useState(p.companies[0] ?? '');
  const [shares, setShares] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const buy = async (e: Event) => {
    e.preventDefault();
    const n = wholeOf(shares);
    if (n === null || n < 1) return setError('Give the number of shares as a whole number, 1 or more.');
    setError(null);
    setDone(null);
    const answer = await api.buyShares(p.game.id, p.secret, company, n, p.isMaster && p.power !== null ? p.power : undefined);
    if (!answer.ok) return setError(answer.error.message);
    setShares('');
    setDone(`Bought ${n} shares of ${powerLabel(company)}.`);
    p.accept(answer.value.game);
  };
  return (
    <form class="buy-shares" onSubmit={buy} aria-label="Buy shares">
      <div class="row">
        <CompanyChoice label="Company" name="company" companies={p.companies} value={company} choose={setCompany} />
        <label>
          Shares
          <input name="shares" type="number" min={1} step={1} inputMode="numeric" value={shares} onInput={(e) => setShares(e.currentTarget.value)} />
        </label>
        <button type="submit">Buy</button>
      </div>
      <FormAnswer error={error} done={done} />
    </form>
  );
}

/** Who holds the viewer's company now (the view gives its register to its player, its CEO and the master). */
function Stockholders({ company, holdings }: { company: string; holdings: Readonly<Record<string, number>> }) {
  const others = Object.entries(holdings).filter(([h, n]) => h !== company && n > 0);
  return (
    <p class="note" data-testid="stockholders">
      Stockholders of {powerLabel(company)}: {others.length === 0 ? 'none yet' : others.map(([h, n]) => `${holderLabel(h)} ${n}`).join(', ')}; {holdings[company] ?? 0} still in its IPO.
    </p>
  );
}

/** Trades between holders: the offers made to the viewer (to take) and by him, and a form to offer shares. */
function Sales(p: Props & { holder: string; book: Book }) {
  const held = sharesHeld(p.book, p.holder).map(([c]) => c);
  const [company, setCompany] = useState(held[0] ?? '');
  const [shares, setShares] = useState('');
  const [price, setPrice] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const forPower = p.isMaster && p.power !== null ? p.power : undefined;
  const sales = p.book.sales ?? [];
  const bare = (h: string) => (h.startsWith('INVESTOR:') ? h.slice('INVESTOR:'.length) : h);
  const take = async (sale: (typeof sales)[number]) => {
    setError(null);
    setDone(null);
    const answer = await api.buyShares(p.game.id, p.secret, sale.company, sale.shares, forPower, bare(sale.seller));
    if (!answer.ok) return setError(answer.error.message);
    setDone(`Bought ${sale.shares} shares of ${powerLabel(sale.company)} from ${holderLabel(sale.seller)}.`);
    p.accept(answer.value.game);
  };
  const offer = async (e: Event) => {
    e.preventDefault();
    const n = wholeOf(shares);
    const each = wholeOf(price);
    if (n === null || n < 1 || each === null || to.trim() === '') return setError('Give the shares (1 or more), the price a share (0 or more) and the buyer (a power, or an investor).');
    setError(null);
    setDone(null);
    const answer = await api.sellShares(p.game.id, p.secret, { company, shares: n, price: each, to: to.trim() }, forPower);
    if (!answer.ok) return setError(answer.error.message);
    setDone(`Offered ${n} shares of ${powerLabel(company)} to ${to.trim()} at ${each} AgP each.`);
    p.accept(answer.value.game);
  };
  return (
    <div class="share-sales">
      {sales.length > 0 && (
        <ul aria-label="Offers of shares">
          {sales.map((x) => (
            <li key={`${x.seller}-${x.buyer}-${x.company}`}>
              {holderLabel(x.seller)} offers {holderLabel(x.buyer)} {x.shares} shares of {powerLabel(x.company)} at {x.price} AgP each
              {x.buyer === p.holder && (
                <button type="button" onClick={() => void take(x)}>
                  Take
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {held.length > 0 && (
        <form onSubmit={offer} aria-label="Offer shares">
          <div class="row">
            <CompanyChoice label="Company" name="sell-company" companies={held} value={company} choose={setCompany} />
            <label>
              Shares
              <input name="sell-shares" type="number" min={1} step={1} value={shares} onInput={(e) => setShares(e.currentTarget.value)} />
            </label>
            <label>
              To
              <input name="sell-to" value={to} onInput={(e) => setTo(e.currentTarget.value)} />
            </label>
            <label>
              AgP each
              <input name="sell-price" type="number" min={0} step={1} value={price} onInput={(e) => setPrice(e.currentTarget.value)} />
            </label>
            <button type="submit">Offer</button>
          </div>
        </form>
      )}
      <FormAnswer error={error} done={done} />
    </div>
  );
}

/** The company's own: its IPO price, and its dividend (with the limit as its treasury stands). */
function CompanyForms(p: Props & { power: string; book: Book; named: boolean }) {
  const [price, setPrice] = useState(String(p.book.prices?.[p.power] ?? ''));
  const [dividend, setDividend] = useState(p.book.declared?.[p.power] === undefined ? '' : String(p.book.declared[p.power]));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const funds = p.game.payola?.funds[p.power];
  const limit = dividendLimitOf(p.book, p.power, funds);
  const forPower = p.named ? p.power : undefined;
  const setIt = async (e: Event, what: 'price' | 'dividend') => {
    e.preventDefault();
    const n = wholeOf(what === 'price' ? price : dividend);
    if (n === null) return setError(`Give the ${what === 'price' ? 'price' : 'dividend'} as a whole number of AgP a share, 0 or more.`);
    if (what === 'dividend' && limit !== null && n > limit) return setError(`${powerLabel(p.power)} may declare 0 to ${limit} AgP a share.`);
    setError(null);
    setDone(null);
    const answer = what === 'price' ? await api.sharePrice(p.game.id, p.secret, n, forPower) : await api.dividend(p.game.id, p.secret, n, forPower);
    if (!answer.ok) return setError(answer.error.message);
    setDone(what === 'price' ? (n === 0 ? 'The IPO sells no shares now.' : `The IPO sells at ${n} AgP a share.`) : `Dividend declared: ${n} AgP a share.`);
    p.accept(answer.value.game);
  };
  if (p.game.status !== 'active' && p.game.status !== 'forming') return null;
  return (
    <div class="company-forms">
      <form onSubmit={(e) => setIt(e, 'price')} aria-label="Share price">
        <label>
          IPO price (AgP a share, 0: none)
          <input name="price" type="number" min={0} step={1} inputMode="numeric" value={price} onInput={(e) => setPrice(e.currentTarget.value)} />
        </label>
        <button type="submit">Set price</button>
      </form>
      {p.game.status === 'active' && (
        <form onSubmit={(e) => setIt(e, 'dividend')} aria-label="Dividend">
          <label>
            Dividend (AgP a share{limit === null ? '' : `, 0 to ${limit}`}; after the year's income)
            <input name="dividend" type="number" min={0} step={1} inputMode="numeric" value={dividend} onInput={(e) => setDividend(e.currentTarget.value)} />
          </label>
          <button type="submit">Declare</button>
        </form>
      )}
      <FormAnswer error={error} done={done} />
    </div>
  );
}

/** A processed dividend phase: the dividends, withholdings and annual reports the viewer was told. */
export function ExchangeLedger({ record }: { record: PhaseRecord }) {
  const ex = record.payola?.exchange;
  if (ex?.dividends === undefined) return <ElectionLedger record={record} />;
  const { lines, withheld } = ex.dividends;
  const reports = ex.reports ?? [];
  if (lines.length + withheld.length + reports.length === 0) return <ElectionLedger record={record} />;
  return (
    <>
      <ElectionLedger record={record} />
      <div class="exchange-ledger" data-testid="exchange-ledger">
        <h4>Dividends and annual reports</h4>
        <ul>
          {lines.map((l) => (
            <li key={`${l.company}-${l.holder}`}>
              {powerLabel(l.company)} paid {holderLabel(l.holder)} {l.amount} AgP ({l.shares} shares at {l.perShare} AgP)
            </li>
          ))}
          {withheld.map((c) => (
            <li key={`w-${c}`}>{powerLabel(c)} withheld its dividend</li>
          ))}
        </ul>
        {reports.map((r) => (
          <p key={`${r.company}-${r.holder}`} class="report">
            Annual report of {powerLabel(r.company)} to {holderLabel(r.holder)}: treasury {r.treasury} AgP; held by{' '}
            {r.holders.map((h) => `${h.holder === r.company ? 'its IPO' : holderLabel(h.holder)} ${h.shares}`).join(', ')}.
          </p>
        ))}
      </div>
    </>
  );
}
