import { powerOf } from '../actors.js';
import { controlRolledBack } from '../control.js';
import { settingsRolledBack } from '../settings-log.js';
import { finishWith } from '../process.js';
import { processIfReady } from '../ready.js';
import { playOf } from '../plays.js';
import { namesPublic } from '../names.js';
import { maxObserversRefusal } from '../observers.js';
import { inForce } from '../rules.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, CommandError, GameEvent, GameState, World } from '../types.js';
import { startGame } from '../start.js';
import { fail, ok, type Result } from '../../result.js';

/** The master's commands: PROCESS, PREVIEW, ROLLBACK, ROLLFORWARD, pause and resume, the deadline, TERMINATE, REVEAL, the bound on observers. */

type Process = Extract<Command, { type: 'process' }>;
type Rollback = Extract<Command, { type: 'rollback' }>;
type SetDeadline = Extract<Command, { type: 'set_deadline' }>;
type Rollforward = Extract<Command, { type: 'rollforward' }>;
type SetMaxObservers = Extract<Command, { type: 'set_max_observers' }>;
type Terminate = Extract<Command, { type: 'terminate' }>;

const masterOnly = (actor: Actor, what: string): Outcome | null =>
  actor.kind === 'master' ? null : refuse('not_allowed', `Only the master may ${what}.`);

const mustBeActive = (state: GameState, what: string): Outcome | null =>
  state.status === 'active' ? null : refuse('wrong_status', `The game is ${state.status}: ${what} only while it is active.`);

/**
 * The refusal of a command that moves the game (start, process, rollback, rollforward,
 * terminate) when it names a phase other than the one being played: the master meant the
 * game as he last saw it, and it has moved on since (a second click, a deadline, another
 * tab), so carrying it out would act on a phase he never looked at. Without a phase the
 * command is taken as it comes, as mail has always had it.
 */
export function stalePhase(state: GameState, from: string | undefined, what: string): Outcome | null {
  if (from === undefined) return null;
  const seen = from.trim().toUpperCase();
  const now = state.position.phase;
  if (seen === now) return null;
  const where = state.status === 'finished' ? `the game has ended, in ${now}` : state.status === 'forming' ? `the game is forming, to start in ${now}` : `${now} is being played now`;
  return refuse('stale_phase', `You meant to ${what} in ${seen}, but ${where}: look at the game again first.`);
}

/**
 * Process the phase now; powers without orders get the judge's defaults. With
 * `onlyIfComplete` the phase is processed only if every power that owes orders (dummies
 * excepted) has left nothing to the defaults; WAIT flags do not hold the master back.
 */
export function process(state: GameState, actor: Actor, command: Process, world: World): Outcome {
  const refusal = masterOnly(actor, 'process a phase') ?? stalePhase(state, command.from, 'process') ?? mustBeActive(state, 'phases are processed');
  if (refusal) return refusal;
  // The powers still late (owing orders, not a dummy, not all given) take the judge's defaults: the results say so.
  const play = playOf(state);
  const late = play.missing(state);
  if (command.onlyIfComplete === true && late.length > 0) return refuse('not_ready', `Not every power's orders are in: ${late.join(', ')} still owe some.`);
  const out = play.processNow(state, world.now, late);
  return out.ok ? done(out.value.state, out.value.events) : out;
}

/** What processing now would give, for the master's eyes only; nothing changes. */
export function preview(state: GameState, actor: Actor, world: World): Outcome {
  const refusal = masterOnly(actor, 'preview a phase') ?? mustBeActive(state, 'phases are previewed');
  if (refusal) return refusal;
  const seen = playOf(state).preview(state, world.now);
  return seen.ok ? done(state, [{ type: 'preview', ...seen.value }]) : seen;
}

/**
 * Go back to the previous phase, or to the last time the named phase was played, as the
 * DPjudge's ROLLBACK does: its position returns with no orders (with RESTORE, the orders
 * as they were entered, submitted, so that the phase processes as soon as any change to
 * them leaves every power complete, as it would have before); FULL gives back the game's
 * settings of then too; the phases undone are kept for ROLLFORWARD. FORMING goes back
 * before the first phase: the game forms again, everyone on his power, until the master
 * starts it. A game ended on the board (a solo, or LAST_MAN_STANDING's last unit: a puzzle
 * is tried again) may be rolled back into play; one ended by votes or terminated may not.
 * Powers eliminated since come back to their seats.
 */
export function rollback(state: GameState, actor: Actor, command: Rollback, world: World): Outcome {
  const refusal = masterOnly(actor, 'roll a game back') ?? stalePhase(state, command.from, 'roll back');
  if (refusal) return refusal;
  if (state.status === 'forming' || (state.status === 'finished' && state.ending?.kind !== 'solo' && state.ending?.kind !== 'last_man')) {
    return refuse('wrong_status', `The game is ${state.status}${state.ending ? ` (${state.ending.kind})` : ''}: it cannot be rolled back.`);
  }
  const restore = command.restore === true;
  const wanted = command.phase?.trim().toUpperCase();
  if (wanted === 'FORMING') return backToForming(state, command.full === true, world);
  if (state.history.length === 0) return refuse('nothing_to_roll', 'No phase has been processed yet.');
  let at = state.history.length - 1;
  if (wanted !== undefined) {
    at = state.history.map((r) => r.position.phase).lastIndexOf(wanted);
    if (at < 0) return refuse('nothing_to_roll', `${command.phase} is not a phase of this game's history.`);
  }
  const back = rolledBackTo(state, at, restore, command.full === true, world);
  return back.ok ? done(back.value, [{ type: 'rolled_back', phase: state.history[at]!.position.phase, ...(restore ? { restored: true as const } : {}) }]) : back;
}

/** The game back at `history[at]`: the variant's rollback, control as it was then, and with `full` the settings of then. */
function rolledBackTo(state: GameState, at: number, restore: boolean, full: boolean, world: World): Result<GameState, CommandError> {
  const back = playOf(state).rollback(state, at, world.now, restore);
  if (!back.ok) return back;
  // Control as it was when that phase was played (VASSAL_DUMMIES, ROTATE, the master's CONTROL).
  const next = controlRolledBack(back.value, at);
  if (!full) return ok(next);
  const then = settingsRolledBack(next, at);
  return then === null ? fail('nothing_to_roll', 'This game kept no record of its settings for that phase (it was played before the judge kept them): ROLLBACK FULL cannot give them back. Roll back without FULL.') : ok(then);
}

/**
 * ROLLBACK FORMING: the game before its first phase, forming again with everyone on the
 * power he plays ("This will not change power assignment"), no orders and no deadline;
 * the master starts it again (ACTIVATE), or rolls it forward.
 */
function backToForming(state: GameState, full: boolean, world: World): Outcome {
  let next: GameState;
  if (state.history.length > 0) {
    const back = rolledBackTo(state, 0, false, full, world);
    if (!back.ok) return back;
    next = back.value;
  } else {
    // Still in the first phase: what was ordered for it goes, from wherever the variant keeps it.
    const play = playOf(state);
    next = state;
    for (const power of Object.keys(state.seats)) {
      const cleared = play.clearOrders(next, { kind: 'master' }, { type: 'clear_orders', power }, world);
      if (cleared.ok) next = cleared.value.state;
    }
  }
  const { late: _late, previewed: _previewed, ...rest } = next;
  const forming: GameState = { ...rest, status: 'forming', ending: null, deadline: null, remaining: null, orders: {}, submitted: [] };
  return done(forming, [{ type: 'rolled_back', phase: forming.position.phase, forming: true }]);
}

/**
 * Play again the phase the last ROLLBACK undid, with its orders as they were; with a
 * phase, every undone phase in turn until the game is at that phase (as the DPjudge's
 * ROLLFORWARD phase does), all in one change, so that its results go out together.
 */
export function rollforward(state: GameState, actor: Actor, command: Rollforward, world: World): Outcome {
  const refusal = masterOnly(actor, 'roll a game forward') ?? stalePhase(state, command.from, 'roll forward');
  if (refusal) return refusal;
  // After ROLLBACK FORMING: the game starts again (everyone on his power) and plays forward.
  let startEvents: GameEvent[] = [];
  if (state.status === 'forming' && state.undone.length > 0) {
    const started = startGame(state, world.now, world.random);
    state = started.state;
    startEvents = started.events;
  }
  const inactive = mustBeActive(state, 'a game is rolled forward');
  if (inactive) return inactive;
  const first = withEvents(rollforwardOnce(state, world), startEvents);
  if (!first.ok || command.phase === undefined) return first;
  const target = command.phase.trim().toUpperCase();
  let current = first.value;
  while (current.state.position.phase !== target) {
    if (current.state.status !== 'active') break;
    const next = rollforwardOnce(current.state, world);
    if (!next.ok) break;
    current = { state: next.value.state, events: [...current.events, ...next.value.events] };
  }
  if (current.state.position.phase !== target) return refuse('nothing_to_roll', `${command.phase} is not a phase the game comes to by rolling forward what was rolled back.`);
  return done(current.state, current.events);
}

/** The events of a start before them, where the roll forward went ahead. */
function withEvents(outcome: Outcome, before: readonly GameEvent[]): Outcome {
  return outcome.ok && before.length > 0 ? done(outcome.value.state, [...before, ...outcome.value.events]) : outcome;
}

/** One undone phase played again. */
function rollforwardOnce(state: GameState, world: World): Outcome {
  const again = playOf(state).rollforward(state, world.now);
  return again.ok ? done(again.value.state, [{ type: 'rolled_forward', phase: again.value.phase }, ...again.value.events]) : again;
}

/** Stop the clock: the time left is kept and given back on resume. */
export function pause(state: GameState, actor: Actor, world: World): Outcome {
  const refusal = masterOnly(actor, 'pause a game') ?? mustBeActive(state, 'a game is paused');
  if (refusal) return refusal;
  if (state.paused) return refuse('paused', 'The game is already paused.');
  const remaining = state.deadline === null ? null : Math.max(0, state.deadline - world.now);
  return done({ ...state, paused: true, deadline: null, remaining }, [{ type: 'paused' }]);
}

/** Start the clock again with the time that was left; a phase complete meanwhile is processed. */
export function resume(state: GameState, actor: Actor, world: World): Outcome {
  const refusal = masterOnly(actor, 'resume a game') ?? mustBeActive(state, 'a game is resumed');
  if (refusal) return refusal;
  if (!state.paused) return refuse('wrong_status', 'The game is not paused.');
  const deadline = state.remaining === null ? null : world.now + state.remaining;
  const resumed: GameState = { ...state, paused: false, deadline, remaining: null };
  const out = processIfReady(resumed, [{ type: 'resumed' }], world.now);
  return done(out.state, out.events);
}

/**
 * A new deadline for the phase: in the future; none at all only in a NO_DEADLINE game. The
 * master's; under PLAYER_DEADLINES a power's player's too, but only later than the one set
 * (the seed: "Only the Master is permitted to shorten a deadline").
 */
export function setDeadline(state: GameState, actor: Actor, command: SetDeadline, world: World): Outcome {
  const extender = actor.kind !== 'master' && inForce(state.settings, 'PLAYER_DEADLINES') ? powerOf(state, actor) : null;
  const refusal = (extender === null ? masterOnly(actor, 'set the deadline') : null) ?? mustBeActive(state, 'deadlines are set');
  if (refusal) return refusal;
  if (extender !== null && !state.paused && (command.at === null || state.deadline === null || command.at <= state.deadline)) {
    return refuse('bad_deadline', 'Only the master may bring the deadline closer or take it away: a player may only set a later one (PLAYER_DEADLINES).');
  }
  if (state.paused) return refuse('paused', 'The game is paused: resume it before setting a deadline.');
  if (command.at === null) {
    if (!inForce(state.settings, 'NO_DEADLINE')) return refuse('bad_deadline', 'Every phase of this game has a deadline (it does not use NO_DEADLINE).');
  } else if (!Number.isFinite(command.at) || command.at <= world.now) {
    return refuse('bad_deadline', 'The deadline must be a time in the future.');
  }
  if (command.at === state.deadline) return done(state);
  return done({ ...state, deadline: command.at }, [{ type: 'deadline_changed', deadline: command.at }]);
}

/** End the game here, with no winner. */
export function terminate(state: GameState, actor: Actor, command: Terminate): Outcome {
  const refusal = masterOnly(actor, 'terminate a game') ?? stalePhase(state, command.from, 'terminate the game');
  if (refusal) return refusal;
  if (state.status === 'finished') return refuse('wrong_status', 'The game is already over.');
  const out = finishWith(state, { kind: 'terminated' });
  return done(out.state, out.events);
}

/**
 * Show everyone who played which power (DPjudge's REVEAL): for a game that has ended under
 * NO_REVEAL, whose names the end left hidden. Before the end the names stay the master's,
 * as on the DPjudge; where they are already shown there is nothing to reveal.
 */
export function reveal(state: GameState, actor: Actor): Outcome {
  const refusal = masterOnly(actor, 'reveal who plays which power');
  if (refusal) return refusal;
  if (namesPublic(state)) return refuse('wrong_status', 'Everyone already sees who plays which power in this game: there is nothing to reveal.');
  if (state.status !== 'finished') return refuse('wrong_status', `The game is ${state.status}: who plays which power is revealed only once it has ended.`);
  return done({ ...state, revealed: true }, [{ type: 'revealed' }]);
}

/**
 * The most observers the game takes from now on, at any time of the game. Observers
 * already in stay, even past a lower bound: the bound keeps newcomers out, it sends
 * nobody away.
 */
export function setMaxObservers(state: GameState, actor: Actor, command: SetMaxObservers): Outcome {
  const refusal = masterOnly(actor, 'bound the observers');
  if (refusal) return refusal;
  const wrong = maxObserversRefusal(command.max);
  if (wrong !== null) return refuse('bad_setting', wrong);
  if (state.settings.maxObservers === command.max) return done(state);
  return done({ ...state, settings: { ...state.settings, maxObservers: command.max } });
}
