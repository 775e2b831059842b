import { inForce } from '../../shared/game/rules';
import { playOf } from '../../shared/game/plays';
import type { GameEvent, GameState } from '../../shared/game/types';
import { previewText } from '../email/texts';

/**
 * CIVIL_PREVIEW: "Instead of the phase being processed and announced, the Master (only) is
 * sent a PREVIEW of the results." The preview the late notice to the master carries, as the
 * master's PREVIEW answers it; null when the rule is not in force or the phase processed.
 */
export function civilPreview(state: GameState, event: Extract<GameEvent, { type: 'late' }>): string | null {
  if (event.civilDisorder || !inForce(state.settings, 'CIVIL_PREVIEW')) return null;
  const seen = playOf(state).preview(state, event.deadline);
  return seen.ok ? previewText(state, seen.value.record, seen.value.next) : null;
}
