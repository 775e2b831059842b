import { useState } from 'preact/hooks';
import { hasRule } from '../../../shared/rules/index.js';
import { api, type GameView } from '../api.js';
import { waitOffered } from '../game/absences.js';
import { ORDER_STATUS_LABEL } from '../game/late.js';
import { valueOf, voteChoices, voteOf } from '../game/votes.js';
import { waitsSet } from '../game/waits.js';
import { playerCell } from '../game/names.js';
import { controlNote } from '../game/control.js';
import { powerLabel, useColours } from '../powers.js';
import type { Credential } from '../secrets.js';
import { AbsencesPanel } from './AbsencesPanel.js';
import { ConfirmAddress } from './ConfirmAddress.js';
import { ProposalPanel } from './ProposalPanel.js';

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
  const voteValue = valueOf(vote);
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
                <td>{player.name ? player.text : <em>{player.text}</em>}{controlNote(s) !== null && <> ({controlNote(s)})</>}</td>
                {/* BLIND: another power's counts are not told; what the board shows of it is no count. */}
                <td title={s.countsUnknown ? 'Not told: you see only what your units and centres see' : undefined}>{s.countsUnknown ? '?' : s.centers}</td>
                <td title={s.countsUnknown ? 'Not told: you see only what your units and centres see' : undefined}>{s.countsUnknown ? '?' : s.units}</td>
                {/* HIDE_LATE_POWERS: whether its orders are in is not told to this viewer. */}
                <td>{!s.owes ? '–' : s.lateHidden ? <em>Not told</em> : <span class={`order-status ${s.orderStatus}`}>{ORDER_STATUS_LABEL[s.orderStatus]}</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        {game.observers} observer{game.observers === 1 ? '' : 's'} (at most {game.maxObservers}).{' '}
        {hasRule(game.rules, 'VICTORY_HOMES') ? `${game.victory} home centres taken from others win.` : `${game.victory} centres win.`}
        {game.rules.length > 0 ? ` Rules: ${game.rules.join(', ')}.` : ''}
      </p>
      {/* LIST_WAITERS: every power's WAIT flag is in the view; the master's console lists them for him. */}
      {hasRule(game.rules, 'LIST_WAITERS') && game.status === 'active' && game.viewer.kind !== 'master' && (
        <p data-testid="waiters">
          {waitsSet(game).length === 0 ? 'No power has asked to wait for the deadline.' : `Waiting for the deadline: ${waitsSet(game).map(powerLabel).join(', ')}.`}
        </p>
      )}
      {mine && secret && game.status === 'active' && (
        <fieldset>
          <legend>Your power, {powerLabel(mine)}</legend>
          {waitOffered(game.rules, game.phase) && (
            <label class="choice">
              <input type="checkbox" checked={game.waits[mine] ?? false} onChange={(e) => act(() => api.wait(game.id, secret, e.currentTarget.checked))} />
              <span>WAIT: do not process this phase before the deadline, even when everyone is in</span>
            </label>
          )}
          {!hasRule(game.rules, 'PROPOSE_DIAS') && (
            <label>
              Your secret vote on how the game ends
              <select
                value={voteValue}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  void act(() => api.vote(game.id, secret, voteOf(v)));
                }}
              >
                <option value="">No vote</option>
                {voteChoices(mine, alive, hasRule(game.rules, 'NO_DRAW'), powerLabel, hasRule(game.rules, 'NO_DIAS')).map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          )}
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
      {/* PROPOSE_DIAS: endings are proposed and voted on in the open, not by secret vote. */}
      {hasRule(game.rules, 'PROPOSE_DIAS') && <ProposalPanel game={game} secret={secret} act={act} />}
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
