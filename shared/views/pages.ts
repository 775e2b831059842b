import type { Actor, GameState, PhaseRecord, PressMessage } from '../game/types.js';
import type { ListView } from '../variants/crystal-ball/views.js';
import { recordCutFor, recordFor } from './history.js';
import { pressFor } from './names.js';
import { pressReader } from './press.js';
import { variantViewsOf } from './variants.js';
import { viewerOf } from './viewer.js';

/*
 * The history and the press a page at a time: the view carries only their counts, so that
 * neither an answer nor a push grows with the game. Each page is cut for its viewer by the
 * same rules as everything else he is shown (`recordFor`, `mayReadPress`).
 */

/** The most a page holds, and what it holds when the caller does not say. */
export const PAGE_MAX = 50;
export const PAGE_DEFAULT = 20;

const pageSize = (limit: number | undefined): number => Math.min(PAGE_MAX, Math.max(1, Math.floor(limit ?? PAGE_DEFAULT)));

export interface HistoryPage {
  /** Processed phases, oldest first: the ones numbered `from`, `from + 1` … (0: the game's first). */
  readonly phases: readonly PhaseRecord[];
  readonly from: number;
  /** How many phases have been processed in all. */
  readonly total: number;
  /** The `before` of the page of older phases; null when this page reaches the first. */
  readonly next: number | null;
  /** Crystal Ball games only: the processed lists of these phases the viewer may see, cut as the records are. */
  readonly lists?: readonly ListView[];
}

/**
 * The processed phases numbered below `before` (all: the newest), at most `limit` of them,
 * the newest page first, each record as the actor may see it.
 */
export function historyPage(state: GameState, actor: Actor | null, query: { readonly before?: number; readonly limit?: number }): HistoryPage {
  const total = state.history.length;
  const end = Math.min(total, Math.max(0, query.before ?? total));
  const from = Math.max(0, end - pageSize(query.limit));
  // The viewer's cut made once for the page, not once a record.
  const cut = recordCutFor(state, actor);
  const phases = state.history.slice(from, end).map(cut);
  return { phases, from, total, next: from > 0 ? from : null, ...variantViewsOf(state)?.pageExtras?.(state, actor, phases) };
}

/** One processed phase as a push carries it: its number, its record and (Crystal Ball) its lists, for this viewer. */
export function phaseEntry(state: GameState, actor: Actor | null, index: number): { index: number; record: PhaseRecord; lists?: readonly ListView[] } {
  const record = recordFor(state, state.history[index]!, actor);
  return { index, record, ...variantViewsOf(state)?.pageExtras?.(state, actor, [record]) };
}

export interface PressPage {
  /** Messages the viewer may read, newest first. */
  readonly press: readonly PressMessage[];
  /** How many he may read in all. */
  readonly total: number;
  /** The `before` of the page of older messages (the oldest id here); null when there are none. */
  readonly next: number | null;
}

/**
 * The messages the actor may read whose id is below `before` (all: from the newest), newest
 * first, at most `limit`. Every message is tested (to count them), but only the page's are
 * made up as the viewer gets them (`pressFor`): nothing else of the rest is read or copied.
 */
export function pressPage(state: GameState, actor: Actor | null, query: { readonly before?: number; readonly limit?: number }): PressPage {
  const viewer = viewerOf(state, actor);
  const reads = pressReader(state, viewer);
  const size = pageSize(query.limit);
  const before = query.before ?? Infinity;
  let total = 0;
  let older = 0;
  const page: PressMessage[] = [];
  // Newest first: from the end of the list, as the messages were sent.
  for (let i = state.press.length - 1; i >= 0; i--) {
    const message = state.press[i]!;
    if (!reads(message)) continue;
    total++;
    if (message.id >= before) continue;
    older++;
    if (page.length < size) page.push(pressFor(state, viewer, message));
  }
  return { press: page, total, next: older > page.length ? page[page.length - 1]!.id : null };
}
