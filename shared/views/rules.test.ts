import { describe, expect, it } from 'vitest';
import { activeGame, formingGame } from '../game/test-game.js';
import { exportMila } from '../export/mila.js';
import { summaryText } from '../text/summary.js';
import { rulesShown } from './rules.js';
import { summarizeGame } from './summary.js';
import { viewGame } from './view.js';

/*
 * EAVESDROP (1.2): "The fact that this rule is in use does not appear in a game list or
 * summary, or on the Website. If the Master wishes, however, to counteract this and expose
 * the fact that he is eavesdropping, he may append an exclamation point to the name of the
 * rule, like this: EAVESDROP!"
 */
describe('EAVESDROP kept out of the listings', () => {
  it('the master sees it; a player, an observer, the public list and the SUMMARY do not', () => {
    const g = activeGame(['EAVESDROP', 'NO_DRAW']);
    expect(g.settings.rules).toContain('EAVESDROP');
    expect(viewGame(g, { kind: 'master' }).rules).toContain('EAVESDROP');
    const player = g.players.find((p) => p.power === 'FRANCE')!;
    expect(viewGame(g, { kind: 'player', playerId: player.id }).rules).toEqual(['NO_DRAW']);
    expect(viewGame(g, null).rules).toEqual(['NO_DRAW']);
    expect(summarizeGame(g).rules).toEqual(['NO_DRAW']);
    expect(summaryText(g, { kind: 'player', playerId: player.id })).not.toContain('EAVESDROP');
    expect(summaryText(g, { kind: 'master' })).toContain('EAVESDROP');
    expect(exportMila(g, { viewer: { kind: 'player', playerId: player.id } }).rules).not.toContain('EAVESDROP');
    expect(exportMila(g, { viewer: { kind: 'master' } }).rules).toContain('EAVESDROP');
  });

  it('written EAVESDROP!, it is announced: shown to everyone, and played the same', () => {
    const g = formingGame(['EAVESDROP!']);
    expect(g.settings.rules).toContain('EAVESDROP');
    expect(g.settings.announced).toEqual(['EAVESDROP']);
    expect(rulesShown(g, null)).toContain('EAVESDROP');
    expect(summarizeGame(g).rules).toContain('EAVESDROP');
  });

  it('other rules are shown to everyone as they are', () => {
    const g = formingGame(['NO_PRESS', 'ALWAYS_WAIT']);
    expect(rulesShown(g, null)).toEqual(g.settings.rules);
  });
});
