import { describe, expect, test } from 'vitest';
import type { Unit } from '../adjudicate/types.js';
import type { PowerName } from '../map/types.js';
import { actsFor } from './actors.js';
import { bossOf, rotatedSeats, vassalsOf } from './control.js';
import { readyToProcess } from './duty.js';
import { soloWinner, victoryScore } from './endings.js';
import { gameMap } from './board.js';
import { formingGame, holds, idOf, master, must, player, tryApply } from './test-game.js';
import type { GameState, Seat } from './types.js';
import { viewGame } from '../views/view.js';
import { resultsText } from '../text/results.js';

/**
 * Power control, from the seed's 1.8: CONTROL lines, VASSAL_DUMMIES, TORN_ALLEGIANCE, and
 * the TEAM_VICTORY that VASSAL_DUMMIES brings in.
 */

const PLAYED = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'RUSSIA', 'TURKEY'] as const;

/** A started game with Italy left a dummy (nobody joined it), optionally under a controller. */
function withDummyItaly(rules: readonly string[], controllers?: readonly string[]): GameState {
  let g = formingGame(['POWER_CHOICE', ...rules]);
  for (const p of PLAYED) g = must(g, player(p), { type: 'join', playerId: idOf(p), name: p.toLowerCase(), secretHash: `h-${p}`, power: p }).state;
  g = must(g, master, { type: 'start' }).state;
  expect(g.seats.ITALY!.status).toBe('dummy');
  if (controllers === undefined) return g;
  return { ...g, seats: { ...g.seats, ITALY: { ...g.seats.ITALY!, controllers } } };
}

/** The game in Fall 1901 with these units on the board (the map's starting centres). */
function fallWith(g: GameState, units: readonly Unit[]): GameState {
  return { ...g, position: { ...g.position, phase: 'F1901M', units, dislodged: [], standoffs: [] } };
}

/** Every played power holds (its controller's vassal too, when asked): the last order processes the phase. */
function allHold(g: GameState, also: readonly [PowerName, PowerName][] = []): GameState {
  for (const [vassal, boss] of also) g = must(g, player(boss), { type: 'orders', power: vassal, lines: holds(g, vassal) }).state;
  const owes = (p: PowerName) => g.position.units.some((u) => u.power === p);
  for (const p of PLAYED) if (g.status === 'active' && g.position.phase.endsWith('M') && owes(p)) g = must(g, player(p), { type: 'orders', power: p, lines: holds(g, p) }).state;
  return g;
}

const A = (power: PowerName, at: string): Unit => ({ power, kind: 'A', at });
const F = (power: PowerName, at: string): Unit => ({ power, kind: 'F', at });

describe('CONTROL: a dummy played by another power', () => {
  test('"Powers receive CONTROL of their vassal states (and are thus able to log in and issue orders for them)": the controller\'s player orders it, nobody else', () => {
    const g = withDummyItaly([], ['AUSTRIA']);
    expect(actsFor(g, player('AUSTRIA'), 'ITALY')).toBe(true);
    expect(actsFor(g, player('FRANCE'), 'ITALY')).toBe(false);
    expect(tryApply(g, player('FRANCE'), { type: 'orders', power: 'ITALY', lines: ['A VEN H'] })).toBe('not_allowed');
    const after = must(g, player('AUSTRIA'), { type: 'orders', power: 'ITALY', lines: ['A VEN - PIE'] }).state;
    expect(after.orders.ITALY?.map((o) => o.text)).toEqual(['A VEN - PIE']);
    // The controlled power's player does not act for his controller.
    expect(actsFor(g, player('AUSTRIA'), 'GERMANY')).toBe(false);
  });

  test('the phase waits for a controlled dummy\'s orders, as for any power played, but not for an uncontrolled one', () => {
    let g = withDummyItaly([], ['AUSTRIA']);
    for (const p of PLAYED) g = must(g, player(p), { type: 'orders', power: p, lines: holds(g, p) }).state;
    expect(g.position.phase).toBe('S1901M');
    expect(readyToProcess(g)).toBe(false);
    g = must(g, player('AUSTRIA'), { type: 'orders', power: 'ITALY', lines: holds(g, 'ITALY') }).state;
    expect(g.position.phase).toBe('F1901M');

    let free = withDummyItaly([]);
    for (const p of PLAYED) free = must(free, player(p), { type: 'orders', power: p, lines: holds(free, p) }).state;
    expect(free.position.phase).toBe('F1901M');
  });

  test('under the master\'s control (CONTROL MASTER) no player orders it; the master does, as for any power', () => {
    const g = withDummyItaly([], ['MASTER']);
    expect(bossOf(g.seats, 'ITALY')).toBeNull();
    expect(actsFor(g, player('AUSTRIA'), 'ITALY')).toBe(false);
    expect(actsFor(g, master, 'ITALY')).toBe(true);
  });

  test('TEAM_VICTORY: "the total number of centers owned by a power and all of its vassals"; the vassal counts none', () => {
    let g = withDummyItaly(['TEAM_VICTORY'], ['AUSTRIA']);
    const few = { AUSTRIA: ['BUD', 'VIE', 'TRI'], ITALY: ['ROM', 'VEN', 'NAP', 'TUN'], FRANCE: ['PAR'] };
    expect(['AUSTRIA', 'ITALY', 'FRANCE'].map((p) => victoryScore(g, gameMap(g.settings), few, p))).toEqual([7, 0, 1]);
    const centers = { ...g.position.centers, AUSTRIA: ['BUD', 'VIE', 'TRI', 'SER', 'GRE', 'BUL', 'RUM', 'SEV', 'WAR', 'MOS'], ITALY: ['ROM', 'VEN', 'NAP', 'TUN', 'MAR', 'SPA', 'POR', 'MUN'] };
    g = { ...g, position: { ...g.position, centers } };
    expect(soloWinner(g, gameMap(g.settings), 1901)).toBe('AUSTRIA');
  });
});

describe('VASSAL_DUMMIES', () => {
  // Austria's armies in Venice, Rome and Naples (Italy's homes), Italy's own army away in Tunis.
  const italyTaken = (g: GameState) =>
    fallWith(g, [...g.position.units.filter((u) => u.power !== 'ITALY' && u.power !== 'AUSTRIA'), A('AUSTRIA', 'VEN'), A('AUSTRIA', 'ROM'), F('AUSTRIA', 'NAP'), A('AUSTRIA', 'BUD'), A('ITALY', 'TUN')]);

  test('"the DUMMY power becomes a controlled vassal state of that power if every one of its home centers is occupied by forces controlled by the same foreign power", and "will never lose ownership of its home center(s)"', () => {
    const g = allHold(italyTaken(withDummyItaly(['VASSAL_DUMMIES'])));
    expect(g.position.phase).toBe('W1901A');
    expect(g.seats.ITALY!.controllers).toEqual(['AUSTRIA']);
    expect(vassalsOf(g.seats, 'AUSTRIA')).toEqual(['ITALY']);
    expect([...g.position.centers.ITALY!].sort()).toEqual(['NAP', 'ROM', 'TUN', 'VEN']);
    expect(g.position.centers.AUSTRIA).not.toContain('VEN');
    expect(resultsText(g, g.history[g.history.length - 1]!)).toContain('Italy is a vassal of Austria.');
    // And the controller's player now orders it (its adjustments here: Italy has centres to build on? its homes are occupied, so it waives or has none).
    expect(actsFor(g, player('AUSTRIA'), 'ITALY')).toBe(true);
    expect(actsFor(g, player('TURKEY'), 'ITALY')).toBe(false);
  });

  test('ROLLBACK gives back the control of the phase rolled back to; ROLLFORWARD settles the vassals again', () => {
    const g = allHold(italyTaken(withDummyItaly(['VASSAL_DUMMIES'])));
    expect(g.seats.ITALY!.controllers).toEqual(['AUSTRIA']);
    const back = must(g, master, { type: 'rollback' }).state;
    expect(back.position.phase).toBe('F1901M');
    expect(back.seats.ITALY!.controllers).toBeUndefined();
    expect(actsFor(back, player('AUSTRIA'), 'ITALY')).toBe(false);
    const again = must(back, master, { type: 'rollforward' }).state;
    expect(again.seats.ITALY!.controllers).toEqual(['AUSTRIA']);
  });

  test('homes held by two powers make no vassal; without the rule the occupier takes them', () => {
    const g0 = withDummyItaly(['VASSAL_DUMMIES']);
    const split = fallWith(g0, [...g0.position.units.filter((u) => u.power !== 'ITALY' && u.power !== 'AUSTRIA' && u.power !== 'TURKEY'), A('AUSTRIA', 'VEN'), A('AUSTRIA', 'ROM'), A('TURKEY', 'NAP'), A('AUSTRIA', 'BUD'), A('TURKEY', 'CON')]);
    const g = allHold(split);
    expect(g.seats.ITALY!.controllers).toBeUndefined();
    expect([...g.position.centers.ITALY!].sort()).toEqual(['NAP', 'ROM', 'VEN']);

    const plain = allHold(italyTaken(withDummyItaly([])));
    expect(plain.seats.ITALY!.controllers).toBeUndefined();
    expect(plain.position.centers.AUSTRIA).toEqual(expect.arrayContaining(['VEN', 'ROM', 'NAP']));
  });

  test('"This control continues unless and until the home center(s) of the vassal are (all) occupied by forces controlled by some other power": then it passes to that power', () => {
    const g0 = withDummyItaly(['VASSAL_DUMMIES'], ['AUSTRIA']);
    const kept = allHold(fallWith(g0, [...g0.position.units.filter((u) => u.power !== 'ITALY' && u.power !== 'TURKEY'), A('TURKEY', 'VEN'), A('TURKEY', 'CON'), A('ITALY', 'ROM'), F('ITALY', 'NAP')]), [['ITALY', 'AUSTRIA']]);
    expect(kept.seats.ITALY!.controllers).toEqual(['AUSTRIA']);

    const lost = allHold(fallWith(g0, [...g0.position.units.filter((u) => u.power !== 'ITALY' && u.power !== 'TURKEY'), A('TURKEY', 'VEN'), A('TURKEY', 'ROM'), F('TURKEY', 'NAP'), A('ITALY', 'PIE')]), [['ITALY', 'AUSTRIA']]);
    expect(lost.seats.ITALY!.controllers).toEqual(['TURKEY']);
    expect(actsFor(lost, player('AUSTRIA'), 'ITALY')).toBe(false);
  });

  test('"Vassal states cannot own the supply centers of their own controlling powers": a vassal in its controller\'s home takes nothing', () => {
    const g0 = withDummyItaly(['VASSAL_DUMMIES'], ['AUSTRIA']);
    const g = allHold(fallWith(g0, [...g0.position.units.filter((u) => u.power !== 'ITALY' && u.power !== 'AUSTRIA'), A('ITALY', 'TRI'), A('ITALY', 'VEN'), A('AUSTRIA', 'VIE')]), [['ITALY', 'AUSTRIA']]);
    expect(g.position.centers.AUSTRIA).toContain('TRI');
    expect(g.position.centers.ITALY).not.toContain('TRI');
  });

  test('"If a power that controls one or more vassals loses ownership of all of its own centers, that player may continue in the game"', () => {
    const g0 = withDummyItaly(['VASSAL_DUMMIES'], ['AUSTRIA']);
    let g: GameState = fallWith(g0, [...g0.position.units.filter((u) => u.power !== 'AUSTRIA')]);
    g = { ...g, position: { ...g.position, centers: { ...g.position.centers, AUSTRIA: [], RUSSIA: [...g.position.centers.RUSSIA!, 'VIE', 'BUD', 'TRI'] } } };
    g = allHold(g, [['ITALY', 'AUSTRIA']]);
    expect(g.seats.AUSTRIA!.status).toBe('taken');
    expect(actsFor(g, player('AUSTRIA'), 'ITALY')).toBe(true);
  });
});

describe('TORN_ALLEGIANCE', () => {
  // Italy, Austria's vassal, stands in Trieste (Austria's: not taken) while Turkey takes all its homes.
  const torn = (rules: readonly string[]) => {
    const g0 = withDummyItaly(rules, ['AUSTRIA']);
    return allHold(fallWith(g0, [...g0.position.units.filter((u) => u.power !== 'ITALY' && u.power !== 'TURKEY' && u.at !== 'TRI'), A('TURKEY', 'VEN'), A('TURKEY', 'ROM'), F('TURKEY', 'NAP'), A('ITALY', 'TRI'), A('ITALY', 'PIE')]), [['ITALY', 'AUSTRIA']]);
  };

  test('"any vassal unit that is standing on an SC that does not belong to his controlling power or one of that power\'s vassals after the new vassal status has been determined … is automatically destroyed"', () => {
    const g = torn(['TORN_ALLEGIANCE']);
    expect(g.seats.ITALY!.controllers).toEqual(['TURKEY']);
    const italian = g.position.units.filter((u) => u.power === 'ITALY').map((u) => u.at);
    expect(italian).toEqual(['PIE']);
  });

  test('without it the unit stays', () => {
    const g = torn(['VASSAL_DUMMIES']);
    expect(g.seats.ITALY!.controllers).toEqual(['TURKEY']);
    expect(g.position.units.filter((u) => u.power === 'ITALY').map((u) => u.at).sort()).toEqual(['PIE', 'TRI']);
  });
});

describe('ROTATE: "a rotation of power control for all powers in the game that are controlled by other players"', () => {
  const seats = { ITALY: { status: 'dummy', controllers: ['AUSTRIA', 'FRANCE', 'TURKEY'] }, RUSSIA: { status: 'dummy', controllers: ['GERMANY', 'ENGLAND'] }, TURKEY: { status: 'taken' } } as unknown as Record<PowerName, Seat>;
  const firsts = (s: Record<PowerName, Seat>) => [s.ITALY!.controllers![0], s.RUSSIA!.controllers![0]];

  test('AFTER a phase type: once such a phase is played, control passes to the next of each list', () => {
    expect(firsts(rotatedSeats(seats, [{ when: 'AFTER', phase: 'M' }], 'M', 'R', () => true))).toEqual(['FRANCE', 'ENGLAND']);
    expect(firsts(rotatedSeats(seats, [{ when: 'AFTER', phase: 'M' }], 'A', 'M', () => true))).toEqual(['AUSTRIA', 'GERMANY']);
    expect(rotatedSeats(seats, [{ when: 'AFTER' }], 'R', 'A', () => true).ITALY!.controllers).toEqual(['FRANCE', 'TURKEY', 'AUSTRIA']);
  });

  test('BEFORE turns every list as such a phase opens; FOR and CONTROL only those of powers owing orders in it', () => {
    expect(firsts(rotatedSeats(seats, [{ when: 'BEFORE', phase: 'A' }], 'R', 'A', () => false))).toEqual(['FRANCE', 'ENGLAND']);
    expect(firsts(rotatedSeats(seats, [{ when: 'FOR', phase: 'M' }], 'A', 'M', (p) => p === 'ITALY'))).toEqual(['FRANCE', 'GERMANY']);
    expect(firsts(rotatedSeats(seats, [{ when: 'CONTROL' }], 'M', 'R', (p) => p === 'RUSSIA'))).toEqual(['AUSTRIA', 'ENGLAND']);
  });
});

describe('what the views show of control', () => {
  test('the controller\'s page holds his vassal\'s orders beside his own; every seat says who controls it, unless HIDE_DUMMIES', () => {
    let g = withDummyItaly([], ['AUSTRIA']);
    g = must(g, player('AUSTRIA'), { type: 'orders', power: 'ITALY', lines: ['A VEN H'] }).state;
    const austria = viewGame(g, player('AUSTRIA'))!;
    expect(Object.keys(austria.orders)).toEqual(['AUSTRIA', 'ITALY']);
    expect(austria.orders.ITALY).toEqual(['A VEN H']);
    const france = viewGame(g, player('FRANCE'))!;
    expect(Object.keys(france.orders)).toEqual(['FRANCE']);
    expect(france.seats.find((s) => s.power === 'ITALY')?.controller).toBe('AUSTRIA');
    expect(france.seats.find((s) => s.power === 'FRANCE')?.controller).toBeUndefined();

    // HIDE_DUMMIES is the secrecy family's to build; its words on control are kept here already.
    const hid: GameState = { ...g, settings: { ...g.settings, rules: [...g.settings.rules, 'HIDE_DUMMIES'] } };
    expect(viewGame(hid, player('FRANCE'))!.seats.find((s) => s.power === 'ITALY')?.controller).toBeUndefined();
    expect(viewGame(hid, player('AUSTRIA'))!.seats.find((s) => s.power === 'ITALY')?.controller).toBe('AUSTRIA');
    expect(viewGame(hid, master)!.seats.find((s) => s.power === 'ITALY')?.controller).toBe('AUSTRIA');
  });
});
