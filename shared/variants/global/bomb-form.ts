import type { GameMap } from '../../map/types.js';
import { formatBombOrder, readBombOrder } from './strike-orders.js';

/**
 * A stored line of a Global movement phase in the judge's form when it is a bombing order
 * (entry.ts keeps one as its unit's hold, with the text as written), else null: what shows
 * a power its orders shows the bomb, not the hold.
 */
export function bombForm(map: GameMap, text: string): string | null {
  const bomb = readBombOrder(map, text);
  return bomb.ok ? formatBombOrder(bomb.value) : null;
}
