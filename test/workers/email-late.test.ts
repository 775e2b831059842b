import { describe, expect, test } from 'vitest';
import { activeGame, holds, master, MINUTE, must, player, POWERS, system, T0 } from '../../shared/game/test-game';
import { gameText, statusText } from '../../workers/email/texts';

/** The mail door's LIST game and STATUS once a deadline passed: what the game waits for, and whose orders are in. */

const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** Every power but Turkey holds (Italy with one unit only); the alarm rings after the deadline. */
function waitingGame() {
  let g = activeGame();
  for (const power of POWERS.filter((p) => p !== 'TURKEY')) {
    g = must(g, player(power), { type: 'orders', power, lines: power === 'ITALY' ? holds(g, power).slice(0, 1) : holds(g, power) }).state;
  }
  return must(g, system, { type: 'tick' }, T0 + 70 * MINUTE).state;
}

describe('LIST and STATUS after a deadline without civil disorder', () => {
  test('LIST game says the game waits for the master, who was late, and whose orders are in', () => {
    const text = flat(gameText(waitingGame(), null));
    expect(text).toContain('has passed: the game waits for the master. Italy and Turkey were late.');
    expect(text).toContain('Orders complete: Austria, England, France, Germany, Russia. Incomplete: Italy. None yet: Turkey.');
    expect(text).not.toContain('Orders are due by');
  });

  test("the master's STATUS says the same; a player's ends with the waiting clock", () => {
    const g = waitingGame();
    expect(flat(statusText(g, null, POWERS))).toContain('Incomplete: Italy. None yet: Turkey.');
    expect(flat(statusText(g, 'TURKEY', ['TURKEY']))).toContain('the game waits for the master. Italy and Turkey were late.');
    // Processed by the master, the game has a clock again.
    const on = must(g, master, { type: 'process' }, T0 + 80 * MINUTE).state;
    expect(flat(gameText(on, null))).toContain('Orders are due by');
  });
});
