import { describe, expect, test } from 'vitest';
import { apply } from './apply.js';
import { activeGame, formingGame, idOf, master, must, player, T0, tryApply } from './test-game.js';
import type { Command, GameState } from './types.js';

// Email.txt: "If the game is a private game, you will need to add one more word to the end of your JOIN command … the game's privacy password"; likewise TAKEOVER.
const HASH = 'stored-privacy-hash';
const joinAs = (power: string, privacy?: string): Command => ({ type: 'join', playerId: idOf(power), name: power, secretHash: 'h', power, ...(privacy === undefined ? {} : { privacy }) });

describe('a private game', () => {
  const forming = () => formingGame(['POWER_CHOICE'], { privacyHash: HASH });

  test('JOIN needs the privacy password: none, or another, is refused with why', () => {
    const none = apply(forming(), player('FRANCE'), joinAs('FRANCE'), { now: T0, random: () => 0 });
    expect(none.ok ? '' : none.error.message).toBe('This is a private game: give its privacy password (the master has it) after your own.');
    const other = apply(forming(), player('FRANCE'), joinAs('FRANCE', 'another-hash'), { now: T0, random: () => 0 });
    expect(other.ok ? '' : other.error.message).toBe('That is not the privacy password of this game.');
    expect(must(forming(), player('FRANCE'), joinAs('FRANCE', HASH)).state.seats.FRANCE!.status).toBe('taken');
  });

  test('TAKEOVER of a vacant power too; the master seats anyone', () => {
    // The game made private once running (its players were in before).
    const running = activeGame();
    let g: GameState = { ...running, settings: { ...running.settings, privacyHash: HASH } };
    g = must(g, master, { type: 'resign', power: 'FRANCE' }).state;
    const takeover = (privacy?: string): Command => ({ type: 'takeover', power: 'FRANCE', playerId: 'new', name: 'New', secretHash: 'h2', ...(privacy === undefined ? {} : { privacy }) });
    expect(tryApply(g, { kind: 'player', playerId: 'new' }, takeover())).toBe('private_game');
    expect(tryApply(g, { kind: 'player', playerId: 'new' }, takeover(HASH))).toBe('accepted');
    expect(tryApply(g, master, takeover())).toBe('accepted');
  });

  test('a game without PRIVATE asks nothing', () => {
    expect(tryApply(formingGame(['POWER_CHOICE']), player('FRANCE'), joinAs('FRANCE'))).toBe('accepted');
  });
});
