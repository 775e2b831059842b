import { describe, expect, it } from 'vitest';
import type { PowerName } from '../../map/types.js';
import type { ListReport } from './annotations.js';
import { apply } from '../../game/apply.js';
import { createGame } from '../../game/create.js';
import { activeGame, codeOf, holds, master, must, player, POWERS, settings, T0 } from '../../game/test-game.js';
import type { Applied, GameState } from '../../game/types.js';

/**
 * A Crystal Ball game under the original rules, through `apply`: movement lists with a
 * contradiction, then the Fall of 1901 played with everything that follows it at once: the
 * standing retreat list, the standing build lists (one the initial list, one rewritten)
 * and a remove list written before the Fall's result, naming a unit where it stood.
 */

const originalGame = (): GameState => activeGame([], { variant: 'crystal_ball', edition: 'original' });

const write = (state: GameState, power: PowerName, phase: string, lines: readonly string[]): Applied =>
  must(state, player(power), { type: 'orders', power, phase, lines });

function allWrite(state: GameState, phase: string, lists: Readonly<Record<PowerName, readonly string[]>>): GameState {
  let s = state;
  for (const power of POWERS) s = write(s, power, phase, lists[power] ?? holds(state, power)).state;
  return s;
}

const S1901: Readonly<Record<PowerName, readonly string[]>> = {
  AUSTRIA: ['A VIE - BOH', 'A BUD H', 'F TRI H'],
  FRANCE: ['A PAR - PIC', 'A MAR H', 'F BRE - MAO'],
  GERMANY: ['A MUN - BUR', 'A BER H', 'F KIE H'],
  // Two considered orders for the army in Venice: CONTRADICTED, it holds.
  ITALY: ['A VEN - TYR', 'A VEN - PIE', 'A ROM H', 'F NAP H'],
  RUSSIA: ['A WAR - GAL', 'A MOS H', 'F SEV H', 'F STP/SC H'],
};

const F1901: Readonly<Record<PowerName, readonly string[]>> = {
  AUSTRIA: ['A BOH - TYR', 'A BUD H', 'F TRI H'],
  FRANCE: ['A MAR - BUR', 'A PIC S A MAR - BUR', 'F MAO - POR'],
  GERMANY: ['A BUR H', 'A BER H', 'F KIE H'],
  ITALY: ['A VEN H', 'A ROM H', 'F NAP H'],
  RUSSIA: ['A GAL - VIE', 'A MOS H', 'F SEV H', 'F STP/SC H'],
};

const lines = (state: GameState, at: number, power: PowerName): string[] =>
  (state.history[at]!.results as readonly ListReport[]).filter((r) => r.power === power).map((r) => `[${r.annotation}] ${r.order}: ${r.result}`);

/** The game up to the Fall of 1901's processing: standing lists written, S1902 lists all in. */
function playedTo1902(): { before: GameState; after: Applied } {
  let s = originalGame();
  // Standing lists may be written at any time: Germany's retreat list from the start.
  s = write(s, 'GERMANY', 'RETREATS', ['A BUR - MUN']).state;
  s = write(s, 'FRANCE', 'BUILDS', ['F BRE B']).state;
  s = allWrite(s, 'S1901M', S1901);
  s = allWrite(s, 'F1901M', F1901);
  // After the Spring: Austria's remove list names its units where they stand now.
  s = write(s, 'AUSTRIA', 'REMOVES', ['A VIE D', 'A BOH D']).state;
  // A build list is replaced whole.
  s = write(s, 'FRANCE', 'BUILDS', ['A PAR B', 'F BRE B']).state;
  const before = s;
  let last: Applied = { state: s, events: [] };
  for (const power of POWERS) last = write(last.state, power, 'S1902M', holds(s, power));
  return { before, after: last };
}

describe('a Crystal Ball game under the original rules', () => {
  it('is created with the initial build lists and no proxies', () => {
    const s = originalGame();
    expect(s.settings.edition).toBe('original');
    expect(s.crystal?.rules.edition).toBe('original');
    expect(s.crystal?.standing?.build.ENGLAND).toEqual(['F EDI B', 'A LVP B', 'F LON B']);
    const proxy = write(s, 'FRANCE', 'S1901M', ['A PAR P ENGLAND']);
    expect(proxy.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['proxy_not_allowed']);
    expect(proxy.state).toBe(s);
    const unknown = createGame({ id: 'g', settings: settings([], { variant: 'crystal_ball', edition: 'first' as 'original' }), masterSecretHash: 'h', now: T0 });
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'bad_rules', message: expect.stringMatching(/revised or the original/) });
    const standard = createGame({ id: 'g', settings: settings([], { edition: 'original' }), masterSecretHash: 'h', now: T0 });
    expect(!standard.ok && standard.error.code).toBe('bad_rules');
  });

  it('refuses orders without a list named, and a line that cannot stand in the list named', () => {
    const s = originalGame();
    const bare = apply(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['A PAR H'] }, { now: T0, random: () => 0 });
    expect(codeOf(bare)).toBe('no_orders_now');
    expect(!bare.ok && bare.error.message).toMatch(/RETREATS, BUILDS or REMOVES/);
    const wrong = write(s, 'FRANCE', 'BUILDS', ['A PAR B', 'A PAR - BUR']);
    expect(wrong.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['list_refused', 'wrong_list']);
    expect(wrong.state).toBe(s);
    const kindless = write(s, 'FRANCE', 'REMOVES', ['PAR D']);
    expect(kindless.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['no_unit_kind']);
    const ok = write(s, 'FRANCE', 'retreats', ['MAR - GAS', 'A PAR - PIC']);
    expect(ok.answers).toEqual([
      { text: 'MAR - GAS', accepted: true, order: 'MAR - GAS' },
      { text: 'A PAR - PIC', accepted: true, order: 'A PAR - PIC' },
    ]);
    expect(ok.state.crystal?.standing?.retreat.FRANCE).toEqual(['MAR - GAS', 'A PAR - PIC']);
    expect(ok.events).toEqual([{ type: 'orders_changed', power: 'FRANCE' }]);
  });

  it('a revised game has no standing lists', () => {
    const s = activeGame([], { variant: 'crystal_ball' });
    const r = apply(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', phase: 'BUILDS', lines: ['A PAR B'] }, { now: T0, random: () => 0 });
    expect(codeOf(r)).toBe('no_orders_now');
    expect(!r.ok && r.error.message).toMatch(/original rules/);
  });

  it('marks a contradicted unit, which holds', () => {
    const s = playedTo1902().before;
    expect(s.history.map((r) => r.position.phase)).toEqual(['S1901M']);
    expect(lines(s, 0, 'ITALY')).toEqual(['[contradicted] A VEN - TYR: void', '[contradicted] A VEN - PIE: void', '[ordered] A ROM H: succeeds', '[ordered] F NAP H: succeeds']);
    expect(s.position.units).toContainEqual({ power: 'ITALY', kind: 'A', at: 'VEN' });
  });

  it('plays the Fall, then at once the standing retreat list, the build lists and the remove list', () => {
    const { after } = playedTo1902();
    const s = after.state;
    expect(s.history.map((r) => r.position.phase)).toEqual(['S1901M', 'F1901M', 'F1901R', 'W1901A']);
    expect(after.events.filter((e) => e.type === 'phase_processed').map((e) => e.type === 'phase_processed' && e.next)).toEqual(['F1901R', 'W1901A', 'S1902M']);
    expect(s.position.phase).toBe('S1902M');
    // The retreat list written at the start sends the army dislodged from Burgundy home.
    expect(lines(s, 2, 'GERMANY')).toEqual(['[ordered] A BUR - MUN: succeeds']);
    expect(s.history[2]!.orders).toEqual({ GERMANY: ['A BUR - MUN'] });
    // France's rewritten build list; Russia's initial list (its first three homes occupied).
    expect(lines(s, 3, 'FRANCE')).toEqual(['[ordered] A PAR B: succeeds', '[no more builds] F BRE B: ignored']);
    expect(lines(s, 3, 'RUSSIA')).toEqual(['[void] A MOS B: void', '[void] F SEV B: void', '[void] F STP/SC B: void', '[ordered] A WAR B: succeeds']);
    // Austria lost Vienna: its remove list named the army in Bohemia, which moved to Tyrolia
    // in the Fall; its standing build list (the initial one) waits, NO MORE BUILDS.
    expect(lines(s, 3, 'AUSTRIA')).toEqual([
      '[no more builds] A BUD B: ignored',
      '[no more builds] F TRI B: ignored',
      '[no more builds] A VIE B: ignored',
      '[invalid] A VIE D: void',
      '[ordered] A BOH D: succeeds',
    ]);
    expect(s.history[3]!.orders.AUSTRIA).toEqual(['A BUD B', 'F TRI B', 'A VIE B', 'A VIE D', 'A BOH D']);
    const units = (power: PowerName): string[] => s.position.units.filter((u) => u.power === power).map((u) => `${u.kind} ${u.at}`).sort();
    expect(units('AUSTRIA')).toEqual(['A BUD', 'F TRI']);
    expect(units('GERMANY')).toEqual(['A BER', 'A MUN', 'F KIE']);
    expect(units('FRANCE')).toEqual(['A BUR', 'A PAR', 'A PIC', 'F POR']);
    expect(units('RUSSIA')).toEqual(['A MOS', 'A VIE', 'A WAR', 'F SEV', 'F STP/SC']);
    // The remove list is forgotten; the standing lists stay.
    expect(s.crystal?.standing?.remove).toEqual({});
    expect(s.crystal?.standing?.retreat.GERMANY).toEqual(['A BUR - MUN']);
    expect(s.crystal?.standing?.build.FRANCE).toEqual(['A PAR B', 'F BRE B']);
    expect(s.crystal?.trail).toBe(undefined);
    expect(s.crystal?.pipe.map((p) => [p.phase, p.locked])).toEqual([['S1902M', true], ['F1902M', false]]);
  });

  it('rolls back to the Fall and forward again through its retreats and adjustments', () => {
    const played = playedTo1902().after.state;
    const back = must(played, master, { type: 'rollback', phase: 'F1901M' }).state;
    expect(back.position.phase).toBe('F1901M');
    expect(back.crystal?.standing?.remove).toEqual({ AUSTRIA: ['A VIE D', 'A BOH D'] });
    expect(back.undone.map((r) => r.position.phase)).toEqual(['F1901M', 'F1901R', 'W1901A']);
    const again = must(back, master, { type: 'rollforward' }).state;
    expect(again.history.map((r) => r.results)).toEqual(played.history.map((r) => r.results));
    expect(again.position).toEqual(played.position);
    expect(again.crystal?.standing).toEqual(played.crystal?.standing);
    expect(again.undone).toEqual([]);
  });
});
