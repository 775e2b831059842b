/** What each viewer may see of a game. */
export { summarizeGame } from './summary.js';
export type { CentrePoint, ContactView, GameSummary, GameView, PipeView, PressSummary, SeatView, ViewerView } from './types.js';
export { historyFor, recordFor } from './history.js';
export { listOptions, listViewerOf } from './crystal.js';
export { viewGame, readablePress } from './view.js';
export { mayReadPress, pressReader } from './press.js';
export { historyPage, PAGE_DEFAULT, PAGE_MAX, phaseEntry, pressPage, type HistoryPage, type PressPage } from './pages.js';
export { viewerOf } from './viewer.js';
export { rulesShown } from './rules.js';
export { proposalFor } from './proposal.js';
export { payolaViewFor, transferFor } from './payola.js';
export { nameShown, pressFor, seatPlayerName } from './names.js';
export { isBlind, resultsSightFor, seesWhole } from './blind.js';
