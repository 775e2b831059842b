import { useState } from 'preact/hooks';
import { MAX_OFFICIAL_SUBJECT, MAX_PRESS_LENGTH } from '../../../shared/game/commands/press.js';
import { pressFormsOffered } from '../../../shared/game/commands/press-forms.js';
import { api, type GameView } from '../api.js';
import type { GamePages } from '../game/pages.js';
import { phaseTitle, useCalendar } from '../game/phase.js';
import { pressChoices, startsToEveryone } from '../game/press.js';
import { localTime } from '../game/time.js';
import { powerLabel } from '../powers.js';
import type { Credential } from '../secrets.js';

/** Press read (the newest first, older pages on demand) and written, within the game's press rules. */
export function PressPanel({ game, pages, credential, accept }: { game: GameView; pages: GamePages; credential: Credential | null; accept: (g: GameView) => void }) {
  const calendar = useCalendar();
  const powers = game.seats.map((s) => s.power);
  const choices = pressChoices(game.rules, game.viewer, powers);
  const [all, setAll] = useState(startsToEveryone(choices));
  const [to, setTo] = useState<ReadonlySet<string>>(new Set());
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canWrite = credential !== null && (choices.broadcast || choices.recipients.length > 0);
  // Grey and fake press: offered as the game's rules allow (the judge still checks).
  const writer = game.viewer.kind === 'player' ? game.viewer.power : game.viewer.kind === 'observer' ? 'OBSERVER' : game.viewer.kind === 'master' ? 'MASTER' : null;
  const forms = writer === null ? null : pressFormsOffered(game.rules, writer);
  const [grey, setGrey] = useState(false);
  const [signAs, setSignAs] = useState('');
  const [claimAll, setClaimAll] = useState(false);
  // The master's OFFICIAL subject: his message is mailed under it, without the heading.
  const [official, setOfficial] = useState('');

  const send = async (e: Event) => {
    e.preventDefault();
    if (!credential) return;
    setBusy(true);
    setError(null);
    const fake = signAs !== '' || claimAll ? { ...(signAs === '' ? {} : { from: signAs }), ...(claimAll ? { to: 'ALL' as const } : {}) } : undefined;
    const answer = await api.press(game.id, credential.secret, all ? 'ALL' : [...to], body, { ...(grey ? { grey: true } : {}), ...(fake === undefined ? {} : { fake }), ...(official.trim() === '' ? {} : { official: official.trim() }) });
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setBody('');
    accept(answer.value.game);
  };

  const toggle = (r: string, on: boolean) => {
    const next = new Set(to);
    if (on) next.add(r);
    else next.delete(r);
    setTo(next);
  };

  return (
    <div>
      <h2>Press</h2>
      {game.press.count === 0 && <p>No messages yet.</p>}
      <ol class="press">
        {[...pages.press].reverse().map((m) => (
          <li key={m.id} class={m.kind}>
            {m.official !== undefined && <p class="press-official">Official: {m.official}</p>}
            <p class="press-head">
              <b>{m.from === 'ANONYMOUS' ? 'someone unnamed' : m.from === 'MASTER' || m.from === 'OBSERVER' ? m.from.toLowerCase() : powerLabel(m.from)}</b> to{' '}
              {m.kind === 'broadcast' ? 'everyone' : m.to.map((t) => (t === 'MASTER' ? 'the master' : powerLabel(t))).join(', ')} · {phaseTitle(m.phase, calendar)} ·{' '}
              <time dateTime={new Date(m.at).toISOString()}>{localTime(m.at)}</time>
              {m.eog && ' · end-of-game statement'}
              {m.grey && ' · sent grey: its readers were not told who wrote it'}
              {m.claim && ` · fake: shown as from ${m.grey ? 'nobody named' : powerLabel(m.claim.from)} to ${m.claim.kind === 'broadcast' ? 'everyone' : m.claim.to.map(powerLabel).join(', ')}`}
            </p>
            <p class="press-body">{m.body}</p>
          </li>
        ))}
      </ol>
      {pages.olderPress !== null && (
        <button type="button" class="older" onClick={pages.loadOlderPress}>
          Older messages ({game.press.count - pages.press.length} more)
        </button>
      )}
      {canWrite && (
        <form onSubmit={send} class="compose">
          <fieldset>
            <legend>To</legend>
            {choices.broadcast && (
              <label class="choice">
                <input type="checkbox" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} />
                <span>Everyone (broadcast)</span>
              </label>
            )}
            {!all &&
              choices.recipients.map((r) => (
                <label key={r} class="choice inline">
                  <input type="checkbox" checked={to.has(r)} onChange={(e) => toggle(r, e.currentTarget.checked)} />
                  <span>{r === 'MASTER' ? 'The master' : powerLabel(r)}</span>
                </label>
              ))}
          </fieldset>
          {forms !== null && (forms.greyAlways || forms.greyBroadcasts) && (
            <p class="note">{forms.greyAlways ? 'Every message here but those to the master alone goes without your name (GREY_PRESS).' : 'Broadcasts here go without your name (YELLOW_PRESS).'}</p>
          )}
          {forms?.greyChoice && !forms.greyAlways && (
            <label class="choice">
              <input type="checkbox" checked={grey} disabled={signAs !== ''} onChange={(e) => setGrey(e.currentTarget.checked)} />
              <span>Send without my name (grey press)</span>
            </label>
          )}
          {forms?.fake && (
            <fieldset>
              <legend>Fake press (FAKE_PRESS)</legend>
              <label>
                Sign as{' '}
                <select value={signAs} onChange={(e) => setSignAs(e.currentTarget.value)}>
                  <option value="">myself</option>
                  {powers.filter((p) => p !== writer).map((p) => (
                    <option key={p} value={p}>{powerLabel(p)}</option>
                  ))}
                </select>
              </label>
              <label class="choice">
                <input type="checkbox" checked={claimAll} onChange={(e) => setClaimAll(e.currentTarget.checked)} />
                <span>Show it as a broadcast to everyone</span>
              </label>
            </fieldset>
          )}
          {writer === 'MASTER' && (
            <label>
              Official subject (optional: mailed under it, without the heading)
              <input type="text" value={official} maxLength={MAX_OFFICIAL_SUBJECT} onInput={(e) => setOfficial(e.currentTarget.value)} />
            </label>
          )}
          <label>
            Message
            <textarea rows={4} value={body} maxLength={MAX_PRESS_LENGTH} onInput={(e) => setBody(e.currentTarget.value)} />
          </label>
          {!all && to.size === 0 && <p class="note">Tick whom it goes to.</p>}
          {error && <p role="alert" class="error">{error}</p>}
          <button type="submit" disabled={busy || body.trim() === '' || (!all && to.size === 0)}>
            Send
          </button>
        </form>
      )}
      {!credential && <p>Join or observe the game to write.</p>}
    </div>
  );
}
