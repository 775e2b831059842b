import { must, activeGame, master, MINUTE, orderAll, player, T0 } from '../game/test-game.js';
import type { GameSettings, GameState } from '../game/types.js';

/**
 * Games for the texts' tests, played through `apply` alone: one year of the standard game
 * with a bounce, a cut support, a void support, an army left without its convoy, a unit
 * dislodged with three places to retreat to and one with none, then the retreat, and an
 * adjustment phase with a build, a default waive and a civil-disorder removal.
 */

export interface PlayedYear {
  /** Fall 1901 movement, after the Spring results. */
  readonly fall: GameState;
  /** Fall 1901 retreats, after the Fall movement results. */
  readonly retreats: GameState;
  /** Winter 1901 adjustments, after France retreated. */
  readonly winter: GameState;
  /** Spring 1902 movement, after the adjustments. */
  readonly spring1902: GameState;
}

/** Ten minutes a phase, from T0. */
export const STEP = 10 * MINUTE;

/** Each power sends its orders; the master processes the phase if that did not. */
function playPhase(state: GameState, orders: Record<string, string[]>, now: number): GameState {
  const before = state.position.phase;
  const ordered = orderAll(state, orders, now).state;
  return ordered.position.phase === before ? must(ordered, master, { type: 'process' }, now).state : ordered;
}

export function playedYear(more: Partial<GameSettings> = {}): PlayedYear {
  const fall = playPhase(
    activeGame([], more),
    {
      AUSTRIA: ['F TRI - ALB', 'A VIE - TYR', 'A BUD H'],
      ENGLAND: ['F LON - ENG', 'F EDI - NTH', 'A LVP - YOR'],
      FRANCE: ['A PAR - BUR', 'A MAR H', 'F BRE H'],
      GERMANY: ['A MUN - RUH', 'A BER - MUN', 'F KIE - HOL'],
      ITALY: ['A VEN - PIE', 'A ROM - VEN', 'F NAP H'],
      TURKEY: ['F ANK - BLA', 'A SMY - ARM', 'A CON - BUL'],
    },
    T0 + STEP,
  );
  const retreats = playPhase(
    fall,
    {
      ENGLAND: ['F ENG S F BRE - PIC', 'A YOR - BEL VIA CONVOY', 'F NTH H'],
      FRANCE: ['A BUR H', 'A MAR S A BUR', 'F BRE H'],
      GERMANY: ['A RUH - BUR', 'A MUN S A RUH - BUR', 'F HOL - BEL'],
      ITALY: ['A PIE - MAR', 'A VEN - TRI', 'F NAP H'],
      TURKEY: ['A ARM - SEV', 'F BLA S A ARM - SEV', 'A BUL - RUM'],
    },
    T0 + 2 * STEP,
  );
  // The one retreat in: the phase processes at once.
  const winter = must(retreats, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['a bur-gas'] }, T0 + 3 * STEP).state;
  // A game won at the end of the year (a low `victory`) goes no further.
  if (winter.status !== 'active') return { fall, retreats, winter, spring1902: winter };
  let spring1902 = must(winter, player('TURKEY'), { type: 'orders', power: 'TURKEY', lines: ['F ANK B'] }, T0 + 4 * STEP).state;
  spring1902 = must(spring1902, player('GERMANY'), { type: 'orders', power: 'GERMANY', lines: ['BUILD A BER'] }, T0 + 4 * STEP).state;
  spring1902 = must(spring1902, master, { type: 'process' }, T0 + 4 * STEP).state;
  return { fall, retreats, winter, spring1902 };
}
