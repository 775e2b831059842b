import { fail, ok, type Result } from '../result.js';
import type { CommandError, GameEvent, GameState, OrderAnswer } from './types.js';

/**
 * What a command module gives back: the new state (the very same object when nothing
 * changed), the events, and for orders the answer to each line. `apply` counts the
 * revision, so the modules never do.
 */
export interface Step {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly answers?: readonly OrderAnswer[];
}

export type Outcome = Result<Step, CommandError>;

export const done = (state: GameState, events: readonly GameEvent[] = [], answers?: readonly OrderAnswer[]): Outcome =>
  ok(answers === undefined ? { state, events } : { state, events, answers });

export const refuse = (code: CommandError, message: string): Outcome => fail(code, message);
