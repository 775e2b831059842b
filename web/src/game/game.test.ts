import { describe, expect, test } from 'vitest';
import { centreSeries, labelPlaces, lineStyle, seriesPoints, stagger } from './chart.js';
import { phaseTitle, phaseType } from './phase.js';
import { pressChoices } from './press.js';
import { countdown, fromLocalInput, localTime, minutesLabel, toLocalInput } from './time.js';


describe('the deadline', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  test.each([
    [2 * 86_400_000 + 3 * 3_600_000 + 59_000, '2 d 3 h'],
    [3 * 3_600_000 + 4 * 60_000, '3 h 04 min'],
    [4 * 60_000 + 5_000, '4 min 05 s'],
    [12_999, '12 s'],
    [0, 'passed'],
    [-5_000, 'passed'],
  ])('%d ms left reads %s', (left, text) => {
    expect(countdown(now + left, now)).toBe(text);
  });

  test('in the reader’s own time zone, named', () => {
    expect(localTime(now, 'Europe/Paris')).toBe('Thu 1 Jan, 13:00 CET');
    // How a zone is named (EST, GMT-5) depends on the locale data the runtime ships.
    expect(localTime(now, 'America/New_York')).toMatch(/^Thu 1 Jan, 07:00 (EST|GMT-5)$/);
  });

  test('a datetime-local value and back', () => {
    const t = new Date(2026, 4, 3, 9, 30).getTime();
    expect(toLocalInput(t)).toBe('2026-05-03T09:30');
    expect(fromLocalInput('2026-05-03T09:30')).toBe(t);
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  test.each([
    [0, 'none'],
    [90, '1 h 30 min'],
    [1440 + 120, '1 d 2 h'],
  ])('%d minutes: %s', (m, text) => expect(minutesLabel(m)).toBe(text));
});

describe('phases', () => {
  test.each([
    ['S1901M', 'Spring 1901 movement', 'M'],
    ['F1902R', 'Fall 1902 retreats', 'R'],
    ['W1903A', 'Winter 1903 adjustments', 'A'],
  ] as const)('%s', (name, title, type) => {
    expect(phaseTitle(name)).toBe(title);
    expect(phaseType(name)).toBe(type);
  });

  test('named as the game’s map names its seasons (FLOW)', () => {
    const classical = { flow: [{ season: 'B.C.', phases: ['MOVEMENT', 'RETREATS'] }] };
    const winterless = { flow: [{ season: 'SUMMER', phases: ['MOVEMENT'] }, { season: 'AUTUMN', phases: ['MOVEMENT', 'ADJUSTMENTS'] }] };
    expect(phaseTitle('B273M', classical)).toBe('B.C. 273 movement');
    expect(phaseTitle('S1901M', winterless)).toBe('Summer 1901 movement');
    expect(phaseTitle('A1901A', winterless)).toBe('Autumn 1901 adjustments');
    // A letter the map does not name: the standard's word, else the letter.
    expect(phaseTitle('W1901A', winterless)).toBe('Winter 1901 adjustments');
  });

  test('a season with a letter of its own: Global\'s Summer is U', () => {
    const global = { flow: [{ season: 'SPRING', phases: ['MOVEMENT'] }, { season: 'SUMMER', phases: ['MOVEMENT'], letter: 'U' }] };
    expect(phaseTitle('U2101M', global)).toBe('Summer 2101 movement');
    expect(phaseTitle('S2101M', global)).toBe('Spring 2101 movement');
  });
});

describe('the centre chart', () => {
  test('starts from the starting position, then one point a year, as the view gives them', () => {
    const series = centreSeries(
      ['FRANCE', 'GERMANY'],
      [
        { phase: 'S1901M', counts: { FRANCE: 3, GERMANY: 3 } },
        { phase: 'W1901A', counts: { FRANCE: 5, GERMANY: 4 } },
        { phase: 'S1902M', counts: { FRANCE: 5, GERMANY: 4 } },
      ],
    );
    expect(series.labels).toEqual(['Start', '1901', '1902']);
    expect(series.powers).toEqual([
      { power: 'FRANCE', counts: [3, 5, 5] },
      { power: 'GERMANY', counts: [3, 4, 4] },
    ]);
    expect(series.max).toBe(5);
    expect(centreSeries(['FRANCE'], [])).toEqual({ labels: [], powers: [{ power: 'FRANCE', counts: [] }], max: 0 });
  });

  test('points spread over the box, the top at the most centres', () => {
    expect(seriesPoints([0, 5, 10], 10, 100, 50)).toBe('0,50 50,25 100,0');
    expect(seriesPoints([3], 10, 100, 50)).toBe('0,35');
    expect(seriesPoints([3], 10, 100, 50, 2)).toBe('0,33');
  });

  test('powers with equal counts stay apart: lines side by side, each its own dash and marker, names pushed apart', () => {
    const lifts = [0, 1, 2, 3, 4, 5, 6].map((i) => stagger(i, 7));
    expect(new Set(lifts).size).toBe(7);
    expect(lifts[3]).toBe(0);
    expect(new Set([0, 1, 2, 3, 4, 5, 6].map((i) => lineStyle(i).dash)).size).toBe(7);
    expect(new Set([0, 1, 2, 3, 4, 5, 6].map((i) => lineStyle(i).marker)).size).toBe(7);
    // Three lines ending together, one apart: the three names get a line each.
    expect(labelPlaces([50, 50, 10, 50], 9, 0, 100)).toEqual([50, 59, 10, 68]);
    // Pushed past the bottom, the stack slides back up.
    expect(labelPlaces([100, 100, 100], 10, 0, 100)).toEqual([80, 90, 100]);
  });
});

describe('press choices follow the press rules', () => {
  const powers = ['ENGLAND', 'FRANCE', 'GERMANY'];
  const player = { kind: 'player' as const, playerId: 'p', name: 'Ann', power: 'FRANCE' };
  test.each([
    ['full press', [], { broadcast: true, recipients: ['ENGLAND', 'GERMANY', 'MASTER'] }],
    ['PUBLIC_PRESS', ['PUBLIC_PRESS'], { broadcast: true, recipients: ['MASTER'] }],
    ['NO_PRESS', ['NO_PRESS', 'SILENT_ABSENCES'], { broadcast: false, recipients: ['MASTER'] }],
  ] as const)('a player under %s', (_, rules, expected) => {
    expect(pressChoices(rules, player, powers)).toEqual(expected);
  });

  test('observers write as players do (under MUTE_OBSERVERS to the master), anonymous readers to nobody, the master to all', () => {
    expect(pressChoices(['NO_PRESS'], { kind: 'master' }, powers)).toEqual({ broadcast: true, recipients: powers });
    expect(pressChoices([], { kind: 'observer', playerId: 'o', name: 'Olga' }, powers)).toEqual({ broadcast: true, recipients: [...powers, 'MASTER'] });
    expect(pressChoices(['MUTE_OBSERVERS'], { kind: 'observer', playerId: 'o', name: 'Olga' }, powers)).toEqual({ broadcast: false, recipients: ['MASTER'] });
    expect(pressChoices([], { kind: 'anonymous' }, powers)).toEqual({ broadcast: false, recipients: [] });
  });
});
