import type { Position } from '../../adjudicate/types.js';
import { formatPhase, parsePhase } from '../../map/phase.js';
import type { GameMap, PowerName } from '../../map/types.js';
import { formatOrder } from '../../orders/format.js';
import { parseOrder } from '../../orders/parse.js';
import { fail, ok, type Problem, type Result } from '../../result.js';
import { EDITIONS, readListLine, type Edition } from './lists.js';
import {
  enterOrders as enterBoardOrders,
  lockFirst,
  missingLists,
  openPipeline,
  processBoard,
  processFront,
  rollBack,
  rollForward,
  resequenceList,
  submitList,
  submitStanding,
  type Pipeline,
  type StandingKind,
  type Processed,
} from './pipeline.js';
import { crystalBallRules, movementEntry } from './rules.js';
import { actsFor } from '../../game/actors.js';
import { playedBySomeone } from '../../game/control.js';
import { gameMap } from '../../game/board.js';
import { openClock } from '../../game/clock.js';
import { powersOwing } from '../../game/duty.js';
import { dueOut, seatsBack, type KeptIn } from '../../game/endings.js';
import type { Play } from '../../game/play.js';
import { advanceGame } from '../../game/process.js';
import { lateChangesForbidden } from '../../game/rules.js';
import { done, refuse, type Outcome } from '../../game/step.js';
import { alwaysWaits, waitFlagsCount } from '../../game/waits.js';
import { previewInstead } from '../../game/preview.js';
import type { Actor, Command, CommandError, GameEvent, GameState, OrderAnswer, PhaseRecord, StandingListName, World } from '../../game/types.js';

/**
 * A Crystal Ball game in the engine (revised rules): the game keeps the pipeline of
 * shared/variants/crystal-ball/pipeline.ts in `state.crystal`, and `state.position` is
 * always the pipeline's board. Movement orders are lists for a named phase
 * (`submitList`), retreats and adjustments are entered as they occur (`enterOrders`); a
 * step is the first phase's locking (`lockFirst`), the front phase's processing
 * (`processFront`) or the board's retreats or adjustments (`processBoard`).
 */

type Orders = Extract<Command, { type: 'orders' }>;

const late = (state: GameState, world: World): boolean => state.deadline !== null && world.now > state.deadline;

/** The game is a Crystal Ball game with its pipeline. */
export const isCrystal = (state: GameState): state is GameState & { readonly crystal: Pipeline } => state.crystal !== undefined;

/**
 * The pipeline a new Crystal Ball game starts with: its first movement phase open for
 * lists (and under the original rules each power's initial build list).
 */
export function newPipeline(map: GameMap, position: Position, rules: readonly string[], edition: Edition = 'revised'): Result<Pipeline, 'bad_rules'> {
  const resolved = crystalBallRules(rules, edition);
  if (!resolved.ok) return fail('bad_rules', resolved.error.message);
  return ok(openPipeline(map, position, resolved.value));
}

const boardType = (pipe: Pipeline): 'M' | 'R' | 'A' => {
  const p = parsePhase(pipe.position.phase);
  if (!p.ok) throw new Error(`A Crystal Ball board holds an unreadable phase: ${p.error.message}`);
  return p.value.type;
};

/** The game plays the original rules: retreats and adjustments come from standing lists. */
const original = (pipe: Pipeline): boolean => pipe.rules.edition === 'original';

/** Who has sent what the next step waits for: lists for the open phase, or the board's orders. */
function submittedOf(state: GameState & { readonly crystal: Pipeline }): PowerName[] {
  const pipe = state.crystal;
  const powers = Object.keys(state.seats);
  if (boardType(pipe) !== 'M') return powers.filter((p) => p in pipe.orders);
  const open = pipe.pipe[pipe.pipe.length - 1]!;
  return powers.filter((p) => p in open.lists);
}

/** The state with a new pipeline, `submitted` kept in step with it. */
function withPipeline(state: GameState, crystal: Pipeline): GameState & { readonly crystal: Pipeline } {
  const next = { ...state, crystal };
  return { ...next, submitted: submittedOf(next) };
}

/** The powers (dummies nobody controls excepted) the next step waits for; null when nobody owes anything. */
function waitingFor(state: GameState & { readonly crystal: Pipeline }): { missing: PowerName[]; owing: PowerName[] } {
  const map = gameMap(state.settings);
  const pipe = state.crystal;
  const live = (p: PowerName): boolean => playedBySomeone(state.seats, p) && state.seats[p]?.status !== 'eliminated';
  if (boardType(pipe) !== 'M' && original(pipe)) return { owing: [], missing: [] };
  if (boardType(pipe) !== 'M') {
    const owing = powersOwing(state).filter(live);
    return { owing, missing: owing.filter((p) => !(p in pipe.orders)) };
  }
  const owing = [...map.powers.keys()].filter((p) => live(p) && pipe.position.units.some((u) => u.power === p));
  const missing = missingLists(map, pipe).filter(live);
  return { owing, missing };
}

/** Every power owing something has sent it and has no WAIT flag: the step may go now. */
function crystalReady(state: GameState & { readonly crystal: Pipeline }): boolean {
  const type = boardType(state.crystal);
  if (state.status !== 'active' || state.paused || alwaysWaits(state.settings, type)) return false;
  // Original rules: a retreat or adjustment phase on the board (after a rollback) waits for nobody.
  if (original(state.crystal) && boardType(state.crystal) !== 'M') return true;
  const { owing, missing } = waitingFor(state);
  if (owing.length === 0 || missing.length > 0) return false;
  return !waitFlagsCount(state.settings, type) || owing.every((p) => !state.seats[p]?.wait);
}

/**
 * A Crystal Ball power put out by a Fall learns it only after his next Spring list has
 * been processed (the revised rules: "will not know about his elimination until after he
 * has submitted orders for the subsequent Spring phase"; he shares a draw agreed meanwhile,
 * and his Spring list is played with the proxies given to him). That Spring list was
 * locked before the Fall processed, so he writes nothing more: the pipeline refuses him any
 * later list and refuses proxies to him, the board showing him out. His seat goes when the
 * pipeline names him among the powers already out on the board its last movement phase was
 * played on (`Pipeline.out`), which is first true once that Spring has processed; until
 * then the game keeps him in (endings.ts: `KeptIn`).
 */
const keptIn: KeptIn = (state, power) => state.crystal !== undefined && !state.crystal.out.includes(power);

/** A processed step of the pipeline as the game's history keeps it. */
function phaseRecordOf(before: Pipeline, processed: Processed, now: number): PhaseRecord {
  const rec = processed.record;
  return {
    position: rec.position,
    orders: rec.kind === 'movement' ? rec.lists : (rec.lists ?? before.orders),
    results: rec.results,
    processedAt: now,
  };
}

/** A processed step of the pipeline in the game's history, and the game moved on; `undone` as advanceGame takes it. */
function advanceWith(state: GameState, before: Pipeline, processed: Processed, now: number, undone: GameState['undone'] = []): { state: GameState; events: GameEvent[] } {
  const record = phaseRecordOf(before, processed, now);
  const out = advanceGame(withPipeline(state, processed.state), { record, next: processed.state.position }, now, undone, keptIn);
  return { state: isCrystal(out.state) ? withPipeline(out.state, out.state.crystal) : out.state, events: out.events };
}

/**
 * One step of the pipeline: the board's retreats or adjustments, the first phase's lists
 * locked, or the front phase processed. `early`: powers without a list have their units
 * hold (the deadline under CIVIL_DISORDER, the master's PROCESS).
 */
export function crystalStep(
  state: GameState & { readonly crystal: Pipeline },
  now: number,
  early: boolean,
): Result<{ state: GameState; events: GameEvent[] }, CommandError> {
  const map = gameMap(state.settings);
  const pipe = state.crystal;
  if (boardType(pipe) !== 'M') {
    const played = processBoard(map, pipe);
    if (!played.ok) throw new Error(`Game ${state.id}, ${pipe.position.phase}: ${played.error.message}`);
    return ok(standingAfter(advanceWith(state, pipe, played.value, now), now));
  }
  if (!pipe.pipe[0]!.locked) {
    const locked = lockFirst(map, pipe, { early });
    if (!locked.ok) return fail('not_ready', locked.error.message);
    let next: GameState = withPipeline(state, locked.value);
    const seats = Object.fromEntries(Object.entries(next.seats).map(([p, s]) => [p, s.wait ? { ...s, wait: false } : s]));
    next = { ...next, seats };
    next = { ...next, ...openClock(next, now) };
    return ok({ state: next, events: [{ type: 'deadline_changed', deadline: next.deadline }] });
  }
  const played = processFront(map, pipe, { early });
  if (!played.ok) return fail('not_ready', played.error.message);
  return ok(standingAfter(advanceWith(state, pipe, played.value, now), now));
}

/**
 * Original rules: the retreat and adjustment phases after a movement are played at once
 * from the standing lists (nobody is waited for), each its own record, while the game goes on.
 */
function standingAfter(out: { state: GameState; events: GameEvent[] }, now: number): { state: GameState; events: GameEvent[] } {
  let { state } = out;
  const events = [...out.events];
  const map = gameMap(state.settings);
  while (state.status === 'active' && isCrystal(state) && original(state.crystal) && boardType(state.crystal) !== 'M') {
    const pipe = state.crystal;
    const played = processBoard(map, pipe);
    if (!played.ok) throw new Error(`Game ${state.id}, ${pipe.position.phase}: ${played.error.message}`);
    const next = advanceWith(state, pipe, played.value, now);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

/** After a change: take every step that is ready (the first lock may be followed by the front's processing). */
export function crystalProcessIfReady(state: GameState, events: readonly GameEvent[], now: number): { state: GameState; events: GameEvent[] } {
  let current = state;
  const all = [...events];
  for (let i = 0; i < 4 && isCrystal(current) && crystalReady(current); i++) {
    // Ready with lists missing: only dummies' (their units hold).
    const stepped = crystalStep(current, now, missingLists(gameMap(current.settings), current.crystal).length > 0);
    if (!stepped.ok) break;
    current = stepped.value.state;
    all.push(...stepped.value.events);
  }
  // PREVIEW: a step that would process a phase is shown to the master instead.
  return previewInstead(state, events, { state: current, events: all }, now, (s, n) => crystalPreview(asCrystal(s), n));
}

/** The powers (dummies excepted) still owing what the next step waits for: the master's PROCESS without "!". */
export const crystalMissing = (state: GameState & { readonly crystal: Pipeline }): PowerName[] => waitingFor(state).missing;

/** The line (from 0) a pipeline refusal names, "Line 3 (…): …", or null when it names none. */
function refusedLine(message: string): number | null {
  const at = /^Line (\d+) /.exec(message);
  return at === null ? null : Number(at[1]) - 1;
}

const listRefusedWhole = (bad: number): string => `The list was refused whole: line ${bad + 1} cannot stand in it.`;

/** Every line sent answered refused: the one at fault with its error, the others with `whole`. */
function refusedWhole(state: GameState, texts: readonly string[], bad: number, error: Problem<string>, whole: string): Outcome {
  return done(state, [], texts.map((text, i) => ({ text, accepted: false, error: i === bad ? error : { code: 'list_refused', message: whole } })));
}

/**
 * An `orders` command in a Crystal Ball game. For a movement phase (named by `phase`) the
 * lines are the power's whole list for it, replacing its earlier one; a line that cannot
 * stand in a list refuses the list whole (every line answered, nothing changed). Without
 * a movement phase named, the lines are the orders for the retreat or adjustment phase on
 * the board.
 */
export function crystalOrders(state: GameState & { readonly crystal: Pipeline }, actor: Actor, command: Orders, world: World): Outcome {
  const { power } = command;
  if (state.seats[power] === undefined) return refuse('unknown_power', `${power} is not a power of this game.`);
  if (!actsFor(state, actor, power)) return refuse('not_allowed', `Only ${power}'s player (or the master) may order for ${power}.`);
  if (state.status !== 'active') return refuse('wrong_status', `The game is ${state.status}: orders are taken only while it is active.`);
  if (state.seats[power]!.status === 'eliminated') return refuse('no_orders_now', `${power} is out of the game.`);
  if (command.add === true) return refuse('no_orders_now', 'A Crystal Ball list is written whole: it replaces the earlier list, it is never added to.');
  const map = gameMap(state.settings);
  const pipe = state.crystal;
  const standing = standingKindOf(command.phase);
  const named = command.phase === undefined || standing !== undefined ? null : parsePhase(command.phase.trim().toUpperCase());
  if (named !== null && !named.ok) return refuse('no_orders_now', named.error.message);
  const texts = command.lines;
  if (standing !== undefined) return standingList(state, power, standing, texts, world);
  if (named !== null && named.value.type === 'M') {
    const answers: OrderAnswer[] = [];
    let refused: number | null = null;
    for (const [i, text] of texts.entries()) {
      const line = readListLine(map, power, text, movementEntry(pipe.rules));
      if (line.ok) answers.push({ text, accepted: true, order: formatOrder(line.value.order) });
      else {
        answers.push({ text, accepted: false, error: line.error });
        refused ??= i;
      }
    }
    const slot = pipe.pipe.find((p) => p.phase === formatPhase(named.value));
    if (actor.kind !== 'master' && late(state, world) && slot !== undefined && power in slot.lists && lateChangesForbidden(state.settings)) {
      return refuse('no_orders_now', 'The deadline has passed: lists already written may no longer be changed in this game.');
    }
    if (refused === null) {
      // The master may re-sequence the locked first Fall list (never change it).
      const written = actor.kind === 'master' && slot?.locked === true
        ? resequenceList(map, pipe, power, command.phase!, texts)
        : submitList(map, pipe, power, command.phase!, texts);
      if (written.ok) {
        const next = withPipeline(state, written.value);
        const out = crystalProcessIfReady(next, [{ type: 'orders_changed', power }], world.now);
        return done(out.state, out.events, answers);
      }
      const bad = refusedLine(written.error.message);
      if (bad === null) return refuse('no_orders_now', written.error.message);
      refused = bad;
      answers[refused] = { text: texts[refused]!, accepted: false, error: written.error };
    }
    const whole = { code: 'list_refused', message: listRefusedWhole(refused) };
    return done(state, [], answers.map((a, i) => (i === refused || !a.accepted ? a : { text: a.text, accepted: false, error: whole })));
  }
  if (original(pipe)) {
    const open = pipe.pipe.filter((p) => !p.locked).map((p) => p.phase);
    return refuse('no_orders_now', `Under the original rules every order is in a list: name the movement phase a list is for (${open.join(' or ')} now), or RETREATS, BUILDS or REMOVES.`);
  }
  if (boardType(pipe) === 'M') {
    const open = pipe.pipe.filter((p) => !p.locked).map((p) => p.phase);
    return refuse('no_orders_now', `A Crystal Ball list names the movement phase it is for (lists are written for ${open.join(' or ')} now).`);
  }
  if (actor.kind !== 'master' && late(state, world) && power in pipe.orders && lateChangesForbidden(state.settings)) {
    return refuse('no_orders_now', 'The deadline has passed: orders already submitted may no longer be changed in this game.');
  }
  const entered = enterBoardOrders(map, pipe, power, command.phase ?? pipe.position.phase, texts);
  if (!entered.ok) {
    const bad = refusedLine(entered.error.message);
    if (bad === null) return refuse('no_orders_now', entered.error.message);
    return refusedWhole(state, texts, bad, entered.error, `The orders were refused whole: line ${bad + 1} cannot be read.`);
  }
  const phaseType = boardType(pipe);
  const answers: OrderAnswer[] = texts.filter((t) => t.trim() !== '').map((text) => {
    const read = parseOrder(map, text, { phaseType, needMoveMarks: pipe.rules.needMoveMarks });
    return { text, accepted: true, order: read.ok ? formatOrder(read.value) : text.trim() };
  });
  const next = withPipeline(state, entered.value);
  const out = crystalProcessIfReady(next, [{ type: 'orders_changed', power }], world.now);
  return done(out.state, out.events, answers);
}

/**
 * The master's PREVIEW: what the next step would give if processed now (powers without a
 * list have their units hold), as a record for his eyes only; nothing changes. Before the
 * first phase is locked nothing would be processed, and the preview says so.
 */
export function crystalPreview(state: GameState & { readonly crystal: Pipeline }, now: number): Result<{ record: PhaseRecord; next: string }, CommandError> {
  const map = gameMap(state.settings);
  const pipe = state.crystal;
  if (boardType(pipe) === 'M' && !pipe.pipe[0]!.locked) {
    return fail('not_ready', `Nothing would be processed now: the ${pipe.pipe[0]!.phase} lists would only be locked.`);
  }
  const played = boardType(pipe) === 'M' ? processFront(map, pipe, { early: true }) : processBoard(map, pipe);
  if (!played.ok) return fail('not_ready', played.error.message);
  return ok({ record: phaseRecordOf(pipe, played.value, now), next: played.value.state.position.phase });
}

/**
 * The master's ROLLBACK to `history[at]`: the pipeline as it stood before that phase
 * processed (its board, the lists as written then and locked as then, the board's orders
 * as entered), the phases undone kept for ROLLFORWARD. A seat eliminated since comes back
 * when the restored game would not have it out yet (see `keptIn`).
 */
export function crystalRollback(state: GameState & { readonly crystal: Pipeline }, at: number, now: number): Result<GameState, CommandError> {
  const map = gameMap(state.settings);
  if (state.crystal.history.length !== state.history.length) {
    return fail('nothing_to_roll', 'This game\'s history and its lists no longer match: it cannot be rolled back.');
  }
  const back = rollBack(map, state.crystal, at);
  if (!back.ok) return fail('nothing_to_roll', back.error.message);
  let next: GameState = {
    ...state,
    status: 'active',
    ending: null,
    position: back.value.position,
    orders: {},
    history: state.history.slice(0, at),
    undone: [...state.history.slice(at), ...state.undone],
  };
  next = withPipeline(next, back.value);
  const restored = next;
  next = { ...next, seats: seatsBack(next.seats, (power) => !dueOut(restored, power, keptIn)) };
  return ok({ ...next, ...openClock(next, now) });
}

/** The master's ROLLFORWARD: the step the last ROLLBACK undid, played again from the pipeline as it stood then. */
export function crystalRollforward(state: GameState & { readonly crystal: Pipeline }, now: number): Result<{ state: GameState; events: GameEvent[]; phase: string }, CommandError> {
  const map = gameMap(state.settings);
  const record = state.undone[0];
  if (record === undefined || record.position.phase !== state.position.phase) return fail('nothing_to_roll', 'No phase was rolled back here to roll forward.');
  const played = rollForward(map, state.crystal);
  if (!played.ok) return fail('nothing_to_roll', played.error.message);
  let out = advanceWith(state, state.crystal, played.value, now, state.undone.slice(1));
  // Original rules: the retreats and adjustments undone with the movement come back with it.
  while (out.state.status === 'active' && isCrystal(out.state) && original(out.state.crystal) && boardType(out.state.crystal) !== 'M'
    && out.state.undone[0]?.position.phase === out.state.position.phase) {
    const s: GameState & { readonly crystal: Pipeline } = out.state;
    const again = rollForward(map, s.crystal);
    if (!again.ok) break;
    const more = advanceWith(s, s.crystal, again.value, now, s.undone.slice(1));
    out = { state: more.state, events: [...out.events, ...more.events] };
  }
  return ok({ ...out, phase: record.position.phase });
}

/**
 * How an `orders` command names an original-rules list that is not a movement list: its
 * `phase` is the list's kind, as the API and mail doors carry it unchanged.
 */
const STANDING_KIND_OF: Readonly<Record<StandingListName, StandingKind>> = { RETREATS: 'retreat', BUILDS: 'build', REMOVES: 'remove' };
/** The standing list an `orders` command's `phase` names ("RETREATS", "builds" …), or undefined for any other phase. */
export function standingKindOf(phase: string | undefined): StandingKind | undefined {
  const name = phase?.trim().toUpperCase();
  return name !== undefined && Object.hasOwn(STANDING_KIND_OF, name) ? STANDING_KIND_OF[name as StandingListName] : undefined;
}

/**
 * Original rules: a power's standing retreat or build list or its remove list, replacing
 * the earlier one whenever it is written (no deadline binds it: a standing list is used
 * when the next retreat or adjustment phase comes). A line that cannot stand refuses the
 * list whole, every line answered.
 */
function standingList(state: GameState & { readonly crystal: Pipeline }, power: PowerName, kind: StandingKind, texts: readonly string[], world: World): Outcome {
  const map = gameMap(state.settings);
  const pipe = state.crystal;
  if (!original(pipe)) {
    return refuse('no_orders_now', `Retreat, build and remove lists are of the original rules; in this game retreats and adjustments are ordered as they occur, without naming a phase.`);
  }
  const written = submitStanding(map, pipe, power, kind, texts);
  if (!written.ok) {
    const bad = refusedLine(written.error.message);
    if (bad === null) return refuse('no_orders_now', written.error.message);
    return refusedWhole(state, texts, bad, written.error, listRefusedWhole(bad));
  }
  const answers: OrderAnswer[] = texts.filter((t) => t.trim() !== '').map((text) => {
    const line = readListLine(map, power, text, { kind, proxies: false, needMoveMarks: pipe.rules.needMoveMarks });
    return { text, accepted: true, order: line.ok ? formatOrder(line.value.order) : text.trim() };
  });
  const out = crystalProcessIfReady(withPipeline(state, written.value), [{ type: 'orders_changed', power }], world.now);
  return done(out.state, out.events, answers);
}

/** A Crystal Ball game's state, its pipeline required: stored state without one is a bug, not input. */
function asCrystal(state: GameState): GameState & { readonly crystal: Pipeline } {
  if (!isCrystal(state)) throw new Error(`Game ${state.id} is a Crystal Ball game without its pipeline.`);
  return state;
}

/** Crystal Ball's hooks (play.ts): lists for the movement phases ahead, the pipeline stepped. */
export const crystalPlay: Play = {
  title: 'Crystal Ball',
  editions: EDITIONS,
  start: ({ map, position, rules, settings }) => {
    const pipe = newPipeline(map, position, rules, settings.edition ?? EDITIONS[0]);
    return pipe.ok ? ok({ crystal: pipe.value }) : pipe;
  },
  orders: (state, actor, command, world) => crystalOrders(asCrystal(state), actor, command, world),
  clearOrders: () => refuse('no_orders_now', 'A Crystal Ball list is taken back by writing it again: send an empty list for the phase.'),
  missing: (state) => crystalMissing(asCrystal(state)),
  // Only whether a power's list is still awaited is known.
  orderStatus: (state, power) => (crystalMissing(asCrystal(state)).includes(power) ? 'none' : 'complete'),
  processNow: (state, now) => crystalStep(asCrystal(state), now, true),
  processIfReady: crystalProcessIfReady,
  preview: (state, now) => crystalPreview(asCrystal(state), now),
  // The lists are the pipeline's, kept as they stood then: RESTORE or not, they come back.
  rollback: (state, at, now) => crystalRollback(asCrystal(state), at, now),
  rollforward: (state, now) => crystalRollforward(asCrystal(state), now),
};
