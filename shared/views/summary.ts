import { namesPublic } from '../game/names.js';
import type { GameState } from '../game/types.js';
import { dummiesHiddenFrom } from './dummies.js';
import { rulesShown } from './rules.js';
import type { GameSummary } from './types.js';

/** A game as the public list shows it: no orders, no press, no secrets (no names until they are public). */
export function summarizeGame(state: GameState): GameSummary {
  const names = new Map(state.players.map((p) => [p.id, p.name]));
  const shown = namesPublic(state);
  const seats = Object.values(state.seats).map((s) => ({
    power: s.power,
    // HIDE_DUMMIES: the public list shows a dummy as a played seat.
    status: s.status === 'dummy' && dummiesHiddenFrom(state, { kind: 'anonymous' }) ? ('taken' as const) : s.status,
    player: s.playerId === null || !shown ? null : (names.get(s.playerId) ?? null),
  }));
  return {
    id: state.id,
    name: state.settings.name,
    variant: state.settings.variant,
    map: state.settings.map,
    rules: rulesShown(state, null),
    listed: state.settings.listed,
    status: state.status,
    paused: state.paused,
    phase: state.position.phase,
    deadline: state.deadline,
    createdAt: state.createdAt,
    revision: state.revision,
    openSeats: seats.filter((s) => s.status === 'open').length,
    seats,
    ending: state.ending,
  };
}
