import { describe, expect, test } from 'vitest';
import { endingText } from './ending.js';

describe('how the game ended, under its title', () => {
  test('powers named as everywhere else on the page, not in the judge’s capitals', () => {
    expect(endingText({ kind: 'draw', powers: ['AUSTRIA', 'ENGLAND', 'TURKEY'] })).toBe('The game ended in a draw between Austria, England and Turkey.');
    expect(endingText({ kind: 'solo', winner: 'FRANCE' })).toBe('France has won the game.');
    expect(endingText({ kind: 'concession', winner: 'RUSSIA' })).toBe('The game was conceded to Russia.');
    expect(endingText({ kind: 'terminated' })).toBe('The master ended the game.');
  });
});
