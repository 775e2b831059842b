import { gameResponse } from '../../shared/schemas/api';
import { cardPassRequest, cardPlayRequest, cardStackRequest } from '../../shared/schemas/card';
import { actRoute } from './route';

/*
 * Card Diplomacy's doors: a movement turn is played live, one decision at a time (see
 * docs/card-diplomacy.md). Each answers with the game as the caller now sees it, its `card`
 * the table; the others follow by the WebSocket's pushes. Another variant's game refuses
 * them (400 wrong_variant).
 */

export const cardStackRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/card/deck',
    tag: 'play',
    summary:
      'Card: stack a power’s deck for the coming Spring or Fall turn: the cards wanted on top, in order (QH, 10S, JOKER; all 54 stack the whole deck), the rest shuffled from the game’s seed. It may be stacked again until every deck is; then the first round’s cards are shown. A player’s own power by default. 400: a card that is none or named twice (bad_card), not a Card game; 409: not now (not a movement turn, the cards already being played).',
    access: 'secret',
    body: cardStackRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'card_stack', cards: body.cards, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const cardPlayRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/card/play',
    tag: 'play',
    summary:
      'Card: the order of the power whose turn it is in the round, carried out at once: one unit’s order (its one order of the turn), or the retreat of a unit of its that waits dislodged. An order that would do nothing is refused with why, and may be written again while the clock runs. 409: not this power’s turn (not_your_turn), or the order does nothing (no_orders_now).',
    access: 'secret',
    body: cardPlayRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'card_play', order: body.order, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const cardPassRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/card/pass',
    tag: 'play',
    summary:
      'Card: the power whose turn it is passes. Only a card between the highest and the lowest may pass, three times a turn. 403: the highest or the lowest card, or three passes used (not_allowed); 409: not this power’s turn (not_your_turn).',
    access: 'secret',
    body: cardPassRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'card_pass', ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const cardRoutes = [cardStackRoute, cardPlayRoute, cardPassRoute];
