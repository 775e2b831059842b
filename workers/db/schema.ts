import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { OrderReport, Position } from '../../shared/adjudicate/types';
import { GAME_STATUSES, PRESS_KINDS, SEAT_STATUSES, type Ending, type PressKind, type SeatStatus } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';

/*
 * The archive: what D1 keeps of every game, written by its GameRoom (workers/db/archive.ts).
 * The Durable Object holds the live game; these tables answer the game list and the history
 * of a game once the room has let it go.
 *
 * Times are ISO-8601 UTC text, so rows read the same in SQL, in JSON and in the judge's text.
 * Structured values (rules, positions, orders, results, endings) are JSON text: they are only
 * ever read back whole, never searched inside.
 *
 * No foreign keys: the GameRoom's outbox retries each write on its own until it succeeds, so
 * no write may depend on another having landed first.
 */

/** Where a game is in its life, as the game itself spells it (shared/game/types.ts). */
export const GAME_STATES = GAME_STATUSES;

export const PLAYER_ROLES = ['player', 'observer'] as const;
/** A player plays a power; an observer watches. */
export type PlayerRole = (typeof PLAYER_ROLES)[number];

/** A fixed list of string literals as SQL: our own constants only, never user input. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** One row a game: the game list reads this table alone. */
export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    variant: text('variant').notNull(),
    map: text('map').notNull(),
    // The column is called `state` because the first migration named it so; it holds the
    // game's status ('forming' | 'active' | 'finished').
    state: text('state', { enum: GAME_STATES }).notNull().default('forming'),
    /** The DPjudge rule names in force. */
    rules: text('rules', { mode: 'json' }).$type<readonly string[]>().notNull().default(sql`'[]'`),
    /** The phase being played ("S1901M"), or the last one once the game has ended. */
    phase: text('phase').notNull().default(''),
    deadline: text('deadline'),
    listed: integer('listed', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull().default(now),
    startedAt: text('started_at'),
    finishedAt: text('finished_at'),
    ending: text('ending', { mode: 'json' }).$type<Ending>(),
    /**
     * The game's revision when the row was written. A write carrying an older revision
     * changes nothing, so a retried write that arrives late cannot turn the row back.
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    // The enum above only narrows TypeScript; the check keeps raw SQL writes honest too.
    check('games_state_known', sql`${t.state} IN (${sqlList(GAME_STATES)})`),
    // The list is newest first, filtered by status or variant: each index ends in the sort key.
    index('games_created').on(t.createdAt, t.id),
    index('games_state_created').on(t.state, t.createdAt, t.id),
    index('games_variant_created').on(t.variant, t.createdAt, t.id),
  ],
);

/** Everyone who joined a game: players with their power, observers with none. */
export const players = sqliteTable(
  'players',
  {
    gameId: text('game_id').notNull(),
    playerId: text('player_id').notNull(),
    name: text('name').notNull(),
    power: text('power').$type<PowerName>(),
    role: text('role', { enum: PLAYER_ROLES }).notNull(),
    /** The game's revision at the write, as in `games`. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId] }),
    check('players_role_known', sql`${t.role} IN (${sqlList(PLAYER_ROLES)})`),
    // "Games of this player": by id, or by name without regard to case.
    index('players_player').on(t.playerId),
    index('players_name').on(sql`lower(${t.name})`),
  ],
);

/** Each power's seat in a game, as it stands at the last write. */
export const seats = sqliteTable(
  'seats',
  {
    gameId: text('game_id').notNull(),
    power: text('power').$type<PowerName>().notNull(),
    status: text('status', { enum: SEAT_STATUSES }).$type<SeatStatus>().notNull(),
    playerId: text('player_id'),
    /** The game's revision at the write, as in `games`. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.power] }),
    check('seats_status_known', sql`${t.status} IN (${sqlList(SEAT_STATUSES)})`),
  ],
);

/**
 * Every processed phase. `seq` is given by the GameRoom and never reused, so a phase played
 * again after a rollback is a new row and the one it replaced stays.
 */
export const phases = sqliteTable(
  'phases',
  {
    gameId: text('game_id').notNull(),
    seq: integer('seq').notNull(),
    /** The phase's name, "S1901M" (also inside the position; here to be read without it). */
    phase: text('phase').notNull(),
    position: text('position', { mode: 'json' }).$type<Position>().notNull(),
    orders: text('orders', { mode: 'json' }).$type<Readonly<Record<PowerName, readonly string[]>>>().notNull(),
    results: text('results', { mode: 'json' }).$type<readonly OrderReport[]>().notNull(),
    processedAt: text('processed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

/** The press of a game, written only once the game has ended (nobody's secret any more). */
export const press = sqliteTable(
  'press',
  {
    gameId: text('game_id').notNull(),
    id: integer('id').notNull(),
    phase: text('phase').notNull(),
    from: text('from').notNull(),
    to: text('to', { mode: 'json' }).$type<readonly string[]>().notNull(),
    kind: text('kind', { enum: PRESS_KINDS }).$type<PressKind>().notNull(),
    body: text('body').notNull(),
    sentAt: text('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.id] }),
    check('press_kind_known', sql`${t.kind} IN (${sqlList(PRESS_KINDS)})`),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
export type SeatRow = typeof seats.$inferSelect;
export type NewSeatRow = typeof seats.$inferInsert;
export type PhaseRow = typeof phases.$inferSelect;
export type NewPhaseRow = typeof phases.$inferInsert;
export type PressRow = typeof press.$inferSelect;
export type NewPressRow = typeof press.$inferInsert;
