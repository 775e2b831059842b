import { currentPhase, gameMap } from '../game/board.js';
import { adjustmentsOf, provinceOf } from '../game/duty.js';
import { orderStatus, type OrderStatus } from '../game/late.js';
import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { formatOrder, formatUnit } from '../orders/format.js';
import { deadlineSentence } from './clock.js';
import type { PayolaView } from '../variants/payola/state.js';
import { listsText } from './lists.js';
import { payolaLines } from './payola.js';
import { blocks, pad, paragraph, widest } from './layout.js';
import { exactOrder } from './order-form.js';
import { bombForm } from '../variants/global/bomb-form.js';
import { count, gameTitle, phaseTitle, powerTitle } from './words.js';

/**
 * A power's orders for the phase being played, as they now stand: what the judge holds,
 * which units still lack an order, what an adjustment phase still asks, whether they are
 * submitted, and the deadline. The mail door ends every reply with it; the reminder and
 * the CLI show it too.
 */
export function ordersText(state: GameState, power: PowerName, payola?: PayolaView): string {
  // A Crystal Ball game's orders are its lists, two movement phases ahead of the board.
  if (state.crystal !== undefined) return listsText(state, power);
  const map = gameMap(state.settings);
  const type = currentPhase(state).type;
  const name = powerTitle(power);
  // A Payola game's movement orders are its offer sheet; its money, as the view shows it to the reader, in every phase.
  const money = payola === undefined ? null : payolaLines(payola, power, state.payola !== undefined && type === 'M');
  if (state.payola !== undefined && type === 'M' && state.status === 'active') return offersText(state, power, money);
  const head = paragraph(`Orders of ${name} for ${phaseTitle(map, state.position.phase)}, ${gameTitle(state)}:`);
  if (state.status !== 'active') return blocks(head, deadlineSentence(state));

  const stored = state.orders[power] ?? [];
  // Global: a bombing order is kept as its unit's hold; it is shown as the bombing order it is.
  const given = stored.map((o) => `  ${(state.global === undefined || type !== 'M' ? null : bombForm(map, o.text)) ?? formatOrder(exactOrder(map, state.position, type, o.order))}`);
  const unordered = unorderedUnits(state, power);
  const width = widest(unordered);
  const lacking = unordered.map((u) => `  ${pad(u, width)}  (no order yet)`);
  const asked: string[] = [];
  if (type === 'A') {
    const { builds, removals } = adjustmentsOf(map, state.position, power, state.settings.rules);
    const so = `${stored.length === 0 ? 'none' : stored.length} ordered so far`;
    if (builds > 0) asked.push(`${name} may build ${count(builds, 'unit')}; ${so}.`);
    if (removals > 0) asked.push(`${name} must remove ${count(removals, 'unit')}; ${so}.`);
  }
  if (given.length + lacking.length + asked.length === 0) {
    return blocks(head, `${name} has nothing to order in this phase.`, deadlineSentence(state));
  }
  const status = [
    submittedSentence(orderStatus(state, power)),
    ...(state.seats[power]?.wait ? ['WAIT is set: the phase will not be processed before its deadline.'] : []),
  ];
  const list = [...given, ...lacking].join('\n');
  return blocks(head, list, asked.length === 0 ? null : paragraph(asked.join(' ')), money, `${paragraph(status.join(' '))}\n${paragraph(deadlineSentence(state))}`);
}

/**
 * A Payola power's movement orders: its offer sheet as written (the view's, when the
 * reader was given one, which also brings the treasury and the acceptance list; else the
 * sheet on file, which only its own player or the master is shown).
 */
function offersText(state: GameState, power: PowerName, money: string | null): string {
  const map = gameMap(state.settings);
  const head = paragraph(`Offer sheet of ${powerTitle(power)} for ${phaseTitle(map, state.position.phase)}, ${gameTitle(state)}:`);
  const sheet = state.payola?.offers[power];
  const lines = money ?? (sheet === undefined || sheet.length === 0 ? 'No offers yet.' : sheet.map((l) => `  ${l}`).join('\n'));
  const sent = state.submitted.includes(power) ? 'This sheet is in.' : 'No offer sheet is in yet.';
  const wait = state.seats[power]?.wait ? ' WAIT is set: the phase will not be processed before its deadline.' : '';
  return blocks(head, lines, `${paragraph(`${sent}${wait}`)}\n${paragraph(deadlineSentence(state))}`);
}

/** Whether the power's orders are in, said so that "submitted" never hides "incomplete". */
function submittedSentence(status: OrderStatus): string {
  switch (status) {
    case 'none':
      return 'No orders are submitted yet.';
    case 'incomplete':
      return 'These orders are submitted, but incomplete.';
    case 'complete':
      return 'These orders are submitted and complete.';
  }
}

/** The power's units (in retreats, its dislodged units) that have no order yet, as "A MAR". */
function unorderedUnits(state: GameState, power: PowerName): string[] {
  const map = gameMap(state.settings);
  const type = currentPhase(state).type;
  if (type === 'A') return [];
  const ordered = new Set(
    (state.orders[power] ?? []).flatMap((o) => (o.order.kind === 'waive' ? [] : [provinceOf(map, o.order.unit.at)])),
  );
  const units = type === 'R' ? state.position.dislodged : state.position.units;
  return units.filter((u) => u.power === power && !ordered.has(provinceOf(map, u.at))).map((u) => formatUnit(u));
}
