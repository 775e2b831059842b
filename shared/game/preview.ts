import type { Moved, Play } from './play.js';
import { previewedNow } from './previewed.js';
import { inForce } from './rules.js';
import type { GameEvent, GameState } from './types.js';

/**
 * PREVIEW (seed 1.9): "when any game-phase is ready to be processed, the would-be results
 * are sent only to the Master, and the game is left in its pre-processed state", until his
 * PROCESS. Once a phase and deadline: the DPjudge delays a day so as not to send the same
 * preview every twenty minutes; here the preview is sent once, and the alarm sleeps
 * (clock.ts) until the master processes, moves the deadline, or the phase changes.
 */


/** The game is previewed rather than processed when it is ready. */
export const previews = (state: GameState): boolean => inForce(state.settings, 'PREVIEW');

/**
 * `moved`, what the game would be after `before` plus `events`; under PREVIEW, when it
 * processed a phase, the game as it was with the preview for the master instead (once).
 * `preview` is the game's own (its Play's), given by the play that calls.
 */
export function previewInstead(before: GameState, events: readonly GameEvent[], moved: Moved, now: number, preview: Play['preview']): Moved {
  if (!previews(before)) return moved;
  const processed = moved.state.position.phase !== before.position.phase || moved.state.history.length !== before.history.length || moved.state.status !== before.status;
  if (!processed) return moved;
  return previewOnce(before, events, now, preview);
}

/** The preview of `state` for the master, and the mark that it was sent; nothing more if it was. */
export function previewOnce(state: GameState, events: readonly GameEvent[], now: number, preview: Play['preview']): Moved {
  if (previewedNow(state)) return { state, events: [...events] };
  const seen = preview(state, now);
  if (!seen.ok) return { state, events: [...events] };
  const previewed = { phase: state.position.phase, deadline: state.deadline };
  return { state: { ...state, previewed }, events: [...events, { type: 'preview', ...seen.value }] };
}
