/**
 * What every load benchmark shares (docs/decisions/0125-hot-path-performance.md):
 * - `load`: autocannon in a child process against one URL; the server under test runs in this process, so the
 *   CPU this process spends during the run, divided by the answered requests, is the server's CPU per request
 *   (a figure that holds on a busy machine, unlike the rate);
 * - `startBaselines`: in this same process, plain Fastify answering hello-world (the framework's floor) and a
 *   "bare" handler that answers the same page from one hand-written prepared statement over the same database
 *   and one JSON.stringify (the limit our layers are measured against);
 * - `openBenchServer`: the real server (startServer) on SQLite in a fresh data folder, or on PostgreSQL in a
 *   fresh schema dropped afterwards (BENCH_DB=postgres with TEST_DATABASE_URL or DATABASE_URL);
 * - `record`: every figure also goes to BENCH_RESULTS (JSON lines) for bench/run.ts to write docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { type RunningServer, startServer } from '../../server/start-server';
import { withSchemaLock } from '../../server/testing/schema-lock';

export type DbKind = 'sqlite' | 'postgres';

export const SECONDS = Number(process.env.BENCH_SECONDS) || 5;

export function benchDb(): DbKind {
  return process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export function postgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export interface LoadResult {
  rate: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
  /** CPU time of this process (the server's) per answered request, user + system, in ms */
  cpuMs: number;
}

export interface LoadOptions {
  body?: unknown;
  token?: string;
  method?: 'GET' | 'POST';
  connections?: number;
  seconds?: number;
  /** with BENCH_PROFILE=<folder>: the server's CPU profile during this load goes to <folder>/<profile>.cpuprofile */
  profile?: string;
}

let session: Session | undefined;

/**
 * With BENCH_PROFILE=<folder> and a name: starts V8's CPU profiler in this process (the server's); the function
 * it answers stops it and writes <folder>/<name>.cpuprofile (open it in Chrome DevTools or speedscope).
 */
export async function startProfile(name: string | undefined): Promise<() => Promise<void>> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir || !name) return async () => {};
  session ??= new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session!.post('Profiler.stop');
    session!.disconnect();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  };
}

/** autocannon in a child process; answers its figures and this process's CPU per request meanwhile. */
export async function load(url: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const method = opts.method ?? 'POST';
  const headers: Record<string, string> = {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const spec = {
    url,
    method,
    body: method === 'POST' ? JSON.stringify({ data: opts.body ?? {} }) : undefined,
    headers,
    connections: opts.connections ?? 10,
    seconds: opts.seconds ?? SECONDS,
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'load-worker.ts'), JSON.stringify(spec)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  // this process is idle while the child starts, so its start-up adds next to nothing here
  const stopProfile = await startProfile(opts.profile);
  const cpuBefore = process.cpuUsage();
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`load worker exited with ${code}`);
  const cpu = process.cpuUsage(cpuBefore);
  await stopProfile();
  const r = JSON.parse(out) as {
    total: number;
    rate: number;
    p50: number;
    p99: number;
    errors: number;
    non2xx: number;
  };
  return {
    rate: r.rate,
    p50: r.p50,
    p99: r.p99,
    total: r.total,
    failures: r.errors + r.non2xx,
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, r.total),
  };
}

export interface Baselines {
  helloUrl: string;
  bareUrl: string;
  close(): Promise<void>;
}

/**
 * Plain Fastify in this process: `POST /hello` answers a constant, `POST /bare` runs `query` (one prepared
 * statement; `params` maps the request's `data` to its parameters) and serialises the rows with JSON.stringify.
 */
export async function startBaselines(opts: {
  db: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string };
  query: string;
  params: (data: Record<string, unknown>) => unknown[];
}): Promise<Baselines> {
  const app: FastifyInstance = Fastify({ logger: false });
  app.post('/hello', async () => ({ success: true, data: { hello: 'world' } }));
  let closeDb: () => Promise<void>;
  if (opts.db.kind === 'sqlite') {
    const sqlite = new SQLite(opts.db.file, { readonly: true });
    const stmt = sqlite.prepare(opts.query);
    app.post('/bare', (req, reply) => {
      const data = ((req.body as { data?: Record<string, unknown> })?.data ?? {}) as Record<string, unknown>;
      const rows = stmt.all(...opts.params(data));
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.send(JSON.stringify({ success: true, data: { items: rows } }));
    });
    closeDb = async () => {
      sqlite.close();
    };
  } else {
    const pool = new pg.Pool({
      connectionString: opts.db.url,
      max: 10,
      options: `-c search_path=${opts.db.schema}`,
    });
    app.post('/bare', async (req, reply) => {
      const data = ((req.body as { data?: Record<string, unknown> })?.data ?? {}) as Record<string, unknown>;
      const result = await pool.query({ name: 'bare', text: opts.query, values: opts.params(data) });
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(JSON.stringify({ success: true, data: { items: result.rows } }));
    });
    closeDb = () => pool.end();
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    helloUrl: `${base}/hello`,
    bareUrl: `${base}/bare`,
    close: async () => {
      await app.close();
      await closeDb();
    },
  };
}

export interface BenchServer {
  server: RunningServer;
  kind: DbKind;
  dataDir: string;
  /** for startBaselines: the same database the server uses */
  baselineDb: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string };
  stop(): Promise<void>;
}

/** `count` seller accounts (`bench_seller_<i>`), the shops the feed and market benches fill: their ids. */
export async function createBenchSellers(server: RunningServer, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await server.services.auth.createUser({
        email: `bench-seller-${i}@example.test`,
        username: `bench_seller_${i}`,
        passwd: 'bench-password-1',
        role: 's',
      }),
    );
  }
  return ids;
}

/** The real server on BENCH_DB in a fresh data folder (and, on PostgreSQL, a fresh schema dropped on stop). */
export async function openBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const kind = benchDb();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stallfeed-bench-'));
  const url = postgresUrl();
  if (kind === 'postgres' && !url)
    throw new Error('BENCH_DB=postgres needs TEST_DATABASE_URL or DATABASE_URL');
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  if (kind === 'postgres') await withSchemaLock(url!, (admin) => admin.query(`create schema ${schema}`));
  const config = loadConfig({
    NODE_ENV: 'production', // no output re-validation, as in production
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(kind === 'postgres' ? { DATABASE_URL: url! } : { DATABASE_URL: '' }),
    ...env,
  });
  const server = await startServer(config, kind === 'postgres' ? { pgSchema: schema } : {});
  return {
    server,
    kind,
    dataDir,
    baselineDb:
      kind === 'postgres'
        ? { kind, url: url!, schema }
        : { kind, file: path.join(dataDir, 'stallfeed.sqlite') },
    stop: async () => {
      await server.stop();
      if (kind === 'postgres')
        await withSchemaLock(url!, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Figure {
  bench: string;
  scenario: string;
  db: DbKind | '-';
  /** rows in the table the scenario reads (growth) */
  size?: number;
  rate?: number;
  p50?: number;
  p99?: number;
  cpuMs?: number;
  failures?: number;
  /** server CPU per request ÷ hello-world's */
  cpuVsHello?: number;
  /** rate ÷ the bare handler's */
  rateVsBare?: number;
  /** server CPU per request ÷ the bare handler's (holds on a busy machine, unlike the rate) */
  cpuVsBare?: number;
  /** anything else, as printed */
  note?: string;
}

export function record(figure: Figure): void {
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

const fmtMs = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

/** prints one load result with its ratios to the baselines, and records it */
export function report(
  bench: string,
  scenario: string,
  r: LoadResult,
  base: { hello?: LoadResult; bare?: LoadResult; db: DbKind | '-'; size?: number },
): void {
  const cpuVsHello = base.hello ? r.cpuMs / base.hello.cpuMs : undefined;
  const rateVsBare = base.bare ? r.rate / base.bare.rate : undefined;
  const cpuVsBare = base.bare ? r.cpuMs / base.bare.cpuMs : undefined;
  console.log(
    `${scenario.padEnd(46)} ${r.rate.toFixed(0).padStart(6)} req/s   p50 ${fmtMs(r.p50)}   p99 ${fmtMs(r.p99)}   ` +
      `CPU ${r.cpuMs.toFixed(3)} ms/req` +
      (cpuVsHello !== undefined ? `   ${cpuVsHello.toFixed(1)}× hello CPU` : '') +
      (rateVsBare !== undefined ? `   ${(rateVsBare * 100).toFixed(0)} % of bare` : '') +
      (cpuVsBare !== undefined ? ` (${cpuVsBare.toFixed(1)}× its CPU)` : '') +
      (r.failures ? `   ${r.failures} FAILED` : ''),
  );
  record({
    bench,
    scenario,
    db: base.db,
    size: base.size,
    rate: r.rate,
    p50: r.p50,
    p99: r.p99,
    cpuMs: r.cpuMs,
    failures: r.failures,
    cpuVsHello,
    rateVsBare,
    cpuVsBare,
  });
}

/** a figure that is not a load result (image pipeline, checkout, page weight): printed and recorded */
export function note(bench: string, scenario: string, text: string, db: DbKind | '-' = '-'): void {
  console.log(`${scenario.padEnd(46)} ${text}`);
  record({ bench, scenario, db, note: text });
}
