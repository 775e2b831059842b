import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { fail, ok, type Result } from '../../shared/result';
import { games, phases, players, press, seats } from './schema';

/**
 * A purged game's archive rows, all of them, in one batch (all or nothing). A game is
 * purged only while forming and with nobody in it, so its rows are its listing alone
 * (the game, its open seats); the other tables are cleared too, so that no row outlives
 * the game it names and a new game may take the name.
 */
export async function eraseArchive(d1: D1Database, id: string): Promise<Result<void, 'archive_unavailable'>> {
  const db = drizzle(d1);
  try {
    await db.batch([
      db.delete(press).where(eq(press.gameId, id)),
      db.delete(phases).where(eq(phases.gameId, id)),
      db.delete(seats).where(eq(seats.gameId, id)),
      db.delete(players).where(eq(players.gameId, id)),
      db.delete(games).where(eq(games.id, id)),
    ]);
    return ok(undefined);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return fail('archive_unavailable', `The archive cannot be written just now (${reason}): the game was not purged; try again later.`);
  }
}
