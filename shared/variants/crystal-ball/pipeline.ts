import { adjudicatePhase } from '../../adjudicate/phase.js';
import type { OrderReport, Position } from '../../adjudicate/types.js';
import { phaseAfter } from '../../map/calendar.js';
import { formatPhase, parsePhase, type Phase } from '../../map/phase.js';
import type { GameMap, Location, PowerName, UnitKind } from '../../map/types.js';
import { parseOrder } from '../../orders/parse.js';
import { BUILT_RULES } from '../../rules/built.js';
import { fail, ok, type Result } from '../../result.js';
import type { ListReport } from './annotations.js';
import { listLimits, readListLine, type ListError, type ListKind, type ListLimits, type ListLine, type ReadOptions } from './lists.js';
import { initialBuildList, resolveAdjustmentLists, type WhereNow } from './adjustment-lists.js';
import { resolveMovementLists, type MovementListError, type Moved } from './movement.js';
import { resolveRetreatLists } from './retreat-list.js';
import { movementEntry, type CrystalBallRules } from './rules.js';

/**
 * The order pipeline of a Crystal Ball game: the movement lists of the two movement phases
 * in the pipe, the orders of the retreat and adjustment phases played as they occur
 * (revised rules) or the standing retreat, build and remove lists (original rules), what
 * has been processed, and what undo needs. Pure: every transition answers a new state or a
 * refusal with a stable code and a sentence. The game engine (shared/variants/crystal-ball/game.ts) holds
 * one of these for each Crystal Ball game.
 */

/** One movement phase in the pipe and the lists written for it so far. */
export interface PipePhase {
  /** "F1901M". */
  readonly phase: string;
  /** Locked: the phase before it has processed (or, for the first, every power has written). */
  readonly locked: boolean;
  readonly lists: Readonly<Record<PowerName, readonly ListLine[]>>;
}

/** A processed movement phase, as the history keeps it. */
export interface MovementRecord {
  readonly kind: 'movement';
  readonly phase: string;
  /** The board the lists were processed on. */
  readonly position: Position;
  /** Each power's list as written, in the order written (the lists of powers already out are dropped). */
  readonly lists: Readonly<Record<PowerName, readonly string[]>>;
  /** Every line annotated, in list order, then the default HOLDs. */
  readonly results: readonly ListReport[];
  /** The limits the lists were read with (LIMIT_LISTS shows `orders` lines of each). */
  readonly limits: ListLimits;
  /** Processed by the master before every power had written the next list (after a solo). */
  readonly early: boolean;
  /** The pipeline as it stood before this phase processed (absent in records kept before undo was built). */
  readonly before?: PipeSnapshot;
}

/**
 * A processed retreat or adjustment phase: under the revised rules ordered as it
 * occurred, under the original played at once from the standing lists.
 */
export interface BoardRecord {
  readonly kind: 'board';
  readonly phase: string;
  readonly position: Position;
  /** Original rules: every line annotated (ListReports), in list order, then the judge's own. */
  readonly results: readonly OrderReport[];
  /** Original rules: the standing lists used, by power (retreat lists, or build lines then remove lines). */
  readonly lists?: Readonly<Record<PowerName, readonly string[]>>;
  /** The pipeline as it stood before this phase processed (absent in records kept before undo was built). */
  readonly before?: PipeSnapshot;
}

/**
 * What a step changes of the pipeline besides its board and its records, kept in the
 * step's record so that ROLLBACK restores the pipe as it stood then and ROLLFORWARD plays
 * the step again. Lists are kept as their lines' texts (they were read once at entry and
 * are read again on restoring): a game has a hundred steps or so, and the state a room
 * stores must stay small.
 */
export interface PipeSnapshot {
  readonly pipe: readonly { readonly phase: string; readonly locked: boolean; readonly lists: Readonly<Record<PowerName, readonly string[]>> }[];
  readonly orders: Readonly<Record<PowerName, readonly string[]>>;
  readonly out: readonly PowerName[];
  readonly standing?: StandingLists;
  readonly trail?: readonly Trail[];
}

/** The original rules' lists besides the movement lists (sections 5 to 7), as their lines' texts. */
export const STANDING_KINDS = ['retreat', 'build', 'remove'] as const;
export type StandingKind = (typeof STANDING_KINDS)[number];

/**
 * Each power's standing retreat list and standing build list, used at every retreat and
 * adjustment phase until replaced (the build list starts as the power's starting units,
 * `initialBuildList`), and its remove list for the next adjustment phase, forgotten once
 * that phase is played. Kept as texts: each line was read at entry and is read again when
 * used.
 */
export type StandingLists = Readonly<Record<StandingKind, Readonly<Record<PowerName, readonly string[]>>>>;

/**
 * A unit of the last movement phase processed, followed to where it stands now (null:
 * gone). The original remove lists name units where they stood after the Spring retreats,
 * the board the Fall was played on; this finds them after the Fall's moves and retreats.
 */
export interface Trail {
  readonly power: PowerName;
  readonly kind: UnitKind;
  /** Where it stood on the movement board. */
  readonly from: Location;
  readonly at: Location | null;
}

export type PipelineRecord = MovementRecord | BoardRecord;

export interface Pipeline {
  readonly rules: CrystalBallRules;
  /**
   * The board as last processed: the movement phase at the front of the pipe, or a retreat
   * or adjustment phase that comes before it.
   */
  readonly position: Position;
  /** The movement phases in the pipe, the front first: one at the start, two from then on. */
  readonly pipe: readonly PipePhase[];
  /** Orders entered for the board's retreat or adjustment phase, by power. */
  readonly orders: Readonly<Record<PowerName, readonly string[]>>;
  /** Powers out of the game on the board of the last movement phase processed. */
  readonly out: readonly PowerName[];
  readonly history: readonly PipelineRecord[];
  /** Steps undone by a rollback, the next to play again first (absent: none). */
  readonly undone?: readonly PipelineRecord[];
  /** Original rules only: the standing retreat and build lists and the remove lists. */
  readonly standing?: StandingLists;
  /** Original rules only: the units of the last movement phase, followed (for the remove lists). */
  readonly trail?: readonly Trail[];
}

export const PIPELINE_ERRORS = [
  /** The phase named is not written as a phase. */
  'bad_phase',
  'unknown_power',
  /** The phase named has been processed. */
  'phase_over',
  /** The phase before it has processed: its lists can no longer change. */
  'list_locked',
  /** Lists cannot be written yet for the phase named. */
  'not_open',
  /** A re-sequencing that is not the locked first Fall list's own lines in another order. */
  'not_a_resequence',
  /** The power is out of the game as far as anyone can know: it writes no more lists. */
  'eliminated',
  /** A proxy to a power known to be out of the game. */
  'proxy_to_eliminated',
  /** A power with units has not written the list the step waits for. */
  'lists_missing',
  /** The first phase's lists are still being collected: lock them first. */
  'not_locked',
  /** The first phase's lists are already locked. */
  'already_locked',
  /** The retreats or adjustments on the board come first. */
  'board_first',
  /** The board is at a movement phase: its orders are lists. */
  'no_board_phase',
  /** A retreat or build order the grammar cannot read. */
  'bad_order',
  /** A kind of list the edition in force does not have (standing lists under the revised rules; board orders under the original). */
  'wrong_edition',
  /** The board could not be adjudicated (a position the map cannot hold). */
  'bad_position',
  /** No step to roll back to, or none undone to play again here. */
  'nothing_to_roll',
] as const;
export type PipelineError = (typeof PIPELINE_ERRORS)[number];

const phaseOf = (text: string): Phase => {
  const p = parsePhase(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

/** The movement phase after this one in the map's calendar; null when the phase is not in it. */
export function movementAfter(map: GameMap, phase: string): string | null {
  const read = parsePhase(phase);
  let p: Phase | null = read.ok ? read.value : null;
  // A sane calendar has a movement phase within a year; the bound guards a broken one.
  for (let step = 0; p !== null && step < 16; step++) {
    p = phaseAfter(map, p);
    if (p?.type === 'M') return formatPhase(p);
  }
  return null;
}

const nextMovement = (map: GameMap, phase: string): string => {
  const next = movementAfter(map, phase);
  if (next === null) throw new Error(`${phase} has no movement phase after it on the ${map.name} map.`);
  return next;
};

/**
 * Whether a power is out of the game on this board: it owns no centre and has no unit, or
 * owns no centre in an adjustment phase (its every unit is about to be removed).
 */
export function isOut(position: Position, power: PowerName): boolean {
  if ((position.centers[power] ?? []).length > 0) return false;
  if (position.phase.endsWith('A')) return true;
  return !position.units.some((u) => u.power === power) && !position.dislodged.some((u) => u.power === power);
}

/** The powers of the map out of the game on this board. */
export const outPowers = (map: GameMap, position: Position): PowerName[] => [...map.powers.keys()].filter((p) => isOut(position, p));

/** The start: the map's first movement phase open for lists, nothing locked. */
export function openPipeline(map: GameMap, position: Position, rules: CrystalBallRules): Pipeline {
  const start: Pipeline = { rules, position, pipe: [{ phase: position.phase, locked: false, lists: {} }], orders: {}, out: outPowers(map, position), history: [] };
  if (rules.edition !== 'original') return start;
  const build = Object.fromEntries([...map.powers.keys()].map((p) => [p, initialBuildList(map, p)]));
  return { ...start, standing: { retreat: {}, build, remove: {} } };
}

/**
 * Every line a power wrote, blank lines left out, each read as a line of the list; the
 * first that cannot stand refuses them all, its number and text in the sentence.
 */
function readWritten(map: GameMap, power: PowerName, texts: readonly string[], options: ReadOptions): Result<Written[], ListError> {
  const lines: Written[] = [];
  for (const [i, text] of texts.entries()) {
    if (text.trim() === '') continue;
    const line = readListLine(map, power, text, options);
    if (!line.ok) return fail(line.error.code, `${lineLabel(i + 1, text)}: ${line.error.message}`);
    lines.push({ number: i + 1, line: line.value });
  }
  return ok(lines);
}

/** A line read, with its number among the lines as sent (blank ones counted), for the sentences. */
interface Written {
  readonly number: number;
  readonly line: ListLine;
}

const lineLabel = (number: number, text: string): string => `Line ${number} ("${text.trim()}")`;

/**
 * A power's list for a movement phase in the pipe, replacing its earlier list for that
 * phase. Every line must be able to stand in a list; the first that cannot refuses it all,
 * with its code from lists.ts (`no_unit_kind`, `wrong_list` …).
 */
export function submitList(
  map: GameMap,
  state: Pipeline,
  power: PowerName,
  phase: string,
  texts: readonly string[],
): Result<Pipeline, PipelineError | ListError> {
  const named = parsePhase(phase);
  if (!named.ok) return fail('bad_phase', named.error.message);
  const name = formatPhase(named.value);
  if (named.value.type !== 'M' || movementAfter(map, name) === null) {
    return fail('bad_phase', `${name} is not a movement phase of the ${map.name} map: lists are written for movement phases.`);
  }
  if (!map.powers.has(power)) return fail('unknown_power', `${power} is not a power of the ${map.name} map.`);
  const at = state.pipe.findIndex((p) => p.phase === name);
  if (at < 0) {
    const open = state.pipe[state.pipe.length - 1]!.phase;
    return before(map, name, state.pipe[0]!.phase)
      ? fail('phase_over', `${name} has been processed; lists are written for ${open} now.`)
      : fail('not_open', `Lists for ${name} cannot be written yet; lists are written for ${open} now.`);
  }
  const slot = state.pipe[at]!;
  if (slot.locked) {
    return fail('list_locked', at === 0 && state.history.length > 0
      ? `The lists for ${name} are locked: ${[...state.history].reverse().find((r) => r.kind === 'movement')!.phase} has been processed.`
      : `The lists for ${name} are locked: every power has written one.`);
  }
  if (isOut(state.position, power)) return fail('eliminated', `${power} is out of the game and writes no more lists.`);
  const read = readWritten(map, power, texts, movementEntry(state.rules));
  if (!read.ok) return read;
  for (const { number, line } of read.value) {
    if (line.order.kind === 'proxy' && isOut(state.position, line.order.to)) {
      return fail('proxy_to_eliminated', `${lineLabel(number, line.text)}: ${line.order.to} is out of the game and can be given no unit.`);
    }
  }
  const lines = read.value.map((w) => w.line);
  const pipe = state.pipe.map((p, i) => (i === at ? { ...p, lists: { ...p.lists, [power]: lines } } : p));
  return ok({ ...state, pipe });
}

/**
 * The master's one exception to a locked list (the DPjudge's Crystal Ball questions): the
 * list for the game's first Fall, written before any result was known and locked by the
 * Spring, may be re-sequenced, its own lines in another order and none changed, so that
 * a player who wrote it in ignorance of the order limit loses no order to it. Only before
 * that phase processes.
 */
export function resequenceList(
  map: GameMap,
  state: Pipeline,
  power: PowerName,
  phase: string,
  texts: readonly string[],
): Result<Pipeline, PipelineError | ListError> {
  const named = parsePhase(phase);
  if (!named.ok) return fail('bad_phase', named.error.message);
  const name = formatPhase(named.value);
  const first = state.history.find((r) => r.kind === 'movement')?.phase ?? state.pipe[0]!.phase;
  const second = movementAfter(map, first);
  const at = state.pipe.findIndex((p) => p.phase === name);
  const slot = state.pipe[at];
  if (name !== second || slot === undefined || !slot.locked) {
    return fail('not_a_resequence', `Only the locked list for the game's first Fall (${second ?? 'none'}) may be re-sequenced, and only before it is processed.`);
  }
  const old = slot.lists[power];
  if (old === undefined) return fail('not_a_resequence', `${power} wrote no list for ${name}: there is nothing to re-sequence.`);
  // The lines were taken once: read them as then, without today's entry check.
  const read = readWritten(map, power, texts, { ...movementEntry(state.rules), imagined: false });
  if (!read.ok) return read;
  const lines = read.value.map((w) => w.line);
  const key = (line: ListLine): string => JSON.stringify(line.order);
  const sorted = (ls: readonly ListLine[]): string[] => ls.map(key).sort();
  if (JSON.stringify(sorted(lines)) !== JSON.stringify(sorted(old))) {
    return fail('not_a_resequence', `A re-sequenced list holds the very lines of ${power}'s list for ${name}, in another order: ${old.map((l) => l.text).join('; ')}.`);
  }
  const pipe = state.pipe.map((p, i) => (i === at ? { ...p, lists: { ...p.lists, [power]: lines } } : p));
  return ok({ ...state, pipe });
}

/** Whether movement phase `a` comes before `b` (within a hundred years of it). */
function before(map: GameMap, a: string, b: string): boolean {
  let p: string | null = a;
  for (let step = 0; p !== null && step < 400; step++) {
    p = movementAfter(map, p);
    if (p === b) return true;
  }
  return false;
}

/** The powers with units on the board that have not written a list for the open phase. */
export function missingLists(map: GameMap, state: Pipeline): PowerName[] {
  const open = state.pipe[state.pipe.length - 1]!;
  return [...map.powers.keys()].filter(
    (p) => state.position.units.some((u) => u.power === p) && !(p in open.lists) && !isOut(state.position, p),
  );
}

export interface StepOptions {
  /** At the deadline, or the master after a solo: a power without a list has its units hold. */
  readonly early?: boolean;
}

/**
 * The start: lock the first phase's lists when every power has written one, and open the
 * next movement phase. Nothing is processed (DPjudge's SKIP).
 */
export function lockFirst(map: GameMap, state: Pipeline, options: StepOptions = {}): Result<Pipeline, PipelineError> {
  const front = state.pipe[0]!;
  if (front.locked) return fail('already_locked', `The lists for ${front.phase} are already locked.`);
  const missing = missingLists(map, state);
  if (missing.length > 0 && !options.early) return fail('lists_missing', `Waiting for the ${front.phase} lists of ${missing.join(', ')}.`);
  return ok({ ...state, pipe: [{ ...front, locked: true }, { phase: nextMovement(map, front.phase), locked: false, lists: {} }] });
}

export interface Processed {
  readonly state: Pipeline;
  readonly record: PipelineRecord;
  /** Powers out of the game on the new board that were not before: they learn it now. */
  readonly eliminated: readonly PowerName[];
}

/**
 * Process the front movement phase: its lists are resolved (movement.ts), the next phase
 * locks and the one after it opens. Waits for every power with units to have written the
 * open phase's list, unless `early`. Lists of powers already out when the last phase
 * processed are dropped: an eliminated power's proxies count for his one Spring only.
 */
export function processFront(map: GameMap, state: Pipeline, options: StepOptions = {}): Result<Processed, PipelineError | MovementListError> {
  const [front, open] = state.pipe;
  if (!front!.locked || open === undefined) return fail('not_locked', `The lists for ${front!.phase} are still being collected.`);
  if (state.position.phase !== front!.phase) {
    return fail('board_first', `${state.position.phase} must be played before ${front!.phase} is processed.`);
  }
  const missing = missingLists(map, state);
  if (missing.length > 0 && !options.early) return fail('lists_missing', `Waiting for the ${open.phase} lists of ${missing.join(', ')}.`);
  const lists: Record<PowerName, readonly ListLine[]> = {};
  for (const power of map.powers.keys()) {
    const list = front!.lists[power];
    if (list !== undefined && !state.out.includes(power)) lists[power] = list;
  }
  const outcome = resolveMovementLists({ map, position: state.position, lists, edition: state.rules.edition });
  if (!outcome.ok) return outcome;
  const record: MovementRecord = {
    kind: 'movement',
    phase: front!.phase,
    position: state.position,
    lists: textsOf(lists),
    results: outcome.value.results,
    limits: listLimits(state.position),
    early: options.early === true,
    before: snapshotOf(state),
  };
  const next = outcome.value.next;
  const pipe: PipePhase[] = [{ ...open, locked: true }, { phase: nextMovement(map, open.phase), locked: false, lists: {} }];
  const trail = state.rules.edition === 'original' ? { trail: trailAfter(state.position, outcome.value.moved, next) } : {};
  return ok({
    state: { ...state, position: next, pipe, orders: {}, out: outPowers(map, state.position), history: [...state.history, record], undone: [], ...trail },
    record,
    eliminated: newlyOut(map, state.position, next),
  });
}

const newlyOut = (map: GameMap, was: Position, now: Position): PowerName[] =>
  outPowers(map, now).filter((p) => !isOut(was, p));

/**
 * Orders for the retreat or adjustment phase on the board, entered as it occurs (revised
 * rules), replacing the power's earlier ones. `phase` names the phase they are for.
 */
export function enterOrders(
  map: GameMap,
  state: Pipeline,
  power: PowerName,
  phase: string,
  texts: readonly string[],
): Result<Pipeline, PipelineError> {
  const board = phaseOf(state.position.phase);
  if (board.type === 'M') return fail('no_board_phase', `${state.position.phase} is a movement phase: its orders are written in lists.`);
  if (phase.trim().toUpperCase() !== state.position.phase) {
    return fail('not_open', `Orders are taken for ${state.position.phase} now, not for ${phase.trim()}.`);
  }
  if (!map.powers.has(power)) return fail('unknown_power', `${power} is not a power of the ${map.name} map.`);
  if (state.rules.edition === 'original') {
    return fail('wrong_edition', 'Under the original rules retreats and adjustments come from the standing lists: write a retreat, build or remove list instead.');
  }
  const kept: string[] = [];
  for (const [i, text] of texts.entries()) {
    if (text.trim() === '') continue;
    const order = parseOrder(map, text, { phaseType: board.type, needMoveMarks: state.rules.needMoveMarks });
    if (!order.ok) return fail('bad_order', `${lineLabel(i + 1, text)}: ${order.error.message}`);
    kept.push(text.trim());
  }
  return ok({ ...state, orders: { ...state.orders, [power]: kept } });
}

/** Play the retreat or adjustment phase on the board by the standard adjudicator. */
export function processBoard(map: GameMap, state: Pipeline): Result<Processed, PipelineError> {
  if (phaseOf(state.position.phase).type === 'M') {
    return fail('no_board_phase', `${state.position.phase} is a movement phase: it is processed from the lists.`);
  }
  if (state.rules.edition === 'original') return processStanding(map, state);
  // FICTIONAL_OK and PROXY_OK concern the lists only; the standard phase gets the rest.
  const rules = state.rules.rules.filter((r) => BUILT_RULES.has(r));
  const outcome = adjudicatePhase({ map, position: state.position, orders: state.orders, rules });
  if (!outcome.ok) return fail('bad_position', outcome.error.message);
  const record: BoardRecord = { kind: 'board', phase: state.position.phase, position: state.position, results: outcome.value.results, before: snapshotOf(state) };
  const next = outcome.value.next;
  return ok({
    state: { ...state, position: next, orders: {}, history: [...state.history, record], undone: [] },
    record,
    eliminated: newlyOut(map, state.position, next),
  });
}

/** Each power's list as its lines' texts, as records and snapshots keep lists. */
const textsOf = (lists: Readonly<Record<PowerName, readonly ListLine[]>>): Record<PowerName, string[]> =>
  Object.fromEntries(Object.entries(lists).map(([p, lines]) => [p, lines.map((l) => l.text)]));

/** The part of the pipeline a step changes besides the board and the records, its lists as texts. */
export function snapshotOf(state: Pipeline): PipeSnapshot {
  return {
    pipe: state.pipe.map((p) => ({ phase: p.phase, locked: p.locked, lists: textsOf(p.lists) })),
    orders: state.orders,
    out: state.out,
    ...(state.standing === undefined ? {} : { standing: state.standing }),
    ...(state.trail === undefined ? {} : { trail: state.trail }),
  };
}

/** The pipeline as it stood before the step of this record, with these records behind it. */
function restored(map: GameMap, state: Pipeline, record: PipelineRecord & { readonly before: PipeSnapshot }, history: readonly PipelineRecord[]): Pipeline {
  const pipe = record.before.pipe.map((slot): PipePhase => ({
    phase: slot.phase,
    locked: slot.locked,
    lists: Object.fromEntries(Object.entries(slot.lists).map(([power, texts]) => [power, readKept(map, state, power, 'movement', texts)])),
  }));
  const { standing: _s, trail: _t, ...rest } = state;
  const { standing, trail } = record.before;
  return { ...rest, position: record.position, pipe, orders: record.before.orders, out: record.before.out, history, ...(standing === undefined ? {} : { standing }), ...(trail === undefined ? {} : { trail }) };
}

const undoable = (record: PipelineRecord): record is PipelineRecord & { readonly before: PipeSnapshot } => record.before !== undefined;

/**
 * Undo the steps from `history[at]` on: the board of that phase returns, with the pipe
 * as it stood before it processed (the lists as written then, locked as then) and the
 * board's orders as entered; the steps undone are kept, the earliest first, ahead of any
 * undone before, for `rollForward`. Lists may be written again meanwhile as at the time.
 */
export function rollBack(map: GameMap, state: Pipeline, at: number): Result<Pipeline, PipelineError> {
  const record = state.history[at];
  if (record === undefined) return fail('nothing_to_roll', 'No such processed phase in this game.');
  if (!undoable(record)) return fail('nothing_to_roll', `${record.phase} was processed before undo was kept for Crystal Ball games: it cannot be rolled back.`);
  const back = restored(map, state, record, state.history.slice(0, at));
  return ok({ ...back, undone: [...state.history.slice(at), ...(state.undone ?? [])] });
}

/**
 * Play again the step the last rollback undid, from the pipeline kept in its record (the
 * lists as they were then, whatever was written since), with the same `early`. The board
 * must be that step's board.
 */
export function rollForward(map: GameMap, state: Pipeline): Result<Processed, PipelineError | MovementListError> {
  const [record, ...rest] = state.undone ?? [];
  if (record === undefined || record.phase !== state.position.phase || !undoable(record)) {
    return fail('nothing_to_roll', 'No phase was rolled back here to roll forward.');
  }
  const back = restored(map, state, record, state.history);
  const played = record.kind === 'movement' ? processFront(map, back, { early: record.early }) : processBoard(map, back);
  if (!played.ok) return played;
  return ok({ ...played.value, state: { ...played.value.state, undone: rest } });
}

/**
 * Original rules: a power's retreat, build or remove list, replacing its earlier list of
 * that kind, at any time (the lists need no phase: the retreat and build lists stand until
 * replaced, the remove list serves the next adjustment phase). Every line must be able to
 * stand in such a list; the first that cannot refuses it all. An empty list is a list.
 */
export function submitStanding(
  map: GameMap,
  state: Pipeline,
  power: PowerName,
  kind: StandingKind,
  texts: readonly string[],
): Result<Pipeline, PipelineError | ListError> {
  if (state.rules.edition !== 'original' || state.standing === undefined) {
    return fail('wrong_edition', `A standing ${kind} list is of the original rules; this game plays the revised rules (retreats and adjustments are ordered as they occur).`);
  }
  if (!map.powers.has(power)) return fail('unknown_power', `${power} is not a power of the ${map.name} map.`);
  if (isOut(state.position, power)) return fail('eliminated', `${power} is out of the game and writes no more lists.`);
  const read = readWritten(map, power, texts, { kind, proxies: false, needMoveMarks: state.rules.needMoveMarks });
  if (!read.ok) return read;
  const kept = read.value.map((w) => w.line.text);
  return ok({ ...state, standing: { ...state.standing, [kind]: { ...state.standing[kind], [power]: kept } } });
}

/** Lines kept as texts, read again as the list they were written for (they were read at entry). */
function readKept(map: GameMap, state: Pipeline, power: PowerName, kind: ListKind, texts: readonly string[]): ListLine[] {
  return texts.map((text) => {
    const line = readListLine(map, power, text, { kind, proxies: state.rules.proxies, needMoveMarks: state.rules.needMoveMarks });
    // Read once with these very rules: failing now is a bug, not input.
    if (!line.ok) throw new Error(`${power}'s ${kind} list no longer reads: ${line.error.message}`);
    return line.value;
  });
}

/**
 * Original rules: the retreat or adjustment phase on the board played at once from the
 * standing lists (resolveRetreatLists, resolveAdjustmentLists); nobody is waited for. The
 * remove lists are used with the trail of the Fall's units and then forgotten.
 */
function processStanding(map: GameMap, state: Pipeline): Result<Processed, PipelineError> {
  const standing = state.standing ?? { retreat: {}, build: {}, remove: {} };
  const type = phaseOf(state.position.phase).type;
  const used: Record<PowerName, string[]> = {};
  const lists: Record<PowerName, ListLine[]> = {};
  const kinds: readonly StandingKind[] = type === 'R' ? ['retreat'] : ['build', 'remove'];
  for (const power of map.powers.keys()) {
    const texts = kinds.flatMap((kind) => standing[kind][power] ?? []);
    if (texts.length === 0) continue;
    used[power] = texts;
    lists[power] = kinds.flatMap((kind) => readKept(map, state, power, kind, standing[kind][power] ?? []));
  }
  const trail = state.trail;
  const whereNow: WhereNow = (power, unit) => {
    if (trail === undefined) return unit.at;
    const p = map.locations.get(unit.at)?.province ?? unit.at;
    return trail.find((t) => t.power === power && t.kind === unit.kind && map.locations.get(t.from)?.province === p)?.at ?? null;
  };
  const outcome = type === 'R'
    ? resolveRetreatLists({ map, position: state.position, lists })
    : resolveAdjustmentLists({ map, position: state.position, lists, whereNow });
  if (!outcome.ok) return fail('bad_position', outcome.error.message);
  const record: BoardRecord = { kind: 'board', phase: state.position.phase, position: state.position, results: outcome.value.results, lists: used, before: snapshotOf(state) };
  const next = outcome.value.next;
  let after: Pipeline = state;
  if (type === 'A') {
    const { trail: _, ...rest } = state;
    after = { ...rest, standing: { ...standing, remove: {} } };
  } else if (trail !== undefined && 'retreated' in outcome.value) {
    const moves = outcome.value.retreated;
    after = { ...state, trail: trail.map((t) => {
      const went = moves.find((m) => m.power === t.power && m.from === t.at);
      return went === undefined ? t : { ...t, at: went.to };
    }) };
  }
  return ok({
    state: { ...after, position: next, orders: {}, history: [...state.history, record], undone: [] },
    record,
    eliminated: newlyOut(map, state.position, next),
  });
}

/** Every unit of the movement board followed through its moves: where it stands on the next board (dislodged: where it was dislodged). */
function trailAfter(board: Position, moved: readonly Moved[], next: Position): Trail[] {
  const here = (power: PowerName, kind: UnitKind, at: Location): boolean =>
    next.units.some((u) => u.power === power && u.kind === kind && u.at === at) ||
    next.dislodged.some((u) => u.power === power && u.kind === kind && u.at === at);
  return board.units.map((u) => {
    const to = moved.find((m) => m.power === u.power && m.from === u.at)?.to ?? u.at;
    return { power: u.power, kind: u.kind, from: u.at, at: here(u.power, u.kind, to) ? to : null };
  });
}
