import { describe, expect, test } from 'vitest';
import { standardMap } from '../map/standard.js';
import { gameMap, victoryCentres } from './board.js';
import { createGame } from './create.js';
import { DEADLINES, POWERS, settings, T0 } from './test-game.js';
import type { GameSettings } from './types.js';

const make = (s: GameSettings) => createGame({ id: 'g', settings: s, masterSecretHash: 'hash', now: T0 });

describe('createGame', () => {
  test('a forming standard game: the starting position, an open seat a power, no deadline yet', () => {
    const r = make(settings());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const g = r.value;
    expect(g.status).toBe('forming');
    expect(g.revision).toBe(0);
    expect(g.position.phase).toBe('S1901M');
    expect(g.position.units).toHaveLength(22);
    expect(Object.keys(g.seats)).toEqual([...POWERS]);
    expect(Object.values(g.seats).every((s) => s.status === 'open' && s.playerId === null)).toBe(true);
    expect(g.deadline).toBeNull();
    expect(g.remaining).toBeNull();
    expect(g.masterSecretHash).toBe('hash');
    expect(g.createdAt).toBe(T0);
    // Plain JSON, as the GameRoom stores it.
    expect(JSON.parse(JSON.stringify(g))).toEqual(g);
  });

  test('rules are made canonical, with what they bring in', () => {
    const r = make(settings(['civil_disorder', 'power choice']));
    expect(r.ok && r.value.settings.rules).toEqual(['CIVIL_DISORDER', 'NO_LATE_CHANGES', 'POWER_CHOICE']);
  });

  test.each<[string, Partial<GameSettings>, string]>([
    ['an unknown rule', { rules: ['NO_SUCH_RULE'] }, 'NO_SUCH_RULE'],
    ['rules that exclude each other', { rules: ['NO_PRESS', 'PUBLIC_PRESS'] }, 'NO_PRESS'],
    ['a variant that does not exist', { variant: 'chess' as 'standard' }, 'chess'],
    // The variants' hooks are looked up by name (plays.ts): a name an object has of itself is none.
    ['a variant named like an object key', { variant: 'toString' as 'standard' }, 'toString'],
    ['victory 0', { victory: 0 }, '1 to 34'],
    ['victory beyond the centres', { victory: 35 }, '1 to 34'],
    ['victory not whole', { victory: 4.5 }, '1 to 34'],
  ])('refused: %s (bad_rules)', (_, more, named) => {
    const r = make(settings([], more));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad_rules');
    expect(r.error.message).toContain(named);
  });

  test('a map the instance does not have is refused (unknown_map), naming the maps there are', () => {
    const r = make(settings([], { map: 'nowhere' }));
    expect(r.ok ? 'accepted' : r.error.code).toBe('unknown_map');
    if (!r.ok) expect(r.error.message).toMatch(/"nowhere".*pure.*standard/);
  });

  test('a game on another board: its powers, its starting position, its victory', () => {
    const r = make(settings([], { map: 'pure' }));
    if (!r.ok) throw new Error(r.error.message);
    expect(Object.keys(r.value.seats)).toEqual(['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY']);
    expect(r.value.position.units).toHaveLength(7);
    expect(r.value.position.centers).toMatchObject({ AUSTRIA: ['VIE'], TURKEY: ['CON'] });
    expect(victoryCentres(r.value.settings, gameMap(r.value.settings), 1901)).toBe(4);
  });

  test('a Crystal Ball game may be made on another board', () => {
    const r = make(settings([], { map: 'pure', variant: 'crystal_ball' }));
    expect(r.ok ? r.value.crystal !== undefined : r.error.message).toBe(true);
  });

  test.each<[string, Partial<GameSettings['deadlines']>, readonly string[]]>([
    ['negative minutes', { movement: -1 }, []],
    ['fractional minutes', { grace: 0.5 }, []],
    ['a phase of no time', { retreats: 0 }, []],
  ])('refused: %s (bad_deadline)', (_, deadlines, rules) => {
    const r = make(settings(rules, { deadlines: { ...DEADLINES, ...deadlines } }));
    expect(r.ok ? 'accepted' : r.error.code).toBe('bad_deadline');
  });

  test('NO_DEADLINE games may give phases no time', () => {
    expect(make(settings(['NO_DEADLINE'], { deadlines: { movement: 0, retreats: 0, adjustments: 0, grace: 0 } })).ok).toBe(true);
  });

  test('victory is kept; the standard map needs 18 by default', () => {
    const r = make(settings([], { victory: 5 }));
    expect(r.ok && r.value.settings.victory).toBe(5);
    expect(standardMap().victory).toEqual([18]);
  });
});
