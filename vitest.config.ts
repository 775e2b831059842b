import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(async () => {
  // Read in Node (the pool needs wrangler's SQL splitter) and handed to workerd as a binding;
  // test/workers/setup.ts applies them to the test database.
  const migrations = await readD1Migrations(root('./migrations'));

  return {
    test: {
      projects: [
        {
          test: {
            name: 'rules',
            environment: 'node',
            // Pure modules: the files share one process and its module cache instead of each
            // loading the rules anew (most of this project's time). A file that mocks a module
            // loads what reads it again after vi.resetModules() (shared/game/create-board.test.ts).
            isolate: false,
            include: ['shared/**/*.test.ts', 'test/rules/**/*.test.ts', 'test/datc/**/*.test.ts', 'test/cli/**/*.test.ts'],
          },
        },
        {
          test: {
            name: 'web',
            environment: 'node',
            include: ['web/src/**/*.test.ts'],
          },
        },
        {
          // A real Chromium against wrangler dev (test/browser/game.test.ts); skipped where
          // there is no Chromium, outside CI. One wrangler dev serves every file.
          test: {
            name: 'browser',
            environment: 'node',
            include: ['test/browser/**/*.test.ts'],
            globalSetup: ['test/browser/judge-setup.ts'],
            testTimeout: 180_000,
            hookTimeout: 120_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: root('./wrangler.toml') },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations },
                // The suites create and join many games from one client (no address): the
                // limits of wrangler.toml are raised out of their way, and
                // test/workers/rate-limits.test.ts puts a door behind TIGHT_LIMITER instead.
                ratelimits: {
                  CREATE_LIMITER: { simple: { limit: 1_000_000, period: 60 } },
                  ENTER_LIMITER: { simple: { limit: 1_000_000, period: 60 } },
                  SOCKET_LIMITER: { simple: { limit: 1_000_000, period: 60 } },
                  TIGHT_LIMITER: { simple: { limit: 3, period: 60 } },
                },
              },
            }),
          ],
          test: {
            name: 'workers',
            include: ['test/workers/**/*.test.ts'],
            setupFiles: ['test/workers/setup.ts'],
          },
        },
      ],
    },
  };
});
