import { describe, expect, test } from 'vitest';
import { activeGame, master, must, player } from '../game/test-game.js';
import type { GameState } from '../game/types.js';
import { seatHolder } from '../text/holder.js';
import { orderStatusLine } from '../text/late.js';
import { summarizeGame } from './summary.js';
import { viewGame } from './view.js';

/**
 * HIDE_DUMMIES (section 1.6 of the rule set): "any DUMMY powers will be listed on the
 * game's main Webpage as powers that can be logged in … This rule can be used to keep
 * secret from the players which of the powers are DUMMY powers … Both the HIDE_LATE_POWERS
 * and HIDE_ABSENTEES rules are in effect."
 */

function germanDummy(rules: readonly string[]): GameState {
  const s = activeGame(rules);
  return must(must(s, master, { type: 'resign', power: 'GERMANY' }).state, master, { type: 'dummy', power: 'GERMANY' }).state;
}

const germany = (s: GameState, viewer: Parameters<typeof viewGame>[1]) => viewGame(s, viewer).seats.find((x) => x.power === 'GERMANY')!;

describe('HIDE_DUMMIES', () => {
  const s = germanDummy(['HIDE_DUMMIES']);

  test('the players and the public see the dummy as a played seat whose player is not named', () => {
    for (const viewer of [player('FRANCE'), null]) expect(germany(s, viewer)).toEqual(expect.objectContaining({ status: 'taken', player: null, hidden: true }));
    expect(summarizeGame(s).seats.find((x) => x.power === 'GERMANY')!.status).toBe('taken');
    expect(seatHolder(s, player('FRANCE'), s.seats.GERMANY!)).toBe('(hidden)');
  });

  test('the master sees the dummy', () => {
    expect(germany(s, master).status).toBe('dummy');
    expect(seatHolder(s, master, s.seats.GERMANY!)).toBe('(dummy)');
  });

  test('HIDE_LATE_POWERS comes with it; with LIST_UNORDERED the dummy is listed as not yet ordered, not as a dummy', () => {
    expect(s.settings.rules).toContain('HIDE_LATE_POWERS');
    const listed = germanDummy(['HIDE_DUMMIES', 'LIST_UNORDERED']);
    expect(orderStatusLine(listed)).toMatch(/None yet: .*Germany/);
    expect(orderStatusLine(listed)).not.toMatch(/dummy/);
    expect(orderStatusLine(listed, true)).toMatch(/Germany is a dummy/);
  });

  test('without the rule everyone sees the dummy', () => {
    const open = germanDummy([]);
    expect(germany(open, player('FRANCE')).status).toBe('dummy');
    expect(summarizeGame(open).seats.find((x) => x.power === 'GERMANY')!.status).toBe('dummy');
  });
});
