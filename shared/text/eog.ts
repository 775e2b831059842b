import type { Actor, GameState } from '../game/types.js';
import { pressFor } from '../views/names.js';
import { viewerOf } from '../views/viewer.js';
import { blocks, fold, paragraph } from './layout.js';
import { pressHeading } from './press.js';
import { gameTitle } from './words.js';

/**
 * The game's End-Of-Game statements (the broadcasts sent after it ended, kept unless NO_EOG)
 * as a reader of its history is shown them, oldest first; null when there are none. A
 * broadcast is everyone's to read, grey and fake press as this reader may know it.
 */
export function eogText(state: GameState, reader: Actor | null): string | null {
  const statements = state.press.filter((m) => m.eog === true);
  if (statements.length === 0) return null;
  const viewer = viewerOf(state, reader);
  const as: Actor = reader ?? { kind: 'system' };
  const parts = statements.flatMap((m) => {
    const shown = pressFor(state, viewer, m);
    return [paragraph(`${pressHeading(state, shown, as)}:`), fold(shown.body)];
  });
  return blocks(paragraph(`End-Of-Game statements in ${gameTitle(state)}:`), ...parts);
}
