import { describe, expect, test } from 'vitest';
import type { Position } from '../../../shared/adjudicate/types.js';
import { listFor, listText, pipePhases, processedLists, toneOf, type CrystalGame, type ListView } from './crystal.js';

const board = (phase: string): Position => ({ phase, units: [], dislodged: [], standoffs: [], centers: {} });

const game = (phase: string, over: Partial<CrystalGame> = {}): CrystalGame => ({
  variant: 'crystal_ball',
  status: 'active',
  phase,
  position: board(phase),
  lists: [],
  ...over,
});

const list = (phase: string, status: ListView['status'], lines: string[] = ['A PAR H'], power = 'FRANCE'): ListView => ({
  phase,
  power,
  status,
  lines: lines.map((order) => ({ order })),
  hidden: 0,
});

describe('the phases in the pipe, from the view', () => {
  const pipe = (...slots: [string, boolean][]) => slots.map(([phase, locked]) => ({ phase, locked }));

  test('at the start only the first phase is open', () => {
    expect(pipePhases(game('S1901M', { pipe: pipe(['S1901M', false]) }))).toEqual([{ phase: 'S1901M', status: 'open' }]);
  });

  test('once the first lists lock, the front is locked and the next phase open, whatever the viewer wrote', () => {
    // A viewer who wrote no first list (locked at the deadline) is still shown the next phase to write.
    expect(pipePhases(game('S1901M', { pipe: pipe(['S1901M', true], ['F1901M', false]) }))).toEqual([
      { phase: 'S1901M', status: 'locked' },
      { phase: 'F1901M', status: 'open' },
    ]);
  });

  test('a board at retreats or adjustments comes first, ordered as in a standard game', () => {
    expect(pipePhases(game('W1901A', { pipe: pipe(['S1902M', true], ['F1902M', false]) }))).toEqual([
      { phase: 'W1901A', status: 'board' },
      { phase: 'S1902M', status: 'locked' },
      { phase: 'F1902M', status: 'open' },
    ]);
  });

  test('the original rules’ standing lists are not phases of the pipe', () => {
    const standing = [list('RETREATS', 'standing', ['A BUR - PIC']), list('BUILDS', 'standing', ['BUILD A PAR'])];
    expect(pipePhases(game('S1901M', { lists: standing, pipe: pipe(['S1901M', false]) }))).toEqual([{ phase: 'S1901M', status: 'open' }]);
    expect(listFor(standing, 'RETREATS', 'FRANCE')?.lines).toEqual([{ order: 'A BUR - PIC' }]);
  });

  test('nothing is in the pipe of a standard game, or of a game not being played', () => {
    expect(pipePhases(game('S1901M', { variant: 'standard' }))).toEqual([]);
    expect(pipePhases(game('S1901M', { status: 'forming', pipe: pipe(['S1901M', false]) }))).toEqual([]);
    expect(pipePhases(game('F1903M', { status: 'finished', pipe: pipe(['F1903M', true], ['S1904M', false]) }))).toEqual([]);
  });
});

describe('the lists in the view', () => {
  const lists = [
    list('S1901M', 'processed', ['A PAR - BUR'], 'FRANCE'),
    list('S1901M', 'processed', ['A BER H'], 'GERMANY'),
    list('F1901M', 'locked', ['A BUR - MUN', 'F MAO - SPA/NC']),
  ];

  test('a power’s list for a phase, and its text for an editor', () => {
    expect(listFor(lists, 'F1901M', 'FRANCE')?.status).toBe('locked');
    expect(listFor(lists, 'F1901M', 'GERMANY')).toBeNull();
    expect(listText(listFor(lists, 'F1901M', 'FRANCE'))).toBe('A BUR - MUN\nF MAO - SPA/NC');
    expect(listText(null)).toBe('');
  });

  test('the judge’s default HOLDs are not part of the text the player wrote', () => {
    const annotated: ListView = {
      ...list('S1901M', 'processed', ['A PAR - BUR']),
      lines: [{ order: 'A PAR - BUR', annotation: 'ordered', result: 'succeeds' }, { order: 'F BRE H', annotation: 'default', result: 'succeeds', default: true }],
    };
    expect(listText(annotated)).toBe('A PAR - BUR');
  });

  test('the processed lists of one phase', () => {
    expect(processedLists(lists, 'S1901M').map((l) => l.power)).toEqual(['FRANCE', 'GERMANY']);
    expect(processedLists(lists, 'F1901M')).toEqual([]);
  });

  test.each([
    ['ordered', 'counted'],
    ['byProxy', 'counted'],
    ['proxied', 'counted'],
    ['default', 'counted'],
    ['no unit', 'dropped'],
    ['revoked', 'dropped'],
    ['noProxy', 'dropped'],
    ['refused', 'dropped'],
    ['reProxy', 'dropped'],
    ['ignored', 'dropped'],
  ])('a line annotated %s is shown %s', (annotation, tone) => {
    expect(toneOf({ annotation })).toBe(tone);
  });

  test('a line not processed yet has no tone', () => {
    expect(toneOf({})).toBeNull();
  });
});
