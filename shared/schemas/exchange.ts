import { z } from 'zod';

/**
 * The answer schemas of Payola's EXCHANGE books (shared/variants/payola/state.ts, cut to
 * each viewer by shared/views/exchange.ts), kept apart from api.ts which imports them.
 */

const amounts = z.record(z.string(), z.number());

/** The books: shares of each company by holder (a company's own entry its IPO), purses, IPO prices, declarations. */
export const exchangeBook = z.object({
  holdings: z.record(z.string(), amounts),
  purses: amounts,
  prices: amounts.optional(),
  declared: amounts.optional(),
  /** Offers of shares from one holder to another, waiting for the buyer (the two sides see them). */
  sales: z.array(z.object({ seller: z.string(), buyer: z.string(), company: z.string(), shares: z.number(), price: z.number() })).optional(),
});

/** What a processed phase of an EXCHANGE game adds to its record. */
export const exchangeRecord = z.object({
  book: exchangeBook,
  after: exchangeBook,
  dividends: z
    .object({
      lines: z.array(z.object({ company: z.string(), holder: z.string(), shares: z.number(), perShare: z.number(), amount: z.number() })),
      withheld: z.array(z.string()),
    })
    .optional(),
  reports: z
    .array(z.object({ company: z.string(), holder: z.string(), treasury: z.number(), holders: z.array(z.object({ holder: z.string(), shares: z.number() })) }))
    .optional(),
});
