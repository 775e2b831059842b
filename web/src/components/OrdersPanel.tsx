import { useState } from 'preact/hooks';
import type { PhaseOutcome } from '../../../shared/adjudicate/types.js';
import type { GameMap } from '../../../shared/map/types.js';
import { bombForm } from '../../../shared/variants/global/bomb-form.js';
import { formatOrder } from '../../../shared/orders/format.js';
import { api, type GameView, type OrdersAnswer } from '../api.js';
import { phaseTitle, phaseType } from '../game/phase.js';
import { checkDraft, splitLines, withoutUnit, type CheckedDraft } from '../orders/draft.js';
import { previewPhase } from '../orders/preview.js';
import { ownStatusText } from '../game/late.js';
import { buildsFate, unorderedFate } from '../orders/fate.js';
import { powerLabel } from '../powers.js';
import { provinceOf } from '../../../shared/game/duty.js';
import { LineChecks } from './LineChecks.js';

interface Props {
  readonly game: GameView;
  /** The game's board. */
  readonly map: GameMap;
  readonly power: string;
  readonly secret: string;
  readonly canOrder: boolean;
  readonly draft: string;
  readonly setDraft: (d: string) => void;
  /** Forget the draft kept in the browser: it was sent, or cleared. */
  readonly dropDraft?: () => void;
  readonly checked: CheckedDraft | null;
  readonly accept: (g: GameView) => void;
  readonly preview: PhaseOutcome | null;
  readonly setPreview: (p: PhaseOutcome | null) => void;
  readonly isMaster: boolean;
  readonly powers: readonly string[];
  readonly setMasterPower: (p: string) => void;
  /**
   * A Crystal Ball game's retreats or adjustments, shown within its pipe: the power is
   * chosen above, and orders are replaced, never cleared (the judge refuses clearing there).
   */
  readonly inPipe?: boolean;
}

/** The power's orders: how clicks read, every unit's order, the lines as typed and checked, sending, the preview. */
export function OrdersPanel(p: Props) {
  const { game, power, checked, map } = p;
  const type = phaseType(game.phase);
  const seat = game.seats.find((s) => s.power === power);
  // The judge's answer to the last send, for the phase and power it was sent for: once the
  // phase is processed it no longer describes the orders shown.
  const [sentFor, setSent] = useState<{ readonly answer: OrdersAnswer; readonly phase: string; readonly power: string } | null>(null);
  const sent = sentFor !== null && sentFor.phase === game.phase && sentFor.power === power ? sentFor.answer : null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The lines the judge will refuse, shown for the player to confirm before sending; null when not asking. */
  const [confirming, setConfirming] = useState<readonly string[] | null>(null);
  const refused = (checked?.lines ?? []).filter((l) => l.answer !== null && !l.answer.accepted).map((l) => l.text.trim());

  const send = async () => {
    setConfirming(null);
    setBusy(true);
    setError(null);
    const lines = splitLines(p.draft).map((l) => l.trim()).filter((l) => l !== '');
    const phase = game.phase;
    const answer = await api.orders(game.id, p.secret, lines, forOther(p) ? power : undefined);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setSent({ answer: answer.value, phase, power });
    p.dropDraft?.();
    p.accept(answer.value.game);
  };
  /** Sending lines the judge will refuse asks first. */
  const askThenSend = () => {
    if (refused.length > 0) setConfirming(refused);
    else void send();
  };

  /** Takes back every order the judge holds for the power; the lines here go with them. */
  const clear = async () => {
    setBusy(true);
    setError(null);
    const answer = await api.clearOrders(game.id, p.secret, forOther(p) ? power : undefined);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setSent(null);
    p.setDraft('');
    p.dropDraft?.();
    p.accept(answer.value.game);
  };

  const units =
    type === 'R' ? game.position.dislodged.filter((u) => u.power === power) : type === 'M' ? game.position.units.filter((u) => u.power === power) : [];
  const orderFor = (at: string) => checked?.orders.find((o) => o.order.kind !== 'waive' && provinceOf(map, o.order.unit.at) === provinceOf(map, at));
  const missing = checked?.missing;
  // The draft differs from what the judge holds: the player has edits not sent yet.
  const held = (game.orders[power] ?? []).join('\n').trim();
  const unsent = p.draft.trim() !== held;
  const owed = missing ? missing.units.length + missing.builds + missing.removals : 0;

  return (
    <div class="orders-panel">
      <h2>
        Orders for {powerLabel(power)}, {phaseTitle(game.phase, map)}
      </h2>
      {forOther(p) && !p.inPipe && <PowerChoice power={power} powers={p.powers} choose={p.setMasterPower} />}
      {!p.canOrder && <p>{game.status === 'active' ? `${powerLabel(power)} has nothing to order in this phase.` : `Orders are taken while the game is active.`}</p>}
      {p.canOrder && (
        <>
          <p class="status">
            {ownStatusText(seat?.orderStatus ?? 'none', forOther(p) ? power : null)}
            {unsent && ' Your changes below are not sent yet (this browser keeps them until you send or clear them).'}
          </p>
          {owed > 0 && (
            <p class="warning" role="status">
              {missing!.units.length > 0 && `Without orders: ${missing!.units.map((u) => `${u.kind} ${u.at}`).join(', ')} (${unorderedFate(type, game.rules, game.late !== null)}). `}
              {missing!.builds > 0 && `Builds left: ${missing!.builds} (${buildsFate(game.rules)}). `}
              {missing!.removals > 0 && `Removals left: ${missing!.removals} (${unorderedFate('A', game.rules)}).`}
            </p>
          )}
          {units.length > 0 && (
            <table class="unit-orders">
              <caption>Every unit’s order</caption>
              <tbody>
                {units.map((u) => {
                  const o = orderFor(u.at);
                  return (
                    <tr key={u.at} class={o ? '' : 'missing'}>
                      <th scope="row">
                        {u.kind} {u.at}
                      </th>
                      {/* The judge's own form of the order (A MUN - BUR), whatever was typed. */}
                      <td>{o ? (bombForm(map, o.text) ?? formatOrder(o.order)) : <em>no order</em>}</td>
                      <td>
                        {o && (
                          <button type="button" class="link" aria-label={`Clear the order of ${u.kind} ${u.at}`} onClick={() => p.setDraft(withoutUnit(map, type, p.draft, provinceOf(map, u.at)))}>
                            Clear
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <label for="order-lines">Orders, one a line (checked as you type)</label>
          <textarea
            id="order-lines"
            rows={Math.max(4, splitLines(p.draft).length + 1)}
            spellcheck={false}
            autoCapitalize="characters"
            value={p.draft}
            aria-describedby="order-checks"
            onInput={(e) => p.setDraft(e.currentTarget.value)}
          />
          <LineChecks id="order-checks" lines={checked?.lines} />
          <div class="actions">
            <button type="button" onClick={askThenSend} disabled={busy || confirming !== null}>
              Send orders
            </button>
            {!p.inPipe && (
              <button type="button" onClick={clear} disabled={busy}>
                {forOther(p) ? `Clear ${powerLabel(power)}’s orders` : 'Clear my orders'}
              </button>
            )}
          </div>
          {confirming && (
            <div class="confirm-send" role="alertdialog" aria-labelledby="confirm-send-title">
              <p id="confirm-send-title">
                The judge will refuse {confirming.length === 1 ? 'this line' : `these ${confirming.length} lines`}: {confirming.join('; ')}. Send the other lines anyway?
              </p>
              <div class="actions">
                <button type="button" onClick={() => void send()}>
                  Send anyway
                </button>
                <button type="button" onClick={() => setConfirming(null)}>
                  Go back and fix them
                </button>
              </div>
            </div>
          )}
          {error && <p role="alert" class="error">{error}</p>}
          {sent && (
            <p role="status" class="note">
              The judge took {sent.answers.filter((a) => a.accepted).length} of {sent.answers.length} lines
              {sent.answers.some((a) => !a.accepted) ? `; refused: ${sent.answers.filter((a) => !a.accepted).map((a) => (a.accepted ? '' : `${a.text} (${a.error.message})`)).join('; ')}` : '.'}
            </p>
          )}
          <Preview {...p} />
        </>
      )}
    </div>
  );
}

/** The viewer orders for more than one power (the master; a player who controls a dummy): the panel names the power. */
const forOther = (p: { readonly isMaster: boolean; readonly powers: readonly string[] }): boolean => p.isMaster || p.powers.length > 1;

/** The choice of the power the master (or a controller) orders for. */
export function PowerChoice({ power, powers, choose }: { power: string; powers: readonly string[]; choose: (p: string) => void }) {
  return (
    <label>
      Order for
      <select value={power} onChange={(e) => choose(e.currentTarget.value)}>
        {powers.map((q) => (
          <option key={q} value={q}>
            {powerLabel(q)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Adjudicate here, with the player's orders and his guesses for the others; nothing is sent. */
function Preview(p: Props) {
  const { game, power, map } = p;
  const type = phaseType(game.phase);
  const others = game.seats.map((s) => s.power).filter((q) => q !== power && game.seats.find((s) => s.power === q)?.owes);
  const [guesses, setGuesses] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const run = () => {
    const orders: Record<string, string[]> = { [power]: (p.checked?.orders ?? []).map((o) => o.text) };
    // Global: the guesses read by its own entry, the phase played with its bombs.
    const global = game.global ? { global: game.global } : {};
    for (const q of others) orders[q] = checkDraft({ map, position: game.position, phaseType: type, rules: game.rules, power: q, ...global }, guesses[q] ?? '').orders.map((o) => o.text);
    const outcome = previewPhase(map, game.position, game.rules, orders, game.global);
    if (!outcome.ok) {
      setError(outcome.error.message);
      p.setPreview(null);
    } else {
      setError(null);
      p.setPreview(outcome.value);
    }
  };

  return (
    <details class="preview">
      <summary>Preview the results here</summary>
      <p>The phase adjudicated in your browser with your orders; the other powers hold unless you guess their orders below.</p>
      {others.map((q) => {
        const id = `guess-${q}`;
        const check = (guesses[q] ?? '').trim() === '' ? null : checkDraft({ map, position: game.position, phaseType: type, rules: game.rules, power: q }, guesses[q] ?? '');
        return (
          <div key={q} class="guess">
            <label for={id}>Guess for {powerLabel(q)}</label>
            <textarea id={id} rows={2} spellcheck={false} value={guesses[q] ?? ''} onInput={(e) => setGuesses({ ...guesses, [q]: e.currentTarget.value })} />
            {check && (
              <ul class="checks">
                {check.lines.map((l, i) => (l.answer && !l.answer.accepted ? <li key={i} class="bad">✗ {l.text.trim()}: {l.answer.error.message}</li> : null))}
              </ul>
            )}
          </div>
        );
      })}
      <div class="actions">
        <button type="button" onClick={run}>
          Adjudicate
        </button>
        {p.preview && (
          <button type="button" onClick={() => p.setPreview(null)}>
            Clear the preview
          </button>
        )}
      </div>
      {error && <p role="alert" class="error">{error}</p>}
      {p.preview && (
        <>
          <p>The board shows the preview. Next: {phaseTitle(p.preview.next.phase, map)}.</p>
          <Results results={p.preview.results} />
        </>
      )}
    </details>
  );
}

export function Results({ results }: { results: readonly (PhaseOutcome['results'][number] & { readonly annotation?: string })[] }) {
  // A Crystal Ball list's lines carry the judge's annotation (VOID, NO MORE BUILDS …): shown when any has one.
  const annotated = results.some((r) => r.annotation !== undefined);
  return (
    <table class="results">
      <thead>
        <tr>
          <th scope="col">Power</th>
          <th scope="col">Order</th>
          {annotated && <th scope="col">Annotation</th>}
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {results.map((r, i) => (
          <tr key={i} class={`r-${r.result.replace(' ', '-')}`}>
            <td>{powerLabel(r.power)}</td>
            <td>
              {r.order}
              {r.default ? ' (default)' : ''}
            </td>
            {annotated && <td>{r.annotation ?? ''}</td>}
            <td>
              {r.result}
              {r.reason ? `: ${r.reason}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
