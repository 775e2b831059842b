import { CardSteps } from '../card/CardTable.js';
import { nuclearNotes } from '../global/bombs.js';
import type { GameView } from '../api.js';
import type { GamePages } from '../game/pages.js';
import type { GameMap } from '../../../shared/map/types.js';
import { isCrystalGame, listsOf, processedLists } from '../game/crystal.js';
import { judgedResults } from '../game/history.js';
import { recordDisorderText } from '../game/late.js';
import { phaseTitle, phaseType } from '../game/phase.js';
import { AnnotatedLists } from './AnnotatedLists.js';
import { Results } from './OrdersPanel.js';
import { PayolaLedger } from './PayolaLedger.js';

/**
 * The processed phases read so far, newest first, with their results (each order as the
 * judge writes it), and a button for the older ones; each can be shown on the board.
 * A Crystal Ball movement phase shows the lists the viewer may see, every line annotated,
 * beside the board of that phase.
 */
export function HistoryPanel({ game, map, pages, show, shown }: { game: GameView; map: GameMap; pages: GamePages; show: (i: number | null) => void; shown: number | null }) {
  if (game.phases === 0) return <p>No phase has been processed yet.</p>;
  const crystal = isCrystalGame(game);
  return (
    <div>
      <h2>History</h2>
      {pages.records
        .flatMap((record, i) => (record === undefined ? [] : [{ record, i }]))
        .reverse()
        .map(({ record, i }) => {
          const phase = record.position.phase;
          const lists = crystal && phaseType(phase) === 'M' ? processedLists(listsOf(pages), phase) : null;
          const disorder = recordDisorderText(record);
          return (
            <details key={i} class="phase" open={shown === i} data-phase={phase}>
              <summary>{phaseTitle(phase, map)}</summary>
              <button type="button" onClick={() => { show(i); showBoard(); }} aria-pressed={shown === i}>
                Show on the board
              </button>
              {disorder !== null && <p class="disorder-note">{disorder}</p>}
              {lists === null ? (
                <Results results={judgedResults(map, record)} />
              ) : lists.length > 0 ? (
                <AnnotatedLists lists={lists} />
              ) : (
                <p class="note">The lists of this phase are kept secret until the game ends; the board shows where the units went.</p>
              )}
              {record.global && nuclearNotes(map, record.global).length > 0 && (
                <ul class="nuclear-notes" data-testid="nuclear-notes">
                  {nuclearNotes(map, record.global).map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              )}
              {record.payola && <PayolaLedger game={game} record={record} />}
              {record.card && (
                <details class="card-replay">
                  <summary>The turn step by step</summary>
                  <CardSteps steps={record.card.steps} />
                </details>
              )}
            </details>
          );
        })}
      {pages.from > 0 && (
        <button type="button" class="older" disabled={pages.loading} onClick={pages.loadOlderPhases}>
          {pages.loading ? 'Reading…' : `Older phases (${pages.from} more)`}
        </button>
      )}
    </div>
  );
}

/** On a phone the board lies above the panels, out of sight: bring it into view (a no-op where it is seen). */
function showBoard(): void {
  document.querySelector('.board-frame')?.scrollIntoView({ block: 'nearest' });
}
