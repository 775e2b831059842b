import type { KeyStore } from '../secrets.js';

/**
 * Unread press: the messages after the last one this browser has shown the viewer, less
 * his own. What was seen (the newest message's id, and how many he could read then) is
 * kept in localStorage by game and by viewer (one browser may hold a master's and a
 * player's view of the same game), so the count survives a reload. Only the newest page of
 * press is loaded, so the count comes from the view's `press.count`, which only grows.
 */

interface Message {
  readonly id: number;
  readonly from: string;
  readonly observer?: string | undefined;
}

type Viewer =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'master' }
  | { readonly kind: 'player'; readonly playerId: string; readonly power: string | null }
  | { readonly kind: 'observer'; readonly playerId: string };

/** The key the viewer's last seen message is kept under. */
export function pressSeenKey(gameId: string, viewer: Viewer): string {
  const who = viewer.kind === 'player' || viewer.kind === 'observer' ? `${viewer.kind}:${viewer.playerId}` : viewer.kind;
  return `cloud-judge:press-seen:${gameId}:${who}`;
}

const sentBy = (viewer: Viewer, m: Message): boolean => {
  switch (viewer.kind) {
    case 'anonymous':
      return false;
    case 'master':
      return m.from === 'MASTER';
    case 'player':
      return viewer.power !== null && m.from === viewer.power;
    case 'observer':
      return m.from === 'OBSERVER' && m.observer === viewer.playerId;
  }
};

/** How many messages the viewer has not seen: newer than `seen` (null: none seen yet) and not his own. */
export function unreadCount(press: readonly Message[], seen: number | null, viewer: Viewer): number {
  return press.filter((m) => (seen === null || m.id > seen) && !sentBy(viewer, m)).length;
}

/** The key the number of messages the viewer could read when he last read them is kept under. */
export const pressCountKey = (gameId: string, viewer: Viewer): string => `${pressSeenKey(gameId, viewer)}:count`;

/** What the viewer last read: the newest message's id, and how many he could read then (null: not known). */
export interface Seen {
  readonly id: number | null;
  readonly count: number | null;
}

/**
 * How many messages the viewer has not read, however many came while he was away: the
 * view's `total` less the count when he last read, less his own among those loaded since
 * (his own are the newest he wrote, so loaded unless a page of others came after them).
 * Never fewer than the unread messages loaded; a browser that kept only the id (before the
 * count was kept) counts those alone.
 */
export function unreadSince(total: number, seen: Seen, loaded: readonly Message[], viewer: Viewer): number {
  const inLoaded = unreadCount(loaded, seen.id, viewer);
  if (seen.count === null && seen.id !== null) return inLoaded;
  const own = loaded.filter((m) => (seen.id === null || m.id > seen.id) && sentBy(viewer, m)).length;
  return Math.max(inLoaded, total - (seen.count ?? 0) - own);
}

/** The newest message's id, the one to remember once the press is shown; null when there is none. */
export const newestPress = (press: readonly Message[]): number | null => (press.length === 0 ? null : Math.max(...press.map((m) => m.id)));

export function loadSeen(store: Pick<KeyStore, 'getItem'>, key: string): number | null {
  const raw = store.getItem(key);
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) ? n : null;
}

export function saveSeen(store: Pick<KeyStore, 'setItem'>, key: string, id: number): void {
  store.setItem(key, String(id));
}

/** The document's title: the unread count first, as mail readers show it. */
export const pageTitle = (gameName: string, unread: number): string => `${unread > 0 ? `(${unread}) ` : ''}${gameName} — Cloud Judge`;
