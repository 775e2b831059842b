import { describe, expect, test } from 'vitest';
import { phaseNotice, sinceLastVisit, type ViewForNotice } from './notice.js';

const record = (phase: string) => ({ position: { phase } });
const view = (phase: string, done: string[], status = 'active', id = 'g1'): ViewForNotice => ({
  id,
  status,
  phase,
  phases: done.length,
  lastPhase: done.length === 0 ? null : record(done[done.length - 1]!),
});

describe('the page says what changed between two views', () => {
  test('a phase processed: named in words, its results one click away, the new phase said', () => {
    const n = phaseNotice(view('S1901M', []), view('F1901M', ['S1901M']));
    expect(n).toEqual({
      kind: 'processed',
      index: 0,
      what: 'Spring 1901 movement processed',
      next: 'Now: Fall 1901 movement.',
      text: 'Spring 1901 movement processed: see the results. Now: Fall 1901 movement.',
    });
  });

  test('on another map, its phases named as its calendar names its seasons', () => {
    const hundred = { flow: [{ season: 'A.D.', phases: ['MOVEMENT', 'RETREATS', 'ADJUSTMENTS'] }] };
    expect(phaseNotice(view('A1425M', []), view('A1425R', ['A1425M']), hundred)?.text).toBe('A.D. 1425 movement processed: see the results. Now: A.D. 1425 retreats.');
  });

  test('several at once (a roll forward, a missed push): the newest named, the others counted', () => {
    const n = phaseNotice(view('S1901M', []), view('W1901A', ['S1901M', 'F1901M', 'F1901R']));
    expect(n).toMatchObject({ kind: 'processed', index: 2, text: 'Fall 1901 retreats processed (and 2 phases before it): see the results. Now: Winter 1901 adjustments.' });
  });

  test('the last phase of the game', () => {
    expect(phaseNotice(view('W1901A', ['S1901M']), view('W1901A', ['S1901M', 'W1901A'], 'finished'))?.text).toBe(
      'Winter 1901 adjustments processed: see the results. The game is over.',
    );
  });

  test('a rollback and the start are said too', () => {
    expect(phaseNotice(view('F1901M', ['S1901M']), view('S1901M', []))).toEqual({ kind: 'rolled_back', text: 'The master rolled the game back to Spring 1901 movement.' });
    expect(phaseNotice(view('S1901M', [], 'forming'), view('S1901M', []))).toEqual({ kind: 'started', text: 'The game has started: Spring 1901 movement.' });
  });

  test('an end by the votes (no phase processed) is said', () => {
    expect(phaseNotice(view('F1901M', ['S1901M']), view('F1901M', ['S1901M'], 'finished'))).toEqual({ kind: 'ended', text: 'The game is over.' });
  });

  test('nothing to say: orders, press, another game', () => {
    expect(phaseNotice(view('S1901M', []), view('S1901M', []))).toBeNull();
    expect(phaseNotice(view('S1901M', []), view('F1901M', ['S1901M'], 'active', 'g2'))).toBeNull();
  });
});

describe('a page opened after phases were processed says so too', () => {
  test('the phases processed since this browser last showed the game', () => {
    expect(sinceLastVisit(1, view('W1901A', ['S1901M', 'F1901M', 'F1901R']))?.text).toBe(
      'Fall 1901 retreats processed (and 1 phase before it): see the results. Now: Winter 1901 adjustments.',
    );
    expect(sinceLastVisit(2, view('F1901R', ['S1901M', 'F1901M']))).toBeNull();
  });
  test('a first visit, or a rollback seen elsewhere, says nothing of the kind', () => {
    expect(sinceLastVisit(null, view('F1901M', ['S1901M']))).toBeNull();
    expect(sinceLastVisit(3, view('F1901M', ['S1901M']))).toBeNull();
  });
});
