import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { runCrashTest } from '../server/reliability/crash';
import { runFaultTest } from '../server/reliability/faults';
import { runFuzz } from '../server/reliability/fuzz';
import { runLoad } from '../server/reliability/load';
import { startTestServer } from '../server/testing/test-server';

/**
 * `npm run soak -- crash|fuzz|load [options]`: the long runs of the reliability suite
 * (docs/reliability.md). Each prints its figures and exits 1 when a check failed.
 *   crash [--kills 50] [--min-acked 1000] [--postgres postgres://…]   SIGKILL at random moments
 *   fuzz [--bodies 10000] [--seed 1]      (TEST_DB_KIND=postgres TEST_DATABASE_URL=… for PostgreSQL)
 *   load [--minutes 10] [--rate 20] [--postgres postgres://…]   fixed-rate mix on loopback
 *   faults [--rounds 20] [--outage-ms 3000]   PostgreSQL restarts, Redis, S3 and SMTP outages (private servers)
 *   sales [--runs 200]   the sale-mix property (every figure agrees) with more runs than the suite's
 *                        (TEST_DB_KIND=postgres TEST_DATABASE_URL=… for PostgreSQL)
 */
const [mode, ...rest] = process.argv.slice(2);
const flag = (name: string, fallback?: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};

async function crash() {
  const kills = Number(flag('kills', '50'));
  const minAcked = Number(flag('min-acked', '1000'));
  const databaseUrl = flag('postgres');
  console.log(
    `crash test on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${kills} kills, ≥ ${minAcked} acknowledged writes`,
  );
  const report = await runCrashTest({ kills, minAcked, databaseUrl, log: (l) => console.log(l) });
  console.log(JSON.stringify({ ...report, problems: report.problems.slice(0, 20) }, null, 2));
  console.log(
    `\n${report.database}: ${report.kills} kills, ${report.acked} acknowledged writes of ${report.sent} sent (${Object.entries(
      report.byKind,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}), lost writes ${report.lostWrites}, problems ${report.problems.length}, ${report.seconds} s`,
  );
  return report.problems.length === 0;
}

async function fuzz() {
  const bodies = Number(flag('bodies', '10000'));
  const seed = Number(flag('seed', String(Date.now() % 100_000)));
  const server = await startTestServer();
  console.log(`fuzzing on ${server.dbKind}: ${bodies} bodies, seed ${seed}`);
  try {
    const report = await runFuzz(server, { bodies, seed, log: (l) => console.log(l) });
    console.log(JSON.stringify({ ...report, failures: report.failures.slice(0, 10) }, null, 2));
    console.log(
      `\n${server.dbKind}: ${report.bodies} bodies over ${report.calls} calls, 5xx ${report.serverErrors}, writes on 4xx ${report.writesOn4xx}, envelope problems ${report.envelopeProblems}, ${report.seconds} s (seed ${seed})`,
    );
    return report.failures.length === 0;
  } finally {
    await server.close();
  }
}

async function load() {
  const minutes = Number(flag('minutes', '10'));
  const rate = Number(flag('rate', '20'));
  const databaseUrl = flag('postgres');
  console.log(
    `soak on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${minutes} minutes at ${rate} operations/s, loopback`,
  );
  const report = await runLoad({ minutes, rate, databaseUrl, log: (l) => console.log(l) });
  console.log(JSON.stringify(report, null, 2));
  for (const e of report.errorSamples) console.log(`error: ${e}`);
  const worstP99 = Math.max(0, ...report.minutes.map((m) => m.p99));
  console.log(
    `\n${report.ops} operations, ${report.errors} errors, worst minute p99 ${worstP99} ms, RSS growth ${report.rssGrowthMb} MB, open-handle growth ${report.handleGrowth}${report.leak ? ' — LEAK' : ''}`,
  );
  return report.errors === 0 && !report.leak;
}

async function faults() {
  const rounds = Number(flag('rounds', '20'));
  const outageMs = Number(flag('outage-ms', '3000'));
  console.log(`fault suite: ${rounds} outages of ${outageMs} ms, PostgreSQL, Redis, S3 and SMTP in turn`);
  const report = await runFaultTest({ rounds, outageMs, log: (l) => console.log(l) });
  const problems = [...report.problemsOfOutages, ...report.problems];
  for (const p of problems.slice(0, 20)) console.log(`problem: ${p}`);
  const worst = (d: string, f: (o: (typeof report.outages)[number]) => number) =>
    Math.max(0, ...report.outages.filter((o) => o.dependency === d).map(f));
  console.log(
    `\n${report.kills} outages; ${report.acked} acknowledged writes of ${report.sent} (${Object.entries(
      report.byKind,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}); 503 answers ${report.unavailable}, other 5xx ${report.serverErrors}; same process ${report.sameProcess}; ` +
      `back after PostgreSQL ≤ ${worst('postgres', (o) => o.backMs)} ms, Redis ≤ ${worst('redis', (o) => o.backMs)} ms, S3 ≤ ${worst('storage', (o) => o.backMs)} ms, SMTP (mail delivered) ≤ ${worst('mail', (o) => o.backMs)} ms; ` +
      `slowest answer during an outage ${Math.max(0, ...report.outages.map((o) => o.slowestMs))} ms; lost writes ${report.lostWrites}; problems ${problems.length}; ${report.seconds} s`,
  );
  return problems.length === 0;
}

async function sales() {
  const runs = flag('runs', '200')!;
  console.log(`sale-mix property: ${runs} runs of random till and online sales, refunds and day closes`);
  const child = spawn(
    'npx',
    ['vitest', 'run', '--project', 'api', 'server/orders/refunds/sale-mix.property.api.test.ts'],
    { stdio: 'inherit', env: { ...process.env, SALE_MIX_RUNS: runs } },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  return code === 0;
}

async function main() {
  const modes: Record<string, () => Promise<boolean>> = { crash, fuzz, load, faults, sales };
  const run = mode ? modes[mode] : undefined;
  if (!run) {
    console.error(`usage: npm run soak -- ${Object.keys(modes).join('|')} [options]`);
    process.exit(2);
  }
  process.exit((await run()) ? 0 : 1);
}

void main();
