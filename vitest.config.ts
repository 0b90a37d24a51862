import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and API integration tests that start a real server on a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contract/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'server/**/*.unit.test.ts',
            'web/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
