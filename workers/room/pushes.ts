import type { Actor, GameEvent, GameState } from '../../shared/game/types';
import { mayReadPress, phaseEntry, pressFor, viewerOf, viewGame, type GameView } from '../../shared/views/index';

/**
 * What one listener is pushed after a change: each phase it processed and each message
 * sent, as messages of their own and only to those who may see them, then the game as it
 * now stands for this viewer. The view is the current phase only, so a push is the size of
 * what changed, never of the whole game. `view` makes the game for a viewer (the room's
 * adds what only it knows: `GameView.contact`).
 */
export function pushesFor(state: GameState, events: readonly GameEvent[], viewer: Actor | null, view: (state: GameState, viewer: Actor | null) => GameView = viewGame): unknown[] {
  const out: unknown[] = [];
  for (const event of events) {
    if (event.type === 'phase_processed') {
      const index = state.history.lastIndexOf(event.record);
      // A record no longer in the history (processed, then rolled back in the same change) is not pushed.
      if (index >= 0) out.push({ type: 'phase', ...phaseEntry(state, viewer, index) });
    } else if (event.type === 'press' && mayReadPress(state, viewer, event.message)) {
      out.push({ type: 'press', message: pressFor(state, viewerOf(state, viewer), event.message) });
    } else if (event.type === 'card_step') {
      // Card: each step of a turn played live, everyone's to see (the table is public).
      out.push({ type: 'card_step', phase: event.phase, step: event.step });
    }
  }
  out.push({ type: 'game', game: view(state, viewer) });
  return out;
}
