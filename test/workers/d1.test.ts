import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { games } from '../../workers/db/schema';

describe('the D1 archive', () => {
  it('has the migrations applied', async () => {
    const { results } = await env.DB.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>();
    expect(results.map((r) => r.name)).toContain('0000_games.sql');
  });

  it('stores and reads a game through the drizzle schema', async () => {
    const db = drizzle(env.DB);
    await db.insert(games).values({ id: 'g1', variant: 'standard', map: 'standard' });
    const [row] = await db.select().from(games).where(eq(games.id, 'g1'));
    expect(row).toMatchObject({ id: 'g1', variant: 'standard', map: 'standard', state: 'forming' });
    expect(row?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('refuses a state the judge does not know', async () => {
    const insert = env.DB.prepare("INSERT INTO games (id, variant, map, state) VALUES ('g2', 'standard', 'standard', 'paused')");
    await expect(insert.run()).rejects.toThrow(/CHECK constraint failed/);
  });
});
