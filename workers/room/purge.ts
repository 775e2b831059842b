/**
 * A purged game's room, emptied: every row of every table the room keeps (the game, its
 * outbox, addresses, dead letters, sign-on counts), in one synchronous go. The tables stay,
 * empty, rather than being dropped: a delivery already under way when the game was purged
 * then finds nothing to do instead of a missing table, and a new game of the same name
 * starts as any new game does.
 */
export function emptyRoom(sql: SqlStorage): void {
  const tables = sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .toArray()
    .map((t) => t.name);
  for (const table of tables) sql.exec(`DELETE FROM "${table.replace(/"/g, '""')}"`);
}
