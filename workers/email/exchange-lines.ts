/*
 * Payola's EXCHANGE by mail, as lines read (the DPjudge has no mail words for it: its
 * dividend sits in the game file's FUNDS as `/share`; ours are our own, in its style):
 *   DIVIDEND 2             the company's dividend, AgP a share (the master: DIVIDEND FOR FRANCE 2)
 *   PRICE 3                the price its IPO sells a share at, 0 for none (PRICE FOR FRANCE 3)
 *   BUY 10 FRANCE          shares bought from France's IPO (the master: BUY 10 FRANCE FOR GERMANY)
 *   SELL 4 FRANCE TO bob AT 3   shares offered to another holder, 3 AgP each (… FOR GERMANY: the master)
 *   BUY 4 FRANCE FROM DonTrump  that offer taken, on its terms
 *   ELECT FRANCE:alice     a stockholder's vote for France's CEO (the DPjudge's line; … FOR GERMANY: the master)
 */

export type ExchangeMailCommand =
  | { readonly kind: 'dividend'; readonly perShare: number; readonly for?: string }
  | { readonly kind: 'share_price'; readonly price: number; readonly for?: string }
  | { readonly kind: 'buy'; readonly shares: number; readonly company: string; readonly from?: string; readonly for?: string }
  | { readonly kind: 'sell'; readonly shares: number; readonly company: string; readonly to: string; readonly price: number; readonly for?: string }
  | { readonly kind: 'elect'; readonly company: string; readonly candidate: string; readonly for?: string };

type Read = ExchangeMailCommand | { readonly kind: 'invalid'; readonly message: string };

export const EXCHANGE_WORDS: readonly string[] = ['DIVIDEND', 'PRICE', 'BUY', 'SELL', 'ELECT'];

const USAGE: Readonly<Record<string, string>> = {
  DIVIDEND: 'Write DIVIDEND and the whole number of AgP a share your company pays its holders this year: DIVIDEND 2 (the master: DIVIDEND FOR FRANCE 2; a Payola game under EXCHANGE).',
  PRICE: 'Write PRICE and the whole number of AgP your company\'s IPO sells a share at, 0 to sell none: PRICE 3 (the master: PRICE FOR FRANCE 3; a Payola game under EXCHANGE).',
  BUY: 'Write BUY, the number of shares and the company: BUY 10 FRANCE, or BUY 4 FRANCE FROM DonTrump to take what a holder offered you (for a power: … FOR GERMANY; a Payola game under EXCHANGE).',
  ELECT: 'Write ELECT, the company, a colon and your candidate for its CEO (one of its stockholders: a power, or an investor\'s name; or the company itself, for its own player), one vote a line: ELECT FRANCE:alice (the master: … FOR GERMANY; a Payola game under EXCHANGE).',
  SELL: 'Write SELL, the number of shares, the company, the buyer and the price a share: SELL 4 FRANCE TO bob AT 3 (for a power: … FOR GERMANY; a Payola game under EXCHANGE).',
};

const count = (word: string | undefined): number | null => (word !== undefined && /^\d{1,9}$/.test(word) ? Number(word) : null);

/** One EXCHANGE line (its first word one of EXCHANGE_WORDS), or why it does not read. */
export function exchangeLine(word: string, args: readonly string[]): Read {
  const words = args.map((a) => a.toUpperCase());
  const usage = USAGE[word] ?? '';
  if (word === 'BUY' || word === 'SELL') return trade(word, args, usage);
  if (word === 'ELECT') return elect(args, usage);
  const forPower = words[0] === 'FOR' ? words[1] : undefined;
  const rest = forPower === undefined ? words : words.slice(2);
  const amount = count(rest[0]);
  if (amount === null || rest.length !== 1) return { kind: 'invalid', message: usage };
  const whose = forPower === undefined ? {} : { for: forPower };
  return word === 'DIVIDEND' ? { kind: 'dividend', perShare: amount, ...whose } : { kind: 'share_price', price: amount, ...whose };
}

/** BUY n COMPANY [FROM holder] [FOR power]; SELL n COMPANY TO holder AT price [FOR power]. A holder's name keeps its case. */
function trade(word: 'BUY' | 'SELL', args: readonly string[], usage: string): Read {
  const rest = [...args];
  let forPower: string | undefined;
  if (rest.length >= 2 && rest[rest.length - 2]!.toUpperCase() === 'FOR') {
    forPower = rest[rest.length - 1]!.toUpperCase();
    rest.splice(-2, 2);
  }
  const shares = count(rest[0]);
  const company = rest[1]?.toUpperCase();
  if (shares === null || company === undefined) return { kind: 'invalid', message: usage };
  if (shares < 1) return { kind: 'invalid', message: `${word === 'BUY' ? 'Buy' : 'Sell'} 1 share or more, not ${rest[0]}. ${usage}` };
  const whose = forPower === undefined ? {} : { for: forPower };
  if (word === 'BUY') {
    if (rest.length === 2) return { kind: 'buy', shares, company, ...whose };
    if (rest.length === 4 && rest[2]!.toUpperCase() === 'FROM') return { kind: 'buy', shares, company, from: rest[3]!, ...whose };
    return { kind: 'invalid', message: usage };
  }
  const price = count(rest[5]);
  if (rest.length !== 6 || rest[2]!.toUpperCase() !== 'TO' || rest[4]!.toUpperCase() !== 'AT' || price === null) return { kind: 'invalid', message: usage };
  return { kind: 'sell', shares, company, to: rest[3]!, price, ...whose };
}

/** ELECT company:candidate [FOR power]: spaces around the colon allowed; the candidate's name keeps its case. */
function elect(args: readonly string[], usage: string): Read {
  const rest = [...args];
  let forPower: string | undefined;
  if (rest.length >= 2 && rest[rest.length - 2]!.toUpperCase() === 'FOR') {
    forPower = rest[rest.length - 1]!.toUpperCase();
    rest.splice(-2, 2);
  }
  const parts = rest.join(' ').split(':').map((p) => p.trim());
  if (parts.length !== 2 || !/^\S+$/.test(parts[0]!) || !/^\S+$/.test(parts[1]!)) return { kind: 'invalid', message: usage };
  return { kind: 'elect', company: parts[0]!.toUpperCase(), candidate: parts[1]!, ...(forPower === undefined ? {} : { for: forPower }) };
}
