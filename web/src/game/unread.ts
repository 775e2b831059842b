import type { KeyStore } from '../secrets.js';

/**
 * Unread press: the messages after the last one this browser has shown the viewer, less
 * his own. What was seen is kept in localStorage by game and by viewer (one browser may
 * hold a master's and a player's view of the same game), so the count survives a reload.
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
