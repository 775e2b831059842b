import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { GameMap } from '../../../shared/map/types.js';
import { defaultAcceptList } from '../../../shared/variants/payola/accept.js';
import { api, type GameView, type OrdersAnswer } from '../api.js';
import { phaseTitle } from '../game/phase.js';
import { acceptWords, checkAcceptList } from '../payola/accept.js';
import type { CheckedSheet, SheetLineCheck } from '../payola/sheet.js';
import { powerLabel } from '../powers.js';
import { LineChecks } from './LineChecks.js';
import { PowerChoice } from './OrdersPanel.js';
import { ExchangePanel } from './ExchangePanel.js';
import { FormAnswer } from './FormAnswer.js';

interface Props {
  readonly game: GameView;
  readonly map: GameMap;
  readonly power: string;
  readonly secret: string;
  /** A movement phase the power may write a sheet for: the offer-sheet editor; otherwise the orders panel (children). */
  readonly sheetMode: boolean;
  readonly canWrite: boolean;
  readonly draft: string;
  readonly setDraft: (d: string) => void;
  readonly dropDraft: () => void;
  readonly checked: CheckedSheet | null;
  readonly accept: (g: GameView) => void;
  readonly isMaster: boolean;
  /** The powers the viewer orders for: the master's choice among them. */
  readonly powers: readonly string[];
  readonly setMasterPower: (p: string) => void;
  /** Retreats and adjustments are ordered as in the standard game: the orders panel. */
  readonly children?: ComponentChildren;
}

/**
 * A Payola game's side of the orders tab: in a movement phase the offer sheet (bribes
 * instead of orders), in the others the ordinary orders; always the treasury, the
 * acceptance list and the transfer form.
 */
export function PayolaPanel(p: Props) {
  const { game, power } = p;
  const funds = game.payola?.funds[power];
  return (
    <div class="orders-panel payola">
      {p.sheetMode ? (
        <>
          <h2>
            Offers for {powerLabel(power)}, {phaseTitle(game.phase, p.map)}
          </h2>
          {p.isMaster && <PowerChoice power={power} powers={p.powers} choose={p.setMasterPower} />}
          <Treasury funds={funds} directives={game.directives} />
          {p.canWrite ? <OfferSheet {...p} /> : <p>{game.status === 'active' ? `${powerLabel(power)} makes no offers in this game any more.` : 'Offers are taken while the game is active.'}</p>}
        </>
      ) : (
        <>
          {p.children}
          <Treasury funds={funds} directives={game.directives} />
        </>
      )}
      {game.status === 'active' && (
        <div class="payola-forms">
          <AcceptList key={`${power}-a`} {...p} />
          <TransferForm key={`${power}-t`} {...p} />
          <ExchangePanel key={`${power}-x`} game={game} secret={p.secret} power={power} isMaster={p.isMaster} accept={p.accept} />
        </div>
      )}
    </div>
  );
}

function Treasury({ funds, directives }: { funds: number | undefined; directives: readonly string[] | undefined }) {
  return (
    <>
      {funds !== undefined && (
        <p class="treasury" data-testid="treasury">
          Treasury: <b>{funds} AgP</b>
        </p>
      )}
      {directives !== undefined && directives.length > 0 && <p class="note">This game's income: {directives.join(', ')}.</p>}
    </>
  );
}

/** The sheet as typed, checked line by line with the rules core, sent whole through the orders route. */
function OfferSheet(p: Props) {
  const { game, power, checked } = p;
  const [sentFor, setSent] = useState<{ readonly answer: OrdersAnswer; readonly phase: string; readonly power: string } | null>(null);
  const sent = sentFor !== null && sentFor.phase === game.phase && sentFor.power === power ? sentFor.answer : null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const held = game.payola?.offers[power] ?? game.orders[power] ?? [];
  const unsent = p.draft.trim() !== held.join('\n').trim();

  const send = async () => {
    setBusy(true);
    setError(null);
    const phase = game.phase;
    const answer = await api.orders(game.id, p.secret, [...(checked?.sent ?? [])], p.isMaster ? power : undefined);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setSent({ answer: answer.value, phase, power });
    p.dropDraft();
    p.accept(answer.value.game);
  };

  return (
    <section class="sheet" aria-label="Offer sheet">
      <p class="status">
        {held.length === 0
          ? `The judge holds no offers from ${powerLabel(power)} for this phase: without any, its units hold and it pays nothing.`
          : `The judge holds a sheet of ${held.length} ${held.length === 1 ? 'line' : 'lines'}; sending again replaces it whole.`}
        {unsent && ' Your changes below are not sent yet.'}
      </p>
      <div class="sheet-edit">
        <div>
          <label for="sheet-lines">Offer sheet, one offer a line (checked as you type)</label>
          <textarea
            id="sheet-lines"
            rows={Math.max(5, (p.draft.match(/\n/g)?.length ?? 0) + 2)}
            spellcheck={false}
            autoCapitalize="characters"
            value={p.draft}
            aria-describedby="sheet-checks sheet-help"
            onInput={(e) => p.setDraft(e.currentTarget.value)}
          />
          <SheetChecks id="sheet-checks" lines={checked?.lines ?? []} />
          {checked && (checked.most > 0 || checked.savings > 0) && (
            <p class="note" data-testid="sheet-sum">
              At most {checked.most} AgP if every offer wins{checked.savings > 0 ? `; ${checked.savings} AgP kept back as savings` : ''}.
            </p>
          )}
          {checked !== null && checked.refused > 0 && (
            <p class="warning" role="status">
              The judge will refuse the {checked.refused === 1 ? 'line' : `${checked.refused} lines`} marked ✗ and take the rest.
            </p>
          )}
          <div class="actions">
            <button type="button" onClick={() => void send()} disabled={busy}>
              Send the offers
            </button>
          </div>
        </div>
        <SheetHelp />
      </div>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {sent && <SheetAnswer answer={sent} />}
    </section>
  );
}

/** Each line as the judge will read it: the money, the kind of offer, the unit, the orders; or why not. */
function SheetChecks({ id, lines }: { id: string; lines: readonly SheetLineCheck[] }) {
  return (
    <ol id={id} class="checks sheet-checks" aria-live="polite">
      {lines.map((l, i) => {
        if (l.answer === null) return null;
        if (!l.answer.accepted) {
          return (
            <li key={i} class="bad">
              ✗ {l.text.trim()}: {l.answer.error.message}
            </li>
          );
        }
        const r = l.reading;
        const what =
          r === undefined
            ? l.answer.order
            : r.kind === 'savings'
              ? `keep ${r.amount} AgP as savings`
              : r.kind === 'clear'
                ? 'empties the sheet above it'
                : `${r.amount} AgP ${r.codeName} · ${r.unit}: ${r.orders.join(', or ')}`;
        return (
          <li key={i} class={l.cleared ? 'beyond' : 'ok'}>
            ✓ {what}
            {l.cleared ? ' (emptied by the CLEAR below)' : ''}
          </li>
        );
      })}
    </ol>
  );
}

/** The judge's answer to a sheet sent: each line taken or refused; the refused lines are left out, the rest bids. */
function SheetAnswer({ answer }: { answer: OrdersAnswer }) {
  const refused = answer.answers.filter((a) => !a.accepted).length;
  const taken = answer.answers.length - refused;
  return (
    <div role={refused > 0 ? 'alert' : 'status'} class={refused > 0 ? 'error sent' : 'note sent'} data-testid="sheet-answer">
      <p>
        The judge took {taken} {taken === 1 ? 'line' : 'lines'}
        {refused > 0 ? ` and refused ${refused}, left out of the sheet:` : '.'}
      </p>
      {refused > 0 && <LineChecks lines={answer.answers.map((a) => ({ text: a.text, answer: a }))} />}
    </div>
  );
}

function SheetHelp() {
  // Open beside the sheet on a wide screen; on a phone it would push the sheet's answers out of sight.
  const [wide] = useState(() => !(window.matchMedia?.('(max-width: 600px)').matches ?? false));
  return (
    <details id="sheet-help" class="sheet-help" open={wide}>
      <summary>How to write offers</summary>
      <dl>
        <dt>5 : A PAR - BUR</dt>
        <dd>5 AgP to the army in Paris for that order (direct).</dd>
        <dt>3 ! A MUN - BUR</dt>
        <dd>3 AgP against that order (negative).</dd>
        <dt>4 &gt; F KIE - HOL</dt>
        <dd>for any move but that; <code>@</code>: any non-move but that.</dd>
        <dt>2 &amp; A VEN H</dt>
        <dd>a gift: the owner chooses the order.</dd>
        <dt>5 : A PAR - BUR | - PIC</dt>
        <dd>alternatives: the money goes to whichever the unit does.</dd>
        <dt>2*4 : …, 5+3 : …</dt>
        <dd>repeated or added offers, each reduced on its own if you overspend.</dd>
        <dt>8#4 : …</dt>
        <dd>never reduced below 4 until all your offers are at their plateaus.</dd>
        <dt>10 $</dt>
        <dd>keep 10 AgP back; <code>CLEAR</code> empties the lines above; <code>%</code> starts a comment.</dd>
      </dl>
      <p class="note">Your own units cost nothing to order: 0 : F BRE H. Clicking one of them on the board, then where it goes, adds that line.</p>
    </details>
  );
}

/** The power's acceptance list: who it prefers when offers to its units tie. */
function AcceptList(p: Props) {
  const { game, power, map } = p;
  const standing = game.payola?.accept[power];
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = checkAcceptList(map, power, text);

  const send = async (e: Event) => {
    e.preventDefault();
    if (!check.ok || check.defaulted) return;
    setBusy(true);
    setError(null);
    setDone(null);
    const answer = await api.acceptList(game.id, p.secret, check.list, p.isMaster ? power : undefined);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setText('');
    setDone(`The judge keeps ${answer.value.game.payola?.accept[power] ?? check.list} as ${powerLabel(power)}’s acceptance list.`);
    p.accept(answer.value.game);
  };

  return (
    <form class="accept-list" onSubmit={send} aria-label="Acceptance list">
      <h3>Acceptance list</h3>
      <p class="note">
        When offers for one of your units tie, the power first on this list wins.
        {standing !== undefined && (
          <>
            {' '}Now: <b data-testid="accept-standing">{standing}</b> ({acceptWords(map, standing)}){standing === defaultAcceptList(map, power, false) ? ', the default' : ''}.
          </>
        )}
      </p>
      <div class="row">
        <label>
          New list: initials, ? for the rest
          <input name="accept" value={text} maxLength={map.powers.size + 4} autoCapitalize="characters" spellcheck={false} placeholder={standing ?? defaultAcceptList(map, power, false)} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy || !check.ok || check.defaulted}>
          Set the list
        </button>
      </div>
      {text.trim() !== '' &&
        (check.ok ? (
          <p class="checks ok">✓ {check.list}: {acceptWords(map, check.list)}</p>
        ) : (
          <p class="checks bad" role="status">
            ✗ {check.message}
          </p>
        ))}
      <FormAnswer error={error} done={done} />
    </form>
  );
}

/** Silver sent at once to another power; the judge's refusal shown as it says it. */
function TransferForm(p: Props) {
  const { game, power } = p;
  // Silver goes to any other power of the game, not only those the viewer orders for (`powers`).
  const others = game.seats.map((s) => s.power).filter((q) => q !== power);
  const [to, setTo] = useState(others[0] ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const transfers = (game.payola?.transfers ?? []).filter((t) => t.from === power || t.to === power || p.isMaster);

  const send = async (e: Event) => {
    e.preventDefault();
    const n = Number(amount);
    if (amount.trim() === '' || !Number.isInteger(n) || n < 1) return setError('Give the amount to send as a whole number of AgP, 1 or more.');
    setBusy(true);
    setError(null);
    setDone(null);
    const answer = await api.transfer(game.id, p.secret, to, n, p.isMaster ? power : undefined);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setAmount('');
    setDone(`${n} AgP sent to ${powerLabel(to)}.`);
    p.accept(answer.value.game);
  };

  return (
    <form class="transfer" onSubmit={send} aria-label="Transfer">
      <h3>Send silver</h3>
      <div class="row">
        <label>
          To
          <select name="to" value={to} onChange={(e) => setTo(e.currentTarget.value)}>
            {others.map((q) => (
              <option key={q} value={q}>
                {powerLabel(q)}
              </option>
            ))}
          </select>
        </label>
        <label>
          AgP
          <input name="amount" type="number" min={1} step={1} inputMode="numeric" value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Send
        </button>
      </div>
      <FormAnswer error={error} done={done} />
      {transfers.length > 0 && (
        <ul class="transfers" aria-label="Transfers this phase">
          {transfers.map((t, i) => (
            <li key={i}>
              {t.from === power ? `${t.amount} AgP to ${powerLabel(t.to)}` : t.to === power ? `${t.amount} AgP from ${t.from === null ? 'someone' : powerLabel(t.from)}` : `${powerLabel(t.from ?? 'someone')} → ${powerLabel(t.to)}: ${t.amount} AgP`}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
