import { z } from 'zod';
import type { GameState } from '../../shared/game/types';

/**
 * The room's SQLite storage: one game and its outbox.
 *
 * The state is stored as `apply` returns it, but in parts: the lists that grow with the
 * game (the history, the undone phases, the press, a Crystal Ball game's pipeline history,
 * the players and observers) one row an item, the rest in one row. A command then writes
 * only what changed, instead of serialising a whole game's history (which can pass the
 * 2 MB a row may hold) for every order line, and no row grows with what strangers send.
 */

/**
 * The lists kept one row an item, by their path in the state: the game's own, and a
 * Crystal Ball game's pipeline history (absent from other games), which grows as fast.
 * The players too, observers among them: anyone may observe, and what strangers bring
 * must not swell the main row every command rewrites.
 */
const LISTS = [['history'], ['undone'], ['press'], ['crystal', 'history'], ['players']] as const;
type ListPath = (typeof LISTS)[number];
/** A list's name in the game_list table: its path, dotted. */
const nameOf = (path: ListPath): string => path.join('.');

type Json = Record<string, unknown>;

/** The object holding the list at `path`, or undefined when the state has none (a standard game's `crystal`). */
function parentOf(state: Json, path: ListPath): Json | undefined {
  let at: unknown = state;
  for (const key of path.slice(0, -1)) at = at !== null && typeof at === 'object' ? (at as Json)[key] : undefined;
  return at !== null && typeof at === 'object' ? (at as Json) : undefined;
}

/** A copy of `state` with the list at `path` emptied (the parents along the path copied, nothing else). */
function withoutList(state: Json, path: ListPath): Json {
  const [key, ...rest] = path;
  if (rest.length === 0) return { ...state, [key]: [] };
  const child = state[key];
  if (child === null || typeof child !== 'object') return state;
  return { ...state, [key]: withoutList(child as Json, rest as unknown as ListPath) };
}

/**
 * The most bytes the room writes in one row: the main row, or one item of a list. A
 * Durable Object's SQLite refuses a string or row past 2 MB (SQLITE_TOOBIG), and a write
 * refused there, inside the transaction, would fail the command with a 500 and, if the
 * main row were the one, every command after it; refused here, before anything is
 * written, it is one clear refusal and the game goes on as it was.
 */
export const ROW_LIMIT_BYTES = 1_000_000;

/** A write the store refuses because a row of it would not fit (see ROW_LIMIT_BYTES); nothing was written. */
export class RowTooLarge extends Error {
  constructor(
    /** The main row ('game') or the list the item is in. */
    readonly row: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`The ${row === 'game' ? "game's own row" : `item of ${row}`} would be ${bytes} bytes, more than the ${limit} a row may hold.`);
    this.name = 'RowTooLarge';
  }
}

const encoder = new TextEncoder();

/** The bytes `text` takes in UTF-8, counted only when its length alone does not settle it. */
function bytesOver(text: string, limit: number): number | null {
  if (text.length * 3 <= limit) return null;
  if (text.length > limit) return encoder.encode(text).byteLength;
  const bytes = encoder.encode(text).byteLength;
  return bytes > limit ? bytes : null;
}

/** What must hold of a stored state before the room trusts it; the rest is the engine's. */
const storedState = z.looseObject({
  version: z.literal(1),
  id: z.string(),
  revision: z.number().int(),
});

/**
 * The outbox by when each entry is due. Every call of the room asks when the outbox is next
 * due (`nextDue`, for the alarm): without the index that read every entry waiting, payload
 * and all (a processed phase's record, a letter), so that while the archive or the mail
 * could not be written each request read more rows than the one before.
 */
const OUTBOX_DUE_INDEX = 'CREATE INDEX IF NOT EXISTS outbox_due ON outbox (due);';

/** A write waiting in the outbox: archive rows, mail. */
export interface OutboxEntry {
  /** Identifies what the entry writes: a newer entry with the same key replaces a pending one. */
  readonly key: string;
  readonly kind: string;
  readonly payload: unknown;
  /** When it may first be tried, epoch milliseconds; at once when absent (a reminder waits for its time). */
  readonly due?: number;
}

/** An outbox entry as stored, with its delivery record. */
export interface PendingEntry extends OutboxEntry {
  readonly seq: number;
  readonly attempts: number;
  /** When it may next be tried, epoch milliseconds. */
  readonly due: number;
  readonly lastError: string | null;
}

interface OutboxRow extends Record<string, SqlStorageValue> {
  key: string;
  seq: number;
  kind: string;
  payload: string;
  attempts: number;
  due: number;
  last_error: string | null;
}

/** What a commit writes of one list: its items from `keep` on (as JSON), over the `from` it had. */
interface ListChange {
  readonly list: string;
  readonly keep: number;
  readonly from: number;
  readonly items: readonly string[];
}

/** The number of leading items two lists share, compared by identity. */
function sharedPrefix(a: readonly unknown[], b: readonly unknown[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

export class RoomStore {
  private readonly sql: SqlStorage;
  /** The state as last committed; undefined until read, null when there is no game. */
  private cached: GameState | null | undefined;

  /** Whether the tables exist: a room only asked about a game it does not hold writes nothing. */
  private ready: boolean;
  /** What each list's rows hold now, item for item (compared by identity to write only what changed). */
  private rows = new Map<string, readonly unknown[]>();

  /**
   * `rowLimit`: the most bytes one row may take (ROW_LIMIT_BYTES unless lower: a test
   * lowers it to show the guard without writing megabytes).
   */
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly rowLimit = ROW_LIMIT_BYTES,
  ) {
    this.sql = storage.sql;
    this.ready = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'game'").toArray().length > 0;
    // A room made before the outbox had its index gets it when it wakes.
    if (this.ready) this.sql.exec(OUTBOX_DUE_INDEX);
  }

  private ensureTables(): void {
    if (this.ready) return;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS game (
        k INTEGER PRIMARY KEY CHECK (k = 1),
        state TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS game_list (
        list TEXT NOT NULL,
        idx INTEGER NOT NULL,
        item TEXT NOT NULL,
        PRIMARY KEY (list, idx)
      );
      CREATE TABLE IF NOT EXISTS counter (
        name TEXT PRIMARY KEY,
        value INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS outbox (
        key TEXT PRIMARY KEY,
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        due INTEGER NOT NULL,
        last_error TEXT
      );
      ${OUTBOX_DUE_INDEX}
    `);
  }

  /** The game, or null if this room holds none. */
  load(): GameState | null {
    if (this.cached !== undefined) return this.cached;
    if (!this.ready) return null;
    const row = this.sql.exec<{ state: string }>('SELECT state FROM game WHERE k = 1').toArray()[0];
    if (row === undefined) {
      this.cached = null;
      return null;
    }
    const base = storedState.parse(JSON.parse(row.state)) as Json;
    for (const path of LISTS) {
      const parent = parentOf(base, path);
      if (parent === undefined) continue;
      const key = path[path.length - 1]!;
      const items = this.sql
        .exec<{ item: string }>('SELECT item FROM game_list WHERE list = ? ORDER BY idx', nameOf(path))
        .toArray()
        .map((r) => JSON.parse(r.item) as unknown);
      this.rows.set(nameOf(path), items);
      // A state written before the list had rows of its own keeps it in the main row: read
      // it from there; the next commit moves it into rows.
      const inline = parent[key];
      if (items.length > 0 || !Array.isArray(inline)) parent[key] = items;
    }
    this.cached = base as unknown as GameState;
    return this.cached;
  }

  /**
   * Writes the new state and queues its outbox entries in one transaction: either both are
   * kept or, if anything throws, neither, and the room goes on from the state before.
   * `entries` is called inside the transaction; `claimSeq` gives it the next number of the
   * room's count of processed phases, which is never reused (not even after a rollback).
   *
   * Every row is written out and measured first: a state with a row past the row limit
   * throws RowTooLarge before the transaction begins, and nothing is written.
   */
  commit(next: GameState, entries: (claimSeq: () => number) => readonly OutboxEntry[], now: number): void {
    this.load();
    const written = new Map<string, readonly unknown[]>();
    const changes: ListChange[] = [];
    let rest = next as unknown as Json;
    for (const path of LISTS) {
      const items = (parentOf(rest, path)?.[path[path.length - 1]!] as readonly unknown[] | undefined) ?? [];
      rest = withoutList(rest, path);
      const list = nameOf(path);
      const prev = this.rows.get(list) ?? [];
      const keep = sharedPrefix(prev, items);
      changes.push({ list, keep, from: prev.length, items: items.slice(keep).map((item) => this.fitting(list, JSON.stringify(item))) });
      written.set(list, items);
    }
    const main = this.fitting('game', JSON.stringify(rest));
    this.storage.transactionSync(() => {
      this.ensureTables();
      for (const change of changes) this.writeList(change);
      this.sql.exec('INSERT OR REPLACE INTO game (k, state) VALUES (1, ?)', main);
      for (const entry of entries(() => this.claim('phase'))) this.enqueue(entry, now);
    });
    // Only now: had the transaction failed, the tables it created would be gone with it.
    this.ready = true;
    this.cached = next;
    this.rows = written;
  }

  /** The row's text, if it fits; RowTooLarge if not. */
  private fitting(row: string, text: string): string {
    const bytes = bytesOver(text, this.rowLimit);
    if (bytes !== null) throw new RowTooLarge(row, bytes, this.rowLimit);
    return text;
  }

  /**
   * A list's rows from the first item that changed: the items after the shared prefix are
   * written again, the rows past the new end dropped. The lists that only grow at their end
   * write one row a command; the players, whose entries change in place (a contact, a
   * takeover), rewrite from the first one changed.
   */
  private writeList(change: ListChange): void {
    const { list, keep } = change;
    if (keep < change.from) this.sql.exec('DELETE FROM game_list WHERE list = ? AND idx >= ?', list, keep);
    change.items.forEach((item, i) => this.sql.exec('INSERT INTO game_list (list, idx, item) VALUES (?, ?, ?)', list, keep + i, item));
  }

  private claim(name: string): number {
    return this.sql
      .exec<{ value: number }>(
        'INSERT INTO counter (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value',
        name,
      )
      .one().value;
  }

  private enqueue(entry: OutboxEntry, now: number): void {
    // Never reused: a delivery in flight names its entry by key and seq, and must not take
    // a newer entry of the same key for itself.
    const seq = this.claim('outbox');
    this.sql.exec(
      'INSERT OR REPLACE INTO outbox (key, seq, kind, payload, attempts, due, last_error) VALUES (?, ?, ?, ?, 0, ?, NULL)',
      entry.key,
      seq,
      entry.kind,
      JSON.stringify(entry.payload),
      entry.due ?? now,
    );
  }

  /** Entries that may be tried at `now`, oldest first. */
  dueEntries(now: number): PendingEntry[] {
    if (!this.ready) return [];
    return this.sql
      .exec<OutboxRow>('SELECT * FROM outbox WHERE due <= ? ORDER BY seq', now)
      .toArray()
      .map((r) => ({
        key: r.key,
        seq: r.seq,
        kind: r.kind,
        payload: JSON.parse(r.payload) as unknown,
        attempts: r.attempts,
        due: r.due,
        lastError: r.last_error,
      }));
  }

  /** Every pending entry, oldest first (for tests and inspection). */
  pending(): PendingEntry[] {
    return this.dueEntries(Number.MAX_SAFE_INTEGER);
  }

  /** Drops a delivered entry, unless a newer one replaced it meanwhile. */
  delivered(entry: PendingEntry): void {
    this.sql.exec('DELETE FROM outbox WHERE key = ? AND seq = ?', entry.key, entry.seq);
  }

  /** Records a failed attempt and when to try again. */
  failed(entry: PendingEntry, error: string, retryAt: number): void {
    this.sql.exec(
      'UPDATE outbox SET attempts = attempts + 1, due = ?, last_error = ? WHERE key = ? AND seq = ?',
      retryAt,
      error.slice(0, 1000),
      entry.key,
      entry.seq,
    );
  }

  /** Puts off an entry that must wait for another, without counting an attempt. */
  postpone(entry: PendingEntry, until: number): void {
    this.sql.exec('UPDATE outbox SET due = ? WHERE key = ? AND seq = ?', until, entry.key, entry.seq);
  }

  /** When the outbox next has something to try, or null when it is empty. */
  nextDue(): number | null {
    if (!this.ready) return null;
    return this.sql.exec<{ due: number | null }>('SELECT MIN(due) AS due FROM outbox').one().due;
  }
}
