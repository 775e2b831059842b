import { acceptRequest, gameResponse, MAX_TRANSFER, transferRequest } from '../../shared/schemas/api';
import { MAX_TRANSFERS_PER_PHASE } from '../../shared/variants/payola/limits';
import { actRoute } from './route';

/*
 * Payola's own doors: a power's acceptance list and its transfers of silver. Its offer
 * sheet is no route of its own: in a movement phase the orders route takes the sheet's
 * lines, each answered as an order is. A standard or Crystal Ball game refuses both
 * (400 wrong_variant).
 */

export const acceptRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/accept',
    tag: 'play',
    summary:
      'Payola: set a power’s acceptance list, its powers’ initials best first and ? for every power not named (e.g. FGE?): who wins a tie of offers for its units. It stands until changed; a player’s own power by default, the master names one. 403 also for a VASSAL_DUMMIES vassal: its units take its controller’s list. 400: not a Payola game (wrong_variant) or not a list of this board’s initials, each once.',
    access: 'secret',
    body: acceptRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'accept', list: body.list, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const transferRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/transfers',
    tag: 'play',
    summary: `Payola: send silver (AgP) at once from a power’s treasury to another power’s; a player’s own power by default, the master names one. The amount is a whole number from 1 to ${MAX_TRANSFER}, at most the treasury. 400: not a Payola game (wrong_variant), a bad amount, or no such recipient; 403: the game’s rules forbid it; 409: the game does not allow it now; 429: the power has made its ${MAX_TRANSFERS_PER_PHASE} transfers of the phase (too_many_transfers).`,
    access: 'secret',
    body: transferRequest,
    response: gameResponse,
    status: 201,
    errors: [401, 403, 404, 409, 429],
  },
  (body) => ({ type: 'transfer', to: body.to, amount: body.amount, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const payolaRoutes = [acceptRoute, transferRoute];
