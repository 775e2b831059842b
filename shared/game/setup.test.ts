import { describe, expect, test } from 'vitest';
import { phaseBefore } from '../map/calendar.js';
import { parsePhase } from '../map/phase.js';
import { standardMap } from '../map/standard.js';
import { createGame } from './create.js';
import { powersOwing } from './duty.js';
import { activeGame, formingGame, master, must, player, POWERS, settings, T0 } from './test-game.js';
import type { GameState } from './types.js';

/** MOBILIZE and FLEX_SETUP (BLANK_BOARD), section 1.1 of the rule set: the board opens empty a phase early. */

const phase = (text: string) => {
  const p = parsePhase(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

describe('the phase before the first', () => {
  test('the adjustment phase before Spring 1901 is Winter 1900', () => {
    expect(phaseBefore(standardMap(), phase('S1901M'), 'A')).toEqual(phase('W1900A'));
    expect(phaseBefore(standardMap(), phase('F1905R'), 'A')).toEqual(phase('W1904A'));
    expect(phaseBefore(standardMap(), phase('W1905A'), 'A')).toEqual(phase('W1904A'));
  });
});

describe('FLEX_SETUP', () => {
  test('the game opens in Winter 1900 with no units, each power owning its home centres', () => {
    const s = formingGame(['BLANK_BOARD']);
    expect(s.settings.rules).toContain('FLEX_SETUP');
    expect(s.position.phase).toBe('W1900A');
    expect(s.position.units).toEqual([]);
    expect(s.position.centers.RUSSIA).toEqual(standardMap().powers.get('RUSSIA')!.centers);
  });

  test('every power owes its builds; each builds the kind it likes, and Spring 1901 opens with them', () => {
    let s: GameState = activeGame(['FLEX_SETUP']);
    expect(s.status).toBe('active');
    expect(s.position.phase).toBe('W1900A');
    expect(powersOwing(s)).toEqual([...POWERS]);
    // Only in home centres: Yorkshire is no centre of England's.
    const yor = must(s, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['BUILD A YOR'] });
    expect(yor.answers?.map((a) => a.accepted)).toEqual([false]);
    const builds: Record<string, string[]> = {
      AUSTRIA: ['BUILD A VIE', 'BUILD A BUD', 'BUILD A TRI'],
      ENGLAND: ['BUILD A LON', 'BUILD A EDI', 'BUILD F LVP'],
      FRANCE: ['BUILD F BRE', 'BUILD F MAR', 'BUILD A PAR'],
      GERMANY: ['BUILD F KIE', 'BUILD F BER', 'BUILD A MUN'],
      ITALY: ['BUILD F NAP', 'BUILD F ROM', 'BUILD F VEN'],
      RUSSIA: ['BUILD F STP/SC', 'BUILD F SEV', 'BUILD A MOS', 'BUILD A WAR'],
      TURKEY: ['BUILD A ANK', 'BUILD A CON', 'BUILD A SMY'],
    };
    for (const power of POWERS) s = must(s, player(power), { type: 'orders', power, lines: builds[power]! }).state;
    expect(s.position.phase).toBe('S1901M');
    expect(s.position.units).toHaveLength(22);
    expect(s.position.units).toContainEqual({ power: 'ENGLAND', kind: 'A', at: 'LON' });
    expect(s.position.units).toContainEqual({ power: 'ITALY', kind: 'F', at: 'ROM' });
    expect(s.position.units).toContainEqual({ power: 'RUSSIA', kind: 'F', at: 'STP/SC' });
    expect(s.history[0]!.position.phase).toBe('W1900A');
  });

  test('a power that builds nothing starts Spring 1901 without units and keeps its centres', () => {
    let s: GameState = activeGame(['FLEX_SETUP']);
    for (const power of POWERS.filter((p) => p !== 'TURKEY')) s = must(s, player(power), { type: 'orders', power, lines: ['WAIVE', 'WAIVE', 'WAIVE', 'WAIVE'] }).state;
    const turkey = must(s, player('TURKEY'), { type: 'orders', power: 'TURKEY', lines: ['BUILD A ANK', 'BUILD F SMY', 'WAIVE'] });
    expect(turkey.answers?.map((a) => (a.accepted ? 'ok' : a.error.message))).toEqual(['ok', 'ok', 'ok']);
    s = turkey.state;
    expect(s.position.phase).toBe('S1901M');
    expect(s.position.units.map((u) => u.at).sort()).toEqual(['ANK', 'SMY']);
    expect(s.position.centers.FRANCE).toEqual(standardMap().powers.get('FRANCE')!.centers);
  });

  test('a Crystal Ball game still refuses FLEX_SETUP and MOBILIZE', () => {
    for (const rule of ['FLEX_SETUP', 'MOBILIZE']) {
      const made = createGame({ id: 'g', settings: settings([rule], { variant: 'crystal_ball' }), masterSecretHash: 'h', now: T0 });
      expect(made.ok).toBe(false);
    }
  });
});

describe('MOBILIZE', () => {
  test('the game opens in Winter 1900 with no units and no centres owned; each power owes one build', () => {
    const s = activeGame(['MOBILIZE']);
    expect(s.position.phase).toBe('W1900A');
    expect(s.position.units).toEqual([]);
    expect(Object.values(s.position.centers).flat()).toEqual([]);
    expect(powersOwing(s)).toEqual([...POWERS]);
    // One build only, and only in a home centre of one's own.
    const two = must(s, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['BUILD F LON', 'BUILD A LVP'] });
    expect(two.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['ok', 'too_many']);
    const paris = must(s, player('ENGLAND'), { type: 'orders', power: 'ENGLAND', lines: ['BUILD A PAR'] });
    expect(paris.answers?.map((a) => a.accepted)).toEqual([false]);
  });

  test('each power owns the one home centre it built in; its other homes start unowned', () => {
    let s: GameState = activeGame(['MOBILIZE']);
    const builds: Record<string, string> = {
      AUSTRIA: 'BUILD A BUD',
      ENGLAND: 'BUILD F EDI',
      FRANCE: 'BUILD A MAR',
      GERMANY: 'BUILD F KIE',
      ITALY: 'BUILD A VEN',
      RUSSIA: 'BUILD F STP/NC',
      TURKEY: 'BUILD F ANK',
    };
    for (const power of POWERS) s = must(s, player(power), { type: 'orders', power, lines: [builds[power]!] }).state;
    expect(s.position.phase).toBe('S1901M');
    expect(s.position.unplaced).toBeUndefined();
    expect(s.position.units).toHaveLength(7);
    expect(s.position.units).toContainEqual({ power: 'RUSSIA', kind: 'F', at: 'STP/NC' });
    expect(s.position.centers.ENGLAND).toEqual(['EDI']);
    expect(s.position.centers.RUSSIA).toEqual(['STP']);
    expect(s.history[0]!.results.every((r) => r.result === 'succeeds')).toBe(true);
    expect(s.seats.ENGLAND!.status).toBe('taken');
  });

  test('a power that waives its build has neither unit nor centre, and is out', () => {
    let s: GameState = activeGame(['MOBILIZE']);
    for (const power of POWERS) {
      const lines = power === 'ITALY' ? ['WAIVE'] : [`BUILD A ${standardMap().powers.get(power)!.homes[0]!}`];
      s = must(s, player(power), { type: 'orders', power, lines }).state;
    }
    expect(s.position.phase).toBe('S1901M');
    expect(s.position.centers.ITALY).toEqual([]);
    expect(s.seats.ITALY!.status).toBe('eliminated');
  });

  test('with IMMOBILE_DUMMIES a dummy builds in each of its home centres, by the master', () => {
    let s = formingGame(['MOBILIZE', 'IMMOBILE_DUMMIES']);
    // Seats are dealt in map order: the last, Turkey's, stays open and becomes a dummy.
    for (const power of POWERS.filter((p) => p !== 'TURKEY')) {
      s = must(s, player(power), { type: 'join', playerId: `p-${power.toLowerCase()}`, name: power.toLowerCase(), secretHash: `hash-${power}` }).state;
    }
    s = must(s, master, { type: 'start' }).state;
    expect(s.seats.TURKEY!.status).toBe('dummy');
    expect(s.position.unplaced).toMatchObject({ TURKEY: 3, ENGLAND: 1 });
    const built = must(s, master, { type: 'orders', power: 'TURKEY', lines: ['BUILD A ANK', 'BUILD A CON', 'BUILD F SMY'] });
    expect(built.answers?.map((a) => a.accepted)).toEqual([true, true, true]);
  });

  test('without IMMOBILE_DUMMIES a dummy has one build as every power', () => {
    let s = formingGame(['MOBILIZE']);
    s = must(s, master, { type: 'start' }).state;
    expect(s.position.unplaced).toMatchObject({ AUSTRIA: 1 });
  });

  test('MOBILIZE and FLEX_SETUP exclude each other', () => {
    const made = createGame({ id: 'g', settings: settings(['MOBILIZE', 'FLEX_SETUP']), masterSecretHash: 'h', now: T0 });
    expect(made.ok).toBe(false);
  });
});
