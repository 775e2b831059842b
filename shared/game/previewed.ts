import type { GameState } from './types.js';

/**
 * PREVIEW's mark (preview.ts): the phase, at its deadline, has been previewed and waits for
 * the master's PROCESS. Apart from preview.ts so that the clock reads it without the plays.
 */
export const previewedNow = (state: GameState): boolean =>
  state.previewed !== undefined && state.previewed.phase === state.position.phase && state.previewed.deadline === state.deadline;
