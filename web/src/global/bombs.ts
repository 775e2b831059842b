import { CLASSIC_KINDS, type GameMap, type PowerName, type UnitKind } from '../../../shared/map/types.js';
import type { GlobalView } from '../../../shared/variants/global/state.js';
import { formatBombOrder, readBombOrder } from '../../../shared/variants/global/strike-orders.js';

/**
 * Global Diplomacy in the player's orders: a bombing line in the judge's form, and the kinds
 * a build may make. What a line means is the judge's entry's to say
 * (shared/variants/global/entry.ts, which the draft runs); nothing here judges a chain.
 */

/** A bombing order's line in the judge's form ("AS SAF BOMB SIO"), for the table of each unit's order; null for any other line. */
export function bombForm(map: GameMap, text: string): string | null {
  const read = readBombOrder(map, text);
  return read.ok ? formatBombOrder(read.value) : null;
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
