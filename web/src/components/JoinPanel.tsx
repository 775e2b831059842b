import { useState } from 'preact/hooks';
import { hasRule } from '../../../shared/rules/index.js';
import { api, type GameView } from '../api.js';
import { powerLabel } from '../powers.js';
import type { Credential } from '../secrets.js';

/** For a visitor: join (or take over a vacant power), observe, or bring a secret from elsewhere. */
export function JoinPanel({ game, remember }: { game: GameView; remember: (c: Credential, showOnce: boolean) => void }) {
  const [name, setName] = useState('');
  const [power, setPower] = useState('');
  const [secret, setSecret] = useState('');
  // A private game: the privacy password the master gave out, sent with a join or takeover.
  const [privacy, setPrivacy] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = game.seats.filter((s) => s.status === 'open').map((s) => s.power);
  const vacant = game.seats.filter((s) => s.status === 'vacant').map((s) => s.power);
  const choose = hasRule(game.rules, 'POWER_CHOICE');
  const forming = game.status === 'forming' && open.length > 0;
  // Taking over, the power chosen, else the first vacant one: the one the select shows and the button names.
  const takeover = power || (vacant[0] ?? '');

  const enter = async (how: 'join' | 'observe' | 'takeover') => {
    if (name.trim() === '') return setError('Give the name you go by.');
    if (game.privateGame && how !== 'observe' && privacy === '') return setError('This is a private game: give its privacy password, which the master gives to those he invites.');
    const closed = game.privateGame && how !== 'observe' ? { privacyPassword: privacy } : {};
    setBusy(true);
    setError(null);
    const answer =
      how === 'join'
        ? await api.join(game.id, { name: name.trim(), ...closed, ...(choose && power !== '' ? { power } : {}) })
        : how === 'takeover'
          ? await api.takeover(game.id, { name: name.trim(), power: takeover, ...closed })
          : await api.observe(game.id, { name: name.trim() });
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    remember({ secret: answer.value.secret, role: how === 'observe' ? 'observer' : 'player', power: answer.value.power, name: name.trim(), savedAt: Date.now() }, true);
  };

  const useSecret = async (e: Event) => {
    e.preventDefault();
    const s = secret.trim();
    if (s === '') return;
    setBusy(true);
    setError(null);
    const answer = await api.view(game.id, s);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    const viewer = answer.value.game.viewer;
    switch (viewer.kind) {
      case 'anonymous':
        return setError('The judge does not know this secret in this game.');
      case 'master':
        return remember({ secret: s, role: 'master', power: null, name: game.name, savedAt: Date.now() }, false);
      case 'player':
        return remember({ secret: s, role: 'player', power: viewer.power, name: viewer.name, savedAt: Date.now() }, false);
      case 'observer':
        return remember({ secret: s, role: 'observer', power: null, name: viewer.name, savedAt: Date.now() }, false);
    }
  };

  return (
    <section class="join" aria-labelledby="join-title">
      <h2 id="join-title">{forming ? 'Join this game' : vacant.length > 0 ? 'Take over a vacant power, or watch' : 'Watch this game'}</h2>
      <div class="row">
        <label>
          Your name
          <input name="player-name" maxLength={40} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        {game.privateGame && (forming || vacant.length > 0) && (
          <label>
            Privacy password (a private game)
            <input name="privacy-password" type="password" maxLength={64} value={privacy} onInput={(e) => setPrivacy(e.currentTarget.value)} />
          </label>
        )}
        {((forming && choose) || (!forming && vacant.length > 0)) && (
          <label>
            Power
            <select name="power" value={forming ? power : takeover} onChange={(e) => setPower(e.currentTarget.value)}>
              {forming && <option value="">Any free power</option>}
              {(forming ? open : vacant).map((p) => (
                <option key={p} value={p}>
                  {powerLabel(p)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div class="actions">
        {forming && (
          <button type="button" disabled={busy} onClick={() => enter('join')}>
            Join{choose ? '' : ' (a power is dealt at random)'}
          </button>
        )}
        {!forming && vacant.length > 0 && (
          <button type="button" disabled={busy} onClick={() => enter('takeover')}>
            Take over {powerLabel(takeover)}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => enter('observe')}>
          Observe
        </button>
      </div>
      <form class="row" onSubmit={useSecret}>
        <label>
          Or use a secret you were given
          <input name="secret" autoComplete="off" value={secret} onInput={(e) => setSecret(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Use it
        </button>
      </form>
      {error && <p role="alert" class="error">{error}</p>}
    </section>
  );
}
