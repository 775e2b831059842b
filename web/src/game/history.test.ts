import { describe, expect, test } from 'vitest';
import type { OrderReport, Position } from '../../../shared/adjudicate/types.js';
import { standardMap } from '../../../shared/map/standard.js';
import { judgedResults } from './history.js';

const map = standardMap();
const position: Position = {
  phase: 'S1901M',
  units: [
    { power: 'GERMANY', kind: 'A', at: 'BER' },
    { power: 'GERMANY', kind: 'F', at: 'KIE' },
    { power: 'RUSSIA', kind: 'F', at: 'STP/SC' },
  ],
  dislodged: [],
  standoffs: [],
  centers: {},
};

describe('the history’s orders', () => {
  test('every order is shown as the judge writes it, never as typed', () => {
    const results: OrderReport[] = [
      { power: 'GERMANY', order: 'a ber-kie', result: 'fails' },
      { power: 'GERMANY', order: 'kiel - denmark', result: 'succeeds' },
      { power: 'RUSSIA', order: 'f stp h', result: 'succeeds' },
      { power: 'RUSSIA', order: 'gibberish here', result: 'void', reason: 'not an order' },
    ];
    expect(judgedResults(map, { position, results }).map((r) => r.order)).toEqual([
      'A BER - KIE',
      'F KIE - DEN',
      'F STP/SC H',
      'GIBBERISH HERE',
    ]);
    // The rest of each result is kept.
    expect(judgedResults(map, { position, results })[3]).toMatchObject({ result: 'void', reason: 'not an order' });
  });

  test('a retreat phase reads its orders against the dislodged units', () => {
    const retreat: Position = { ...position, phase: 'F1901R', dislodged: [{ power: 'GERMANY', kind: 'A', at: 'MUN' }] };
    expect(judgedResults(map, { position: retreat, results: [{ power: 'GERMANY', order: 'mun-boh', result: 'succeeds' }] })[0]!.order).toBe('A MUN - BOH');
  });
});
