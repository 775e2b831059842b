import { describe, expect, test } from 'vitest';
import { resultsText } from '../text/results.js';
import { activeGame, master, must, player } from './test-game.js';
import type { GameState } from './types.js';

/**
 * NO_CHECK (section 2.2) and IMMOBILE_DUMMIES (section 1.3): what is taken when orders are
 * entered, and what processing makes of it.
 */

const codes = (s: GameState, who: Parameters<typeof must>[1], power: string, lines: string[]) =>
  must(s, who, { type: 'orders', power, lines }).answers?.map((a) => (a.accepted ? 'ok' : a.error.code));

describe('NO_CHECK', () => {
  test('an impossible order is taken at entry; an unreadable one or a support naming a coast is not', () => {
    const s = activeGame(['NO_CHECK']);
    expect(codes(s, player('ENGLAND'), 'ENGLAND', ['F LON - MUN', 'A PAR - BUR', 'F EDI S F LON - STP/NC', 'A URK - MOS'])).toEqual([
      'ok',
      'ok',
      'coast_in_support',
      expect.any(String),
    ]);
  });

  test('without the rule the impossible order is refused at entry', () => {
    const s = activeGame([]);
    expect(codes(s, player('ENGLAND'), 'ENGLAND', ['F LON - MUN', 'A PAR - BUR'])).toEqual(['not_adjacent', expect.any(String)]);
  });

  test('at processing the invalid orders are void and reported so; their units hold and may be supported', () => {
    let s = activeGame(['NO_CHECK']);
    // England's fleet in Edinburgh is ordered where it cannot go, and Liverpool supports it
    // holding; England orders France's army; France attacks London from Paris, not next to it.
    s = must(s, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['F EDI - MUN', 'A LVP S F EDI', 'A PAR - BUR'] }).state;
    s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A PAR - LON'] }).state;
    s = must(s, master, { type: 'process' }).state;
    const results = s.history.at(-1)!.results;
    expect(results).toContainEqual(expect.objectContaining({ power: 'ENGLAND', order: 'F EDI - MUN', result: 'void' }));
    expect(results).toContainEqual(expect.objectContaining({ power: 'ENGLAND', order: 'A PAR - BUR', result: 'void' }));
    expect(results).toContainEqual(expect.objectContaining({ power: 'ENGLAND', order: 'A LVP S F EDI', result: 'succeeds' }));
    expect(results).toContainEqual(expect.objectContaining({ power: 'FRANCE', order: 'A PAR - LON', result: 'void' }));
    expect(s.position.units).toContainEqual({ power: 'ENGLAND', kind: 'F', at: 'EDI' });
    expect(s.position.units).toContainEqual({ power: 'FRANCE', kind: 'A', at: 'PAR' });
    // The results flag them as the rule says.
    const text = resultsText(s, s.history.at(-1)!);
    expect(text).toMatch(/England: +F EDI - MUN  \(\*invalid\*\)/);
    expect(text).not.toContain('(*void*)');
  });

  test('retreats and adjustments are checked as ever', () => {
    const s = activeGame(['NO_CHECK']);
    const winter: GameState = { ...s, position: { ...s.position, phase: 'W1901A', units: s.position.units.filter((u) => u.at !== 'LON') } };
    expect(codes(winter, player('ENGLAND'), 'ENGLAND', ['BUILD F YOR', 'BUILD F LON'])).toEqual(['cannot_build', 'ok']);
  });
});

describe('IMMOBILE_DUMMIES', () => {
  /** Austria's seat a dummy; the master orders for it. */
  function dummyAustria(rules: readonly string[]): GameState {
    const s = activeGame(rules);
    return { ...s, seats: { ...s.seats, AUSTRIA: { ...s.seats.AUSTRIA!, status: 'dummy', playerId: null } } };
  }

  test("a dummy's unit may hold, support or convoy, never move", () => {
    const s = dummyAustria(['IMMOBILE_DUMMIES']);
    expect(codes(s, master, 'AUSTRIA', ['A VIE - GAL', 'A BUD S A VIE', 'F TRI H'])).toEqual(['immobile', 'ok', 'ok']);
  });

  test('without the rule, or for a power someone plays, the move is taken', () => {
    expect(codes(dummyAustria([]), master, 'AUSTRIA', ['A VIE - GAL'])).toEqual(['ok']);
    expect(codes(activeGame(['IMMOBILE_DUMMIES']), player('AUSTRIA'), 'AUSTRIA', ['A VIE - GAL'])).toEqual(['ok']);
  });

  test("a dislodged dummy unit is not retreated: it is disbanded", () => {
    const s = dummyAustria(['IMMOBILE_DUMMIES']);
    const retreat: GameState = {
      ...s,
      position: { ...s.position, phase: 'S1901R', dislodged: [{ power: 'AUSTRIA', kind: 'A', at: 'VIE', from: 'BOH' }], units: s.position.units.filter((u) => u.at !== 'VIE') },
    };
    expect(codes(retreat, master, 'AUSTRIA', ['A VIE - GAL'])).toEqual(['immobile']);
    expect(codes(retreat, master, 'AUSTRIA', ['A VIE D'])).toEqual(['ok']);
  });
});

describe('TEXT_INPUT', () => {
  test('a game under it is made, and takes retreats and adjustments written as text, as every game does', () => {
    const s = activeGame(['TEXT_INPUT']);
    expect(s.settings.rules).toEqual(['TEXT_INPUT']);
    const winter: GameState = { ...s, position: { ...s.position, phase: 'W1901A', units: s.position.units.filter((u) => u.at !== 'LON') } };
    expect(codes(winter, player('ENGLAND'), 'ENGLAND', ['BUILD F LON'])).toEqual(['ok']);
  });
});
