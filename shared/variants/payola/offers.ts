import type { PowerName } from '../../map/types.js';
import { formatOrder } from '../../orders/format.js';
import { holderOf, runsCompany } from './ceo.js';
import { currentPhase, phaseMap } from '../../game/board.js';
import type { ClearOrdersCommand, OrdersCommand } from '../../game/play.js';
import { lateRefusal } from '../../game/standard-play.js';
import { done, refuse, type Outcome } from '../../game/step.js';
import type { Actor, OrderAnswer, World } from '../../game/types.js';
import { asPayola, dummiesOf, offerBoard, rulesOf, type PayolaState } from './game-state.js';
import { MAX_SHEET_CHARS, MAX_SHEET_LINES } from './limits.js';
import { isBlind } from '../../views/eyes.js';
import { fictionalAnswer } from './blind.js';
import { readOfferLine, readOfferSheet, type LineError, type SheetContext, type SheetLine } from './sheet.js';

/**
 * Offer sheets entered in a movement phase (MECHANICS §4, §6): a power's `orders` command
 * is its sheet, each line read and checked against the board at once and answered like an
 * order; the lines accepted are kept as written in `payola.offers`, and read again when
 * the phase is processed.
 */

/**
 * Who may bid: any power still in the game that has units or money (a power without units
 * may still bribe others'), by its player or the master, while the game is active, and
 * not rewriting after the deadline where late changes are forbidden.
 */
export function offersRefusal(state: PayolaState, actor: Actor, power: PowerName, world: World): Outcome | null {
  if (investorBidding(state, power)) return investorRefusal(state, actor, power);
  const seat = state.seats[power];
  if (seat === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
  if (!runsCompany(state, actor, power)) return refuse('not_allowed', `Only ${power}'s CEO (its player, unless its stockholders elected another) or the master may make offers for ${power}.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: offers are taken only while it is active.`);
  const hasUnits = state.position.units.some((u) => u.power === power);
  if (seat.status === 'eliminated' || (!hasUnits && (state.payola.funds[power] ?? 0) <= 0)) {
    return refuse('no_orders_now', `${power} has neither units nor money: it has nothing to offer in ${state.position.phase}.`);
  }
  return lateRefusal(state, actor, power, world);
}

/** EXCHANGE: the bidder named is an investor of the game (`INVESTOR:<name>`), who bids from his purse. */
const investorBidding = (state: PayolaState, bidder: string): boolean => state.payola.exchange !== undefined && Object.hasOwn(state.payola.exchange.purses, bidder);

/**
 * An investor's own sheet (EXCHANGE, README "Investors in a movement phase"): written by
 * him or the master while the game is active; he owes none, so the phase never waits for
 * it and it is never late.
 */
function investorRefusal(state: PayolaState, actor: Actor, investor: string): Outcome | null {
  if (actor.kind !== 'master' && holderOf(state, actor) !== investor) return refuse('not_allowed', `Only ${investor.slice('INVESTOR:'.length)} (or the master) may make offers from his purse.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: offers are taken only while it is active.`);
  return null;
}

/** What a sheet is checked against: this phase's board, the game's rules, the bidder's treasury (an investor's purse). */
function contextOf(state: PayolaState, power: PowerName): SheetContext {
  const map = phaseMap(state);
  const rules = rulesOf(state);
  const funds = investorBidding(state, power) ? (state.payola.exchange?.purses[power] ?? 0) : (state.payola.funds[power] ?? 0);
  return { board: offerBoard(map, state.position, rules), rules, dummies: new Set(dummiesOf(state, map)), funds };
}

/** An offer line in the judge's form: the amount as written without spaces, the code, the orders (alternatives without their unit). */
export function offerInJudgesForm(line: SheetLine): string {
  switch (line.kind) {
    case 'blank':
      return '';
    case 'clear':
      return 'CLEAR';
    case 'savings':
      return `${line.amount} $`;
    case 'offer': {
      const at = line.text.search(/[:!>@&]/);
      const written = at < 0 ? '' : line.text.slice(0, at).replace(/\s+/g, '');
      const amount = written === '' || /[A-Za-z]/.test(written) ? '0' : written;
      const orders = line.orders.map((o, i) => {
        const text = formatOrder(o);
        return i === 0 ? text : text.slice(text.indexOf(' ', text.indexOf(' ') + 1) + 1);
      });
      return `${amount} ${line.code} ${orders.join(' | ')}`;
    }
  }
}

/**
 * The lines refused when the sheet `lines` is read, by index. A CLEAR line forgets the
 * refusals before it (readOfferSheet), so the sheet is read up to each CLEAR as well.
 */
function refusals(state: PayolaState, power: PowerName, lines: readonly string[], context: SheetContext): Map<number, LineError> {
  const map = phaseMap(state);
  const ends: number[] = [];
  lines.forEach((text, i) => {
    const read = readOfferLine(map, text, context.rules);
    if (read.ok && read.value.kind === 'clear') ends.push(i);
  });
  ends.push(lines.length);
  const out = new Map<number, LineError>();
  for (const end of ends) for (const e of readOfferSheet(map, power, lines.slice(0, end), context).errors) out.set(e.line, e);
  return out;
}

/**
 * The power's sheet for the phase: the lines replace the sheet (or, with `add`, follow it),
 * each answered. A submission in which every line is refused changes nothing; an empty one
 * is a sheet: the power offers nothing, its units holding at 0 AgP.
 */
export function enterOffers(state: PayolaState, command: OrdersCommand): { state: PayolaState; answers: OrderAnswer[]; changed: boolean } {
  const power = command.power;
  const context = contextOf(state, power);
  const kept = command.add ? (state.payola.offers[power] ?? []) : [];
  const all = [...kept, ...command.lines];
  const refused = refusals(state, power, all, context);
  const map = phaseMap(state);
  const answers: OrderAnswer[] = [];
  const accepted: string[] = [];
  let chars = kept.reduce((n, line) => n + line.length, 0);
  const blind = isBlind(state.settings.rules);
  const fictional = context.rules.fictional || blind;
  command.lines.forEach((text, j) => {
    const read = readOfferLine(map, text, context.rules);
    const refusal = refused.get(kept.length + j);
    // FICTIONAL_OK, BLIND: a line naming no unit, or (BLIND) about a place the power cannot see, is taken as written (blind.ts).
    const bad = refusal !== undefined && fictional && read.ok ? fictionalAnswer(state, power, read.value, refusal, blind) : refusal;
    if (bad !== undefined && bad !== null) {
      answers.push({ text, accepted: false, error: { code: bad.error.code, message: bad.error.message } });
      return;
    }
    if (!read.ok || read.value.kind === 'blank') return;
    if (kept.length + accepted.length >= MAX_SHEET_LINES || chars + text.length > MAX_SHEET_CHARS) {
      answers.push({ text, accepted: false, error: { code: 'sheet_full', message: sheetFull(power) } });
      return;
    }
    chars += text.length;
    accepted.push(text);
    answers.push({ text, accepted: true, order: offerInJudgesForm(read.value) });
  });
  if (command.lines.length > 0 && accepted.length === 0 && answers.length > 0) return { state, answers, changed: false };
  const next: PayolaState = {
    ...state,
    payola: { ...state.payola, offers: { ...state.payola.offers, [power]: [...kept, ...accepted] } },
    // An investor owes no sheet: only the powers' count toward the phase being in.
    submitted: state.submitted.includes(power) || state.seats[power] === undefined ? state.submitted : [...state.submitted, power],
  };
  return { state: next, answers, changed: true };
}

/**
 * A sheet is kept in the game and in the phase's record, and read whole at every change:
 * one grown without end by `add` would slow every submission and swell every record.
 */
const sheetFull = (power: PowerName): string =>
  `${power}'s offer sheet holds at most ${MAX_SHEET_LINES} lines and ${MAX_SHEET_CHARS} characters in a phase: this line was not taken. Send the whole sheet again, without "add", to write it afresh.`;

/** CLEAR_ORDERS in a movement phase: the power's sheet taken back; it has sent nothing. */
export function clearOffers(state: PayolaState, actor: Actor, command: ClearOrdersCommand, world: World): Outcome {
  const s = asPayola(state);
  const refusal = offersRefusal(s, actor, command.power, world);
  if (refusal) return refusal;
  const offers = { ...s.payola.offers };
  delete offers[command.power];
  const next: PayolaState = { ...s, payola: { ...s.payola, offers }, submitted: s.submitted.filter((p) => p !== command.power) };
  return done(next, s.seats[command.power] === undefined ? [] : [{ type: 'orders_changed', power: command.power }]);
}

/** The phase being played is a movement phase: offers, not orders. */
export const inMovement = (state: PayolaState): boolean => currentPhase(state).type === 'M';
