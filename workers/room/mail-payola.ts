import { inForce } from '../../shared/game/rules';
import type { Actor, GameState, PhaseRecord } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import { chartSubject, chartText, incomeSubject, incomeText, ledgerSubject, ledgerText, transferNotice, type Notice } from '../../shared/text/index';
import type { Transfer } from '../../shared/variants/payola/state';
import { investorBidder } from '../../shared/variants/payola/ceo';
import { electionSubject, electionText, exchangeSubject, exchangeText } from '../../shared/text/exchange';
import { recordFor, transferFor, viewerOf, viewGame } from '../../shared/views/index';

/*
 * A Payola game's own mail (MECHANICS §13–14), for the mail out's TOLD table: after each
 * movement phase, each power's account statement and, where the reader may see it, the
 * chart; after the income, the income report; after a transfer, a notice to each side.
 * Every text is written from the record as `recordFor` cut it for that reader (and the
 * balance from the view `viewGame` gave him), so that what the views hide is never
 * written: no power reads another's sheet, treasury or shares.
 */

/**
 * What a processed phase of a Payola game tells one reader beside the results: a power's
 * player his account statement (with the chart under PUBLIC_TOTALS), the master and (under
 * PUBLIC_TOTALS) everyone else the chart; and the income report when the year's income
 * followed the phase. Nothing in any other game, and no statement under NO_LEDGERS.
 */
export function payolaPhaseNotices(state: GameState, record: PhaseRecord, actor: Actor, power: PowerName | null): Notice[] {
  if (record.payola === undefined) return [];
  const money = recordFor(state, record, actor).payola;
  if (money === undefined) return [];
  const phase = record.position.phase;
  const notices: Notice[] = [];
  if (money.units !== undefined) {
    const investor = power === null && actor.kind !== 'master' ? investorBidder(state, actor) : null;
    const ledger = inForce(state.settings, 'NO_LEDGERS') ? null : power !== null ? ledgerText(state, phase, power, money) : investor === null ? null : investorLedger(state, phase, investor, money);
    const chart = chartText(state, phase, money);
    if (ledger !== null) notices.push({ subject: ledgerSubject(state, phase), body: chart === null ? ledger : `${ledger}\n${chart}` });
    else if (chart !== null) notices.push({ subject: chartSubject(state, phase), body: chart });
  }
  const income = incomeText(state, phase, money);
  if (income !== null) notices.push({ subject: incomeSubject(state, phase), body: income });
  // EXCHANGE: after the year's dividend phase, each holder's dividends and annual reports, each company's distribution.
  const exchange = money.exchange === undefined ? null : exchangeText(state, phase, money.exchange);
  if (exchange !== null) notices.push({ subject: exchangeSubject(state, phase), body: exchange });
  // EXCHANGE: the CEO elections counted in the phase, told to everyone (the result is public).
  const elections = money.exchange === undefined ? null : electionText(state, phase, money.exchange);
  if (elections !== null) notices.push({ subject: electionSubject(state, phase), body: elections });
  return notices;
}

/**
 * EXCHANGE: an investor's account statement, when he sent a sheet in the phase: his purse
 * before the offers (after any dividend) and after them, from the books his cut shows.
 */
function investorLedger(state: GameState, phase: string, investor: string, money: NonNullable<PhaseRecord['payola']>): string | null {
  if (money.offers?.[investor] === undefined) return null;
  const after = money.exchange?.after.purses[investor];
  if (after === undefined) return null;
  const spent = (money.units ?? []).reduce((sum, u) => sum + (u.paid[investor] ?? 0), 0);
  return ledgerText(state, phase, investor, { ...money, funds: { [investor]: after + spent }, after: { [investor]: after } });
}

/**
 * A transfer told to one side of it (the giver, or the receiver), null to anyone else:
 * TRANSFER TO, or TRANSFER FROM (FROM SOMEONE under ANON_TRANSFER: `transferFor` hides the
 * giver), with the reader's balance where the view shows it.
 */
export function transferNoticeFor(state: GameState, transfer: Transfer, actor: Actor, power: PowerName | null): Notice | null {
  if (power === null || (power !== transfer.from && power !== transfer.to)) return null;
  // The transfer as the views show it to this reader: ANON_TRANSFER hides the giver from the receiver.
  const seen = transferFor(state, viewerOf(state, actor), transfer);
  return seen === null ? null : transferNotice(state, seen, power, viewGame(state, actor).payola?.funds[power]);
}
