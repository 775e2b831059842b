import { describe, expect, test } from 'vitest';
import { activeGame, master, must, player } from './test-game.js';
import type { GameState } from './types.js';

/**
 * The movement options of sections 1.3 and 1.4 in a game: an order they allow is taken at
 * entry (not only by the adjudicator), and processing plays it. The adjudicator's own
 * cases: test/datc/rules-1.3.txt and rules-1.4.txt.
 */

/** Spring 1901 with Italy's army in Piedmont and fleet in Tuscany. */
function spring(rules: readonly string[]): GameState {
  const state = activeGame(rules);
  const units = state.position.units.map((u) =>
    u.power !== 'ITALY' ? u : u.at === 'VEN' ? { ...u, at: 'PIE' } : u.at === 'NAP' ? { ...u, at: 'TUS' } : u,
  );
  return { ...state, position: { ...state.position, units } };
}

const orders = (lines: string[]) => ({ type: 'orders' as const, power: 'ITALY', lines });

describe('COASTAL_CONVOY in a game', () => {
  test('a fleet on a coast convoys: the orders are taken at entry and the army lands', () => {
    const s = spring(['COASTAL_CONVOY']);
    const entered = must(s, player('ITALY'), orders(['A PIE - ROM', 'F TUS C A PIE - ROM']));
    expect(entered.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['ok', 'ok']);
    const after = must(entered.state, master, { type: 'process' }).state;
    expect(after.position.units).toContainEqual({ power: 'ITALY', kind: 'A', at: 'ROM' });
  });

  test('without the rule the same orders are refused at entry, each with its reason', () => {
    const s = spring([]);
    const entered = must(s, player('ITALY'), orders(['A PIE - ROM', 'F TUS C A PIE - ROM']));
    expect(entered.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['no_convoy_route', 'cannot_convoy']);
  });
});

describe('SIGNAL_SUPPORT in a game', () => {
  const signals = ['A VEN S A VIE - ROM', 'F NAP S F TRI'];

  test('supports that could not be given are taken at entry, and shown void after the deadline', () => {
    const s = activeGame(['SIGNAL_SUPPORT']);
    const entered = must(s, player('ITALY'), orders(signals));
    expect(entered.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['ok', 'ok']);
    const after = must(entered.state, master, { type: 'process' }).state;
    const results = after.history.at(-1)?.results.filter((r) => r.power === 'ITALY' && !r.default);
    expect(results?.map((r) => `${r.order} => ${r.result}`)).toEqual(['A VEN S A VIE - ROM => void', 'F NAP S F TRI => void']);
    expect(results?.[0]?.reason).toMatch(/signal/i);
  });

  test('without the rule they are refused at entry, each with its reason', () => {
    const s = activeGame([]);
    const entered = must(s, player('ITALY'), orders(signals));
    expect(entered.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['impossible_supported_move', 'cannot_support']);
  });
});

describe('CONVOY_BACK in a game', () => {
  /** Spring 1901 with Italy's army in Greece and fleets in the Ionian and Adriatic Seas. */
  function greece(rules: readonly string[]): GameState {
    const state = activeGame(rules);
    const units = state.position.units.map((u) =>
      u.power !== 'ITALY' ? u : u.at === 'VEN' ? { ...u, at: 'GRE' } : u.at === 'NAP' ? { ...u, at: 'ION' } : u,
    );
    return { ...state, position: { ...state.position, units: [...units, { power: 'ITALY', kind: 'F' as const, at: 'ADR' }] } };
  }
  const lines = ['A GRE - ION - ADR - ION - NAP', 'F ION C A GRE - NAP', 'F ADR C A GRE - NAP'];

  test("the rule text's route and the Adriatic's convoy are taken at entry, and the army lands", () => {
    const entered = must(greece(['CONVOY_BACK']), player('ITALY'), orders(lines));
    expect(entered.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['ok', 'ok', 'ok']);
    const after = must(entered.state, master, { type: 'process' }).state;
    expect(after.position.units).toContainEqual({ power: 'ITALY', kind: 'A', at: 'NAP' });
  });

  test('without the rule the route and the convoy that would pass the Ionian Sea twice are refused at entry', () => {
    const entered = must(greece([]), player('ITALY'), orders(lines));
    expect(entered.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['convoyer_twice', 'ok', 'convoyer_twice']);
    const refused = entered.answers?.[0];
    expect(refused && !refused.accepted ? refused.error.message : '').toMatch(/Ionian Sea twice/);
  });
});

describe('MULTI_COAST_PORTAGE in a game', () => {
  const lines = ['F STP/SC - STP/NC', 'A MOS C F STP - STP'];
  const russian = (lines: string[]) => ({ type: 'orders' as const, power: 'RUSSIA', lines });

  test('an army in Moscow carries the fleet to the other coast of St Petersburg: taken at entry, and played', () => {
    const entered = must(activeGame(['MULTI_COAST_PORTAGE']), player('RUSSIA'), russian(lines));
    expect(entered.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['ok', 'ok']);
    const after = must(entered.state, master, { type: 'process' }).state;
    expect(after.position.units).toContainEqual({ power: 'RUSSIA', kind: 'F', at: 'STP/NC' });
  });

  test('without the rule both orders are refused at entry', () => {
    const entered = must(activeGame([]), player('RUSSIA'), russian(lines));
    expect(entered.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['same_place', 'cannot_convoy']);
  });
});
