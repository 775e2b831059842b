import { describe, expect, test } from 'vitest';
import { adjudicatePhase } from '../../shared/adjudicate/phase.js';
import { enterOrders } from '../../shared/game/entry.js';
import type { DislodgedUnit, Position, Unit } from '../../shared/adjudicate/types.js';
import { mapGraph } from '../../shared/map/graph.js';
import { parsePhase } from '../../shared/map/phase.js';
import { mapForPhase } from '../../shared/map/phased.js';
import { closedSpaces } from '../../shared/map/seasonal.js';
import { checkMovementOrder, indexBoard } from '../../shared/orders/check.js';
import { parseOrder } from '../../shared/orders/parse.js';
import { boardNamed } from '../../shared/map/boards.js';
import { US, RF, SA, EU, GA } from '../support/global-powers.js';

/**
 * The seasonal spaces of Global Diplomacy (seed 002, VII.3.y, XI and the Q&A): Antarctica
 * opens to movement in Fall and Winter only, the Polar Arctic in Spring and Summer only.
 * global.map says so in its SEASONAL lines.
 */

const map = boardNamed('global')!;

const phaseOf = (name: string) => {
  const p = parsePhase(name);
  if (!p.ok) return expect.fail(p.error.message);
  return p.value;
};

/** The entry check of one order, on the map in force in the phase. */
function check(phase: string, units: Unit[], power: string, text: string): string {
  const inForce = mapForPhase(map, phaseOf(phase));
  const order = parseOrder(inForce, text, { phaseType: 'M' });
  if (!order.ok) return `${order.error.code}: ${order.error.message}`;
  const r = checkMovementOrder(indexBoard(mapGraph(inForce), units), power, order.value);
  return r.ok ? 'legal' : `${r.error.code}: ${r.error.message}`;
}

function play(phase: string, units: Unit[], orders: Record<string, string[]>, dislodged: DislodgedUnit[] = []) {
  const position: Position = { phase, units, dislodged, standoffs: [], centers: {} };
  const out = adjudicatePhase({ map, position, orders });
  if (!out.ok) return expect.fail(out.error.message);
  return out.value;
}

const resultOf = (out: ReturnType<typeof play>, order: string) => out.results.find((r) => r.order === order);

describe('which space is closed in which season', () => {
  test('ANT in Spring and Summer, POL in Fall and Winter, retreats and builds alike', () => {
    expect(map.seasonal).toEqual(new Map([['ANT', ['FALL', 'WINTER']], ['POL', ['SPRING', 'SUMMER']]]));
    const closed = (phase: string) => closedSpaces(map, phaseOf(phase));
    expect(closed('W2101M')).toEqual(['POL']);
    expect(closed('W2101R')).toEqual(['POL']);
    expect(closed('S2101M')).toEqual(['ANT']);
    expect(closed('S2101A')).toEqual(['ANT']);
    expect(closed('U2101R')).toEqual(['ANT']);
    expect(closed('F2101M')).toEqual(['POL']);
    expect(closed('F2100A')).toEqual(['POL']);
    expect(closedSpaces(map, 'U2101M')).toEqual(['ANT']);
    expect(closedSpaces(map, 'nonsense')).toEqual([]);
  });

  test('a board without SEASONAL lines closes nothing', () => {
    expect(map.closed).toBeUndefined();
    expect(mapForPhase({ ...map, seasonal: undefined }, phaseOf('S2101M')).closed).toBeUndefined();
  });
});

describe('no move into or out of a closed space (VII.3.y)', () => {
  test('a move into POL in Fall is refused with a sentence; in Spring it is legal', () => {
    const units: Unit[] = [{ power: RF, kind: 'F', at: 'EAR' }];
    expect(check('F2101M', units, RF, 'F EAR - POL')).toBe('season_closed: No unit may move into or out of Polar Arctic in Fall: it is open to movement only in Spring and Summer.');
    expect(check('S2101M', units, RF, 'F EAR - POL')).toBe('legal');
  });

  test('a move out of ANT in Spring is refused; in Winter it is legal', () => {
    const units: Unit[] = [{ power: GA, kind: 'AF', at: 'ANT' }];
    expect(check('S2101M', units, GA, 'AF ANT - SAT')).toMatch(/^not_adjacent|^army_to_sea/);
    const fleet: Unit[] = [{ power: GA, kind: 'F', at: 'ANT' }];
    expect(check('S2101M', fleet, GA, 'F ANT - SAT')).toBe('season_closed: No unit may move into or out of Antarctica in Spring: it is open to movement only in Fall and Winter.');
    expect(check('W2102M', fleet, GA, 'F ANT - SAT')).toBe('legal');
  });

  test('no convoyed move into ANT in Summer, and no convoy offered for one', () => {
    const units: Unit[] = [{ power: SA, kind: 'A', at: 'ARG' }, { power: SA, kind: 'F', at: 'SAT' }];
    expect(check('U2101M', units, SA, 'A ARG - SAT - ANT')).toBe('season_closed: No unit may be convoyed into or out of Antarctica in Summer: it is open to movement only in Fall and Winter.');
    expect(check('U2101M', units, SA, 'F SAT C A ARG - ANT')).toMatch(/^cannot_convoy: No unit may be convoyed into or out of Antarctica in Summer/);
    expect(check('F2101M', units, SA, 'A ARG - SAT - ANT')).toBe('legal');
  });

  test('a game hears it at entry, on the map in force in the phase', () => {
    const position: Position = { phase: 'F2101M', units: [{ power: RF, kind: 'F', at: 'EAR' }], dislodged: [], standoffs: [], centers: {} };
    const entered = enterOrders(mapForPhase(map, phaseOf('F2101M')), position, RF, [], ['F EAR - POL', 'F EAR H'], { phaseType: 'M', needMoveMarks: false });
    expect(entered.answers[0]).toMatchObject({ accepted: false, error: { code: 'season_closed', message: 'No unit may move into or out of Polar Arctic in Fall: it is open to movement only in Spring and Summer.' } });
    expect(entered.accepted).toBe(1);
  });

  test('played, the refused move is void and the unit holds', () => {
    const out = play('F2101M', [{ power: RF, kind: 'F', at: 'EAR' }], { [RF]: ['F EAR - POL'] });
    expect(resultOf(out, 'F EAR - POL')).toMatchObject({ result: 'void', reason: expect.stringContaining('Polar Arctic in Fall') });
    expect(out.next.units).toEqual([{ power: RF, kind: 'F', at: 'EAR' }]);
  });
});

describe('the Q&A: support and convoy in the cold seasons', () => {
  test('a fleet in POL supports an attack on Greenland in Fall, and the support cannot be cut', () => {
    // "Can a fleet in Pol offer support for an action (eg. GRE) during the cold seasons? Yes."
    // "The support cannot be cut during the cold seasons": no unit may move into POL.
    const units: Unit[] = [
      { power: US, kind: 'F', at: 'POL' },
      { power: US, kind: 'F', at: 'NAT' },
      { power: EU, kind: 'F', at: 'GRE' },
      { power: RF, kind: 'F', at: 'EAR' },
    ];
    expect(check('F2101M', units, US, 'F POL S F NAT - GRE')).toBe('legal');
    const out = play('F2101M', units, { [US]: ['F POL S F NAT - GRE', 'F NAT - GRE'], [EU]: ['F GRE H'], [RF]: ['F EAR - POL'] });
    expect(resultOf(out, 'F EAR - POL')?.result).toBe('void');
    expect(resultOf(out, 'F POL S F NAT - GRE')?.result).toBe('succeeds');
    expect(resultOf(out, 'F NAT - GRE')?.result).toBe('succeeds');
    expect(out.next.dislodged).toMatchObject([{ power: EU, at: 'GRE' }]);
  });

  test('a fleet in the South Atlantic supports a hold in Antarctica in Spring', () => {
    // "could have moved (in a season when movement to that space is allowed)": SAT may support into ANT.
    const units: Unit[] = [{ power: GA, kind: 'F', at: 'ANT' }, { power: GA, kind: 'F', at: 'SAT' }, { power: SA, kind: 'F', at: 'SPA' }];
    expect(check('S2101M', units, GA, 'F SAT S F ANT')).toBe('legal');
    const out = play('S2101M', units, { [GA]: ['F SAT S F ANT', 'F ANT H'], [SA]: ['F SPA - ANT'] });
    expect(resultOf(out, 'F SAT S F ANT')?.result).toBe('succeeds');
    expect(resultOf(out, 'F SPA - ANT')?.result).toBe('void');
  });

  test('a fleet in ANT supports in Spring too ("ditto for an air force or fleet in ANT")', () => {
    const units: Unit[] = [{ power: GA, kind: 'F', at: 'ANT' }, { power: GA, kind: 'F', at: 'SIO' }];
    expect(check('S2101M', units, GA, 'F ANT S F SIO - SAT')).toBe('legal');
    expect(check('S2101M', [{ power: GA, kind: 'AF', at: 'ANT' }, { power: GA, kind: 'F', at: 'SIO' }], GA, 'AF ANT S F SIO')).toBe('legal');
  });

  test('a navy in POL convoys an army across POL in Winter', () => {
    // "a navy in the Polar Arctic can convoy an army or air force across the Polar Arctic in all seasons."
    const units: Unit[] = [{ power: US, kind: 'A', at: 'ALA' }, { power: US, kind: 'F', at: 'POL' }];
    expect(check('W2102M', units, US, 'F POL C A ALA - GRE')).toBe('legal');
    const out = play('W2102M', units, { [US]: ['A ALA - POL - GRE', 'F POL C A ALA - GRE'] });
    expect(resultOf(out, 'A ALA - POL - GRE')?.result).toBe('succeeds');
    expect(out.next.units).toContainEqual({ power: US, kind: 'A', at: 'GRE' });
  });
});

describe('retreats follow the seasons (XI)', () => {
  // "a unit may not retreat into Antarctica or the Polar Arctic during a season in which it
  // could not move into that space."
  const dislodged: DislodgedUnit[] = [{ power: GA, kind: 'F', at: 'SAT', from: 'MAT' }];
  const units: Unit[] = [{ power: SA, kind: 'F', at: 'SAT' }];

  test('a retreat into ANT in Spring is refused', () => {
    const out = play('S2101R', units, { [GA]: ['F SAT - ANT'] }, dislodged);
    expect(resultOf(out, 'F SAT - ANT')).toMatchObject({ result: 'void', reason: 'No unit may retreat into Antarctica in Spring: it is open to movement only in Fall and Winter.' });
    expect(out.next.units.filter((u) => u.power === GA)).toEqual([]);
  });

  test('in Fall the same retreat is made', () => {
    const out = play('F2101R', units, { [GA]: ['F SAT - ANT'] }, dislodged);
    expect(resultOf(out, 'F SAT - ANT')?.result).toBe('succeeds');
    expect(out.next.units).toContainEqual({ power: GA, kind: 'F', at: 'ANT' });
  });
});
