import type { GameView } from '../api.js';
import { civilDisorderText, waitingText } from '../game/late.js';
import { useCalendar } from '../game/phase.js';

/**
 * What a passed deadline did, under the game's title for everybody: the game waiting for
 * the master and who was late, or the powers put in civil disorder in the phase just played.
 */
export function LateNotice({ game }: { game: GameView }) {
  const waiting = waitingText(game);
  const disorder = civilDisorderText(game, useCalendar());
  if (waiting === null && disorder === null) return null;
  return (
    <div class="late-notice" role="status">
      {waiting && <p class="waiting">{waiting}</p>}
      {disorder && <p class="disorder">{disorder}</p>}
    </div>
  );
}
