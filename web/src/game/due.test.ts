import { describe, expect, test } from 'vitest';
import { gameStanding, type ViewForDue } from './due.js';
import { waitsSet } from './waits.js';

const seats = [
  { power: 'ENGLAND', owes: true, submitted: true },
  { power: 'FRANCE', owes: true, submitted: false },
  { power: 'GERMANY', owes: false, submitted: false },
];
const as = (viewer: ViewForDue['viewer'], over: Partial<ViewForDue> = {}): ViewForDue => ({ status: 'active', phase: 'F1902M', viewer, seats, ...over });

describe('your games: the phase in words and whether your orders are due', () => {
  test.each([
    ['orders owed and none in', { kind: 'player', power: 'FRANCE' }, true, 'Your orders are due'],
    ['orders in', { kind: 'player', power: 'ENGLAND' }, false, 'Your orders are in'],
    ['nothing owed this phase', { kind: 'player', power: 'GERMANY' }, false, 'No orders this phase'],
    ['the master', { kind: 'master' }, false, 'Waiting for 1 power'],
    ['an observer', { kind: 'observer' }, false, 'Observing'],
  ] as const)('%s', (_, viewer, due, text) => {
    expect(gameStanding(as(viewer))).toEqual({ phase: 'Fall 1902 movement', due, text });
  });

  test('before and after play nothing is due', () => {
    expect(gameStanding(as({ kind: 'player', power: 'FRANCE' }, { status: 'forming' }))).toMatchObject({ phase: 'Forming', due: false });
    expect(gameStanding(as({ kind: 'player', power: 'FRANCE' }, { status: 'finished' }))).toMatchObject({ phase: 'Finished', due: false });
  });
});

describe('the master sees who has WAIT set', () => {
  test('in seat order, on seats still played', () => {
    const s = [
      { power: 'ENGLAND', status: 'taken' },
      { power: 'FRANCE', status: 'taken' },
      { power: 'ITALY', status: 'eliminated' },
      { power: 'TURKEY', status: 'taken' },
    ];
    expect(waitsSet({ seats: s, waits: { TURKEY: true, ENGLAND: true, FRANCE: false, ITALY: true } })).toEqual(['ENGLAND', 'TURKEY']);
  });
});
