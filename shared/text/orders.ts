import { currentPhase, gameMap } from '../game/board.js';
import { adjustmentsOf, provinceOf } from '../game/duty.js';
import { orderStatus, type OrderStatus } from '../game/late.js';
import type { GameState } from '../game/types.js';
import type { PowerName } from '../map/types.js';
import { formatOrder, formatUnit } from '../orders/format.js';
import { deadlineSentence } from './clock.js';
import type { PayolaView } from '../variants/payola/state.js';
import { payolaLines } from './payola.js';
import { variantTextsOf } from './variants.js';
import { blocks, pad, paragraph, widest } from './layout.js';
import { exactOrder } from './order-form.js';
import { count, gameTitle, phaseTitle, powerTitle } from './words.js';

/**
 * A power's orders for the phase being played, as they now stand: what the judge holds,
 * which units still lack an order, what an adjustment phase still asks, whether they are
 * submitted, and the deadline. The mail door ends every reply with it; the reminder and
 * the CLI show it too.
 */
export function ordersText(state: GameState, power: PowerName, payola?: PayolaView): string {
  // A variant's own kind of orders (Crystal Ball's lists, Payola's offer sheet): text/variants.ts.
  const own = variantTextsOf(state)?.orders?.(state, power, payola);
  if (own !== undefined && own !== null) return own;
  const map = gameMap(state.settings);
  const type = currentPhase(state).type;
  const name = powerTitle(power);
  // A Payola game's money, as the view shows it to the reader, in its other phases too.
  const money = payola === undefined ? null : payolaLines(payola, power, false);
  const head = paragraph(`Orders of ${name} for ${phaseTitle(map, state.position.phase)}, ${gameTitle(state)}:`);
  if (state.status !== 'active') return blocks(head, deadlineSentence(state));

  const stored = state.orders[power] ?? [];
  // A variant may store an order as another (Global's bombing order as its unit's hold): shown as written.
  const shown = variantTextsOf(state)?.orderLine;
  const given = stored.map((o) => `  ${shown?.(state, o.text) ?? formatOrder(exactOrder(map, state.position, type, o.order))}`);
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
