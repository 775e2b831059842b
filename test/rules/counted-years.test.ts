import { describe, expect, test } from 'vitest';
import { victoryCentres } from '../../shared/game/board.js';
import { settings } from '../../shared/game/test-game.js';
import { calendarYears, gameYearsBefore } from '../../shared/map/calendar.js';
import { readMap } from '../../shared/map/read.js';
import { standardMap } from '../../shared/map/standard.js';
import type { GameMap } from '../../shared/map/types.js';
import { centresByYear } from '../../shared/text/summary.js';
import { playedYear } from '../../shared/text/test-games.js';

/**
 * Calendars that do not count one year up at a time, as the DPjudge's classical (years
 * B.C. counting down) and hundred (years by fives) steer theirs with FLOW: what depends on
 * the game-year (the centres needed to win, the summary's years) counts game-years played
 * along the calendar, never the year less the first year.
 */

/** Two powers, four centres; 4 centres win in the first game-year, 3 in the second, 2 after. */
const BOARD = `North = nor
Middle = mid
East = eas
South = sou
LAND NOR ABUTS MID EAS
LAND MID ABUTS NOR SOU EAS
LAND EAS ABUTS NOR MID SOU
LAND SOU ABUTS MID EAS
NORTHMEN (NORTHERN:N) NOR
A NOR
SOUTHMEN (SOUTHERN:S) SOU
A SOU
UNOWNED MID EAS
VICTORY 4 3 2
`;

/** Years B.C. counting down from 3, adjustments in even years only: B3M B3R B2M B2R B2A B1M … */
const COUNTDOWN = `${BOARD}BEGIN B.C. 3 MOVEMENT
FLOW NEWYEAR:-1
FLOW B.C.:MOVEMENT,RETREATS
FLOW IFYEARDIV:2
FLOW B.C.:ADJUSTMENTS
`;

/** Years counting up by five from 1425, adjustments every ten: A1425M A1425R A1430M A1430R A1430A A1435M … */
const BY_FIVES = `${BOARD}BEGIN A.D. 1425 MOVEMENT
FLOW NEWYEAR:5
FLOW A.D.:MOVEMENT,RETREATS
FLOW IFYEARDIV:10
FLOW A.D.:ADJUSTMENTS
`;

function mapOf(text: string): GameMap {
  const r = readMap('test', (file) => (file === 'test.map' ? text : undefined));
  if (!r.ok) return expect.fail(r.error.message);
  return r.value;
}

const standard = standardMap();
const countdown = mapOf(COUNTDOWN);
const byFives = mapOf(BY_FIVES);

describe('game-years of a calendar', () => {
  test('the years in the order played: up by one, down by one (B.C.), up by five', () => {
    expect(calendarYears(standard, 4)).toEqual([1901, 1902, 1903, 1904]);
    expect(calendarYears(countdown, 5)).toEqual([3, 2, 1, 0, -1]);
    expect(calendarYears(byFives, 4)).toEqual([1425, 1430, 1435, 1440]);
    expect(calendarYears(countdown, 0)).toEqual([]);
  });

  test('game-years played before a year: 0 in the first, later years capped, earlier ones 0', () => {
    expect([1901, 1902, 1903, 1950, 1900].map((y) => gameYearsBefore(standard, y, 2))).toEqual([0, 1, 2, 2, 0]);
    expect([3, 2, 1, -7, 4].map((y) => gameYearsBefore(countdown, y, 2))).toEqual([0, 1, 2, 2, 0]);
    expect([1425, 1430, 1435, 1500, 1420].map((y) => gameYearsBefore(byFives, y, 2))).toEqual([0, 1, 2, 2, 0]);
    expect(gameYearsBefore(countdown, 1, 0)).toBe(0);
  });
});

describe('centres needed to win (VICTORY 4 3 2), by game-year played', () => {
  const needed = (map: GameMap, years: number[]) => years.map((y) => victoryCentres(settings(), map, y));

  test('years counting down: 3, 2, 1 B.C. are the first, second and third game-years', () => {
    expect(needed(countdown, [3, 2, 1, 0, -40])).toEqual([4, 3, 2, 2, 2]);
  });

  test('years counting by five: 1425, 1430, 1435 are the first, second and third game-years', () => {
    expect(needed(byFives, [1425, 1430, 1435, 1440])).toEqual([4, 3, 2, 2]);
  });

  test("the standard board, and a game's own number, as before", () => {
    expect(victoryCentres(settings(), standard, 1901)).toBe(18);
    expect(victoryCentres(settings([], { victory: 7 }), countdown, 2)).toBe(7);
  });
});

describe("the summary's centres at the end of each year", () => {
  const state = playedYear().spring1902;
  /** The game with these positions played and the last one now: the phase and the centres of each power. */
  const played = (phases: [string, number, number][]) => {
    const positions = phases.map(([phase, north, south]) => ({
      ...state.position,
      phase,
      centers: { NORTHMEN: ['NOR', 'MID', 'EAS'].slice(0, north), SOUTHMEN: ['SOU', 'EAS', 'MID'].slice(0, south) },
    }));
    const now = positions.pop()!;
    return { ...state, history: positions.map((position) => ({ ...state.history[0]!, position })), position: now };
  };
  const table = (...rows: string[]) => ['Supply centres at the end of each year:', '', ...rows].join('\n');

  test('years B.C. counting down are shown in the order played', () => {
    const game = played([['B3M', 1, 1], ['B3R', 1, 1], ['B2M', 2, 1], ['B2R', 2, 1], ['B2A', 2, 2], ['B1M', 2, 2]]);
    expect(centresByYear(game, countdown)).toBe(
      table('          Start     3     2', 'Northmen      1     2     2', 'Southmen      1     1     2'),
    );
  });

  test('years counting by five: a movement phase shows the end of the year five before', () => {
    const game = played([['A1425M', 1, 1], ['A1430M', 2, 1], ['A1430A', 2, 2], ['A1435M', 2, 2]]);
    expect(centresByYear(game, byFives)).toBe(
      table('          Start  1425  1430', 'Northmen      1     2     2', 'Southmen      1     1     2'),
    );
  });
});
