import { useEffect, useState } from 'preact/hooks';
import { api, type ApiProblem, type GameListEntry } from '../api.js';
import { href } from '../route.js';
import { savedGames } from '../secrets.js';
import { powerLabel } from '../powers.js';

const STATES = ['forming', 'active', 'finished'] as const;
type ListState = (typeof STATES)[number];

/** The listed games by state, and the games this browser holds a secret for. */
export function GameList() {
  const [state, setState] = useState<ListState>('forming');
  const [games, setGames] = useState<readonly GameListEntry[] | null>(null);
  const [error, setError] = useState<ApiProblem | null>(null);
  useEffect(() => {
    let live = true;
    setGames(null);
    setError(null);
    void api.listGames(state).then((answer) => {
      if (!live) return;
      if (answer.ok) setGames(answer.value.games);
      else setError(answer.error);
    });
    return () => {
      live = false;
    };
  }, [state]);
  const mine = savedGames(window.localStorage);

  return (
    <>
      {mine.length > 0 && (
        <section aria-labelledby="mine-title">
          <h1 id="mine-title">Your games</h1>
          <ul class="games">
            {mine.map(({ gameId, credential }) => (
              <li key={gameId}>
                <a href={href({ page: 'game', id: gameId })}>{credential.role === 'master' ? `${credential.name} (master)` : `${credential.name}${credential.power ? `, ${powerLabel(credential.power)}` : ', observing'}`}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="list-title">
        <h1 id="list-title">Games</h1>
        <div class="tabs" role="group" aria-label="Which games">
          {STATES.map((s) => (
            <button key={s} type="button" aria-pressed={s === state} onClick={() => setState(s)}>
              {s.charAt(0).toUpperCase() + s.slice(1)}
            </button>
          ))}
        </div>
        {error && <p role="alert" class="error">{error.message}</p>}
        {games === null && !error && <p>Loading…</p>}
        {games !== null && games.length === 0 && <p>No {state} games. <a href={href({ page: 'new' })}>Start one.</a></p>}
        {games !== null && games.length > 0 && (
          <table class="list">
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Phase</th>
                <th scope="col">Players</th>
                <th scope="col">Rules</th>
              </tr>
            </thead>
            <tbody>
              {games.map((g) => (
                <tr key={g.id}>
                  <td>
                    <a href={href({ page: 'game', id: g.id })}>{g.name}</a>
                  </td>
                  <td>{g.phase}</td>
                  <td>
                    {g.joined}/{g.powers}
                  </td>
                  <td class="rules">{[...(g.variant === 'standard' ? [] : [variantLabel(g.variant)]), ...g.rules].join(', ') || 'standard'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p class="note">The list is the judge’s archive: a game appears in it a moment after it changes.</p>
      </section>
    </>
  );
}

/** A variant as players name it: "crystal_ball" → "Crystal Ball". */
const variantLabel = (variant: string): string => variant.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
