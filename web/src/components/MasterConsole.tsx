import { useEffect, useState } from 'preact/hooks';
import { MAX_OBSERVERS_LIMIT } from '../../../shared/game/observers.js';
import { hasRule } from '../../../shared/rules/index.js';
import { api, type GameView, type MasterCommand, type PreviewAnswer } from '../api.js';
import { fromLocalInput, toLocalInput } from '../game/time.js';
import { revealOffered } from '../game/names.js';
import { phaseTitle, useCalendar } from '../game/phase.js';
import { waitsSet } from '../game/waits.js';
import { powerLabel } from '../powers.js';
import { MasterMail } from './MasterMail.js';
import { Results } from './OrdersPanel.js';
import { seatActionFor, seatHint } from '../game/seats.js';

/** The master's console: start, process, preview, roll back and forward, pause, deadlines, the bound on observers, the name and the listing, dummies, HANDOVER, the end, REVEAL, and his mail. */
export function MasterConsole({ game, secret, accept }: { game: GameView; secret: string; accept: (g: GameView) => void }) {
  const calendar = useCalendar();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewAnswer | null>(null);
  const [deadline, setDeadline] = useState(game.deadline === null ? '' : toLocalInput(game.deadline));
  // A new phase (processed, rolled back) or a deadline set elsewhere: the field shows it, not the old one.
  useEffect(() => setDeadline(game.deadline === null ? '' : toLocalInput(game.deadline)), [game.deadline]);
  const [maxObservers, setMaxObservers] = useState(String(game.maxObservers));
  useEffect(() => setMaxObservers(String(game.maxObservers)), [game.maxObservers]);
  const [name, setName] = useState(game.name);
  useEffect(() => setName(game.name), [game.name]);
  const [seat, setSeat] = useState(game.seats[0]?.power ?? '');
  const chosen = game.seats.find((s) => s.power === seat) ?? game.seats[0];
  const seatAction = chosen === undefined ? null : seatActionFor(chosen.status);
  const [busy, setBusy] = useState(false);

  /** Sends one change to the judge; the game it answers with is taken, and `label` said. */
  const act = async (call: () => ReturnType<typeof api.master>, label: string, clearPreview: boolean) => {
    setBusy(true);
    setError(null);
    setDone(null);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setDone(label);
    if (clearPreview) setPreview(null);
    accept(answer.value.game);
  };

  const run = (command: MasterCommand, label: string, body: Record<string, unknown> = {}) =>
    act(() => api.master(game.id, secret, command, body), label, true);

  // The commands that move the game name the phase shown here: if it has moved on meanwhile
  // (a deadline, a second click, another tab), the judge refuses rather than act on the next.
  const move = (command: 'start' | 'process' | 'terminate' | 'rollback' | 'rollforward', label: string) =>
    run(command, label, command === 'rollback' || command === 'rollforward' ? { from: game.phase } : { phase: game.phase });

  // The master resigns a power's player, or ends a dummy: the seat becomes vacant (DPjudge's RESIGN power).
  const resignSeat = (power: string, label: string) => act(() => api.resignPower(game.id, secret, power), label, false);

  // REVIVE: the seat's last player back; a player the judge cannot mail is given his new password and secret through the master.
  const reviveSeat = async (power: string, name: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    const answer = await api.masterRevive(game.id, secret, power);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    const given = answer.value.revived;
    setDone(
      given === undefined
        ? `${name} plays ${powerLabel(power)} again: his new password and secret are mailed to him.`
        : `${name} plays ${powerLabel(power)} again. Pass these on to him: password ${given.password}, web secret ${given.secret}.`,
    );
    accept(answer.value.game);
  };

  // PURGE: the game is gone once it succeeds, so there is no game to take: back to the list.
  const purgeGame = async () => {
    if (!confirm(`Purge ${game.id}? The game is removed for good, and its name is free again.`)) return;
    setBusy(true);
    setError(null);
    const answer = await api.masterPurge(game.id, secret);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    location.hash = '#/';
  };

  const runPreview = async () => {
    setError(null);
    const answer = await api.masterPreview(game.id, secret);
    if (!answer.ok) return setError(answer.error.message);
    setPreview(answer.value);
  };

  const active = game.status === 'active';
  const waiting = waitsSet(game);
  return (
    <div class="master">
      <h2>Master’s console</h2>
      {active && !hasRule(game.rules, 'REAL_TIME') && (
        <p class="waits" data-testid="waits">
          {waiting.length === 0
            ? 'No power has WAIT set.'
            : `WAIT set by ${waiting.map(powerLabel).join(', ')}: the phase is not processed before the deadline, even with every order in.`}
        </p>
      )}
      <div class="actions wrap">
        {game.status === 'forming' && (
          <button type="button" disabled={busy} onClick={() => move('start', 'The game has started.')}>
            Start now (open seats become dummies)
          </button>
        )}
        {game.status === 'forming' && (
          <button type="button" class="danger" disabled={busy} onClick={() => void purgeGame()}>
            Purge the game (only while nobody has joined)
          </button>
        )}
        {active && (
          <>
            <button type="button" disabled={busy} onClick={() => move('process', 'The phase was processed.')}>
              Process the phase now
            </button>
            <button type="button" disabled={busy} onClick={runPreview}>
              Preview processing
            </button>
            {game.paused ? (
              <button type="button" disabled={busy} onClick={() => run('resume', 'The clock runs again.')}>
                Resume
              </button>
            ) : (
              <button type="button" disabled={busy} onClick={() => run('pause', 'The game is paused.')}>
                Pause
              </button>
            )}
          </>
        )}
        {game.phases > 0 && game.status !== 'forming' && (
          <>
            <button type="button" disabled={busy} onClick={() => move('rollback', 'One phase was undone; its orders are cleared.')}>
              Roll back one phase
            </button>
            <button type="button" disabled={busy} onClick={() => run('rollback', 'One phase was undone, its orders kept.', { from: game.phase, restore: true })}>
              Roll back, keeping its orders
            </button>
          </>
        )}
        {game.rollforward > 0 && (
          <button type="button" disabled={busy} onClick={() => move('rollforward', 'One phase was replayed.')}>
            Roll forward ({game.rollforward} undone)
          </button>
        )}
      </div>
      {active && (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            const at = deadline === '' ? null : fromLocalInput(deadline);
            if (deadline !== '' && at === null) return setError('Give the deadline as a date and a time.');
            void run('deadline', at === null ? 'The phase has no deadline now.' : 'The deadline was set.', { at });
          }}
        >
          <label>
            Deadline (your time zone; empty: none)
            <input type="datetime-local" value={deadline} onInput={(e) => setDeadline(e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={busy}>
            Set the deadline
          </button>
        </form>
      )}
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          const max = Number(maxObservers);
          if (maxObservers.trim() === '' || !Number.isInteger(max) || max < 0 || max > MAX_OBSERVERS_LIMIT) return setError(`Give the most observers as a whole number from 0 to ${MAX_OBSERVERS_LIMIT}.`);
          void run('observers', `The game now takes at most ${max} observer${max === 1 ? '' : 's'}.`, { max });
        }}
      >
        <label>
          Most observers (those already in stay)
          <input type="number" min="0" max={MAX_OBSERVERS_LIMIT} value={maxObservers} onInput={(e) => setMaxObservers(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Set the bound
        </button>
      </form>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          const wanted = name.trim();
          if (wanted === '' || wanted.length > 80) return setError("Give the game's name, 1 to 80 characters.");
          void run('rename', `The game is now shown as '${wanted}'; its address stays ${game.id}. The players are told by mail.`, { name: wanted });
        }}
      >
        <label>
          The game's name (its address stays {game.id})
          <input type="text" maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy || name.trim() === game.name}>
          Rename
        </button>
      </form>
      <div class="row">
        <p class="hint">{game.listed ? 'The public lists show this game.' : 'The public lists leave this game out: only those who know its name find it.'}</p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run('listed', game.listed ? 'The game is unlisted.' : 'The game is listed.', { listed: !game.listed })}
        >
          {game.listed ? 'Unlist the game' : 'List the game'}
        </button>
      </div>
      {game.status !== 'finished' && chosen && (
        <form
          class="row seat-control"
          onSubmit={(e) => {
            e.preventDefault();
            if (seatAction === null) return;
            if (seatAction.kind === 'dummy') void run('dummy', `${powerLabel(chosen.power)} is a dummy now.`, { power: chosen.power });
            else void resignSeat(chosen.power, seatAction.kind === 'resign' ? `${powerLabel(chosen.power)}'s player is resigned: the power is vacant.` : `${powerLabel(chosen.power)} is no longer a dummy.`);
          }}
        >
          <label>
            A power's seat
            <select value={chosen.power} onChange={(e) => setSeat(e.currentTarget.value)}>
              {game.seats.map((s) => (
                <option key={s.power} value={s.power}>
                  {powerLabel(s.power)} ({s.status}
                  {s.pressHeldBack ? ', press held back' : ''})
                </option>
              ))}
            </select>
          </label>
          {seatAction === null ? (
            <p class="hint">{seatHint(chosen.status)}</p>
          ) : (
            <button type="submit" disabled={busy} class={seatAction.kind === 'resign' ? 'danger' : ''}>
              {seatAction.label}
            </button>
          )}
          {chosen.revivable !== undefined && (
            // A vacant seat that was played: its last player may be brought back (REVIVE).
            <button type="button" disabled={busy} onClick={() => void reviveSeat(chosen.power, chosen.revivable!.name)}>
              Revive {chosen.revivable.name}
            </button>
          )}
          {chosen.pressHeldBack === true && (
            // The player took the power over and reads its press from then on; this gives him what came before.
            <button
              type="button"
              disabled={busy}
              onClick={() => run('handover', `${powerLabel(chosen.power)}'s player may now read its press from before he took it over.`, { power: chosen.power })}
            >
              Hand its earlier press to its player
            </button>
          )}
        </form>
      )}
      {game.status !== 'finished' && (
        <button
          type="button"
          class="danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm('End the game here, with no winner?')) void move('terminate', 'The game has ended.');
          }}
        >
          End the game
        </button>
      )}
      {revealOffered(game) && (
        // NO_REVEAL: the end kept who played which power hidden, until the master says so.
        <button type="button" disabled={busy} onClick={() => run('reveal', 'Everyone now sees who played which power.')}>
          Reveal who played which power
        </button>
      )}
      {error && <p role="alert" class="error">{error}</p>}
      {done && <p role="status" class="note">{done}</p>}
      <MasterMail game={game} secret={secret} />
      {preview && (
        <section>
          <h3>If processed now (next: {phaseTitle(preview.next, calendar)})</h3>
          <Results results={preview.record.results} />
        </section>
      )}
    </div>
  );
}
