import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL here; wrangler applies it (`wrangler d1 migrations apply`),
// so the output goes straight into wrangler's migrations_dir.
export default defineConfig({
  dialect: 'sqlite',
  schema: './workers/db/schema.ts',
  out: './migrations',
});
