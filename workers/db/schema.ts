import { sql } from 'drizzle-orm';
import { check, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Where a game is in its life; the Durable Object holds the detail, D1 the index. */
export const GAME_STATES = ['forming', 'active', 'finished'] as const;
export type GameState = (typeof GAME_STATES)[number];

/** A fixed list of string literals as SQL: our own constants only, never user input. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}

/** The archive's index of games: one row a game, written by its GameRoom. */
export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    variant: text('variant').notNull(),
    map: text('map').notNull(),
    state: text('state', { enum: GAME_STATES }).notNull().default('forming'),
    // ISO-8601 UTC text, so rows read the same in SQL, in JSON and in the judge's text.
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  // The enum above only narrows TypeScript; the check keeps raw SQL writes honest too.
  (t) => [check('games_state_known', sql`${t.state} IN (${sqlList(GAME_STATES)})`)],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
