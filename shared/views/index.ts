/** What each viewer may see of a game. */
export { summarizeGame } from './summary.js';
export type { GameSummary, GameView, PipeView, SeatView, ViewerView } from './types.js';
export { historyFor, listOptions, listViewerOf, recordFor } from './history.js';
export { viewGame } from './view.js';
export { mayReadPress, pressReader } from './press.js';
export { viewerOf } from './viewer.js';
export { nameShown, seatPlayerName } from './names.js';
