import { absencesAhead, PLAYER_ABSENCE_LIMIT } from '../absences.js';
import { powerOf } from '../actors.js';
import { inForce } from '../rules.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Absence, Actor, Command, GameState, World } from '../types.js';

/** SET ABSENCE and its clearing: the times on which the game sets no deadline (absences.ts). */

type SetAbsence = Extract<Command, { type: 'set_absence' }>;

/** Who asks: the master, or the power a player plays; null for anyone else. */
function asker(state: GameState, actor: Actor): Absence['by'] | null {
  if (actor.kind === 'master') return 'MASTER';
  return powerOf(state, actor);
}

/**
 * Enter an absence. Any player may (Email.txt), for at most fourteen days; the master for
 * any time; under NO_ABSENCES only the master. The deadline already set stays as it is.
 */
export function setAbsence(state: GameState, actor: Actor, command: SetAbsence, world: World): Outcome {
  const by = asker(state, actor);
  if (by === null) return refuse('not_allowed', 'Only a power\'s player or the master may set an absence.');
  if (by !== 'MASTER' && inForce(state.settings, 'NO_ABSENCES')) return refuse('not_allowed', 'This game does not take absences from players (NO_ABSENCES): ask the master.');
  if (state.status === 'finished') return refuse('wrong_status', 'The game is over: it sets no more deadlines.');
  const from = command.from ?? world.now;
  const { to } = command;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return refuse('bad_absence', 'An absence needs a time to start and a time to end.');
  if (to <= world.now) return refuse('bad_absence', 'The absence must end in the future.');
  if (to <= from) return refuse('bad_absence', 'The absence must end after it starts.');
  if (by !== 'MASTER' && to - Math.max(from, world.now) > PLAYER_ABSENCE_LIMIT) return refuse('bad_absence', 'Only the master may set an absence longer than fourteen days.');
  const absence: Absence = { from, to, by };
  return done({ ...state, absences: [...absencesAhead(state.absences, world.now), absence] }, [{ type: 'absence_set', absence }]);
}

/** Drop the asker's absences (the master: everyone's). Nothing to drop is no change. */
export function clearAbsences(state: GameState, actor: Actor, world: World): Outcome {
  const by = asker(state, actor);
  if (by === null) return refuse('not_allowed', 'Only a power\'s player or the master may clear absences.');
  const ahead = absencesAhead(state.absences, world.now);
  const kept = by === 'MASTER' ? [] : ahead.filter((a) => a.by !== by);
  if (kept.length === ahead.length && ahead.length === (state.absences ?? []).length) return done(state);
  const next: GameState = { ...state, absences: kept };
  return done(next, kept.length === ahead.length ? [] : [{ type: 'absences_cleared', by }]);
}
