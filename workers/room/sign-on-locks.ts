import { utcTime } from '../../shared/text/time';
import type { Env } from '../env';
import { wholeSetting } from './settings';

/*
 * Failed mail sign-ons, counted per game and name in the room's own SQLite storage (beside
 * the game, not in the state that `apply` sees: they are no part of the game, and a guess
 * must not write a new revision of it). After `failures` wrong passwords for one name the
 * name is locked for `lockMs`: every sign-on with it is refused, the right password too,
 * so that guessing costs a lock-out for every few tries. A name nobody holds is counted and
 * locked like any other, so that a lock-out tells nothing of whether the name exists. A
 * success clears the count; failures older than a lock-out are forgotten.
 */

export interface LockPolicy {
  /** Wrong passwords in a row that lock a name. */
  readonly failures: number;
  /** How long a locked name stays locked, milliseconds. */
  readonly lockMs: number;
}

export const DEFAULT_LOCK_POLICY: LockPolicy = { failures: 5, lockMs: 15 * 60 * 1000 };

/** The policy as the host set it in wrangler.toml (SIGNON_FAILURES, SIGNON_LOCKOUT_MINUTES), each with its default. */
export function lockPolicy(env: Pick<Env, 'SIGNON_FAILURES' | 'SIGNON_LOCKOUT_MINUTES'>): LockPolicy {
  return {
    failures: wholeSetting(env.SIGNON_FAILURES, DEFAULT_LOCK_POLICY.failures),
    lockMs: wholeSetting(env.SIGNON_LOCKOUT_MINUTES, DEFAULT_LOCK_POLICY.lockMs / 60_000) * 60_000,
  };
}

/** What refuses a sign-on with a name locked out, whether or not anyone holds it: the same words for both. */
export const signOnLocked = (until: number): string =>
  `Too many wrong passwords were tried for that name in that game: it cannot sign on until ${utcTime(until)}.`;

function ensureTable(sql: SqlStorage): void {
  sql.exec('CREATE TABLE IF NOT EXISTS sign_on_failures (name TEXT PRIMARY KEY, failures INTEGER NOT NULL, last INTEGER NOT NULL, locked_until INTEGER)');
}

interface Row extends Record<string, SqlStorageValue> {
  failures: number;
  last: number;
  locked_until: number | null;
}

function rowOf(sql: SqlStorage, name: string): Row | undefined {
  ensureTable(sql);
  return sql.exec<Row>('SELECT failures, last, locked_until FROM sign_on_failures WHERE name = ?', name).toArray()[0];
}

/** Until when the name is locked, or null when it may sign on. */
export function lockedUntil(sql: SqlStorage, name: string, now: number): number | null {
  const row = rowOf(sql, name);
  return row?.locked_until != null && row.locked_until > now ? row.locked_until : null;
}

/**
 * Counts a wrong password for the name at `now`; says until when the name is locked, if
 * this failure locked it. Rows older than a lock-out are dropped on the way, so the table
 * holds only the names tried lately (and the mail gate bounds how many that can be).
 */
export function countFailure(sql: SqlStorage, name: string, now: number, policy: LockPolicy): number | null {
  const row = rowOf(sql, name);
  sql.exec('DELETE FROM sign_on_failures WHERE last <= ? AND (locked_until IS NULL OR locked_until <= ?)', now - policy.lockMs, now);
  // A lock-out served, or failures long past, start the count again.
  const stale = row === undefined || row.last <= now - policy.lockMs || (row.locked_until !== null && row.locked_until <= now);
  const failures = (stale ? 0 : row.failures) + 1;
  const until = failures >= policy.failures ? now + policy.lockMs : null;
  sql.exec('INSERT OR REPLACE INTO sign_on_failures (name, failures, last, locked_until) VALUES (?, ?, ?, ?)', name, failures, now, until);
  return until;
}

/** The name signed on: its failures are forgotten. */
export function clearFailures(sql: SqlStorage, name: string): void {
  ensureTable(sql);
  sql.exec('DELETE FROM sign_on_failures WHERE name = ?', name);
}
