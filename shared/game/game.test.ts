import { describe, expect, test } from 'vitest';
import { apply } from './apply.js';
import { createGame } from './create.js';
import { nextWakeup } from './clock.js';
import { DEADLINES, holds, idOf, MINUTE, player, POWERS, settings, T0 } from './test-game.js';
import type { Actor, Command, GameEvent, GameState } from './types.js';
import { FALL_1901, SPRING_1901 } from './test-script.js';

/** Whole games, from creation to their end, through `apply` alone. */

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** A little driver: apply one command after another, keeping every event. */
class Table {
  state: GameState;
  readonly events: GameEvent[] = [];
  now = T0;
  constructor(state: GameState) {
    this.state = state;
  }
  do(actor: Actor, command: Command): void {
    // The state is never changed in place: frozen, any write would throw.
    deepFreeze(this.state);
    const r = apply(this.state, actor, command, { now: this.now, random: () => 0 });
    if (!r.ok) throw new Error(`${command.type}: ${r.error.message}`);
    expect(r.value.state.revision).toBe(this.state.revision + 1);
    this.state = r.value.state;
    this.events.push(...r.value.events);
  }
  /** Each power's player sends his orders, in map order. */
  orders(all: Record<string, string[]>): void {
    for (const power of POWERS) this.do(player(power), { type: 'orders', power, lines: all[power]! });
  }
}

function newTable(rules: readonly string[] = [], victory?: number): Table {
  const made = createGame({ id: 'g', settings: settings(rules, victory === undefined ? {} : { victory }), masterSecretHash: 'h', now: T0 });
  if (!made.ok) throw new Error(made.error.message);
  const table = new Table(made.value);
  // Under POWER_CHOICE each names his power; otherwise random 0 gives the first open seat, the same one.
  const choose = rules.includes('POWER_CHOICE');
  for (const power of POWERS) {
    table.do({ kind: 'player', playerId: idOf(power) }, { type: 'join', playerId: idOf(power), name: power, secretHash: 's', ...(choose ? { power } : {}) });
  }
  return table;
}

describe('a whole game', () => {
  test('from creation to a solo in 1901, victory at 5 centres', () => {
    const t = newTable(['POWER_CHOICE'], 5);
    expect(t.state.status).toBe('active');
    expect(t.events.filter((e) => e.type === 'joined')).toHaveLength(7);
    expect(t.events.at(-1)).toEqual({ type: 'started', phase: 'S1901M' });
    expect(t.state.deadline).toBe(T0 + DEADLINES.movement * MINUTE);

    t.now += 10 * MINUTE;
    t.orders(SPRING_1901);
    expect(t.state.position.phase).toBe('F1901M');
    expect(t.state.history).toHaveLength(1);
    expect(t.state.history[0]!.results.every((r) => r.result === 'succeeds')).toBe(true);
    expect(t.state.deadline).toBe(t.now + DEADLINES.movement * MINUTE);

    t.now += 10 * MINUTE;
    t.orders(FALL_1901);
    expect(t.state.history).toHaveLength(2);
    expect(t.state.position.centers.RUSSIA).toHaveLength(6);
    expect(t.state.status).toBe('finished');
    expect(t.state.ending).toEqual({ kind: 'solo', winner: 'RUSSIA' });
    expect(t.events.at(-1)).toEqual({ type: 'finished', ending: { kind: 'solo', winner: 'RUSSIA' } });
    expect(t.state.deadline).toBeNull();
    expect(nextWakeup(t.state)).toBeNull();
  });

  test('the solo goes to the one power above the line; a tie at the top goes on playing', () => {
    const t = newTable(['POWER_CHOICE'], 6);
    t.orders(SPRING_1901);
    t.orders({ ...FALL_1901, GERMANY: ['F DEN - SWE', 'A KIE - HOL', 'A RUH - BEL'], RUSSIA: ['A UKR - RUM', 'F SEV S A UKR - RUM', 'F BOT H', 'A MOS H'] });
    expect(t.state.position.centers.GERMANY).toHaveLength(6);
    expect(t.state.position.centers.RUSSIA).toHaveLength(5);
    // Germany alone on 6: a solo.
    expect(t.state.ending).toEqual({ kind: 'solo', winner: 'GERMANY' });

    const tie = newTable(['POWER_CHOICE'], 5);
    tie.orders(SPRING_1901);
    tie.orders({ ...FALL_1901, RUSSIA: ['A UKR - RUM', 'F SEV S A UKR - RUM', 'F BOT H', 'A MOS H'], FRANCE: ['F MAO - POR', 'A BUR H', 'A SPA H'], GERMANY: ['F DEN H', 'A KIE - HOL', 'A RUH H'] });
    // Russia, France and Germany on 5 each: nobody has more than all the others.
    expect(['RUSSIA', 'FRANCE', 'GERMANY'].map((p) => tie.state.position.centers[p]!.length)).toEqual([5, 5, 5]);
    expect(tie.state.status).toBe('active');
    expect(tie.state.position.phase).toBe('W1901A');
  });

  test('to an agreed draw of all survivors by secret votes', () => {
    const t = newTable();
    t.orders(Object.fromEntries(POWERS.map((p) => [p, holds(t.state, p)])));
    expect(t.state.position.phase).toBe('F1901M');
    for (const power of POWERS.slice(0, 6)) t.do(player(power), { type: 'vote', power, vote: { kind: 'draw' } });
    expect(t.state.status).toBe('active');
    // A concession to another power is no claim of one's own: with it, nobody claims the game.
    t.do(player('TURKEY'), { type: 'vote', power: 'TURKEY', vote: { kind: 'concede', to: 'RUSSIA' } });
    expect(t.state.status).toBe('finished');
    expect(t.state.ending).toEqual({ kind: 'draw', powers: [...POWERS] });
  });

  test('to a concession, every player conceding to one power', () => {
    const t = newTable();
    for (const power of POWERS) t.do(player(power), { type: 'vote', power, vote: { kind: 'concede', to: 'ENGLAND' } });
    expect(t.state.ending).toEqual({ kind: 'concession', winner: 'ENGLAND' });
    expect(t.events.at(-1)).toEqual({ type: 'finished', ending: { kind: 'concession', winner: 'ENGLAND' } });
  });

  test('one power claiming the game while the others draw ends nothing', () => {
    const t = newTable();
    for (const power of POWERS.slice(1)) t.do(player(power), { type: 'vote', power, vote: { kind: 'draw' } });
    t.do(player('AUSTRIA'), { type: 'vote', power: 'AUSTRIA', vote: { kind: 'concede', to: 'AUSTRIA' } });
    expect(t.state.status).toBe('active');
    // Austria gives up its claim: a draw.
    t.do(player('AUSTRIA'), { type: 'vote', power: 'AUSTRIA', vote: { kind: 'draw' } });
    expect(t.state.ending?.kind).toBe('draw');
  });
});
