import { deadlineProcesses, graceLength } from '../clock.js';
import { latePowers, lateNow } from '../late.js';
import { playOf } from '../plays.js';
import { previewOnce, previews } from '../preview.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, GameEvent, GameState, World } from '../types.js';

/**
 * The alarm. Once the deadline and the grace period have passed, the powers still late
 * are named (a `late` event, once a deadline). When the game's rules say the deadline
 * processes (see `deadlineProcesses`), or nobody is late (WAIT flags hold only until the
 * deadline), the phase is processed, the late powers taking the judge's defaults; else
 * the late powers are recorded and the game waits for them or the master. Any other
 * tick, early, repeated, on a paused or ended game, changes nothing: the GameRoom may
 * fire its alarm twice.
 */
export function tick(state: GameState, actor: Actor, world: World): Outcome {
  if (actor.kind !== 'system') return refuse('not_allowed', 'Only the judge\'s own alarm ticks.');
  if (state.status !== 'active' || state.paused) return done(state);
  // A variant's own clock (Card's decision clock) comes due before the phase's deadline.
  const own = playOf(state).alarm?.(state, world.now) ?? null;
  if (own !== null) return done(own.state, own.events);
  if (state.deadline === null) return done(state);
  if (world.now < state.deadline + graceLength(state.settings.deadlines)) return done(state);
  const late = latePowers(state);
  const phase = state.position.phase;
  const deadline = state.deadline;
  if (!deadlineProcesses(state) && late.length > 0) {
    if (lateNow(state) !== null) return done(state);
    return done({ ...state, late: { phase, deadline, powers: late } }, [{ type: 'late', phase, deadline, powers: late, civilDisorder: false }]);
  }
  // PREVIEW: the master sees what the deadline would give, and processes it himself.
  if (previews(state)) {
    const seen = previewOnce(state, [], world.now, playOf(state).preview);
    return done(seen.state, seen.events);
  }
  const named: GameEvent[] = late.length === 0 ? [] : [{ type: 'late', phase, deadline, powers: late, civilDisorder: true }];
  // Crystal Ball: a step the pipeline cannot take yet waits for the next change.
  const out = playOf(state).processNow(state, world.now, late);
  return out.ok ? done(out.value.state, [...named, ...out.value.events]) : done(state);
}
