import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Figure } from './lib/harness';
import { postgresUrl } from './lib/harness';

/**
 * `npm run bench`: every benchmark in turn (they print figures; they are not tests), the database ones on
 * SQLite and, when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL too (a fresh schema per run,
 * dropped afterwards); then docs/benchmarks.md with every figure, its baseline ratios and PostgreSQL ÷ SQLite.
 * `npm run bench -- feed checkout` runs only the named ones (and writes docs/benchmarks.md only with `--write`).
 */
const BENCHES: Record<string, string> = {
  'page-weight': 'initial JavaScript for / (budget 120 KB gzip)',
  'upload-image': '12-megapixel JPEG to stored WebP derivatives',
  'product-list': 'market and product list, /res/product/list, growing to 100,000 products',
  feed: 'home feed, growing to 100,000 posts, against hello-world and a bare handler',
  search:
    'product and post search at 100,000 products and 1,000,000 posts, against the literal search it replaced',
  checkout: 'checkouts under contention; POS payment confirmation',
  lighthouse: 'Lighthouse (mobile) on /, /market and /product',
  ai: 'AI assistant: labelled package photos → suggested listing (bench/ai-photos)',
  cluster: 'feed and checkout through nginx with 1, 2 and 4 processes on PostgreSQL, Redis and S3',
  'stock-fanout':
    'live stock: thousands of open pages, a burst of stock changes, time to deliver and CPU (decision 0268)',
};
/** run on each database */
const BOTH_DATABASES = new Set(['product-list', 'feed', 'search', 'checkout']);

const args = process.argv.slice(2);
const chosen = args.filter((a) => a in BENCHES);
const names = chosen.length ? chosen : Object.keys(BENCHES);
const write = args.includes('--write') || chosen.length === 0;
const pgUrl = postgresUrl();
const resultsDir = mkdtempSync(path.join(os.tmpdir(), 'stallfeed-bench-results-'));
const results = path.join(resultsDir, 'results.jsonl');
const started = new Date();
const loadBefore = os.loadavg();
const ran: string[] = [];
let failed = 0;
for (const name of names) {
  const dbs = BOTH_DATABASES.has(name) ? ['sqlite', ...(pgUrl ? ['postgres'] : [])] : ['-'];
  for (const db of dbs) {
    console.log(`\n━━ ${name}${db === '-' ? '' : ` on ${db}`}: ${BENCHES[name]} ━━`);
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)],
      {
        stdio: 'inherit',
        env: { ...process.env, BENCH_RESULTS: results, ...(db === '-' ? {} : { BENCH_DB: db }) },
      },
    );
    ran.push(`${name}${db === '-' ? '' : ` (${db})`}${result.status === 0 ? '' : ' FAILED'}`);
    if (result.status !== 0) failed += 1;
  }
}
const figures: Figure[] = existsSync(results)
  ? readFileSync(results, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Figure)
  : [];
rmSync(resultsDir, { recursive: true, force: true });

// PostgreSQL ÷ SQLite for every scenario run on both
const comparable = figures.filter((f) => f.db === 'postgres' && f.rate !== undefined);
if (comparable.length) {
  console.log('\n━━ PostgreSQL ÷ SQLite (same scenario, same run) ━━');
  for (const p of comparable) {
    const s = figures.find((f) => f.db === 'sqlite' && f.bench === p.bench && f.scenario === p.scenario);
    if (s?.rate && s.cpuMs)
      console.log(
        `${`${p.bench}: ${p.scenario}`.padEnd(60)} rate ×${(p.rate! / s.rate).toFixed(2)}   server CPU/req ×${(p.cpuMs! / s.cpuMs).toFixed(2)}`,
      );
  }
}

if (write) {
  const file = path.join(import.meta.dirname, '..', 'docs', 'benchmarks.md');
  writeFileSync(file, await markdown());
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
}
process.exit(failed ? 1 : 0);

async function versions(): Promise<string> {
  const lite = new SQLite(':memory:');
  const sqlite = (lite.prepare('select sqlite_version() as v').get() as { v: string }).v;
  lite.close();
  let postgres = 'not run (no TEST_DATABASE_URL or DATABASE_URL)';
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    postgres = (await client.query('show server_version')).rows[0].server_version;
    await client.end();
  }
  return `SQLite ${sqlite} (better-sqlite3, WAL, synchronous=FULL); PostgreSQL ${postgres}`;
}

async function markdown(): Promise<string> {
  const cpu = os.cpus();
  const n = (x: number | undefined, digits = 1) => (x === undefined ? '' : x.toFixed(digits));
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/run.ts); do not edit by hand. Every load figure comes from autocannon in a',
    'separate process against the real server; in the same run, plain Fastify answers hello-world (the floor) and',
    'a bare handler answers the same page from one prepared statement over the same database (the limit). The',
    'machine is shared and busy, so read the ratios and the server CPU per request rather than the rates.',
    'How to read them and what misses and why: docs/decisions/0125-hot-path-performance.md.',
    '',
    `- date: ${started.toISOString()} (run took ${((Date.now() - started.getTime()) / 60000).toFixed(1)} min)`,
    `- machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.platform()} ${os.release()}; load average at start ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, at end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    `- Node ${process.version}; ${await versions()}`,
    `- benches run: ${ran.join(', ')}`,
    '',
  ];
  const benches = [...new Set(figures.map((f) => f.bench))];
  for (const bench of benches) {
    const own = figures.filter((f) => f.bench === bench);
    lines.push(`## ${bench}`, '');
    const loads = own.filter((f) => f.rate !== undefined);
    if (loads.length) {
      lines.push(
        '| scenario | db | req/s | p50 ms | p99 ms | server CPU ms/req | × hello-world CPU | × bare CPU | % of bare rate | PG ÷ SQLite rate |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      );
      for (const f of loads) {
        const other =
          f.db === 'postgres'
            ? own.find((s) => s.db === 'sqlite' && s.scenario === f.scenario && s.rate !== undefined)
            : undefined;
        lines.push(
          `| ${f.scenario} | ${f.db} | ${n(f.rate, 0)} | ${n(f.p50)} | ${n(f.p99)} | ${n(f.cpuMs, 3)} | ${n(f.cpuVsHello)} | ${n(f.cpuVsBare)} | ${f.rateVsBare === undefined ? '' : `${(f.rateVsBare * 100).toFixed(0)} %`} | ${other?.rate ? `${(f.rate! / other.rate).toFixed(2)}` : ''} |` +
            (f.failures ? ` ${f.failures} failed` : ''),
        );
      }
      lines.push('');
    }
    for (const f of own.filter((x) => x.note !== undefined))
      lines.push(`- ${f.scenario}${f.db === '-' ? '' : ` (${f.db})`}: ${f.note}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
