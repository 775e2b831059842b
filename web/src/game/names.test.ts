import { describe, expect, test } from 'vitest';
import { playerCell, revealOffered } from './names.js';

describe('the players\' names on the page', () => {
  test.each([
    [{ player: 'Ann', hidden: false, status: 'taken' as const }, { text: 'Ann', name: true }],
    [{ player: null, hidden: true, status: 'taken' as const }, { text: 'hidden', name: false }],
    [{ player: null, hidden: true, status: 'eliminated' as const }, { text: 'hidden', name: false }],
    [{ player: null, hidden: false, status: 'open' as const }, { text: 'open', name: false }],
    [{ player: null, hidden: false, status: 'dummy' as const }, { text: 'dummy', name: false }],
  ])('a seat %o shows %o', (seat, cell) => {
    expect(playerCell(seat)).toEqual(cell);
  });

  test.each([
    ['active', false, false],
    ['finished', true, false],
    ['finished', false, true],
  ] as const)('a game %s with names shown %s offers REVEAL: %s', (status, namesShown, offered) => {
    expect(revealOffered({ status, namesShown })).toBe(offered);
  });
});
