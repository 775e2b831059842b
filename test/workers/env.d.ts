import type { D1Migration } from 'cloudflare:test';

// Bindings that exist only under test: vitest.config.ts adds them beside wrangler.toml's.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
