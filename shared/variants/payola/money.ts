import { runsCompany } from './ceo.js';
import { gameMap } from '../../game/board.js';
import type { VariantCommand } from '../../game/play.js';
import { done, refuse, type Outcome } from '../../game/step.js';
import type { Actor, GameState, World } from '../../game/types.js';
import { readAcceptList } from './accept.js';
import { asPayola, boardless, rulesOf, type PayolaState } from './game-state.js';
import { MAX_TRANSFERS_PER_PHASE } from './limits.js';
import type { Transfer } from './state.js';
import { vassalsOf } from './vassals.js';

/**
 * Payola's own commands: a power's acceptance list (MECHANICS §7), standing until changed,
 * and transfers of silver between treasuries (§13), made at once.
 */

type Accept = Extract<VariantCommand, { type: 'accept' }>;
type TransferCommand = Extract<VariantCommand, { type: 'transfer' }>;

/** ACCEPT: the list read and kept as the judge reads it ("FGE?"); the power's player or the master, while the game forms or runs. */
function accept(state: PayolaState, actor: Actor, command: Accept): Outcome {
  const { power } = command;
  if (state.seats[power] === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
  if (!runsCompany(state, actor, power)) return refuse('not_allowed', `Only ${power}'s CEO (its player, unless its stockholders elected another) or the master may set ${power}'s acceptance list.`);
  if (state.status !== 'forming' && state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: acceptance lists are set only while it is forming or active.`);
  const boss = vassalsOf(state)[power];
  // VASSAL_DUMMIES: a vassal's units take its controller's list; one written for it would never be read.
  if (boss !== undefined) return refuse('not_allowed', `${power} is ${boss}'s vassal: its units take ${boss}'s acceptance list, which ${boss} sets.`);
  const list = readAcceptList(gameMap(state.settings), command.list);
  if (!list.ok) return refuse('bad_setting', list.error.message);
  if (state.payola.accept[power] === list.value) return done(state);
  const next: PayolaState = { ...state, payola: { ...state.payola, accept: { ...state.payola.accept, [power]: list.value } } };
  return done(next, [{ type: 'accept_changed', power }]);
}

/**
 * TRANSFER (MECHANICS §13): a whole number of AgP, at most the giver's balance, to another
 * power of the game, at once, while the game is active. NO_TRANSFER refuses every one;
 * ONE_TRANSFER, a second to the same recipient in a phase; NO_DONATIONS, a gift from a
 * power out of the game (nothing on the board); NO_LOOTING, a gift from a dummy's
 * treasury, whoever orders it. ANON_TRANSFER changes only what the receiver is shown.
 */
function transfer(state: PayolaState, actor: Actor, command: TransferCommand, world: World): Outcome {
  const { power, to, amount } = command;
  const rules = rulesOf(state);
  if (state.seats[power] === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
  if (state.seats[to] === undefined) return refuse('unknown_power', `${to} is not a power of this game: silver goes only to its powers.`);
  if (!runsCompany(state, actor, power)) return refuse('not_allowed', `Only ${power}'s CEO (its player, unless its stockholders elected another) or the master may send ${power}'s silver.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: silver is sent only while it is active.`);
  if (rules.noTransfer) return refuse('not_allowed', 'No silver may pass between powers in this game (NO_TRANSFER).');
  if (to === power) return refuse('bad_setting', `${power} cannot send silver to itself.`);
  // Silver given to a power out of the game could never be spent: it would only vanish.
  if (state.seats[to]!.status === 'eliminated') return refuse('bad_setting', `${to} is out of the game: silver goes only to powers still in it.`);
  if (!Number.isInteger(amount) || amount < 1) return refuse('bad_setting', `A transfer is a whole number of AgP, 1 or more; ${amount} is not.`);
  const balance = state.payola.funds[power] ?? 0;
  if (amount > balance) return refuse('bad_setting', `${power} has ${balance} AgP: it cannot send ${amount}.`);
  if (rules.noLooting && state.seats[power]!.status === 'dummy') return refuse('not_allowed', `${power} is a dummy: its silver may not be given away in this game (NO_LOOTING).`);
  if (rules.noDonations && (state.seats[power]!.status === 'eliminated' || boardless(state.position, power))) {
    return refuse('not_allowed', `${power} is out of the game: it may not give silver away in this game (NO_DONATIONS).`);
  }
  const phase = state.position.phase;
  // Every transfer stays in the game and in the phase's record: two powers passing silver to and fro must not swell them without end.
  if (state.payola.transfers.filter((t) => t.from === power).length >= MAX_TRANSFERS_PER_PHASE) {
    return refuse('too_many_transfers', `${power} has made ${MAX_TRANSFERS_PER_PHASE} transfers in ${phase}, the most a power may make in a phase: the next must wait for the next phase.`);
  }
  if (rules.oneTransfer && state.payola.transfers.some((t) => t.from === power && t.to === to && t.phase === phase)) {
    return refuse('not_allowed', `${power} has already sent silver to ${to} in ${phase}: one transfer to each power a phase in this game (ONE_TRANSFER).`);
  }
  const made: Transfer = { from: power, to, amount, at: world.now, phase };
  const funds = { ...state.payola.funds, [power]: balance - amount, [to]: (state.payola.funds[to] ?? 0) + amount };
  const next: PayolaState = { ...state, payola: { ...state.payola, funds, transfers: [...state.payola.transfers, made] } };
  return done(next, [{ type: 'transfer', transfer: made }]);
}

/** Payola's own commands (play.ts `command`). */
export function moneyCommand(state: GameState, actor: Actor, command: Accept | TransferCommand, world: World): Outcome {
  const s = asPayola(state);
  return command.type === 'accept' ? accept(s, actor, command) : transfer(s, actor, command, world);
}
