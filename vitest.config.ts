import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './scripts/vitest-sequencer';

/**
 * API files that test a process, not the database, so the PostgreSQL run (TEST_DB_KIND=postgres) leaves them to the
 * SQLite one (docs/quality.md, "Test run time"): the server process, which that file starts on SQLite whatever the
 * run's database (117 s of each run once), and the AI engine's process, which reads photos and answers the server
 * over a pipe, the database only keeping the upload it reads (27 s of the PostgreSQL run, its fifth longest file).
 */
const SQLITE_RUN_ONLY = ['server/process.api.test.ts', 'server/ai/engine/engine-client.api.test.ts'];

// Two projects: pure unit tests, and API integration tests that start a real server on a real database.
export default defineConfig({
  test: {
    // the longest files start first, with or without vitest's cache of durations (scripts/vitest-sequencer.ts)
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contract/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'server/**/*.unit.test.ts',
            'web/**/*.unit.test.ts',
            // a component's test in a DOM (happy-dom, chosen per file)
            'web/**/*.unit.test.tsx',
          ],
          environment: 'node',
          // pure functions over their inputs: no module isolation needed (104 s → 38 s, docs/quality.md)
          isolate: false,
          // npm test runs this beside the two API runs (docs/quality.md, "Test run time"): a test that makes a large
          // input (a 400 MP PNG, a property run) takes three to four times as long there as alone. A test that times
          // what it is about asserts its own bound.
          testTimeout: 20_000,
        },
        resolve: {
          // the receipt printer transports publish their code for the "browser" condition only; their unit tests
          // (web/features/sell/printer/printer-link.unit.test.ts) run the real code in Node
          alias: Object.fromEntries(
            ['webbluetooth', 'webusb', 'webserial'].map((t) => [
              `@point-of-sale/${t}-receipt-printer`,
              fileURLToPath(
                new URL(
                  `./node_modules/@point-of-sale/${t}-receipt-printer/dist/${t}-receipt-printer.esm.js`,
                  import.meta.url,
                ),
              ),
            ]),
          ),
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          exclude:
            process.env.TEST_DB_KIND === 'postgres'
              ? [...configDefaults.exclude, ...SQLITE_RUN_ONLY]
              : configDefaults.exclude,
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
