import type { DrawnBombOrder } from '../../../shared/draw/chains.js';
import type { OrderAnswer } from '../../../shared/game/types.js';
import type { PhaseType } from '../../../shared/map/phase.js';
import { CLASSIC_KINDS, type GameMap, type PowerName, type UnitKind } from '../../../shared/map/types.js';
import type { GlobalView } from '../../../shared/variants/global/state.js';
import { formatBombOrder, readBombOrder } from '../../../shared/variants/global/strike-orders.js';
import { parseOrder } from '../../../shared/orders/parse.js';

const splitLines = (text: string): string[] => text.split(/\r?\n/);

/**
 * The bombing lines of a player's draft, to be drawn as chains while he writes them: every
 * line the judge's reader of bombing orders reads, in the judge's form. Whether the chain
 * holds (range, the carriers' orders) is the judge's to say when the phase is processed.
 */
export function draftBombs(map: GameMap, power: PowerName, draft: string): DrawnBombOrder[] {
  return splitLines(draft).flatMap((line) => (readBombOrder(map, line).ok ? [{ power, text: line }] : []));
}

/**
 * A draft's bombing lines answered by the judge's reader of them, on a board with arsenals:
 * by line index, accepted in the judge's form or refused with the reader's sentence. Lines that
 * are no bombing order at all are left to the entry of ordinary orders.
 */
export function bombAnswers(map: GameMap, lines: readonly string[]): Map<number, OrderAnswer> {
  const answers = new Map<number, OrderAnswer>();
  if (!map.kinds?.includes('AS')) return answers;
  lines.forEach((text, i) => {
    const read = readBombOrder(map, text);
    if (read.ok) answers.set(i, { text, accepted: true, order: formatBombOrder(read.value) });
    else if (read.error.code === 'bad_bomb_order') answers.set(i, { text, accepted: false, error: read.error });
  });
  return answers;
}

/** The provinces of the units a draft's accepted bombing lines order: those units are ordered. */
export function bombed(map: GameMap, answers: ReadonlyMap<number, OrderAnswer>): Set<string> {
  const out = new Set<string>();
  for (const a of answers.values()) {
    if (!a.accepted) continue;
    const read = readBombOrder(map, a.order);
    if (read.ok) out.add(map.locations.get(read.value.unit.at)?.province ?? read.value.unit.at);
  }
  return out;
}

/**
 * The draft with a bombing order's lines in it: each replaces the line (bombing or not) that
 * orders the same unit, else is added at the end.
 */
export function withBombLines(map: GameMap, phaseType: PhaseType, draft: string, lines: readonly string[]): string {
  let text = draft;
  for (const line of lines) {
    const read = readBombOrder(map, line);
    if (!read.ok) continue;
    const province = map.locations.get(read.value.unit.at)?.province ?? read.value.unit.at;
    text = splitLines(text)
      .filter((l) => unitProvince(map, phaseType, l) !== province)
      .join('\n')
      .replace(/\s+$/, '');
    text = text === '' ? line : `${text}\n${line}`;
  }
  return text;
}

/** The province of the unit a line orders, a bombing order or any other; null when it reads as neither. */
function unitProvince(map: GameMap, phaseType: PhaseType, line: string): string | null {
  const bomb = readBombOrder(map, line);
  const at = bomb.ok ? bomb.value.unit.at : (() => {
    const parsed = parseOrder(map, line, { phaseType });
    return parsed.ok && parsed.value.kind !== 'waive' ? parsed.value.unit.at : null;
  })();
  return at === null ? null : (map.locations.get(at)?.province ?? at);
}

/**
 * The kinds a build may make on this board (its KINDS line; armies and fleets where it has
 * none), an arsenal only while the view says the power is owed one (XII+: an all-hold turn
 * entitles it to one).
 */
export function buildKinds(map: GameMap, global: GlobalView | undefined, power: PowerName | null): { kind: UnitKind; refused: string | null }[] {
  return (map.kinds ?? CLASSIC_KINDS).map((kind) => ({
    kind,
    refused:
      kind === 'AS' && (power === null || (global?.entitled[power] ?? 0) <= 0)
        ? 'An arsenal is built only after a movement turn in which all your units held, one for each such turn.'
        : null,
  }));
}
