import { currentPhase } from '../game/board.js';
import type { GameState } from '../game/types.js';
import { cardText } from '../variants/card/cards.js';
import { CARD_CLOCK_SECONDS, cardOf, cardPlayers, cardToDecide } from '../variants/card/table.js';
import { mayPass } from '../variants/card/round.js';
import type { CardView } from './card-view.js';
import type { ViewerView } from './types.js';
import type { VariantViews } from './variant.js';

/**
 * A Card game's turn as the viewer may see it: everything at the table is public (the
 * cards shown, whose turn it is and its clock, the passes, every step); a deck is its
 * power's secret, shown to its player and to the master. Absent outside a movement turn.
 */
export function cardViewFor(state: GameState, viewer: ViewerView): CardView | undefined {
  if (state.settings.variant !== 'card' || state.status !== 'active' || currentPhase(state).type !== 'M') return undefined;
  const card = cardOf(state);
  const toDecide = cardToDecide(card);
  const owners = viewer.kind === 'master' ? Object.keys(card.decks) : viewer.kind === 'player' && viewer.power !== null ? [viewer.power] : [];
  const decks: Record<string, string[]> = {};
  for (const p of owners) {
    const deck = card.decks[p];
    if (deck !== undefined) decks[p] = deck.map(cardText);
  }
  return {
    phase: card.phase,
    clock: state.settings.cardClock ?? CARD_CLOCK_SECONDS,
    players: cardPlayers(state),
    stacked: card.stacked,
    playing: card.turn !== null,
    shown: (card.round?.shown ?? []).map((s) => ({ power: s.power, card: cardText(s.card) })),
    ladder: card.round?.ladder ?? [],
    matched: card.round?.matched ?? [],
    toDecide,
    due: card.due,
    mayPass: toDecide !== null && mayPass(card.round!, toDecide, card.passes[toDecide] ?? 0),
    passes: card.passes,
    steps: card.steps,
    units: (card.turn?.units ?? state.position.units.map((u, id) => ({ ...u, id }))).map((u) => ({ power: u.power, kind: u.kind, at: u.at, ordered: card.turn?.ordered.includes(u.id) ?? false })),
    waiting: (card.turn?.waiting ?? []).map((w) => ({ power: w.power, kind: w.kind, at: w.at })),
    ...(owners.length === 0 ? {} : { decks }),
  };
}

/** Card's view: the turn at the table, as this viewer may see it. */
export const cardViews: VariantViews = {
  fields: (state, viewer) => {
    const card = cardViewFor(state, viewer);
    return card === undefined ? {} : { card };
  },
};
