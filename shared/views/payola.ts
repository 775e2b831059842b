import { gameMap } from '../game/board.js';
import { inForce } from '../game/rules.js';
import type { GameState, PhaseRecord } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { defaultAcceptList } from '../variants/payola/accept.js';
import type { PayolaGame, PayolaRecord, PayolaUnit, PayolaView, Transfer } from '../variants/payola/state.js';
import type { ViewerView } from './types.js';
import type { VariantViews } from './variant.js';
import { companiesRunFor, exchangeBookFor, exchangeRecordFor, investorViewing, seerOf } from './exchange.js';

/*
 * What each viewer may see of a Payola game's money. Secrecy is the game: a power's offer
 * sheet, its acceptance list, its treasury and what it paid are its own (MECHANICS §14,
 * the rules' section 3.4). The view of the phase being played (`payolaViewFor`) and the
 * cut of every processed phase (`payolaRecordCut`, through `recordFor`) are made here,
 * so that no door cuts anything itself.
 *
 * - The master sees everything, as the DPjudge's GM does.
 * - A power sees its own: its treasury, its sheet and list, its units (their price, and
 *   the ledger's `*` when its own money was not in the winning order), its own share of
 *   what it paid for any unit, its reduction rounds, its income, the transfers it gave or
 *   received. Never another power's sheet, list, treasury or share, nor the chart.
 *   HIDE_COST: not the price of its units. HIDE_OFFERS: not its sheet as written, nor which
 *   of its offers were taken (its shares, the `*`, the rounds of reduction): only its units'
 *   orders and prices and its balance. NO_LEDGERS: no money at all (see `noLedgers`).
 *   ANON_TRANSFER: the receiver is not told the giver (`from: null`).
 * - PUBLIC_TOTALS: everyone, observers too, sees the chart of every movement phase: each
 *   unit's candidate orders with each power's money (`bids`), its price and who paid it,
 *   every treasury before and after, every power's rounds of reduction and income line,
 *   as the DPjudge shows its chart file to all under that rule. Never the sheets as
 *   written, the acceptance lists, nor the transfers.
 * - Anyone else (an observer, a player without a power yet, a stranger) sees no money.
 * - Once the game has ended, everything is everyone's: the DPjudge opens its ledgers and
 *   its chart to all when a game is COMPLETED, as Crystal Ball reveals every list; the
 *   secrets only mattered while they could be used.
 *
 * A field the viewer may not see is left out, never given a false value: a unit's `total`,
 * `ownerFunded` and `bids` are optional for that reason, and maps hold only the powers the
 * viewer may see.
 */

/** Who the viewer is to a game's money. */
type MoneyViewer = { readonly kind: 'all' } | { readonly kind: 'power'; readonly power: PowerName } | { readonly kind: 'anyone' };

/** The secrecy rules of a Payola game (section 3.2 and 3.4 of the rules). */
interface Secrecy {
  readonly hideCost: boolean;
  readonly hideOffers: boolean;
  readonly noLedgers: boolean;
  readonly publicTotals: boolean;
  readonly anonTransfer: boolean;
  readonly ebayola: boolean;
  /** BLIND (Tin Cup): "The owner of each unit that accepted a power's offer, but not its exact order, is revealed to the offering power." */
  readonly blind: boolean;
}

function secrecyOf(state: GameState): Secrecy {
  const on = (rule: Parameters<typeof inForce>[1]): boolean => inForce(state.settings, rule);
  return {
    hideCost: on('HIDE_COST'),
    hideOffers: on('HIDE_OFFERS'),
    noLedgers: on('NO_LEDGERS'),
    publicTotals: on('PUBLIC_TOTALS'),
    anonTransfer: on('ANON_TRANSFER'),
    ebayola: on('EBAYOLA'),
    blind: on('BLIND'),
  };
}

function moneyViewerOf(state: GameState, viewer: ViewerView): MoneyViewer {
  if (viewer.kind === 'master' || state.status === 'finished') return { kind: 'all' };
  return viewer.kind === 'player' && viewer.power !== null ? { kind: 'power', power: viewer.power } : { kind: 'anyone' };
}

/**
 * NO_LEDGERS ("no expenditure and balance report is sent to the players"): a power is told
 * nothing of money by the judge, not even its own treasury, in the view or in any record;
 * it keeps its own books from what it bid. It still sees what it wrote (its sheet and list
 * for the phase being played) and the transfers it gave or received, which are its own
 * deals, told to both sides when made (the DPjudge's transfer notices go out under
 * NO_LEDGERS too). What PUBLIC_TOTALS publishes it sees as everyone does.
 */
const toldMoney = (viewer: MoneyViewer, rules: Secrecy): boolean => viewer.kind === 'power' && !rules.noLedgers;

/** A transfer as this viewer may see it: null when it is none of his business. */
export function transferFor(state: GameState, viewer: ViewerView, transfer: Transfer): Transfer | null {
  return transferSeen(moneyViewerOf(state, viewer), secrecyOf(state), transfer);
}

function transferSeen(viewer: MoneyViewer, rules: Secrecy, transfer: Transfer): Transfer | null {
  if (viewer.kind === 'all') return transfer;
  if (viewer.kind === 'anyone') return null;
  if (transfer.from === viewer.power) return transfer;
  if (transfer.to !== viewer.power) return null;
  return rules.anonTransfer ? { ...transfer, from: null } : transfer;
}

const transfersSeen = (viewer: MoneyViewer, rules: Secrecy, transfers: readonly Transfer[]): Transfer[] =>
  transfers.flatMap((t) => transferSeen(viewer, rules, t) ?? []);

/** Only these powers' entries of a map. */
function only<T>(map: Readonly<Record<PowerName, T>>, powers: readonly PowerName[]): Record<PowerName, T> {
  const out: Record<PowerName, T> = {};
  for (const p of powers) if (Object.hasOwn(map, p)) out[p] = map[p]!;
  return out;
}

/**
 * The Payola game between phases as the viewer may see it: his power's treasury (none
 * under NO_LEDGERS), its acceptance list as it stands (the default until one is written),
 * its sheet for this phase if one was written, the transfers of this phase it gave or
 * received; the master (and everyone once the game has ended) every power's.
 */
export function payolaViewFor(state: GameState, payola: PayolaGame, viewer: ViewerView): PayolaView {
  const who = moneyViewerOf(state, viewer);
  const rules = secrecyOf(state);
  // EXCHANGE: a CEO elected by a company's stockholders sees what he runs as its player would (ceo.ts).
  const powers = who.kind === 'all' ? Object.keys(state.seats) : [...(who.kind === 'power' ? [who.power] : []), ...companiesRunFor(state, viewer)];
  const investor = who.kind === 'all' ? null : investorViewing(state, viewer);
  const map = gameMap(state.settings);
  const accept: Record<PowerName, string> = {};
  for (const p of powers) accept[p] = payola.accept[p] ?? defaultAcceptList(map, p, state.seats[p]?.status === 'dummy');
  return {
    funds: who.kind === 'all' || !rules.noLedgers ? only(payola.funds, powers) : {},
    accept,
    // EXCHANGE: an investor's own sheet, written from his purse.
    offers: only(payola.offers, [...powers, ...(investor === null ? [] : [investor])]),
    transfers: transfersSeen(who, rules, payola.transfers),
    // EXCHANGE: the market, and the viewer's own holdings, purse and register (shared/views/exchange.ts).
    ...(payola.exchange === undefined ? {} : { exchange: exchangeBookFor(payola.exchange, seerOf(state, viewer)) }),
  };
}

/** The cut of a record's money for this viewer, or null when he sees every record whole. */
export function payolaRecordCut(state: GameState, viewer: ViewerView): ((record: PhaseRecord) => PhaseRecord) | null {
  // Any sign of Payola is enough to cut: a record's money is never shown whole by mistake.
  if (state.settings.variant !== 'payola' && state.payola === undefined) return null;
  const who = moneyViewerOf(state, viewer);
  if (who.kind === 'all') return null;
  const rules = secrecyOf(state);
  const seer = seerOf(state, viewer);
  const investor = investorViewing(state, viewer);
  return (record) => {
    if (record.payola === undefined) return record;
    const cut = cutRecord(record.payola, who, rules);
    // EXCHANGE: an investor's own account statement of a phase he bid in (his purse is in the books).
    const money = investor === null || rules.noLedgers ? cut : withInvestorLedger(cut, record.payola, investor, rules);
    // EXCHANGE: the books, dividends and reports the viewer may see (shared/views/exchange.ts).
    return { ...record, payola: record.payola.exchange === undefined ? money : { ...money, exchange: exchangeRecordFor(record.payola.exchange, seer) } };
  };
}

/** An investor's ledger added to what everyone sees of a record: his sheet, his shares of the units he paid for, his rounds of reduction. */
function withInvestorLedger(cut: PayolaRecord, record: PayolaRecord, investor: string, rules: Secrecy): PayolaRecord {
  const mine = ledger(record, investor, rules);
  const units = record.units === undefined ? undefined : cut.units === undefined ? (mine.units ?? []) : withLedger(cut.units, mine.units ?? []);
  return {
    ...cut,
    ...(mine.offers === undefined || Object.keys(mine.offers).length === 0 ? {} : { offers: mine.offers }),
    ...(units === undefined ? {} : { units }),
    ...(mine.reductions === undefined || Object.keys(mine.reductions).length === 0 ? {} : { reductions: mine.reductions }),
  };
}

function cutRecord(record: PayolaRecord, who: Exclude<MoneyViewer, { kind: 'all' }>, rules: Secrecy): PayolaRecord {
  const chart = rules.publicTotals && record.units !== undefined ? publicChart(record) : undefined;
  const transfers = transfersSeen(who, rules, record.transfers);
  if (who.kind === 'anyone' || !toldMoney(who, rules)) return { funds: {}, after: {}, transfers, ...(chart === undefined ? {} : { units: chart }) };
  const me = who.power;
  const mine = ledger(record, me, rules);
  return {
    funds: only(record.funds, [me]),
    after: only(record.after, [me]),
    transfers,
    ...(mine.offers === undefined ? {} : { offers: mine.offers }),
    ...(record.accept === undefined ? {} : { accept: only(record.accept, [me]) }),
    ...(record.units === undefined ? {} : { units: chart === undefined ? (mine.units ?? []) : withLedger(chart, mine.units ?? []) }),
    ...(mine.reductions === undefined ? {} : { reductions: mine.reductions }),
    ...(record.income === undefined ? {} : { income: only(record.income, [me]) }),
  };
}

/**
 * PUBLIC_TOTALS: "the total amount paid to each unit is made available to all players …
 * (no data on the source of funds is made public, however)". So everyone, observers too,
 * sees every unit's order and price and the total bid for each order it was offered (the
 * chart of every bid), never who paid, nor any treasury.
 */
function publicChart(record: PayolaRecord): PayolaUnit[] {
  return (record.units ?? []).map((u) => ({
    unit: u.unit,
    power: u.power,
    order: u.order,
    total: Object.values(u.paid).reduce((a, b) => a + b, 0),
    paid: {},
    bids: (u.bids ?? []).map((b) => ({ order: b.order, by: {}, total: b.total })),
  }));
}

/** The public chart with a power's own ledger laid over it: its share, its units' `*`. */
function withLedger(chart: readonly PayolaUnit[], mine: readonly PayolaUnit[]): PayolaUnit[] {
  const own = new Map(mine.map((u) => [u.unit, u]));
  return chart.map((u) => {
    const m = own.get(u.unit);
    return m === undefined ? u : { ...u, ...m, total: u.total, bids: u.bids ?? [] };
  });
}

/** A power's own account statement of a movement phase (MECHANICS §14.1), as its rules let it see. */
function ledger(record: PayolaRecord, me: PowerName, rules: Secrecy): Pick<PayolaRecord, 'offers' | 'units' | 'reductions'> {
  const units: PayolaUnit[] = [];
  for (const u of record.units ?? []) {
    const share = Object.hasOwn(u.paid, me) ? { [me]: u.paid[me]! } : {};
    if (u.power === me) {
      units.push({
        unit: u.unit,
        power: u.power,
        order: u.order,
        ...(rules.hideCost ? {} : priceOf(u, rules)),
        // HIDE_OFFERS: which of its offers were taken is not told, not even on its own units.
        paid: rules.hideOffers ? {} : share,
        ...(rules.hideOffers || u.ownerFunded === undefined ? {} : { ownerFunded: u.ownerFunded }),
      });
    } else if (!rules.hideOffers && Object.keys(share).length > 0) {
      // Its accepted offer on another's unit: its share, the unit and the order it gave; not the price.
      // BLIND: the owner, not the order: "the player must match the accepted price uniquely to his offer sheet".
      units.push({ unit: u.unit, power: u.power, ...(rules.blind || u.order === undefined ? {} : { order: u.order }), paid: share });
    }
  }
  return {
    ...(rules.hideOffers || record.offers === undefined ? {} : { offers: only(record.offers, [me]) }),
    ...(record.units === undefined ? {} : { units }),
    ...(rules.hideOffers || record.reductions === undefined ? {} : { reductions: only(record.reductions, [me]) }),
  };
}

/**
 * The price of its unit as its owner is told it: the winning bid, or under EBAYOLA what
 * was charged for it (one more than the best losing bid), as the DPjudge's ledger shows
 * it; the winning bid itself would tell the owner how much the others offered.
 */
function priceOf(unit: PayolaUnit, rules: Secrecy): { total?: number } {
  if (rules.ebayola) return { total: Object.values(unit.paid).reduce((a, b) => a + b, 0) };
  return unit.total === undefined ? {} : { total: unit.total };
}

/** Payola's view: the money, as `payolaViewFor` cuts it for the viewer. */
export const payolaViews: VariantViews = {
  fields: (state, viewer) => (state.payola === undefined ? {} : { payola: payolaViewFor(state, state.payola, viewer) }),
  recordCut: payolaRecordCut,
};
