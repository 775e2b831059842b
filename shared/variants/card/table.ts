import { playedBySomeone } from '../../game/control.js';
import type { GameState } from '../../game/types.js';
import type { PowerName } from '../../map/types.js';
import type { CardGame } from './state.js';

/**
 * What the engine (game.ts) and the views (shared/views/card.ts) both read of a Card game's
 * table, below both.
 */

/** The seconds a decision takes when the master set none. */
export const CARD_CLOCK_SECONDS = 120;

/** The game's Card state for the turn on the board: fresh when none is kept for this phase. */
export function cardOf(state: GameState): CardGame {
  const kept = state.card;
  if (kept !== undefined && kept.phase === state.position.phase) return kept;
  return { phase: state.position.phase, decks: {}, stacked: [], turn: null, round: null, passes: {}, steps: [], due: null };
}

/** The powers that take part in this turn: units on the board, and someone to play them (a dummy nobody plays shows no cards). */
export function cardPlayers(state: GameState): PowerName[] {
  return Object.keys(state.seats).filter(
    (p) => state.seats[p]!.status !== 'eliminated' && playedBySomeone(state.seats, p) && state.position.units.some((u) => u.power === p),
  );
}

/** The power whose decision is due now, or null. */
export function cardToDecide(card: CardGame): PowerName | null {
  return card.round === null ? null : (card.round.ladder[card.round.at] ?? null);
}
