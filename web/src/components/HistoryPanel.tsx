import type { GameView } from '../api.js';
import { phaseTitle } from '../game/phase.js';
import { Results } from './OrdersPanel.js';

/** Every processed phase, newest first, with its results; each can be shown on the board. */
export function HistoryPanel({ game, show, shown }: { game: GameView; show: (i: number | null) => void; shown: number | null }) {
  if (game.history.length === 0) return <p>No phase has been processed yet.</p>;
  return (
    <div>
      <h2>History</h2>
      {game.history
        .map((record, i) => ({ record, i }))
        .reverse()
        .map(({ record, i }) => (
          <details key={i} class="phase" open={shown === i}>
            <summary>{phaseTitle(record.position.phase)}</summary>
            <button type="button" onClick={() => show(i)} aria-pressed={shown === i}>
              Show on the board
            </button>
            <Results results={record.results} />
          </details>
        ))}
    </div>
  );
}
