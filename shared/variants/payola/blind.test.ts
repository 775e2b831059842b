import { describe, expect, it } from 'vitest';
import { activeGame, master, must, player, POWERS } from '../../game/test-game.js';
import type { Applied, GameState, OrderAnswer } from '../../game/types.js';
import { recordFor } from '../../views/history.js';

/**
 * BLIND Payola, "Tin Cup" (rules 3.4): "The owner of each unit that accepted a power's
 * offer, but not its exact order, is revealed to the offering power … orders that are
 * impossible (such as to support a non-existent unit) are allowed …, but will be silently
 * ignored at processing time." France, on the opening board, sees around Paris, Marseilles
 * and Brest: Burgundy, empty, in sight; Moscow and the Ukraine far out of it.
 */

const answersOf = (a: Applied): readonly OrderAnswer[] => a.answers ?? [];
const shown = (a: Applied) => answersOf(a).map((x) => (x.accepted ? `taken ${x.order}` : `${x.error.code}: ${x.error.message}`));

const blindGame = (): GameState => activeGame(['BLIND'], { variant: 'payola' });

function springWith(france: readonly string[]): { state: GameState; answers: Applied } {
  let s = blindGame();
  const answers = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: france });
  s = answers.state;
  for (const p of POWERS) if (p !== 'FRANCE') s = must(s, player(p), { type: 'orders', power: p, lines: [] }).state;
  return { state: s, answers };
}

describe('BLIND Payola', () => {
  it('is a game this judge plays now (the catalogue\'s BLIND with Payola)', () => {
    expect(blindGame().settings.rules).toContain('BLIND');
  });

  it('takes an offer to a unit out of sight, to an empty place out of sight or in sight, exactly as it takes any ("silently ignored at processing time")', () => {
    const { answers } = springWith(['5 : A MOS - STP', '4 : A UKR H', '3 : A BUR H', '2 : A BRE - PAR']);
    expect(shown(answers)).toEqual(['taken 5 : A MOS - STP', 'taken 4 : A UKR H', 'taken 3 : A BUR H', 'taken 2 : A BRE - PAR']);
  });

  it('still refuses what the power could know: a rule broken on its own unit', () => {
    let s = activeGame(['BLIND', 'DIRECT_ONLY'], { variant: 'payola' });
    const a = must(s, player('FRANCE'), { type: 'orders', power: 'FRANCE', lines: ['5 : A PAR - BUR', '4 : A PAR - PIC'] });
    expect(shown(a)[1]).toMatch(/^direct_only: /);
    s = a.state;
  });

  it('refuses a 0 AgP offer to a unit not its own without naming whose it is', () => {
    const { answers } = springWith(['0 : A MOS H']);
    const [said] = shown(answers);
    expect(said).toMatch(/^zero_foreign: /);
    expect(said).not.toMatch(/RUSSIA|Russia/);
  });

  it('voids an offer to a unit that is not there at processing: nothing is paid for it', () => {
    const { state } = springWith(['5 : A MOS - STP', '4 : A UKR H']);
    expect(state.position.phase).toBe('F1901M');
    const record = state.history[0]!;
    const moscow = record.payola!.units!.find((u) => u.unit === 'A MOS')!;
    expect(moscow.order).toBe('A MOS - STP');
    expect(moscow.paid).toEqual({ FRANCE: 5 });
    // The Ukraine offer named no unit: 5 paid, not 9.
    expect(state.payola!.funds.FRANCE).toBe(48 - 5);
    expect(record.payola!.units!.some((u) => u.unit === 'A UKR')).toBe(false);
  });

  it("tells the offering power the owner of a unit that took its offer, not the order; the owner its unit's order; another power nothing", () => {
    const { state } = springWith(['5 : A MOS - STP']);
    const record = state.history[0]!;
    const france = recordFor(state, record, player('FRANCE'));
    expect(france.payola!.units).toContainEqual({ unit: 'A MOS', power: 'RUSSIA', paid: { FRANCE: 5 } });
    // Nor do its results show the unit, out of its sight.
    expect(france.results.some((r) => r.order.startsWith('A MOS'))).toBe(false);
    // Its own sheet as written is its own; nothing else in its record tells the order.
    expect(JSON.stringify({ ...france, payola: { ...france.payola, offers: {} } })).not.toContain('MOS - STP');

    const russia = recordFor(state, record, player('RUSSIA'));
    expect(russia.payola!.units!.find((u) => u.unit === 'A MOS')).toMatchObject({ power: 'RUSSIA', order: 'A MOS - STP' });
    expect(JSON.stringify(russia.payola)).not.toContain('FRANCE');

    const england = recordFor(state, record, player('ENGLAND'));
    expect(JSON.stringify(england.payola)).not.toContain('MOS');

    const all = recordFor(state, record, master);
    expect(all.payola!.units!.find((u) => u.unit === 'A MOS')).toMatchObject({ order: 'A MOS - STP', paid: { FRANCE: 5 } });
  });
});
