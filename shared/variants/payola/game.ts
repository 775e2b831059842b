import type { PowerName } from '../../map/types.js';
import { fail, ok, type Result } from '../../result.js';
import { gameMap } from '../../game/board.js';
import { playedBySomeone } from '../../game/control.js';
import { seatsBack } from '../../game/endings.js';
import { powersOwing, readyToProcess } from '../../game/duty.js';
import type { Moved, OrdersCommand, OrderStatus, Play } from '../../game/play.js';
import { adjudicateStored } from '../../game/process.js';
import { ordersOf, phaseRefusal, standardPlay, takeOrders } from '../../game/standard-play.js';
import { previewInstead } from '../../game/preview.js';
import { done, type Outcome } from '../../game/step.js';
import type { Actor, CommandError, GameEvent, GameState, PhaseRecord, World } from '../../game/types.js';
import { asPayola, newPayolaGame, type PayolaState } from './game-state.js';
import { invested, investorsKept } from './invest.js';
import { moneyCommand } from './money.js';
import { isMarketCommand, marketCommand } from './market.js';
import { electCeo } from './election.js';
import { closedBook, owesDividend, standingExchange } from './dividends.js';
import { clearOffers, enterOffers, inMovement, offersRefusal } from './offers.js';
import { advancePayola, forAdjudicator, playMovement, playStandard, settleYear, type Money, type PayolaPlayed } from './processing.js';

/**
 * Payola's hooks (shared/game/play.ts). A movement phase takes offer sheets (offers.ts)
 * and is settled from them and the treasuries (processing.ts); retreats and adjustments
 * are ordered and adjudicated as in the standard game, and every phase's record carries
 * the money. `accept` and `transfer` are Payola's own commands (money.ts).
 */

/** The phase as it stands now, played with the game's own money. */
function playCurrent(state: PayolaState, now: number): PayolaPlayed {
  return inMovement(state) ? playMovement(state, state.payola, now) : playStandard(state, now);
}

/** Movement: the powers owning units (dummies nobody controls excepted) that have sent no sheet; an empty sheet is one. */
function missingSheets(state: PayolaState): PowerName[] {
  return powersOwing(state).filter((p) => playedBySomeone(state.seats, p) && !state.submitted.includes(p));
}

function processIfReady(state: GameState, events: readonly GameEvent[], now: number): Moved {
  const s = asPayola(state);
  // Movement: a power is in once it has sent a sheet (an empty one too) and, in EXCHANGE's dividend phase, its dividend if it owes one (dividends.ts); the rest as in every game.
  const ready = inMovement(s) ? readyToProcess(s, (st, p) => st.submitted.includes(p) && !owesDividend(asPayola(st), p)) : readyToProcess(s);
  if (!ready) return { state, events: [...events] };
  const out = advancePayola(s, playCurrent(s, now), now);
  // PREVIEW: the would-be results go to the master instead.
  return previewInstead(state, events, { state: out.state, events: [...events, ...out.events] }, now, payolaPlay.preview);
}

/** Movement: the power's offer sheet (offers.ts); retreats and adjustments: orders as in the standard game. */
function orders(state: GameState, actor: Actor, command: OrdersCommand, world: World): Outcome {
  const s = asPayola(state);
  if (!inMovement(s)) {
    const taken = takeOrders(s, actor, command, world);
    if (!taken.ok || taken.value.state === state) return taken;
    const out = processIfReady(taken.value.state, taken.value.events, world.now);
    return done(out.state, out.events, taken.value.answers);
  }
  const refusal = offersRefusal(s, actor, command.power, world) ?? phaseRefusal(s, command.phase);
  if (refusal) return refusal;
  const entered = enterOffers(s, command);
  if (!entered.changed) return done(state, [], entered.answers);
  // An investor's sheet (EXCHANGE) is no power's orders: no seat is told of it, and no phase waits for it.
  const events: GameEvent[] = s.seats[command.power] === undefined ? [] : [{ type: 'orders_changed', power: command.power }];
  const out = processIfReady(entered.state, events, world.now);
  return done(out.state, out.events, entered.answers);
}

/** The money a record's phase was played with, for a phase restored or played again. */
function moneyOf(state: PayolaState, record: PhaseRecord): Money {
  const p = record.payola;
  if (p === undefined) throw new Error(`Game ${state.id}: the record of ${record.position.phase} has no money.`);
  // EXCHANGE: the books as the phase was processed (its purchases made, its dividends declared).
  const exchange = p.exchange === undefined ? {} : { exchange: p.exchange.book };
  return { funds: p.funds, offers: p.offers ?? {}, accept: p.accept ?? state.payola.accept, transfers: p.transfers, ...exchange };
}

/**
 * ROLLBACK: the standard game's (position, orders of a retreat or adjustment phase, seats)
 * and the money as it stood when `history[at]` was processed: the treasuries with that
 * phase's transfers made, the transfers, and in a movement phase the sheets (submitted,
 * as orders come back in the standard game) and the acceptance lists.
 */
function rollback(state: GameState, at: number, now: number, restore: boolean): Result<GameState, CommandError> {
  const s = asPayola(state);
  const record = s.history[at];
  const back = standardPlay.rollback(s, at, now, restore);
  if (!back.ok || record === undefined) return back;
  const then = moneyOf(s, record);
  // Without RESTORE the sheets go, as orders do, and so do EXCHANGE's declarations and offers of shares; the acceptance lists and share prices stand.
  const money = restore ? then : { ...then, offers: {}, ...(then.exchange === undefined ? {} : { exchange: closedBook(then.exchange) }) };
  // EXCHANGE: an investor seated since keeps his seat, and so a purse (invest.ts).
  const payola = { ...s.payola, ...money, ...(money.exchange === undefined ? {} : { exchange: investorsKept(back.value, money.exchange) }) };
  // A power out since that had silver then was still in the game (MECHANICS §16.1): its seat comes back too.
  const seats = seatsBack(back.value.seats, (power) => (money.funds[power] ?? 0) > 0);
  if (record.payola?.units === undefined) return ok({ ...back.value, seats, payola });
  return ok({ ...back.value, seats, payola, orders: {}, submitted: Object.keys(money.offers) });
}

/** ROLLFORWARD: the phase undone played again from its record: the same sheets, lists, treasuries and seed. */
function rollforward(state: GameState, now: number): Result<Moved & { readonly phase: string }, CommandError> {
  const s = asPayola(state);
  const record = s.undone[0];
  if (record === undefined || record.position.phase !== s.position.phase) return fail('nothing_to_roll', 'No phase was rolled back here to roll forward.');
  const money = moneyOf(s, record);
  const from: PayolaState = { ...s, payola: { ...s.payola, ...money } };
  let played: PayolaPlayed;
  if (record.payola?.units !== undefined) played = playMovement(from, money, record.processedAt);
  else {
    const standard = adjudicateStored(gameMap(s.settings), forAdjudicator(from), record.position, ordersOf(from, record), record.orders, record.processedAt);
    const exchange = money.exchange === undefined ? {} : { exchange: standingExchange(money.exchange) };
    played = { ...standard, record: { ...standard.record, payola: { funds: money.funds, after: money.funds, transfers: money.transfers, ...exchange } } };
  }
  const late = record.late ?? [];
  const again = late.length === 0 ? played : { ...played, record: { ...played.record, late: [...late] } };
  return ok({ ...advancePayola(from, again, now, s.undone.slice(1)), phase: record.position.phase });
}

function orderStatus(state: GameState, power: PowerName): OrderStatus {
  const s = asPayola(state);
  if (!inMovement(s)) return standardPlay.orderStatus(s, power);
  return s.submitted.includes(power) ? 'complete' : 'none';
}

/**
 * A power whose player resigns with no centre left loses its treasury (MECHANICS §16.1):
 * its silver kept it in the game, and a resignation gives that up.
 */
function resigned(state: GameState, power: PowerName): GameState {
  const s = asPayola(state);
  if ((s.position.centers[power] ?? []).length > 0 || (s.payola.funds[power] ?? 0) === 0) return state;
  return { ...s, payola: { ...s.payola, funds: { ...s.payola.funds, [power]: 0 } } };
}

export const payolaPlay: Play = {
  title: 'Payola',
  start: ({ map, rules, settings }) => {
    const money = newPayolaGame(map, rules, settings.directives ?? []);
    return money.ok ? ok({ payola: money.value }) : money;
  },
  orders,
  clearOrders: (state, actor, command, world) => (inMovement(asPayola(state)) ? clearOffers(asPayola(state), actor, command, world) : standardPlay.clearOrders(state, actor, command, world)),
  missing: (state) => {
    const s = asPayola(state);
    return inMovement(s) ? missingSheets(s) : standardPlay.missing(s);
  },
  orderStatus,
  processNow: (state, now, late) => {
    const s = asPayola(state);
    const played = playCurrent(s, now);
    // The late powers bid nothing (they sent no sheet); the record names them.
    return ok(advancePayola(s, late.length === 0 ? played : { ...played, record: { ...played.record, late: [...late] } }, now));
  },
  processIfReady,
  preview: (state, now) => {
    // What the master would see in the record: NO_DONATIONS and the income too.
    const s = asPayola(state);
    const played = settleYear(s, playCurrent(s, now));
    return ok({ record: played.record, next: played.next.phase });
  },
  rollback,
  rollforward,
  resigned,
  invested,
  command: (state, actor, command, world) => {
    if (command.type === 'elect_ceo') return electCeo(asPayola(state), actor, command);
    if (!isMarketCommand(command)) return moneyCommand(state, actor, command, world);
    const out = marketCommand(asPayola(state), actor, command);
    // A dividend declared may be the last thing the dividend phase waited for.
    if (!out.ok || command.type !== 'dividend' || out.value.state === state) return out;
    const moved = processIfReady(out.value.state, out.value.events, world.now);
    return done(moved.state, moved.events);
  },
};

