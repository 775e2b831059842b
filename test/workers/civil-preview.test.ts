import { describe, expect, test } from 'vitest';
import { activeGame, holds, master, MINUTE, must, player, POWERS, system, T0 } from '../../shared/game/test-game';
import type { GameEvent, GameState } from '../../shared/game/types';
import { lateMasterNotice, lateText } from '../../shared/text/late';
import { civilPreview } from '../../workers/room/civil-preview';

/**
 * CIVIL_PREVIEW (section 1.7 of the rule set): "At the deadline (or the expiration of any
 * GRACE period), if any powers are still late, the game is put into PREVIEW mode. Instead
 * of the phase being processed and announced, the Master (only) is sent a PREVIEW of the
 * results. The phase will not process until the Master submits a PROCESS! command or the
 * game no longer contains any late powers."
 */

const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** Every power but Turkey holds; the alarm rings after the deadline. */
function pastDeadline(rules: readonly string[]): { state: GameState; late: Extract<GameEvent, { type: 'late' }> } {
  let g = activeGame(rules);
  for (const power of POWERS.filter((p) => p !== 'TURKEY')) g = must(g, player(power), { type: 'orders', power, lines: holds(g, power) }).state;
  const r = must(g, system, { type: 'tick' }, T0 + 70 * MINUTE);
  const late = r.events.find((e): e is Extract<GameEvent, { type: 'late' }> => e.type === 'late');
  if (late === undefined) throw new Error('no late event');
  return { state: r.state, late };
}

describe('CIVIL_PREVIEW', () => {
  test('the master alone is sent the preview of the results; the phase is not processed', () => {
    const { state, late } = pastDeadline(['CIVIL_PREVIEW']);
    expect(state.history).toHaveLength(0);
    const preview = civilPreview(state, late);
    expect(preview).not.toBeNull();
    const body = flat(lateMasterNotice(state, late, preview).body);
    expect(body).toContain('Under CIVIL_PREVIEW the phase is not processed while powers are late.');
    expect(body).toContain('A CON H');
    expect(body).toContain('Nothing has changed.');
    // Turkey's player is told he is late, not the results.
    const turkey = flat(lateText(state, late, 'TURKEY'));
    expect(turkey).toContain('The game waits for the master.');
    expect(turkey).not.toContain('Nothing has changed');
  });

  test('the last orders in, or the master\'s PROCESS, play the phase', () => {
    const { state } = pastDeadline(['CIVIL_PREVIEW']);
    const orders = must(state, player('TURKEY'), { type: 'orders', power: 'TURKEY', lines: holds(state, 'TURKEY') }, T0 + 80 * MINUTE).state;
    expect(orders.history).toHaveLength(1);
    expect(must(state, master, { type: 'process' }, T0 + 80 * MINUTE).state.history).toHaveLength(1);
  });

  test('without the rule the master is sent no preview', () => {
    const { state, late } = pastDeadline([]);
    expect(civilPreview(state, late)).toBeNull();
  });
});
