import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Setup files run before every test file; applying is idempotent (applied migrations are
// recorded in d1_migrations), so each file sees the schema the migrations describe.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
