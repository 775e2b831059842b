import type { Position } from '../../adjudicate/types.js';
import type { Board } from '../../orders/check.js';
import { checkImagined } from '../../orders/imagined.js';
import { parseListOrder } from '../../orders/parse.js';
import { mapGraph } from '../../map/graph.js';
import type { ListOrder, Order, ProxyOrder, UnitRef } from '../../orders/types.js';
import type { GameMap, PowerName, UnitKind } from '../../map/types.js';
import { fail, ok, type Result } from '../../result.js';

/**
 * Order lists: reading them, and which of their lines are considered. A list is kept in
 * the order written; the rules count from its top.
 */

/** The two rule texts: the revised rules with proxies (the default), and the original. */
export const EDITIONS = ['revised', 'original'] as const;
export type Edition = (typeof EDITIONS)[number];

/**
 * The lists a power writes. Under the revised rules only movement lists exist (retreats
 * and adjustments are ordered as they occur); the original rules add a standing retreat
 * list, a standing build list and a remove list for the coming winter.
 */
export const LIST_KINDS = ['movement', 'retreat', 'build', 'remove'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** One line of a list, read: the text as written and the order it holds. */
export interface ListLine {
  readonly text: string;
  readonly order: ListOrder;
}

/** A movement-list line that is an order, not a proxy. */
export type MovementOrder = Extract<Order, { kind: 'hold' | 'move' | 'support' | 'convoy' }>;

/** Why a line cannot stand in a list. A game refuses it at entry; the CLI refuses the request. */
export const LIST_ERRORS = [
  /** The grammar cannot read it. */
  'bad_order',
  /** The unit's kind is not written (FICTIONAL_OK needs it: "A LON", "F LON" are two units). */
  'no_unit_kind',
  /** An order of another kind of list (a build in a movement list). */
  'wrong_list',
  /** A proxy where there are none: NO_PROXY, or the original rules. */
  'proxy_not_allowed',
  /** A proxy to the power's own self. */
  'proxy_to_self',
  /** A list for a power the map does not have. */
  'unknown_power',
  /** An order that could never be legal, wherever the units stand (`imagined`): an army at sea, a move out of reach. */
  'impossible_order',
] as const;
export type ListError = (typeof LIST_ERRORS)[number];

export interface ReadOptions {
  readonly kind: ListKind;
  /** Proxies may be written (PROXY_OK, revised rules, no NO_PROXY). */
  readonly proxies: boolean;
  readonly needMoveMarks?: boolean;
  /**
   * Refuse a movement line that could not be legal even were its units where it says
   * (`checkImagined`): DPjudge's entry check of fictional orders, made under the revised
   * rules. The original rules take such a line and annotate it VOID (3.1: nothing about a
   * list is made known before its results), and a list kept for undo is read without it.
   */
  readonly imagined?: boolean;
}

const PHASE_OF: Readonly<Record<ListKind, 'M' | 'R' | 'A'>> = { movement: 'M', retreat: 'R', build: 'A', remove: 'A' };

/** The order kinds each list holds. */
const KINDS_OF: Readonly<Record<ListKind, readonly ListOrder['kind'][]>> = {
  movement: ['hold', 'move', 'support', 'convoy', 'proxy'],
  retreat: ['retreat', 'disband'],
  build: ['build', 'waive'],
  remove: ['disband'],
};

const LIST_NAME: Readonly<Record<ListKind, string>> = {
  movement: 'a movement list',
  retreat: 'a retreat list',
  build: 'a build list',
  remove: 'a remove list',
};

/**
 * Read one line of a power's list. What is refused here could never stand in a list;
 * everything else waits for processing, where it may still prove void or name no unit.
 */
export function readListLine(map: GameMap, power: PowerName, text: string, options: ReadOptions): Result<ListLine, ListError> {
  const parsed = parseListOrder(map, text, { phaseType: PHASE_OF[options.kind], needMoveMarks: options.needMoveMarks ?? false });
  if (!parsed.ok) return fail('bad_order', parsed.error.message);
  const order = parsed.value;
  if (!KINDS_OF[options.kind].includes(order.kind)) {
    return fail('wrong_list', `${kindName(order.kind)} order has no place in ${LIST_NAME[options.kind]}.`);
  }
  if (order.kind === 'proxy') {
    if (!options.proxies) return fail('proxy_not_allowed', 'This game allows no proxy orders.');
    if (order.to === power) return fail('proxy_to_self', `${power} cannot proxy a unit to itself.`);
  }
  // A retreat may leave out the kind (the original rules, 5.2); every other order names it.
  if (order.kind !== 'waive' && order.unit.kind === null && options.kind !== 'retreat') {
    return fail('no_unit_kind', `Say whether the unit in ${order.unit.at} is an army or a fleet: write A ${order.unit.at} or F ${order.unit.at}.`);
  }
  if (options.imagined === true) {
    const legal = checkImagined(mapGraph(map), power, order);
    if (!legal.ok) {
      // The ordinary check speaks of the fleets on the board; here every sea held a fleet.
      const message = legal.error.code === 'no_convoy_route' && order.kind === 'move'
        ? `an ${unitPhrase(map, order.unit)} could reach ${map.locations.get(order.to)?.name ?? order.to} neither over land nor by any convoy.`
        : legal.error.message;
      return fail('impossible_order', `This order could never be carried out, wherever the units stand: ${message}`);
    }
  }
  return ok({ text: text.trim(), order });
}

const kindName = (kind: ListOrder['kind']): string => {
  switch (kind) {
    case 'hold':
      return 'A hold';
    case 'move':
      return 'A move';
    case 'support':
      return 'A support';
    case 'convoy':
      return 'A convoy';
    case 'retreat':
      return 'A retreat';
    case 'disband':
      return 'A disband or remove';
    case 'build':
      return 'A build';
    case 'waive':
      return 'A waive';
    case 'proxy':
      return 'A proxy';
  }
};

/**
 * Read every power's list, in the order the lists are given. The first line that cannot
 * stand is the answer, named by power and line number.
 */
export function readLists(
  map: GameMap,
  lists: Readonly<Record<string, readonly string[]>>,
  options: ReadOptions,
): Result<Record<PowerName, ListLine[]>, ListError> {
  const out: Record<PowerName, ListLine[]> = {};
  for (const [name, texts] of Object.entries(lists)) {
    const power = name.toUpperCase();
    if (!map.powers.has(power)) return fail('unknown_power', `${name} is not a power of the ${map.name} map.`);
    const lines: ListLine[] = (out[power] ??= []);
    for (const [i, text] of texts.entries()) {
      const line = readListLine(map, power, text, options);
      if (!line.ok) return fail(line.error.code, `${power}, line ${i + 1} ("${text.trim()}"): ${line.error.message}`);
      lines.push(line.value);
    }
  }
  return ok(out);
}

/** How many lines of each list are considered when a phase is processed. */
export interface ListLimits {
  /** Orders (not proxies): the supply centres of the largest power. */
  readonly orders: number;
  /** Proxies, counted apart: the supply centres of the smallest power still owning any. */
  readonly proxies: number;
}

/** The limits for lists processed in this position (its centres are those "at the time"). */
export function listLimits(position: Position): ListLimits {
  const sizes = Object.values(position.centers).map((c) => c.length).filter((n) => n > 0);
  return sizes.length === 0 ? { orders: 0, proxies: 0 } : { orders: Math.max(...sizes), proxies: Math.min(...sizes) };
}

/**
 * Which lines are considered: orders from the top until `limits.orders` are counted, and
 * proxies, wherever they stand, until `limits.proxies` are. The rest are ignored.
 */
export function considered(lines: readonly ListLine[], limits: ListLimits): boolean[] {
  let orders = 0;
  let proxies = 0;
  return lines.map((line) => (line.order.kind === 'proxy' ? proxies++ < limits.proxies : orders++ < limits.orders));
}

/** The unit a line is for: its kind and province ("A BUR"), whatever coast was written. */
export function unitKey(map: GameMap, order: Exclude<ListOrder, { kind: 'waive' }>): string {
  return `${order.unit.kind ?? '?'} ${map.locations.get(order.unit.at)?.province ?? order.unit.at}`;
}

/**
 * The unit on the board that a list names, or -1: one in that province, of the kind
 * written (a list's "A LON" is not the fleet in London). The coast written does not matter.
 */
export function unitNamed(board: Board, ref: UnitRef): number {
  const p = board.graph.locationProvince.get(ref.at);
  const u = p === undefined ? -1 : board.unitAt[p]!;
  return u >= 0 && (ref.kind === null || board.units[u]!.kind === ref.kind) ? u : -1;
}

/** "army", "fleet": for sentences. */
export const KIND_WORD: Readonly<Record<UnitKind, string>> = { A: 'army', F: 'fleet', AF: 'air force', AS: 'arsenal' };

/** "army in Burgundy", for sentences. */
export function unitPhrase(map: GameMap, ref: UnitRef): string {
  const place = map.locations.get(ref.at)?.name ?? ref.at;
  return `${ref.kind === null ? 'unit' : KIND_WORD[ref.kind]} in ${place}`;
}

/** Whether a line is a proxy. */
export const isProxy = (order: ListOrder): order is ProxyOrder => order.kind === 'proxy';
