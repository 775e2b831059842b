import { describe, expect, test } from 'vitest';
import { gameStanding, type ViewForDue } from './due.js';
import { waitsSet } from './waits.js';

const seats = [
  { power: 'ENGLAND', owes: true, orderStatus: 'complete' },
  { power: 'FRANCE', owes: true, orderStatus: 'none' },
  { power: 'GERMANY', owes: false, orderStatus: 'none' },
  { power: 'ITALY', owes: true, orderStatus: 'incomplete' },
] as const;
const as = (viewer: ViewForDue['viewer'], over: Partial<ViewForDue> = {}): ViewForDue => ({ status: 'active', phase: 'F1902M', viewer, seats, ...over });

describe('your games: the phase in words and whether your orders are due', () => {
  test.each([
    ['orders owed and none in', { kind: 'player', power: 'FRANCE' }, true, 'Your orders are due'],
    ['orders in', { kind: 'player', power: 'ENGLAND' }, false, 'Your orders are in'],
    // Sent, but some units still without an order: "in" never means incomplete.
    ['orders in but incomplete', { kind: 'player', power: 'ITALY' }, true, 'Your orders are incomplete'],
    ['nothing owed this phase', { kind: 'player', power: 'GERMANY' }, false, 'No orders this phase'],
    ['the master', { kind: 'master' }, false, 'Waiting for 2 powers'],
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
