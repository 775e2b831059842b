import type { GameView } from '../api.js';

type SeatView = GameView['seats'][number];

/**
 * What the seats list shows in a seat's player column: the name when the viewer may see
 * it; "hidden" for a played seat whose player is secret to him (the names are the
 * master's, and each player's own, until the game ends, unless a friends' game shows
 * them); otherwise the seat's status (open, vacant, dummy…).
 */
export const playerCell = (seat: Pick<SeatView, 'player' | 'hidden' | 'status'>): { readonly text: string; readonly name: boolean } =>
  seat.player !== null ? { text: seat.player, name: true } : { text: seat.hidden ? 'hidden' : seat.status, name: false };

/** The master's console offers REVEAL: the game has ended and its names are still hidden (NO_REVEAL). */
export const revealOffered = (game: Pick<GameView, 'status' | 'namesShown'>): boolean => game.status === 'finished' && !game.namesShown;
