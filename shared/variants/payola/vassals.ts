import type { Position } from '../../adjudicate/types.js';
import { parsePhase } from '../../map/phase.js';
import type { PowerName } from '../../map/types.js';
import { gameMap } from '../../game/board.js';
import { bossOf, settleVassals } from '../../game/control.js';
import { inForce } from '../../game/rules.js';
import type { GameState, Seat } from '../../game/types.js';

/**
 * VASSAL_DUMMIES in Payola (rules 3.2 and 1.8; the DPjudge's PayolaGame.determineOrders
 * and PayolaPower.income). Power control (game/control.ts) settles who is whose vassal;
 * here is what that does to money and bids:
 *
 * - a dummy earns nothing unless it is a vassal, and a vassal's income (for its own
 *   centres) is paid into its controller's treasury (income.ts);
 * - a map's dummy starts with nothing (income.ts, `startingTreasuries`);
 * - a vassal's units decide between equal bids by its controller's acceptance list, and a
 *   vassal is not a dummy nobody controls, so its contested units do not hold (movement.ts);
 * - a vassal keeps its own purse: its controller's player may bid from it (he orders for
 *   it, game/actors.ts) and may give from it (unless NO_LOOTING), never mix the two.
 */

type Seats = Readonly<Record<PowerName, Seat>>;

/** Each vassal with its controller, as the seats stand; none when the game does not play VASSAL_DUMMIES. */
export function vassalsOf(state: GameState, seats: Seats = state.seats): Record<PowerName, PowerName> {
  if (!inForce(state.settings, 'VASSAL_DUMMIES')) return {};
  const out: Record<PowerName, PowerName> = {};
  for (const power of Object.keys(seats)) {
    const boss = bossOf(seats, power);
    if (boss !== null) out[power] = boss;
  }
  return out;
}

/**
 * Who is whose vassal, and who owns which centres, when a year's income is paid after the
 * phase `played` (its position) that led to `next`. After a winter's adjustments the Fall
 * settled the vassals already (game/process.ts); when the adjustments were skipped, the
 * income follows the very phase whose end settles them, so they are settled here first the
 * same way, and the vassal's home centres it keeps count for it.
 */
export function vassalsAtIncome(
  state: GameState,
  played: Position,
  next: Position,
): { vassals: Record<PowerName, PowerName>; centers: Position['centers'] } {
  const phase = parsePhase(played.phase);
  if (!inForce(state.settings, 'VASSAL_DUMMIES') || !phase.ok || phase.value.type === 'A') {
    return { vassals: vassalsOf(state), centers: next.centers };
  }
  const map = gameMap(state.settings);
  const homes = (p: PowerName) => next.homes?.[p] ?? map.powers.get(p)?.homes ?? [];
  const settled = settleVassals(map, state.seats, played.centers, next, homes, inForce(state.settings, 'TORN_ALLEGIANCE'));
  return { vassals: vassalsOf(state, settled.seats), centers: settled.position.centers };
}
