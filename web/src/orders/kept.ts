import { keysUnder, type KeyStore } from '../secrets.js';

/**
 * Drafts of orders not sent yet, kept in this browser (localStorage) for one game, power
 * and phase, so that a reload or a closed tab loses nothing; forgotten once sent or
 * cleared. Keeping a draft for a phase forgets that power's drafts of earlier phases.
 */

const PREFIX = 'cloud-judge:draft:';

const keyOf = (gameId: string, power: string, phase: string): string => `${PREFIX}${gameId}:${power}:${phase}`;

/** The draft kept for this game, power and phase, or null. */
export function loadDraft(store: KeyStore, gameId: string, power: string, phase: string): string | null {
  try {
    return store.getItem(keyOf(gameId, power, phase));
  } catch {
    return null;
  }
}

/** Keeps the draft (a full or private store refuses: the draft then lives only in the page). */
export function keepDraft(store: KeyStore, gameId: string, power: string, phase: string, text: string): void {
  try {
    for (const key of keysUnder(store, `${PREFIX}${gameId}:${power}:`)) if (key !== keyOf(gameId, power, phase)) store.removeItem(key);
    store.setItem(keyOf(gameId, power, phase), text);
  } catch {
    // Nothing to do: the page still holds it.
  }
}

/** Forgets the draft: it was sent, or cleared. */
export function forgetDraft(store: KeyStore, gameId: string, power: string, phase: string): void {
  try {
    store.removeItem(keyOf(gameId, power, phase));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
