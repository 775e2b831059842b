import { describe, expect, it } from 'vitest';
import type { Position } from '../../adjudicate/types.js';
import type { PowerName } from '../../map/types.js';
import type { ListReport } from './annotations.js';
import { apply } from '../../game/apply.js';
import { survivors } from '../../game/endings.js';
import { activeGame, codeOf, holds, master, must, player, POWERS, T0 } from '../../game/test-game.js';
import type { GameEvent, GameState } from '../../game/types.js';

/**
 * The eliminated player of the revised rules: Austria, down to Vienna and no unit, loses
 * Vienna to Italy in the Fall of 1901. Its Spring 1902 list (written before the Fall
 * processed) is played with the army Russia proxied to it, and only then is its seat out.
 */

/** A Crystal Ball game opened at F1901M: Austria holds Vienna and has no unit; Italy's army is in Tyrolia. */
function austriaHanging(): GameState {
  const g = activeGame([], { variant: 'crystal_ball' });
  const start = g.position;
  const units = start.units.filter((u) => u.power !== 'AUSTRIA').map((u) => (u.at === 'VEN' ? { ...u, at: 'TYR' } : u));
  const centers: Record<PowerName, readonly string[]> = { ...start.centers, AUSTRIA: ['VIE'] };
  const position: Position = { ...start, phase: 'F1901M', units, centers };
  return { ...g, position, crystal: { ...g.crystal!, position, pipe: [{ phase: 'F1901M', locked: false, lists: {} }], out: [] } };
}

const list = (state: GameState, power: PowerName, phase: string, lines: readonly string[]): GameState =>
  must(state, player(power), { type: 'orders', power, phase, lines }).state;

/** Every power with units writes its list for the phase: the lines given, else holds. */
function allWrite(state: GameState, phase: string, lists: Readonly<Record<PowerName, readonly string[]>> = {}): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const power of POWERS) {
    if (!s.position.units.some((u) => u.power === power)) continue;
    const r = must(s, player(power), { type: 'orders', power, phase, lines: lists[power] ?? holds(s, power) });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const seatEvents = (events: readonly GameEvent[]): GameEvent[] => events.filter((e) => e.type === 'seat_changed');

describe('a power eliminated in a Fall (revised rules)', () => {
  const locked = allWrite(austriaHanging(), 'F1901M', { ITALY: ['A TYR - VIE', 'A ROM H', 'F NAP H'] }).state;
  const spring = list(locked, 'AUSTRIA', 'S1902M', ['A WAR - GAL']);
  const fall = allWrite(spring, 'S1902M', { RUSSIA: ['A WAR P AUSTRIA', 'A MOS H', 'F SEV H', 'F STP/SC H'] });

  it('keeps its seat when the Fall puts it out: no seat_changed, a share of a draw', () => {
    expect(locked.crystal?.pipe.map((p) => [p.phase, p.locked])).toEqual([['F1901M', true], ['S1902M', false]]);
    const s = fall.state;
    expect(s.history.map((r) => r.position.phase)).toEqual(['F1901M']);
    expect(s.position.phase).toBe('W1901A');
    expect(s.position.centers.AUSTRIA ?? []).toEqual([]);
    expect(s.position.units.some((u) => u.power === 'AUSTRIA')).toBe(false);
    expect(s.seats.AUSTRIA?.status).toBe('taken');
    expect(seatEvents(fall.events)).toEqual([]);
    expect(survivors(s)).toContain('AUSTRIA');
  });

  it('refuses it a list for the next Fall, and refuses a proxy to it, now that the board shows it out', () => {
    const s = fall.state;
    const own = apply(s, player('AUSTRIA'), { type: 'orders', power: 'AUSTRIA', phase: 'F1902M', lines: ['A GAL - BUD'] }, { now: T0, random: () => 0 });
    expect(codeOf(own)).toBe('no_orders_now');
    expect(!own.ok && own.error.message).toMatch(/out of the game/);
    const proxy = must(s, player('GERMANY'), { type: 'orders', power: 'GERMANY', phase: 'F1902M', lines: ['A MUN P AUSTRIA', 'A BER H'] });
    expect(proxy.state).toBe(s);
    expect(proxy.answers?.map((a) => (a.accepted ? 'ok' : a.error.code))).toEqual(['proxy_to_eliminated', 'list_refused']);
  });

  it('plays its Spring list with the proxy given to it, and only then marks the seat eliminated', () => {
    let s = must(fall.state, player('ITALY'), { type: 'orders', power: 'ITALY', lines: ['BUILD A VEN'] }).state;
    expect(s.position.phase).toBe('S1902M');
    expect(s.seats.AUSTRIA?.status).toBe('taken');
    const played = allWrite(s, 'F1902M');
    s = played.state;
    expect(s.history.map((r) => r.position.phase)).toEqual(['F1901M', 'W1901A', 'S1902M']);
    const spring1902 = s.history[2]!.results as readonly ListReport[];
    expect(spring1902.filter((r) => r.power === 'AUSTRIA').map((r) => [r.order, r.annotation, r.result])).toEqual([['A WAR - GAL', 'byProxy', 'succeeds']]);
    expect(spring1902.find((r) => r.power === 'RUSSIA')).toMatchObject({ order: 'A WAR P AUSTRIA', annotation: 'proxied' });
    expect(s.position.units).toContainEqual({ power: 'RUSSIA', kind: 'A', at: 'GAL' });
    expect(s.seats.AUSTRIA?.status).toBe('eliminated');
    expect(seatEvents(played.events)).toEqual([{ type: 'seat_changed', power: 'AUSTRIA', status: 'eliminated' }]);
    expect(survivors(s)).not.toContain('AUSTRIA');
    // ROLLBACK to that Spring gives the seat back, the Spring list locked as it was.
    const back = must(s, master, { type: 'rollback', phase: 'S1902M' }).state;
    expect(back.seats.AUSTRIA?.status).toBe('taken');
    expect(back.crystal?.pipe[0]?.lists.AUSTRIA?.map((l) => l.text)).toEqual(['A WAR - GAL']);
    const again = must(back, master, { type: 'rollforward' });
    expect(again.state.seats.AUSTRIA?.status).toBe('eliminated');
    expect(seatEvents(again.events)).toEqual([{ type: 'seat_changed', power: 'AUSTRIA', status: 'eliminated' }]);
  });

  it('leaves a standard game\'s elimination as it was: at once', () => {
    const g = activeGame();
    const position: Position = { ...g.position, units: g.position.units.filter((u) => u.power !== 'AUSTRIA'), centers: { ...g.position.centers, AUSTRIA: [] } };
    const orders = Object.fromEntries(POWERS.filter((p) => p !== 'AUSTRIA').map((p) => [p, holds({ ...g, position }, p)]));
    let s: GameState = { ...g, position };
    const events: GameEvent[] = [];
    for (const [power, lines] of Object.entries(orders)) {
      const r = must(s, player(power), { type: 'orders', power, lines });
      s = r.state;
      events.push(...r.events);
    }
    expect(s.seats.AUSTRIA?.status).toBe('eliminated');
    expect(seatEvents(events)).toEqual([{ type: 'seat_changed', power: 'AUSTRIA', status: 'eliminated' }]);
  });
});
