import type { ProvinceId } from '../../map/types.js';
import { eyesOn, seesUnit } from '../../views/eyes.js';
import type { PowerName } from '../../map/types.js';
import { phaseMap } from '../../game/board.js';
import type { GameState } from '../../game/types.js';
import type { LineError, SheetLine } from './sheet.js';

/**
 * FICTIONAL_OK and BLIND Payola ("Tin Cup", rules 3.4: "orders that are impossible (such
 * as to support a non-existent unit) are allowed [the SHOW_PHANTOM rule], but will be
 * silently ignored at processing time"; 1.2: "Players are not told if their orders mention
 * units that do not exist"). What becomes of a line the board refused:
 *
 * - naming no unit, or an order its unit cannot give: taken as written, untold;
 * - under BLIND, any other refusal about a place the power cannot see is taken too, since
 *   the refusal would tell what stands there (another's unit, its kind, its neighbours),
 *   except a 0 AgP offer to a unit not the power's own, refused with a sentence that names
 *   no owner (BLIND excludes ZERO_FOREIGN, and the DPjudge counts every unit a BLIND power
 *   does not own as foreign);
 * - anything else stays refused.
 *
 * The sheet is read again at processing (processing.ts), where a line that still names
 * nothing, or an order the unit there cannot give, is void and costs nothing.
 */
export function fictionalAnswer(state: GameState, power: PowerName, line: SheetLine, refusal: LineError, blind: boolean): LineError | null {
  if (line.kind !== 'offer') return refusal;
  const map = phaseMap(state);
  const at = line.orders[0]!.unit.at;
  const prov: ProvinceId = map.locations.get(at)?.province ?? at.split('/')[0]!;
  const there = state.position.units.find((u) => (map.locations.get(u.at)?.province ?? u.at) === prov);
  const zero = line.parts.some((p) => p.amount === 0);
  const untold = refusal.error.code === 'no_unit' || refusal.error.code === 'impossible_order';
  if (!blind) return untold ? null : refusal;
  if (there?.power === power) return untold ? null : refusal;
  const eyes = eyesOn(map, state.position, power, state.settings.rules);
  // An empty place is known empty only where a unit of either kind would be seen.
  const sees = there === undefined ? eyes.armies.has(prov) && eyes.fleets.has(prov) : seesUnit(map, eyes, there);
  if (zero) {
    return { ...refusal, error: { code: 'zero_foreign', message: `A 0 AgP offer may be made only to your own units, and none of yours is in ${map.locations.get(at)?.name ?? at}.` } };
  }
  return untold || !sees ? null : refusal;
}
