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
  /** Each company's elected CEO (a holder's name); a company not named is run by its own player. Public. */
  ceos: z.record(z.string(), z.string()).optional(),
  /** The votes cast in this phase, by voter then company: the viewer's own (the master: all); secret until counted. */
  votes: z.record(z.string(), z.record(z.string(), z.string())).optional(),
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
  /** Each company's CEO election counted in this phase: the shares behind each candidate, its CEO after, whether it changed. Public. */
  elections: z.array(z.object({ company: z.string(), tally: amounts, ceo: z.string(), changed: z.boolean() })).optional(),
});
