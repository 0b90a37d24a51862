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
          // pure functions over their inputs: no module isolation needed (104 s → 38 s, docs/quality.md)
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          // Each file starts its own server on its own fresh database, so files need no module isolation; without
          // it a worker imports the server's modules once instead of once per file (docs/quality.md, "Test run
          // time"). What a file keeps at module level (a counter in a test helper, a spy) then carries into the
          // next file in that worker: tests must not depend on such state starting fresh.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
