import type { DrawnBombOrder } from '../../../shared/draw/chains.js';
import type { GameMap, PowerName } from '../../../shared/map/types.js';
import { readBombOrder } from '../../../shared/variants/global/strike-orders.js';
import { splitLines } from '../orders/draft.js';

/**
 * The bombing lines of a player's draft, to be drawn as chains while he writes them: every
 * line the judge's reader of bombing orders reads, in the judge's form. Whether the chain
 * holds (range, the carriers' orders) is the judge's to say when the phase is processed.
 */
export function draftBombs(map: GameMap, power: PowerName, draft: string): DrawnBombOrder[] {
  return splitLines(draft).flatMap((line) => (readBombOrder(map, line).ok ? [{ power, text: line }] : []));
}
