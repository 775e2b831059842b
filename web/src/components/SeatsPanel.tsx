import { useState } from 'preact/hooks';
import { hasRule } from '../../../shared/rules/index.js';
import { api, type GameView } from '../api.js';
import { waitOffered } from '../game/absences.js';
import { ORDER_STATUS_LABEL } from '../game/late.js';
import { voteChoices } from '../game/votes.js';
import { playerCell } from '../game/names.js';
import { powerLabel, useColours } from '../powers.js';
import type { Credential } from '../secrets.js';
import { AbsencesPanel } from './AbsencesPanel.js';
import { ConfirmAddress } from './ConfirmAddress.js';

/** Who plays what, whose orders are complete (who, never what), and the player's own WAIT flag and vote. */
export function SeatsPanel({ game, credential, accept, forget }: { game: GameView; credential: Credential | null; accept: (g: GameView) => void; forget: () => void }) {
  const powerColour = useColours();
  const [error, setError] = useState<string | null>(null);
  const mine = game.viewer.kind === 'player' ? game.viewer.power : null;
  const secret = credential?.secret ?? null;

  const act = async (run: () => ReturnType<typeof api.wait>) => {
    setError(null);
    const answer = await run();
    if (answer.ok) accept(answer.value.game);
    else setError(answer.error.message);
  };

  const vote = mine ? (game.votes[mine] ?? null) : null;
  const voteValue = vote === null ? '' : vote.kind === 'draw' ? 'draw' : `concede:${vote.to}`;
  const alive = game.seats.filter((s) => s.status !== 'eliminated').map((s) => s.power);

  return (
    <div>
      <h2>Players</h2>
      <table class="seats">
        <thead>
          <tr>
            <th scope="col">Power</th>
            <th scope="col">Player</th>
            <th scope="col">Centres</th>
            <th scope="col">Units</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {game.seats.map((s) => {
            const player = playerCell(s);
            return (
              <tr key={s.power}>
                <th scope="row">
                  <span class="swatch" style={{ background: powerColour(s.power) }} aria-hidden="true" /> {powerLabel(s.power)}
                </th>
                <td>{player.name ? player.text : <em>{player.text}</em>}</td>
                <td>{s.centers}</td>
                <td>{s.units}</td>
                <td>{!s.owes ? '–' : <span class={`order-status ${s.orderStatus}`}>{ORDER_STATUS_LABEL[s.orderStatus]}</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        {game.observers} observer{game.observers === 1 ? '' : 's'} (at most {game.maxObservers}). {game.victory} centres win.
        {game.rules.length > 0 ? ` Rules: ${game.rules.join(', ')}.` : ''}
      </p>
      {mine && secret && game.status === 'active' && (
        <fieldset>
          <legend>Your power, {powerLabel(mine)}</legend>
          {waitOffered(game.rules, game.phase) && (
            <label class="choice">
              <input type="checkbox" checked={game.waits[mine] ?? false} onChange={(e) => act(() => api.wait(game.id, secret, e.currentTarget.checked))} />
              <span>WAIT: do not process this phase before the deadline, even when everyone is in</span>
            </label>
          )}
          <label>
            Your secret vote on how the game ends
            <select
              value={voteValue}
              onChange={(e) => {
                const v = e.currentTarget.value;
                void act(() => api.vote(game.id, secret, v === '' ? null : v === 'draw' ? { kind: 'draw' } : { kind: 'concede', to: v.slice('concede:'.length) }));
              }}
            >
              <option value="">No vote</option>
              {voteChoices(mine, alive, hasRule(game.rules, 'NO_DRAW'), powerLabel).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            class="danger"
            onClick={() => {
              if (window.confirm(`Resign ${powerLabel(mine)}? Anyone may then take it over.`)) void act(() => api.resign(game.id, secret));
            }}
          >
            Resign
          </button>
        </fieldset>
      )}
      <AbsencesPanel game={game} credential={credential} accept={accept} />
      {error && <p role="alert" class="error">{error}</p>}
      {credential && credential.role !== 'master' && <ConfirmAddress gameId={game.id} secret={credential.secret} contact={game.contact} />}
      {credential && (
        <p>
          <button type="button" class="link" onClick={forget}>
            Forget my secret in this browser
          </button>
        </p>
      )}
    </div>
  );
}
