import { describe, expect, test } from 'vitest';
import { createGame } from '../../game/create.js';
import { listedByDefault } from '../../game/create.js';
import { DEADLINES, master, must, T0, tryApply } from '../../game/test-game.js';
import type { GameSettings, GameState } from '../../game/types.js';

/*
 * Solitaire (section 5 of the rules): "a game where all powers are dummies controlled by
 * the Master … After allowing the game to form, all powers will become dummies and the game
 * starts immediately. The FORMING phase simply gets skipped."
 */

function solitaire(rules: readonly string[] = [], more: Partial<GameSettings> = {}): GameState {
  const made = createGame({
    id: 's1',
    settings: { name: 'Puzzle', variant: 'solitaire', map: 'standard', rules, deadlines: DEADLINES, listed: false, ...more },
    masterSecretHash: 'master-hash',
    now: T0,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const newcomer = { kind: 'player', playerId: 'p-new' } as const;

describe('a Solitaire game', () => {
  test('starts when made, every power a dummy, with the rules 5.1 includes and no deadline', () => {
    const g = solitaire();
    expect(g.status).toBe('active');
    expect(g.position.phase).toBe('S1901M');
    expect(Object.values(g.seats).map((s) => s.status)).toEqual(Array(7).fill('dummy'));
    expect(g.settings.rules).toEqual(expect.arrayContaining(['NO_DEADLINE', 'CD_DUMMIES', 'DEFAULT_UNORDERED', 'ALWAYS_WAIT']));
    expect(g.deadline).toBeNull();
  });

  test('is unlisted by default', () => {
    expect(listedByDefault('solitaire')).toBe(false);
    expect(listedByDefault('standard')).toBe(true);
  });

  test('nobody joins it, to play or to watch; the master may seat an observer', () => {
    const g = solitaire();
    expect(tryApply(g, newcomer, { type: 'join', playerId: 'p-new', name: 'new', secretHash: 'h' })).toBe('wrong_status');
    expect(tryApply(g, newcomer, { type: 'observe', playerId: 'p-new', name: 'new', secretHash: 'h' })).toBe('not_allowed');
    expect(tryApply(g, master, { type: 'observe', playerId: 'p-new', name: 'new', secretHash: 'h' })).toBe('accepted');
  });

  test('waits for the master: orders for every power do not process it, his PROCESS does', () => {
    let g = solitaire();
    g = must(g, master, { type: 'orders', power: 'FRANCE', lines: ['A PAR - BUR'] }).state;
    g = must(g, master, { type: 'orders', power: 'GERMANY', lines: ['A MUN - RUH'] }).state;
    expect(g.position.phase).toBe('S1901M');
    g = must(g, master, { type: 'process' }).state;
    expect(g.position.phase).toBe('F1901M');
    expect(g.position.units).toContainEqual(expect.objectContaining({ power: 'FRANCE', at: 'BUR' }));
    expect(g.position.units).toContainEqual(expect.objectContaining({ power: 'GERMANY', at: 'RUH' }));
  });

  test('a standard rule of the board may be asked for; a Payola rule may not', () => {
    expect(solitaire(['COASTAL_CRAWL']).settings.rules).toContain('COASTAL_CRAWL');
    const made = createGame({ id: 's2', settings: { name: 'P', variant: 'solitaire', map: 'standard', rules: ['ZEROSUM'], deadlines: DEADLINES, listed: false }, masterSecretHash: 'h', now: T0 });
    expect(made.ok).toBe(false);
  });
});

describe('LAST_MAN_STANDING: "reduce the whole board to a single remaining unit"', () => {
  test('is a Solitaire rule: a standard game asking for it is refused', () => {
    const made = createGame({ id: 's3', settings: { name: 'P', variant: 'standard', map: 'standard', rules: ['LAST_MAN_STANDING'], deadlines: DEADLINES, listed: true }, masterSecretHash: 'h', now: T0 });
    expect(made.ok).toBe(false);
  });

  /** A small board: an English fleet and two Russian armies, England without centres. */
  function small(rules: readonly string[]): GameState {
    const g = solitaire(rules, { victory: 1 });
    return {
      ...g,
      position: {
        ...g.position,
        phase: 'W1901A',
        units: [
          { power: 'RUSSIA', kind: 'A', at: 'MOS' },
          { power: 'RUSSIA', kind: 'A', at: 'WAR' },
          { power: 'ENGLAND', kind: 'F', at: 'LON' },
        ],
        centers: { RUSSIA: ['MOS'] },
      },
    };
  }

  test('ends the game when one unit is left, its power the winner', () => {
    const g = must(small(['LAST_MAN_STANDING']), master, { type: 'process' }).state;
    // The winter's removals: England's fleet (no centre), one Russian army (one centre).
    expect(g.position.units).toHaveLength(1);
    expect(g.status).toBe('finished');
    expect(g.ending).toEqual({ kind: 'last_man', winner: 'RUSSIA', unit: expect.stringMatching(/^A (MOS|WAR)$/) });
  });

  test('a puzzle ended may be rolled back and tried again', () => {
    const ended = must(small(['LAST_MAN_STANDING']), master, { type: 'process' }).state;
    expect(ended.status).toBe('finished');
    const back = must(ended, master, { type: 'rollback' }).state;
    expect(back).toMatchObject({ status: 'active', ending: null });
    expect(back.position.phase).toBe('W1901A');
    expect(back.position.units).toHaveLength(3);
  });

  test('no solo ends it while more than one unit stands', () => {
    // Four centres win: Russia, taking Rumania, ends a Solitaire game after its first Fall, not the puzzle.
    const fallOf = (rules: readonly string[]): GameState => {
      let g = solitaire(rules, { victory: 4 });
      g = must(must(g, master, { type: 'orders', power: 'RUSSIA', lines: ['F SEV - RUM'] }).state, master, { type: 'process' }).state;
      return must(must(g, master, { type: 'orders', power: 'RUSSIA', lines: ['F RUM H'] }).state, master, { type: 'process' }).state;
    };
    expect(fallOf([]).ending).toEqual({ kind: 'solo', winner: 'RUSSIA' });
    const puzzle = fallOf(['LAST_MAN_STANDING']);
    expect(puzzle.position.centers.RUSSIA).toHaveLength(5);
    expect(puzzle.status).toBe('active');
    expect(puzzle.position.phase).toBe('W1901A');
  });
});
