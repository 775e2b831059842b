/*
 * The mail door's rate limit for one sender, kept in the SQLite storage of a room of his
 * own (a GameRoom that holds no game; workers/email/gate.ts names it). A Durable Object
 * counts exactly: one sender's mails are counted one at a time, wherever they arrive.
 *
 * Within any hour, the first MAIL_PER_HOUR mails are read. The first mail over the limit
 * is answered once, saying so; the rest are dropped unanswered until the hour has room
 * again, so that even a loop with a mailer that ignores every header stops at once.
 */

/** Mails read from one sender in any hour. */
export const MAIL_PER_HOUR = 30;
export const MAIL_WINDOW_MS = 60 * 60 * 1000;

/** Read the mail; answer it with a refusal, once; or drop it unanswered. */
export type GateVerdict = 'admit' | 'refuse' | 'drop';

function ensureTables(sql: SqlStorage): void {
  sql.exec(`
    CREATE TABLE IF NOT EXISTS mail_gate (at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS mail_gate_refused (k INTEGER PRIMARY KEY CHECK (k = 1), at INTEGER NOT NULL);
  `);
}

/** Counts a mail from the sender at `now`, and says what becomes of it. */
export function admitMail(sql: SqlStorage, now: number, limit = MAIL_PER_HOUR, windowMs = MAIL_WINDOW_MS): GateVerdict {
  ensureTables(sql);
  const since = now - windowMs;
  sql.exec('DELETE FROM mail_gate WHERE at <= ?', since);
  const read = sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM mail_gate').one().n;
  if (read < limit) {
    sql.exec('INSERT INTO mail_gate (at) VALUES (?)', now);
    return 'admit';
  }
  const refused = sql.exec<{ at: number }>('SELECT at FROM mail_gate_refused WHERE k = 1').toArray()[0];
  if (refused !== undefined && refused.at > since) return 'drop';
  sql.exec('INSERT OR REPLACE INTO mail_gate_refused (k, at) VALUES (1, ?)', now);
  return 'refuse';
}
