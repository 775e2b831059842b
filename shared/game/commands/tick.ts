import { deadlineProcesses, graceLength } from '../clock.js';
import { crystalStep, isCrystal } from '../crystal.js';
import { advanceGame, playPhase } from '../process.js';
import { done, refuse, type Outcome } from '../step.js';
import type { Actor, GameState, World } from '../types.js';

/**
 * The alarm. Once the deadline and the grace period have passed, the phase is processed
 * with the judge's defaults for the late powers, when the game's rules say the deadline
 * does that (see `deadlineProcesses`). Any other tick, early, repeated, on a paused or
 * ended game, changes nothing: the GameRoom may fire its alarm twice.
 */
export function tick(state: GameState, actor: Actor, world: World): Outcome {
  if (actor.kind !== 'system') return refuse('not_allowed', 'Only the judge\'s own alarm ticks.');
  if (state.status !== 'active' || state.paused || state.deadline === null) return done(state);
  if (world.now < state.deadline + graceLength(state.settings.deadlines)) return done(state);
  if (!deadlineProcesses(state)) return done(state);
  if (isCrystal(state)) {
    // Crystal Ball: the late powers' units hold (their lists missing), or the board takes its defaults.
    const stepped = crystalStep(state, world.now, true);
    return stepped.ok ? done(stepped.value.state, stepped.value.events) : done(state);
  }
  const out = advanceGame(state, playPhase(state, world.now), world.now);
  return done(out.state, out.events);
}
