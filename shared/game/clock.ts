import type { PhaseType } from '../map/phase.js';
import { absencesAhead, deadlineOutside } from './absences.js';
import { currentPhase } from './board.js';
import { previewedNow } from './previewed.js';
import { hasRule } from '../rules/index.js';
import { inForce } from './rules.js';
import type { PowerName } from '../map/types.js';
import type { Deadlines, GameState } from './types.js';

/** Deadlines and the alarm. Times are epoch milliseconds; the settings give minutes. */

const MINUTE = 60_000;

/** The time allowed for a phase of this type, in milliseconds. */
export function phaseLength(deadlines: Deadlines, type: PhaseType): number {
  switch (type) {
    case 'M':
      return deadlines.movement * MINUTE;
    case 'R':
      return deadlines.retreats * MINUTE;
    case 'A':
      return deadlines.adjustments * MINUTE;
  }
}

/** The grace period after a deadline, in milliseconds. */
export const graceLength = (deadlines: Deadlines): number => deadlines.grace * MINUTE;

/**
 * The clock of a phase that opens now: its deadline, or, in a paused game, the whole
 * phase's time kept for the resume. No clock at all under NO_DEADLINE. A deadline that
 * would fall in an absence is moved past it (absences.ts).
 */
export function openClock(state: GameState, now: number): Pick<GameState, 'deadline' | 'remaining'> {
  if (inForce(state.settings, 'NO_DEADLINE')) return { deadline: null, remaining: null };
  const length = phaseLength(state.settings.deadlines, currentPhase(state).type);
  if (state.paused) return { deadline: null, remaining: length };
  return { deadline: deadlineOutside(now + length, length, absencesAhead(state.absences, now)), remaining: null };
}

/**
 * What the deadline does to a late phase. CIVIL_DISORDER: the late powers get the judge's
 * default orders and the phase is processed. Without it, a movement phase waits for its
 * late powers (or for the master's PROCESS); retreats and adjustments still take their
 * defaults at the deadline, as on the DPjudge (late retreats disband, late builds are
 * waived, late removals follow the civil-disorder rules), unless CIVIL_PREVIEW holds them
 * too for the master.
 */
export function deadlineProcesses(state: GameState): boolean {
  return deadlineProcessesIn(state.settings.rules, currentPhase(state).type);
}

/** `deadlineProcesses` from a game's rules and the kind of phase, as a client that holds no game state asks it. */
// CIVIL_PREVIEW: no phase processes with late powers at the deadline; the master is sent a preview.
export const deadlineProcessesIn = (rules: readonly string[], type: PhaseType): boolean => hasRule(rules, 'CIVIL_DISORDER') || (type !== 'M' && !hasRule(rules, 'CIVIL_PREVIEW'));

/**
 * The powers recorded late when this phase's deadline passed, while that deadline stands
 * and the game runs: null before it passed (or once the master set another, or the phase
 * moved on), and while the game is paused or not active.
 */
export function lateNow(state: GameState): readonly PowerName[] | null {
  const late = state.late;
  if (state.status !== 'active' || state.paused || late === undefined || late.phase !== state.position.phase || late.deadline !== state.deadline) return null;
  return late.powers;
}

/**
 * When the GameRoom's alarm must fire next: the deadline plus the grace period, while the
 * game is active, not paused, has a deadline, and the tick would then do something; null
 * otherwise. In a movement phase without CIVIL_DISORDER the tick names the late powers
 * once; after that a passed deadline changes nothing, so no alarm is asked for: an alarm
 * in the past would only fire again and again.
 */
export function nextWakeup(state: GameState): number | null {
  if (state.status !== 'active' || state.paused) return null;
  // Card: the decision due (variants/card/state.ts) wakes the room before the phase's deadline.
  const decision = state.card?.phase === state.position.phase ? (state.card.due ?? null) : null;
  if (decision !== null && (state.deadline === null || decision < state.deadline)) return decision;
  if (state.deadline === null) return null;
  if (!deadlineProcesses(state) && lateNow(state) !== null) return null;
  // PREVIEW: once the master has the preview, the deadline does nothing more.
  if (previewedNow(state)) return null;
  return state.deadline + graceLength(state.settings.deadlines);
}

/** Minutes before the deadline that late powers are reminded, when the game does not say. */
export const DEFAULT_REMINDER_MINUTES = 180;

/**
 * When powers still owing orders are reminded of the deadline: the game's reminder
 * minutes before it, while the game is active, not paused and has a deadline; null when
 * there is none of these, or no reminder (0 minutes). The time may already be past (a
 * short phase, a deadline moved nearer): the room then sends none for this phase.
 */
export function reminderTime(state: GameState): number | null {
  if (state.status !== 'active' || state.paused || state.deadline === null) return null;
  const minutes = state.settings.reminderMinutes ?? DEFAULT_REMINDER_MINUTES;
  if (minutes <= 0) return null;
  return state.deadline - minutes * MINUTE;
}
