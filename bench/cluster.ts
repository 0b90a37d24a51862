/**
 * Scale-out benchmark (docs/deploy.md): the home feed and checkout through nginx with 1, 2 and 4 server
 * processes on PostgreSQL, Redis and an S3-compatible bucket (s3rver on loopback). The clients run in a child
 * process; each scenario prints its rate, latencies, and the CPU time per request of the server processes, of
 * nginx and of the clients, read from /proc: CPU per request is what projects to a bigger machine (a rate does
 * not: on this 2-core machine, shared with the clients, nginx and PostgreSQL, more processes cannot add
 * cores). Prints figures; it is not a test.
 * Steady state, not warm-up: each process compiles its code (V8's JIT) on its own and gets 1/N of the requests,
 * so with 4 processes a short window pays four warm-ups at a quarter of the traffic each, and CPU per request
 * then grows with the process count for that reason alone. So before the measured windows every process is
 * warmed with both scenarios: a feed and a checkout window of the same shape, until every process has had
 * BENCH_CLUSTER_WARMUP feed requests and a tenth as many checkouts (JIT tiers follow calls, not seconds), or
 * WARMUP_CAP seconds per process have passed (a busy machine; the printed warm-up line then says it fell short).
 * Their figures are printed, marked warm-up, and not used. What remains of the growth is mostly physics: on 2
 * cores, more processes each answer fewer requests per event-loop wake-up. The 1-minute load average at the
 * start and end of each window is printed next to it: on a busy machine the rates, and less so CPU per request,
 * say little. A floor window (GET /healthz, no work of the app's) runs first at each count: the control that says
 * how much of the growth any request shows.
 * Run: `npm run bench -- cluster` or `npx tsx bench/cluster.ts [seconds per scenario]`.
 * Settings: DATABASE_URL (default the test database), REDIS_URL (default the local Redis), BENCH_CLUSTER_WARMUP
 * (feed requests per server process before measuring, default 3000, and a tenth as many checkouts; 0 skips it).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type Cluster, migrateOnce, startCluster } from '../server/cluster/cluster';
import { NGINX_BINARY } from '../server/cluster/nginx';
import { solidImage } from '../server/media/test-images';
import { startTestS3 } from '../server/testing/s3-server';
import { withSchemaLock } from '../server/testing/schema-lock';

const SECONDS = Number(process.argv[2]) || 8;
const DATABASE_URL =
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PROCESS_COUNTS = [1, 2, 4];
/** warm-up feed requests per server process (checkouts: a tenth as many); the total scales with the count */
const WARMUP =
  process.env.BENCH_CLUSTER_WARMUP === undefined ? 3000 : Number(process.env.BENCH_CLUSTER_WARMUP);
if (!(WARMUP >= 0))
  throw new Error(
    `BENCH_CLUSTER_WARMUP must be a number of requests, not ${process.env.BENCH_CLUSTER_WARMUP}`,
  );
const WARMUP_CHECKOUTS = Math.ceil(WARMUP / 10);
/** at most this many seconds of warm-up per server process and scenario, so a busy machine ends in time */
const WARMUP_CAP = 7;
const FIRST_PORT = 3550;
const PROXY_PORT = 3558;
const S3_PORT = 3559;
const FEED_WORKERS = 32;
const BUYERS = 24;
const POSTS = 300;
const PRODUCTS = 8;
const PASSWORD = 'bench-password-1';

/**
 * The clients, as plain JavaScript for a child process. `feed`: workers call the feed back to back. `checkout`:
 * each worker is one buyer that puts one unit in a cart and checks out with a new idempotency key, again and
 * again (two calls per checkout; the rate counts checkouts). Prints latencies, failures and its own CPU time.
 */
const LOAD_LOOP = `
const { url, mode, workers, buyers, products, seconds, limit } = JSON.parse(process.argv[1]);
const post = async (path, data, token) => {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = 'Bearer ' + token;
  const res = await fetch(url + '/api' + path, { method: 'POST', headers, body: JSON.stringify({ data }) });
  const json = await res.json();
  if (!json.success) throw new Error(path + ' ' + res.status + ' ' + JSON.stringify(json.error));
  return json.data;
};
(async () => {
  const latencies = [];
  let failures = 0;
  let lastError = '';
  const until = performance.now() + seconds * 1000;
  let key = 0;
  let begun = 0; // with a limit (warm-up), no new request or checkout once that many have begun
  const more = () => performance.now() < until && (!limit || begun++ < limit);
  const floor = async () => {
    while (more()) {
      const started = performance.now();
      try {
        const res = await fetch(url + '/healthz');
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error('/healthz ' + res.status);
      } catch (e) { failures += 1; lastError = String(e); }
      latencies.push(performance.now() - started);
    }
  };
  const feed = async () => {
    while (more()) {
      const started = performance.now();
      try { await post('/res/post/list', {}); } catch (e) { failures += 1; lastError = String(e); }
      latencies.push(performance.now() - started);
    }
  };
  const checkout = async (buyer, i) => {
    while (more()) {
      const started = performance.now();
      try {
        const cart = await post('/res/order/create', { item: { product_id: products[(i + key) % products.length], quantity: 1 } }, buyer.token);
        key += 1;
        await post('/res/order/checkout', { id: cart.order_id, address_id: buyer.address, idempotency_key: 'bench-' + process.pid + '-' + key }, buyer.token);
      } catch (e) { failures += 1; lastError = String(e); }
      latencies.push(performance.now() - started);
    }
  };
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  if (mode === 'floor') await Promise.all(Array.from({ length: workers }, floor));
  else if (mode === 'feed') await Promise.all(Array.from({ length: workers }, feed));
  else await Promise.all(buyers.map(checkout));
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(JSON.stringify({ latencies, failures, lastError, elapsed: (performance.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 }));
})();
`;

/**
 * `floor`: the same clients on GET /healthz, which answers from memory: what a request costs the server process,
 * nginx and the sockets with no work of the app's. It is the control for CPU per request: where the floor grows with
 * the process count as much as the feed does, the growth is the wake-ups and the scheduling, not the app.
 */
type Mode = 'floor' | 'feed' | 'checkout';

interface Buyer {
  token: string;
  address: string;
}

async function must<T>(url: string, p: string, data: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${p}: ${res.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** user + system CPU of a process and its children's threads (clock ticks → ms), from /proc */
function cpuMsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // fields after "(comm) ": state is [0], utime [11], stime [12]
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

interface Result {
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  lastError: string;
  serverCpuMs: number;
  nginxCpuMs: number;
  clientCpuMs: number;
  /** answered requests (feed) or checkouts */
  count: number;
  seconds: number;
  /** the 1-minute load average when the window started and when it ended */
  loadStart: number;
  loadEnd: number;
}

async function load(
  cluster: Cluster,
  mode: Mode,
  fixtures: { buyers: Buyer[]; products: string[] },
  window: { seconds: number; limit?: number } = { seconds: SECONDS },
): Promise<Result> {
  const serverPids = cluster.servers.map((s) => s.child.pid!);
  const nginxPids = [cluster.nginx.child.pid!, ...childrenOf(cluster.nginx.child.pid!)];
  const sum = (pids: number[]) => pids.reduce((s, pid) => s + cpuMsOf(pid), 0);
  const server0 = sum(serverPids);
  const nginx0 = sum(nginxPids);
  const loadStart = loadavg()[0]!;
  const child = spawn(process.execPath, [
    '-e',
    LOAD_LOOP,
    JSON.stringify({
      url: cluster.url,
      mode,
      workers: FEED_WORKERS,
      buyers: fixtures.buyers,
      products: fixtures.products,
      seconds: window.seconds,
      limit: window.limit ?? 0,
    }),
  ]);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const [code] = (await once(child, 'close')) as [number];
  const loadEnd = loadavg()[0]!;
  if (code !== 0) throw new Error(`load loop exited with ${code}`);
  const m = JSON.parse(out) as {
    latencies: number[];
    failures: number;
    lastError: string;
    elapsed: number;
    cpuMs: number;
  };
  const n = Math.max(1, m.latencies.length);
  const sorted = m.latencies.sort((a, b) => a - b);
  return {
    rate: m.latencies.length / m.elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failures: m.failures,
    lastError: m.lastError,
    serverCpuMs: (sum(serverPids) - server0) / n,
    nginxCpuMs: (sum(nginxPids) - nginx0) / n,
    clientCpuMs: m.cpuMs / n,
    count: m.latencies.length,
    seconds: m.elapsed,
    loadStart,
    loadEnd,
  };
}

function line(label: string, r: Result): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  return `${label.padEnd(26)} ${r.rate.toFixed(0).padStart(6)} /s   p50 ${ms(r.p50)}   p99 ${ms(r.p99)}   CPU per request: servers ${r.serverCpuMs.toFixed(2)} ms, nginx ${r.nginxCpuMs.toFixed(2)} ms, clients ${r.clientCpuMs.toFixed(2)} ms   ${r.failures ? `${r.failures} FAILED (${r.lastError.slice(0, 120)})` : 'all ok'}   load ${r.loadStart.toFixed(2)} → ${r.loadEnd.toFixed(2)}`;
}

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    return `no PostgreSQL at ${DATABASE_URL} (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
  redis.on('error', () => {}); // answered by the catch below
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `no Redis at ${REDIS_URL} (${(err as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

async function main(): Promise<void> {
  if (!fs.existsSync(NGINX_BINARY)) {
    console.log(`skipped: no nginx at ${NGINX_BINARY}`);
    return;
  }
  // PostgreSQL and Redis must be there: say so and stop, rather than fail the whole `npm run bench`
  const missing = await reachable();
  if (missing) {
    console.log(`skipped: ${missing} (set DATABASE_URL and REDIS_URL)`);
    return;
  }
  const schema = `bench_cluster_${process.pid}`;
  const redisPrefix = `stallfeed-bench:${schema}:`;
  await withSchemaLock(DATABASE_URL, (admin) => admin.query(`create schema ${schema}`));
  const s3 = await startTestS3({ port: S3_PORT, bucket: 'stallfeed-bench' });
  let cluster: Cluster | undefined;
  const start = (processes: number) =>
    startCluster({
      ports: Array.from({ length: processes }, (_, i) => FIRST_PORT + i),
      proxyPort: PROXY_PORT,
      databaseUrl: DATABASE_URL,
      schema,
      redisUrl: REDIS_URL,
      redisPrefix,
      s3Env: s3.env,
      env: { NODE_ENV: 'production', SEED_DEMO: 'off' },
    });
  try {
    await migrateOnce(DATABASE_URL, schema);
    console.log(
      `${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )}; ${SECONDS} s per scenario after a warm-up of ${WARMUP} feed requests and ${WARMUP_CHECKOUTS} checkouts per process (at most ${WARMUP_CAP} s per process each); feed: ${FEED_WORKERS} clients on /api/res/post/list (page of 20 of ${POSTS} posts); checkout: ${BUYERS} buyers, cart + checkout with an idempotency key, ${PRODUCTS} products`,
    );

    // fixtures, through a one-process cluster
    cluster = await start(1);
    const url = cluster.url;
    const seller = await must<{ token: string }>(url, '/auth/user/register', {
      email: 'bench-cluster-seller@example.test',
      passwd: PASSWORD,
      role: 's',
    });
    const form = new FormData();
    form.append('token', seller.token);
    const png = await solidImage(64, 64, 'png', '#557799');
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bench.png');
    const uploaded = await fetch(`${url}/api/res/post/upload_img`, { method: 'POST', body: form });
    const image = ((await uploaded.json()) as { data: { file_path: string[] } }).data.file_path[0]!;
    for (let i = 0; i < POSTS; i += 20)
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          must(
            url,
            '/res/post/create',
            { title: `Post ${i + j}`, description: 'Fresh today', tags: ['Tea'], imagePaths: [image] },
            seller.token,
          ),
        ),
      );
    const products: string[] = [];
    for (let i = 0; i < PRODUCTS; i += 1)
      products.push(
        (
          await must<{ _id: string }>(
            url,
            '/res/product/create',
            { name: `Bench ${i}`, description: 'Stock enough', price: 12, cost: 5, quantity: 1_000_000 },
            seller.token,
          )
        )._id,
      );
    const buyers: Buyer[] = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const b = await must<{ token: string }>(url, '/auth/user/register', {
          email: `bench-cluster-buyer-${i}@example.test`,
          passwd: PASSWORD,
          role: 'c',
        });
        const address = await must<{ _id: string }>(
          url,
          '/user/info/add_address',
          { name: 'Ada Lam', phone: '+852 9123 4567', address: '12 Shelley Street, Central' },
          b.token,
        );
        return { token: b.token, address: address._id };
      }),
    );

    const rows: { processes: number; floor: Result; feed: Result; checkout: Result }[] = [];
    for (const processes of PROCESS_COUNTS) {
      if (!cluster || cluster.servers.length !== processes) {
        await cluster?.stop();
        cluster = await start(processes);
      }
      // ready: every process answers, nginx keepalive (a failed answer is retried, and counted if it stays)
      let failed = 0;
      for (let i = 0; i < 50; i += 1)
        await must(cluster.url, '/res/post/list', {}).catch(async (err) => {
          failed += 1;
          if (failed > 5) throw err;
          console.log(`not ready: ${(err as Error).message.slice(0, 120)}; again`);
          await new Promise((r) => setTimeout(r, 500));
        });
      // warm-up, both scenarios on every process: each compiles its code alone and gets 1/N of the requests
      const label = (mode: string) => `${mode}, ${processes} process${processes > 1 ? 'es' : ''}`;
      if (WARMUP > 0)
        for (const mode of ['floor', 'feed', 'checkout'] as const) {
          const target = (mode === 'checkout' ? WARMUP_CHECKOUTS : WARMUP) * processes;
          const w = await load(
            cluster,
            mode,
            { buyers, products },
            { seconds: WARMUP_CAP * processes, limit: target },
          );
          console.log(
            `${`  warm-up ${label(mode)}`.padEnd(26)} ${w.count} ${mode === 'checkout' ? 'checkouts' : 'requests'} in ${w.seconds.toFixed(0)} s (${(w.count / processes).toFixed(0)} per process${w.count < target ? `, SHORT of ${target / processes}: cut at ${WARMUP_CAP * processes} s, the machine is busy` : ''}), CPU per request: servers ${w.serverCpuMs.toFixed(2)} ms${w.failures ? `, ${w.failures} FAILED (${w.lastError.slice(0, 120)})` : ''}   load ${w.loadStart.toFixed(2)} → ${w.loadEnd.toFixed(2)}`,
          );
        }
      const floor = await load(cluster, 'floor', { buyers, products });
      console.log(line(label('floor (/healthz)'), floor));
      const feed = await load(cluster, 'feed', { buyers, products });
      console.log(line(label('feed'), feed));
      const checkout = await load(cluster, 'checkout', { buyers, products });
      console.log(line(label('checkout'), checkout));
      rows.push({ processes, floor, feed, checkout });
    }

    const one = rows[0]!;
    console.log('\nScaling on this machine (rate relative to 1 process):');
    for (const r of rows)
      console.log(
        `  ${r.processes} process${r.processes > 1 ? 'es' : ' '}: floor ×${(r.floor.rate / one.floor.rate).toFixed(2)}, feed ×${(r.feed.rate / one.feed.rate).toFixed(2)}, checkout ×${(r.checkout.rate / one.checkout.rate).toFixed(2)}`,
      );
    // what grows with the process count: the floor's CPU per request against the app's own (feed minus floor)
    console.log(
      "Server CPU per request relative to 1 process (the app's own = the feed's minus the floor's):",
    );
    const own = (r: (typeof rows)[number]) => r.feed.serverCpuMs - r.floor.serverCpuMs;
    for (const r of rows)
      console.log(
        `  ${r.processes} process${r.processes > 1 ? 'es' : ' '}: floor ${r.floor.serverCpuMs.toFixed(2)} ms ×${(r.floor.serverCpuMs / one.floor.serverCpuMs).toFixed(2)}, feed ${r.feed.serverCpuMs.toFixed(2)} ms ×${(r.feed.serverCpuMs / one.feed.serverCpuMs).toFixed(2)} (the app's own ${own(r).toFixed(2)} ms ×${(own(r) / own(one)).toFixed(2)}), checkout ${r.checkout.serverCpuMs.toFixed(2)} ms ×${(r.checkout.serverCpuMs / one.checkout.serverCpuMs).toFixed(2)}`,
      );
    // a projection from CPU per request: the servers' cost plus nginx's, per core, database and Redis aside
    const best = (k: 'feed' | 'checkout') => Math.min(...rows.map((r) => r[k].serverCpuMs + r[k].nginxCpuMs));
    console.log(
      `Projection: a core serves about ${(1000 / best('feed')).toFixed(0)} feed requests/s or ${(1000 / best('checkout')).toFixed(0)} checkouts/s (servers + nginx CPU per request; PostgreSQL's and Redis's own CPU not counted), so an 8-core API machine ≈ ${((8 * 1000) / best('feed')).toFixed(0)} feed requests/s, while the database keeps up.`,
    );
  } finally {
    await cluster?.stop();
    await s3.close();
    await withSchemaLock(DATABASE_URL, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}

await main();
