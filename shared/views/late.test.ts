import { describe, expect, test } from 'vitest';
import { activeGame, master, must, player, POWERS, system } from '../game/test-game.js';
import type { Actor, GameState } from '../game/types.js';
import { waitingSentence } from '../text/clock.js';
import { orderStatusLine, waitersLine } from '../text/late.js';
import { resultsText } from '../text/results.js';
import { recordFor } from './history.js';
import { viewGame } from './view.js';

/**
 * HIDE_LATE_POWERS (section 1.6 of the rule set): "The power-identity of players who are
 * late with orders is not revealed to the players, and each late player is told only of
 * his own tardiness. Only the Master is sent the complete list of late powers."
 */

const OTHERS = POWERS.filter((p) => p !== 'FRANCE');

/** France's orders are complete; nobody else sent any; the deadline passes (the game waits, or under CIVIL_DISORDER processes). */
function pastDeadline(rules: readonly string[]): { before: GameState; after: GameState } {
  let s = activeGame(rules);
  s = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A PAR H', 'A MAR H', 'F BRE H'] }).state;
  return { before: s, after: must(s, system, { type: 'tick' }, s.deadline! + 60 * 60_000).state };
}

describe('HIDE_LATE_POWERS', () => {
  const { before, after: waiting } = pastDeadline(['HIDE_LATE_POWERS']);

  test('only the master is given the whole list of late powers', () => {
    expect(viewGame(waiting, master).late).toEqual(OTHERS);
  });

  test('each late player is told only of his own tardiness', () => {
    expect(viewGame(waiting, player('GERMANY')).late).toEqual(['GERMANY']);
    expect(viewGame(waiting, player('FRANCE')).late).toEqual([]);
    expect(viewGame(waiting, null).late).toEqual([]);
  });

  test("whose orders are in, which names the late, is each player's own and the master's", () => {
    const france = viewGame(before, player('FRANCE')).seats;
    expect(france.find((s) => s.power === 'FRANCE')).toEqual(expect.objectContaining({ submitted: true, orderStatus: 'complete' }));
    expect(france.find((s) => s.power === 'FRANCE')!.lateHidden).toBeUndefined();
    for (const s of france.filter((x) => x.power !== 'FRANCE')) expect(s).toEqual(expect.objectContaining({ submitted: false, orderStatus: 'none', lateHidden: true }));
    const anyone = viewGame(before, null).seats;
    expect(anyone.every((s) => s.lateHidden === true && s.orderStatus === 'none')).toBe(true);
    const seen = viewGame(before, master).seats;
    expect(seen.find((s) => s.power === 'FRANCE')).toEqual(expect.objectContaining({ submitted: true, orderStatus: 'complete' }));
    expect(seen.every((s) => s.lateHidden === undefined)).toBe(true);
  });

  test('the texts anyone may read name nobody; the master still gets the order status', () => {
    expect(waitingSentence(waiting)).toMatch(/waits for the master\. One or more powers are late\.$/);
    expect(waitingSentence(waiting)).not.toMatch(/Germany/i);
    expect(orderStatusLine(before)).toBeNull();
    expect(orderStatusLine(before, true)).toMatch(/^Orders complete: France\./);
  });

  test('the results tell each player only whether he himself was in civil disorder', () => {
    const { after } = pastDeadline(['HIDE_LATE_POWERS', 'CIVIL_DISORDER']);
    const record = after.history.at(-1)!;
    expect(record.late).toEqual(OTHERS);
    expect(recordFor(after, record, master).late).toEqual(OTHERS);
    expect(recordFor(after, record, player('GERMANY')).late).toEqual(['GERMANY']);
    expect(recordFor(after, record, player('FRANCE')).late).toBeUndefined();
    expect(recordFor(after, record, null).late).toBeUndefined();
  });

  test("the results mark a late power's orders (*default*) only for the master and that power", () => {
    const { after } = pastDeadline(['HIDE_LATE_POWERS', 'CIVIL_DISORDER']);
    const record = after.history.at(-1)!;
    const marked = (viewer: Actor | null) => [...new Set(recordFor(after, record, viewer).results.filter((r) => r.default === true).map((r) => r.power))];
    expect(marked(master)).toEqual(OTHERS);
    expect(marked(player('GERMANY'))).toEqual(['GERMANY']);
    expect(marked(player('FRANCE'))).toEqual([]);
    expect(marked(null)).toEqual([]);
    // The orders themselves are there for all: only the mark goes.
    expect(recordFor(after, record, null).results.map((r) => r.order)).toEqual(record.results.map((r) => r.order));
    expect(resultsText(after, recordFor(after, record, player('FRANCE')))).not.toContain('(*default*)');
    expect(resultsText(after, recordFor(after, record, player('GERMANY')))).toContain('(*default*)');
  });

  test('without the rule everyone is told who is late', () => {
    const { before: open, after } = pastDeadline([]);
    expect(viewGame(after, null).late).toEqual(OTHERS);
    expect(viewGame(open, null).seats.find((s) => s.power === 'FRANCE')).toEqual(expect.objectContaining({ orderStatus: 'complete' }));
    expect(waitingSentence(after)).toMatch(/late\.$/);
    expect(waitingSentence(after)).toMatch(/Germany/);
  });
});

describe('LIST_UNORDERED', () => {
  test('whose orders are in is everyone\'s, even under HIDE_LATE_POWERS', () => {
    const { before } = pastDeadline(['HIDE_LATE_POWERS', 'LIST_UNORDERED']);
    const anyone = viewGame(before, null).seats;
    expect(anyone.find((s) => s.power === 'FRANCE')).toEqual(expect.objectContaining({ submitted: true, orderStatus: 'complete' }));
    expect(anyone.every((s) => s.lateHidden === undefined)).toBe(true);
    expect(orderStatusLine(before)).toMatch(/^Orders complete: France\. None yet: /);
  });
});

describe('LIST_WAITERS', () => {
  function waitingFrance(rules: readonly string[]): GameState {
    return must(activeGame(rules), player('FRANCE'), { type: 'wait', power: 'FRANCE', wait: true }).state;
  }

  test("every power's WAIT flag is in everyone's view, and LIST names the waiters", () => {
    const s = waitingFrance(['LIST_WAITERS']);
    for (const viewer of [null, player('GERMANY')]) {
      const waits = viewGame(s, viewer).waits;
      expect(waits.FRANCE).toBe(true);
      expect(waits.GERMANY).toBe(false);
    }
    expect(waitersLine(s)).toBe('The following power has asked that orders not be processed until the deadline: France.');
  });

  test("without the rule a player sees only his own flag", () => {
    const s = waitingFrance([]);
    expect(viewGame(s, player('GERMANY')).waits).toEqual({ GERMANY: false });
    expect(viewGame(s, null).waits).toEqual({});
    expect(waitersLine(s)).toBeNull();
  });
});
