import { describe, expect, test } from 'vitest';
import { standardMap } from '../map/standard.js';
import { victoryCentres } from './board.js';
import { victors, victoryScore } from './endings.js';
import { activeGame, master, must } from './test-game.js';
import type { GameState } from './types.js';

/*
 * The victory rules of 1.10, from their words: HOLD_WIN, SHARED_VICTORY, VICTORY_HOMES.
 * The games are processed as they are played (the master's PROCESS), so the centres change
 * hands in the Fall as the adjudicator has them.
 */

const map = standardMap();

/** The game at F1901M with these centres added to the powers' own. */
function fall(rules: readonly string[], victory: number, extra: Record<string, string[]> = {}): GameState {
  const g = activeGame(rules, { victory });
  const centers = { ...g.position.centers };
  for (const [power, more] of Object.entries(extra)) centers[power] = [...centers[power]!, ...more];
  return { ...g, position: { ...g.position, phase: 'F1901M', centers } };
}

/** The master writes these orders and processes the phase. */
function play(state: GameState, orders: Record<string, string[]> = {}): GameState {
  let s = state;
  for (const [power, lines] of Object.entries(orders)) s = must(s, master, { type: 'orders', power, lines }).state;
  return must(s, master, { type: 'process' }).state;
}

// Russia takes Rumania: 5 centres; Austria Serbia and Turkey Bulgaria: 4 each.
const grabs = { RUSSIA: ['F SEV - RUM'], AUSTRIA: ['A BUD - SER'], TURKEY: ['A CON - BUL'] };

describe('the ordinary victory (for comparison)', () => {
  test('the one power at the line and alone at the top wins at once', () => {
    const s = play(fall([], 5), grabs);
    expect(s.ending).toEqual({ kind: 'solo', winner: 'RUSSIA' });
  });
});

describe('HOLD_WIN: "a player must achieve the winning condition two game-years in a row"', () => {
  test('reaching the line in one Fall does not win', () => {
    const s = play(fall(['HOLD_WIN'], 5), grabs);
    expect(s.status).toBe('active');
    expect(s.position.centers.RUSSIA).toHaveLength(5);
  });

  test('holding it through the next year does', () => {
    let s = play(fall(['HOLD_WIN'], 5), grabs);
    expect(s.position.phase).toBe('W1901A');
    s = play(s); // Winter: the builds waived
    expect(s.position.phase).toBe('S1902M');
    s = play(s);
    expect(s.status).toBe('active');
    s = play(s); // Fall 1902: Russia still has its five
    expect(s.ending).toEqual({ kind: 'solo', winner: 'RUSSIA' });
  });

  test('a power that had the centres the year before and still has them wins', () => {
    // Russia already owned Bulgaria: five before this Fall, six after it.
    const s = play(fall(['HOLD_WIN'], 5, { RUSSIA: ['BUL'] }), { RUSSIA: ['F SEV - RUM'] });
    expect(s.ending).toEqual({ kind: 'solo', winner: 'RUSSIA' });
  });
});

describe('SHARED_VICTORY', () => {
  test('"the game ends immediately after the first player reaches the victory condition"; all who meet it together win, whatever their totals', () => {
    const s = play(fall(['SHARED_VICTORY'], 4), grabs);
    expect(s.status).toBe('finished');
    // Jointly declared winners, "or participants in a draw": the draw of the three.
    expect(s.ending).toEqual({ kind: 'draw', powers: ['AUSTRIA', 'RUSSIA', 'TURKEY'] });
  });

  test('one alone at the line wins alone', () => {
    const s = play(fall(['SHARED_VICTORY'], 5), grabs);
    expect(s.ending).toEqual({ kind: 'solo', winner: 'RUSSIA' });
  });

  test('a tie at the top ends the game, where without the rule it goes on', () => {
    const tie = { RUSSIA: ['F SEV - RUM'], AUSTRIA: ['A BUD - SER'] };
    expect(play(fall([], 5, { AUSTRIA: ['GRE'] }), tie).status).toBe('active');
    expect(play(fall(['SHARED_VICTORY'], 5, { AUSTRIA: ['GRE'] }), tie).ending).toEqual({ kind: 'draw', powers: ['AUSTRIA', 'RUSSIA'] });
  });
});

describe('VICTORY_HOMES', () => {
  const rules = ['VICTORY_HOMES'];
  const game = (centers: Record<string, string[]>): GameState => {
    const g = activeGame(rules);
    return { ...g, position: { ...g.position, centers: { ...g.position.centers, ...centers } } };
  };

  test('the criterion is "(22-3.14)/2+1 rounded down or 10 home centers" on the standard board', () => {
    expect(victoryCentres(activeGame(rules).settings, map, 1901)).toBe(10);
    // The game's own number still rules.
    expect(victoryCentres(activeGame(rules, { victory: 7 }).settings, map, 1901)).toBe(7);
    expect(victoryCentres(activeGame().settings, map, 1901)).toBe(18);
  });

  test('only the home centres taken from others count, not one\'s own nor the neutrals', () => {
    const s = game({ RUSSIA: ['MOS', 'SEV', 'STP', 'WAR', 'RUM', 'BUL', 'SER', 'BUD', 'VIE', 'ANK'] });
    expect(victoryScore(s, map, s.position.centers, 'RUSSIA')).toBe(3);
    expect(victoryScore(activeGame(), map, s.position.centers, 'RUSSIA')).toBe(10);
  });

  test('ten foreign homes win; seventeen centres with nine foreign homes do not', () => {
    const tenHomes = ['BUD', 'VIE', 'TRI', 'ANK', 'CON', 'SMY', 'BER', 'KIE', 'MUN', 'ROM'];
    expect(victors(game({ RUSSIA: ['MOS', ...tenHomes] }), map, 1905)).toEqual(['RUSSIA']);
    const nine = tenHomes.slice(0, 9);
    const neutrals = ['RUM', 'BUL', 'SER', 'GRE', 'NWY', 'SWE', 'DEN', 'HOL'];
    const s = game({ RUSSIA: [...nine, ...neutrals], AUSTRIA: [], TURKEY: [], GERMANY: [] });
    expect(s.position.centers.RUSSIA).toHaveLength(17);
    expect(victors(s, map, 1905)).toEqual([]);
  });

  test('"if there is a tie, the game continues"', () => {
    const russia = ['BUD', 'VIE', 'TRI', 'ANK', 'CON', 'SMY', 'BER', 'KIE', 'MUN', 'LON'];
    const england = ['BRE', 'MAR', 'PAR', 'NAP', 'VEN', 'ROM', 'MOS', 'SEV', 'STP', 'WAR'];
    expect(victors(game({ RUSSIA: russia, ENGLAND: england, AUSTRIA: [], TURKEY: [], GERMANY: [], FRANCE: [], ITALY: [] }), map, 1905)).toEqual([]);
    const broken = game({ RUSSIA: russia, ENGLAND: england.slice(1), AUSTRIA: [], TURKEY: [], GERMANY: [], FRANCE: [], ITALY: [] });
    expect(victors(broken, map, 1905)).toEqual(['RUSSIA']);
  });
});
