import { gameMap } from '../../shared/game/board';
import type { Actor, GameState, PhaseRecord } from '../../shared/game/types';
import type { Notice } from '../../shared/text/index';
import { gameSubject } from '../../shared/text/subjects';
import { phaseTitle } from '../../shared/text/words';
import { previewText } from '../email/texts';

/**
 * PREVIEW: a phase that came ready was not processed; its would-be results go to the
 * master alone, who releases them with PROCESS. The master's own PREVIEW is answered in
 * his reply (or on his page), so nothing is mailed for it.
 */
export function autoPreviewNotice(state: GameState, record: PhaseRecord, next: string, by: Actor): Notice | null {
  if (by.kind === 'master') return null;
  const phase = phaseTitle(gameMap(state.settings), record.position.phase);
  return {
    subject: gameSubject(state, `${phase} results preview`),
    body: `${previewText(state, record, next)}\n\nThe phase is ready and this game previews its results (PREVIEW): the players see nothing until you send PROCESS.\n`,
  };
}
