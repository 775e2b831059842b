import { currentPhase, gameMap } from '../game/board.js';
import { owesOrders } from '../game/duty.js';
import type { GameState } from '../game/types.js';
import type { GameMap, PowerName } from '../map/types.js';
import { visibleLists, type ListView } from '../variants/crystal-ball/views.js';
import { deadlineSentence } from './clock.js';
import { blocks, paragraph } from './layout.js';
import { gameTitle, phaseTitle, powerTitle } from './words.js';
import type { VariantTexts } from './variant.js';

/**
 * A power's Crystal Ball lists as they now stand, as the mail door ends its replies with
 * them: each movement phase in the pipe with its status and the power's list for it, and,
 * while the board is at a retreat or adjustment phase, the power's orders for that phase.
 * Only that power's lists are read (through `visibleLists`, as the power sees them): the
 * caller names a power the reader plays (or the master).
 */
export function listsText(state: GameState, power: PowerName): string {
  const map = gameMap(state.settings);
  const name = powerTitle(power);
  const head = paragraph(`Lists of ${name}, ${gameTitle(state)}:`);
  const pipe = state.crystal;
  if (state.status !== 'active' || pipe === undefined) return blocks(head, deadlineSentence(state));
  const own = visibleLists(map, pipe, { kind: 'power', power }, { visibility: 'secret', ended: false }).filter(
    (l) => l.power === power && l.status !== 'processed',
  );
  const phases = pipe.pipe.map((slot) => phaseBlock(map, slot.phase, slot.locked, own.find((l) => l.phase === slot.phase), name));
  const type = currentPhase(state).type;
  const board = type === 'M' ? null : boardBlock(state, power, name);
  const flags = [
    ...(state.seats[power]?.status === 'eliminated' ? [`${name} is out of the game.`] : []),
    ...(state.seats[power]?.wait ? ['WAIT is set: nothing will be processed before the deadline.'] : []),
    deadlineSentence(state),
  ];
  return blocks(head, ...phases, board, ...standingBlocks(pipe, power), paragraph(flags.join(' ')));
}

const STANDING_TITLES = [
  ['retreat', 'Standing retreat list (ORDERS RETREATS)'],
  ['build', 'Standing build list (ORDERS BUILDS)'],
  ['remove', 'Remove list for the next winter (ORDERS REMOVES)'],
] as const;

/** Original rules: the power's standing retreat and build lists and its remove list. */
function standingBlocks(pipe: NonNullable<GameState['crystal']>, power: PowerName): string[] {
  const standing = pipe.standing;
  if (standing === undefined) return [];
  return STANDING_TITLES.map(([kind, title]) => {
    const lines = standing[kind][power] ?? [];
    return [`${title}:`, ...(lines.length === 0 ? ['  None.'] : lines.map((l) => `  ${l.trim()}`))].join('\n');
  });
}

/** One movement phase of the pipe: its status, and the power's list for it as written. */
function phaseBlock(map: GameMap, phase: string, locked: boolean, list: ListView | undefined, name: string): string {
  const status = locked ? 'locked, to be processed next' : 'open: a list sent for it replaces this one';
  const title = `${phaseTitle(map, phase)}, ${status}:`;
  if (list === undefined) return `${title}\n  No list yet: ${name}'s units would hold.`;
  if (list.lines.length === 0) return `${title}\n  An empty list: every unit holds.`;
  return [title, ...list.lines.map((l) => `  ${l.order.trim()}`)].join('\n');
}

/** The retreat or adjustment phase on the board: the power's orders for it. */
function boardBlock(state: GameState, power: PowerName, name: string): string {
  const map = gameMap(state.settings);
  const title = `${phaseTitle(map, state.position.phase)}, on the board now:`;
  const orders = state.crystal?.orders[power];
  if (orders !== undefined) return [title, ...(orders.length === 0 ? ['  No orders (an empty submission).'] : orders.map((o) => `  ${o.trim()}`))].join('\n');
  const owes = owesOrders(map, state.position, currentPhase(state).type, power, state.settings.rules);
  return `${title}\n  ${owes ? 'No orders yet: send them without an ORDERS line.' : `${name} has nothing to order in it.`}`;
}

/**
 * Crystal Ball's texts: a power's orders are its lists, two movement phases ahead of the
 * board; while the board is at a movement phase, what it waits for is the list for the open one.
 */
export const crystalTexts: VariantTexts = {
  orders: (state, power) => (state.crystal === undefined ? null : listsText(state, power)),
  awaited: (state) => {
    const pipe = state.crystal;
    if (pipe === undefined || !state.position.phase.endsWith('M')) return null;
    return { what: 'list', phase: pipe.pipe[pipe.pipe.length - 1]?.phase ?? state.position.phase };
  },
};
