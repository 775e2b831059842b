/** What each viewer may see of a game. */
export { summarizeGame } from './summary.js';
export type { GameSummary, GameView, SeatView, ViewerView } from './types.js';
export { mayReadPress, viewerOf, viewGame } from './view.js';
