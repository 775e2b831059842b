import type { Position } from '../../../shared/adjudicate/types.js';
import type { PowerName } from '../../../shared/map/types.js';
import { phaseType } from './phase.js';

/**
 * A Crystal Ball game as the client reads it from the view: which phases are in the pipe,
 * the lists the viewer may see for each, and how an annotated line is shown. Only what the
 * view holds is read (the server has already cut it for the viewer).
 */

/**
 * A list line as the view gives it (shared/variants/crystal-ball/views.ts `ViewLine`, read
 * by the API's schema, where an annotation is any word so that a new one still reads).
 */
export interface ListLine {
  readonly order: string;
  readonly annotation?: string;
  readonly result?: string;
  readonly reason?: string;
  readonly default?: true;
}

/** A power's list for a movement phase (or under the original rules a standing list), as the view gives it (`ListView`). */
export interface ListView {
  readonly phase: string;
  readonly power: PowerName;
  readonly status: 'open' | 'locked' | 'processed' | 'standing';
  readonly lines: readonly ListLine[];
  readonly hidden: number;
}

/** What of a game this module reads: a GameView has it all. */
export interface CrystalGame {
  readonly variant: string;
  readonly status: string;
  readonly phase: string;
  readonly position: Position;
  readonly lists?: readonly ListView[];
  /** The movement phases in the pipe, the front first, and whether each is locked. */
  readonly pipe?: readonly { readonly phase: string; readonly locked: boolean }[];
}

export const isCrystalGame = (game: Pick<CrystalGame, 'variant'>): boolean => game.variant === 'crystal_ball';

/** The lists in the view (none for a standard game). */
export const listsOf = (game: Pick<CrystalGame, 'lists'>): readonly ListView[] => game.lists ?? [];

/**
 * A phase in the pipe. `board`: the retreat or adjustment phase the board is at, ordered as
 * in a standard game. `locked`: the front movement phase, whose lists can no longer
 * change. `open`: the movement phase whose lists are being written.
 */
export interface PipeStep {
  readonly phase: string;
  readonly status: 'board' | 'locked' | 'open';
}

/**
 * The phases in the pipe, in the order they will be played: the board's retreats or
 * adjustments when it is at one, then the movement phases of the view's `pipe` (the front,
 * locked unless it is the game's first still being written, and the open one).
 */
export function pipePhases(game: CrystalGame): PipeStep[] {
  if (!isCrystalGame(game) || game.status !== 'active') return [];
  const board = game.position.phase;
  const steps: PipeStep[] = phaseType(board) === 'M' ? [] : [{ phase: board, status: 'board' }];
  for (const slot of game.pipe ?? []) steps.push({ phase: slot.phase, status: slot.locked ? 'locked' : 'open' });
  return steps;
}

/** The phase lists are written for now, if any. */
export const openPhase = (steps: readonly PipeStep[]): string | null => steps.find((s) => s.status === 'open')?.phase ?? null;

/** A power's list for a phase, as the view shows it; null when there is none (or it is not the viewer's to see). */
export function listFor(lists: readonly ListView[], phase: string, power: PowerName): ListView | null {
  return lists.find((l) => l.phase === phase && l.power === power) ?? null;
}

/** The processed lists of one movement phase the viewer may see, in the map's order of powers. */
export const processedLists = (lists: readonly ListView[], phase: string): ListView[] =>
  lists.filter((l) => l.phase === phase && l.status === 'processed');

/** The text of a list the judge holds, one line a row, for an editor to start from. */
export const listText = (list: ListView | null): string => (list === null ? '' : list.lines.filter((l) => l.default !== true).map((l) => l.order).join('\n'));

/**
 * Whether an annotated line counted, at a glance: `counted` gave its unit the order that was
 * played (or handed the unit over, `proxied`); `dropped` did nothing, and the unit, if any,
 * was ordered otherwise or held.
 */
export type Tone = 'counted' | 'dropped';

const COUNTED: ReadonlySet<string> = new Set(['ordered', 'byProxy', 'proxied', 'default']);

export const toneOf = (line: Pick<ListLine, 'annotation'>): Tone | null =>
  line.annotation === undefined ? null : COUNTED.has(line.annotation) ? 'counted' : 'dropped';

/** What each annotation means, in a few words (the rule texts' words are the annotations themselves). */
export const ANNOTATION_MEANING: Readonly<Record<string, string>> = {
  ordered: 'an order to one of your own units: it counted',
  'no unit': 'no such unit was there: the line did nothing',
  revoked: 'a later line to the same unit replaced it',
  proxied: 'the proxy was used: the receiver ordered the unit',
  noProxy: 'another power’s unit, and no proxy was given for it',
  refused: 'the receiver gave the unit no order: it held',
  byProxy: 'an order to another power’s unit, by its proxy: it counted',
  reProxy: 'a unit held by proxy cannot be passed on: it held',
  ignored: 'too far down the list to be considered',
  default: 'no line ordered this unit: the judge held it',
  void: 'illegal or impossible: the unit held',
  'no such unit': 'no unit of yours was there',
  contradicted: 'different orders to one unit: it held',
};
