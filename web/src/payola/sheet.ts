import type { Position } from '../../../shared/adjudicate/types.js';
import type { OrderAnswer } from '../../../shared/game/types.js';
import type { GameMap, PowerName } from '../../../shared/map/types.js';
import { formatOrder, formatUnit } from '../../../shared/orders/format.js';
import type { Part } from '../../../shared/variants/payola/amount.js';
import { offerBoard } from '../../../shared/variants/payola/game-state.js';
import { offerInJudgesForm } from '../../../shared/variants/payola/offers.js';
import { payolaRules, type PayolaRules } from '../../../shared/variants/payola/rules.js';
import { readOfferLine, readOfferSheet, type LineError, type OfferCode, type SheetLine } from '../../../shared/variants/payola/sheet.js';
import { splitLines } from '../orders/draft.js';

/**
 * A Payola offer sheet as the player writes it, before it is sent: every line read with the
 * rules core's own reader (`readOfferLine`) and the whole sheet checked against the board
 * (`readOfferSheet`: the unit, each order as its owner would give it, the game's offer
 * rules), so the page refuses what the judge would refuse, with its sentence, and says how
 * it read each line that stands: the money, the kind of offer, the unit and the orders.
 */

export interface SheetContext {
  readonly map: GameMap;
  readonly power: PowerName;
  /** The game's rules (Payola's own and the board's). */
  readonly rules: readonly string[];
  /** The board of the movement phase the sheet is for. */
  readonly position: Position;
  /** The power's treasury now (LIMIT_OFFERS counts the sheet against it). */
  readonly funds: number;
  /** Powers whose units are dummies' (PAY_DUMMIES); absent: the map's. */
  readonly dummies?: readonly PowerName[];
}

/** How a line that stands was read. */
export type LineReading =
  | {
      readonly kind: 'offer';
      /** The amount as read: "5", "2 × 4 = 8", "8 (never below 4)". */
      readonly amount: string;
      /** What the line may cost at most: every repetition and term (a `:` with alternatives counts once: one order wins). */
      readonly most: number;
      readonly code: OfferCode;
      /** The code in words: "direct", "negative" … */
      readonly codeName: string;
      /** The unit bribed ("A PAR"). */
      readonly unit: string;
      /** The order or orders bought, in the judge's form; more than one: alternatives. */
      readonly orders: readonly string[];
    }
  | { readonly kind: 'savings'; readonly amount: number }
  | { readonly kind: 'clear' };

export interface SheetLineCheck {
  readonly text: string;
  /** The judge's answer as the orders route gives it (null: a blank or comment line, not sent). */
  readonly answer: OrderAnswer | null;
  /** How the line was read, when it stands. */
  readonly reading?: LineReading;
  /** Emptied by a later NMR or CLEAR: sent, but nothing of it stands. */
  readonly cleared?: true;
}

export interface CheckedSheet {
  readonly lines: readonly SheetLineCheck[];
  /** The lines to send: the written ones, blank and comment-only lines left out. */
  readonly sent: readonly string[];
  /** How many lines the judge would refuse (each is answered; the rest of the sheet still bids). */
  readonly refused: number;
  /** What the offers that stand may cost at most, and the savings asked for. */
  readonly most: number;
  readonly savings: number;
}

export const CODE_NAME: Readonly<Record<OfferCode, string>> = {
  ':': 'direct',
  '!': 'negative (against the order)',
  '>': 'any move but this',
  '@': 'any non-move but this',
  '&': 'gift (owner’s choice)',
};

/** The game's Payola rules, or the plain game's when its rules are refused (an old game): read as the judge would with what it knows. */
export function rulesOf(rules: readonly string[]): PayolaRules {
  const read = payolaRules(rules);
  if (read.ok) return read.value;
  const plain = payolaRules([]);
  if (!plain.ok) throw new Error(plain.error.message);
  return plain.value;
}

/** The amount as written, in words a player checks at a glance: repetitions multiplied out, plateaus named. */
export function amountText(parts: readonly Part[]): string {
  const groups: { part: Part; times: number }[] = [];
  for (const part of parts) {
    const last = groups[groups.length - 1];
    if (last && last.part.amount === part.amount && last.part.plateau === part.plateau) last.times++;
    else groups.push({ part, times: 1 });
  }
  const terms = groups.map(({ part, times }) => {
    const each = part.plateau > 0 ? `${part.amount} (never below ${part.plateau})` : `${part.amount}`;
    return times > 1 ? `${times} × ${each}` : each;
  });
  const sum = parts.reduce((s, p) => s + p.amount, 0);
  return parts.length > 1 ? `${terms.join(' + ')} = ${sum}` : terms[0]!;
}

function readingOf(line: SheetLine): LineReading | undefined {
  switch (line.kind) {
    case 'offer': {
      const sum = line.parts.reduce((s, p) => s + p.amount, 0);
      return {
        kind: 'offer',
        amount: amountText(line.parts),
        most: sum,
        code: line.code,
        codeName: CODE_NAME[line.code],
        unit: formatUnit(line.orders[0]!.unit),
        orders: line.orders.map((o) => formatOrder(o)),
      };
    }
    case 'savings':
      return { kind: 'savings', amount: line.amount };
    case 'clear':
      return { kind: 'clear' };
    case 'blank':
      return undefined;
  }
}

/** Checks the sheet as typed, line by line, as the judge will when it is sent. */
export function checkSheet(ctx: SheetContext, text: string): CheckedSheet {
  const rules = rulesOf(ctx.rules);
  const written = splitLines(text);
  const board = offerBoard(ctx.map, ctx.position, rules);
  const dummies = new Set(ctx.dummies ?? ctx.map.dummies);
  let lastClear = -1;
  const ends: number[] = [];
  const reads = written.map((t, i) => {
    const read = readOfferLine(ctx.map, t, rules);
    if (read.ok && read.value.kind === 'clear') {
      lastClear = i;
      ends.push(i);
    }
    return read;
  });
  // The sheet read as the judge reads it (shared/variants/payola/offers.ts): whole, for what
  // depends on the lines before (DIRECT_ONLY, LIMIT_OFFERS, duplicates), and up to each CLEAR,
  // so that a line refused before a CLEAR is still answered as refused.
  ends.push(written.length);
  const refusedAt = new Map<number, LineError['error']>();
  for (const end of ends) {
    for (const e of readOfferSheet(ctx.map, ctx.power, written.slice(0, end), { board, rules, dummies, funds: ctx.funds }).errors) refusedAt.set(e.line, e.error);
  }
  let most = 0;
  let savings = 0;
  const lines = written.map((t, i): SheetLineCheck => {
    const read = reads[i]!;
    const error = refusedAt.get(i) ?? (read.ok ? undefined : read.error);
    if (error !== undefined) return { text: t, answer: { text: t.trim(), accepted: false, error } };
    if (!read.ok || read.value.kind === 'blank') return { text: t, answer: null };
    const line = read.value;
    const reading = readingOf(line)!;
    const order = offerInJudgesForm(line);
    const answer: OrderAnswer = { text: t.trim(), accepted: true, order };
    if (i < lastClear) return { text: t, answer, reading, cleared: true };
    if (reading.kind === 'offer') most += reading.most;
    if (reading.kind === 'savings') savings += reading.amount;
    return { text: t, answer, reading };
  });
  return {
    lines,
    sent: lines.filter((l) => l.answer !== null).map((l) => l.text.trim()),
    refused: lines.filter((l) => l.answer?.accepted === false).length,
    most,
    savings,
  };
}
