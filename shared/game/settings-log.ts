import type { GameSettings, GameState } from './types.js';

/*
 * The game's settings as each phase was played (GameState.settingsAt), for ROLLBACK FULL:
 * an entry is added only when a phase is played under settings other than the last
 * entry's, so a game whose master never changes anything keeps one.
 */

type Log = NonNullable<GameState['settingsAt']>;

const same = (a: GameSettings, b: GameSettings): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The log once `history[at]` has been played under `settings`. */
export function settingsRecorded(log: Log | undefined, settings: GameSettings, at: number): { settingsAt: Log } {
  const kept = (log ?? []).filter((e) => e.at < at);
  const last = kept[kept.length - 1];
  return { settingsAt: last !== undefined && same(last.settings, settings) ? kept : [...kept, { at, settings }] };
}

/** The settings `history[at]` was played under, or null when the log does not reach it (a game stored before it was kept). */
export function settingsWhen(log: Log | undefined, at: number): GameSettings | null {
  let found: GameSettings | null = null;
  for (const e of log ?? []) if (e.at <= at) found = e.settings;
  return found;
}

/** ROLLBACK FULL to `history[at]`: the settings of then, and the log cut to the phases before it. */
export function settingsRolledBack(state: GameState, at: number): GameState | null {
  const then = settingsWhen(state.settingsAt, at);
  if (then === null) return null;
  return { ...state, settings: then, settingsAt: (state.settingsAt ?? []).filter((e) => e.at < at) };
}
