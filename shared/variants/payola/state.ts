import type { PowerName, ProvinceId } from '../../map/types.js';

/*
 * A Payola game's money as the game engine keeps it: the state between phases
 * (`GameState.payola`) and what a processed phase adds to its record
 * (`PhaseRecord.payola`). Plain JSON, stored as it is. Who may see what of it is
 * shared/views' work: a sheet is its power's secret, and so are its treasury and what it
 * paid, unless the game's rules say otherwise.
 */

/** Silver sent from one power's treasury to another's. */
export interface Transfer {
  /** The giver; null only in what a viewer is shown when ANON_TRANSFER hides him (stored, always named). */
  readonly from: PowerName | null;
  readonly to: PowerName;
  readonly amount: number;
  /** When, epoch milliseconds. */
  readonly at: number;
  /** The phase it was made in. */
  readonly phase: string;
}

export interface PayolaGame {
  /** Each power's treasury, in AgP (silver pieces). */
  readonly funds: Readonly<Record<PowerName, number>>;
  /** Each power's acceptance list as written ("FGE?"); absent: the default, its own initial then `?`. Stands until changed. */
  readonly accept: Readonly<Record<PowerName, string>>;
  /** This movement phase's offer sheets, as written, line by line (the lines accepted at entry). */
  readonly offers: Readonly<Record<PowerName, readonly string[]>>;
  /** The transfers made since the last phase was processed. */
  readonly transfers: readonly Transfer[];
  /** EXCHANGE: the shares and the investors' purses (exchange.ts); absent in every other Payola game. */
  readonly exchange?: ExchangeBook;
}

/** EXCHANGE's books: who holds which shares, and each investor's money. */
export interface ExchangeBook {
  /** `holdings[company][holder]`: a company's own entry is its IPO; an investor is `INVESTOR:<name>`. */
  readonly holdings: Readonly<Record<PowerName, Readonly<Record<string, number>>>>;
  /** Each investor's purse in AgP, by his holder name (`INVESTOR:<name>`). */
  readonly purses: Readonly<Record<string, number>>;
  /** Each company's IPO price in AgP a share, set by its player (market.ts); absent: its IPO sells nothing. */
  readonly prices?: Readonly<Record<PowerName, number>>;
  /** The dividends declared in this dividend phase, AgP a share (market.ts); cleared when it is processed. */
  readonly declared?: Readonly<Record<PowerName, number>>;
  /** Shares offered by one holder to another in this phase, waiting for the buyer to take them (market.ts); gone when the phase ends. */
  readonly sales?: readonly ShareSale[];
  /** Each company's elected CEO (ceo.ts): a holder of it, an investor or another power; absent: its own player runs it. */
  readonly ceos?: Readonly<Record<PowerName, string>>;
  /** The stockholders' votes cast in this phase, `votes[voter][company]` = candidate (ceo.ts); secret until counted when the phase is processed. */
  readonly votes?: Readonly<Record<string, Readonly<Record<PowerName, string>>>>;
}

/** One company's election counted (ceo.ts): the shares behind each candidate, and who runs it after. */
export interface Election {
  readonly company: PowerName;
  /** The shares voted for each candidate (a holder's name; the company's own name: its own player). */
  readonly tally: Readonly<Record<string, number>>;
  /** Its CEO after the count: a holder, or the company's own name for its own player. */
  readonly ceo: string;
  /** Whether the count changed its CEO (a tie, or no candidate ahead, keeps the sitting one). */
  readonly changed: boolean;
}

/** A holder's offer to sell shares to another holder, at a price a share: made when the buyer takes it on the same terms. */
export interface ShareSale {
  readonly seller: string;
  readonly buyer: string;
  readonly company: PowerName;
  readonly shares: number;
  readonly price: number;
}

/** One holder's dividend from one company (dividends.ts): the receiver's line, and the company's ledger. */
export interface DividendLine {
  readonly company: PowerName;
  readonly holder: string;
  readonly shares: number;
  readonly perShare: number;
  readonly amount: number;
}

/** What one shareholder is told of one company in the annual report (MECHANICS §15.3). */
export interface AnnualReport {
  readonly company: PowerName;
  readonly holder: string;
  /** The company's treasury after the dividend. */
  readonly treasury: number;
  /** Every holder of the company and its shares, the IPO (the company's own) included. */
  readonly holders: readonly { readonly holder: string; readonly shares: number }[];
}

/**
 * What a processed phase of an EXCHANGE game adds to its record: the books as the phase
 * was processed and after it, and in the year's dividend phase the dividends paid and the
 * annual reports. Cut to each viewer by shared/views/exchange.ts.
 */
export interface ExchangeRecord {
  /** The books when the phase was processed (its purchases made, before its dividend): what ROLLBACK gives back. */
  readonly book: ExchangeBook;
  /** The books after the phase. */
  readonly after: ExchangeBook;
  /** The dividend phase: each holder's line, and the companies that paid none (declared 0, or nothing by the deadline). */
  readonly dividends?: { readonly lines: readonly DividendLine[]; readonly withheld: readonly PowerName[] };
  /** The dividend phase: each holder's annual report of each company he holds, after the dividend. */
  readonly reports?: readonly AnnualReport[];
  /** The market's phases: each company's election counted, where anyone voted (ceo.ts); public once counted, the votes themselves never shown. */
  readonly elections?: readonly Election[];
}

/** One candidate order for a unit and the money behind it: a line of the chart. */
export interface ChartBid {
  /** The order in the judge's form ("A PAR - BUR"). */
  readonly order: string;
  /** What each power bid for it (a 0 AgP bid counts: it is on the owner's list). */
  readonly by: Readonly<Record<PowerName, number>>;
  readonly total: number;
}

/** One unit of a settled movement phase: the order it gave, its price, who paid. */
export interface PayolaUnit {
  /** The unit as the results name it ("A PAR"). */
  readonly unit: string;
  /** Its owner. */
  readonly power: PowerName;
  /** The order it gave, in the judge's form. Absent where hidden from the viewer: BLIND tells a power only the owner of another's unit that took its offer (shared/views/payola.ts); the stored record always has it. */
  readonly order?: string;
  /** The winning total. Absent where it is hidden from the viewer (shared/views/payola.ts: HIDE_COST, another's unit); the stored record always has it. */
  readonly total?: number;
  /** What each power was charged for it (only powers that paid something). */
  readonly paid: Readonly<Record<PowerName, number>>;
  /** Whether the owner's own money (a 0 AgP bid too) was part of the winning order: the ledger's `*` when not. Absent where hidden from the viewer (HIDE_OFFERS, another's unit). */
  readonly ownerFunded?: boolean;
  /** Every candidate order bid for the unit (the chart: the master's, everyone's under PUBLIC_TOTALS). Absent where hidden from the viewer. */
  readonly bids?: readonly ChartBid[];
}

/** What a processed phase of a Payola game adds to its record. */
export interface PayolaRecord {
  /** The treasuries when the phase was processed (its transfers made). */
  readonly funds: Readonly<Record<PowerName, number>>;
  /** The treasuries after it (after the income, when income followed it). */
  readonly after: Readonly<Record<PowerName, number>>;
  /** The transfers made during the phase. */
  readonly transfers: readonly Transfer[];
  /** Movement: each power's offer sheet as written. */
  readonly offers?: Readonly<Record<PowerName, readonly string[]>>;
  /** Movement: the acceptance lists as they stood. */
  readonly accept?: Readonly<Record<PowerName, string>>;
  /** Movement: one a unit. */
  readonly units?: readonly PayolaUnit[];
  /** Movement: the rounds of overspending reduction each power went through (powers reduced only). */
  readonly reductions?: Readonly<Record<PowerName, number>>;
  /** The income phase that followed this phase (the year's adjustments done): each power's line. */
  readonly income?: Readonly<Record<PowerName, IncomeLine>>;
  /** EXCHANGE: the shares and purses, the dividends and annual reports (absent in every other Payola game). */
  readonly exchange?: ExchangeRecord;
}

/**
 * What a viewer may see of a Payola game between phases (GameView.payola): the game's own
 * shape, cut to the viewer (shared/views/payola.ts): the treasuries he may see (his power's;
 * the master's, every power's), his powers' acceptance lists as they stand (the default
 * when none was written) and sheets, and the transfers he made or received (the master: all).
 */
export type PayolaView = PayolaGame;

/** One power's line of the income report (§14.3). */
export interface IncomeLine {
  readonly forward: number;
  readonly income: number;
  readonly balance: number;
  /** VASSAL_DUMMIES: the part of `income` each of the power's vassals earned for it (vassals.ts). */
  readonly vassals?: Readonly<Record<PowerName, number>>;
  /** ZEROSUM: the bribes paid to the power's units during the year, part of its income (zerosum.ts). */
  readonly profits?: number;
  /** ZEROSUM: the centres it captured, from whom (null: neutral), and what each brought. */
  readonly captures?: readonly { readonly centre: ProvinceId; readonly from: PowerName | null; readonly amount: number }[];
  /** ZEROSUM: the centres it lost, to whom, and what each cost it. */
  readonly losses?: readonly { readonly centre: ProvinceId; readonly to: PowerName; readonly amount: number }[];
}
