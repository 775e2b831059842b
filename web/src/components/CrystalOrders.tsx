import type { GameMap } from '../../../shared/map/types.js';
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { api, type GameView, type OrdersAnswer } from '../api.js';
import { listFor, listsOf, type ListView, type PipeStep } from '../game/crystal.js';
import { phaseTitle, useCalendar } from '../game/phase.js';
import { splitLines } from '../orders/draft.js';
import { missingListFate } from '../orders/fate.js';
import { proxiesAllowed, type CheckedList } from '../orders/list.js';
import { powerLabel } from '../powers.js';
import { SentAnswer } from './SentAnswer.js';
import { PowerChoice } from './OrdersPanel.js';
import { StandingLists } from './StandingLists.js';
import { LineChecks } from './LineChecks.js';

interface Props {
  /** The game's board. */
  readonly map: GameMap;
  readonly game: GameView;
  readonly power: string;
  readonly secret: string;
  readonly steps: readonly PipeStep[];
  /** The power may write the open phase's list (it is in the game and a phase is open). */
  readonly canWrite: boolean;
  /** The open phase's list as typed, and its check. */
  readonly draft: string;
  readonly setDraft: (d: string) => void;
  readonly checked: CheckedList | null;
  readonly accept: (g: GameView) => void;
  readonly isMaster: boolean;
  readonly powers: readonly string[];
  readonly setMasterPower: (p: string) => void;
  /** The board's retreats or adjustments, ordered as in a standard game (the orders panel). */
  readonly children?: ComponentChildren;
}

const STATUS_WORD: Record<PipeStep['status'], string> = { board: 'on the board now', locked: 'locked', open: 'open for lists' };

/**
 * A Crystal Ball game's orders: the phases in the pipe, and for each the power's own part:
 * the board's retreats or adjustments (the standard panel), the locked list read-only, and
 * the open phase's list written whole and sent with the phase it is for.
 */
export function CrystalOrders(p: Props) {
  const calendar = useCalendar();
  const { game, power, steps } = p;
  const lists = listsOf(game);
  const original = game.edition === 'original';
  // Kept here, not in the editor: a list sent may lock its phase and open the next one.
  const [sent, setSent] = useState<{ phase: string; answer: OrdersAnswer } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (phase: string) => {
    setBusy(true);
    setError(null);
    const lines = splitLines(p.draft).map((l) => l.trim()).filter((l) => l !== '');
    const answer = await api.orders(game.id, p.secret, lines, p.isMaster ? power : undefined, phase);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setSent({ phase, answer: answer.value });
    p.accept(answer.value.game);
  };
  return (
    <div class="orders-panel crystal">
      <h2>Lists for {powerLabel(power)}</h2>
      {p.isMaster && <PowerChoice power={power} powers={p.powers} choose={p.setMasterPower} />}
      {steps.length === 0 ? (
        <p>{game.status === 'active' ? 'No phase is in the pipe.' : 'Lists are written while the game is active.'}</p>
      ) : (
        <ol class="pipe" aria-label="Phases in the pipe">
          {steps.map((s) => (
            <li key={s.phase} class={`pipe-${s.status}`}>
              <b>{phaseTitle(s.phase, calendar)}</b> <span class="badge">{STATUS_WORD[s.status]}</span>
            </li>
          ))}
        </ol>
      )}
      {steps.map((s) => {
        switch (s.status) {
          case 'board':
            // Under the original rules the board's retreats and adjustments are played from the standing lists.
            return <div key={s.phase}>{original ? <p>{phaseTitle(s.phase, calendar)}: played from the standing lists.</p> : p.children}</div>;
          case 'locked': {
            const list = listFor(lists, s.phase, power);
            return (
              <section key={s.phase} class="list locked" aria-label={`List for ${phaseTitle(s.phase, calendar)}`}>
                <h3>{phaseTitle(s.phase, calendar)}: locked</h3>
                {list === null ? (
                  <p>{powerLabel(power)} wrote no list for this phase: {missingListFate(game.rules)}.</p>
                ) : (
                  <>
                    <p class="note">Locked when the phase before it processed: it will be played as written.</p>
                    <ol class="list-lines">
                      {list.lines.map((l, i) => (
                        <li key={i}>{l.order}</li>
                      ))}
                    </ol>
                  </>
                )}
                <OthersLists lists={lists} phase={s.phase} power={power} />
              </section>
            );
          }
          case 'open':
            return (
              <div key={s.phase}>
                <OpenList {...p} phase={s.phase} send={send} busy={busy} />
                <OthersLists lists={lists} phase={s.phase} power={power} />
              </div>
            );
        }
      })}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {original && p.canWrite && <StandingLists key={power} game={game} map={p.map} power={power} secret={p.secret} isMaster={p.isMaster} accept={p.accept} />}
      {sent && <SentAnswer what={`the list for ${phaseTitle(sent.phase, calendar)}`} answer={sent.answer} />}
    </div>
  );
}

/** The editor of the open phase's list: typed (or drafted by clicks), checked, sent whole. */
function OpenList(p: Props & { phase: string; send: (phase: string) => void; busy: boolean }) {
  const calendar = useCalendar();
  const { game, power, phase, checked } = p;
  const held = listFor(listsOf(game), phase, power);
  const title = phaseTitle(phase, calendar);
  const proxies = proxiesAllowed(game.rules, game.edition);

  return (
    <section class="list open" aria-label={`List for ${title}`}>
      <h3>{title}: open</h3>
      {!p.canWrite ? (
        <p>{powerLabel(power)} writes no list in this game any more.</p>
      ) : (
        <>
          <p class="status">
            {held === null
              ? `No list from ${powerLabel(power)} for ${title} yet: without one, ${missingListFate(game.rules)}.`
              : `The judge holds a list of ${held.lines.length} ${held.lines.length === 1 ? 'line' : 'lines'} for ${title}; sending again replaces it whole.`}
          </p>
          <label for="list-lines">List for {title}, one order a line (checked as you type)</label>
          <textarea
            id="list-lines"
            rows={Math.max(4, splitLines(p.draft).length + 1)}
            spellcheck={false}
            autoCapitalize="characters"
            value={p.draft}
            aria-describedby="list-checks list-help"
            onInput={(e) => p.setDraft(e.currentTarget.value)}
          />
          <LineChecks id="list-checks" lines={checked?.lines} beyond={checked?.beyond} />
          {checked?.refused && (
            <p class="warning" role="status">
              The judge would refuse this list whole: mend the lines marked ✗.
            </p>
          )}
          <p id="list-help" class="note">
            Name each unit by its kind and the place you expect it to be in (A BUR - MUN)
            {proxies ? '; hand one of your units to another power for the phase with a proxy (A PAR P GERMANY)' : ''}. With the centres as they
            are now, the first {checked?.limits.orders ?? 0} orders{proxies ? ` and ${checked?.limits.proxies ?? 0} proxies` : ''} are considered.
          </p>
          <div class="actions">
            <button type="button" onClick={() => p.send(phase)} disabled={p.busy}>
              Send the list for {title}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The other powers' lists for a phase in the pipe, where the view holds them: under
 * PUBLIC_LISTS as entered, under LIMIT_LISTS their first lines (the master sees all).
 */
function OthersLists({ lists, phase, power }: { lists: readonly ListView[]; phase: string; power: string }) {
  const calendar = useCalendar();
  const others = lists.filter((l) => l.phase === phase && l.power !== power);
  if (others.length === 0) return null;
  return (
    <details class="others">
      <summary>
        Other powers’ lists for {phaseTitle(phase, calendar)} ({others.length})
      </summary>
      {others.map((l) => (
        <div key={l.power} class="other-list">
          <b>{powerLabel(l.power)}</b>
          <ol class="list-lines">
            {l.lines.map((line, i) => (
              <li key={i}>{line.order}</li>
            ))}
          </ol>
          {l.hidden > 0 && <p class="note">{l.hidden} more {l.hidden === 1 ? 'line' : 'lines'} not shown.</p>}
        </div>
      ))}
    </details>
  );
}
