import { describe, expect, test } from 'vitest';
import { activeGame, master, must, player, T0 } from '../game/test-game.js';
import type { Actor, Command, GameState, PressMessage } from '../game/types.js';
import { pressText } from './press.js';

/** A text's lines, as the judge ends it: with a newline. */
const lines = (...all: string[]): string => `${all.join('\n')}\n`;

const observer: Actor = { kind: 'observer', playerId: 'o' };
const watched = must(activeGame(), observer, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'o-hash' }).state;

/** The message a command sends, and the game after it. */
function sent(actor: Actor, command: Extract<Command, { type: 'press' }>): { state: GameState; message: PressMessage } {
  const state = must(watched, actor, command, T0).state;
  return { state, message: state.press[state.press.length - 1]! };
}

describe('pressText', () => {
  const letter = sent(player('FRANCE'), {
    type: 'press',
    to: ['GERMANY', 'ENGLAND'],
    body: 'Dear friends,\n\nLet us talk about the Low Countries, which I think should be shared fairly between the three of us.\n\n  -- Paris',
  });

  test('private press to its readers: who wrote, to whom, the body folded to the width', () => {
    const text = lines(
      "Press in game 'Test' (g1), Spring 1901 movement.",
      '',
      'From France to Germany and England:',
      '',
      'Dear friends,',
      '',
      'Let us talk about the Low Countries, which I think should be shared fairly',
      'between the three of us.',
      '',
      '  -- Paris',
    );
    expect(pressText(letter.state, letter.message, player('ENGLAND'))).toEqual({ ok: true, value: text });
    expect(pressText(letter.state, letter.message, player('GERMANY'))).toEqual({ ok: true, value: text });
  });

  test.each([
    ['Italy', player('ITALY')],
    ['the master', master],
    ['an observer', observer],
    ['a stranger', { kind: 'player', playerId: 'nobody' } as Actor],
  ])('never to %s, whom it is not for', (_, reader) => {
    expect(pressText(letter.state, letter.message, reader)).toMatchObject({ ok: false, error: { code: 'not_addressed' } });
  });

  test('a broadcast reaches everyone', () => {
    const b = sent(player('GERMANY'), { type: 'press', to: 'ALL', body: 'Peace in our time.' });
    for (const reader of [player('ITALY'), observer, master]) {
      expect(pressText(b.state, b.message, reader)).toEqual({
        ok: true,
        value: lines("Press in game 'Test' (g1), Spring 1901 movement.", '', 'Broadcast from Germany to everyone:', '', 'Peace in our time.'),
      });
    }
  });

  test('the master names the observer who wrote; nobody else reads it', () => {
    const o = sent(observer, { type: 'press', to: ['MASTER'], body: 'May I take over Italy?' });
    expect(pressText(o.state, o.message, master)).toEqual({
      ok: true,
      value: lines("Press in game 'Test' (g1), Spring 1901 movement.", '', 'From an observer (Olga) to the master:', '', 'May I take over Italy?'),
    });
    expect(pressText(o.state, o.message, player('ITALY')).ok).toBe(false);
  });

  test('from the master', () => {
    const m = sent(master, { type: 'press', to: ['ITALY'], body: 'Your orders, please.' });
    expect(pressText(m.state, m.message, player('ITALY'))).toEqual({
      ok: true,
      value: lines("Press in game 'Test' (g1), Spring 1901 movement.", '', 'From the master to Italy:', '', 'Your orders, please.'),
    });
  });
});

describe('grey and fake press in the mail', () => {
  const inGame = (rules: readonly string[], actor: Actor, command: Extract<Command, { type: 'press' }>) => {
    const state = must(must(activeGame(rules), actor, command, T0).state, master, { type: 'press', to: ['FRANCE'], body: 'ok' }, T0).state;
    return { state, message: state.press[0]! };
  };
  const heading = (r: { state: GameState; message: PressMessage }, reader: Actor): string => {
    const text = pressText(r.state, r.message, reader);
    // The heading is the second paragraph (folded to the width: joined again here).
    return text.ok ? text.value.split('\n\n')[1]!.replace(/\n/g, ' ') : text.error.code;
  };

  test('grey: its readers are told nobody\'s name; the writer and the master are told the truth', () => {
    const r = inGame(['GREY_PRESS', 'EAVESDROP'], player('FRANCE'), { type: 'press', to: ['ENGLAND'], body: 'Guess who.' });
    expect(heading(r, player('ENGLAND'))).toBe('From someone unnamed (grey press) to England:');
    expect(heading(r, master)).toBe('From France to England (grey press: shown without its writer):');
    expect(heading(r, player('FRANCE'))).toBe('From France to England (grey press: shown without its writer):');
    expect(heading(r, player('GERMANY'))).toBe('not_addressed');
  });

  test('fake: its readers are told what it claims', () => {
    const r = inGame(['FAKE_PRESS'], player('FRANCE'), { type: 'press', to: ['ENGLAND'], body: 'Love, Germany.', fake: { from: 'GERMANY', to: ['ENGLAND', 'ITALY'] } });
    expect(heading(r, player('ENGLAND'))).toBe('From Germany to England and Italy:');
    expect(heading(r, player('FRANCE'))).toBe('From France to England (fake press: shown as from Germany to England and Italy):');
  });
});
