import { done, refuse, type Outcome } from '../step.js';
import type { Actor, Command, GameState } from '../types.js';

type SetOmniscient = Extract<Command, { type: 'set_omniscient' }>;

/**
 * Make a player or an observer OMNISCIENT, or no longer (seed 1.6: such a person receives
 * the same results as the master, for as long as he is OMNISCIENT). Who becomes one is the
 * master's choice, as the DPjudge's status file has the master write it on a power's line;
 * it is kept from everyone else. A rule of BLIND games only: elsewhere everyone sees all.
 */
export function setOmniscient(state: GameState, actor: Actor, command: SetOmniscient): Outcome {
  if (actor.kind !== 'master') return refuse('not_allowed', 'Only the master may make someone omniscient.');
  if (!state.settings.rules.includes('BLIND')) return refuse('bad_rules', 'Only a BLIND game has omniscient observers: in this game everyone sees the whole board already.');
  if (!state.players.some((p) => p.id === command.playerId)) return refuse('bad_setting', `Nobody with the id ${command.playerId} is in this game.`);
  const now = state.omniscient ?? [];
  if (now.includes(command.playerId) === command.omniscient) return done(state);
  const next = command.omniscient ? [...now, command.playerId] : now.filter((id) => id !== command.playerId);
  if (next.length > 0) return done({ ...state, omniscient: next });
  const { omniscient: _gone, ...rest } = state;
  return done(rest);
}
