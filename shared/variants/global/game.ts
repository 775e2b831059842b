import { fail, ok, type Result } from '../../result.js';
import { currentPhase, gameMap, phaseMap } from '../../game/board.js';
import { advanceGame, finishWith, ordersAsEntered } from '../../game/process.js';
import type { Moved, OrdersCommand, Play } from '../../game/play.js';
import { previewInstead } from '../../game/preview.js';
import { readyToProcess } from '../../game/duty.js';
import { inForce } from '../../game/rules.js';
import { ordersRefusal, phaseRefusal, standardPlay, withLate } from '../../game/standard-play.js';
import { done, type Outcome } from '../../game/step.js';
import type { Actor, CommandError, GameEvent, GameState, World } from '../../game/types.js';
import { enterGlobalOrders, storedAgain } from './entry.js';
import { globalEnding } from './endings.js';
import { playGlobalPhase, type GlobalPlayed } from './phases.js';
import type { GlobalState } from './state.js';
import { UNSCARRED } from './wasteland.js';

/**
 * Global Diplomacy's hooks (shared/game/play.ts). Orders are the standard game's plus the
 * bombing orders of a movement turn and the arsenal builds a power is owed (entry.ts); a
 * phase is played by phases.ts (the strikes after movement, the scars kept in
 * `GameState.global`); the game also ends when the bombs leave too little of the globe, and
 * with the setting `firstElimination` at the end of the first year a power is out (endings.ts).
 */

/** The variant's state of a game (made at creation: a Global game always has it). */
function globalOf(state: GameState): GlobalState {
  if (state.global === undefined) throw new Error(`Game ${state.id} is a Global game without its state.`);
  return state.global;
}

/** The phase being played, played now. */
const playNow = (state: GameState, now: number): GlobalPlayed => playGlobalPhase(state, state.position, globalOf(state), ordersAsEntered(state), now);

/**
 * A played phase applied as the core applies any (advanceGame: the record kept, the next
 * phase opened, eliminations, the solo, the votes), the variant's state moved on with it,
 * then the variant's own endings.
 */
function advanceGlobal(state: GameState, played: GlobalPlayed, now: number, undone: GameState['undone'] = []): Moved {
  const out = advanceGame(state, played, now, undone);
  const next: GameState = { ...out.state, global: played.global };
  if (next.status !== 'active') return { state: next, events: out.events };
  const ending = globalEnding(next, gameMap(state.settings), played.record.position.phase);
  if (ending === null) return { state: next, events: out.events };
  return finishWith(next, ending, out.events);
}

function processIfReady(state: GameState, events: readonly GameEvent[], now: number): Moved {
  if (!readyToProcess(state)) return { state, events: [...events] };
  const out = advanceGlobal(state, playNow(state, now), now);
  // PREVIEW: the would-be results go to the master instead.
  return previewInstead(state, events, { state: out.state, events: [...events, ...out.events] }, now, globalPlay.preview);
}

/** The power's lines, each answered (entry.ts); a submission in which every line fails changes nothing. */
function orders(state: GameState, actor: Actor, command: OrdersCommand, world: World): Outcome {
  const refusal = ordersRefusal(state, actor, command.power, world) ?? phaseRefusal(state, command.phase);
  if (refusal) return refusal;
  const global = globalOf(state);
  const entered = enterGlobalOrders(
    {
      map: phaseMap(state),
      position: state.position,
      power: command.power,
      wasteland: global.wasteland,
      owed: global.entitled[command.power] ?? 0,
      options: {
        phaseType: currentPhase(state).type,
        needMoveMarks: inForce(state.settings, 'NEED_MOVE_MARKS'),
        rules: state.settings.rules,
        immobile: inForce(state.settings, 'IMMOBILE_DUMMIES') && state.seats[command.power]!.status === 'dummy',
      },
    },
    command.add ? (state.orders[command.power] ?? []) : [],
    command.lines,
  );
  if (command.lines.length > 0 && entered.accepted === 0) return done(state, [], entered.answers);
  const taken: GameState = {
    ...state,
    orders: { ...state.orders, [command.power]: entered.orders },
    submitted: state.submitted.includes(command.power) ? state.submitted : [...state.submitted, command.power],
  };
  const out = processIfReady(taken, [{ type: 'orders_changed', power: command.power }], world.now);
  return done(out.state, out.events, entered.answers);
}

/**
 * ROLLBACK: the standard game's, and the variant's state as the phase returned to found it
 * (its record keeps it), so that the bombs and the arsenals owed since are undone too.
 */
function rollback(state: GameState, at: number, now: number, restore: boolean): Result<GameState, CommandError> {
  const back = standardPlay.rollback(state, at, now, restore);
  if (!back.ok) return back;
  const record = state.history[at]!;
  const before = record.global?.before;
  let next = before === undefined ? back.value : { ...back.value, global: before };
  // RESTORE: the bombing lines, which the standard game's grammar does not read, come back too.
  if (restore) {
    const map = phaseMap(next);
    const options = { phaseType: currentPhase(next).type, needMoveMarks: inForce(next.settings, 'NEED_MOVE_MARKS') };
    const orders = Object.fromEntries(Object.entries(record.orders).map(([power, lines]) => [power, storedAgain(map, record.position, power, lines, options)]));
    next = { ...next, orders };
  }
  return ok(next);
}

/** ROLLFORWARD: the phase undone played again from its record (its position, lines and state), late powers as they were. */
function rollforward(state: GameState, now: number) {
  const record = state.undone[0];
  if (record === undefined || record.position.phase !== state.position.phase) return fail('nothing_to_roll', 'No phase was rolled back here to roll forward.');
  const played = playGlobalPhase(state, record.position, record.global?.before ?? globalOf(state), record.orders, record.processedAt);
  const replayed = withLate(played, record.late ?? []) as GlobalPlayed;
  return ok({ ...advanceGlobal(state, { ...replayed, global: played.global }, now, state.undone.slice(1)), phase: record.position.phase });
}

export const globalPlay: Play = {
  title: 'Global Diplomacy',
  /**
   * A Global game is played on a Global board (one whose KINDS line names arsenals: the
   * board of maps/global/ and its 3-, 4- and 5-player setups), from an unscarred globe.
   */
  start: ({ map }) => {
    if (!(map.kinds ?? []).includes('AS')) {
      return fail('bad_rules', `A Global Diplomacy game is played on the Global board (map global; for fewer players with the setup global5, global4 or global3), not on ${map.name}.`);
    }
    return ok({ global: { wasteland: UNSCARRED, entitled: {} } });
  },
  orders,
  // Arrows, not the members themselves: a read of standardPlay's members when this module loads
  // would keep every play and board in the web client's bundle, which imports this module's entry checks.
  clearOrders: (state, actor, command, world) => standardPlay.clearOrders(state, actor, command, world),
  missing: (state) => standardPlay.missing(state),
  orderStatus: (state, power) => standardPlay.orderStatus(state, power),
  processNow: (state, now, late) => {
    const played = playNow(state, now);
    return ok(advanceGlobal(state, { ...withLate(played, late), global: played.global }, now));
  },
  processIfReady,
  preview: (state, now) => {
    const played = playNow(state, now);
    return ok({ record: played.record, next: played.next.phase });
  },
  rollback,
  rollforward,
};
