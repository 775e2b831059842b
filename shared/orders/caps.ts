import type { GameMap, PowerName, UnitKind } from '../map/types.js';
import { unitWord } from '../text/words.js';

/**
 * The map's CAPS (Global VI.2: five each of armies, navies and air forces): why a build of
 * this kind is refused when the power already has `have` of them (those on the board and
 * those built earlier in the same phase), or null.
 */
export function capRefusal(map: GameMap, power: PowerName, kind: UnitKind, have: number): string | null {
  const cap = map.caps?.[kind];
  if (cap === undefined || have < cap) return null;
  return `${power} has ${have} ${unitWord(kind)}${have === 1 ? '' : 's'}, the most a power may have at once (${cap}).`;
}
