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
            include: ['shared/**/*.test.ts', 'test/rules/**/*.test.ts', 'test/datc/**/*.test.ts', 'test/cli/**/*.test.ts'],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: root('./wrangler.toml') },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations },
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
