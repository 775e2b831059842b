import type { Position, Unit } from '../../../shared/adjudicate/types.js';
import { adjustmentsOf, provinceOf } from '../../../shared/game/duty.js';
import { enterOrders } from '../../../shared/game/entry.js';
import type { OrderAnswer, StoredOrder } from '../../../shared/game/types.js';
import type { PhaseType } from '../../../shared/map/phase.js';
import type { GameMap, PowerName } from '../../../shared/map/types.js';
import { parseOrder } from '../../../shared/orders/parse.js';
import type { Order } from '../../../shared/orders/types.js';
import { hasRule } from '../../../shared/rules/index.js';
import { enterGlobalOrders } from '../../../shared/variants/global/entry.js';
import { readBombOrder } from '../../../shared/variants/global/strike-orders.js';
import type { GlobalView } from '../../../shared/variants/global/state.js';

/**
 * A power's orders as the player writes them, before they are sent: checked line by line
 * with the judge's own entry (shared/game/entry), so the browser says exactly what the
 * server will say, and what is still missing before the deadline.
 */

export interface DraftContext {
  readonly map: GameMap;
  readonly position: Position;
  readonly phaseType: PhaseType;
  readonly rules: readonly string[];
  readonly power: PowerName;
  /** Global: the view's scars and arsenals owed, for the variant's own entry. */
  readonly global?: GlobalView;
}

/** One written line and the judge's answer to it; blank lines are kept, unanswered. */
export interface DraftLine {
  readonly text: string;
  readonly answer: OrderAnswer | null;
}

export interface CheckedDraft {
  readonly lines: readonly DraftLine[];
  /** The orders that stand once every line is entered (a later order to a unit replaces an earlier one). */
  readonly orders: readonly StoredOrder[];
  readonly missing: Missing;
}

/** What the power still owes: units with no order (movement, retreats), or builds and removals left. */
export interface Missing {
  readonly units: readonly Unit[];
  readonly builds: number;
  readonly removals: number;
}

export function splitLines(text: string): string[] {
  return text.split(/\r?\n/);
}

export function checkDraft(ctx: DraftContext, text: string): CheckedDraft {
  const written = splitLines(text);
  const nonBlank = written.filter((l) => l.trim() !== '');
  const options = { phaseType: ctx.phaseType, needMoveMarks: hasRule(ctx.rules, 'NEED_MOVE_MARKS'), rules: ctx.rules };
  // Global: its own entry, as the judge's (bombing orders, arsenal builds, no entry into destroyed spaces).
  const entered = ctx.global
    ? enterGlobalOrders({ map: ctx.map, position: ctx.position, power: ctx.power, wasteland: ctx.global, owed: ctx.global.entitled[ctx.power] ?? 0, options }, [], nonBlank)
    : enterOrders(ctx.map, ctx.position, ctx.power, [], nonBlank, options);
  let next = 0;
  const lines = written.map((t): DraftLine => (t.trim() === '' ? { text: t, answer: null } : { text: t, answer: entered.answers[next++] ?? null }));
  return { lines, orders: entered.orders, missing: missingOrders(ctx, entered.orders) };
}

export function missingOrders(ctx: DraftContext, orders: readonly StoredOrder[]): Missing {
  const { map, position, power } = ctx;
  const ordered = new Set(orders.map((o) => (o.order.kind === 'waive' ? null : provinceOf(map, o.order.unit.at))));
  switch (ctx.phaseType) {
    case 'M':
      return { units: position.units.filter((u) => u.power === power && !ordered.has(provinceOf(map, u.at))), builds: 0, removals: 0 };
    case 'R':
      return { units: position.dislodged.filter((u) => u.power === power && !ordered.has(provinceOf(map, u.at))), builds: 0, removals: 0 };
    case 'A': {
      const owed = adjustmentsOf(map, position, power, ctx.rules);
      const builds = orders.filter((o) => o.order.kind === 'build' || o.order.kind === 'waive').length;
      const removals = orders.filter((o) => o.order.kind === 'disband').length;
      return { units: [], builds: Math.max(0, owed.builds - builds), removals: Math.max(0, owed.removals - removals) };
    }
  }
}

/**
 * What a line orders: the province of its unit (or build site), "WAIVE", or null when it
 * does not read. A Global bombing order orders its unit too (read by the bombing orders' reader).
 */
function slotOf(map: GameMap, phaseType: PhaseType, line: string): string | null {
  const parsed = parseOrder(map, line, { phaseType });
  if (!parsed.ok) {
    const bomb = phaseType === 'M' && map.kinds?.includes('AS') ? readBombOrder(map, line) : null;
    return bomb?.ok ? provinceOf(map, bomb.value.unit.at) : null;
  }
  return slotOfOrder(map, parsed.value);
}

function slotOfOrder(map: GameMap, order: Order): string | null {
  return order.kind === 'waive' ? null : provinceOf(map, order.unit.at);
}

/**
 * The draft with `line` in it: it replaces the line that orders the same unit (or build
 * site), else it is added at the end. Lines that do not read are left for the player.
 */
export function withLine(map: GameMap, phaseType: PhaseType, text: string, line: string): string {
  const lines = splitLines(text).filter((l, i, all) => l.trim() !== '' || i < all.length - 1);
  const slot = slotOf(map, phaseType, line);
  const at = slot === null ? -1 : lines.findIndex((l) => slotOf(map, phaseType, l) === slot);
  if (at >= 0) lines[at] = line;
  else {
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
    lines.push(line);
  }
  return lines.join('\n');
}

/** The draft without the line that orders the unit in `province`. */
export function withoutUnit(map: GameMap, phaseType: PhaseType, text: string, province: string): string {
  return splitLines(text)
    .filter((l) => slotOf(map, phaseType, l) !== province)
    .join('\n');
}
