import { describe, expect, test } from 'vitest';
import { apply } from '../apply.js';
import {
  activeGame,
  adjustmentPhase,
  formingGame,
  holds,
  master,
  MINUTE,
  must,
  player,
  POWERS,
  retreatPhase,
  T0,
  tryApply,
} from '../test-game.js';
import type { Actor, Command, GameState } from '../types.js';

const order = (power: string, lines: string[], add?: boolean): Command => ({ type: 'orders', power, lines, ...(add ? { add } : {}) });

/** Every power but `except` sends hold orders (the phase stays open for `except`). */
function allHoldBut(state: GameState, except: string): GameState {
  let g = state;
  for (const power of POWERS) if (power !== except) g = must(g, player(power), order(power, holds(g, power))).state;
  return g;
}

describe('orders', () => {
  test('each line answered in order; the accepted ones stored', () => {
    const r = must(activeGame(), player('FRANCE'), order('FRANCE', ['a par - bur', 'F BRE - XYZ', 'A MAR - MUN', 'F BRE - MAO']));
    expect(r.answers).toEqual([
      { text: 'a par - bur', accepted: true, order: 'A PAR - BUR' },
      { text: 'F BRE - XYZ', accepted: false, error: expect.objectContaining({ code: 'unknown_place' }) },
      { text: 'A MAR - MUN', accepted: false, error: expect.objectContaining({ code: 'no_convoy_route' }) },
      { text: 'F BRE - MAO', accepted: true, order: 'F BRE - MAO' },
    ]);
    expect(r.state.orders.FRANCE?.map((o) => o.text)).toEqual(['a par - bur', 'F BRE - MAO']);
    expect(r.state.submitted).toEqual(['FRANCE']);
    expect(r.events).toEqual([{ type: 'orders_changed', power: 'FRANCE' }]);
    expect(r.state.revision).toBe(activeGame().revision + 1);
  });

  test('a new submission replaces the old; `add` extends it; a later order to a unit replaces the earlier', () => {
    let g = must(activeGame(), player('FRANCE'), order('FRANCE', ['A PAR - BUR', 'A MAR H'])).state;
    g = must(g, player('FRANCE'), order('FRANCE', ['F BRE - MAO'])).state;
    expect(g.orders.FRANCE?.map((o) => o.text)).toEqual(['F BRE - MAO']);
    g = must(g, player('FRANCE'), order('FRANCE', ['A PAR - PIC', 'F BRE - ENG'], true)).state;
    expect(g.orders.FRANCE?.map((o) => o.text)).toEqual(['F BRE - ENG', 'A PAR - PIC']);
    g = must(g, player('FRANCE'), order('FRANCE', ['A PAR H', 'A PAR - GAS'])).state;
    expect(g.orders.FRANCE?.map((o) => o.text)).toEqual(['A PAR - GAS']);
  });

  test('a submission whose every line fails changes nothing', () => {
    const g = must(activeGame(), player('FRANCE'), order('FRANCE', ['A PAR - BUR'])).state;
    const r = must(g, player('FRANCE'), order('FRANCE', ['nonsense']));
    expect(r.state).toBe(g);
    expect(r.answers).toHaveLength(1);
    expect(r.events).toEqual([]);
  });

  test('an empty submission submits nothing: all holds', () => {
    const r = must(activeGame(), player('FRANCE'), order('FRANCE', []));
    expect(r.state.submitted).toEqual(['FRANCE']);
    expect(r.state.orders.FRANCE).toEqual([]);
  });

  test('NEED_MOVE_MARKS refuses a move written without its mark', () => {
    const lines = ['A PAR BUR'];
    expect(must(activeGame(), player('FRANCE'), order('FRANCE', lines)).answers?.[0]?.accepted).toBe(true);
    const r = must(activeGame(['NEED_MOVE_MARKS']), player('FRANCE'), order('FRANCE', lines));
    expect(r.answers?.[0]).toMatchObject({ accepted: false, error: { code: 'missing_move_mark' } });
  });

  test('the master orders for any power, dummies included', () => {
    let g = must(formingGame(), { kind: 'player', playerId: 'a' }, { type: 'join', playerId: 'a', name: 'a', secretHash: 'h' }).state;
    g = must(g, master, { type: 'start' }).state;
    expect(tryApply(g, master, order('TURKEY', ['F ANK - BLA']))).toBe('accepted');
  });

  test.each<[string, () => GameState, Actor, Command, string]>([
    ['an unknown power', () => activeGame(), player('FRANCE'), order('SPAIN', []), 'unknown_power'],
    ['another power', () => activeGame(), player('ENGLAND'), order('FRANCE', []), 'not_allowed'],
    ['an observer', () => must(activeGame(), { kind: 'observer', playerId: 'o' }, { type: 'observe', playerId: 'o', name: 'o', secretHash: 'h' }).state, { kind: 'observer', playerId: 'o' }, order('FRANCE', []), 'not_allowed'],
    ['a stranger', () => activeGame(), { kind: 'player', playerId: 'who' }, order('FRANCE', []), 'not_allowed'],
    ['the system', () => activeGame(), { kind: 'system' }, order('FRANCE', []), 'not_allowed'],
    ['a forming game', () => formingGame(), master, order('FRANCE', []), 'wrong_status'],
    ['a finished game', () => must(activeGame(), master, { type: 'terminate' }).state, master, order('FRANCE', []), 'wrong_status'],
    ['a retreat phase, for a power with nothing dislodged', () => retreatPhase(activeGame()), player('FRANCE'), order('FRANCE', []), 'no_orders_now'],
    ['an adjustment phase, for a power with nothing to adjust', () => adjustmentPhase(activeGame()), player('FRANCE'), order('FRANCE', ['WAIVE']), 'no_orders_now'],
    ['clearing another power\'s orders', () => activeGame(), player('ENGLAND'), { type: 'clear_orders', power: 'FRANCE' }, 'not_allowed'],
  ])('refused: %s', (_, game, actor, command, code) => {
    expect(tryApply(game(), actor, command)).toBe(code);
  });

  test('clear_orders takes back the power\'s orders and its submission', () => {
    const g = must(activeGame(), player('FRANCE'), order('FRANCE', ['A PAR - BUR'])).state;
    const r = must(g, player('FRANCE'), { type: 'clear_orders', power: 'FRANCE' });
    expect(r.state.orders.FRANCE).toBeUndefined();
    expect(r.state.submitted).toEqual([]);
  });

  test('retreat orders are checked against the retreat options', () => {
    const g = retreatPhase(activeGame());
    const r = must(g, player('RUSSIA'), order('RUSSIA', ['F SEV - ARM', 'F SEV - RUM']));
    expect(r.answers?.map((a) => a.accepted)).toEqual([false, true]);
    expect(r.answers?.[0]).toMatchObject({ error: { code: 'cannot_retreat' } });
    // Russia was the only power owing orders: the retreat is played at once.
    expect(r.state.position.phase).toBe('W1901A');
    expect(r.state.position.units).toContainEqual({ power: 'RUSSIA', kind: 'F', at: 'RUM' });
  });

  test('adjustments: no more builds or removals than the power has, and none of the wrong kind', () => {
    const g = adjustmentPhase(activeGame());
    const russia = must(g, player('RUSSIA'), order('RUSSIA', ['BUILD A WAR', 'BUILD F SEV', 'A MOS D', 'WAIVE']));
    expect(russia.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['ok', 'cannot_build', 'wrong_adjustment', 'too_many']);
    const austria = must(russia.state, player('AUSTRIA'), order('AUSTRIA', ['BUILD A VIE', 'A VIE D', 'A BUD D']));
    expect(austria.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['cannot_build', 'ok', 'too_many']);
    // Both powers that owed orders are in: the winter is played.
    expect(austria.state.position.phase).toBe('S1902M');
    expect(austria.state.position.units).toContainEqual({ power: 'RUSSIA', kind: 'A', at: 'WAR' });
    expect(austria.state.position.units.some((u) => u.at === 'VIE')).toBe(false);
  });

  test('a waive counts as a build ordered', () => {
    const g = must(adjustmentPhase(activeGame()), player('AUSTRIA'), order('AUSTRIA', ['A VIE D'])).state;
    const r = must(g, player('RUSSIA'), order('RUSSIA', ['WAIVE']));
    expect(r.state.position.phase).toBe('S1902M');
    expect(r.state.history.at(-1)?.results).toContainEqual({ power: 'RUSSIA', order: 'WAIVE', result: 'waived' });
  });
});

describe('when the phase is processed early', () => {
  test('as soon as every power owing orders has ordered every unit', () => {
    const g = allHoldBut(activeGame(), 'TURKEY');
    expect(g.position.phase).toBe('S1901M');
    const partial = must(g, player('TURKEY'), order('TURKEY', ['F ANK - BLA', 'A CON - BUL']));
    expect(partial.state.position.phase).toBe('S1901M');
    const r = must(partial.state, player('TURKEY'), order('TURKEY', ['A SMY - ARM'], true));
    expect(r.state.position.phase).toBe('F1901M');
    expect(r.events.map((e) => e.type)).toEqual(['orders_changed', 'phase_processed']);
    expect(r.state.orders).toEqual({});
    expect(r.state.submitted).toEqual([]);
  });

  test('DEFAULT_UNORDERED: as soon as each has submitted anything', () => {
    let g = activeGame(['DEFAULT_UNORDERED']);
    for (const power of POWERS) g = must(g, player(power), order(power, power === 'ENGLAND' ? ['F LON - NTH'] : [])).state;
    expect(g.position.phase).toBe('F1901M');
    expect(g.history[0]?.results.filter((r) => r.power === 'ENGLAND')).toEqual([
      { power: 'ENGLAND', order: 'F LON - NTH', result: 'succeeds' },
      { power: 'ENGLAND', order: 'F EDI H', result: 'succeeds', default: true },
      { power: 'ENGLAND', order: 'A LVP H', result: 'succeeds', default: true },
    ]);
  });

  test('a WAIT flag holds the phase until it is dropped', () => {
    let g = must(activeGame(), player('ITALY'), { type: 'wait', power: 'ITALY', wait: true }).state;
    expect(g.seats.ITALY?.wait).toBe(true);
    g = allHoldBut(g, 'NONE');
    expect(g.position.phase).toBe('S1901M');
    const r = must(g, player('ITALY'), { type: 'wait', power: 'ITALY', wait: false });
    expect(r.state.position.phase).toBe('F1901M');
    expect(r.events.map((e) => e.type)).toEqual(['wait_changed', 'phase_processed']);
    // Processing clears the flags.
    const again = must(r.state, player('ITALY'), { type: 'wait', power: 'ITALY', wait: true }).state;
    expect(allHoldBut(again, 'NONE').position.phase).toBe('F1901M');
  });

  test('a WAIT flag set again is no change', () => {
    const g = must(activeGame(), player('ITALY'), { type: 'wait', power: 'ITALY', wait: true }).state;
    expect(must(g, player('ITALY'), { type: 'wait', power: 'ITALY', wait: true }).state).toBe(g);
  });

  test('ALWAYS_WAIT: never before the deadline', () => {
    const g = allHoldBut(activeGame(['ALWAYS_WAIT']), 'NONE');
    expect(g.position.phase).toBe('S1901M');
  });

  test('REAL_TIME: as soon as the last power submits, whatever it sent; WAIT refused', () => {
    let g = activeGame(['REAL_TIME']);
    expect(tryApply(g, player('ITALY'), { type: 'wait', power: 'ITALY', wait: true })).toBe('not_allowed');
    for (const power of POWERS.slice(0, 6)) g = must(g, player(power), order(power, [])).state;
    expect(g.position.phase).toBe('S1901M');
    g = must(g, player('TURKEY'), order('TURKEY', ['F ANK - BLA'])).state;
    expect(g.position.phase).toBe('F1901M');
  });

  test('dummies are not waited for', () => {
    let g = must(formingGame(), { kind: 'player', playerId: 'a' }, { type: 'join', playerId: 'a', name: 'a', secretHash: 'h' }).state;
    g = must(g, master, { type: 'start' }).state;
    const r = must(g, { kind: 'player', playerId: 'a' }, order('AUSTRIA', holds(g, 'AUSTRIA')));
    expect(r.state.position.phase).toBe('F1901M');
  });

  test('a vacant power (its player resigned) is waited for', () => {
    const g = must(activeGame(), player('ITALY'), { type: 'resign', power: 'ITALY' }).state;
    expect(allHoldBut(g, 'ITALY').position.phase).toBe('S1901M');
  });
});

describe('late orders', () => {
  const late = T0 + 61 * MINUTE;

  test('NO_LATE_CHANGES (brought in by CIVIL_DISORDER): submitted orders are fixed after the deadline', () => {
    const g = must(activeGame(['CIVIL_DISORDER']), player('FRANCE'), order('FRANCE', ['A PAR - BUR'])).state;
    expect(tryApply(g, player('FRANCE'), order('FRANCE', ['A PAR - PIC']), late)).toBe('no_orders_now');
    expect(tryApply(g, player('FRANCE'), { type: 'clear_orders', power: 'FRANCE' }, late)).toBe('no_orders_now');
    // A late power may still send its first orders, and the master may always correct.
    expect(tryApply(g, player('ENGLAND'), order('ENGLAND', ['F LON - NTH']), late)).toBe('accepted');
    expect(tryApply(g, master, order('FRANCE', ['A PAR - PIC']), late)).toBe('accepted');
  });

  test('LATE_CHANGES (and games without CIVIL_DISORDER) take changes after the deadline', () => {
    for (const rules of [['CIVIL_DISORDER', 'LATE_CHANGES'], []]) {
      const g = must(activeGame(rules), player('FRANCE'), order('FRANCE', ['A PAR - BUR'])).state;
      expect(tryApply(g, player('FRANCE'), order('FRANCE', ['A PAR - PIC']), late)).toBe('accepted');
    }
  });
});

describe('wait', () => {
  test.each<[string, () => GameState, Actor, Command, string]>([
    ['an unknown power', () => activeGame(), master, { type: 'wait', power: 'SPAIN', wait: true }, 'unknown_power'],
    ['another power', () => activeGame(), player('ENGLAND'), { type: 'wait', power: 'FRANCE', wait: true }, 'not_allowed'],
    ['a forming game', () => formingGame(), master, { type: 'wait', power: 'FRANCE', wait: true }, 'wrong_status'],
  ])('refused: %s', (_, game, actor, command, code) => {
    expect(tryApply(game(), actor, command)).toBe(code);
  });

  test('the master sets anyone\'s flag', () => {
    const r = apply(activeGame(), master, { type: 'wait', power: 'FRANCE', wait: true }, { now: T0, random: () => 0 });
    expect(r.ok && r.value.state.seats.FRANCE?.wait).toBe(true);
  });
});

describe('a second order for the same unit', () => {
  test('is taken, and its answer names the order it replaces', () => {
    const r = must(activeGame(), player('FRANCE'), order('FRANCE', ['A PAR - PIC', 'A PAR - BUR', 'F BRE - MAO']));
    expect(r.answers).toEqual([
      { text: 'A PAR - PIC', accepted: true, order: 'A PAR - PIC' },
      { text: 'A PAR - BUR', accepted: true, order: 'A PAR - BUR', replaces: 'A PAR - PIC' },
      { text: 'F BRE - MAO', accepted: true, order: 'F BRE - MAO' },
    ]);
    expect(r.state.orders.FRANCE?.map((o) => o.text)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
  });

  test('added to orders on file, it replaces the one on file', () => {
    const first = must(activeGame(), player('FRANCE'), order('FRANCE', ['A PAR - PIC'])).state;
    const r = must(first, player('FRANCE'), order('FRANCE', ['A PAR H'], true));
    expect(r.answers).toEqual([{ text: 'A PAR H', accepted: true, order: 'A PAR H', replaces: 'A PAR - PIC' }]);
  });
});
