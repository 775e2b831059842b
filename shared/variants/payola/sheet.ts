import type { GameMap, PowerName } from '../../map/types.js';
import { checkMovementOrder, type Board, type CheckedMovement } from '../../orders/check.js';
import { formatUnit } from '../../orders/format.js';
import { parseOrder } from '../../orders/parse.js';
import type { Order } from '../../orders/types.js';
import { fail, ok, type Result } from '../../result.js';
import { readAmount, type AmountError, type Part } from './amount.js';
import type { PayolaRules } from './rules.js';

/**
 * An offer sheet as written (MECHANICS §4, §6): one offer a line, AMOUNT CODE UNIT ORDER
 * [| ORDER …] [% comment], savings requests "n $", and NMR or CLEAR to empty the sheet.
 * Reading a line takes only the map; checking it (the unit, the order, the game's offer
 * rules) takes the board of the phase.
 */

/** `:` direct, `!` negative, `>` any move, `@` any non-move, `&` gift. */
export type OfferCode = ':' | '!' | '>' | '@' | '&';
const CODES = new Set([':', '!', '>', '@', '&']);

/** The orders a unit may be paid for in a movement phase. */
export type MovementOrder = Extract<Order, { kind: 'hold' | 'move' | 'support' | 'convoy' }>;

export type SheetLine =
  | { readonly kind: 'offer'; readonly text: string; readonly parts: readonly Part[]; readonly code: OfferCode; readonly orders: readonly MovementOrder[] }
  | { readonly kind: 'savings'; readonly text: string; readonly amount: number }
  | { readonly kind: 'clear'; readonly text: string }
  | { readonly kind: 'blank'; readonly text: string };

export const OFFER_ERRORS = [
  'bad_amount',
  'missing_augment',
  'no_plateau',
  'bad_code',
  'no_savings',
  'bad_savings',
  'missing_order',
  'bad_order',
  'not_movement',
  'duplicate_order',
  'direct_only',
  'no_unit',
  'impossible_order',
  'zero_foreign',
  'domestic_offer',
  'owned_unit',
  'touch_offer',
  'remote_offer',
  'over_limit',
  'signal_offer',
] as const;
export type OfferError = (typeof OFFER_ERRORS)[number] | AmountError;

const CLEAR = /^[([]?\s*(NMR|CLEAR)\s*[)\]]?$/i;
const AMOUNT_CHARS = /[\d\s*#+]/;

/** Reads one line of an offer sheet, by the words alone. */
export function readOfferLine(map: GameMap, line: string, rules: PayolaRules): Result<SheetLine, OfferError> {
  const comment = line.indexOf('%');
  const text = (comment >= 0 ? line.slice(0, comment) : line).trim();
  if (text === '') return ok({ kind: 'blank', text });
  if (CLEAR.test(text)) return ok({ kind: 'clear', text });
  let at = 0;
  while (at < text.length && AMOUNT_CHARS.test(text[at]!)) at++;
  const amountText = text.slice(0, at).trim();
  let code = text[at];
  let rest = text.slice(at + 1).trim();
  if (code === undefined) return fail('bad_code', `"${text}" has an amount but no offer: write the code and the order after it, as 5 : A PAR - BUR.`);
  // "A PAR - BUR" alone is "0 : A PAR - BUR".
  if (amountText === '' && /[A-Za-z]/.test(code)) {
    code = ':';
    rest = text;
  }
  if (code === '$') {
    if (rules.noSavings) return fail('no_savings', 'Savings requests ($) are not allowed in this game.');
    if (amountText === '') return fail('bad_amount', 'A savings request needs the amount to keep, as 25 $.');
    if (rest !== '') return fail('bad_savings', `A savings request is an amount and $ alone; "${rest}" after it means nothing.`);
    const parts = readAmount(amountText, false, 'a savings request');
    if (!parts.ok) return parts;
    return ok({ kind: 'savings', text, amount: parts.value.reduce((sum, p) => sum + p.amount, 0) });
  }
  if (!CODES.has(code)) {
    return fail('bad_code', `"${code}" is not an offer code: after the amount comes : (direct), ! (negative), > (any move), @ (any hold), & (gift) or $ (savings).`);
  }
  const offerCode = code as OfferCode;
  // ':' '!' '>' '@' stand for 0 AgP when no amount is written; a gift must say what it gives.
  if (amountText === '' && offerCode === '&') return fail('bad_amount', 'A gift offer (&) needs an amount, as 2 & A PAR H.');
  const parts = readAmount(amountText === '' ? '0' : amountText, !rules.noPlateau);
  if (!parts.ok) return parts;
  if (rules.directOnly) {
    if (offerCode !== ':') return fail('direct_only', `Only direct offers (:) are allowed in this game; "${offerCode}" is not.`);
    if (/[*+]/.test(amountText)) return fail('direct_only', 'Repetition (*) and augmentation (+) are not allowed in this game: write one amount.');
    if (rest.includes('|')) return fail('direct_only', 'Alternative orders (|) are not allowed in this game: one offer, one order.');
  }
  const orders = readOrders(map, rest);
  if (!orders.ok) return orders;
  return ok({ kind: 'offer', text, parts: parts.value, code: offerCode, orders: orders.value });
}

/** "A PAR - BUR | - GAS | H": the later orders leave out the unit. */
function readOrders(map: GameMap, text: string): Result<readonly MovementOrder[], OfferError> {
  const pieces = text.split('|').map((p) => p.trim());
  if (pieces[0] === '') return fail('missing_order', 'The offer names no unit and order: write them after the code, as 5 : A PAR - BUR.');
  const orders: MovementOrder[] = [];
  let unit = '';
  for (const [i, piece] of pieces.entries()) {
    if (piece === '') return fail('missing_order', 'An alternative after | is empty: write the order (as | - GAS) or take the | out.');
    const read = parseOrder(map, i === 0 ? piece : `${unit} ${piece}`, { phaseType: 'M', needMoveMarks: true });
    if (!read.ok) return fail('bad_order', read.error.message);
    const order = read.value;
    if (order.kind !== 'hold' && order.kind !== 'move' && order.kind !== 'support' && order.kind !== 'convoy') {
      return fail('not_movement', 'Offers buy movement orders only: hold, move, support or convoy.');
    }
    if (i === 0) unit = formatUnit(order.unit);
    orders.push(order);
  }
  return ok(orders);
}

/** An offer checked against the board: its unit, and each order made exact (one key each). */
export interface CheckedOffer {
  readonly text: string;
  readonly code: OfferCode;
  readonly parts: readonly Part[];
  readonly unit: number;
  readonly orders: readonly ExactOrder[];
}

/** An order as the unit would give it, with the key that pools everybody's money for it. */
export interface ExactOrder {
  readonly key: string;
  readonly order: Order;
  readonly move: boolean;
  /** SIGNAL_SUPPORT: a support that cannot be given, a signal. */
  readonly signal: boolean;
}

/** What a sheet needs to know of the game beyond the board. */
export interface SheetContext {
  readonly board: Board;
  readonly rules: PayolaRules;
  /** Powers whose units are dummies' (PAY_DUMMIES, CD_DUMMIES). */
  readonly dummies: ReadonlySet<PowerName>;
  /** The power's liquid funds (LIMIT_OFFERS). */
  readonly funds: number;
}

export interface CheckedSheet {
  readonly offers: readonly CheckedOffer[];
  readonly savings: number;
}

export interface LineError {
  readonly line: number;
  readonly text: string;
  readonly error: { readonly code: OfferError; readonly message: string };
}

/**
 * Reads and checks a power's whole sheet: every line answered, each refused line with its
 * reason. NMR or CLEAR drops what came before it.
 */
export function readOfferSheet(
  map: GameMap,
  power: PowerName,
  lines: readonly string[],
  context: SheetContext,
): { readonly sheet: CheckedSheet; readonly errors: readonly LineError[] } {
  let offers: CheckedOffer[] = [];
  let savings = 0;
  let errors: LineError[] = [];
  lines.forEach((text, line) => {
    const read = readOfferLine(map, text, context.rules);
    if (!read.ok) { errors.push({ line, text, error: read.error }); return; }
    const l = read.value;
    if (l.kind === 'clear') { offers = []; savings = 0; errors = []; return; }
    if (l.kind === 'savings') { savings += l.amount; return; }
    if (l.kind === 'blank') return;
    const checked = checkOffer(power, l, offers, context);
    if (!checked.ok) { errors.push({ line, text, error: checked.error }); return; }
    offers.push(checked.value);
  });
  return { sheet: { offers, savings }, errors };
}

const offerSum = (o: { code: OfferCode; parts: readonly Part[]; orders: readonly unknown[] }): number =>
  o.parts.reduce((s, p) => s + p.amount, 0) * (o.code === ':' ? o.orders.length : 1);

function checkOffer(
  power: PowerName,
  line: Extract<SheetLine, { kind: 'offer' }>,
  before: readonly CheckedOffer[],
  { board, rules, dummies, funds }: SheetContext,
): Result<CheckedOffer, OfferError> {
  const graph = board.graph;
  const p = graph.locationProvince.get(line.orders[0]!.unit.at);
  const u = p === undefined ? -1 : board.unitAt[p]!;
  if (u < 0) return fail('no_unit', `There is no unit in ${graph.map.locations.get(line.orders[0]!.unit.at)?.name ?? line.orders[0]!.unit.at} to make an offer to.`);
  const unit = board.units[u]!;
  const own = unit.power === power;
  const orders: ExactOrder[] = [];
  for (const order of line.orders) {
    // Any power may pay any unit (ORDER_ANY): the order is checked as its owner would give it.
    const c = checkMovementOrder(board, unit.power, order);
    if (!c.ok) return fail('impossible_order', c.error.message);
    const exact = exactOrder(board, c.value);
    if (orders.some((o) => o.key === exact.key)) return fail('duplicate_order', `${exact.key} is written twice in one offer: an offer names each order once.`);
    orders.push(exact);
  }
  const total = line.parts.reduce((s, q) => s + q.amount, 0);
  if (rules.restrictSignal && orders.some((o) => o.signal)) {
    const signal = checkSignal(power, line, orders, u, unit.power, before);
    if (signal !== null) return fail('signal_offer', signal);
  }
  // Any 0 AgP part is a zero offer ("5 + 0 : …" too), as the DPjudge checks each term.
  if (!own && line.parts.some((q) => q.amount === 0) && !rules.zeroForeign) {
    return fail('zero_foreign', `A 0 AgP offer may be made only to your own units; the ${unit.kind === 'A' ? 'army' : 'fleet'} in ${unit.at} is ${unit.power}'s.`);
  }
  if (rules.payDummies) {
    if (own && (line.code !== ':' || total !== 0 || line.orders.length > 1 || line.parts.length > 1 || before.some((o) => o.unit === u))) {
      return fail('domestic_offer', 'Your own units take one plain order each, written as 0 : followed by the order.');
    }
    if (!own && !dummies.has(unit.power)) return fail('owned_unit', `Offers may be made only to dummies' units; ${unit.power} orders its own.`);
  }
  if (rules.directOnly && before.some((o) => o.unit === u)) {
    return fail('direct_only', `You have already made an offer to the unit in ${unit.at}: only one offer a unit is allowed in this game.`);
  }
  if (rules.touch !== null && !own && !(rules.cdDummies && dummies.has(unit.power))) {
    const touching = touchesOwn(board, power, u);
    if (rules.touch === 'touch' && !touching) return fail('touch_offer', `The unit in ${unit.at} is next to none of yours: offers go only to your own units and those next to them.`);
    if (rules.touch === 'remote' && touching) return fail('remote_offer', `The unit in ${unit.at} is next to one of yours: offers go only to your own units and those not next to them.`);
  }
  if (rules.limitOffers) {
    const sum = before.reduce((s, o) => s + offerSum(o), 0) + offerSum(line);
    if (sum > funds) return fail('over_limit', `Your offers would come to ${sum} AgP, more than the ${funds} AgP in your treasury.`);
  }
  return ok({ text: line.text, code: line.code, parts: line.parts, unit: u, orders });
}

/**
 * RESTRICT_SIGNAL (rules 3.5): a signal is a plain 0 AgP direct offer, one order, to one's
 * own unit, once a unit. Why it is not, or null.
 */
function checkSignal(power: PowerName, line: Extract<SheetLine, { kind: 'offer' }>, orders: readonly ExactOrder[], u: number, owner: PowerName, before: readonly CheckedOffer[]): string | null {
  if (owner !== power) return 'A signal (a support that cannot be given) may be offered only to your own units.';
  if (line.code !== ':' || line.parts.length > 1 || line.parts[0]!.amount !== 0 || orders.length > 1) {
    return 'A signal (a support that cannot be given) is offered as 0 : and the one order, nothing else.';
  }
  if (before.some((o) => o.unit === u && o.orders.some((x) => x.signal))) return 'Each unit takes one signal: this unit has one already.';
  return null;
}

/** Adjacent as the rules mean it: either unit could support the other to hold. */
function touchesOwn(board: Board, power: PowerName, target: number): boolean {
  const them = board.units[target]!;
  return board.units.some((mine, m) => {
    if (mine.power !== power) return false;
    const a = checkMovementOrder(board, power, { kind: 'support', unit: mine, target: them, to: null });
    const b = checkMovementOrder(board, them.power, { kind: 'support', unit: them, target: mine, to: null });
    return m !== target && (a.ok || b.ok);
  });
}

/** The order with every place exact, so that "A PAR-BUR" and "A PAR - BUR" pool their money. */
export function exactOrder(board: Board, c: CheckedMovement): ExactOrder {
  const graph = board.graph;
  const unitRef = (i: number) => ({ kind: board.units[i]!.kind, at: board.units[i]!.at });
  const self = unitRef(c.unit);
  let order: Order;
  switch (c.kind) {
    case 'hold':
      order = { kind: 'hold', unit: self };
      break;
    case 'move':
      order = { kind: 'move', unit: self, to: c.to, viaConvoy: c.viaConvoy, route: [] };
      break;
    case 'support':
      // Support goes to a space, never a coast (QA "coastal support").
      order = { kind: 'support', unit: self, target: unitRef(c.target), to: c.toProvince < 0 ? null : graph.provinces[c.toProvince]! };
      break;
    case 'convoy':
      order = { kind: 'convoy', unit: self, target: unitRef(c.target), to: graph.provinces[c.toProvince]! };
      break;
  }
  return { key: keyOf(order), order, move: order.kind === 'move', signal: c.kind === 'support' && c.signal === true };
}

function keyOf(o: Order): string {
  const u = (r: { kind: string | null; at: string }) => `${r.kind} ${r.at}`;
  switch (o.kind) {
    case 'hold': return `${u(o.unit)} H`;
    case 'move': return `${u(o.unit)} - ${o.to}${o.viaConvoy ? ' VIA CONVOY' : ''}`;
    case 'support': return `${u(o.unit)} S ${u(o.target)}${o.to === null ? '' : ` - ${o.to}`}`;
    case 'convoy': return `${u(o.unit)} C ${u(o.target)} - ${o.to}`;
    default: return '';
  }
}
