import { utcTime } from '../../shared/text/time';
import type { PendingEntry } from './store';
import { wholeSetting } from './settings';

/*
 * Dead letters: outbox entries the world refused too often. After the host's number of
 * tries an entry leaves the outbox (it is no longer tried, nor does it wake the room) for
 * this table of its own, kept whole with its last error, for the master to see. Only the
 * newest are kept, so that a game whose every mail bounces does not grow without end.
 */

/** Tries before an entry becomes a dead letter, unless the host sets OUTBOX_MAX_ATTEMPTS. */
export const MAX_ATTEMPTS = 8;

/** Dead letters a game keeps, the newest. */
export const DEAD_LETTERS_KEPT = 50;

/** The tries an outbox entry gets, by the host's var or the default. */
export function maxAttempts(vars: { readonly OUTBOX_MAX_ATTEMPTS?: string }): number {
  return wholeSetting(vars.OUTBOX_MAX_ATTEMPTS, MAX_ATTEMPTS);
}

/** A dead letter as the master sees it: what it was, to whom, why it failed, when it was given up. */
export interface DeadLetter {
  readonly kind: string;
  /** The address, for mail; null for an archive write. */
  readonly to: string | null;
  /** The mail's subject, for mail written when the change was made; null otherwise. */
  readonly subject: string | null;
  readonly attempts: number;
  readonly lastError: string;
  /** When it was given up, epoch milliseconds. */
  readonly at: number;
}

/** How many letters died in this game (ever), and the newest, newest first. */
export interface DeadLetters {
  readonly total: number;
  readonly latest: readonly DeadLetter[];
}

interface DeadRow extends Record<string, SqlStorageValue> {
  kind: string;
  payload: string;
  attempts: number;
  last_error: string;
  died_at: number;
}

/** What a payload says of its address and subject, if it is a mail's. */
function addressed(payload: unknown): { to: string | null; subject: string | null } {
  const p = (payload ?? {}) as { to?: unknown; subject?: unknown };
  return { to: typeof p.to === 'string' ? p.to : null, subject: typeof p.subject === 'string' ? p.subject : null };
}

export class DeadLetterStore {
  constructor(private readonly sql: SqlStorage) {}

  private exists(): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'dead_letter'").toArray().length > 0;
  }

  /** Keeps an entry given up, with the error of its last try; the oldest beyond the newest kept go. */
  bury(entry: PendingEntry, error: string, now: number): void {
    // AUTOINCREMENT: numbers never reused, so the highest is how many ever died.
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS dead_letter (
        n INTEGER PRIMARY KEY AUTOINCREMENT,
        key TEXT NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        last_error TEXT NOT NULL,
        died_at INTEGER NOT NULL
      );
    `);
    this.sql.exec(
      'INSERT INTO dead_letter (key, kind, payload, attempts, last_error, died_at) VALUES (?, ?, ?, ?, ?, ?)',
      entry.key,
      entry.kind,
      JSON.stringify(entry.payload),
      entry.attempts + 1,
      error.slice(0, 1000),
      now,
    );
    this.sql.exec('DELETE FROM dead_letter WHERE n <= (SELECT MAX(n) FROM dead_letter) - ?', DEAD_LETTERS_KEPT);
  }

  /** The count and the newest `limit` dead letters. */
  list(limit = DEAD_LETTERS_KEPT): DeadLetters {
    if (!this.exists()) return { total: 0, latest: [] };
    const total = this.sql.exec<{ n: number | null }>('SELECT MAX(n) AS n FROM dead_letter').one().n ?? 0;
    const rows = this.sql.exec<DeadRow>('SELECT kind, payload, attempts, last_error, died_at FROM dead_letter ORDER BY n DESC LIMIT ?', limit).toArray();
    return {
      total,
      latest: rows.map((r) => ({ kind: r.kind, ...addressed(JSON.parse(r.payload)), attempts: r.attempts, lastError: r.last_error, at: r.died_at })),
    };
  }
}

/** The lines the master's STATUS by mail ends with when mail was given up: the count and the newest few. */
export function deadLettersText(dead: DeadLetters, shown = 5): string | null {
  if (dead.total === 0) return null;
  const lines = dead.latest.slice(0, shown).map((d) => {
    const what = d.to === null ? d.kind : `to ${d.to}${d.subject === null ? '' : ` (${d.subject})`}`;
    return `  ${utcTime(d.at)}  ${what}, after ${d.attempts} tries: ${d.lastError}`;
  });
  const head = `${dead.total} ${dead.total === 1 ? 'delivery was' : 'deliveries were'} given up after every try failed${dead.total > lines.length ? `; the newest ${lines.length}` : ''}:`;
  return [head, ...lines].join('\n');
}
