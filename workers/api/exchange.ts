import { buySharesRequest, ceoVoteRequest, dividendRequest, gameResponse, sellSharesRequest, sharePriceRequest } from '../../shared/schemas/api';
import { actRoute } from './route';

/*
 * Payola's EXCHANGE at the API (shared/variants/payola/market.ts): a company's player sets
 * the price its IPO sells at and declares its dividend; an investor, or a power's player
 * for his power, buys shares from an IPO. Each answers with the game as the viewer now sees
 * it (his purse, holdings and register: shared/views/exchange.ts); a holder offers shares
 * to another, who takes them on the same terms. A game without EXCHANGE
 * refuses them: 403 not_allowed in a Payola game, 400 wrong_variant in any other.
 */

export const dividendRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/dividend',
    tag: 'play',
    summary:
      'Payola under EXCHANGE: declare a company’s dividend in AgP a share, in the movement phase that follows a year’s income; it is paid to every holder but its IPO when that phase is processed, before its bribes, and the phase waits for it (an undeclared dividend is 0 at the deadline: withheld). A player’s own power by default, the master names one. 400: out of 0 to the company’s treasury over all its shares (the range in the message), or not a Payola game (wrong_variant); 403: not the company’s player, or no EXCHANGE; 409: not the dividend phase (no_orders_now) or the game not active.',
    access: 'secret',
    body: dividendRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'dividend', perShare: body.perShare, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const sharePriceRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/share-price',
    tag: 'play',
    summary:
      'Payola under EXCHANGE: the price in AgP a share at which a company’s IPO sells its shares from now on; 0 takes them off the market. A player’s own power by default, the master names one. 400: not a whole number, or not a Payola game (wrong_variant); 403: not the company’s player, or no EXCHANGE; 409: the game is over.',
    access: 'secret',
    body: sharePriceRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'share_price', price: body.price, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const buySharesRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/shares',
    tag: 'play',
    summary:
      'Payola under EXCHANGE: buy shares from a company’s IPO at the price it set, paid at once from the buyer’s purse (an investor) or treasury (a power; `power` names it, else the caller’s own) into the company’s treasury; or, with `from` (a power, or an investor’s name), take the shares that holder offered the buyer (share-sales), as many as offered, at his price, paid to him. Open in the game’s first phase and in the movement phase after each year’s income. 400: more than the IPO (or the seller) holds or the buyer has, not the number offered, a company buying its own, or not a Payola game (wrong_variant); 403: no price set, no offer from that holder, not the buyer’s to spend, or no EXCHANGE; 409: the market is closed in this phase (no_orders_now).',
    access: 'secret',
    body: buySharesRequest,
    response: gameResponse,
    status: 201,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'buy_shares', company: body.company, shares: body.shares, ...(body.power === undefined ? {} : { power: body.power }), ...(body.from === undefined ? {} : { from: body.from }) }),
);

export const sellSharesRoute = actRoute(
  {
    method: 'post',
    path: '/api/games/:id/share-sales',
    tag: 'play',
    summary:
      'Payola under EXCHANGE: offer shares to another holder (`to`: a power, or an investor’s name) at `price` AgP a share; the sale is made when he takes them (POST shares with `from`), and lapses when the phase ends. A new offer to the same buyer of the same company replaces the last. Only the two sides see it. Open when buying is. 400: more shares than the seller holds, no such buyer, oneself, a company’s own shares (its IPO sells them), or not a Payola game (wrong_variant); 403: not the seller’s to sell, or no EXCHANGE; 409: the market is closed in this phase (no_orders_now).',
    access: 'secret',
    body: sellSharesRequest,
    response: gameResponse,
    status: 201,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'sell_shares', company: body.company, shares: body.shares, price: body.price, to: body.to, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const ceoVoteRoute = actRoute(
  {
    method: 'put',
    path: '/api/games/:id/ceo-vote',
    tag: 'play',
    summary:
      'Payola under EXCHANGE: a stockholder’s vote for a company’s CEO (the mail’s ELECT company:candidate): the candidate a holder of the company (a power, or an investor’s name) or the company itself for its own player; the voter the caller (an investor, or for his power) or `power` (its CEO, or the master). Cast when shares may be bought (the game’s first phase, the movement phase after each year’s income), replacing the voter’s last vote for that company, and counted when the phase is processed: each voter’s shares then (the IPO casts none) go to his candidate; more shares than any other candidate makes him CEO (he writes the company’s offer sheet, acceptance list, transfers, price and dividend), a tie keeps the sitting one. A vote is the voter’s secret until counted; the count and every company’s CEO are public. 400: no such candidate, or one holding no share of the company, or not a Payola game (wrong_variant); 403: the voter holds no share of it, or no EXCHANGE; 409: the market is closed in this phase (no_orders_now).',
    access: 'secret',
    body: ceoVoteRequest,
    response: gameResponse,
    status: 200,
    errors: [401, 403, 404, 409],
  },
  (body) => ({ type: 'elect_ceo', company: body.company, candidate: body.candidate, ...(body.power === undefined ? {} : { power: body.power }) }),
);

export const exchangeRoutes = [dividendRoute, sharePriceRoute, buySharesRoute, sellSharesRoute, ceoVoteRoute];
