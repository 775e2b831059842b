import { describe, expect, test, vi } from 'vitest';
import { settings, T0 } from './test-game.js';

/*
 * A board of the registry with what the shipped boards may lack: a DUMMY power, an unowned
 * centre, a VICTORY of its own and a calendar with a winter movement phase. The registry is
 * embedded at build, so a board of the test's own is put in it here.
 */
const { TRIAD } = vi.hoisted(() => ({ TRIAD: [
  'North = nor',
  'Middle = mid',
  'South = sou',
  'East = eas',
  'LAND NOR ABUTS MID EAS',
  'LAND MID ABUTS NOR SOU EAS',
  'LAND SOU ABUTS MID EAS',
  'LAND EAS ABUTS NOR MID SOU',
  'NORTHMEN (NORTHERN:N) NOR',
  'A NOR',
  'SOUTHMEN (SOUTHERN:S) SOU',
  'A SOU',
  'EASTMEN (EASTERN:E) EAS',
  'A EAS',
  'DUMMY EASTMEN',
  'UNOWNED MID',
  'BEGIN SPRING 1901 MOVEMENT',
  'FLOW SPRING:MOVEMENT WINTER:MOVEMENT,ADJUSTMENTS',
  'VICTORY 3',
].join('\n') }));

vi.mock('../map/generated/boards.js', async (original) => {
  const real = await original<typeof import('../map/generated/boards.js')>();
  return {
    EMBEDDED_BOARDS: {
      ...real.EMBEDDED_BOARDS,
      triad: { files: { 'triad.map': TRIAD }, info: { title: 'Triad' }, figures: { powers: ['NORTHMEN', 'SOUTHMEN', 'EASTMEN'], centres: 4, units: 3, victory: 3 } },
    },
  };
});

// The rules project runs its files in one process (isolate: false in vitest.config.ts), where
// an earlier file has loaded the real registry: the modules that read it are loaded again
// here, after the mock.
vi.resetModules();
const { createGame } = await import('./create.js');
const { apply } = await import('./apply.js');

const make = () => createGame({ id: 'g', settings: settings([], { map: 'triad', rules: ['POWER_CHOICE'] }), masterSecretHash: 'hash', now: T0 });

describe('a game on a board with a dummy, an unowned centre and its own calendar', () => {
  test('the dummy power is in civil disorder from the start, never open; the others are', () => {
    const r = make();
    if (!r.ok) throw new Error(r.error.message);
    expect(Object.values(r.value.seats).map((s) => [s.power, s.status])).toEqual([
      ['NORTHMEN', 'open'],
      ['SOUTHMEN', 'open'],
      ['EASTMEN', 'dummy'],
    ]);
    expect(r.value.position.centers).toEqual({ NORTHMEN: ['NOR'], SOUTHMEN: ['SOU'], EASTMEN: ['EAS'] });
  });

  test('the two playable powers fill it: it starts, and plays winter movement by the map’s flow', () => {
    const r = make();
    if (!r.ok) throw new Error(r.error.message);
    let state = r.value;
    const world = { now: T0, random: () => 0 };
    for (const power of ['NORTHMEN', 'SOUTHMEN']) {
      const joined = apply(state, { kind: 'player', playerId: power }, { type: 'join', playerId: power, name: power, secretHash: power, power }, world);
      if (!joined.ok) throw new Error(joined.error.message);
      state = joined.value.state;
    }
    expect(state.status).toBe('active');
    expect(state.position.phase).toBe('S1901M');
    const processed = apply(state, { kind: 'master' }, { type: 'process', onlyIfComplete: false }, world);
    if (!processed.ok) throw new Error(processed.error.message);
    expect(processed.value.state.position.phase).toBe('W1901M');
  });
});
