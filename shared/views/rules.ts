import type { GameState } from '../game/types.js';
import type { ViewerView } from './types.js';

/**
 * Rules in force that the game keeps to its master: EAVESDROP (1.2) "does not appear in a
 * game list or summary, or on the Website", unless he asked for it announced (`EAVESDROP!`).
 */
const KEPT_FROM_PLAYERS: readonly string[] = ['EAVESDROP'];

/**
 * The rules this viewer is told the game has (`null`: the public lists): every one for the
 * master; for anyone else those not kept to him, or announced. The one place the doors take
 * a game's rule list from to show it.
 */
export function rulesShown(state: GameState, viewer: ViewerView | null): readonly string[] {
  const { rules, announced = [] } = state.settings;
  if (viewer?.kind === 'master') return rules;
  return rules.filter((r) => !KEPT_FROM_PLAYERS.includes(r) || announced.includes(r));
}
