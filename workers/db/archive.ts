import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { z } from 'zod';
import { isBlind } from '../../shared/views/blind';
import { rulesShown } from '../../shared/views/rules';
import { namesPublic } from '../../shared/game/names';
import { isObserver } from '../../shared/game/actors';
import type { Ending, GameState, GameStatus, PhaseRecord, PressMessage, SeatStatus } from '../../shared/game/types';
import { pressDisguised } from '../../shared/views/names';
import type { PowerName } from '../../shared/map/types';
import { fail, ok, type Result } from '../../shared/result';
import { games, phases, players, press, seats, type NewPlayerRow, type NewPressRow, type NewSeatRow } from './schema';

/*
 * The GameRoom's writes to the archive, and the reads of the game list and of a game's history.
 *
 * Every write is an upsert, because the room's outbox retries a write until it succeeds and
 * may so repeat one that had in fact landed. Rows that change over a game's life (the game,
 * its players, its seats) carry the game's revision, and a write older than the row changes
 * nothing; rows that never change (a processed phase, a message) are inserted once and a
 * repeat is ignored.
 */

/** Codes of the archive's expected failures. */
export type ArchiveErrorCode =
  /** D1 refused or failed the write or read; the outbox should try again later. */
  | 'archive_failed'
  /** Press is archived only once the game has ended. */
  | 'not_finished'
  /** A list's cursor that the list did not give out. */
  | 'bad_cursor'
  /** A page size outside 1 to MAX_LIST_LIMIT. */
  | 'bad_limit'
  | 'unknown_game';

export type ArchiveResult<T> = Result<T, ArchiveErrorCode>;

// D1 binds at most 100 parameters to one statement: multi-row inserts are cut to fit.
const D1_MAX_PARAMS = 100;

/** The list answers at most this many games a page. */
export const MAX_LIST_LIMIT = 100;
const DEFAULT_LIST_LIMIT = 20;

const iso = (ms: number): string => new Date(ms).toISOString();
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

type Db = DrizzleD1Database;
type Statement = BatchItem<'sqlite'>;

/** Runs statements as one D1 batch (one round trip, all or nothing). */
async function runBatch(db: Db, statements: readonly Statement[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first === undefined) return;
  await db.batch([first, ...rest]);
}

/** Turns a D1 failure into a value the outbox can act on. */
async function attempt<T>(what: string, work: () => Promise<T>): Promise<ArchiveResult<T>> {
  try {
    return ok(await work());
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return fail('archive_failed', `The archive could not ${what}: ${reason}`);
  }
}

function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(D1_MAX_PARAMS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** `excluded.<column>`: the value the upsert tried to insert. */
const excluded = (column: string): SQL => sql.raw(`excluded."${column}"`);

/** The statements that bring a game's own row, players and seats up to `state`. */
function gameStatements(db: Db, state: GameState, now: number): Statement[] {
  const { settings } = state;
  const revision = state.revision;
  const game = db
    .insert(games)
    .values({
      id: state.id,
      name: settings.name,
      variant: settings.variant,
      map: settings.map,
      state: state.status,
      // The public lists read this row: the rules the game keeps to its master stay out.
      rules: rulesShown(state, null),
      phase: state.position.phase,
      deadline: isoOrNull(state.deadline),
      listed: settings.listed,
      createdAt: iso(state.createdAt),
      // The game does not record when it started or ended: the first write that sees it
      // so records the time, and later writes keep it (COALESCE below).
      startedAt: state.status === 'forming' ? null : iso(now),
      finishedAt: state.status === 'finished' ? iso(now) : null,
      ending: state.ending,
      revision,
    })
    .onConflictDoUpdate({
      target: games.id,
      set: {
        name: excluded('name'),
        variant: excluded('variant'),
        map: excluded('map'),
        state: excluded('state'),
        rules: excluded('rules'),
        phase: excluded('phase'),
        deadline: excluded('deadline'),
        listed: excluded('listed'),
        createdAt: excluded('created_at'),
        startedAt: sql`COALESCE(${games.startedAt}, excluded."started_at")`,
        finishedAt: sql`COALESCE(${games.finishedAt}, excluded."finished_at")`,
        ending: excluded('ending'),
        revision: excluded('revision'),
      },
      setWhere: sql`excluded."revision" >= ${games.revision}`,
    });

  // The archive is read by anyone (the list's search by player), so a name goes in only
  // once everyone may see it: until then the row keeps the player's id and an empty name.
  const shown = namesPublic(state);
  const playerRows: NewPlayerRow[] = state.players.map((p) => ({
    gameId: state.id,
    playerId: p.id,
    name: shown ? p.name : '',
    power: p.power,
    role: isObserver(p) ? 'observer' : 'player',
    revision,
  }));
  const playerWrites = chunks(playerRows, 6).map((rows) =>
    db
      .insert(players)
      .values(rows)
      .onConflictDoUpdate({
        target: [players.gameId, players.playerId],
        set: { name: excluded('name'), power: excluded('power'), role: excluded('role'), revision: excluded('revision') },
        setWhere: sql`excluded."revision" >= ${players.revision}`,
      }),
  );

  const seatRows: NewSeatRow[] = Object.values(state.seats).map((s) => ({
    gameId: state.id,
    power: s.power,
    status: s.status,
    playerId: s.playerId,
    revision,
  }));
  const seatWrites = chunks(seatRows, 5).map((rows) =>
    db
      .insert(seats)
      .values(rows)
      .onConflictDoUpdate({
        target: [seats.gameId, seats.power],
        set: { status: excluded('status'), playerId: excluded('player_id'), revision: excluded('revision') },
        setWhere: sql`excluded."revision" >= ${seats.revision}`,
      }),
  );

  return [game, ...playerWrites, ...seatWrites];
}

/**
 * Writes a game's row, its players and its seats as `state` has them, in one batch.
 * Call it whenever the game's listing changes (created, joined, started, a new phase).
 * `now` stands for the start time the first time the archive sees the game active.
 */
export function archiveGame(d1: D1Database, state: GameState, now: number = Date.now()): Promise<ArchiveResult<void>> {
  const db = drizzle(d1);
  return attempt(`save game ${state.id}`, () => runBatch(db, gameStatements(db, state, now)));
}

/**
 * Writes one processed phase. `seq` is the GameRoom's own count of phases processed, never
 * reused: after a rollback the replayed phase gets a new `seq`, and the old row stays.
 */
export function archivePhase(d1: D1Database, gameId: string, seq: number, record: PhaseRecord): Promise<ArchiveResult<void>> {
  const db = drizzle(d1);
  return attempt(`save phase ${seq} of game ${gameId}`, async () => {
    await db
      .insert(phases)
      .values({
        gameId,
        seq,
        phase: record.position.phase,
        position: record.position,
        orders: record.orders,
        results: record.results,
        processedAt: iso(record.processedAt),
      })
      .onConflictDoNothing({ target: [phases.gameId, phases.seq] });
  });
}

/**
 * Writes a finished game: its row with the ending and the time it ended, its players and
 * seats, and all its press, which is nobody's secret any more (nor are a Crystal Ball
 * game's lists). Refuses a game that has not
 * ended, so press can never reach the archive early.
 */
export async function archiveEnding(d1: D1Database, state: GameState, now: number = Date.now()): Promise<ArchiveResult<void>> {
  if (state.status !== 'finished' || state.ending === null) {
    return fail('not_finished', `Game ${state.id} has not ended, so its press stays secret.`);
  }
  const db = drizzle(d1);
  // Grey and fake press stay as their readers saw them: the archive never names a grey writer.
  // Press after the end is not the game's: its end-of-game statements come one by one
  // (archiveStatement), and NO_EOG keeps the rest out.
  const pressRows: NewPressRow[] = state.press.filter((m) => m.afterEnd !== true).map((m) => pressRow(state.id, m));
  const pressWrites = chunks(pressRows, 8).map((rows) =>
    db.insert(press).values(rows).onConflictDoNothing({ target: [press.gameId, press.id] }),
  );
  return attempt(`save the end of game ${state.id}`, () =>
    runBatch(db, [...gameStatements(db, state, now), ...pressWrites, ...revealedLists(db, state)]),
  );
}

/** A message as the archive keeps it: as its readers saw it (grey and fake press disguised). */
function pressRow(gameId: string, message: PressMessage): NewPressRow {
  const m = pressDisguised(message);
  return { gameId, id: m.id, phase: m.phase, from: m.from, to: m.to, kind: m.kind, body: m.body, sentAt: iso(m.at) };
}

/**
 * An end-of-game statement (a broadcast after the end; not under NO_EOG), added to the
 * ended game's archived press, for good.
 */
export async function archiveStatement(d1: D1Database, gameId: string, message: PressMessage): Promise<ArchiveResult<void>> {
  const db = drizzle(d1);
  return attempt(`save an end-of-game statement of game ${gameId}`, async () => {
    await db.insert(press).values(pressRow(gameId, message)).onConflictDoNothing({ target: [press.gameId, press.id] });
  });
}

/**
 * A Crystal Ball game's phases were archived as anyone could see them while it ran (the
 * lists left out); at its end every list is revealed, so the rows get the whole records.
 * A phase rolled back and played again has several rows: each gets the record that
 * stands, as the later row is the one that stands anyway.
 */
function revealedLists(db: Db, state: GameState): Statement[] {
  // A BLIND game's phases were archived as a stranger sees them (no board, no results: shared/views/blind.ts): every row gets its whole record.
  if (isBlind(state.settings.rules)) {
    return state.history.map((record) =>
      db
        .update(phases)
        .set({ position: record.position, orders: record.orders, results: record.results })
        .where(and(eq(phases.gameId, state.id), eq(phases.phase, record.position.phase))),
    );
  }
  if (state.crystal === undefined) return [];
  return state.history
    .filter((record) => record.position.phase.endsWith('M'))
    .map((record) =>
      db
        .update(phases)
        .set({ orders: record.orders, results: record.results })
        .where(and(eq(phases.gameId, state.id), eq(phases.phase, record.position.phase))),
    );
}

/** One game in the list. Times are ISO-8601 UTC. */
export interface GameSummary {
  readonly id: string;
  readonly name: string;
  readonly variant: string;
  readonly map: string;
  readonly status: GameStatus;
  /** The phase being played, or the last one of a finished game. */
  readonly phase: string;
  readonly deadline: string | null;
  readonly rules: readonly string[];
  readonly listed: boolean;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  readonly ending: Ending | null;
  /** How many powers the game has, and how many have a player. */
  readonly powers: number;
  readonly joined: number;
}

export interface GameListFilter {
  readonly status?: GameStatus;
  readonly variant?: string;
  /**
   * A player's id, or the name they go by (any case); a name finds only games whose names
   * are public (a friends' game, or one that has ended, unless NO_REVEAL without REVEAL).
   */
  readonly player?: string;
  /** At most this many games (1 to MAX_LIST_LIMIT; 20 by default). */
  readonly limit?: number;
  /** The `next` of the page before. */
  readonly cursor?: string;
  /** Also games their master did not list (for the master's own views, never the public list). */
  readonly includeUnlisted?: boolean;
}

export interface GamePage {
  readonly games: readonly GameSummary[];
  /** Pass as `cursor` for the next page; null on the last one. */
  readonly next: string | null;
}

// The cursor is the sort key of the last game on the page: (created_at, id), newest first.
const cursorSchema = z.tuple([z.string().min(1), z.string().min(1)]);

function encodeCursor(createdAt: string, id: string): string {
  return btoa(JSON.stringify([createdAt, id])).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeCursor(cursor: string): [string, string] | null {
  try {
    const json = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = cursorSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const summaryColumns = {
  id: games.id,
  name: games.name,
  variant: games.variant,
  map: games.map,
  status: games.state,
  phase: games.phase,
  deadline: games.deadline,
  rules: games.rules,
  listed: games.listed,
  createdAt: games.createdAt,
  startedAt: games.startedAt,
  finishedAt: games.finishedAt,
  ending: games.ending,
  powers: sql<number>`(SELECT count(*) FROM ${seats} WHERE ${seats.gameId} = ${games.id})`.mapWith(Number),
  joined: sql<number>`(SELECT count(*) FROM ${seats} WHERE ${seats.gameId} = ${games.id} AND ${seats.playerId} IS NOT NULL)`.mapWith(Number),
};

/**
 * The game list, newest first, a page at a time: by status, variant and player (id or
 * name). Only listed games unless `includeUnlisted`.
 */
export async function listGames(d1: D1Database, filter: GameListFilter = {}): Promise<ArchiveResult<GamePage>> {
  const limit = filter.limit ?? DEFAULT_LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
    return fail('bad_limit', `A page holds 1 to ${MAX_LIST_LIMIT} games; ${limit} was asked for.`);
  }
  const where: SQL[] = [];
  if (!filter.includeUnlisted) where.push(eq(games.listed, true));
  if (filter.status !== undefined) where.push(eq(games.state, filter.status));
  if (filter.variant !== undefined) where.push(eq(games.variant, filter.variant));
  if (filter.player !== undefined) {
    where.push(
      sql`${games.id} IN (SELECT ${players.gameId} FROM ${players} WHERE ${players.playerId} = ${filter.player} OR lower(${players.name}) = lower(${filter.player}))`,
    );
  }
  if (filter.cursor !== undefined) {
    const after = decodeCursor(filter.cursor);
    if (after === null) return fail('bad_cursor', 'The cursor is not one this list gave out.');
    const [createdAt, id] = after;
    const older = or(lt(games.createdAt, createdAt), and(eq(games.createdAt, createdAt), lt(games.id, id)));
    if (older !== undefined) where.push(older);
  }
  const db = drizzle(d1);
  const rows = await attempt('list games', () =>
    db
      .select(summaryColumns)
      .from(games)
      .where(and(...where))
      .orderBy(desc(games.createdAt), desc(games.id))
      .limit(limit + 1),
  );
  if (!rows.ok) return rows;
  const page = rows.value.slice(0, limit);
  const last = page[page.length - 1];
  const next = rows.value.length > limit && last !== undefined ? encodeCursor(last.createdAt, last.id) : null;
  return ok({ games: page, next });
}

/** One phase as the archive keeps it. */
export interface ArchivedPhase {
  readonly seq: number;
  readonly phase: string;
  readonly record: PhaseRecord;
}

export interface ArchivedPlayer {
  readonly playerId: string;
  readonly name: string;
  readonly power: PowerName | null;
}

export interface ArchivedSeat {
  readonly power: PowerName;
  readonly status: SeatStatus;
  readonly playerId: string | null;
}

/** Everything the archive holds of one game. */
export interface ArchivedGame {
  readonly game: GameSummary;
  readonly players: readonly ArchivedPlayer[];
  readonly seats: readonly ArchivedSeat[];
  /**
   * Every phase processed, in the order processed. After a rollback the replayed phase
   * comes again with a later `seq`; the later one is the one that stands.
   */
  readonly phases: readonly ArchivedPhase[];
  /** The press, once the game has ended; empty before. */
  readonly press: readonly PressMessage[];
}

/** Reads back all the archive holds of one game, in four reads of one batch. */
export async function readArchivedGame(d1: D1Database, gameId: string): Promise<ArchiveResult<ArchivedGame>> {
  const db = drizzle(d1);
  const read = await attempt(`read game ${gameId}`, () =>
    db.batch([
      db.select(summaryColumns).from(games).where(eq(games.id, gameId)),
      db
        .select({ playerId: players.playerId, name: players.name, power: players.power })
        .from(players)
        .where(eq(players.gameId, gameId))
        .orderBy(asc(players.playerId)),
      db
        .select({ power: seats.power, status: seats.status, playerId: seats.playerId })
        .from(seats)
        .where(eq(seats.gameId, gameId))
        .orderBy(asc(seats.power)),
      db.select().from(phases).where(eq(phases.gameId, gameId)).orderBy(asc(phases.seq)),
      db.select().from(press).where(eq(press.gameId, gameId)).orderBy(asc(press.id)),
    ]),
  );
  if (!read.ok) return read;
  const [gameRows, playerRows, seatRows, phaseRows, pressRows] = read.value;
  const game = gameRows[0];
  if (game === undefined) return fail('unknown_game', `The archive has no game ${gameId}.`);
  return ok({
    game,
    players: playerRows,
    seats: seatRows,
    phases: phaseRows.map((r) => ({
      seq: r.seq,
      phase: r.phase,
      record: { position: r.position, orders: r.orders, results: r.results, processedAt: Date.parse(r.processedAt) },
    })),
    press: pressRows.map((r) => ({
      id: r.id,
      at: Date.parse(r.sentAt),
      phase: r.phase,
      from: r.from,
      to: r.to,
      kind: r.kind,
      body: r.body,
      // Written after the game's end: its end-of-game statements (archiveStatement).
      ...(game.finishedAt !== null && r.sentAt > game.finishedAt ? { afterEnd: true as const, eog: true as const } : {}),
    })),
  });
}
