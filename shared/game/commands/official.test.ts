import { describe, expect, it } from 'vitest';
import { pressText } from '../../text/press.js';
import { pressSubject } from '../../text/subjects.js';
import { activeGame, master, must, player, tryApply } from '../test-game.js';
import { MAX_OFFICIAL_SUBJECT, officialRefusal } from './press.js';

/* OFFICIAL (Email.txt): the master's press under his subject, without its heading; 60 characters at most. */

describe('official press', () => {
  it('is the master\'s alone, one line of at most 60 characters', () => {
    expect(MAX_OFFICIAL_SUBJECT).toBe(60);
    expect(officialRefusal({ kind: 'master' }, 'House rules')).toBeNull();
    expect(officialRefusal({ kind: 'master' }, 'x'.repeat(61))).toMatch(/61 characters long/);
    expect(officialRefusal({ kind: 'master' }, '   ')).toMatch(/needs a subject/);
    expect(officialRefusal({ kind: 'player', playerId: 'p' }, 'House rules')).toMatch(/Only the master/);
  });

  it('is kept with the message, and mailed under its subject with the body alone', () => {
    const state = activeGame();
    const sent = must(state, master, { type: 'press', to: 'ALL', body: 'Orders by Friday.', official: '  House rules ' });
    const message = sent.state.press.at(-1)!;
    expect(message).toMatchObject({ from: 'MASTER', official: 'House rules', kind: 'broadcast' });
    expect(pressSubject(sent.state, message)).toBe(`Diplomacy game ${state.id}: House rules`);
    const text = pressText(sent.state, message, player('FRANCE'));
    expect(text.ok && text.value.trim()).toBe('Orders by Friday.');
  });

  it('is refused to a player, and nothing is sent', () => {
    expect(tryApply(activeGame(), player('FRANCE'), { type: 'press', to: 'ALL', body: 'From the master, honest.', official: 'Notice' })).toBe('not_allowed');
  });
});
