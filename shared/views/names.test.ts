import { describe, expect, test } from 'vitest';
import { createGame } from '../game/create.js';
import { activeGame, formingGame, master, must, player, POWERS, settings, T0, tryApply } from '../game/test-game.js';
import type { Actor, GameSettings, GameState } from '../game/types.js';
import { exportMila } from '../export/mila.js';
import { endingText } from '../text/ending.js';
import { summaryText } from '../text/summary.js';
import { pressPage } from './pages.js';
import { summarizeGame } from './summary.js';
import { viewGame } from './view.js';

/*
 * Who plays which power is secret until the game ends, as on the DPjudge: the master sees
 * every name, a player his own, nobody else any; the end reveals them (under NO_REVEAL,
 * only the master's REVEAL does), and a friends' game (showNames) shows them from the start.
 */

const observer: Actor = { kind: 'observer', playerId: 'o' };
const NAMES = POWERS.map((p) => p.toLowerCase());

/**
 * A running game with an observer (Olga) who has written to everyone (put in the state as
 * it is: whether observers may broadcast is another rule's business).
 */
function running(rules: readonly string[] = [], more: Partial<GameSettings> = {}): GameState {
  const g = must(activeGame(rules, more), observer, { type: 'observe', playerId: 'o', name: 'Olga', secretHash: 'observer-hash' }).state;
  const to = [...POWERS, 'MASTER' as const];
  return { ...g, press: [...g.press, { id: g.press.length + 1, at: g.createdAt, phase: g.position.phase, from: 'OBSERVER', observer: 'o', to, kind: 'broadcast', body: 'hello' }] };
}

const ended = (g: GameState): GameState => must(g, master, { type: 'terminate' }).state;

/** Each viewer, and the names he should see in a game whose names are still secret. */
const VIEWERS: readonly [string, Actor | null, readonly string[]][] = [
  ['anonymous', null, []],
  ['an observer', observer, []],
  ['another player', player('ENGLAND'), ['england']],
  ['the player himself', player('FRANCE'), ['france']],
  ['the master', master, NAMES],
];

/** The names a view shows in its seats, in map order. */
const seatNames = (g: GameState, actor: Actor | null): string[] =>
  viewGame(g, actor).seats.flatMap((s) => (s.player === null ? [] : [s.player]));

describe('the players\' names in the view', () => {
  test.each(VIEWERS)('while the game runs, %s sees only the names he may', (_label, actor, names) => {
    const g = running();
    const view = viewGame(g, actor);
    expect(seatNames(g, actor)).toEqual(names);
    // A hidden seat says it is played, without saying by whom.
    for (const seat of view.seats) expect(seat.hidden).toBe(seat.player === null);
    const text = JSON.stringify({ ...view, viewer: null });
    for (const name of NAMES.filter((n) => !names.includes(n))) expect(text).not.toContain(`"${name}"`);
    expect(view.namesShown).toBe(false);
    expect(view.showNames).toBe(false);
  });

  test('before the start, a forming game hides those who joined too', () => {
    const g = must(formingGame(), player('FRANCE'), { type: 'join', playerId: 'p-france', name: 'france', secretHash: 'h' }).state;
    expect(seatNames(g, null)).toEqual([]);
    expect(viewGame(g, null).seats.filter((s) => s.hidden).length).toBe(1);
    expect(seatNames(g, master)).toEqual(['france']);
  });

  test.each(VIEWERS)('once the game has ended, %s sees every name', (_label, actor) => {
    const g = ended(running());
    expect(seatNames(g, actor)).toEqual(NAMES);
    expect(viewGame(g, actor).namesShown).toBe(true);
  });

  test.each(VIEWERS)('in a friends\' game (showNames), %s sees every name from the start', (_label, actor) => {
    const g = running([], { showNames: true });
    expect(seatNames(g, actor)).toEqual(NAMES);
    expect(viewGame(g, actor)).toMatchObject({ showNames: true, namesShown: true });
  });

  test.each(VIEWERS)('under NO_REVEAL, %s sees after the end only what he saw before', (_label, actor, names) => {
    const g = ended(running(['NO_REVEAL']));
    expect(seatNames(g, actor)).toEqual(names);
    expect(viewGame(g, actor).namesShown).toBe(false);
  });

  test.each(VIEWERS)('under NO_REVEAL, after the master\'s REVEAL %s sees every name', (_label, actor) => {
    const g = must(ended(running(['NO_REVEAL'])), master, { type: 'reveal' }).state;
    expect(seatNames(g, actor)).toEqual(NAMES);
  });

  test('an observer\'s id on his press is for the master and himself while the names are secret', () => {
    const g = running();
    const from = (actor: Actor | null) => pressPage(g, actor, {}).press.find((m) => m.from === 'OBSERVER');
    expect(from(master)?.observer).toBe('o');
    expect(from(observer)?.observer).toBe('o');
    expect(from(null)).toBeDefined();
    expect(from(null)?.observer).toBeUndefined();
    expect(from(player('FRANCE'))?.observer).toBeUndefined();
    expect(pressPage(ended(g), null, {}).press.find((m) => m.from === 'OBSERVER')?.observer).toBe('o');
  });

  test('the list entry names nobody until the names are public', () => {
    expect(summarizeGame(running()).seats.every((s) => s.player === null)).toBe(true);
    expect(summarizeGame(ended(running())).seats.map((s) => s.player)).toEqual(NAMES);
    expect(summarizeGame(ended(running(['NO_REVEAL']))).seats.every((s) => s.player === null)).toBe(true);
  });

  test('the MILA export names no player', () => {
    const text = JSON.stringify(exportMila(running(), { viewer: null, press: true }));
    for (const name of [...NAMES, 'Olga']) expect(text).not.toContain(`"${name}"`);
  });
});

describe('REVEAL', () => {
  test('the master alone may reveal, and only a NO_REVEAL game that has ended with its names hidden', () => {
    const over = ended(running(['NO_REVEAL']));
    expect(tryApply(over, player('FRANCE'), { type: 'reveal' })).toBe('not_allowed');
    expect(tryApply(running(['NO_REVEAL']), master, { type: 'reveal' })).toBe('wrong_status');
    expect(tryApply(ended(running()), master, { type: 'reveal' })).toBe('wrong_status');
    expect(tryApply(running([], { showNames: true }), master, { type: 'reveal' })).toBe('wrong_status');
    const revealed = must(over, master, { type: 'reveal' });
    expect(revealed.state.revealed).toBe(true);
    expect(revealed.events).toEqual([{ type: 'revealed' }]);
    expect(tryApply(revealed.state, master, { type: 'reveal' })).toBe('wrong_status');
  });

  test('NO_REVEAL can be asked for: it is built, with the HIDE_ABSENTEES it brings', () => {
    expect(running(['NO_REVEAL']).settings.rules).toEqual(['HIDE_ABSENTEES', 'NO_REVEAL']);
  });

  test('a game cannot both show its names (a friends\' game) and keep them hidden after the end', () => {
    const made = createGame({ id: 'g1', settings: settings(['NO_REVEAL'], { showNames: true }), masterSecretHash: 'h', now: T0 });
    expect(made.ok ? 'made' : made.error).toMatchObject({ code: 'bad_rules', message: expect.stringMatching(/NO_REVEAL/) });
  });
});

describe('the texts that name players', () => {
  const hiddenRows = (text: string): number => text.split('\n').filter((l) => l.includes('(hidden)')).length;

  test('SUMMARY of a running game: names for the master, his own for a player, none for others', () => {
    const g = running();
    expect(hiddenRows(summaryText(g, master))).toBe(0);
    for (const name of NAMES) expect(summaryText(g, master)).toContain(name);
    const france = summaryText(g, player('FRANCE'));
    expect(france).toContain('france');
    expect(hiddenRows(france)).toBe(6);
    for (const [, reader, own] of VIEWERS.filter(([label]) => label !== 'the master')) {
      const text = summaryText(g, reader);
      for (const name of NAMES) {
        if (own.includes(name)) expect(text).toContain(name);
        else expect(text).not.toContain(name);
      }
    }
  });

  test('SUMMARY and the ending mail show every name at the end, unless NO_REVEAL (until REVEAL)', () => {
    expect(hiddenRows(summaryText(ended(running()), null))).toBe(0);
    expect(endingText(ended(running()))).toContain('france');
    const secret = ended(running(['NO_REVEAL']));
    expect(hiddenRows(summaryText(secret, null))).toBe(7);
    expect(hiddenRows(endingText(secret))).toBe(7);
    expect(hiddenRows(summaryText(secret, master))).toBe(0);
    const revealed = must(secret, master, { type: 'reveal' }).state;
    expect(hiddenRows(endingText(revealed))).toBe(0);
    expect(summaryText(revealed, null)).toContain('france');
  });
});
