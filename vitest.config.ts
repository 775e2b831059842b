import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'test/rules/**/*.test.ts', 'test/datc/**/*.test.ts', 'test/cli/**/*.test.ts'],
        },
      },
    ],
  },
});
