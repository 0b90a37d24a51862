import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_CHROMIUM_PATH } from '../e2e/support/chromium';
import { buildIfStale } from './build-if-stale.mjs';

/**
 * `npm test`: unit tests, API integration tests on SQLite (and on PostgreSQL when
 * TEST_DATABASE_URL is set) side by side, then the browser tests in Chromium. Ends with one line
 * "N passed, N failed[, N skipped]". Without Chromium the browser tests are skipped and
 * said to be; with CI=true a missing browser is a failure.
 */
const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const isCi = process.env.CI === 'true' || process.env.CI === '1';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];
// how long each phase took, said at the end: CI keeps only the tail of the output, and the 25-minute budget
// (docs/quality.md, "Test run time") is planned by phase
const phases: string[] = [];
function took(phase: string, started: number): void {
  phases.push(`${phase}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

function run(label: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${label} ━━`);
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  took(label, started);
  return result.status === 0;
}

/**
 * A vitest run whose output goes to its own log, printed whole when it ends: the runs go side by side, and their
 * lines would interleave. Side by side because none of them keeps the two cores busy alone (an API file waits on
 * its database, a child process, a timer): the two API runs took 137 s and 244 s one after the other and 321 s
 * together (docs/quality.md, "Test run time"). Each API file has a database of its own, and the Redis and schema
 * names a file makes carry its process id, so the runs share nothing.
 */
function vitest(
  label: string,
  project: string,
  file: string,
  env: Record<string, string> = {},
): Promise<void> {
  const out = path.join(tmp, file);
  const log = path.join(tmp, file.replace(/\.json$/, '.log'));
  fs.rmSync(out, { force: true });
  const started = performance.now();
  const logFd = fs.openSync(log, 'w');
  const child = spawn(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { cwd: root, stdio: ['ignore', logFd, logFd], env: { ...process.env, ...env } },
  );
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(logFd);
      took(label, started);
      console.log(`\n━━ ${label} ━━`);
      process.stdout.write(fs.readFileSync(log));
      readVitestReport(label, code === 0, out);
      resolve();
    });
  });
}

function readVitestReport(label: string, ok: boolean, out: string) {
  if (!fs.existsSync(out)) {
    problems.push(`${label}: the runner did not finish`);
    total.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numTotalTestSuites: number;
    testResults: {
      status: string;
      message?: string;
      name: string;
      assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
    }[];
  };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
  // a file that failed to load has no failed test but failed all the same
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.message);
  if (!ok || report.numFailedTests > 0 || brokenFiles.length > 0) {
    if (report.numFailedTests === 0) total.failed += Math.max(1, brokenFiles.length);
    problems.push(`${label}: failures`);
    // name each failure here too: CI keeps only the tail of the output, where the runner's own report is long gone
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      if (file.status === 'failed' && file.message) problems.push(`  ${where}: ${firstLine(file.message)}`);
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed')
          problems.push(`  ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0] ?? '')}`);
      }
    }
  }
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').slice(0, 240);
}

const vitestRuns = [
  vitest('unit tests', 'unit', 'unit.json'),
  vitest('API tests on SQLite', 'api', 'api-sqlite.json', { TEST_DB_KIND: 'sqlite' }),
];
if (process.env.TEST_DATABASE_URL) {
  vitestRuns.push(
    vitest('API tests on PostgreSQL', 'api', 'api-postgres.json', { TEST_DB_KIND: 'postgres' }),
  );
} else {
  console.log('\nAPI tests on PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run them).');
}
console.log(`\nunit and API tests, side by side (each run's output follows when it ends)…`);
const sideBySide = performance.now();
await Promise.all(vitestRuns);
took('unit and API side by side', sideBySide);

if (!fs.existsSync(TEST_CHROMIUM_PATH)) {
  const why = `browser tests skipped: no Chromium at ${TEST_CHROMIUM_PATH} (install it with "apt-get install -y chromium-headless-shell" or "apt-get install -y chromium", or set CHROMIUM_PATH)`;
  console.log(`\n${why}`);
  if (isCi) {
    problems.push(`with CI=true the browser tests must run: ${why}`);
    total.failed += 1;
  }
} else {
  const building = performance.now();
  buildIfStale();
  took('build', building);
  const out = path.join(tmp, 'e2e-results.json');
  fs.rmSync(out, { force: true });
  const ok = run('browser tests (Chromium, 390×844)', ['node_modules/@playwright/test/cli.js', 'test']);
  if (fs.existsSync(out)) {
    const { stats } = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    total.passed += stats.expected + stats.flaky;
    total.failed += stats.unexpected;
    total.skipped += stats.skipped;
  } else {
    total.failed += 1;
  }
  if (!ok) problems.push('browser tests: failures');
}

console.log('');
console.log(`phases: ${phases.join('; ')}`);
for (const p of problems) console.log(`✗ ${p}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(problems.length || total.failed ? 1 : 0);
