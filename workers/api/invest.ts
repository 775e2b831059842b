import { joinResponse, observeRequest } from '../../shared/schemas/api';
import { newcomer } from './games';
import { route } from './route';
import { roomOf } from './rooms';
import { unwrap } from './statuses';

/*
 * INVEST on the web: an investor (Payola's EXCHANGE) enters as an observer does, a seat
 * without a power; the game gives him his purse, or refuses him where it has no investors.
 */
export const investRoute = route(
  {
    method: 'post',
    path: '/api/games/:id/invest',
    tag: 'games',
    summary:
      'Payola under EXCHANGE: enter as an investor, a seat without a power that holds money and shares in the powers (it starts with neither). The answer holds the investor’s secret, shown this once. 403: the game has no investors (not a Payola game under EXCHANGE); 409: the name or the address is taken.',
    access: 'optional',
    body: observeRequest,
    response: joinResponse,
    status: 201,
    errors: [401, 403, 404, 409, 429],
    limit: 'enter',
  },
  async ({ env, secret, body, param }) => {
    const who = await newcomer(body.name, body.email);
    unwrap(await roomOf(env, param('id')).act(secret, { type: 'observe', ...who.entry, investor: true }));
    return { playerId: who.entry.playerId, secret: who.secret, power: null };
  },
);
