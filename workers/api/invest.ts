import { enterWithoutPowerRoute } from './games';

/*
 * INVEST on the web: an investor (Payola's EXCHANGE) enters as an observer does, a seat
 * without a power; the game gives him his purse, or refuses him where it has no investors.
 */
export const investRoute = enterWithoutPowerRoute(
  '/api/games/:id/invest',
  'Payola under EXCHANGE: enter as an investor, a seat without a power that holds money and shares in the powers (it starts with neither). The answer holds the investor’s secret, shown this once. 403: the game has no investors (not a Payola game under EXCHANGE); 409: the name or the address is taken.',
  { investor: true },
);
