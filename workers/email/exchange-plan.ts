import type { MailDone, MailStep } from '../room/mail';
import type { MailBoard } from './board';
import type { MailCommand } from './commands';
import { powerNamed } from './powers';
import { count } from '../../shared/text/words';


/** An EXCHANGE line (exchange-lines.ts) as a step for the room, with what the reply says once it is taken. */
export function planExchange(
  c: Extract<MailCommand, { kind: 'dividend' | 'share_price' | 'buy' | 'sell' | 'elect' }>,
  board: MailBoard,
): { step: MailStep; said: (done: MailDone) => string } | { told: string } {
  if (board.variant !== 'payola') return { told: 'Not taken: shares and dividends belong to Payola games played under EXCHANGE, and this game is not a Payola game.' };
  const power = c.for === undefined ? undefined : powerNamed(board.map, c.for);
  if (power === null) return { told: `Not taken: ${c.for} is not a power of this game.` };
  const whose = (done: MailDone): string => power ?? done.power ?? 'Your company';
  switch (c.kind) {
    case 'dividend':
      return {
        step: { type: 'dividend', perShare: c.perShare, ...(power === undefined ? {} : { power }) },
        said: (done) =>
          done.phase === board.phase
            ? `${whose(done)} declares a dividend of ${c.perShare} AgP a share: it is paid to its holders when ${done.phase} is processed.`
            : `${whose(done)} declares a dividend of ${c.perShare} AgP a share. ${board.phase ?? 'The phase'} waited for nothing else: it is processed, and the dividend paid.`,
      };
    case 'share_price':
      return {
        step: { type: 'share_price', price: c.price, ...(power === undefined ? {} : { power }) },
        said: (done) => (c.price === 0 ? `${whose(done)}'s IPO sells no shares now.` : `${whose(done)}'s IPO sells its shares at ${c.price} AgP each.`),
      };
    case 'buy': {
      const company = powerNamed(board.map, c.company);
      if (company === null) return { told: `Not bought: ${c.company} is not a power of this game, so it has no shares.` };
      return {
        step: { type: 'buy_shares', company, shares: c.shares, ...(power === undefined ? {} : { power }), ...(c.from === undefined ? {} : { from: c.from }) },
        said: () =>
          c.from === undefined
            ? `Bought ${count(c.shares, 'share')} of ${company}${power === undefined ? '' : ` for ${power}`}: its price was paid into ${company}'s treasury.`
            : `Bought ${count(c.shares, 'share')} of ${company} from ${c.from}${power === undefined ? '' : ` for ${power}`}, at the price offered, paid to the seller.`,
      };
    }
    case 'elect': {
      const company = powerNamed(board.map, c.company);
      if (company === null) return { told: `Not voted: ${c.company} is not a power of this game, so it has no stockholders.` };
      return {
        step: { type: 'elect_ceo', company, candidate: c.candidate, ...(power === undefined ? {} : { power }) },
        said: () =>
          `Your vote${power === undefined ? '' : ` for ${power}`} for ${c.candidate} as ${company}'s CEO is taken: it stays secret and is counted, weighted by the shares held then, when this phase is processed.`,
      };
    }
    case 'sell': {
      const company = powerNamed(board.map, c.company);
      if (company === null) return { told: `Not offered: ${c.company} is not a power of this game, so it has no shares.` };
      return {
        step: { type: 'sell_shares', company, shares: c.shares, price: c.price, to: c.to, ...(power === undefined ? {} : { power }) },
        said: (done) =>
          `Offered ${count(c.shares, 'share')} of ${company} to ${c.to} at ${c.price} AgP each: the sale is made when ${c.to} takes them (BUY ${c.shares} ${company} FROM ${power ?? done.power ?? 'your name'}) before this phase ends.`,
      };
    }
  }
}
