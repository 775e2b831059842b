import { useState } from 'preact/hooks';
import { hasRule } from '../../../shared/rules/index.js';
import { api, type GameView } from '../api.js';
import { absenceDays } from '../game/absences.js';
import { localTime } from '../game/time.js';
import { powerLabel } from '../powers.js';
import type { Credential } from '../secrets.js';

/**
 * Absences (SET ABSENCE): the days on which the game sets no deadline, as the view gave
 * them (who asked only where the viewer may know it: HIDE_ABSENTEES), and for a power's
 * player or the master the form to add one and to drop his own.
 */
export function AbsencesPanel({ game, credential, accept }: { game: GameView; credential: Credential | null; accept: (g: GameView) => void }) {
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [error, setError] = useState<string | null>(null);
  const absences = game.absences ?? [];
  const secret = credential?.secret ?? null;
  const master = game.viewer.kind === 'master';
  const player = game.viewer.kind === 'player' && game.viewer.power !== null;
  const may = secret !== null && game.status !== 'finished' && (master || (player && !hasRule(game.rules, 'NO_ABSENCES')));
  if (absences.length === 0 && !may) return null;

  const act = async (run: () => ReturnType<typeof api.setAbsence>) => {
    setError(null);
    const answer = await run();
    if (answer.ok) accept(answer.value.game);
    else setError(answer.error.message);
  };
  const add = () => {
    const days = absenceDays(first, last);
    if (days === null) return setError('Pick the last day of the absence.');
    void act(() => api.setAbsence(game.id, secret!, days));
  };

  return (
    <section class="absences" data-testid="absences">
      <h3>Absences</h3>
      {absences.length === 0 ? (
        <p>No absences are set.</p>
      ) : (
        <ul>
          {absences.map((a) => (
            <li key={`${a.from}-${a.to}-${a.by ?? ''}`}>
              No deadline from {localTime(a.from)} to {localTime(a.to)}
              {a.by === null ? '' : `, set by ${a.by === 'MASTER' ? 'the master' : powerLabel(a.by)}`}
            </li>
          ))}
        </ul>
      )}
      {may && (
        <fieldset>
          <legend>Set an absence: no deadline on these days (UTC)</legend>
          <label>
            From <input type="date" value={first} onInput={(e) => setFirst(e.currentTarget.value)} />
          </label>
          <label>
            To <input type="date" value={last} onInput={(e) => setLast(e.currentTarget.value)} />
          </label>
          <button type="button" onClick={add}>
            Set absence
          </button>
          <button type="button" onClick={() => void act(() => api.clearAbsences(game.id, secret!))}>
            {master ? 'Drop every absence' : 'Drop mine'}
          </button>
          <p class="hint">The deadline already set stays; a phase whose deadline would fall in an absence gets one after it.{master ? '' : ' Fourteen days at most.'}</p>
        </fieldset>
      )}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
    </section>
  );
}
