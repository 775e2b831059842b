import { useEffect, useState } from 'preact/hooks';
import { api, type ApiProblem, type GameListEntry } from '../api.js';
import { href } from '../route.js';
import { gameStanding, type GameStanding } from '../game/due.js';
import { gameStateTitle } from '../game/phase.js';
import { savedGames, type Credential } from '../secrets.js';
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
  const [mine] = useState(() => savedGames(window.localStorage));
  const standings = useStandings(mine);

  return (
    <>
      {mine.length > 0 && (
        <section aria-labelledby="mine-title">
          <h1 id="mine-title">Your games</h1>
          <table class="list mine">
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">You</th>
                <th scope="col">Phase</th>
                <th scope="col">Orders</th>
              </tr>
            </thead>
            <tbody>
              {mine.map(({ gameId, credential }) => {
                const s = standings[gameId];
                return (
                  <tr key={gameId} class={s?.ok && s.standing.due ? 'due' : undefined}>
                    <td>
                      <a href={href({ page: 'game', id: gameId })}>{s?.ok ? s.name : credential.role === 'master' ? credential.name : gameId}</a>
                    </td>
                    <td>{credential.role === 'master' ? 'Master' : credential.power ? powerLabel(credential.power) : 'Observing'}</td>
                    <td>{s === undefined ? '…' : s.ok ? s.standing.phase : '–'}</td>
                    <td>
                      {s === undefined ? '…' : !s.ok ? <span class="note">{s.message}</span> : s.standing.due ? <strong class="missing-text">{s.standing.text}</strong> : s.standing.text}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
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
                  <td>{gameStateTitle(g)}</td>
                  <td>
                    {g.joined}/{g.powers}
                  </td>
                  <td class="rules">
                    {[...(g.map === 'standard' ? [] : [`${g.map} map`]), ...(g.variant === 'standard' ? [] : [variantLabel(g.variant)]), ...g.rules].join(', ') || 'standard'}
                  </td>
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

type Standing = { readonly ok: true; readonly name: string; readonly standing: GameStanding } | { readonly ok: false; readonly message: string };

/** Each held game read with its secret, as the holder sees it: its name, phase and whether his orders are due. */
function useStandings(mine: readonly { readonly gameId: string; readonly credential: Credential }[]): Readonly<Record<string, Standing>> {
  const [standings, setStandings] = useState<Readonly<Record<string, Standing>>>({});
  useEffect(() => {
    let live = true;
    for (const { gameId, credential } of mine) {
      void api.view(gameId, credential.secret).then((answer) => {
        if (!live) return;
        const standing: Standing = answer.ok
          ? { ok: true, name: answer.value.game.name, standing: gameStanding(answer.value.game) }
          : { ok: false, message: answer.error.message };
        setStandings((all) => ({ ...all, [gameId]: standing }));
      });
    }
    return () => {
      live = false;
    };
  }, [mine]);
  return standings;
}
