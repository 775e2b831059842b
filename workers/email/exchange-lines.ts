/*
 * Payola's EXCHANGE by mail, as lines read (the DPjudge has no mail words for it: its
 * dividend sits in the game file's FUNDS as `/share`; ours are our own, in its style):
 *   DIVIDEND 2             the company's dividend, AgP a share (the master: DIVIDEND FOR FRANCE 2)
 *   PRICE 3                the price its IPO sells a share at, 0 for none (PRICE FOR FRANCE 3)
 *   BUY 10 FRANCE          shares bought from France's IPO (the master: BUY 10 FRANCE FOR GERMANY)
 */

export type ExchangeMailCommand =
  | { readonly kind: 'dividend'; readonly perShare: number; readonly for?: string }
  | { readonly kind: 'share_price'; readonly price: number; readonly for?: string }
  | { readonly kind: 'buy'; readonly shares: number; readonly company: string; readonly for?: string };

type Read = ExchangeMailCommand | { readonly kind: 'invalid'; readonly message: string };

export const EXCHANGE_WORDS: readonly string[] = ['DIVIDEND', 'PRICE', 'BUY'];

const USAGE: Readonly<Record<string, string>> = {
  DIVIDEND: 'Write DIVIDEND and the whole number of AgP a share your company pays its holders this year: DIVIDEND 2 (the master: DIVIDEND FOR FRANCE 2; a Payola game under EXCHANGE).',
  PRICE: 'Write PRICE and the whole number of AgP your company\'s IPO sells a share at, 0 to sell none: PRICE 3 (the master: PRICE FOR FRANCE 3; a Payola game under EXCHANGE).',
  BUY: 'Write BUY, the number of shares and the company: BUY 10 FRANCE (for a power: BUY 10 FRANCE FOR GERMANY; a Payola game under EXCHANGE).',
};

const count = (word: string | undefined): number | null => (word !== undefined && /^\d{1,9}$/.test(word) ? Number(word) : null);

/** One EXCHANGE line (its first word one of EXCHANGE_WORDS), or why it does not read. */
export function exchangeLine(word: string, args: readonly string[]): Read {
  const words = args.map((a) => a.toUpperCase());
  const usage = USAGE[word] ?? '';
  if (word === 'BUY') {
    const shares = count(words[0]);
    const forPower = words[2] === 'FOR' ? words[3] : undefined;
    if (shares === null || words[1] === undefined || !(words.length === 2 || (words.length === 4 && forPower !== undefined))) return { kind: 'invalid', message: usage };
    if (shares < 1) return { kind: 'invalid', message: `Buy 1 share or more, not ${words[0]}. ${usage}` };
    return { kind: 'buy', shares, company: words[1], ...(forPower === undefined ? {} : { for: forPower }) };
  }
  const forPower = words[0] === 'FOR' ? words[1] : undefined;
  const rest = forPower === undefined ? words : words.slice(2);
  const amount = count(rest[0]);
  if (amount === null || rest.length !== 1) return { kind: 'invalid', message: usage };
  const whose = forPower === undefined ? {} : { for: forPower };
  return word === 'DIVIDEND' ? { kind: 'dividend', perShare: amount, ...whose } : { kind: 'share_price', price: amount, ...whose };
}
