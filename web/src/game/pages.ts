import { useEffect, useRef, useState } from 'preact/hooks';
import { api, type GameView, type HistoryPage, type PhaseRecord, type PressMessage, type SocketMessage } from '../api.js';
import type { ListView } from './crystal.js';

/**
 * The history and the press as this page has read them. The view carries only how many
 * phases have been processed (and the last one) and how much press the viewer may read;
 * the rest comes a page at a time (`GET /history`, `GET /press`), the newest first, older
 * pages on demand, and new ones as the socket pushes them. The pure part is kept apart
 * from the hook so that it can be tested without a page.
 */
export interface Pages {
  /** Processed phases by number (0: the game's first); a hole is a phase not read yet. */
  readonly records: readonly (PhaseRecord | undefined)[];
  /** Crystal Ball: the processed lists of the phases read. */
  readonly lists: readonly ListView[];
  /** The lowest phase number read; `records.length` when none. */
  readonly from: number;
  /** The messages read, oldest first. */
  readonly press: readonly PressMessage[];
  /** Older messages remain to be read (the `before` of the next page), or null. */
  readonly olderPress: number | null;
}

export const NO_PAGES: Pages = { records: [], lists: [], from: 0, press: [], olderPress: null };

/** The history cut or grown to the game's `total` (a rollback leaves fewer phases), with the view's last record put in place. */
export function fitHistory(pages: Pages, total: number, last: PhaseRecord | null): Pages {
  const records = pages.records.slice(0, total);
  while (records.length < total) records.push(undefined);
  if (total > 0 && last !== null) records[total - 1] = last;
  // A phase rolled back takes its lists with it.
  const kept = new Set(records.flatMap((r) => (r === undefined ? [] : [r.position.phase])));
  return { ...pages, records, from: firstRead(records), lists: pages.lists.filter((l) => kept.has(l.phase)) };
}

const firstRead = (records: readonly (PhaseRecord | undefined)[]): number => {
  const i = records.findIndex((r) => r !== undefined);
  return i === -1 ? records.length : i;
};

/** A page of the history (or one pushed phase) added. */
export function addPhases(pages: Pages, from: number, phases: readonly PhaseRecord[], lists: readonly ListView[] = []): Pages {
  const records = [...pages.records];
  phases.forEach((record, i) => {
    while (records.length <= from + i) records.push(undefined);
    records[from + i] = record;
  });
  const fresh = new Set(phases.map((r) => r.position.phase));
  return {
    ...pages,
    records,
    from: firstRead(records),
    lists: [...pages.lists.filter((l) => !fresh.has(l.phase) || l.status !== 'processed'), ...lists],
  };
}

/** Messages added (a page or a push), each once, oldest first. `older`: the page's `next`, when it is the oldest page read so far. */
export function addPress(pages: Pages, messages: readonly PressMessage[], older?: number | null): Pages {
  const byId = new Map(pages.press.map((m) => [m.id, m]));
  for (const m of messages) byId.set(m.id, m);
  const press = [...byId.values()].sort((a, b) => a.id - b.id);
  return { ...pages, press, ...(older === undefined ? {} : { olderPress: older }) };
}

/**
 * After the newest page is read again with `known` the newest message read before (a
 * socket dropped, and more than a page may have come meanwhile): the `before` of the next
 * older page to read to close the gap, or null once a page reaches `known` (or nothing
 * older remains, or nothing was read before).
 */
export function gapBefore(page: { readonly press: readonly { readonly id: number }[]; readonly next: number | null }, known: number | null): number | null {
  if (known === null || page.next === null) return null;
  return page.press.some((m) => m.id <= known) ? null : page.next;
}

export interface GamePages extends Pages {
  /** Reads the page of phases that holds phase `index`, unless it is read already. */
  readonly showPhase: (index: number) => void;
  readonly loadOlderPhases: () => void;
  readonly loadOlderPress: () => void;
  /** Takes what the socket pushed besides the game. */
  readonly pushed: (message: Exclude<SocketMessage, { type: 'game' }>) => void;
  readonly loading: boolean;
}

/** The pages of one game for the holder of `secret`, kept in step with the view `game`. */
export function useGamePages(id: string, secret: string | null, game: GameView | null): GamePages {
  const [pages, setPages] = useState<Pages>(NO_PAGES);
  const [loading, setLoading] = useState(false);
  const asked = useRef(new Set<string>());
  const key = `${id}:${secret ?? ''}`;
  const current = useRef(key);

  useEffect(() => {
    current.current = key;
    asked.current = new Set();
    setPages(NO_PAGES);
  }, [key]);

  const readHistory = async (before?: number) => {
    const what = `h:${before ?? 'newest'}`;
    if (asked.current.has(what)) return;
    asked.current.add(what);
    setLoading(true);
    const answer = await api.history(id, secret, before);
    setLoading(false);
    asked.current.delete(what);
    if (current.current !== key || !answer.ok) return;
    const page: HistoryPage = answer.value;
    setPages((p) => fitHistory(addPhases(p, page.from, page.phases, page.lists ?? []), page.total, null));
  };

  /**
   * Reads a page of press: the newest, or the one before `before`. With `known` (the newest
   * message read until then), pages back from there until it is reached, so that nothing
   * missed while the socket was down stays unshown; those pages leave `olderPress` alone.
   */
  const readPress = async (before?: number, known: number | null = null) => {
    const what = `p:${before ?? 'newest'}`;
    if (asked.current.has(what)) return;
    asked.current.add(what);
    const answer = await api.pressPage(id, secret, before);
    asked.current.delete(what);
    if (current.current !== key || !answer.ok) return;
    const page = answer.value;
    // Only a first read, or a page asked for as the oldest, says whether older messages remain.
    setPages((p) => addPress(p, page.press, known !== null || (before === undefined && p.press.length > 0) ? undefined : page.next));
    const gap = gapBefore(page, known);
    if (gap !== null) void readPress(gap, known);
  };

  // The history: the view's count and last record; the newest page when a phase is missing from it.
  const phases = game?.phases ?? 0;
  const revision = game?.revision ?? -1;
  useEffect(() => {
    if (game === null) return;
    setPages((p) => fitHistory(p, game.phases, game.lastPhase));
  }, [key, phases, revision]);
  const newestMissing = phases > 0 && pages.records.slice(Math.max(0, phases - 20), phases - 1).some((r) => r === undefined);
  useEffect(() => {
    if (game !== null && (newestMissing || (game.lists !== undefined && phases > 0 && !pages.lists.some((l) => l.phase === game.lastPhase?.position.phase))))
      void readHistory();
  }, [key, phases, newestMissing]);

  // The press: the newest page once there is any, and again when the view names a newer message than any read.
  const newest = game?.press.newest ?? null;
  const readNewest = pages.press.length === 0 ? null : pages.press[pages.press.length - 1]!.id;
  useEffect(() => {
    if (newest !== null && (readNewest === null || newest > readNewest)) void readPress(undefined, readNewest);
  }, [key, newest]);

  return {
    ...pages,
    loading,
    showPhase: (index) => {
      if (index < 0 || index >= pages.records.length || pages.records[index] !== undefined) return;
      void readHistory(index + 1);
    },
    loadOlderPhases: () => {
      if (pages.from > 0) void readHistory(pages.from);
    },
    loadOlderPress: () => {
      if (pages.olderPress !== null) void readPress(pages.olderPress);
    },
    pushed: (message) => {
      if (message.type === 'phase') setPages((p) => addPhases(p, message.index, [message.record], message.lists ?? []));
      else if (message.type === 'press') setPages((p) => addPress(p, [message.message]));
    },
  };
}
