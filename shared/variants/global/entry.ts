import type { Position } from '../../adjudicate/types.js';
import { mapGraph } from '../../map/graph.js';
import type { GameMap, PowerName } from '../../map/types.js';
import { buildRule, centresToBuildFrom } from '../../orders/build-sites.js';
import { checkAdjustmentOrder, indexBoard } from '../../orders/check.js';
import { parseOrder } from '../../orders/parse.js';
import type { Order } from '../../orders/types.js';
import { adjustmentsOf, provinceOf } from '../../game/duty.js';
import { enterOrders, type Entered, type EntryOptions } from '../../game/entry.js';
import type { OrderAnswer, StoredOrder } from '../../game/types.js';
import type { Problem } from '../../result.js';
import { formatBombOrder, readBombOrder } from './strike-orders.js';
import { closedRefusal, type Wasteland } from './wasteland.js';

/**
 * A Global power's lines at entry, each answered: the standard game's orders (game/entry.ts),
 * and besides them the bombing orders of a movement turn (XII+), the arsenal builds a power
 * is owed, and a refusal for any order into or through a space the bombs destroyed.
 */

export interface GlobalEntry {
  readonly map: GameMap;
  readonly position: Position;
  readonly power: PowerName;
  readonly wasteland: Wasteland;
  /** The arsenals the power is owed (GlobalState.entitled). */
  readonly owed: number;
  readonly options: EntryOptions;
}

/**
 * A bombing order is kept as a hold of its unit (the unit holds for the adjudicator, and a
 * later order to the unit replaces it, as any order does) with the text as written, which
 * the movement phase reads again as the bombing order it is.
 */
export function enterGlobalOrders(entry: GlobalEntry, kept: readonly StoredOrder[], lines: readonly string[]): Entered {
  let orders: readonly StoredOrder[] = kept;
  const answers: OrderAnswer[] = [];
  let accepted = 0;
  for (const raw of lines) {
    const text = raw.trim();
    const own = ownLine(entry, orders, text);
    if (own !== null) {
      answers.push(own.answer);
      if (own.answer.accepted) {
        orders = own.orders;
        accepted++;
      }
      continue;
    }
    const one = enterOrders(entry.map, entry.position, entry.power, orders, [text], entry.options);
    answers.push(...one.answers);
    orders = one.orders;
    accepted += one.accepted;
  }
  return { orders, answers, accepted };
}

type Own = { answer: OrderAnswer; orders: readonly StoredOrder[] };

/** A line this variant answers itself, or null for one the standard entry takes. */
function ownLine(entry: GlobalEntry, orders: readonly StoredOrder[], text: string): Own | null {
  const type = entry.options.phaseType;
  if (type === 'M') {
    const bomb = readBombOrder(entry.map, text);
    if (!bomb.ok && bomb.error.code !== 'not_a_bomb_order') return refused(text, bomb.error, orders);
    if (bomb.ok) return bombLine(entry, orders, text, bomb.value.unit, formatBombOrder(bomb.value));
  }
  const parsed = parseOrder(entry.map, text, { phaseType: type, needMoveMarks: entry.options.needMoveMarks });
  if (!parsed.ok) return null;
  const closed = closedFor(entry.map, entry.wasteland, parsed.value);
  if (closed !== null) return refused(text, { code: 'destroyed_space', message: closed }, orders);
  if (type === 'A' && parsed.value.kind === 'build' && parsed.value.unit.kind === 'AS') return arsenalLine(entry, orders, text, parsed.value);
  return null;
}

/** A bombing order: the power's own unit of that kind must stand there. */
function bombLine(entry: GlobalEntry, orders: readonly StoredOrder[], text: string, unit: { kind: string; at: string }, form: string): Own {
  const { map, position, power } = entry;
  const province = provinceOf(map, unit.at);
  const standing = position.units.find((u) => u.power === power && u.kind === unit.kind && provinceOf(map, u.at) === province);
  if (standing === undefined) {
    const name = map.provinces.get(province)?.name ?? unit.at;
    return refused(text, { code: 'no_such_unit', message: `${power} has no ${KIND_WORD[unit.kind] ?? unit.kind} in ${name} to give a bombing order.` }, orders);
  }
  const stored: StoredOrder = { text, order: { kind: 'hold', unit: { kind: standing.kind, at: standing.at } } };
  const same = orders.findIndex((o) => o.order.kind !== 'waive' && provinceOf(map, o.order.unit.at) === province);
  const next = same < 0 ? [...orders, stored] : orders.map((o, i) => (i === same ? stored : o));
  return { answer: { text, accepted: true, order: form, ...(same < 0 ? {} : { replaces: orders[same]!.text }) }, orders: next };
}

/**
 * An arsenal build (XII+): "during any following build phase … this superpower may elect to
 * build an arsenal as one of the units [it] would otherwise be allowed to build", once for
 * every all-hold turn. Where it goes is checked as any build; how many the power may still
 * build counts the other builds entered.
 */
function arsenalLine(entry: GlobalEntry, orders: readonly StoredOrder[], text: string, order: Extract<Order, { kind: 'build' }>): Own {
  const { map, position, power } = entry;
  const planned = orders.filter((o) => o.order.kind === 'build' && o.order.unit.kind === 'AS').length;
  if (entry.owed - planned <= 0) {
    const message = entry.owed === 0
      ? `${power} is owed no arsenal: one is built only after a movement turn in which all its units were ordered to hold.`
      : `${power} is owed ${entry.owed} arsenal${entry.owed === 1 ? '' : 's'}, and has ordered as many.`;
    return refused(text, { code: 'no_arsenal_owed', message }, orders);
  }
  const rules = entry.options.rules ?? [];
  const basis = centresToBuildFrom(map, position, power, buildRule(rules));
  const board = indexBoard(mapGraph(map), position.units);
  const checked = checkAdjustmentOrder(board, power, new Set(basis.owned), order, basis.rule, entry.owed - planned);
  if (!checked.ok) return refused(text, checked.error, orders);
  const slot = provinceOf(map, order.unit.at);
  const same = orders.findIndex((o) => o.order.kind === 'build' && provinceOf(map, o.order.unit.at) === slot);
  const stored: StoredOrder = { text, order };
  if (same >= 0) return { answer: { text, accepted: true, order: `BUILD AS ${slot}`, replaces: orders[same]!.text }, orders: orders.map((o, i) => (i === same ? stored : o)) };
  const { builds } = adjustmentsOf(map, position, power, rules);
  const used = orders.filter((o) => o.order.kind === 'build' || o.order.kind === 'waive').length;
  if (used >= builds) {
    const message = builds === 0 ? `${power} has no builds to make.` : `${power} may build only ${builds} unit${builds === 1 ? '' : 's'}; more builds or waives are not accepted.`;
    return refused(text, { code: 'too_many', message }, orders);
  }
  return { answer: { text, accepted: true, order: `BUILD AS ${slot}` }, orders: [...orders, stored] };
}

/**
 * The orders of a record read again as they were entered (ROLLBACK with RESTORE): a bombing
 * order as the hold of its unit, the rest by the grammar. Lines that no longer read are dropped.
 */
export function storedAgain(map: GameMap, position: Position, power: PowerName, lines: readonly string[], options: EntryOptions): StoredOrder[] {
  const out: StoredOrder[] = [];
  for (const text of lines) {
    const bomb = options.phaseType === 'M' ? readBombOrder(map, text) : null;
    if (bomb?.ok) {
      const province = provinceOf(map, bomb.value.unit.at);
      const unit = position.units.find((u) => u.power === power && provinceOf(map, u.at) === province);
      if (unit !== undefined) out.push({ text, order: { kind: 'hold', unit: { kind: unit.kind, at: unit.at } } });
      continue;
    }
    const order = parseOrder(map, text, { phaseType: options.phaseType, needMoveMarks: options.needMoveMarks });
    if (order.ok) out.push({ text, order: order.value });
  }
  return out;
}

const KIND_WORD: Readonly<Record<string, string>> = { A: 'army', F: 'navy', AF: 'air force', AS: 'arsenal' };

const refused = (text: string, error: Problem, orders: readonly StoredOrder[]): Own => ({ answer: { text, accepted: false, error }, orders });

/**
 * Why an order goes into or through a destroyed space ("No unit may ever move or retreat
 * into that space again"), or null: a move (its route too), a support or convoy of a move
 * there, a retreat there, a build there. A support to hold a unit there, or an air force's
 * support over one, is no entry into it.
 */
export function closedFor(map: GameMap, wasteland: Wasteland, order: Order): string | null {
  if (wasteland.destroyed.length === 0) return null;
  switch (order.kind) {
    case 'move': {
      for (const p of order.route) {
        const refusal = closedRefusal(map, wasteland, p, 'convoy');
        if (refusal !== null) return refusal;
      }
      return closedRefusal(map, wasteland, order.to, 'move');
    }
    case 'support':
      return order.to === null ? null : closedRefusal(map, wasteland, order.to, 'move');
    case 'convoy':
      return closedRefusal(map, wasteland, order.to, 'move');
    case 'retreat':
      return closedRefusal(map, wasteland, order.to, 'retreat');
    case 'build':
      return closedRefusal(map, wasteland, order.unit.at, 'build');
    default:
      return null;
  }
}
