import type { PowerName } from '../map/types.js';
import type { Result } from '../result.js';
import { apply } from './apply.js';
import { createGame } from './create.js';
import type { Actor, Applied, Command, CommandError, Deadlines, GameSettings, GameState } from './types.js';

/** Helpers for the game's tests: games made and played through `apply` alone. */

export const POWERS = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'] as const;

export const T0 = Date.UTC(2030, 0, 1);
export const MINUTE = 60_000;
export const DEADLINES: Deadlines = { movement: 60, retreats: 30, adjustments: 30, grace: 10 };

export const master: Actor = { kind: 'master' };
export const system: Actor = { kind: 'system' };
/** The player of a power in games made by `activeGame`. */
export const player = (power: PowerName): Actor => ({ kind: 'player', playerId: idOf(power) });
export const idOf = (power: PowerName): string => `p-${power.toLowerCase()}`;

export function settings(rules: readonly string[] = [], more: Partial<GameSettings> = {}): GameSettings {
  return { name: 'Test', variant: 'standard', map: 'standard', rules, deadlines: DEADLINES, listed: true, ...more };
}

/** A forming game; test input is ours, so a refusal is a broken test. */
export function formingGame(rules: readonly string[] = [], more: Partial<GameSettings> = {}): GameState {
  const made = createGame({ id: 'g1', settings: settings(rules, more), masterSecretHash: 'master-hash', now: T0 });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Apply and insist it is accepted. */
export function must(state: GameState, actor: Actor, command: Command, now = T0): Applied {
  const r = apply(state, actor, command, { now, random: () => 0 });
  if (!r.ok) throw new Error(`${command.type} refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Apply and give the refusal's code, or 'accepted'. */
export function codeOf(r: Result<Applied, CommandError>): CommandError | 'accepted' {
  return r.ok ? 'accepted' : r.error.code;
}

/** Apply, answering with the refusal's code or 'accepted'. */
export const tryApply = (state: GameState, actor: Actor, command: Command, now = T0): CommandError | 'accepted' =>
  codeOf(apply(state, actor, command, { now, random: () => 0 }));

/** A hold order for each of the power's units, in the judge's form. */
export const holds = (state: GameState, power: PowerName): string[] =>
  state.position.units.filter((u) => u.power === power).map((u) => `${u.kind} ${u.at} H`);

/**
 * A started game with every power taken: each joins in map order under POWER_CHOICE, or
 * is given the first open seat (random 0) otherwise, which is the same seat.
 */
export function activeGame(rules: readonly string[] = [], more: Partial<GameSettings> = {}): GameState {
  let state = formingGame(rules, more);
  for (const power of POWERS) {
    state = must(state, { kind: 'player', playerId: idOf(power) }, { type: 'join', playerId: idOf(power), name: power.toLowerCase(), secretHash: `hash-${power}` }).state;
  }
  return state;
}

/** Every power submits these orders (others: nothing), in map order; the last may process the phase. */
export function orderAll(state: GameState, orders: Readonly<Record<PowerName, readonly string[]>>, now = T0): Applied {
  let applied: Applied = { state, events: [] };
  const events = [];
  for (const power of POWERS) {
    const lines = orders[power];
    if (lines === undefined || applied.state.status !== 'active') continue;
    applied = must(applied.state, player(power), { type: 'orders', power, lines }, now);
    events.push(...applied.events);
  }
  return { state: applied.state, events };
}

/** The same game at another position: a retreat phase where Turkey has dislodged Russia's fleet in Sevastopol. */
export function retreatPhase(state: GameState): GameState {
  const units = state.position.units.filter((u) => !['SEV', 'SMY', 'ANK'].includes(u.at));
  return {
    ...state,
    position: {
      ...state.position,
      phase: 'F1901R',
      units: [...units, { power: 'TURKEY', kind: 'A', at: 'SEV' }, { power: 'TURKEY', kind: 'F', at: 'BLA' }],
      dislodged: [{ power: 'RUSSIA', kind: 'F', at: 'SEV', from: 'ARM' }],
      standoffs: [],
    },
  };
}

/**
 * The same game in Winter 1901: Russia (Warsaw empty, Rumania taken) has one build, Austria
 * (Vienna lost to Russia's… nobody: simply unowned) one removal; the others nothing to do.
 */
export function adjustmentPhase(state: GameState): GameState {
  const units = state.position.units.map((u) => (u.at === 'WAR' ? { ...u, at: 'UKR' } : u));
  const centers = { ...state.position.centers, RUSSIA: ['MOS', 'RUM', 'SEV', 'STP', 'WAR'], AUSTRIA: ['BUD', 'TRI'] };
  return { ...state, position: { ...state.position, phase: 'W1901A', units, centers } };
}

/**
 * Winter 1901, a board of its own: Germany owns its three homes, Denmark and Holland, its
 * three units away from home (Denmark, Holland, the Ruhr), France's army in Paris: Germany
 * owes two builds.
 */
export function germanyBuildsTwice(rules: readonly string[]): GameState {
  const s = activeGame(rules);
  const units = [
    { power: 'GERMANY', kind: 'F' as const, at: 'DEN' },
    { power: 'GERMANY', kind: 'A' as const, at: 'HOL' },
    { power: 'GERMANY', kind: 'A' as const, at: 'RUH' },
    { power: 'FRANCE', kind: 'A' as const, at: 'PAR' },
  ];
  const centers = { ...s.position.centers, GERMANY: ['BER', 'KIE', 'MUN', 'DEN', 'HOL'] };
  return { ...s, position: { phase: 'W1901A', units, dislodged: [], standoffs: [], centers } };
}
