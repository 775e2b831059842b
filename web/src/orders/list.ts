import type { Position } from '../../../shared/adjudicate/types.js';
import type { OrderAnswer } from '../../../shared/game/types.js';
import type { GameMap, PowerName } from '../../../shared/map/types.js';
import { formatOrder } from '../../../shared/orders/format.js';
import { hasRule } from '../../../shared/rules/index.js';
import { considered, listLimits, readListLine, type Edition, type ListKind, type ListLimits, type ListLine, type ReadOptions } from '../../../shared/variants/crystal-ball/lists.js';
import { crystalBallRules, movementEntry } from '../../../shared/variants/crystal-ball/rules.js';
import { splitLines, type DraftLine } from './draft.js';

/**
 * A Crystal Ball list as the player writes it, before it is sent: each line read with the
 * judge's own list reader (shared/variants/crystal-ball/lists), so the browser refuses what
 * the judge would refuse; and which lines would be counted if the centres stay as they are.
 */

export interface ListContext {
  readonly map: GameMap;
  readonly power: PowerName;
  /** The game's rules: NO_PROXY takes proxies away. */
  readonly rules: readonly string[];
  /** The board now: its centres give the limits the list would be read with today. */
  readonly position: Position;
  /** The rule text played; the revised rules when absent. */
  readonly edition?: Edition;
  /** The list written: a movement list when absent (the original rules add retreat, build and remove lists). */
  readonly kind?: ListKind;
}

export interface CheckedList {
  /** Every written line with the judge's answer; blank lines are kept, unanswered. */
  readonly lines: readonly DraftLine[];
  /** The lines written, blank ones left out: what is sent (the judge answers each). */
  readonly sent: readonly string[];
  /** Some line cannot stand: the judge would refuse the list whole. */
  readonly refused: boolean;
  /** How many orders and proxies are considered with the centres as they are now. */
  readonly limits: ListLimits;
  /** Indexes (into `lines`) of lines too far down to be considered with those limits (movement lists only). */
  readonly beyond: ReadonlySet<number>;
}

/** Whether lists of this game may hold proxies (PROXY_OK, unless NO_PROXY; never under the original rules). */
export function proxiesAllowed(rules: readonly string[], edition: Edition = 'revised'): boolean {
  const resolved = crystalBallRules(rules, edition);
  return resolved.ok ? resolved.value.proxies : edition === 'revised' && !hasRule(rules, 'NO_PROXY');
}

/**
 * How the judge reads a line of this list when it is written (`movementEntry`: under the
 * revised rules a movement line that could never be legal is refused); the other lists
 * of the original rules hold no proxies and are not checked for imagined units.
 */
function entryOptions(ctx: ListContext): ReadOptions {
  const edition = ctx.edition ?? 'revised';
  const resolved = crystalBallRules(ctx.rules, edition);
  // Rules the catalogue refuses (an old game): read as the judge would with what it knows.
  const movement: ReadOptions = resolved.ok
    ? movementEntry(resolved.value)
    : { kind: 'movement', proxies: proxiesAllowed(ctx.rules, edition), needMoveMarks: hasRule(ctx.rules, 'NEED_MOVE_MARKS'), imagined: edition === 'revised' };
  const kind = ctx.kind ?? 'movement';
  return kind === 'movement' ? movement : { ...movement, kind, proxies: false, imagined: false };
}

export function checkList(ctx: ListContext, text: string): CheckedList {
  const kind = ctx.kind ?? 'movement';
  const options = entryOptions(ctx);
  const read: { index: number; line: ListLine }[] = [];
  let refused = false;
  const lines = splitLines(text).map((t, index): DraftLine => {
    if (t.trim() === '') return { text: t, answer: null };
    const line = readListLine(ctx.map, ctx.power, t, options);
    if (!line.ok) {
      refused = true;
      return { text: t, answer: { text: t, accepted: false, error: line.error } satisfies OrderAnswer };
    }
    read.push({ index, line: line.value });
    return { text: t, answer: { text: t, accepted: true, order: formatOrder(line.value.order) } };
  });
  const limits = listLimits(ctx.position);
  const counted = considered(
    read.map((r) => r.line),
    limits,
  );
  const beyond = new Set(kind === 'movement' ? read.filter((_, i) => !counted[i]).map((r) => r.index) : []);
  return { lines, sent: lines.map((l) => l.text.trim()).filter((t) => t !== ''), refused, limits, beyond };
}

/** The answer to a list sent: refused whole when any line was refused (the judge then changed nothing). */
export function listRefused(answers: readonly OrderAnswer[]): boolean {
  return answers.some((a) => !a.accepted);
}
