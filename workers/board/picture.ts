import { boardSvg } from '../../shared/draw/board-svg';
import { colourOf } from '../../shared/draw/colours';
import { gameMap, phaseMap } from '../../shared/game/board';
import type { Actor, GameState } from '../../shared/game/types';
import type { Result } from '../../shared/result';
import { phaseTitle } from '../../shared/text/words';
import { viewGame } from '../../shared/views/index';
import type { BoardArt } from './art';

/**
 * The MAP mail command's picture: the board as the sender's view shows it (his fog in a BLIND
 * game; everything for the master), drawn by shared/draw/ as the page draws it. The view
 * decides what he sees; this only draws it. `art` failed: a sentence saying why instead.
 */
export function boardPicture(state: GameState, actor: Actor | null, art: Result<BoardArt>): string {
  if (!art.ok) return art.error.message;
  const view = viewGame(state, actor);
  const map = phaseMap(state);
  return boardSvg({
    map,
    layout: art.value.layout,
    drawing: art.value.drawing,
    position: view.position,
    ...(view.sight === undefined ? {} : { sight: view.sight }),
    // Global: the scars and closed spaces, as the view gives them.
    ...(view.global === undefined ? {} : { global: view.global }),
    colourOf: colourOf([...gameMap(state.settings).powers.keys()]),
    title: `${view.name} (${view.id}), ${phaseTitle(map, view.position.phase)}`,
  });
}

/** Whether a MAP answer is the picture (else it is the sentence saying why there is none). */
export const isPicture = (text: string): boolean => text.startsWith('<svg');
