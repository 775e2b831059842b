import { describe, expect, test } from 'vitest';
import { resultsText } from '../text/results.js';
import { activeGame, master, must, player } from './test-game.js';
import type { GameState } from './types.js';

/**
 * FICTIONAL_OK and SHOW_PHANTOM (section 1.3) in a standard game: what entry takes, what it
 * says, and what processing and the results make of orders naming units not on the board.
 * England opens with F LON, F EDI and A LVP; Yorkshire and Wales are empty.
 */

const answers = (s: GameState, lines: string[]) => must(s, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines }).answers!;
const codes = (s: GameState, lines: string[]) => answers(s, lines).map((a) => (a.accepted ? 'ok' : a.error.code));

// An army that is not there, a support of one, a move by convoy with no fleet to carry it.
const FICTIONS = ['A YOR - WAL', 'F LON S A WAL - YOR', 'A LVP - NWY'];

describe('FICTIONAL_OK at entry', () => {
  test('orders to and involving units that are not there are taken when they could be legal', () => {
    const s = activeGame(['FICTIONAL_OK']);
    const said = answers(s, FICTIONS);
    expect(said.map((a) => a.accepted)).toEqual([true, true, true]);
    // The player is not told which units are missing: the order is said back as written.
    expect(said.map((a) => (a.accepted ? a.order : a.error.message))).toEqual(FICTIONS);
  });

  test('without the rule the same orders are refused, the missing units named', () => {
    const s = activeGame([]);
    expect(codes(s, FICTIONS)).toEqual(['no_unit', 'no_target', 'no_convoy_route']);
  });

  test('the kind of the ordered unit must be written; what could never be legal is still refused, and not for a missing unit', () => {
    const s = activeGame(['SHOW_PHANTOM']);
    expect(codes(s, ['LVP - YOR', 'A NTH H', 'F LON - MUN', 'A PAR - BUR', 'F LON S A MUN - BUR'])).toEqual([
      'unit_kind_needed',
      'cannot_stand',
      'not_adjacent',
      'not_your_unit',
      'cannot_support',
    ]);
    const refused = answers(s, ['F LON - MUN', 'F LON S A MUN - BUR']);
    for (const a of refused) expect(a.accepted ? '' : a.error.message).not.toMatch(/no unit|not there|There is no/i);
  });

  test('without the rule the kind may be left out, as ever', () => {
    expect(codes(activeGame([]), ['LVP - YOR'])).toEqual(['ok']);
  });
});

describe('FICTIONAL_OK at processing', () => {
  function processed(rules: string[]): GameState {
    let s = activeGame(rules);
    s = must(s, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: [...FICTIONS, 'F EDI - NTH'] }).state;
    return must(s, master, { type: 'process' }).state;
  }

  test('the orders do nothing; the support and the convoyed move are shown as the holds they became', () => {
    const s = processed(['FICTIONAL_OK']);
    const results = s.history.at(-1)!.results;
    expect(results).toContainEqual(expect.objectContaining({ power: 'ENGLAND', order: 'A YOR - WAL', result: 'void' }));
    expect(results).toContainEqual({ power: 'ENGLAND', order: 'F LON H', result: 'succeeds' });
    expect(results).toContainEqual({ power: 'ENGLAND', order: 'A LVP H', result: 'succeeds' });
    expect(results).toContainEqual({ power: 'ENGLAND', order: 'F EDI - NTH', result: 'succeeds' });
    // One line a unit: no default hold besides.
    expect(results.filter((r) => r.power === 'ENGLAND')).toHaveLength(4);
    expect(s.position.units.filter((u) => u.power === 'ENGLAND')).toEqual(
      expect.arrayContaining([
        { power: 'ENGLAND', kind: 'F', at: 'LON' },
        { power: 'ENGLAND', kind: 'A', at: 'LVP' },
        { power: 'ENGLAND', kind: 'F', at: 'NTH' },
      ]),
    );
    const text = resultsText(s, s.history.at(-1)!);
    expect(text).toMatch(/England: +F LON H\n/);
    expect(text).not.toContain('S A WAL');
  });

  test('under SHOW_PHANTOM the support is shown as given, void, and the move as convoyed in vain', () => {
    const s = processed(['SHOW_PHANTOM']);
    const results = s.history.at(-1)!.results;
    expect(results).toContainEqual(expect.objectContaining({ power: 'ENGLAND', order: 'F LON S A WAL - YOR', result: 'void' }));
    expect(results).toContainEqual({ power: 'ENGLAND', order: 'A LVP - NWY', result: 'no convoy' });
    const text = resultsText(s, s.history.at(-1)!);
    expect(text).toMatch(/England: +F LON S A WAL - YOR  \(\*void\*\)/);
    expect(text).toMatch(/A LVP - NWY  \(\*no convoy\*\)/);
  });
});

describe('SHOW_PHANTOM and the nationality of the unit supported', () => {
  test.each([[[]], [['SHOW_PHANTOM']]])('the results never name it (rules %j)', (rules) => {
    // France supports the German army in Munich into Burgundy: the line is the order alone.
    let s = activeGame(rules);
    s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A MAR S A MUN - BUR'] }).state;
    s = must(s, master, { type: 'process' }).state;
    const text = resultsText(s, s.history.at(-1)!);
    expect(text).toMatch(/France: +A MAR S A MUN - BUR  /);
    expect(text).not.toMatch(/German (army|fleet|A )/i);
  });
});
