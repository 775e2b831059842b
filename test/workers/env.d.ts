import type { D1Migration } from 'cloudflare:test';

// Bindings that exist only under test: vitest.config.ts adds them beside wrangler.toml's.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** A rate limit of 3 a minute, put behind a door by test/workers/rate-limits.test.ts. */
      TIGHT_LIMITER: RateLimit;
    }
  }
}
