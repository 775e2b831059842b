import { controllerOf } from '../game/control.js';
import { inForce } from '../game/rules.js';
import type { PowerName } from '../map/types.js';
import type { GameState } from '../game/types.js';
import type { ViewerView } from './types.js';

/**
 * Who controls a seat, as this viewer may see it: everyone, as the DPjudge lists "Italy is a
 * vassal of Austria", except that HIDE_DUMMIES "completely suppresses the display of
 * controller information" for all but the master and the controller himself.
 */
export function controllerShown(state: GameState, viewer: ViewerView, power: PowerName): { controller?: string } {
  const who = controllerOf(state.seats, power);
  if (who === null) return {};
  const hidden = inForce(state.settings, 'HIDE_DUMMIES') && viewer.kind !== 'master' && !(viewer.kind === 'player' && viewer.power === who);
  return hidden ? {} : { controller: who };
}
