import { describe, expect, test } from 'vitest';
import { adjudicatePhase } from '../../shared/adjudicate/phase.js';
import type { Position, Unit } from '../../shared/adjudicate/types.js';
import { phaseAfter } from '../../shared/map/calendar.js';
import { formatPhase, parsePhase } from '../../shared/map/phase.js';
import { phaseName } from '../../shared/map/phased.js';
import { victors } from '../../shared/game/endings.js';
import type { GameState } from '../../shared/game/types.js';
import { phaseTitle } from '../../shared/text/words.js';
import { startingPosition } from '../../shared/adjudicate/position.js';
import { boardNamed, boardSetup } from '../../shared/map/boards.js';
import { US, RF } from '../support/global-powers.js';

/**
 * Global Diplomacy's calendar (seed 002: VI.3, VII.6, XIII.1, XIII.2, II), as global.map's
 * FLOW and BEGIN lines give it to every door.
 */

const map = boardNamed('global')!;
const HOMES: Record<string, string[]> = {
  UNITEDSTATES: ['ALA', 'CAN', 'SUS', 'WUS'],
  RUSSIANFEDERATION: ['RUS', 'UKR', 'URA', 'YAK'],
  SOUTHAMERICANALLIANCE: ['ARG', 'BRA', 'COL', 'PER'],
  EUROPEANUNION: ['BRI', 'CEU', 'SCA', 'WEU'],
  GREATERAFRICANUNION: ['EGY', 'MAD', 'NIG', 'SAF'],
  PEOPLESREPUBLICOFASIA: ['CHN', 'JAP', 'SCH', 'SEA'],
};

/** The first `n` phases from the map's BEGIN. */
function phases(n: number): string[] {
  const start = parsePhase(map.begin);
  if (!start.ok) return expect.fail(start.error.message);
  const out = [formatPhase(start.value)];
  for (let p = start.value; out.length < n; ) {
    const next = phaseAfter(map, p);
    if (next === null) return expect.fail(`no phase after ${formatPhase(p)}`);
    out.push(formatPhase(next));
    p = next;
  }
  return out;
}

const position = (phase: string, units: Unit[], centers: Record<string, string[]> = HOMES): Position => ({ phase, units, dislodged: [], standoffs: [], centers });

function play(at: Position, orders: Record<string, string[]>) {
  const out = adjudicatePhase({ map, position: at, orders });
  if (!out.ok) return expect.fail(out.error.message);
  return out.value;
}

describe('four seasons a year, builds after Spring and Fall (VII.6, XIII.2)', () => {
  test('the game opens with the Fall 2100 builds, then Winter, Spring, Summer (U) and Fall 2101', () => {
    expect(map.begin).toBe('F2100A');
    expect(phases(12)).toEqual(['F2100A', 'W2101M', 'W2101R', 'S2101M', 'S2101R', 'S2101A', 'U2101M', 'U2101R', 'F2101M', 'F2101R', 'F2101A', 'W2102M']);
  });

  test('Summer has a letter of its own, and every door names it Summer', () => {
    expect(phaseTitle(map, 'U2101M')).toBe('Summer 2101 movement');
    expect(phaseTitle(map, 'S2101A')).toBe('Spring 2101 adjustments');
    expect(phaseTitle(map, 'W2102R')).toBe('Winter 2102 retreats');
    expect(phaseName(map, { season: 'U', year: 2101, type: 'R' })).toBe('SUMMER 2101 RETREATS');
  });

  test('no adjustments after Winter or Summer: a phase the calendar does not have is refused', () => {
    const out = adjudicatePhase({ map, position: position('U2101A', []), orders: {} });
    expect(out.ok).toBe(false);
  });
});

describe('the first phase: builds on an empty board (VI.3)', () => {
  test('each superpower builds a unit in each of its four home centres, then Winter 2101 is played', () => {
    const orders = {
      [US]: ['BUILD A WUS', 'BUILD F CAN', 'BUILD AF SUS', 'BUILD A ALA'],
      [RF]: ['BUILD A RUS', 'BUILD A UKR', 'BUILD AF URA', 'BUILD F YAK', 'BUILD A RUS'],
    };
    const out = play(position('F2100A', []), orders);
    expect(out.next.phase).toBe('W2101M');
    expect(out.next.units.filter((u) => u.power === US)).toHaveLength(4);
    expect(out.next.units).toContainEqual({ power: US, kind: 'AF', at: 'SUS' });
    // Four builds for four centres: a fifth is not made.
    expect(out.next.units.filter((u) => u.power === RF)).toHaveLength(4);
    // A power that wrote nothing waives its builds; its centres stay its own.
    expect(out.results.filter((r) => r.power === 'EUROPEANUNION' && r.result === 'waived')).toHaveLength(4);
    expect(out.next.centers.EUROPEANUNION).toEqual(HOMES.EUROPEANUNION);
  });
});

describe('the smaller games open with builds too (XIV.2)', () => {
  test('five players: RF builds three units; the dummy EU begins with its three, which hold', () => {
    const five = boardSetup('global', 'global5')!;
    const start = startingPosition(five);
    expect(start.phase).toBe('F2100A');
    expect(start.units).toEqual([
      { power: 'EUROPEANUNION', kind: 'F', at: 'BRI' },
      { power: 'EUROPEANUNION', kind: 'A', at: 'CEU' },
      { power: 'EUROPEANUNION', kind: 'A', at: 'WEU' },
    ]);
    const out = adjudicatePhase({ map: five, position: start, orders: { [RF]: ['BUILD A RUS', 'BUILD A UKR', 'BUILD A URA', 'BUILD F YAK'] } });
    if (!out.ok) return expect.fail(out.error.message);
    expect(out.value.next.phase).toBe('W2101M');
    expect(out.value.next.units.filter((u) => u.power === RF)).toHaveLength(3);
    expect(out.value.results.find((r) => r.order === 'BUILD F YAK')?.result).not.toBe('succeeds');
    expect(out.value.next.units.filter((u) => u.power === 'EUROPEANUNION')).toHaveLength(3);
    expect(out.value.results.some((r) => r.power === 'EUROPEANUNION')).toBe(false);
  });

  test('four players: the EU and Africa each begin with three units', () => {
    const units = startingPosition(boardSetup('global', 'global4')!).units;
    expect(units.filter((u) => u.power === 'EUROPEANUNION')).toHaveLength(3);
    expect(units.filter((u) => u.power === 'GREATERAFRICANUNION')).toHaveLength(3);
  });
});

describe('centres change hands at the end of Spring and Fall only (XIII.1)', () => {
  // "control of a supply center is determined by the last occupation of that supply center
  // at the end of a Spring or Fall season."
  const army: Unit = { power: US, kind: 'A', at: 'MEX' };

  test('a unit standing in a neutral centre after Winter takes nothing', () => {
    const out = play(position('W2101M', [army]), { [US]: ['A MEX H'] });
    expect(out.next.phase).toBe('S2101M');
    expect(out.next.centers[US]).not.toContain('MEX');
  });

  test('after Spring it takes the centre, and the Spring adjustments give the build', () => {
    const out = play(position('S2101M', [army]), { [US]: ['A MEX H'] });
    expect(out.next.phase).toBe('S2101A');
    expect(out.next.centers[US]).toContain('MEX');
  });

  test('after Summer it takes nothing, and Fall follows at once', () => {
    const units: Unit[] = [army, ...HOMES[US]!.map((at) => ({ power: US, kind: 'A' as const, at }))];
    const out = play(position('U2101M', units), { [US]: ['A MEX H'] });
    expect(out.next.phase).toBe('F2101M');
    expect(out.next.centers[US]).not.toContain('MEX');
  });

  test('after Fall it takes the centre', () => {
    const out = play(position('F2101M', [army]), { [US]: ['A MEX H'] });
    expect(out.next.phase).toBe('F2101A');
    expect(out.next.centers[US]).toContain('MEX');
  });
});

describe('victory at 16 centres, counted at the end of a build season (II)', () => {
  const fifteen = [...HOMES[US]!, 'BAL', 'CAM', 'EAF', 'IDN', 'IND', 'MEX', 'MIE', 'QLD', 'SAU', 'SOZ', 'SPN'];
  const units: Unit[] = fifteen.map((at) => ({ power: US, kind: 'A', at }));
  const withTurkey: Unit[] = [...units, { power: US, kind: 'A', at: 'TUR' }];
  /** The game's victory check as the core runs it once centres have changed hands. */
  const won = (centers: Position['centers'], year: number) =>
    victors({ settings: { rules: [] }, seats: Object.fromEntries(Object.keys(HOMES).map((p) => [p, {}])), position: { centers } } as unknown as GameState, map, year);

  test('a sixteenth centre held at the end of Spring wins at the Spring adjustments', () => {
    const out = play(position('S2101M', withTurkey, { ...HOMES, [US]: fifteen }), {});
    expect(out.next.phase).toBe('S2101A');
    expect(out.next.centers[US]).toHaveLength(16);
    expect(won(out.next.centers, 2101)).toEqual([US]);
  });

  test('held at the end of Summer, it is not yet the sixteenth', () => {
    const out = play(position('U2101M', withTurkey, { ...HOMES, [US]: fifteen }), {});
    expect(out.next.phase).toBe('F2101M');
    expect(out.next.centers[US]).toHaveLength(15);
    expect(won(out.next.centers, 2101)).toEqual([]);
  });
});
