import { mapGraph } from '../../map/graph.js';
import type { GameMap, PowerName } from '../../map/types.js';
import { indexBoard, type Board } from '../../orders/check.js';
import { movementRules } from '../../orders/movement-rules.js';
import type { Position } from '../../adjudicate/types.js';
import { gameMap } from '../../game/board.js';
import type { GameState } from '../../game/types.js';
import { fail, ok, type Result } from '../../result.js';
import { readIncomeDirectives, startingTreasuries, type IncomeDirectives } from './income.js';
import { openExchange } from './exchange.js';
import { payolaRules, type PayolaRules } from './rules.js';
import type { PayolaGame } from './state.js';

/** A Payola game as the engine keeps it: `GameState.payola` always there. */
export type PayolaState = GameState & { readonly payola: PayolaGame };

/** A Payola game's state, its money required: stored state without it is a bug, not input. */
export function asPayola(state: GameState): PayolaState {
  if (state.payola === undefined) throw new Error(`Game ${state.id} is a Payola game without its treasuries.`);
  return state as PayolaState;
}

/** The game's Payola rules; they were checked when the game was created, so a refusal now is a bug. */
export function rulesOf(state: GameState): PayolaRules {
  const rules = payolaRules(state.settings.rules);
  if (!rules.ok) throw new Error(`Game ${state.id}: its Payola rules no longer read: ${rules.error.message}`);
  return rules.value;
}

/** The powers playing as dummies: the map's and the seats in civil disorder. */
export function dummiesOf(state: GameState, map: GameMap): PowerName[] {
  const seats = Object.keys(state.seats).filter((p) => state.seats[p]!.status === 'dummy');
  return [...new Set([...map.dummies, ...seats])];
}

/** The board offers are checked against: the position's units under the board options in force (SIGNAL_SUPPORT …); the game's rules are canonical already. */
export function offerBoard(map: GameMap, position: Position, rules: PayolaRules): Board {
  return indexBoard(mapGraph(map), position.units, movementRules(rules.standard));
}

/**
 * The seed a phase's chance is drawn from (the `?` of the acceptance lists): the game and
 * the phase, so that a phase processed again (ROLLFORWARD, PREVIEW) comes out the same.
 */
export function phaseSeed(gameId: string, phase: string): number {
  // FNV-1a, 32 bits.
  let h = 0x811c9dc5;
  for (const c of `${gameId} ${phase}`) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The power has nothing on the board: no unit, no centre, no dislodged unit. */
export const boardless = (position: Position, power: PowerName): boolean =>
  (position.centers[power] ?? []).length === 0 && !position.units.some((u) => u.power === power) && !position.dislodged.some((u) => u.power === power);

/**
 * A new Payola game's money: each power's starting treasury (a year's income for the
 * centres it starts with, MECHANICS §2.2; FLAT_TAX paying the map's powers a centre), no
 * acceptance list written, no sheet, no transfer. Refused when the rules are not Payola's
 * to play (a rule not built yet, two that contradict each other).
 */
export function newPayolaGame(map: GameMap, rules: readonly string[], directives: readonly string[] = []): Result<PayolaGame, 'bad_rules'> {
  const read = payolaRules(rules);
  if (!read.ok) return fail('bad_rules', read.error.message);
  const income = readIncomeDirectives(map, directives);
  if (!income.ok) return fail('bad_rules', income.error.message);
  const funds = startingTreasuries(map, read.value, income.value);
  // EXCHANGE: each power is a company, its shares all in its IPO at the start (exchange.ts).
  const exchange = rules.includes('EXCHANGE') ? { exchange: openExchange(Object.keys(funds)) } : {};
  return ok({ funds, accept: {}, offers: {}, transfers: [], ...exchange });
}

/** The game's income directives (TAX, CAP); read when the game was created, so a refusal now is a bug. */
export function directivesOf(state: GameState): IncomeDirectives {
  const read = readIncomeDirectives(gameMap(state.settings), state.settings.directives ?? []);
  if (!read.ok) throw new Error(`Game ${state.id}: its income directives no longer read: ${read.error.message}`);
  return read.value;
}
