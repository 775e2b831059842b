import type { PhaseType } from '../../../shared/map/phase.js';
import { CLASSIC_KINDS, type GameMap, type PowerName, type UnitKind } from '../../../shared/map/types.js';
import type { GlobalView } from '../../../shared/variants/global/state.js';
import { readBombOrder } from '../../../shared/variants/global/strike-orders.js';
import { parseOrder } from '../../../shared/orders/parse.js';

/**
 * Global Diplomacy in the player's draft: the lines a clicked bombing chain puts in it, and
 * the kinds a build may make. What a line means is the judge's entry's to say
 * (shared/variants/global/entry.ts, which the draft runs); nothing here judges a chain.
 */

const splitLines = (text: string): string[] => text.split(/\r?\n/);

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
